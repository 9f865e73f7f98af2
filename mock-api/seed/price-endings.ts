/**
 * Shop prices end the way each market's shoppers expect (decision 053): dollars and pounds in .99 ("$129.99",
 * "£44.99"), euros in .95 below 200 ("39,95 €", "129,95 €") and in whole tens from 200 ("350,00 €"). A list price
 * above 50 also steps in fives (54.99, 59.99…), as real price lists do, so a converted figure never reads as
 * "$137.99". A list price goes to the nearest ending; a mark-down or an extended size's price goes to the ending at
 * or below its target in steps of one, so a 20 % mark-down never shows as 19 % and an extended size never costs
 * more than its uplift.
 */

export type SeedCurrency = 'USD' | 'CAD' | 'GBP' | 'EUR'

/** How a figure is brought to an ending: the nearest one (list prices), or the one at or below it. */
export type Rounding = 'nearest' | 'down'

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * A price in the market's ending: `shopPriceEnding(137.2, 'USD')` is 134.99, `shopPriceEnding(34.3, 'EUR')`
 * 33.95, `shopPriceEnding(318, 'EUR')` 320, `shopPriceEnding(21.6, 'USD', 'down')` 20.99. Figures under 10 keep
 * their cents.
 */
export function shopPriceEnding(
  value: number,
  currency: SeedCurrency,
  rounding: Rounding = 'nearest',
): number {
  if (value < 10) return round2(value)
  const euro = currency === 'EUR'
  if (rounding === 'down') {
    const less = euro ? 0.05 : 0.01
    return round2(Math.floor(value + less + 1e-9) - less)
  }
  const step = euro && value >= 200 ? 10 : value >= 50 ? 5 : 1
  const less = euro ? (step === 10 ? 0 : 0.05) : 0.01
  return round2(Math.max(step, Math.round((value + less) / step) * step) - less)
}
