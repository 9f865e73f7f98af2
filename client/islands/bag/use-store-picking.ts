/**
 * A line picked up in a store chosen in the store picker, and the names of the stores the bag speaks of. Picking a
 * store while other lines are picked up elsewhere asks first whether to move them all there (the change store
 * confirmation); moved, the "store changed" dialog says what moved and names what the store cannot hold.
 */
import { useState } from 'react'
import type { CartLine, PickupStoreResponse } from '../../../shared/bag/cart'
import type { StoreAvailability } from '../../../shared/stores/stores'
import { callApi } from '../../api'
import type { StoreChangeOutcome, StoreChangeQuestion } from '../../components/store-change-dialogs'
import type { PickupLine } from '../../components/store-picker'
import { CART_ENDPOINT } from '../../state/cart'
import { refusedAtLine, refusedAtTop, succeeded } from './outcomes'
import type { BagEnvironment, BagProps } from './types'
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
  rendered: BagProps['storeChange'],
) {
  const [picking, setPicking] = useState<PickupLine | null>(null)
  /** Store names by id: those the page was rendered with, and those chosen since. */
  const [storeNames, setStoreNames] = useState(renderedNames)

  /** A store chosen while other lines are picked up elsewhere: the question, and what to do either way. */
  // A page rendered with the question or the report (a form posted before hydrating) opens with it.
  const [confirming, setConfirming] = useState<
    (StoreChangeQuestion & { line: PickupLine; picked: StoreChoice }) | null
  >(() => {
    const asked = rendered?.confirm
    const line = asked ? cart.items.find((entry) => entry.id === asked.itemId) : undefined
    return asked && line
      ? { ...asked, line: pickupLineOf(line), picked: { id: asked.storeId, name: asked.store } }
      : null
  })
  const [changed, setChanged] = useState<StoreChangeOutcome | null>(rendered?.changed ?? null)

  /**
   * Picks a line up in a store the picker found; the dialog closes and the notice names the store. With other
   * lines picked up in another store, asks first whether to move them there too.
   */
  async function pickUp(line: PickupLine, store: StoreChoice, asked = false) {
    setStoreNames((names) => ({ ...names, [store.id]: store.name }))
    setPicking(null)
    const cartLine = cart.items.find((entry) => entry.id === line.id)
    if (!cartLine) return
    const elsewhere = cart.items.filter(
      (entry) => entry.id !== line.id && entry.pickupStoreId !== null && entry.pickupStoreId !== store.id,
    )
    if (!asked && elsewhere.length > 0) {
      const from = [...new Set(elsewhere.map((entry) => entry.pickupStoreId as string))]
      setConfirming({
        line,
        picked: store,
        store: store.name,
        count: elsewhere.length,
        from: from.map((id) => storeNames[id] ?? id).join(', '),
      })
      return
    }
    await send(
      'items/update',
      { itemId: line.id, delivery: store.id },
      {
        done: succeeded(environment.words.t('bag.notice.deliveryPickup', { store: store.name }), cartLine.id),
        refused: refusedAtLine(environment, cartLine),
      },
    )
  }

  /** The confirmation's "move": every pickup goes to the store with the line, and the outcome is told. */
  async function moveAll() {
    if (!confirming) return
    const { line, picked } = confirming
    setConfirming(null)
    await send('items/update', {}, { done: null, refused: refusedAtTop(environment) }, async () => {
      const answer = await callApi<PickupStoreResponse>(`${CART_ENDPOINT}/pickup-store`, {
        locale: environment.locale,
        json: { storeId: picked.id, itemId: line.id },
      })
      // A move changes no count: the other islands showing the cart keep theirs.
      setChanged({ store: picked.name, moved: answer.moved.length, delivered: answer.delivered })
      return answer.cart
    })
  }

  return {
    picking,
    confirming,
    changed,
    moveAll,
    /** The confirmation's "keep": only the line goes to the store chosen. */
    keep: () => {
      if (!confirming) return
      setConfirming(null)
      void pickUp(confirming.line, confirming.picked, true)
    },
    closeConfirming: () => setConfirming(null),
    closeChanged: () => setChanged(null),
    storeNames,
    open: (line: CartLine) => setPicking(pickupLineOf(line)),
    close: () => setPicking(null),
    pickUp,
  }
}

export type StorePicking = ReturnType<typeof useStorePicking>

/** What picking needs of a store: its id and name. */
type StoreChoice = Pick<StoreAvailability, 'id' | 'name'>
