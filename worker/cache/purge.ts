/**
 * Purge on publish: which KV keys hold a published content document.
 *
 * The idea: a content key is a pure function of the site id, the locale, the content-service path and the query
 * (`keys.ts`), and every live read of the content client that a publish must reach at once asks with the same query
 * (only the site id), so the keys of a document can be derived exactly instead of being searched for. A page's
 * campaign variants are keyed by their campaign too and live under the short policy instead (decision 091). A document is cached once per site and
 * locale that reads it: for every brand, each of its locales with that locale's site id (`KST-US` in `en-us`).
 * The publisher may narrow that to some locales or sites. See docs/decisions/009-content-purge.md.
 */
import { BRANDS, getSiteId } from '../../shared/brands'
import type { AugmentedPage } from '../../shared/content/content'
import { LOCALES } from '../../shared/i18n/locales'
import { createCacheKey } from './keys'

/** A published document, named the way the content service names its delivery paths (spec 2 §7). */
export type PublishedDocument =
  | { type: 'page'; slug: string }
  | { type: 'augmentedpage'; id: AugmentedPage }
  | { type: 'category'; id: string }
  | { type: 'product'; id: string }
  | { type: 'fragment'; id: string }
  | { type: 'menu' }
  | { type: 'footer' }
  | { type: 'popups' }

export interface PurgeScope {
  /** Locale codes (`en-us`); every served locale when absent. */
  locales?: readonly string[]
  /** Site ids (`KST-US`); every site when absent. */
  siteIds?: readonly string[]
}

export interface SiteLocale {
  siteId: string
  locale: string
}

/**
 * The content-service paths that cache a document for one site. Publishing a page also changes the children
 * list of each of its parents (`help` for `help/contact-us`).
 *
 * @example contentPathsOf({ type: 'page', slug: 'help/contact-us' }, 'KST-US')
 * // ['/page/KST-US/help/contact-us', '/children/KST-US/help']
 */
export function contentPathsOf(document: PublishedDocument, siteId: string): string[] {
  switch (document.type) {
    case 'page': {
      const parts = document.slug.split('/')
      const parents = parts
        .slice(1)
        .map((_, index) => `/children/${siteId}/${parts.slice(0, index + 1).join('/')}`)
      return [`/page/${siteId}/${document.slug}`, ...parents]
    }
    case 'augmentedpage':
      return [`/augmentedpage/${siteId}/${document.id}`]
    case 'category':
      return [`/category/${siteId}/${document.id}`]
    case 'product':
      return [`/product/${siteId}/${document.id}`]
    case 'fragment':
      return [`/fragment/${document.id}`]
    case 'menu':
      return [`/menu/${siteId}`]
    case 'footer':
      return [`/footer/${siteId}`]
    case 'popups':
      return [`/popups/${siteId}`]
  }
}

/** Every site and locale pair the shop reads content for, narrowed to the scope. */
export function affectedSiteLocales(scope: PurgeScope = {}): SiteLocale[] {
  const pairs = new Map<string, SiteLocale>()
  for (const brand of BRANDS) {
    for (const code of brand.locales) {
      const locale = LOCALES[code]
      if (!locale || (scope.locales && !scope.locales.includes(code))) continue
      const siteId = getSiteId(brand, locale)
      if (scope.siteIds && !scope.siteIds.includes(siteId)) continue
      pairs.set(`${siteId}|${code}`, { siteId, locale: code })
    }
  }
  return [...pairs.values()]
}

/** The KV key under which the content client stores a live document (the same parts the client uses). */
export function contentCacheKey(siteId: string, locale: string, path: string): Promise<string> {
  return createCacheKey({ service: 'content', siteId, locale, path, query: { siteId } })
}

/** Every KV key holding one of the documents in the scope, without duplicates. */
export async function contentPurgeKeys(
  documents: readonly PublishedDocument[],
  scope: PurgeScope = {},
): Promise<string[]> {
  const keys = await Promise.all(
    affectedSiteLocales(scope).flatMap(({ siteId, locale }) =>
      documents.flatMap((document) =>
        contentPathsOf(document, siteId).map((path) => contentCacheKey(siteId, locale, path)),
      ),
    ),
  )
  return [...new Set(keys)]
}
