/**
 * Distances in the unit a shopper reads them in: miles on the US site and, by UK convention, on en-gb; kilometres
 * everywhere else (Canada included).
 */

export type DistanceUnit = 'km' | 'mi'

const KM_PER_MILE = 1.609344

const MILE_LOCALES: ReadonlySet<string> = new Set(['en-us', 'en-gb'])

/** The unit of a locale's distances. */
export const distanceUnit = (localeCode: string): DistanceUnit =>
  MILE_LOCALES.has(localeCode.toLowerCase()) ? 'mi' : 'km'

/**
 * A distance in kilometres in the locale's unit, to one decimal.
 *
 * @example localDistance(10, 'en-us') // { value: 6.2, unit: 'mi' }
 */
export function localDistance(km: number, localeCode: string): { value: number; unit: DistanceUnit } {
  const unit = distanceUnit(localeCode)
  const value = unit === 'mi' ? km / KM_PER_MILE : km
  return { value: Math.round(value * 10) / 10, unit }
}
