/** Lists read a page at a time (orders, favourites): the page a link asks for, and the way back past the last one. */
import type { AppContext } from '../../types'

/** The page asked for (`?page=`): a whole number from 1 (at most 9999), else the first. */
export function pageAsked(c: AppContext): number {
  const asked = c.req.query('page') ?? '1'
  return /^\d{1,4}$/.test(asked) && Number(asked) >= 1 ? Number(asked) : 1
}

/**
 * Past the last page (an item removed elsewhere, an old link): the way to the last page there is, keeping the rest of
 * the query; null on any page there is, or when the list is drawn again for a form.
 */
export function pastLastPage(c: AppContext, page: number, pageCount: number): Response | null {
  if (page <= pageCount || c.req.method !== 'GET') return null
  const url = new URL(c.req.url)
  if (pageCount > 1) url.searchParams.set('page', String(pageCount))
  else url.searchParams.delete('page')
  return c.redirect(`${url.pathname}${url.search}`, 303)
}
