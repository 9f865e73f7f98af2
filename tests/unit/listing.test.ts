import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FacetId, ListingState } from '../../shared/catalogue/listing'
import {
  FACET_IDS,
  parseListingState,
  SORTS,
  serialiseListingState,
  toggleFilter,
} from '../../shared/catalogue/listing'

const VALUE_FOR: Record<FacetId, fc.Arbitrary<string>> = {
  category: fc.stringMatching(/^[1-9]\d{3,9}$/),
  gender: fc.constantFrom('men', 'women', 'kids', 'unisex'),
  colour: fc.stringMatching(/^\d{3}$/),
  size: fc.stringMatching(/^[A-Z0-9]{1,3}(\/[A-Z]{1,2})?$/),
  price: fc.constantFrom('0-50', '50-100', '100-200', '200-'),
  activity: fc.constantFrom('hiking', 'running', 'snow'),
  brand: fc.constantFrom('Kestrel', 'Kestrel Pro', 'Tidewater'),
  rating: fc.constantFrom('3', '4'),
  sale: fc.constant('true'),
}

const stateArbitrary: fc.Arbitrary<ListingState> = fc
  .record({
    filters: fc.record(
      Object.fromEntries(
        FACET_IDS.map((facet) => [facet, fc.uniqueArray(VALUE_FOR[facet], { maxLength: 4 })]),
      ) as Record<FacetId, fc.Arbitrary<string[]>>,
      { requiredKeys: [] },
    ),
    sort: fc.constantFrom(...SORTS),
    page: fc.integer({ min: 1, max: 200 }),
  })
  .map((state) => ({
    ...state,
    filters: Object.fromEntries(
      Object.entries(state.filters)
        .filter(([, values]) => values.length > 0)
        .map(([facet, values]) => [facet, [...values].sort()]),
    ),
  }))

describe('listing state in the URL', () => {
  it('survives a round trip through the query string', () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        const parsed = parseListingState(new URLSearchParams(serialiseListingState(state)))
        expect(parsed).toEqual(state)
      }),
    )
  })

  it('writes one canonical form whatever order the parameters came in', () => {
    const a = parseListingState(new URLSearchParams('size=M&colour=420&colour=001&sort=newest'))
    const b = parseListingState(new URLSearchParams('sort=newest&colour=001&size=M&colour=420'))
    expect(serialiseListingState(a)).toBe(serialiseListingState(b))
    expect(serialiseListingState(a)).toBe('colour=001&colour=420&size=M&sort=newest')
  })

  it('ignores malformed values, unknown parameters and out-of-range pages', () => {
    const state = parseListingState(
      new URLSearchParams(
        'colour=black&colour=001&price=abc&rating=9&sort=cheapest&page=0&utm_source=x&category=12',
      ),
    )
    expect(state).toEqual({ filters: { colour: ['001'] }, sort: 'relevance', page: 1 })
    expect(parseListingState(new URLSearchParams('page=201')).page).toBe(1)
    expect(parseListingState(new URLSearchParams(`brand=${'x'.repeat(80)}`)).filters).toEqual({})
  })

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        parseListingState(new URLSearchParams(query))
      }),
    )
  })

  it('goes back to page 1 when a filter changes', () => {
    const state: ListingState = { filters: { colour: ['001'] }, sort: 'newest', page: 3 }
    expect(toggleFilter(state, 'colour', '001')).toEqual({ filters: {}, sort: 'newest', page: 1 })
    expect(toggleFilter(state, 'size', 'M')).toEqual({
      filters: { colour: ['001'], size: ['M'] },
      sort: 'newest',
      page: 1,
    })
  })
})
