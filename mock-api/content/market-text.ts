/**
 * Content that names an amount of money is written for each market, as editors of a real content service write a
 * version per site: "Free shipping on orders over $75" on the US site, "over £60" in Britain, "ab 70 €" in Germany.
 * `marketText` takes the amount in each currency and the sentence in each language with `{amount}` where the money
 * goes, and gives the `$t` table `localise` reads: a version per served site, and one per language (in US dollars)
 * for a request that names no site.
 */
import { type Language, LOCALES } from '../../shared/i18n/locales'
import { formatRoundMoney } from '../../shared/i18n/money'
import type { Currency } from '../cart/rules'

export type AmountByCurrency = Readonly<Record<Currency, number>>
export type SentenceByLanguage = Readonly<Record<Language, string>>

export function marketText(
  amounts: AmountByCurrency,
  sentences: SentenceByLanguage,
): { $t: Record<string, string> } {
  const say = (language: Language, currency: Currency, bcp47: string) =>
    sentences[language].replace('{amount}', formatRoundMoney(amounts[currency], currency, bcp47))
  const table: Record<string, string> = {}
  for (const language of Object.keys(sentences) as Language[])
    table[language] = say(language, 'USD', `${language}-US`)
  for (const site of Object.values(LOCALES)) table[site.code] = say(site.language, site.currency, site.bcp47)
  return { $t: table }
}
