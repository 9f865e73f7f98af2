import { describe, expect, it } from 'vitest'
import { PRODUCT_TYPES, productTypeOf } from '../../mock-api/art/product-types'
import { canonicalise } from '../../mock-api/search/text'
import { COLOURS, generateCatalogue } from '../../mock-api/seed/catalogue'
import { COLOUR_NAMES, colourName, productTexts } from '../../mock-api/seed/product-texts'
import { generateCommunity, REVIEWERS } from '../../mock-api/seed/reviews'

const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'nl'] as const
const catalogue = generateCatalogue()

describe('product copy by language', () => {
  it('gives every product a description, features, materials and care in each language, the same every time', () => {
    for (const product of catalogue) {
      const english = productTexts(product, 'en')
      for (const language of LANGUAGES) {
        const texts = productTexts(product, language)
        expect(texts).toEqual(productTexts(product, language))
        expect(texts.description.length).toBeGreaterThan(40)
        expect(texts.features.length).toBe(3)
        if (!product.digital) {
          expect(texts.materials).toHaveLength(1)
          expect(texts.care).toHaveLength(2)
        }
        if (language !== 'en') expect(texts.description).not.toBe(english.description)
      }
    }
    // A language the tables do not have reads English.
    const first = catalogue[0] as (typeof catalogue)[number]
    expect(productTexts(first, 'pt')).toEqual(productTexts(first, 'en'))
  })

  it('has copy for every product type the catalogue draws', () => {
    const seen = new Set(catalogue.map((product) => productTypeOf(product.name, product.kind)))
    expect([...seen].sort()).toEqual([...PRODUCT_TYPES].sort())
  })

  it('speaks to German shoppers with du, never Sie', () => {
    for (const product of catalogue) {
      const { description, features, materials, care } = productTexts(product, 'de')
      for (const line of [description, ...features, ...materials, ...care])
        expect(line).not.toMatch(/\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem)\b/)
    }
  })

  it('names no other kind of product, so a search for boots, tents or jackets finds only those', () => {
    const allowed: Record<string, RegExp> = {
      boot: /^hiking-boot$/,
      tent: /^tent$/,
      jacket: /^(rain-shell|insulated-jacket|fleece)$/,
      backpack: /^backpack$/,
    }
    for (const product of catalogue) {
      const type = productTypeOf(product.name, product.kind)
      for (const language of LANGUAGES) {
        const words = canonicalise(productTexts(product, language).description, language).split(' ')
        for (const [word, types] of Object.entries(allowed))
          if (words.includes(word)) expect(types.test(type), `${type} says ${word} in ${language}`).toBe(true)
      }
    }
  })

  it('names every seeded colour in six languages, and keeps an unknown colour’s own name', () => {
    for (const colour of COLOURS) {
      const names = COLOUR_NAMES[colour.code]
      expect(names?.en).toBe(colour.name)
      for (const language of LANGUAGES) expect(names?.[language]).toMatch(/\p{L}/u)
    }
    expect(colourName({ code: '720', name: 'Sunflower' }, 'fr')).toBe('Tournesol')
    expect(colourName({ code: '999', name: 'Odd' }, 'de')).toBe('Odd')
  })
})

describe('seeded reviews', () => {
  const reviews = catalogue
    .filter((product) => !product.digital)
    .flatMap(
      (product) => generateCommunity(product.styleCode, product.rating, product.reviewCount === 0).reviews,
    )

  it('are written mostly in English, and in every site language', () => {
    const share = (language: string) =>
      reviews.filter((review) => review.language === language).length / reviews.length
    expect(share('en')).toBeGreaterThan(0.35)
    expect(share('en')).toBeLessThan(0.5)
    for (const language of LANGUAGES) expect(share(language)).toBeGreaterThan(0.05)
  })

  it('and questions, come from people whose names and towns fit the language they write in', () => {
    const questions = catalogue
      .filter((product) => !product.digital)
      .flatMap(
        (product) =>
          generateCommunity(product.styleCode, product.rating, product.reviewCount === 0).questions,
      )
    expect(new Set(questions.map((question) => question.language)).size).toBe(6)
    for (const question of questions) {
      const names = REVIEWERS[question.language].map(([name]) => name)
      expect(names).toContain(question.author)
      for (const answer of question.answers) expect(names).toContain(answer.author)
    }
    for (const review of reviews)
      expect(REVIEWERS[review.language].map(([name, place]) => `${name}|${place}`)).toContain(
        `${review.author}|${review.location}`,
      )
  })
})
