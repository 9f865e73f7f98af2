/**
 * Cache keys. A key names the service, the site, the locale and the upstream path with its query normalised
 * (names sorted, empty values dropped), so the same document asked for in two ways is stored once, and no two
 * sites or locales can ever share an entry. Keys longer than KV allows are replaced by a SHA-256 digest of
 * themselves, keeping the readable prefix for debugging.
 */

/** A query's value as an upstream call or a cache key takes it; empty ones are dropped. */
type QueryValue = string | number | boolean | null | undefined
/** An upstream call's query: the cache key normalises it, the fetch core writes it into the URL. */
export type Query = Readonly<Record<string, QueryValue | readonly string[]>>

/**
 * Part of every key. Entries hold view models, not upstream answers, so a release that changes a view model's
 * shape bumps this: old entries are then never read (they expire on their own) instead of reaching new code.
 * v2: content blocks, menu, promo bar and pop-ups, and price ranges. v3: a product's features, materials and care.
 * v4: a personalisable product's ready-made designs.
 */
export const CACHE_KEY_VERSION = 'v4'
const MAX_KEY_BYTES = 480

export interface CacheKeyParts {
  service: string
  siteId: string
  locale: string
  path: string
  query?: Query
}

/** Text that form encoding (`URLSearchParams`) leaves as it is, but for spaces, which become `+`. */
const FORM_PLAIN = /^[\w*.\- ]*$/

/**
 * Normalises a query: names sorted, null, undefined and empty values dropped, arrays sorted; form-encoded as
 * `URLSearchParams` writes it. Most queries are plain words and numbers, written here without building one (a
 * page asks for a dozen keys).
 */
export function normaliseQuery(query: Query | undefined): string {
  const pairs: [string, string][] = []
  for (const name of Object.keys(query ?? {}).sort()) {
    const value = query?.[name]
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value)) for (const entry of [...value].sort()) pairs.push([name, entry])
    else pairs.push([name, String(value)])
  }
  if (pairs.every(([name, value]) => FORM_PLAIN.test(name) && FORM_PLAIN.test(value)))
    return pairs.map(([name, value]) => `${name}=${value}`.replaceAll(' ', '+')).join('&')
  return new URLSearchParams(pairs).toString()
}

/**
 * The start every KV key of a service's path has in one site and locale, whatever its query: for removing every
 * cached answer of a path (`kv.list({ prefix })`).
 */
export const cacheKeyPrefix = (parts: Omit<CacheKeyParts, 'query'>): string =>
  [CACHE_KEY_VERSION, parts.service, parts.siteId, parts.locale, parts.path].join('|')

/** The KV key for an upstream document. */
export async function createCacheKey(parts: CacheKeyParts): Promise<string> {
  const query = normaliseQuery(parts.query)
  const key = [
    CACHE_KEY_VERSION,
    parts.service,
    parts.siteId,
    parts.locale,
    parts.path + (query ? `?${query}` : ''),
  ].join('|')
  // A UTF-16 unit is at most 3 bytes of UTF-8: most keys are short enough without encoding them.
  if (key.length * 3 <= MAX_KEY_BYTES || new TextEncoder().encode(key).length <= MAX_KEY_BYTES) return key
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return [CACHE_KEY_VERSION, parts.service, parts.siteId, parts.locale, `#${hex}`].join('|')
}
