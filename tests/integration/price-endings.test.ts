/**
 * Prices as each market's shoppers read them on the listings (decision 053): ending as the market ends them, marked
 * down by 20 to 40 %, and a range of sizes at most 10 % dearer at its top. Read from the pages the shop renders,
 * not from the catalogue's seed.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

const DEPARTMENTS = ['men-1000', 'women-2000', 'kids-3000', 'footwear-4000', 'bags-5000', 'equipment-6000']

/** An amount as the page shows it (`$1,234.99`, `CAD 94.99`, `£64.99`, `1.234,95 €`): its value in cents. */
function centsOf(shown: string): number {
  const digits = /\d[\d.,\u00a0\u202f ]*\d/.exec(shown)?.[0] ?? ''
  const whole = digits.slice(0, -3).replace(/\D/g, '')
  return Number(whole) * 100 + Number(digits.slice(-2))
}

/** The amounts of a listing card's price: current (low, high) and, when marked down, original (low, high). */
function pricesOn(html: string): { current: number[]; original: number[] }[] {
  const visibleText = (markup: string) =>
    markup.replace(/<span class="visually-hidden">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '')
  return [...html.matchAll(/<p class="price">([\s\S]*?)<\/p>/g)].map(([, markup = '']) => {
    const original = /<s class="price__original">([\s\S]*?)<\/s>/.exec(markup)?.[1] ?? ''
    const current = markup.replace(/<s class="price__original">[\s\S]*?<\/s>/, '')
    const amounts = (text: string) =>
      visibleText(text)
        .split('–')
        .filter((part) => /\d/.test(part))
        .map(centsOf)
    return { current: amounts(current), original: amounts(original) }
  })
}

describe('prices on the listings of each market', () => {
  for (const [locale, ending] of [
    ['en-us', 'in .99'],
    ['en-ca', 'in .99'],
    ['en-gb', 'in .99'],
    ['de-de', 'in ,95 or ,00'],
  ] as const) {
    it(`ends every price on ${locale} ${ending}, marks down by 20 to 40 %, and asks at most 10 % more for extended sizes`, async () => {
      const env = createTestShop().env
      let cards = 0
      for (const department of DEPARTMENTS) {
        const response = await request(`/${locale}/c/${department}`, { env })
        expect(response.status).toBe(200)
        for (const price of pricesOn(await response.text())) {
          cards += 1
          for (const cents of [...price.current, ...price.original]) {
            if (cents < 1000) continue
            if (locale !== 'de-de') expect(cents % 100, `${cents}`).toBe(99)
            else expect([95, 0], `${cents}`).toContain(cents % 100)
          }
          const [low = 0, high] = price.current
          if (high !== undefined) {
            expect(high).toBeGreaterThan(low)
            expect(high).toBeLessThanOrEqual(low * 1.1)
          }
          const [originalLow] = price.original
          // A gift with purchase shows at nothing, its price struck through.
          if (originalLow !== undefined && low > 0) {
            const markDown = 1 - low / originalLow
            expect(markDown, JSON.stringify(price)).toBeGreaterThanOrEqual(0.2)
            expect(markDown, JSON.stringify(price)).toBeLessThanOrEqual(0.4)
          }
        }
      }
      expect(cards).toBeGreaterThan(DEPARTMENTS.length * 10)
    })
  }
})
