/**
 * The warranty form's rules (spec 2 §7 "Warranty": a support case for a faulty product, opened by a signed-in
 * consumer): the product (its name or style code, 2–100 characters), the date of purchase (a real date, not in
 * the future and not more than five years ago, the warranty's term), an optional order number of the shop's shape,
 * and a description of the defect of 20 to 2,000 characters. The worker checks a form by these before it asks
 * anything upstream, and the mock consumer service refuses by the same rules.
 */

import { type CalendarDate, parseBirthDate, todayOf } from '../account/sign-up'
import type { DateFormat } from '../i18n/locales'
import {
  isOrderNumber,
  nameLengthProblem,
  normaliseOrderNumber,
  type ContactProblem as Problem,
  textAreaProblem,
  tidyName,
  tidyText,
} from './contact'

export const WARRANTY_PRODUCT_MIN = 2
export const WARRANTY_PRODUCT_MAX = 100
export const WARRANTY_DESCRIPTION_MIN = 20
export const WARRANTY_DESCRIPTION_MAX = 2000
/** The warranty's term: a product bought longer ago than this is no longer covered. */
export const WARRANTY_YEARS = 5

/** A warranty case id as the consumer service answers it: `WR-` and eight digits. */
export const WARRANTY_CASE_PATTERN = /^WR-\d{8}$/

/**
 * The fields in the order the form shows them: the first refused one takes focus. The product is its name or
 * style code; the purchase date is as typed, `YYYY-MM-DD` (a date field) or the locale's own pattern, and is sent
 * on as `YYYY-MM-DD`; the order number is empty when not given.
 */
export const WARRANTY_FIELDS = ['product', 'purchaseDate', 'orderNumber', 'description'] as const
export type WarrantyField = (typeof WARRANTY_FIELDS)[number]

export type WarrantyInput = Record<WarrantyField, string>

export type WarrantyProblem = Problem

const isoOf = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/**
 * The earliest purchase date still covered on `today`: the same day `WARRANTY_YEARS` years before (28 February
 * for a 29 February in a year that has none).
 *
 * @example earliestPurchaseDate({ year: 2028, month: 2, day: 29 }) // '2023-02-28'
 */
export function earliestPurchaseDate(today: CalendarDate): string {
  const year = today.year - WARRANTY_YEARS
  const lastDay = new Date(Date.UTC(year, today.month, 0)).getUTCDate()
  return isoOf({ year, month: today.month, day: Math.min(today.day, lastDay) })
}

/**
 * What is wrong with each field (none when the form may be sent), and the form as it is sent on: the product
 * tidied, the date `YYYY-MM-DD`, the order number without spaces and in upper case, the description trimmed.
 * "Today" is the UTC date of `now`.
 *
 * @example checkWarranty(form, { dateFormat: 'DD/MM/YYYY', now: new Date() })
 */
export function checkWarranty(
  form: WarrantyInput,
  context: { dateFormat?: DateFormat; now: Date },
): { input: WarrantyInput; problems: Partial<Record<WarrantyField, WarrantyProblem>> } {
  const problems: Partial<Record<WarrantyField, WarrantyProblem>> = {}
  const product = tidyName(form.product)
  const productProblem = nameLengthProblem(product, WARRANTY_PRODUCT_MIN, WARRANTY_PRODUCT_MAX, {
    required: 'warranty.error.productRequired',
    length: 'warranty.error.productLength',
  })
  if (productProblem) problems.product = productProblem

  const bought = parseBirthDate(form.purchaseDate, context.dateFormat)
  const today = todayOf(context.now)
  if (form.purchaseDate.trim() === '') problems.purchaseDate = { key: 'warranty.error.purchaseDateRequired' }
  else if (!bought) problems.purchaseDate = { key: 'warranty.error.purchaseDate' }
  else if (isoOf(bought) > isoOf(today)) problems.purchaseDate = { key: 'warranty.error.purchaseDateFuture' }
  else if (isoOf(bought) < earliestPurchaseDate(today))
    problems.purchaseDate = { key: 'warranty.error.purchaseDateTooOld', params: { years: WARRANTY_YEARS } }

  const orderNumber = normaliseOrderNumber(form.orderNumber)
  if (orderNumber !== '' && !isOrderNumber(orderNumber))
    problems.orderNumber = { key: 'warranty.error.orderNumber' }

  const description = tidyText(form.description)
  const descriptionProblem = textAreaProblem(
    description,
    WARRANTY_DESCRIPTION_MIN,
    WARRANTY_DESCRIPTION_MAX,
    {
      required: 'warranty.error.descriptionRequired',
      short: 'warranty.error.descriptionShort',
      long: 'warranty.error.descriptionLong',
    },
  )
  if (descriptionProblem) problems.description = descriptionProblem

  return {
    input: {
      product,
      purchaseDate: bought ? isoOf(bought) : form.purchaseDate.trim(),
      orderNumber,
      description,
    },
    problems,
  }
}
