import { describe, expect, it } from 'vitest'
import {
  SHOE_SIZE_TABLES,
  shoeSizeRows,
  shoeSizeSystemOf,
  shownSize,
} from '../../shared/catalogue/shoe-sizes'
import { compareSizes } from '../../shared/catalogue/sizes'
import { LOCALES } from '../../shared/i18n/locales'

describe('the shoe-size conversion', () => {
  it('gives each served locale its market’s system', () => {
    const systems = Object.fromEntries(
      Object.values(LOCALES).map((locale) => [locale.code, shoeSizeSystemOf(locale)]),
    )
    expect(systems).toEqual({
      'en-us': 'us',
      'en-ca': 'us',
      'fr-ca': 'us',
      'en-gb': 'uk',
      'de-de': 'eu',
      'fr-fr': 'eu',
      'it-it': 'eu',
      'es-es': 'eu',
      'nl-nl': 'eu',
    })
  })

  it('converts an adult US size to UK and EU by the chart: US 9 = UK 8.5 = EU 42.5', () => {
    expect(shownSize('9', 'shoes', 'us')).toBe('9')
    expect(shownSize('9', 'shoes', 'uk')).toBe('8.5')
    expect(shownSize('9', 'shoes', 'eu')).toBe('42.5')
    expect(shownSize('7.5', 'shoes', 'eu')).toBe('40.5')
    expect(shownSize('13', 'shoes', 'uk')).toBe('12.5')
  })

  it('converts children’s sizes by their own chart', () => {
    expect(shownSize('11K', 'kids-shoes', 'eu')).toBe('28.5')
    expect(shownSize('2', 'kids-shoes', 'uk')).toBe('1.5')
  })

  it('leaves clothes, unknown sizes and US markets as they are', () => {
    expect(shownSize('9', 'apparel', 'eu')).toBe('9')
    expect(shownSize('M', 'shoes', 'eu')).toBe('M')
    expect(shownSize('99', 'shoes', 'uk')).toBe('99')
    expect(shownSize('9', null, 'eu')).toBe('9')
  })

  it('keeps every column of each table ascending, so a converted list keeps the natural order', () => {
    for (const rows of Object.values(SHOE_SIZE_TABLES)) {
      for (let i = 1; i < rows.length; i++) {
        const [before, after] = [rows[i - 1], rows[i]] as [(typeof rows)[number], (typeof rows)[number]]
        expect(compareSizes(before.us, after.us)).toBeLessThan(0)
        expect(Number(after.eu)).toBeGreaterThan(Number(before.eu))
        expect(Number(after.cm)).toBeGreaterThan(Number(before.cm))
      }
    }
    // Adults' UK sizes are the US size less a half.
    for (const row of SHOE_SIZE_TABLES.shoes) expect(Number(row.uk)).toBe(Number(row.us) - 0.5)
  })

  it('gives a product’s rows of the chart, for the sizes it comes in', () => {
    expect(shoeSizeRows('shoes', ['8', '9']).map((row) => row.eu)).toEqual(['41.5', '42.5'])
    expect(shoeSizeRows('kids-shoes')).toHaveLength(SHOE_SIZE_TABLES['kids-shoes'].length)
  })
})
