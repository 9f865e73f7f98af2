/**
 * Page-type detection from a URL path (spec 2 §2), and the parsers for the two path shapes that carry ids.
 *
 * Detection is a table lookup over the path alone, so the worker, the client and analytics agree on it:
 * `/{locale}/p/...` is a product page, `/{locale}/c/...` a category listing (the spec's "contains /p/" and
 * "contains /c/", read where its route shapes put them), then the first segment after the locale names the
 * cart, account, search, search hub, order confirmation, checkout or reserve; the locale alone is home, and anything else
 * is Other. `error` is never detected from a path: the renderer assigns it to error pages.
 */
import { isLocaleShaped } from './i18n/locales'

export const PAGE_TYPES = [
  'product',
  'category',
  'cart',
  'account',
  'search',
  'search-hub',
  'home',
  'order-confirmation',
  'checkout',
  'reserve',
  'other',
  'error',
] as const

export type PageType = (typeof PAGE_TYPES)[number]

/** Page types a request path can resolve to (everything but `error`). */
export type RoutablePageType = Exclude<PageType, 'error'>

const SECTION_PAGE_TYPES: Readonly<Record<string, RoutablePageType>> = {
  cart: 'cart',
  account: 'account',
  search: 'search',
  'search-hub': 'search-hub',
  'order-confirmation': 'order-confirmation',
  checkout: 'checkout',
  // Reserve in store (decision 086): the reserve page and its confirmation.
  reserve: 'reserve',
}

/**
 * The page type of a path such as `/en-us/p/trail-runner-KS100234`.
 *
 * @example detectPageType('/fr-ca') // 'home'
 * @example detectPageType('/en-gb/cart') // 'cart'
 */
export function detectPageType(pathname: string): RoutablePageType {
  const segments = pathname.split('/').filter(Boolean)
  const [first, second] = segments
  if (first === undefined || !isLocaleShaped(first)) {
    // Without a locale only the spec's literal rule can apply.
    if (pathname.includes('/p/')) return 'product'
    if (pathname.includes('/c/')) return 'category'
    return 'other'
  }
  // Spec 2 §2: home is a two-letter language, a dash and a two-letter country alone (`/es-419` is not).
  if (second === undefined) return /^[a-z]{2}-[a-z]{2}$/i.test(first) ? 'home' : 'other'
  // `/p/` and `/c/` count where the route shapes put them, right after the locale, so a category trail or a
  // content slug with a segment named `p` or `c` is not mistaken for another page type.
  if (second === 'p') return 'product'
  if (second === 'c') return 'category'
  return SECTION_PAGE_TYPES[second] ?? 'other'
}

export interface ProductPathParams {
  slug: string
  /** The style code: two capital letters, then six or more capital letters or digits (8 to 11 in all). */
  styleCode: string
  /** True for the older `-p{code}` shape, which the product route redirects to the current one. */
  legacy: boolean
}

const PRODUCT_SEGMENT = /^([a-z0-9][a-z0-9-]{0,199})-([A-Z]{2}[A-Z0-9]{6,9})$/
const LEGACY_PRODUCT_SEGMENT = /^([a-z0-9][a-z0-9-]{0,199})-p([A-Z0-9]{8,11})$/

/**
 * Reads `/{locale}/p/{slug}-{styleCode}` (and the older `-p{code}` variant). Null when the path is not a
 * well-formed product path; the route answers that with the 404 page.
 */
export function parseProductPath(pathname: string): ProductPathParams | null {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length !== 3 || segments[1] !== 'p') return null
  const last = segments[2] as string
  const current = PRODUCT_SEGMENT.exec(last)
  if (current) return { slug: current[1] as string, styleCode: current[2] as string, legacy: false }
  const legacy = LEGACY_PRODUCT_SEGMENT.exec(last)
  if (legacy && /^[A-Z]{2}[A-Z0-9]{6,}$/.test(legacy[2] as string)) {
    return { slug: legacy[1] as string, styleCode: legacy[2] as string, legacy: true }
  }
  return null
}

export interface CategoryPathParams {
  /** Slugs of the category trail, outermost first, each without its trailing `-digits`. */
  trail: string[]
  categoryId: string
  legacy: boolean
}

const CATEGORY_SEGMENT = /^([a-z0-9][a-z0-9-]{0,199}?)-(\d{4,10})$/
const LEGACY_CATEGORY_SEGMENT = /^([a-z0-9][a-z0-9-]{0,199}?)-c(\d{4,6})$/
const TRAIL_SEGMENT = /^[a-z0-9][a-z0-9-]{0,199}$/

/**
 * Reads `/{locale}/c/{trail...}/{slug}-{id}`: the category trail after the `c` segment (each segment with its
 * trailing dash-and-digits removed) and the numeric id at the end (4 to 10 digits, or `-c` and 4 to 6 digits).
 */
export function parseCategoryPath(pathname: string): CategoryPathParams | null {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length < 3 || segments.length > 8 || segments[1] !== 'c') return null
  const trailSegments = segments.slice(2)
  const last = trailSegments[trailSegments.length - 1] as string
  const current = CATEGORY_SEGMENT.exec(last)
  const legacy = current ? null : LEGACY_CATEGORY_SEGMENT.exec(last)
  const match = current ?? legacy
  if (!match) return null
  if (!trailSegments.every((segment) => TRAIL_SEGMENT.test(segment))) return null
  const trail = trailSegments.map((segment) => segment.replace(/-c?\d+$/, ''))
  return { trail, categoryId: match[2] as string, legacy: legacy !== null }
}
