import type { CustomAmountErrorKey } from '../../../shared/egift-amount-check'
import type { PersonalisationErrors } from '../../../shared/embroidery'
import type { GiftOption } from '../../../shared/gift-option'
import type { GiftFieldsLabels } from '../../components/gift-fields'
import type { MiniCartDialogLabels } from '../../components/mini-cart-dialog'

export interface BuyBoxProps {
  locale: string
  styleCode: string
  productPath: string
  colours: { code: string; name: string; hex: string }[]
  sizes: string[]
  /** Each size as the market reads it (a UK or EU shoe size); the value stays the catalogue's. */
  sizeLabels: Record<string, string>
  variants: { sku: string; colourCode: string; size: string; inStock: boolean }[]
  maxQty: number
  initialColour: string
  initialSize: string | null
  /** A notice from a form post without JavaScript (`?cart=...` on return). */
  initialNotice: { kind: 'success' | 'error'; text: string } | null
  /** The locale's BCP 47 tag, for the mini cart's money. */
  bcp47: string
  /** Where the mini cart leads. */
  paths: { bag: string; checkout: string }
  miniCart: MiniCartDialogLabels
  labels: {
    /** "Colour: {colour}", as the language writes it ("Couleur : {colour}"). */
    colour: string
    size: string
    quantity: string
    addToBag: string
    adding: string
    update: string
    chooseSize: string
    soldOut: string
    added: string
    quantityError: string
    genericError: string
    pickingUp: string
    deliverInstead: string
  }
  /** An e-gift card's amounts and recipient; null for any other product. */
  egift: {
    /** Each amount (a size value) as the shopper reads it: money in the page's currency. */
    amounts: Record<string, string>
    /** The recipient a form post without JavaScript was refused with, as typed; null otherwise. */
    kept: GiftOption | null
    /**
     * "Another amount": a whole amount in `currency` within the shared rules' limits (`shared/egift-amount.ts`),
     * with what a form post came back with, and each refusal worded with the limits.
     */
    custom: {
      currency: string
      kept: string | null
      keptError: string | null
      labels: { other: string; field: string; hint: string }
      errors: Record<CustomAmountErrorKey, string>
    }
    labels: {
      amount: string
      chooseAmount: string
      recipient: string
      byEmail: string
      fields: GiftFieldsLabels
    }
  } | null
  /** A personalisable product's option; null for any other product. */
  personalise: {
    /** The surcharge a unit, as money in the page's currency. */
    surcharge: string
    /** What the option starts with: a refused form post's values, or a saved recipe's (`?recipe=`). */
    initial: { on: boolean; text: string; thread: string }
    /** The initial values were refused (a form post without JavaScript): show why at once. */
    refused: boolean
    /** Why the initial values were refused, by field (none unless `refused`). */
    initialErrors: PersonalisationErrors
    /** The most characters the text holds. */
    max: number
    threads: { code: string; name: string; hex: string }[]
    labels: {
      personalise: string
      title: string
      text: string
      textHint: string
      /** "{count} of {max} characters". */
      count: string
      thread: string
      madeToOrder: string
      noReturns: string
      /** Each refusal's message, by its key's last part (`textRequired`, `tooLong`...). */
      errors: Record<string, string>
    }
  } | null
}

export type BuyBoxLabels = BuyBoxProps['labels']
export type EgiftOption = NonNullable<BuyBoxProps['egift']>
export type PersonaliseOption = NonNullable<BuyBoxProps['personalise']>
export type Notice = { kind: 'success' | 'error'; text: string } | null
