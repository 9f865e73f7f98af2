/**
 * The shopper's recent searches (decision 051): kept in their session per locale, newest first, at most eight,
 * once they have a session; the search page remembers a search that found products and the search hub lists and
 * clears them.
 */
import type { AppContext } from '../types'

/** The searches the shopper made in this session on this locale's site, newest first. */
export async function recentSearches(c: AppContext): Promise<string[]> {
  const { recentSearches: recent = {} } = await c.var.session.read()
  return recent[c.var.locale.code] ?? []
}

/**
 * Remembers a search on this locale's site, for a shopper who has a session (a bag, a list, a sign-in): a visitor
 * who only browses gets no session object for it, as for any other page. A session that cannot be written just
 * now remembers nothing.
 */
export async function rememberSearch(c: AppContext, query: string): Promise<void> {
  if (!c.var.session.id) return
  await c.var.session
    .change({ kind: 'search.recent', locale: c.var.locale.code, query })
    .catch((error: unknown) => console.warn('recent search not remembered', error))
}

/** Forgets the shopper's recent searches on this locale's site; answers what remains (nothing). */
export async function clearRecentSearches(c: AppContext): Promise<string[]> {
  if (c.var.session.id)
    await c.var.session.change({ kind: 'search.recent', locale: c.var.locale.code, query: null })
  return []
}
