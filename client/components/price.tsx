/**
 * Prices as shoppers read them: the current price (or range), with the original struck through when marked down.
 * `priceText` formats on the server; `PriceView` only lays the strings out, so the product page's price island can
 * show the chosen size's price in the browser without formatting money there.
 */
import { isPriceRange, type PriceRange } from '../../shared/catalogue'
import type { Translator } from '../../shared/i18n'
import { useShop } from '../i18n'

/** One price or a range, formatted, with the original only when the price is marked down. */
export interface PriceText {
  current: string
  currentHigh: string | null
  original: string | null
  originalHigh: string | null
}

export interface PriceLabels {
  current: string
  original: string
  /** Read between the ends of a range ("to"); shown as a dash. */
  to: string
}

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

export const priceLabels = (t: Translator): PriceLabels => ({
  current: t.t('price.current', { price: '' }).trim(),
  original: t.t('price.original', { price: '' }).trim(),
  to: t.t('price.to'),
})

function Amount({ low, high, to }: { low: string; high: string | null; to: string }) {
  if (high === null) return low
  return (
    <>
      {low}
      <span aria-hidden="true"> – </span>
      <span className="visually-hidden">{` ${to} `}</span>
      {high}
    </>
  )
}

export function PriceView({ text, labels }: { text: PriceText; labels: PriceLabels }) {
  if (text.original === null) {
    return (
      <p className="price">
        <span className="price__current">
          <Amount low={text.current} high={text.currentHigh} to={labels.to} />
        </span>
      </p>
    )
  }
  return (
    <p className="price">
      <span className="price__current price__current--sale">
        <span className="visually-hidden">{`${labels.current} `}</span>
        <Amount low={text.current} high={text.currentHigh} to={labels.to} />
      </span>{' '}
      <s className="price__original">
        <span className="visually-hidden">{`${labels.original} `}</span>
        <Amount low={text.original} high={text.originalHigh} to={labels.to} />
      </s>
    </p>
  )
}

/** A product's price in the server-rendered parts of a page. */
export function Price({ price }: { price: PriceRange }) {
  const { t } = useShop()
  return <PriceView text={priceText(price, t)} labels={priceLabels(t)} />
}
