/** How the shipping step offers delivery: the methods, and the collection points and stores a shipment can go to. */
import type { Cart } from '../../../shared/bag/cart'
import type { CheckoutProps } from './props'

/** The methods whose shipment goes to a point: a collection point (pudo) or a store (sts). */
export const POINT_METHODS = new Set(['pudo', 'sts'])

type Points = CheckoutProps['points']

export const pointOptions = (points: Points, code: string) =>
  code === 'pudo' || code === 'sts' ? points[code] : []

export const pointLabel = (points: Points, id: string | null) =>
  [...points.pudo, ...points.sts].find((entry) => entry.id === id)?.label ?? id ?? ''

/** 'Same day' first, then by the first number of days (spec 1 §9). */
function deliveryOrder(time: string): number {
  if (/same|selben|mismo|même|giornata|dezelfde/i.test(time)) return 0
  return Number(/\d+/.exec(time)?.[0] ?? 99)
}

/** Every method that reaches the address; one that goes to a point only when there are points to offer. */
export const offeredMethods = (cart: Cart, points: Points) =>
  [...(cart.shipment?.options ?? [])]
    .filter(
      (option) =>
        option.available && (!POINT_METHODS.has(option.code) || pointOptions(points, option.code).length > 0),
    )
    .sort((a, b) => deliveryOrder(a.deliveryTime) - deliveryOrder(b.deliveryTime))

/** Whether a line of the cart is picked up in a store, so the shipping step asks who collects it. */
export const hasPickup = (cart: Cart) => cart.items.some((line) => line.pickupStoreId)

/** Only e-gift cards: nothing travels but email, so the shipping step's address is the shopper's contact. */
export const sentByEmailOnly = (cart: Cart) =>
  cart.items.length > 0 && cart.items.every((line) => line.digital)
