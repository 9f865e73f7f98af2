/**
 * The state of a product listing (category or search): filters, sort and page, held in the URL so a listing is
 * shareable, crawlable and works without JavaScript. Parsing ignores anything malformed rather than failing,
 * and serialising writes one canonical form (facets in a fixed order, values sorted), so a state survives a round
 * trip through the URL unchanged.
 */

export const FACET_IDS = [
  'category',
  'gender',
  'colour',
  'size',
  'price',
  'activity',
  'brand',
  'rating',
  'sale',
] as const
export type FacetId = (typeof FACET_IDS)[number]

export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const
export type Sort = (typeof SORTS)[number]

export const LISTING_PAGE_SIZE = 48
export const MAX_LISTING_PAGE = 200
const MAX_VALUES_PER_FACET = 20
const FACET_VALUE = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{0,39}$/

export type Filters = Partial<Record<FacetId, string[]>>

export interface ListingState {
  filters: Filters
  sort: Sort
  page: number
}

export const emptyListingState = (): ListingState => ({ filters: {}, sort: 'relevance', page: 1 })

const VALUE_RULES: Partial<Record<FacetId, RegExp>> = {
  category: /^\d{4,10}$/,
  colour: /^\d{3}$/,
  price: /^\d{1,5}-\d{0,5}$/,
  rating: /^[1-4]$/,
  sale: /^true$/,
}

function isValidValue(facet: FacetId, value: string): boolean {
  return FACET_VALUE.test(value) && (VALUE_RULES[facet]?.test(value) ?? true)
}

/** The part of `URLSearchParams` the parser reads (shared code has no DOM or Workers types). */
export interface QueryParams {
  get(name: string): string | null
  getAll(name: string): string[]
}

/** Reads the listing state from a query string; unknown names and malformed values are ignored. */
export function parseListingState(params: QueryParams): ListingState {
  const filters: Filters = {}
  for (const facet of FACET_IDS) {
    const values = [...new Set(params.getAll(facet).map((value) => value.trim()))]
      .filter((value) => isValidValue(facet, value))
      .slice(0, MAX_VALUES_PER_FACET)
      .sort()
    if (values.length > 0) filters[facet] = values
  }
  const sortParam = params.get('sort')
  const sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : 'relevance'
  const pageParam = params.get('page') ?? ''
  const pageNumber = /^\d{1,3}$/.test(pageParam) ? Number(pageParam) : 1
  const page = pageNumber >= 1 && pageNumber <= MAX_LISTING_PAGE ? pageNumber : 1
  return { filters, sort, page }
}

/** The canonical query string of a state, without the leading `?`; empty for the default state. */
export function serialiseListingState(
  state: ListingState,
  extra: Readonly<Record<string, string>> = {},
): string {
  const pairs: [string, string][] = []
  for (const [name, value] of Object.entries(extra)) if (value) pairs.push([name, value])
  for (const facet of FACET_IDS)
    for (const value of [...(state.filters[facet] ?? [])].sort()) pairs.push([facet, value])
  if (state.sort !== 'relevance') pairs.push(['sort', state.sort])
  if (state.page > 1) pairs.push(['page', String(state.page)])
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+')
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')
}

/** Adds or removes one filter value; any change of filters goes back to the first page. */
export function toggleFilter(state: ListingState, facet: FacetId, value: string): ListingState {
  const current = state.filters[facet] ?? []
  const next = current.includes(value)
    ? current.filter((entry) => entry !== value)
    : [...current, value].sort()
  const filters: Filters = { ...state.filters }
  if (next.length > 0) filters[facet] = next
  else delete filters[facet]
  return { ...state, filters, page: 1 }
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page }
}

export function withSort(state: ListingState, sort: Sort): ListingState {
  return { ...state, sort, page: 1 }
}

/** True when any filter is set. */
export const hasFilters = (state: ListingState): boolean =>
  Object.values(state.filters).some((values) => (values?.length ?? 0) > 0)

/** Price buckets of the price facet, in the listing's currency: `0-50` means from 0 up to (not including) 50. */
export const PRICE_BUCKETS = ['0-50', '50-100', '100-200', '200-'] as const

export function parsePriceBucket(value: string): { min: number; max: number | null } | null {
  const match = /^(\d{1,5})-(\d{0,5})$/.exec(value)
  if (!match) return null
  const min = Number(match[1])
  const max = match[2] ? Number(match[2]) : null
  return max !== null && max <= min ? null : { min, max }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

/** A search term as typed: trimmed, collapsed, at most 100 characters, control characters removed. */
export function readSearchQuery(value: string | undefined): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)
}
