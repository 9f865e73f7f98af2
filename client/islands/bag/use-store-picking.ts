/** A line picked up in a store chosen in the store picker, and the names of the stores the bag speaks of. */
import { useState } from 'react'
import type { CartLine } from '../../../shared/bag/cart'
import type { StoreAvailability } from '../../../shared/stores/stores'
import type { PickupLine } from '../../components/store-picker'
import { refusedAtLine, succeeded } from './outcomes'
import type { BagEnvironment } from './types'
import type { BagCart } from './use-bag-cart'

export const pickupLineOf = (line: CartLine): PickupLine => ({
  id: line.id,
  name: line.name,
  styleCode: line.masterId,
  sku: line.productId,
  qty: line.qty,
  storeId: line.pickupStoreId,
})

export function useStorePicking(
  { cart, send }: BagCart,
  environment: BagEnvironment,
  renderedNames: Record<string, string>,
) {
  const [picking, setPicking] = useState<PickupLine | null>(null)
  /** Store names by id: those the page was rendered with, and those chosen since. */
  const [storeNames, setStoreNames] = useState(renderedNames)

  /** Picks a line up in a store the picker found; the dialog closes and the notice names the store. */
  async function pickUp(line: PickupLine, store: StoreAvailability) {
    setStoreNames((names) => ({ ...names, [store.id]: store.name }))
    setPicking(null)
    const cartLine = cart.items.find((entry) => entry.id === line.id)
    if (!cartLine) return
    await send(
      'items/update',
      { itemId: line.id, delivery: store.id },
      {
        done: succeeded(environment.words.t('bag.notice.deliveryPickup', { store: store.name }), cartLine.id),
        refused: refusedAtLine(environment, cartLine),
      },
    )
  }

  return {
    picking,
    storeNames,
    open: (line: CartLine) => setPicking(pickupLineOf(line)),
    close: () => setPicking(null),
    pickUp,
  }
}

export type StorePicking = ReturnType<typeof useStorePicking>
