import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandOfSite, carriedBySql, carries } from '../../mock-api/brands'
import { generateCatalogue, STORES } from '../../mock-api/seed/catalogue'
import { BRANDS, type Brand, getSiteId, logoLayout } from '../../shared/brands'
import { LOCALES } from '../../shared/i18n/locales'

describe('each brand its own (decision 056)', () => {
  it('sizes the logo to the name: the name ends inside the box, however long it is', () => {
    for (const brand of BRANDS) {
      const layout = logoLayout(brand)
      expect(layout.textX).toBeGreaterThanOrEqual(brand.logoMarkWidth)
      expect(layout.textX + layout.textLength).toBeLessThanOrEqual(layout.width)
    }
    const base = BRANDS[1] as Brand
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        const layout = logoLayout({ ...base, name })
        return layout.textX + layout.textLength <= layout.width && layout.textLength === [...name].length * 15
      }),
    )
    expect(logoLayout(BRANDS[1] as Brand).width).toBeGreaterThan(logoLayout(BRANDS[0] as Brand).width)
  })

  it('reads the brand from a site id, and nothing from anything else', () => {
    for (const brand of BRANDS)
      for (const code of brand.locales)
        expect(brandOfSite(getSiteId(brand, LOCALES[code] as NonNullable<(typeof LOCALES)[string]>))).toBe(
          brand.id,
        )
    for (const other of [undefined, null, '', 'KST', 'XYZ-US', 'kst-us', 'KST-USA', 'TDW-US; DROP'])
      expect(brandOfSite(other)).toBeNull()
  })

  it('decides what a brand carries from the product’s brands, and every product without a brand', () => {
    expect(carries('tidewater', 'kestrel tidewater')).toBe(true)
    expect(carries('tidewater', 'kestrel')).toBe(false)
    expect(carries('kestrel', 'kestrel')).toBe(true)
    expect(carries(null, 'tidewater')).toBe(true)
    expect(carriedBySql('tidewater')).toEqual({
      sql: "(' ' || p.brands || ' ') LIKE ?",
      params: ['% tidewater %'],
    })
    expect(carriedBySql(null).params).toEqual([])
  })

  it('gives each brand products of its own, some on both, and stores of its own in every country it serves', () => {
    const seed = generateCatalogue()
    const only = (brand: string) => seed.filter((product) => product.brands.join() === brand)
    expect(only('kestrel').length).toBeGreaterThan(100)
    expect(only('tidewater').length).toBe(105)
    expect(seed.filter((product) => product.brands.length === 2).length).toBeGreaterThan(100)
    expect(new Set(seed.map((product) => product.styleCode)).size).toBe(seed.length)
    for (const brand of BRANDS) {
      const countries = new Set(brand.locales.map((code) => LOCALES[code]?.country))
      for (const country of countries)
        expect(
          STORES.some((store) => store.brand === brand.id && store.country === country),
          `${brand.id} ${country}`,
        ).toBe(true)
    }
    for (const store of STORES.filter((entry) => entry.brand === 'tidewater'))
      expect(store.name).toMatch(/^Tidewater /)
  })

  it('never gives two products a brand’s site carries the same name, whatever their label', () => {
    const seed = generateCatalogue()
    for (const brand of ['kestrel', 'tidewater']) {
      const names = seed
        .filter((product) => product.brands.includes(brand as never))
        .map((product) => product.name)
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        brand,
      ).toEqual([])
    }
    // The walk-through's two "Aurora Tee" and two "Aurora Backpack 28L": the first keeps its name.
    const named = (code: string) => seed.find((product) => product.styleCode === code)?.name
    expect(named('KS100041')).toBe('Aurora Tee')
    expect(named('KS100069')).not.toBe('Aurora Tee')
    expect(named('KS102316')).not.toBe(named('KS102295'))
  })
})
