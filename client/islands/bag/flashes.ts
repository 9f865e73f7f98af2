/** What the cart service changed or found by itself (spec 1 §8, spec 2 §4), worded for the bag. */
import type { Cart, CartLine } from '../../../shared/bag/cart'
import { interpolate } from '../../../shared/i18n/text'
import type { BagLabels } from './types'

/** A change the cart service made to a line by itself, which marks the line as changed. */
export const systemChangeAt = (cart: Cart, line: CartLine) =>
  cart.changes.find((change) => change.bySystem && change.itemId === line.id) ?? null

/** What the service says at a line: a delivery change replaces a stock notice. */
export function lineFlashOf(
  cart: Cart,
  line: CartLine,
  labels: BagLabels,
  storeNames: Record<string, string>,
) {
  const change = systemChangeAt(cart, line)
  if (change)
    return interpolate(labels.systemChanges[change.kind], {
      store: change.storeId ? (storeNames[change.storeId] ?? change.storeId) : '',
    })
  const flash = cart.flash.find(
    (entry) => entry.itemId === line.id && entry.code === 'ProductLineItemInventoryMissing',
  )
  return flash?.available ? interpolate(labels.flashCut, { count: flash.available }) : null
}

/** What the service says at the top: lines it removed, an address it cannot ship to, and that it changed lines. */
export function topFlashesOf(cart: Cart, labels: BagLabels): string[] {
  const flashes = cart.flash.flatMap((flash) => {
    if (flash.code === 'ProductLineItemFullInventoryMissing' && flash.name)
      return [interpolate(labels.flashRemoved, { name: flash.name })]
    if (flash.code === 'InvalidShippingAddress') return [labels.address]
    return []
  })
  if (cart.changes.some((change) => change.bySystem && change.itemId)) flashes.unshift(labels.orderUpdated)
  return flashes
}
