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
  if (flashes.some((entry) => entry.code === 'ProductItemNotAvailable'))
    return words.t('error.itemNotAvailable')
  const flash = flashes.find((entry) => entry.code === 'ProductLineItemInventoryMissing')
  return flash?.available ? words.t('bag.flash.cut', { count: flash.available }) : null
}

/**
 * What the service says at the top: lines it removed, an address it cannot ship to, and that it changed lines. A
 * bag that stock left empty says once that the order cannot be completed (spec 2 §4), then which lines went.
 */
export function topFlashesOf(cart: Cart, words: Pick<BagEnvironment['words'], 't'>): string[] {
  const onLine = new Set(cart.items.map((line) => line.id))
  const soldOut = cart.flash.filter((flash) => flash.code === 'ProductLineItemFullInventoryMissing')
  const flashes = cart.flash.flatMap((flash) => {
    if (flash.code === 'ProductLineItemFullInventoryMissing' && flash.name)
      return [words.t('bag.flash.removed', { name: flash.name })]
    // A line no longer sold that the service took out: named here, as it has no line to be said at.
    if (flash.code === 'ProductItemNotAvailable' && flash.name && !(flash.itemId && onLine.has(flash.itemId)))
      return [words.t('bag.flash.unavailable', { name: flash.name })]
    if (flash.code === 'InvalidShippingAddress') return [words.t('error.address')]
    return []
  })
  if (cart.changes.some((change) => change.bySystem && change.itemId))
    flashes.unshift(words.t('bag.orderUpdated'))
  if (soldOut.length > 0 && cart.items.length === 0) flashes.unshift(words.t('bag.flash.cannotComplete'))
  return flashes
}
