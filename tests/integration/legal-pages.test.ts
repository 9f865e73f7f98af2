/**
 * The legal and terms pages forms link to (spec 1 §2, decision 038): every locale serves each of them, in its
 * language, indexable, with its sections under their own headings; and every link to them the shop's forms and
 * content carry leads to a page.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '../../shared/brands'
import { LOCALES } from '../../shared/i18n/locales'
import { findTag, findTags, textOf } from '../fixtures/html'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

const LEGAL_SLUGS = [
  'brand-terms',
  'loyalty-terms',
  'sale-terms',
  'sms-terms',
  'associate-discount-terms',
  'privacy',
  'policies/shipping-terms',
  'xplr-pass',
  'help/returns/how-to-return',
] as const

/** Each page's title in each language: what the page's `<h1>` says. */
const TITLES: Record<(typeof LEGAL_SLUGS)[number], Record<string, string>> = {
  'brand-terms': {
    en: 'Terms of use',
    fr: 'Conditions d’utilisation',
    de: 'Nutzungsbedingungen',
    it: 'Condizioni d’uso',
    es: 'Condiciones de uso',
    nl: 'Gebruiksvoorwaarden',
  },
  'loyalty-terms': {
    en: 'XPLR Pass terms',
    fr: 'Conditions du XPLR Pass',
    de: 'Teilnahmebedingungen für XPLR Pass',
    it: 'Condizioni di XPLR Pass',
    es: 'Condiciones de XPLR Pass',
    nl: 'Voorwaarden van XPLR Pass',
  },
  'sale-terms': {
    en: 'Terms of sale',
    fr: 'Conditions de vente',
    de: 'Verkaufsbedingungen',
    it: 'Condizioni di vendita',
    es: 'Condiciones de venta',
    nl: 'Verkoopvoorwaarden',
  },
  'sms-terms': {
    en: 'SMS terms',
    fr: 'Conditions des SMS',
    de: 'SMS-Bedingungen',
    it: 'Condizioni per gli SMS',
    es: 'Condiciones de los SMS',
    nl: 'Sms-voorwaarden',
  },
  'associate-discount-terms': {
    en: 'Associate discount terms',
    fr: 'Conditions de la remise collaborateur',
    de: 'Bedingungen für den Mitarbeiterrabatt',
    it: 'Condizioni dello sconto dipendenti',
    es: 'Condiciones del descuento para empleados',
    nl: 'Voorwaarden personeelskorting',
  },
  privacy: {
    en: 'Privacy policy',
    fr: 'Politique de confidentialité',
    de: 'Datenschutzerklärung',
    it: 'Informativa sulla privacy',
    es: 'Política de privacidad',
    nl: 'Privacybeleid',
  },
  'policies/shipping-terms': {
    en: 'Shipping terms',
    fr: 'Conditions de livraison',
    de: 'Versandbedingungen',
    it: 'Condizioni di spedizione',
    es: 'Condiciones de envío',
    nl: 'Verzendvoorwaarden',
  },
  'xplr-pass': {
    en: 'XPLR Pass',
    fr: 'XPLR Pass',
    de: 'XPLR Pass',
    it: 'XPLR Pass',
    es: 'XPLR Pass',
    nl: 'XPLR Pass',
  },
  'help/returns/how-to-return': {
    en: 'How to return',
    fr: 'Comment retourner un article',
    de: 'Rücksendung',
    it: 'Come effettuare un reso',
    es: 'Cómo devolver',
    nl: 'Retourneren',
  },
}

/** A word only each language's text of a page has (the date line under each page's introduction). */
const UPDATED: Record<string, string> = {
  en: 'Last updated: 1 September 2026',
  fr: 'Dernière mise à jour : 1er septembre 2026',
  de: 'Zuletzt aktualisiert: 1. September 2026',
  it: 'Ultimo aggiornamento: 1° settembre 2026',
  es: 'Última actualización: 1 de septiembre de 2026',
  nl: 'Laatst bijgewerkt: 1 september 2026',
}

describe('legal and terms pages', () => {
  it('serves every page in every locale: 200, in the locale’s language, indexable, with sections under headings', async () => {
    const env = createTestShop().env
    expect(DEFAULT_BRAND.locales).toHaveLength(9)
    for (const code of DEFAULT_BRAND.locales) {
      const locale = LOCALES[code]
      if (!locale) throw new Error(`no locale ${code}`)
      for (const slug of LEGAL_SLUGS) {
        const path = `/${code}/${slug}`
        const response = await request(path, { env })
        expect(response.status, path).toBe(200)
        const html = await response.text()
        expect(html, path).toMatch(new RegExp(`^<!doctype html><html lang="${locale.bcp47}"`))
        expect(html, path).toContain(`<h1>${TITLES[slug][locale.language]}</h1>`)
        expect(html, path).not.toContain('<meta name="robots" content="noindex">')
        expect(html, path).toContain(`<link rel="canonical" href="http://localhost${path}"`)
        expect(textOf(html), path).toContain(UPDATED[locale.language])
        // Several sections, each a region named by its own second-level heading.
        const headings = findTags(html, 'h2', { class: 'block__title' })
        expect(headings.length, path).toBeGreaterThanOrEqual(3)
        for (const heading of headings)
          expect(
            findTag(html, 'section', { 'aria-labelledby': heading.attributes.id as string }),
            path,
          ).toBeDefined()
      }
    }
  })

  it('lists its sections at the top as links to their headings, and links onward in the page’s locale', async () => {
    const env = createTestShop().env
    const html = await (await request('/fr-ca/privacy', { env })).text()
    expect(html).toContain('<strong>Sur cette page</strong>')
    const contents = findTag(html, 'a', { href: '#privacy-your-rights-title' })
    expect(contents).toBeDefined()
    expect(findTag(html, 'h2', { id: 'privacy-your-rights-title' })).toBeDefined()
    expect(textOf(html)).toContain('Vous pouvez demander une copie de vos données')
    expect(findTag(html, 'a', { href: '/fr-ca/help/contact-us' })).toBeDefined()

    const loyalty = await (await request('/de-de/loyalty-terms', { env })).text()
    expect(textOf(loyalty)).toContain('Du sammelst 10 Punkte für jeden 1 USD, CAD, GBP oder EUR')
    expect(textOf(loyalty)).toContain('Je 1.000 Punkte kannst du')
    const sms = await (await request('/en-gb/sms-terms', { env })).text()
    expect(textOf(sms)).toContain('Only once you reply YES are you signed up')
    expect(textOf(sms)).toContain('reply STOP to any of our texts')
  })

  it('resolves every link to a legal page that the shop’s forms, footer, menu, pop-ups and stories carry', async () => {
    const env = createTestShop().env
    const pages = [
      '/en-us',
      '/en-us/account/sign-up',
      '/en-us/help/contact-us',
      '/en-us/help/warranty',
      '/en-us/stories/trail-season',
      '/en-us/newsletter',
      ...LEGAL_SLUGS.map((slug) => `/en-us/${slug}`),
    ]
    const wanted = new Set<string>()
    for (const path of pages) {
      const html = await (await request(path, { env })).text()
      for (const slug of [...LEGAL_SLUGS, 'help/contact-us', 'help/warranty'])
        if (html.includes(`href="/en-us/${slug}"`)) wanted.add(`/en-us/${slug}`)
      // The pop-ups' texts travel in their island's props.
      for (const match of html.matchAll(/href=\\?"(\/en-us\/[a-z/-]+)\\?"/g))
        if (LEGAL_SLUGS.some((slug) => match[1] === `/en-us/${slug}`)) wanted.add(match[1] as string)
    }
    // The sign-up's terms, privacy and SMS terms, the footer's legal row and help links, the promo bar's: each
    // link leads to a page. (The associate discount terms wait for the employee terms' acceptance to link them.)
    for (const slug of LEGAL_SLUGS.filter((entry) => entry !== 'associate-discount-terms'))
      expect(wanted).toContain(`/en-us/${slug}`)
    expect(wanted).toContain('/en-us/help/warranty')
    for (const path of wanted) expect((await request(path, { env })).status, path).toBe(200)
  })
})
