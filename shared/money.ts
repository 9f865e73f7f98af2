/** Money as shoppers read it, for the server's translator and for islands that total a cart in the browser. */

const moneyFormats = new Map<string, Intl.NumberFormat>()

/**
 * Formats an amount in a currency for a locale: `$1,234.50`, `1 234,50 €`, `CA$`→`CAD 45.00`.
 *
 * @example formatMoney(45, 'CAD', 'en-CA') // 'CAD 45.00'
 */
export function formatMoney(amount: number, currency: string, bcp47: string): string {
  const key = `${bcp47}|${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
    })
    moneyFormats.set(key, format)
  }
  return format.format(amount)
}
