/**
 * The article grid's rules (spec 3 §2.2, §4, §9), shared by the worker (the first page, `/api/articles`) and the
 * grid's island (tags, read more, facet caps). A page holds `rowsToLoad × columns on large screens` articles, or 3
 * when the editor gave neither; "read more" moves the offset on by one page; choosing or dropping a tag starts
 * again at offset 0; "clear all" goes back to the tags the editor chose.
 *
 * The initial query's tags are the grid's starting filter. When the editor marks the initial query as "not
 * filtered", those tags still decide what the grid shows while the shopper has chosen nothing, but they are not
 * shown as chosen in the filter bar.
 */
import type { Breakpoint } from './blocks'

/** Spec 3 §9: the first page when rows times columns is missing. */
export const ARTICLE_DEFAULT_PAGE_SIZE = 3
/** The most articles one call may ask for. */
export const ARTICLE_MAX_LIMIT = 48
/** The furthest offset a search may start at. */
export const ARTICLE_MAX_OFFSET = 1000
/** The most articles a page without JavaScript shows through `?articles=` (each "read more" is a page load). */
export const ARTICLE_MAX_SHOWN = ARTICLE_MAX_LIMIT
/** The query parameter a "read more" link without JavaScript sets: how many articles the grid shows. */
export const ARTICLES_SHOWN_PARAM = 'articles'

/** Spec 3 §9: how many tag facets show before "see more", by breakpoint. */
export const FACET_CAPS = { sm: 4, md: 10, lg: 20 } as const satisfies Record<Breakpoint, number>

/** An article card as the grid shows it; the url is localised and the picture is on the media host. */
export interface ArticleSummary {
  id: string
  url: string
  title: string
  eyebrow: string | null
  /** ISO date of publication. */
  date: string | null
  /** Width and height reserve the card's image space before it loads. */
  picture: { url: string; alt: string; width: number; height: number } | null
}

/** A tag to filter by, with how many articles carry it when the service says. */
export interface ArticleFacet {
  id: string
  label: string
  count: number | null
}

/** One page of an article search. */
export interface ArticleResults {
  articles: ArticleSummary[]
  facets: ArticleFacet[]
  numFound: number
}

export const EMPTY_ARTICLE_RESULTS: ArticleResults = { articles: [], facets: [], numFound: 0 }

/** What one article search asks for. */
export interface ArticleSearch {
  tagIds: readonly string[]
  /** Free text from the editor's initial query. */
  q?: string
  offset: number
  limit: number
}

/**
 * How many articles one page holds: rows to load times the columns of the large breakpoint, or 3 when either is
 * missing.
 *
 * @example articlePageSize({ rowsToLoad: 2, gridSize: { lg: 4 } }) // 8
 */
export function articlePageSize(grid: {
  rowsToLoad?: number | undefined
  gridSize?: { lg?: number | undefined } | undefined
}): number {
  const rows = grid.rowsToLoad
  const columns = grid.gridSize?.lg
  if (!rows || !columns || rows < 1 || columns < 1) return ARTICLE_DEFAULT_PAGE_SIZE
  return Math.min(Math.floor(rows) * Math.floor(columns), ARTICLE_MAX_LIMIT)
}

/** The offset of the page after one that started at `offset`. */
export const nextArticleOffset = (offset: number, pageSize: number): number => offset + pageSize

/** Whether "read more" has anything left to show. */
export const hasMoreArticles = (shown: number, numFound: number): boolean => shown < numFound

/**
 * How many articles the first render shows: one page, or what a "read more" link without JavaScript asked for
 * (`?articles=6`), rounded up to whole pages and capped.
 */
export function articlesShown(param: string | undefined | null, pageSize: number): number {
  const asked = param && /^\d{1,4}$/.test(param) ? Number(param) : 0
  if (asked <= pageSize) return pageSize
  const pages = Math.min(Math.ceil(asked / pageSize), Math.max(1, Math.floor(ARTICLE_MAX_SHOWN / pageSize)))
  return pages * pageSize
}

/** The breakpoint of a viewport width in rem: small below 48rem, medium below 64rem, large from there. */
export function breakpointOf(widthRem: number): Breakpoint {
  if (widthRem < 48) return 'sm'
  if (widthRem < 64) return 'md'
  return 'lg'
}

/** How many facets show before "see more" at a viewport width in rem. */
export const facetCapAt = (widthRem: number): number => FACET_CAPS[breakpointOf(widthRem)]

/** At which breakpoints a list of `count` facets overflows its cap, so "see more" is offered there. */
export function facetOverflow(count: number): Record<Breakpoint, boolean> {
  return { sm: count > FACET_CAPS.sm, md: count > FACET_CAPS.md, lg: count > FACET_CAPS.lg }
}

/** The breakpoints at which the facet at `index` sits beyond the cap (hidden until "see more"). */
export function facetBeyondCap(index: number): Breakpoint[] {
  return (Object.keys(FACET_CAPS) as Breakpoint[]).filter((breakpoint) => index >= FACET_CAPS[breakpoint])
}

/** Chooses a tag, or drops it when it was chosen; the order of choosing is kept. */
export function toggleTag(chosen: readonly string[], tagId: string): string[] {
  return chosen.includes(tagId) ? chosen.filter((id) => id !== tagId) : [...chosen, tagId]
}

/** The tags shown as chosen when the grid starts, and again after "clear all". */
export function initialChosenTags(initialTags: readonly string[], notFiltered: boolean): string[] {
  return notFiltered ? [] : [...initialTags]
}

/** The tags a search is made with: the shopper's choice, or the editor's when the shopper has chosen none. */
export function searchTagsOf(
  chosen: readonly string[],
  initialTags: readonly string[],
  notFiltered: boolean,
): string[] {
  if (chosen.length > 0) return [...chosen]
  return notFiltered ? [...initialTags] : []
}

/** Whether the chosen tags differ from the starting ones, so "clear all" has something to restore. */
export function canClearTags(
  chosen: readonly string[],
  initialTags: readonly string[],
  notFiltered: boolean,
): boolean {
  const start = initialChosenTags(initialTags, notFiltered)
  return chosen.length !== start.length || chosen.some((id) => !start.includes(id))
}
