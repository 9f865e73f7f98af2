/** What the product page (`product-page.tsx`) is given. */
import type { GiftOption } from '../../../shared/bag/gift-option'
import type { Category, ProductDetails } from '../../../shared/catalogue/catalogue'
import type { BuyBoxProps } from '../../islands/buy-box'
import type { DesignOutcome } from './designs'
import type { MyStorePickup } from './my-store'

export interface ProductPageProps {
  product: ProductDetails
  category: Category | null
  colour: string
  size: string | null
  notice: BuyBoxProps['initialNotice']
  /**
   * A personalisable product's option as it starts: the values a form post without JavaScript was refused with, or
   * a saved recipe's (`?recipe=`, spec 2 §2's customised product URL). Null: it starts unticked and empty.
   */
  personalisation: { on: boolean; text: string; thread: string; refused: boolean } | null
  /** The shopper's comparison: how many products, and whether this one is in it. */
  compare: { count: number; included: boolean }
  /** Whether this product was just added to the shopper's favorites (a plain form's answer). */
  favoriteAdded: boolean
  /** An e-gift card's recipient a form post without JavaScript was refused with, as typed; null otherwise. */
  keptRecipient: GiftOption | null
  /** An e-gift card's amount of the shopper's choosing a form post came back with, as typed; null otherwise. */
  keptAmount: string | null
  /**
   * The quantity of a form post without JavaScript that was refused, as typed, with its message when the quantity
   * itself was refused; absent otherwise.
   */
  keptQty?: { value: string; error: string | null }
  /** What a ready-made design's plain form came back with (refused, or added); absent otherwise. */
  designOutcome?: DesignOutcome | null
  /** The shopper's favourite store and the chosen colour's stock there, offered for pickup; null without one. */
  myStore?: MyStorePickup | null
}

/** Each variant's SKU by its colour's code, then its size: what the buy box adds. */
export function skusByColour(product: ProductDetails): Record<string, Record<string, string>> {
  const skus: Record<string, Record<string, string>> = {}
  for (const { sku, colourCode, size } of product.variants)
    skus[colourCode] = { ...skus[colourCode], [size]: sku }
  return skus
}
