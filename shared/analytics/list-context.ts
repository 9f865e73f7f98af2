/**
 * The analytics context of spec 2 §3 (decision 100): the product list a shopper opened a product from, its
 * position there, the search term of a search's list, and where the interaction started. The browser's entry writes
 * it, only with the shopper's consent to analytics, into a session cookie when a product in a list (`data-list`) is
 * clicked; the product page's worker reads it back for that product and sends it with the page view to the decision
 * service. Schema-free, as the entry imports it (decision 016).
 */

/** The session cookie holding the last list a product was opened from. */
export const LIST_CONTEXT_COOKIE = 'sf_list'

/** Where the interaction that opened the product started: the kind of list it was in. */
export type InteractionOrigin = 'listing' | 'search' | 'recommendation' | 'content'

export interface ListContext {
  /** The list as the page names it: `category:1000`, `search:rain shell`, `recommendations:pdp-similar`. */
  productList: string
  /** The product's position in the list, from 1. */
  position: number
  /** A search's term, for a product opened from search results; null otherwise. */
  searchTerm: string | null
  origin: InteractionOrigin
}

/** The longest list name kept: a search's list carries what the shopper typed. */
const MAX_LIST = 120
const LIST = /^(category|search|recommendations|suggestions|content|set):[^\n]+$/
const STYLE_CODE = /^[A-Za-z0-9]{1,20}$/
const POSITION = /^[1-9]\d{0,3}$/

/**
 * The cookie's value for a click on the product `styleCode` at `position` (from 1) of `list`, before the
 * cookie's own encoding.
 *
 * @example listContextValue('category:1000', 3, 'KS100013') // '3~KS100013~category:1000'
 */
export const listContextValue = (list: string, position: number, styleCode: string): string =>
  `${position}~${styleCode}~${list.slice(0, MAX_LIST)}`

const originOf = (list: string): InteractionOrigin =>
  list.startsWith('search:')
    ? 'search'
    : list.startsWith('recommendations:') || list.startsWith('suggestions:')
      ? 'recommendation'
      : list.startsWith('content:')
        ? 'content'
        : 'listing'

/**
 * The context a cookie's value holds for the product `styleCode`: null when it was written for another product,
 * or is not one the entry writes (a damaged or forged cookie is ignored, never trusted).
 *
 * @example readListContext('1~KS100013~search:rain shell', 'KS100013')
 * // { productList: 'search:rain shell', position: 1, searchTerm: 'rain shell', origin: 'search' }
 */
export function readListContext(value: string | undefined, styleCode: string): ListContext | null {
  if (!value) return null
  const [position = '', code = '', ...rest] = value.split('~')
  const productList = rest.join('~')
  if (!POSITION.test(position) || !STYLE_CODE.test(code) || code !== styleCode) return null
  if (productList.length > MAX_LIST || !LIST.test(productList)) return null
  const origin = originOf(productList)
  return {
    productList,
    position: Number(position),
    searchTerm: origin === 'search' ? productList.slice('search:'.length) : null,
    origin,
  }
}
