/**
 * The legal, terms and help pages forms link to (spec 1 §2): terms of use, terms of sale, privacy, XPLR Pass (the
 * loyalty programme) and its terms, SMS terms, associate discount terms, shipping terms and how to return. Each is a
 * content document of the mock content service (`/page/{siteId}/{slug}`), in every shipped language: an
 * introduction with the date of the text and a list of its sections, then one formatted-text block per section
 * under its own heading, so the storefront renders them as any content page (decision 038).
 *
 * Links inside the texts are site paths (`/privacy`); the storefront puts the page's locale in front of them.
 */
import { associateDiscountTerms } from './legal/associate-discount-terms'
import { brandTerms } from './legal/brand-terms'
import { howToReturn } from './legal/how-to-return'
import { loyaltyTerms } from './legal/loyalty-terms'
import { privacy } from './legal/privacy'
import { saleTerms } from './legal/sale-terms'
import { shippingTerms } from './legal/shipping-terms'
import { smsTerms } from './legal/sms-terms'
import type { Language, LegalPage, Localised } from './legal/text'
import { xplrPass } from './legal/xplr-pass'

const LANGUAGES: readonly Language[] = ['en', 'fr', 'de', 'it', 'es', 'nl']

/** When the texts were last changed, as each language writes the date. */
const UPDATED: Localised = {
  en: 'Last updated: 1 September 2026',
  fr: 'Dernière mise à jour : 1er septembre 2026',
  de: 'Zuletzt aktualisiert: 1. September 2026',
  it: 'Ultimo aggiornamento: 1° settembre 2026',
  es: 'Última actualización: 1 de septiembre de 2026',
  nl: 'Laatst bijgewerkt: 1 september 2026',
}

const ON_THIS_PAGE: Localised = {
  en: 'On this page',
  fr: 'Sur cette page',
  de: 'Auf dieser Seite',
  it: 'In questa pagina',
  es: 'En esta página',
  nl: 'Op deze pagina',
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The block id of a page's part: the slug's words joined by dashes, then the part (`policies-shipping-terms-free`). */
const blockId = (slug: string, part: string) => `${slug.replace(/\W+/g, '-')}-${part}`

const byLanguage = (make: (language: Language) => string) => ({
  $t: Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])),
})

/**
 * A legal page as a content document: its title and description, an introduction (the summary, the date and the
 * sections as in-page links to their headings), then a formatted-text block per section with its heading.
 */
export function legalPageDoc(slug: string): Record<string, unknown> | null {
  const page = Object.hasOwn(LEGAL_PAGES, slug) ? LEGAL_PAGES[slug] : undefined
  if (!page) return null
  const contents = (language: Language) =>
    page.sections.length < 3
      ? ''
      : `<p><strong>${ON_THIS_PAGE[language]}</strong></p><ul>${page.sections
          .map(
            (section) =>
              `<li><a href="#${blockId(slug, section.id)}-title">${escapeHtml(section.title[language])}</a></li>`,
          )
          .join('')}</ul>`
  return {
    id: slug,
    name: slug,
    seo: { title: { $t: page.title }, description: { $t: page.summary } },
    components: [
      {
        type: 'richText',
        id: blockId(slug, 'intro'),
        richText: byLanguage(
          (language) =>
            `<p>${escapeHtml(page.summary[language])}</p><p><small>${UPDATED[language]}</small></p>${contents(language)}`,
        ),
      },
      ...page.sections.map((section) => ({
        type: 'richText',
        id: blockId(slug, section.id),
        title: { $t: section.title },
        richText: { $t: section.html },
      })),
    ],
  }
}

/** The legal pages by slug. */
export const LEGAL_PAGES: Readonly<Record<string, LegalPage>> = {
  'brand-terms': brandTerms,
  'sale-terms': saleTerms,
  privacy,
  'loyalty-terms': loyaltyTerms,
  'xplr-pass': xplrPass,
  'sms-terms': smsTerms,
  'associate-discount-terms': associateDiscountTerms,
  'policies/shipping-terms': shippingTerms,
  'help/returns/how-to-return': howToReturn,
}
