import { describe, expect, it } from 'vitest'
import {
  ARTICLE_DEFAULT_PAGE_SIZE,
  ARTICLE_MAX_LIMIT,
  articlePageSize,
  articlesShown,
  breakpointOf,
  canClearTags,
  FACET_CAPS,
  facetBeyondCap,
  facetCapAt,
  facetOverflow,
  hasMoreArticles,
  initialChosenTags,
  nextArticleOffset,
  searchTagsOf,
  toggleTag,
} from '../../shared/content/articles'
import { type Block, parseBlocks } from '../../shared/content/blocks'

describe('article grid pages', () => {
  it('holds rows to load times the large breakpoint’s columns', () => {
    expect(articlePageSize({ rowsToLoad: 2, gridSize: { lg: 3 } })).toBe(6)
    expect(articlePageSize({ rowsToLoad: 1, gridSize: { lg: 4 } })).toBe(4)
    expect(articlePageSize({ rowsToLoad: 12, gridSize: { lg: 6 } })).toBe(ARTICLE_MAX_LIMIT)
  })

  it('holds 3 when rows or columns are missing (spec 3 §9)', () => {
    expect(ARTICLE_DEFAULT_PAGE_SIZE).toBe(3)
    expect(articlePageSize({})).toBe(3)
    expect(articlePageSize({ rowsToLoad: 4 })).toBe(3)
    expect(articlePageSize({ rowsToLoad: 4, gridSize: {} })).toBe(3)
    expect(articlePageSize({ gridSize: { lg: 4 } })).toBe(3)
  })

  it('moves the offset on by one page for read more, and stops when all are shown', () => {
    expect(nextArticleOffset(0, 6)).toBe(6)
    expect(nextArticleOffset(6, 6)).toBe(12)
    expect(hasMoreArticles(12, 16)).toBe(true)
    expect(hasMoreArticles(16, 16)).toBe(false)
  })

  it('reads how many articles a read-more link without JavaScript asked for, in whole pages and capped', () => {
    expect(articlesShown(undefined, 6)).toBe(6)
    expect(articlesShown('12', 6)).toBe(12)
    expect(articlesShown('7', 6)).toBe(12)
    expect(articlesShown('3', 6)).toBe(6)
    expect(articlesShown('-12', 6)).toBe(6)
    expect(articlesShown('lots', 6)).toBe(6)
    expect(articlesShown('5000', 6)).toBe(48)
    expect(articlesShown('5000', 9)).toBe(45)
  })

  it('reads the grid’s page from the block an editor wrote', () => {
    const { blocks } = parseBlocks([
      { type: 'articleGrid', id: 'a', rowsToLoad: 2, gridSize: { sm: 1, lg: 4 } },
      { type: 'articleGrid', id: 'b', rowsToLoad: 'two', gridSize: { lg: 9 } },
    ])
    const [a, b] = blocks as Extract<Block, { type: 'articleGrid' }>[]
    expect(articlePageSize(a as NonNullable<typeof a>)).toBe(8)
    // Wrong values fall back, and the page falls back to 3.
    expect(articlePageSize(b as NonNullable<typeof b>)).toBe(3)
  })
})

describe('article grid facets', () => {
  it('caps facets at 4, 10 and 20 by viewport width: small below 48rem, medium below 64rem', () => {
    expect(FACET_CAPS).toEqual({ sm: 4, md: 10, lg: 20 })
    expect(breakpointOf(20)).toBe('sm')
    expect(breakpointOf(47.99)).toBe('sm')
    expect(breakpointOf(48)).toBe('md')
    expect(breakpointOf(63.99)).toBe('md')
    expect(breakpointOf(64)).toBe('lg')
    expect(facetCapAt(30)).toBe(4)
    expect(facetCapAt(50)).toBe(10)
    expect(facetCapAt(90)).toBe(20)
  })

  it('offers see more only where the facets overflow the cap, and hides those past it', () => {
    expect(facetOverflow(4)).toEqual({ sm: false, md: false, lg: false })
    expect(facetOverflow(5)).toEqual({ sm: true, md: false, lg: false })
    expect(facetOverflow(11)).toEqual({ sm: true, md: true, lg: false })
    expect(facetOverflow(21)).toEqual({ sm: true, md: true, lg: true })
    expect(facetBeyondCap(3)).toEqual([])
    expect(facetBeyondCap(4)).toEqual(['sm'])
    expect(facetBeyondCap(10)).toEqual(['sm', 'md'])
    expect(facetBeyondCap(20)).toEqual(['sm', 'md', 'lg'])
  })
})

describe('article grid tags', () => {
  it('toggles a tag on and off, keeping the order of choosing', () => {
    expect(toggleTag([], 'hiking')).toEqual(['hiking'])
    expect(toggleTag(['hiking'], 'city')).toEqual(['hiking', 'city'])
    expect(toggleTag(['hiking', 'city'], 'hiking')).toEqual(['city'])
  })

  it('starts with the editor’s tags chosen, unless the initial query is not filtered', () => {
    expect(initialChosenTags(['hiking'], false)).toEqual(['hiking'])
    expect(initialChosenTags(['hiking'], true)).toEqual([])
  })

  it('searches with the chosen tags, or the editor’s when an unfiltered grid has none chosen', () => {
    expect(searchTagsOf(['city'], ['hiking'], false)).toEqual(['city'])
    expect(searchTagsOf([], ['hiking'], false)).toEqual([])
    expect(searchTagsOf([], ['hiking'], true)).toEqual(['hiking'])
    expect(searchTagsOf(['city'], ['hiking'], true)).toEqual(['city'])
  })

  it('offers clear all only when the choice differs from the start', () => {
    expect(canClearTags(['hiking'], ['hiking'], false)).toBe(false)
    expect(canClearTags([], ['hiking'], false)).toBe(true)
    expect(canClearTags(['city'], ['hiking'], false)).toBe(true)
    expect(canClearTags([], ['hiking'], true)).toBe(false)
    expect(canClearTags(['city'], [], false)).toBe(true)
  })

  it('keeps only tag ids that look like tags in the initial query', () => {
    const { blocks } = parseBlocks([
      { type: 'articleGrid', id: 'g', initialQuery: { tags: ['hiking', 'Bad Tag', 7, 'hiking', 'city'] } },
    ])
    expect((blocks[0] as Extract<Block, { type: 'articleGrid' }>).initialQuery.tags).toEqual([
      'hiking',
      'city',
    ])
  })
})
