/**
 * When a delivery method's parcel arrives, from the delivery time the cart service words it with ("3-5 business
 * days", "1-2 Werktage", "Same day"): the latest day it names, counted in working days (Monday to Friday) from the
 * day the shopper looks, so the date a bag promises is one the parcel keeps. "Same day" and "next day" in each of the
 * shop's languages are read as 0 and 1, as `deliveryOrder` reads them; a time with no number names no date.
 *
 * @example arrivalDate('3-5 business days', '2026-12-03') // '2026-12-10' (Thursday + 5 working days)
 */

import { keptFormat } from '../i18n/text'

const SAME_DAY = /same|selben|mismo|même|giornata|dezelfde/i
const NEXT_DAY = /next|nächsten|siguiente|lendemain|successivo|volgende/i

/** Working days until the parcel arrives at the latest; null when the time names no number of days. */
export function latestWorkingDays(deliveryTime: string): number | null {
  if (SAME_DAY.test(deliveryTime)) return 0
  if (NEXT_DAY.test(deliveryTime)) return 1
  const numbers = deliveryTime.match(/\d+/g)
  return numbers ? Number(numbers.at(-1)) : null
}

/** The day (`YYYY-MM-DD`) a method delivered from `today` (`YYYY-MM-DD`) arrives by; null when unsaid. */
export function arrivalDate(deliveryTime: string, today: string): string | null {
  const days = latestWorkingDays(deliveryTime)
  const date = new Date(`${today}T12:00:00Z`)
  if (days === null || days > 60 || Number.isNaN(date.getTime())) return null
  for (let left = days; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1)
    const weekday = date.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return date.toISOString().slice(0, 10)
}

/** A day as the bag names it in the locale: "Tue 8 Dec", "Di., 8. Dez.". */
export function formatArrival(day: string, bcp47: string): string {
  const format = keptFormat(
    arrivalFormats,
    bcp47,
    () =>
      new Intl.DateTimeFormat(bcp47, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  )
  return format.format(new Date(`${day}T12:00:00Z`))
}

const arrivalFormats = new Map<string, Intl.DateTimeFormat>()
