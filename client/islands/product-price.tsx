/**
 * The product page's price. Sizes can be priced differently (extended sizes often cost more): before a size is
 * chosen the page shows the range, after it the chosen size's price. The buy box reports the size through the
 * shared store; every string arrives formatted from the server.
 */
import { CUSTOM_AMOUNT_SIZE } from '../../shared/bag/egift-amount'
import { type PriceText, PriceView } from '../components/price'
import { chosenSizeAtom, useChoice } from '../state/product'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface ProductPriceProps {
  /** The product's price: one figure or its range. */
  product: PriceText
  /** Prices of sizes that differ from the product's low price. */
  bySize: Record<string, PriceText>
  initialSize: string | null
}

export function ProductPrice({ product, bySize, initialSize }: ProductPriceProps) {
  const words = useWords<IslandWordKey<'product-price'>>()
  const chosen = useChoice(chosenSizeAtom, undefined)
  const size = chosen === undefined ? initialSize : chosen
  const sized = size === null ? undefined : bySize[size]
  // An e-gift card of another amount costs what the shopper types, not the low end of its amounts: the range stays.
  const text =
    sized ??
    (size === null || size === CUSTOM_AMOUNT_SIZE || product.currentHigh === null ? product : lowEnd(product))
  return (
    <div aria-live="polite" aria-atomic="true">
      <PriceView text={text} words={words} />
    </div>
  )
}

/** A chosen size that is not priced apart costs the low end of the range. */
const lowEnd = (text: PriceText): PriceText => ({ ...text, currentHigh: null, originalHigh: null })

export { ProductPrice as island }
