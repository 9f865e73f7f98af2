import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { shopPriceEnding } from '../../mock-api/seed/price-endings'

const cents = (value: number) => Math.round((value * 100) % 100)

describe('price endings per market', () => {
  it('ends US dollars in .99, in fives above 50', () => {
    expect(shopPriceEnding(137.2, 'USD')).toBe(134.99)
    expect(shopPriceEnding(32.4, 'USD')).toBe(31.99)
    expect(shopPriceEnding(48.7, 'USD')).toBe(48.99)
    expect(shopPriceEnding(21.6, 'USD', 'down')).toBe(20.99)
  })

  it('ends Canadian dollars in .99', () => {
    expect(shopPriceEnding(233.9, 'CAD')).toBe(234.99)
    expect(shopPriceEnding(58.5, 'CAD', 'down')).toBe(57.99)
  })

  it('ends pounds in .99', () => {
    expect(shopPriceEnding(158.4, 'GBP')).toBe(159.99)
    expect(shopPriceEnding(22.2, 'GBP')).toBe(21.99)
  })

  it('ends euros in .95 below 200 and in whole tens from 200', () => {
    expect(shopPriceEnding(34.3, 'EUR')).toBe(33.95)
    expect(shopPriceEnding(179.99, 'EUR')).toBe(179.95)
    expect(shopPriceEnding(318, 'EUR')).toBe(320)
    expect(shopPriceEnding(245, 'EUR', 'down')).toBe(244.95)
  })

  it('keeps the cents of figures under 10', () => {
    expect(shopPriceEnding(4.5, 'USD')).toBe(4.5)
  })

  it('prices every seeded product in its market’s endings, marked down 20–40 %, extended sizes at most 10 % more', () => {
    for (const product of generateCatalogue()) {
      if (product.digital) continue
      for (const price of product.prices) {
        const figures = [price.original, price.current, price.highOriginal, price.highCurrent].filter(
          (figure): figure is number => figure !== null && figure >= 10,
        )
        for (const figure of figures) {
          if (price.currency === 'EUR') expect([95, 0]).toContain(cents(figure))
          else expect(cents(figure)).toBe(99)
        }
        if (price.current > 0 && price.current < price.original) {
          const markDown = 1 - price.current / price.original
          expect(markDown).toBeGreaterThanOrEqual(0.2)
          expect(markDown).toBeLessThanOrEqual(0.4)
        }
        if (price.highOriginal !== null) {
          expect(price.highOriginal).toBeGreaterThan(price.original)
          expect(price.highOriginal).toBeLessThanOrEqual(price.original * 1.1)
        }
      }
    }
  })

  it('prices product types in believable US bands: a tee under 50, a rain shell from 150, a tent from 200', () => {
    const usd = (name: RegExp) =>
      generateCatalogue()
        .filter((product) => name.test(product.name) && product.gender !== 'kids')
        .map((product) => product.prices.find((price) => price.currency === 'USD')?.original ?? 0)
    for (const price of usd(/ (Crew |Trail |Merino )?Tee$/)) expect(price).toBeLessThan(50)
    for (const price of usd(/Rain Jacket|Storm Jacket/)) expect(price).toBeGreaterThanOrEqual(149.99)
    for (const price of usd(/ \dP Tent$/)) expect(price).toBeGreaterThanOrEqual(199.99)
  })
})
