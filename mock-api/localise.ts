/**
 * Content documents in the repo keep their text per language as `{ "$t": { "en": "...", "fr": "..." } }`.
 * The mock content service answers in one language, as the real one does, falling back to English.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export function languageOf(locale: string | undefined): string {
  return /^[a-z]{2}/i.test(locale ?? '') ? (locale as string).slice(0, 2).toLowerCase() : 'en'
}

export function localise(value: unknown, language: string): Json {
  if (Array.isArray(value)) return value.map((entry) => localise(entry, language))
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const translations = record.$t
    if (translations !== null && typeof translations === 'object' && Object.keys(record).length === 1) {
      const table = translations as Record<string, string>
      return table[language] ?? table.en ?? ''
    }
    return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, localise(entry, language)]))
  }
  return value as Json
}
