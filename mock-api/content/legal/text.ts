/** The shape of a legal page's text in every shipped language (see `../legal.ts`). */
export type Language = 'en' | 'fr' | 'de' | 'it' | 'es' | 'nl'
export type Localised = Record<Language, string>

export interface LegalSection {
  id: string
  title: Localised
  /** Formatted text: paragraphs, lists, links to site paths (`/privacy`). */
  html: Localised
}

export interface LegalPage {
  title: Localised
  /** One or two sentences: what the page is about (also its description for search engines). */
  summary: Localised
  sections: LegalSection[]
}

/** A text in the six languages, in the order en, fr, de, it, es, nl. */
export const text = (en: string, fr: string, de: string, it: string, es: string, nl: string): Localised => ({
  en,
  fr,
  de,
  it,
  es,
  nl,
})
