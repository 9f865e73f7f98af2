import type { ReactNode } from 'react'
import type { CustomAmountErrorKey } from '../../../shared/bag/egift-amount-check'
import type { PersonalisationErrors, ThreadColour } from '../../../shared/bag/embroidery'
import type { GiftOption } from '../../../shared/bag/gift-option'
import type { Words } from '../../../shared/i18n/text'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'

export interface BuyBoxProps {
  /** Server markup before "Add to bag": the page's "How to get it" (decision 098); never in the browser's props. */
  slot?: ReactNode
  locale: string
  styleCode: string
  productPath: string
  colours: { code: string; name: string; hex: string }[]
  sizes: string[]
  /** Each size as the market reads it where that differs (a UK or EU shoe size); the value stays the catalogue's. */
  sizeLabels: Record<string, string>
  /** Each variant's SKU by its colour's code, then its size. */
  skus: Record<string, Record<string, string>>
  /** The SKUs of the variants sold out. */
  soldOut: string[]
  maxQty: number
  /**
   * The quantity of a form post without JavaScript that was refused, as typed, with its message when the quantity
   * itself was refused; absent otherwise.
   */
  keptQty?: { value: string; error: string | null }
  initialColour: string
  initialSize: string | null
  /** A notice from a form post without JavaScript (`?cart=...` on return). */
  initialNotice: { kind: 'success' | 'error'; text: string } | null
  /** The locale's BCP 47 tag, for the mini cart's money. */
  bcp47: string
  /** Where the mini cart leads. */
  paths: { bag: string; checkout: string }
  /** An e-gift card's amounts and recipient; null for any other product. */
  egift: {
    /** Each amount (a size value) as the shopper reads it: money in the page's currency. */
    amounts: Record<string, string>
    /** The recipient a form post without JavaScript was refused with, as typed; null otherwise. */
    kept: GiftOption | null
    /**
     * "Another amount": a whole amount in `currency` within the shared rules' limits (`shared/bag/egift-amount.ts`),
     * as money in the page's currency (the hint and each refusal say them), with what a form post came back with
     * and why it was refused, when it was.
     */
    custom: {
      currency: string
      limits: { min: string; max: string }
      kept: string | null
      keptError: CustomAmountErrorKey | null
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
    threads: { code: ThreadColour; hex: string }[]
  } | null
}

export type EgiftOption = NonNullable<BuyBoxProps['egift']>
export type PersonaliseOption = NonNullable<BuyBoxProps['personalise']>
export type Notice = { kind: 'success' | 'error'; text: string } | null

/** The buy box's words (`ISLAND_WORDS['buy-box']`), which each of its parts reads. */
export type BuyBoxWords = Words<IslandWordKey<'buy-box'>>
export const useBuyBoxWords = (): BuyBoxWords => useWords<IslandWordKey<'buy-box'>>()
