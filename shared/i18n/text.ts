/**
 * Words with values put in: the one interpolation and plural rule of the shop, for the server's translator
 * (`shared/i18n/i18n.ts`) and for islands in the browser alike. It imports nothing, so an island carries a few hundred
 * bytes of it and none of the catalogues: the server sends each island the messages it declares
 * (`client/islands/words.ts`), and the island words them here.
 *
 * @example
 * const words = wordsOf({ 'cart.count_one': '{count} item', 'cart.count_other': '{count} items' }, 'en-US')
 * words.plural('cart.count', 3) // "3 items"
 */

export type MessageParams = Readonly<Record<string, string | number>>

/** Replaces `{name}` placeholders; unknown placeholders are left as written so a gap is visible in review. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}

type PluralBase<Each, All> = Each extends `${infer Base}_one`
  ? `${Base}_other` extends All
    ? Base
    : never
  : never

/** The keys of `K` that have `_one` and `_other` forms, named without the suffix. */
export type PluralKeyOf<K extends string> = PluralBase<K, K>

/** Messages words are made from: the whole catalogue on the server, an island's declared slice in the browser. */
export type MessageSlice<K extends string> = Readonly<Record<K, string>>

export interface Words<K extends string> {
  /** The locale whose plural rules and digits these words follow (`en-US`, `de-DE` …). */
  bcp47: string
  t(key: K, params?: MessageParams): string
  /** Picks the `_one` or `_other` form by the locale's plural rules for `count`, which is also a parameter. */
  plural(key: PluralKeyOf<K>, count: number, params?: MessageParams): string
}

/** Both forms of a plural message, for a list of the keys an island or a component words itself with. */
export const pluralOf = <B extends string>(base: B) => [`${base}_one`, `${base}_other`] as const

/**
 * What a component rendered both inside islands and on server-only pages words itself with: inside an island, the
 * island's words (`useWords`); on the server, the page's translator, which is words over the whole catalogue.
 */
export type WordsSource<K extends string> = Pick<Words<K>, 't'>

/** At most this many formatters of one kind are kept (languages × currencies, or time zones: about 600). */
const MAX_KEPT_FORMATS = 1000

/**
 * An `Intl` formatter kept for the life of an isolate or a browser tab, one per key (a language, a currency, a time
 * zone): making one costs far more than using it, and a page formats the same way many times (a page of reviews,
 * a list of stores, a bag's delivery dates). `make` may throw (a time zone `Intl` does not know); nothing is kept then.
 */
export function keptFormat<T>(kept: Map<string, T>, key: string, make: () => T): T {
  let format = kept.get(key)
  if (format === undefined) {
    format = make()
    if (kept.size < MAX_KEPT_FORMATS) kept.set(key, format)
  }
  return format
}

const pluralRules = new Map<string, Intl.PluralRules>()
const countFormats = new Map<string, Intl.NumberFormat>()

/**
 * The plural form the locale uses for `count`: the shop's messages have a `_one` and an `_other` form. Its rules are
 * kept apart from the count's number format: a browser's first number format loads the number data (about 25 ms of
 * a phone's main thread), which the header's bag count, choosing a form only, does not need.
 */
export function pluralForm(bcp47: string, count: number): 'one' | 'other' {
  return keptFormat(pluralRules, bcp47, () => new Intl.PluralRules(bcp47)).select(count) === 'one'
    ? 'one'
    : 'other'
}

/** Words over a slice of messages in one locale. A key missing from the slice reads as the key itself. */
export function wordsOf<K extends string>(messages: MessageSlice<K>, bcp47: string): Words<K> {
  const template = (key: string) => (messages as Readonly<Record<string, string>>)[key] ?? key
  return {
    bcp47,
    t: (key, params) => interpolate(template(key), params),
    plural: (key, count, params) => {
      const form = pluralForm(bcp47, count)
      return interpolate(template(`${key}_${form}`), {
        count: keptFormat(countFormats, bcp47, () => new Intl.NumberFormat(bcp47)).format(count),
        ...params,
      })
    },
  }
}

/**
 * JSON for the body of a `<script type="application/json">` or `application/ld+json`: `<`, `>` and `&` escaped as
 * JSON escapes, so no value can close the script or open markup, and `JSON.parse` reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  // One pass over the JSON, not one for each character: an island's props run to tens of kilobytes.
  return JSON.stringify(value).replace(/[<>&]/g, (character) => SCRIPT_ESCAPES[character] ?? character)
}

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' }
