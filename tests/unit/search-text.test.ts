import { describe, expect, it } from 'vitest'
import { buildIndex, searchText, suggestTerms } from '../../mock-api/search'
import {
  canonicalise,
  colourWords,
  correctQuery,
  editDistance,
  materialWords,
  searchLanguageOf,
} from '../../mock-api/search/text'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { flattenCategories } from '../../mock-api/seed/categories'
import { rememberSearch } from '../../worker/session/changes'

describe('canonical words', () => {
  it('makes synonyms one word on both sides of a search', () => {
    expect(canonicalise('Womens boots', 'en')).toBe('women boots')
    expect(canonicalise("Women's GORE-TEX boot", 'en')).toBe('women gtx boot')
    expect(canonicalise('Goretex', 'en')).toBe('gtx')
    expect(canonicalise('T-shirts', 'en')).toBe('tee')
    expect(canonicalise('tee shirt', 'en')).toBe('tee')
    expect(canonicalise('Rucksack', 'en')).toBe('backpack')
    expect(canonicalise("Men's shoes", 'en')).toBe('men shoes')
    expect(canonicalise("Kids' shoes", 'en')).toBe('kids shoes')
  })

  it('turns a site language’s local words into the catalogue’s, only on that site', () => {
    expect(canonicalise('Stiefel', 'de')).toBe('boot')
    expect(canonicalise('Schuhe', 'de')).toBe('shoe')
    expect(canonicalise('veste', 'fr')).toBe('jacket')
    expect(canonicalise('bottes', 'fr')).toBe('boot')
    expect(canonicalise('sac à dos', 'fr')).toBe('backpack')
    expect(canonicalise('tente', 'fr')).toBe('tent')
    expect(canonicalise('Stiefel', 'fr')).toBe('stiefel')
    expect(canonicalise('scarponi', 'it')).toBe('boot')
    expect(canonicalise('botas', 'es')).toBe('boot')
    expect(canonicalise('laarzen', 'nl')).toBe('boot')
  })

  it('names colours in English and the site language, by family too, and materials from the product’s name', () => {
    expect(colourWords({ code: '420', name: 'Navy' }, 'de')).toBe('Navy Marineblau blue blau')
    expect(colourWords({ code: '720', name: 'Sunflower' }, 'fr')).toBe('Sunflower Tournesol yellow jaune')
    expect(colourWords({ code: '420', name: 'Navy' }, 'en')).toBe('Navy blue blue')
    expect(colourWords({ code: '999', name: 'Odd' }, 'fr')).toBe('Odd')
    expect(materialWords('Ridge Merino Tee', 'fr')).toContain('laine')
    expect(materialWords('Ridge Mid GTX Boot', 'en')).toContain('gtx')
    expect(searchLanguageOf('pt')).toBe('en')
  })
})

describe('spelling correction', () => {
  const vocabulary = new Map([
    ['jacket', 40],
    ['jackets', 10],
    ['boot', 20],
    ['women', 30],
    ['tent', 5],
    ['stiefel', 1],
  ])

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('jakcet', 'jacket')).toBe(1)
    expect(editDistance('jacket', 'jacket')).toBe(0)
    expect(editDistance('boot', 'bolt')).toBe(1)
    expect(editDistance('abc', 'abcdef', 2)).toBe(3)
  })

  it('corrects unknown words to the nearest, commonest known word and keeps known ones', () => {
    expect(correctQuery('jakcet', vocabulary, 'en')).toBe('jacket')
    expect(correctQuery('womens jakcet', vocabulary, 'en')).toBe('womens jacket')
    expect(correctQuery('Stiefl', vocabulary, 'de')).toBe('stiefel')
    expect(correctQuery('jacket', vocabulary, 'en')).toBeNull()
    // Too short to guess, too far to be a typo, or a number: left alone.
    expect(correctQuery('tnt', vocabulary, 'en')).toBeNull()
    expect(correctQuery('xylophone', vocabulary, 'en')).toBeNull()
    expect(correctQuery('28l', vocabulary, 'en')).toBeNull()
  })
})

describe('the search index', () => {
  const products = generateCatalogue().map((product) => ({
    style_code: product.styleCode,
    name: product.name,
    brand: product.brand,
    kind: product.kind,
    gender: product.gender,
    activity: product.activity,
    category_id: product.categoryId,
    colours: JSON.stringify(product.colours),
    popularity: product.rating * product.reviewCount,
  }))
  const categories = flattenCategories().map((category) => ({
    id: category.id,
    parent_id: category.parentId,
    names: JSON.stringify(category.name),
  }))
  const english = buildIndex(products, categories, 'en')
  const nameOf = (code: string) => products.find((product) => product.style_code === code)?.name ?? ''

  it('needs every word of a query, wherever each is', () => {
    const found = searchText(english, 'navy jacket', 'en')
    expect(found.codes.length).toBeGreaterThan(0)
    for (const code of found.codes) {
      const product = products.find((entry) => entry.style_code === code)
      expect(product?.colours).toContain('Navy')
    }
  })

  it('matches each word by its stem or as the start of a word, never a stem as the start of another', () => {
    const dutch = buildIndex(products, categories, 'nl')
    const boots = searchText(dutch, 'laarzen', 'nl').codes.map(nameOf)
    expect(boots.length).toBeGreaterThan(0)
    expect(boots.every((name) => /Boot|Approach Shoe/.test(name))).toBe(true)
    expect(searchText(english, 'jack', 'en').codes.length).toBeGreaterThan(0)
    const spanish = buildIndex(products, categories, 'es')
    expect(searchText(spanish, 'chaqueta impermeable', 'es').correctedQuery).toBeNull()
    expect(searchText(spanish, 'chaqueta impermeable', 'es').codes.length).toBeGreaterThan(20)
  })

  it('answers a correction only when the query as typed found nothing', () => {
    expect(searchText(english, 'jakcet', 'en').correctedQuery).toBe('jacket')
    expect(searchText(english, 'jakcet', 'en', false)).toEqual({ codes: [], correctedQuery: null })
    expect(searchText(english, 'jacket', 'en').correctedQuery).toBeNull()
    expect(
      searchText(english, 'gore-tex', 'en')
        .codes.map(nameOf)
        .every((name) => name.includes('GTX')),
    ).toBe(true)
  })

  it('suggests fuller searches once per stem, in their shortest form', () => {
    const terms = suggestTerms(english, 'jack', 'en')
    expect(terms).toContain('jacket')
    expect(terms).not.toContain('jackets')
    expect(suggestTerms(english, 'rain jack', 'en')).toContain('rain jacket')
    expect(suggestTerms(english, 'j', 'en')).toEqual([])
  })
})

describe('recent searches in the session', () => {
  it('keeps the newest first, each once, at most eight, and forgets them all', () => {
    let state = {}
    for (const query of ['tent', 'boots', 'merino', 'Tent', 'a', 'b', 'c', 'd', 'e', 'f']) {
      state = rememberSearch(state, 'en-us', query).state
    }
    state = rememberSearch(state, 'de-de', 'Stiefel').state
    expect((state as { recentSearches: Record<string, string[]> }).recentSearches['en-us']).toEqual([
      'f',
      'e',
      'd',
      'c',
      'b',
      'a',
      'Tent',
      'merino',
    ])
    expect(rememberSearch(state, 'en-us', 'f').outcome).toBe('unchanged')
    expect(rememberSearch(state, 'en-us', '   ').outcome).toBe('unchanged')
    expect(rememberSearch(state, 'not a locale', 'x').outcome).toBe('unchanged')
    const cleared = rememberSearch(state, 'en-us', null)
    expect(cleared.outcome).toBe('changed')
    expect(cleared.state).toEqual({ recentSearches: { 'de-de': ['Stiefel'] } })
    expect(rememberSearch(cleared.state, 'de-de', null).state).toEqual({ recentSearches: undefined })
    expect(rememberSearch({}, 'en-us', null).outcome).toBe('unchanged')
  })
})
