/**
 * Choosing a locale for a visitor who arrives at `/`: the Accept-Language preferences in order of weight, each
 * matched first exactly (`fr-CA`), then by language, preferring the visitor's country (`fr` from Canada gives
 * `fr-ca`, from France `fr-fr`); with no usable preference, the visitor's country alone; else the default.
 * Crawlers that state no preference get the default locale.
 */

export interface LocaleRequest {
  acceptLanguage: string | null | undefined
  /** ISO 3166 alpha-2 country of the visitor, when known. */
  country: string | null | undefined
  /** Locale codes the brand serves, its default first. */
  locales: readonly string[]
}

interface Preference {
  language: string
  region: string | null
  weight: number
}

/** Parses an Accept-Language header; malformed entries are skipped, at most 20 are read. */
export function parseAcceptLanguage(header: string | null | undefined): Preference[] {
  if (!header) return []
  return header
    .slice(0, 1000)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const match = /^([a-z]{2,3})(?:-([a-z0-9]{2,3}))?(?:-[a-z0-9]+)*$/i.exec(tag.trim())
      if (!match) return null
      const q = params.map((p) => p.trim()).find((p) => /^q=/i.test(p))
      const weight =
        q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.test(q) ? Number(q.slice(2)) : Number.NaN
      if (!Number.isFinite(weight) || weight <= 0 || weight > 1) return null
      return {
        language: (match[1] as string).toLowerCase(),
        region: match[2]?.toLowerCase() ?? null,
        weight: weight - index * 1e-6,
      }
    })
    .filter((entry): entry is Preference => entry !== null)
    .sort((a, b) => b.weight - a.weight)
}

export function negotiateLocale({ acceptLanguage, country, locales }: LocaleRequest): string {
  const fallback = locales[0] ?? 'en-us'
  const visitorCountry = country && /^[a-z]{2}$/i.test(country) ? country.toLowerCase() : null
  for (const preference of parseAcceptLanguage(acceptLanguage)) {
    if (preference.region) {
      const exact = `${preference.language}-${preference.region}`
      if (locales.includes(exact)) return exact
    }
    const sameLanguage = locales.filter((code) => code.startsWith(`${preference.language}-`))
    if (sameLanguage.length === 0) continue
    const inCountry = visitorCountry
      ? sameLanguage.find((code) => code.endsWith(`-${visitorCountry}`))
      : undefined
    return inCountry ?? (sameLanguage[0] as string)
  }
  if (visitorCountry) {
    const inCountry = locales.find((code) => code.endsWith(`-${visitorCountry}`))
    if (inCountry) return inCountry
  }
  return fallback
}
