import { describe, expect, it, vi } from 'vitest'
import { applyPhoneMask, internationalPhone, isValidPhone, normalisePhone } from '../../shared/account/phone'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { formatDate, formatList, formatMoney } from '../../shared/i18n/i18n'
import { LOCALES } from '../../shared/i18n/locales'
import { de } from '../../shared/i18n/messages/de'
import { en } from '../../shared/i18n/messages/en'
import { respell } from '../../shared/i18n/messages/english-spelling'
import { es } from '../../shared/i18n/messages/es'
import { fr } from '../../shared/i18n/messages/fr'
import { it as italian } from '../../shared/i18n/messages/it'
import { nl } from '../../shared/i18n/messages/nl'
import { scriptJson } from '../../shared/i18n/text'
import { translatorOf } from '../fixtures/translator'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  it.each([
    ['fr', fr],
    ['de', de],
    ['it', italian],
    ['es', es],
    ['nl', nl],
  ])('%s has every English key with the same placeholders', (_language, catalogue) => {
    for (const [key, text] of Object.entries(en)) {
      const translated = catalogue[key as keyof typeof en]
      expect(translated, key).toBeTruthy()
      expect(placeholders(translated), key).toEqual(placeholders(text))
    }
  })

  it('picks plural forms by the locale rules', () => {
    const t = translatorOf(LOCALES['en-us'] as NonNullable<(typeof LOCALES)[string]>)
    expect(t.plural('cart.count', 1)).toBe('Bag, 1 item')
    expect(t.plural('cart.count', 3)).toBe('Bag, 3 items')
    const tf = translatorOf(LOCALES['fr-fr'] as NonNullable<(typeof LOCALES)[string]>)
    expect(tf.plural('cart.count', 0)).toBe('Panier, 0 article')
  })
})

describe('English as each country spells it', () => {
  const translator = (code: string) => translatorOf(LOCALES[code] as NonNullable<(typeof LOCALES)[string]>)
  const british =
    /\b(colour|favourite|programme|personalis|customis|minimis|recognis|catalogue|cancelled|enrolment)/i
  const american = /\b(color|favorite|personaliz|customiz|minimiz|recogniz|catalog\b|canceled|enrollment)/i
  const textOf = (text: string) => text.replace(/\{\w+\}/g, '')

  it('reads American on the US site, British on the UK site, and the Canadian mix in Canada', () => {
    const [us, gb, ca] = ['en-us', 'en-gb', 'en-ca'].map(translator)
    expect([us?.t('product.colour'), us?.t('favorites.title'), us?.t('popup.minimize')]).toEqual([
      'Color',
      'Favorites',
      'Minimize',
    ])
    expect([gb?.t('product.colour'), gb?.t('favorites.title'), gb?.t('popup.minimize')]).toEqual([
      'Colour',
      'Favourites',
      'Minimise',
    ])
    expect([ca?.t('product.colour'), ca?.t('favorites.title'), ca?.t('popup.minimize')]).toEqual([
      'Colour',
      'Favourites',
      'Minimize',
    ])
    expect(us?.t('signUp.loyalty.title')).toBe('Join the loyalty program')
    expect(gb?.t('signUp.loyalty.title')).toBe('Join the loyalty programme')
  })

  it('leaves no British word on the US site and no American one on the UK site', () => {
    const us = translator('en-us')
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(textOf(us.t(key)), key).not.toMatch(british)
      expect(textOf(en[key]), key).not.toMatch(american)
    }
  })

  it('keeps placeholders as written and respells only the words around them', () => {
    expect(respell('Colour: {colour}', [[/\b([Cc])olour/g, '$1olor']])).toBe('Color: {colour}')
  })
})

describe('money and dates', () => {
  it('shows CAD by its code and other currencies by symbol', () => {
    expect(formatMoney(45, 'CAD', 'en-CA')).toMatch(/^CAD\s?45\.00$/)
    expect(formatMoney(45, 'USD', 'en-US')).toBe('$45.00')
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toMatch(/^1\.234,50\s€$/)
    expect(formatMoney(20, 'GBP', 'en-GB')).toBe('£20.00')
  })

  it('formats dates in the locale pattern and falls back to 01/01/1900', () => {
    expect(formatDate('2026-03-04T12:00:00Z', 'MM/DD/YYYY', 'en-US')).toBe('03/04/2026')
    expect(formatDate('2026-03-04T12:00:00Z', 'DD/MM/YYYY', 'fr-FR')).toBe('04/03/2026')
    expect(formatDate('not a date', 'DD/MM/YYYY', 'en-GB')).toBe('01/01/1900')
  })

  it('works a date out once and reads it back after, the same in every language and pattern', () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    const date = '2031-07-09T08:00:00Z'
    expect(formatDate(date, 'MM/DD/YYYY', 'en-US')).toBe('07/09/2031')
    expect(formatDate(date, 'MM/DD/YYYY', 'en-US')).toBe('07/09/2031')
    expect(formatDate(date, 'DD/MM/YYYY', 'en-GB')).toBe('09/07/2031')
    expect(formatDate(date, 'DD/MM/YYYY', 'en-GB')).toBe('09/07/2031')
    expect(formatDate('not a day at all', 'DD/MM/YYYY', 'de-DE')).toBe('01/01/1900')
    expect(formatDate('not a day at all', 'DD/MM/YYYY', 'de-DE')).toBe('01/01/1900')
    expect(parts.mock.calls.length).toBeLessThanOrEqual(3)
    parts.mockRestore()
  })

  it('says lists as each language does, with one formatter per language and kind', () => {
    const made = vi.spyOn(Intl, 'ListFormat')
    expect(formatList(['7', '8', '9'], 'and', 'en-US')).toBe('7, 8, and 9')
    expect(formatList(['7', '8'], 'and', 'en-US')).toBe('7 and 8')
    expect(formatList(['S', 'M', 'L'], 'sizes', 'en-US')).toBe('S M L')
    expect(formatList(['40', '41', '42'], 'and', 'de-DE')).toBe('40, 41 und 42')
    expect(formatList(['S', 'M'], 'sizes', 'en-US')).toBe('S M')
    // A page lists the sizes of each product it offers: the formatters are made once, not for each list.
    expect(made.mock.calls.length).toBeLessThanOrEqual(3)
    made.mockRestore()
  })
})

describe('phone numbers', () => {
  it('keeps a leading plus, drops the UK trunk zero and gives a ten-digit number code 1 (spec 2 §5)', () => {
    expect(normalisePhone('+44 (0)20 7946 0018')).toBe('+442079460018')
    expect(normalisePhone('44 020 7946 0018')).toBe('+442079460018')
    expect(normalisePhone('(206) 555-0110')).toBe('+12065550110')
    // An Ohio number (area code 440) is not a British one.
    expect(normalisePhone('(440) 555-0110')).toBe('+14405550110')
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(normalisePhone('06 12 34 56')).toBe('06123456')
  })

  it('writes a national number internationally, its trunk zero dropped but in Italy', () => {
    expect(internationalPhone('020 7946 0018', 'GB', PHONE_COUNTRIES)).toBe('+442079460018')
    expect(internationalPhone('06 12 34 56 78', 'FR', PHONE_COUNTRIES)).toBe('+33612345678')
    expect(internationalPhone('06 6982 1234', 'IT', PHONE_COUNTRIES)).toBe('+390669821234')
    expect(internationalPhone('(206) 555-0110', 'US', PHONE_COUNTRIES)).toBe('+12065550110')
  })

  it('needs ten digits starting 2 to 9 in North America', () => {
    expect(isValidPhone('(206) 555-0110', 'US', 'NA', PHONE_COUNTRIES)).toBe(true)
    expect(isValidPhone('(106) 555-0110', 'US', 'NA', PHONE_COUNTRIES)).toBe(false)
    expect(isValidPhone('206 555 011', 'CA', 'NA', PHONE_COUNTRIES)).toBe(false)
  })

  it('lays digits into the country mask as they are typed', () => {
    expect(applyPhoneMask('2065550110', 'US', 'NA', PHONE_COUNTRIES)).toBe('(206) 555 - 0110')
    expect(applyPhoneMask('206', 'US', 'NA', PHONE_COUNTRIES)).toBe('(206')
    expect(applyPhoneMask('0612345678', 'FR', 'EMEA', PHONE_COUNTRIES)).toBe('06 12 34 56 78')
  })
})

describe('JSON in a script element', () => {
  it('escapes what could end the script or open markup, and reads back unchanged', () => {
    const value = { text: '</script><b>Tom & Jerry</b> <!--', nested: ['a<b', { c: '>&<' }] }
    const json = scriptJson(value)
    expect(json).not.toMatch(/[<>&]/)
    expect(json).toContain('\\u003c/script\\u003e\\u003cb\\u003eTom \\u0026 Jerry')
    expect(JSON.parse(json)).toEqual(value)
  })
})
