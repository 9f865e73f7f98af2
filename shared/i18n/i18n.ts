/**
 * UI text and formatting for a locale. Messages come from the catalogues in `shared/i18n/messages/`, handed in by
 * whoever holds them (the worker loads a request's language alone, worker/messages.ts); prices, numbers and dates
 * are formatted with `Intl`. CAD is shown by its code (spec 2 §9) so Canadian shoppers never mistake it for US
 * dollars.
 */

import type { DateFormat, LocaleInfo } from './locales'
import type { MessageKey, Messages } from './messages/en'
import { americanEnglish, canadianEnglish } from './messages/english-spelling'
import { formatMoney } from './money'
import { interpolate, keptFormat, type MessageParams, type PluralKeyOf, wordsOf } from './text'

export type { MessageKey, Messages }

/** Sites whose English is spelt their country's way (`messages/english-spelling.ts`); made once per isolate. */
const REGIONAL: Readonly<Record<string, (messages: Messages) => Messages>> = {
  'en-us': americanEnglish,
  'en-ca': canadianEnglish,
}

/** Keys that have `_one` and `_other` forms, named without the suffix. */
export type PluralKey = PluralKeyOf<MessageKey>

export type { MessageParams }
export { interpolate }

export interface Translator {
  locale: LocaleInfo
  t(key: MessageKey, params?: MessageParams): string
  /** Picks the `_one` or `_other` form by the locale's plural rules for `count`, which is also a parameter. */
  plural(key: PluralKey, count: number, params?: MessageParams): string
  money(amount: number, currency?: string): string
  number(value: number): string
  date(value: Date | string): string
}

export { formatMoney }

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** How many formatted dates an isolate or a browser tab keeps before it starts again. */
const FORMATTED_DATES_KEPT = 2000
const formattedDates = new Map<string, string>()

/**
 * Formats a date as the locale's pattern (`MM/DD/YYYY` or `DD/MM/YYYY`), with `Intl` supplying the digits.
 * An invalid date falls back to the spec's default date, 01/01/1900.
 */
export function formatDate(value: Date | string, pattern: DateFormat, bcp47: string): string {
  // The same dates come back page after page (a product's reviews and questions): each is worked out once.
  const key = typeof value === 'string' ? `${bcp47} ${pattern} ${value}` : null
  const known = key === null ? undefined : formattedDates.get(key)
  if (known !== undefined) return known
  const formatted = formatDateOnce(value, pattern, bcp47)
  if (key !== null) {
    if (formattedDates.size >= FORMATTED_DATES_KEPT) formattedDates.clear()
    formattedDates.set(key, formatted)
  }
  return formatted
}

function formatDateOnce(value: Date | string, pattern: DateFormat, bcp47: string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const safe = Number.isNaN(date.getTime()) ? new Date(Date.UTC(1900, 0, 1)) : date
  // A formatter costs far more to make than to use (a page of reviews made one per date): one per language.
  const format = keptFormat(
    dateFormats,
    bcp47,
    () =>
      new Intl.DateTimeFormat(bcp47, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
  )
  const parts = format.formatToParts(safe)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return pattern === 'MM/DD/YYYY'
    ? `${part('month')}/${part('day')}/${part('year')}`
    : `${part('day')}/${part('month')}/${part('year')}`
}

/** A list as a locale says it: "7, 8 and 9" (`and`), or sizes side by side, "7 8 9" in English (`sizes`). */
type ListKind = 'and' | 'sizes'
const LIST_OPTIONS: Record<ListKind, Intl.ListFormatOptions> = {
  and: { type: 'conjunction' },
  sizes: { style: 'narrow', type: 'unit' },
}
const listFormats = new Map<string, Intl.ListFormat>()

/** Formats a list in the locale's way (one formatter per language and kind, as dates are). */
export function formatList(items: readonly string[], kind: ListKind, bcp47: string): string {
  return keptFormat(
    listFormats,
    `${kind} ${bcp47}`,
    () => new Intl.ListFormat(bcp47, LIST_OPTIONS[kind]),
  ).format(items)
}

const translators = new Map<string, { language: Messages; translator: Translator }>()

/**
 * The translator for a locale over its language's messages, built once per isolate (again only if it is handed
 * other messages, as when a language's module could not be loaded and English stands in).
 */
export function getTranslator(locale: LocaleInfo, language: Messages): Translator {
  const cached = translators.get(locale.code)
  if (cached?.language === language) return cached.translator
  const messages = REGIONAL[locale.code]?.(language) ?? language
  const words = wordsOf(messages, locale.bcp47)
  const numberFormat = new Intl.NumberFormat(locale.bcp47)
  const translator: Translator = {
    locale,
    t: words.t,
    plural: words.plural,
    money: (amount, currency = locale.currency) => formatMoney(amount, currency, locale.bcp47),
    number: (value) => numberFormat.format(value),
    date: (value) => formatDate(value, locale.dateFormat, locale.bcp47),
  }
  translators.set(locale.code, { language, translator })
  return translator
}
