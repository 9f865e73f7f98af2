/**
 * Content documents in the repo keep their text per language as `{ "$t": { "en": "...", "fr": "..." } }`.
 * The mock content service answers in one language, as the real one does, falling back to English. A text can
 * also have a version per site (`"en-gb": "..."`), which wins over its language's: an amount of money, written in
 * each market's currency (`content/market-text.ts`).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export function languageOf(locale: string | undefined): string {
  return /^[a-z]{2}/i.test(locale ?? '') ? (locale as string).slice(0, 2).toLowerCase() : 'en'
}

/** The site a content request is for, lower case (`en-gb`), or undefined. */
export function siteOf(locale: string | undefined): string | undefined {
  return /^[a-z]{2}-[a-z0-9]{2,3}$/i.test(locale ?? '') ? (locale as string).toLowerCase() : undefined
}

export function localise(value: unknown, language: string, site?: string): Json {
  if (Array.isArray(value)) return value.map((entry) => localise(entry, language, site))
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const translations = record.$t
    if (translations !== null && typeof translations === 'object' && Object.keys(record).length === 1) {
      const table = translations as Record<string, string>
      return (site ? table[site] : undefined) ?? table[language] ?? table.en ?? ''
    }
    return Object.fromEntries(
      Object.entries(record).map(([key, entry]) => [key, localise(entry, language, site)]),
    )
  }
  return value as Json
}
