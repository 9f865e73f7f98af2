/**
 * What every part of the bag reads: its words (with the locale's plurals), its money, the cart's form routes, whether the
 * page has hydrated, and the bag's state and changes from the root's hooks. The root provides it once, so a part
 * takes as props only the line it renders.
 */
import { createContext, useContext } from 'react'
import type { Cart } from '../../../shared/bag/cart'
import type { BagEnvironment, BagNotice, BagProps } from './types'
import type { GiftEditing } from './use-gift-editing'
import type { LineChanges } from './use-line-changes'
import type { ShipmentChoice } from './use-shipment-choice'
import type { StorePicking } from './use-store-picking'
import type { SummaryChanges } from './use-summary-changes'

export interface BagState extends BagEnvironment {
  props: BagProps
  cart: Cart
  /** A change is on its way. */
  busy: boolean
  /** The outcome of the last change (or of the form post the page shows). */
  notice: BagNotice | null
  lineChanges: LineChanges
  gift: GiftEditing
  stores: StorePicking
  shipment: ShipmentChoice
  summaryChanges: SummaryChanges
}

export const BagContext = createContext<BagState | null>(null)

export function useBag(): BagState {
  const bag = useContext(BagContext)
  if (!bag) throw new Error('A part of the bag was rendered outside the bag')
  return bag
}
