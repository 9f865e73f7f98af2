/** What the cart service changed or found by itself (spec 1 §8, spec 2 §4), worded for the bag. */
import type { Cart, CartLine } from '../../../shared/bag/cart'
import { deliveryChangeText } from '../../components/delivery-changes'
import type { BagEnvironment } from './types'

/** A change the cart service made to a line by itself, which marks the line as changed. */
export const systemChangeAt = (cart: Cart, line: CartLine) =>
  cart.changes.find((change) => change.bySystem && change.itemId === line.id) ?? null

/** Whether the cart service says a line's price went missing: it cannot be bought until it has one again. */
export const linePriceMissing = (cart: Cart, line: CartLine) =>
  cart.flash.some((entry) => entry.itemId === line.id && entry.code === 'ProductLineItemPriceMissing')

/** What the service says at a line: a delivery change replaces a stock notice. */
export function lineFlashOf(
  cart: Cart,
  line: CartLine,
  words: BagEnvironment['words'],
  storeNames: Record<string, string>,
) {
  const change = systemChangeAt(cart, line)
  if (change)
    return deliveryChangeText(words, change.kind, {
      store: change.storeId ? (storeNames[change.storeId] ?? change.storeId) : '',
    })
  // A line that lost its price cannot be bought until it has one again: said first, whatever else changed.
  if (linePriceMissing(cart, line)) return words.t('error.noPrice')
  const flashes = cart.flash.filter((entry) => entry.itemId === line.id)
  const flash = flashes.find((entry) => entry.code === 'ProductLineItemInventoryMissing')
  return flash?.available ? words.t('bag.flash.cut', { count: flash.available }) : null
}

/** What the service says at the top: lines it removed, an address it cannot ship to, and that it changed lines. */
export function topFlashesOf(cart: Cart, words: BagEnvironment['words']): string[] {
  const flashes = cart.flash.flatMap((flash) => {
    if (flash.code === 'ProductLineItemFullInventoryMissing' && flash.name)
      return [words.t('bag.flash.removed', { name: flash.name })]
    if (flash.code === 'InvalidShippingAddress') return [words.t('error.address')]
    return []
  })
  if (cart.changes.some((change) => change.bySystem && change.itemId))
    flashes.unshift(words.t('bag.orderUpdated'))
  return flashes
}
