import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRANDS, DEFAULT_BRAND, getBrandForHost, getSiteId } from '../../shared/brands'
import {
  getLocale,
  isLocaleShaped,
  LOCALE_CODES,
  LOCALES,
  type LocaleInfo,
  toUpstreamLocale,
} from '../../shared/i18n/locales'
import { negotiateLocale, parseAcceptLanguage } from '../../shared/i18n/negotiate-locale'

describe('locales', () => {
  it('accepts exactly two letters, a dash and two or three letters or digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{2}-[a-zA-Z0-9]{2,3}$/), (segment) => isLocaleShaped(segment)),
    )
    for (const bad of ['en', 'en-', 'eng-us', 'en-usaa', 'en_us', 'e1-us', 'en-u', ''])
      expect(isLocaleShaped(bad)).toBe(false)
  })

  it('serves the nine locales of North America and EMEA with their currency and date format', () => {
    expect(LOCALE_CODES).toEqual([
      'en-us',
      'en-ca',
      'fr-ca',
      'en-gb',
      'de-de',
      'fr-fr',
      'it-it',
      'es-es',
      'nl-nl',
    ])
    expect(LOCALES['en-ca']).toMatchObject({ currency: 'CAD', region: 'NA', dateFormat: 'MM/DD/YYYY' })
    expect(LOCALES['fr-ca']).toMatchObject({ currency: 'CAD', region: 'NA', dateFormat: 'DD/MM/YYYY' })
    expect(LOCALES['en-gb']).toMatchObject({ currency: 'GBP', region: 'EMEA' })
    expect(LOCALES['de-de']).toMatchObject({ currency: 'EUR', region: 'EMEA', bcp47: 'de-DE' })
  })

  it('matches locale segments regardless of case and refuses unknown ones', () => {
    expect(getLocale('EN-GB')?.code).toBe('en-gb')
    expect(getLocale('xx-yy')).toBeNull()
    expect(getLocale('en-zz')).toBeNull()
  })

  it('names a locale to the upstream services as they write it, underscored with the country in capitals, outside development (spec 2 §9)', () => {
    const served = (code: string) => LOCALES[code] as LocaleInfo
    expect(LOCALE_CODES.map((code) => toUpstreamLocale(served(code), false))).toEqual([
      'en_US',
      'en_CA',
      'fr_CA',
      'en_GB',
      'de_DE',
      'fr_FR',
      'it_IT',
      'es_ES',
      'nl_NL',
    ])
    // The mock API of development takes the address's own form.
    expect(toUpstreamLocale(served('fr-ca'), true)).toBe('fr-ca')
  })
})

describe('brands', () => {
  it('chooses the brand by host and falls back to the default brand', () => {
    expect(getBrandForHost('tidewater.localhost').id).toBe('tidewater')
    expect(getBrandForHost('KESTREL.example-retail.com').id).toBe('kestrel')
    expect(getBrandForHost('localhost')).toBe(DEFAULT_BRAND)
    expect(getBrandForHost('127.0.0.1')).toBe(DEFAULT_BRAND)
  })

  it('derives distinct site ids from the brand prefix and country', () => {
    const ids = BRANDS.flatMap((brand) =>
      brand.locales.map((code) => getSiteId(brand, LOCALES[code] as NonNullable<(typeof LOCALES)[string]>)),
    )
    expect(ids).toContain('KST-US')
    expect(ids).toContain('TDW-GB')
    expect(new Set(ids.filter((id) => id.startsWith('KST'))).size).toBe(8)
  })
})

describe('locale negotiation', () => {
  const locales = DEFAULT_BRAND.locales

  it('prefers an exact match, then the language in the visitor country, then the language anywhere', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr-CA,fr;q=0.9', country: 'FR', locales })).toBe('fr-ca')
    expect(negotiateLocale({ acceptLanguage: 'fr', country: 'CA', locales })).toBe('fr-ca')
    expect(negotiateLocale({ acceptLanguage: 'fr', country: 'FR', locales })).toBe('fr-fr')
    expect(negotiateLocale({ acceptLanguage: 'de-AT,de;q=0.8', country: 'AT', locales })).toBe('de-de')
    expect(negotiateLocale({ acceptLanguage: 'pt-BR, es;q=0.5', country: null, locales })).toBe('es-es')
  })

  it('follows the weights, not the order, of Accept-Language', () => {
    expect(negotiateLocale({ acceptLanguage: 'nl;q=0.2, it;q=0.9', country: null, locales })).toBe('it-it')
  })

  it('uses the country when no language matches, and the default for crawlers that state nothing', () => {
    expect(negotiateLocale({ acceptLanguage: 'ja', country: 'GB', locales })).toBe('en-gb')
    expect(negotiateLocale({ acceptLanguage: undefined, country: undefined, locales })).toBe('en-us')
    expect(negotiateLocale({ acceptLanguage: '*', country: null, locales })).toBe('en-us')
  })

  it('always answers a locale the brand serves, whatever the headers', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 200 })),
        fc.option(fc.string({ maxLength: 4 })),
        (header, country) => locales.includes(negotiateLocale({ acceptLanguage: header, country, locales })),
      ),
    )
  })

  it('skips malformed preferences and zero weights', () => {
    expect(parseAcceptLanguage('en;q=0, fr;q=abc, de;q=0.5, 12')).toEqual([
      { language: 'de', region: null, weight: expect.any(Number) },
    ])
  })
})
