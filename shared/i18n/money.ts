/** Money as shoppers read it, for the server's translator and for islands that total a cart in the browser. */
import { keptFormat } from './text'

const moneyFormats = new Map<string, Intl.NumberFormat>()
const roundMoneyFormats = new Map<string, Intl.NumberFormat>()

/**
 * Formats an amount in a currency for a locale: `$1,234.50`, `1 234,50 €`, `CA$`→`CAD 45.00`.
 *
 * @example formatMoney(45, 'CAD', 'en-CA') // 'CAD 45.00'
 */
export function formatMoney(amount: number, currency: string, bcp47: string): string {
  return currencyFormat(moneyFormats, currency, bcp47).format(amount)
}

/**
 * A whole amount as a headline says it, without cents (`$75`, `CAD 100`, `70 €`); an amount with cents is
 * formatted in full. For thresholds and "from" prices in promotions and content.
 */
export function formatRoundMoney(amount: number, currency: string, bcp47: string): string {
  if (!Number.isInteger(amount)) return formatMoney(amount, currency, bcp47)
  return currencyFormat(roundMoneyFormats, currency, bcp47, { maximumFractionDigits: 0 }).format(amount)
}

/** The kept formatter of a currency in a locale (Canadian dollars by their code, `CAD`), with `options` over it. */
const currencyFormat = (
  kept: Map<string, Intl.NumberFormat>,
  currency: string,
  bcp47: string,
  options: Intl.NumberFormatOptions = {},
) =>
  keptFormat(
    kept,
    `${bcp47}|${currency}`,
    () =>
      new Intl.NumberFormat(bcp47, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
        ...options,
      }),
  )
