/**
 * Prices as shoppers read them: the current price (or range), with the original struck through when marked down.
 * `priceText` formats on the server; `PriceView` only lays the strings out, so the product page's price island can
 * show the chosen size's price in the browser without formatting money there.
 */
import { isPriceRange, type PriceRange } from '../../shared/catalogue/catalogue'
import type { Translator } from '../../shared/i18n/i18n'
import type { WordsSource } from '../../shared/i18n/text'
import { useShop } from '../i18n'

/** One price or a range, formatted, with the original only when the price is marked down. */
export interface PriceText {
  current: string
  currentHigh: string | null
  original: string | null
  originalHigh: string | null
}

/** The words a price is read with: current and original price (marked down), and a range ("from … to …"). */
export const PRICE_WORDS = ['price.current', 'price.original', 'price.range'] as const
type PriceWordKey = (typeof PRICE_WORDS)[number]

export function priceText(price: PriceRange, t: Translator): PriceText {
  const range = isPriceRange(price)
  const markedDown = price.current < price.original
  return {
    current: t.money(price.current, price.currency),
    currentHigh: range ? t.money(price.highCurrent, price.currency) : null,
    original: markedDown ? t.money(price.original, price.currency) : null,
    originalHigh: markedDown && range ? t.money(price.highOriginal, price.currency) : null,
  }
}

/** A range is read whole ("from $43.99 to $46.99") and seen as "$43.99 – $46.99". */
function Amount({
  low,
  high,
  words,
}: {
  low: string
  high: string | null
  words: WordsSource<PriceWordKey>
}) {
  if (high === null) return low
  return (
    <>
      <span className="visually-hidden">{words.t('price.range', { low, high })}</span>
      <span aria-hidden="true">{`${low} – ${high}`}</span>
    </>
  )
}

/** Lays a formatted price out, worded by an island's words or, on a server-only page, the translator. */
export function PriceView({ text, words }: { text: PriceText; words: WordsSource<PriceWordKey> }) {
  if (text.original === null) {
    return (
      <p className="price">
        <span className="price__current">
          <Amount low={text.current} high={text.currentHigh} words={words} />
        </span>
      </p>
    )
  }
  return (
    <p className="price">
      <span className="price__current price__current--sale">
        <span className="visually-hidden">{`${words.t('price.current', { price: '' }).trim()} `}</span>
        <Amount low={text.current} high={text.currentHigh} words={words} />
      </span>{' '}
      <s className="price__original">
        <span className="visually-hidden">{`${words.t('price.original', { price: '' }).trim()} `}</span>
        <Amount low={text.original} high={text.originalHigh} words={words} />
      </s>
    </p>
  )
}

/** A product's price in the server-rendered parts of a page. */
export function Price({ price }: { price: PriceRange }) {
  const { t } = useShop()
  return <PriceView text={priceText(price, t)} words={t} />
}
