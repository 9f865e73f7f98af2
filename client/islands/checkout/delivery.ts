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

/**
 * Every method that reaches the address; one that goes to a point only when there are points to offer. In the cart's
 * order: fastest first (the worker sorts them, spec 1 §9).
 */
export const offeredMethods = (cart: Cart, points: Points) =>
  (cart.shipment?.options ?? []).filter(
    (option) =>
      option.available && (!POINT_METHODS.has(option.code) || pointOptions(points, option.code).length > 0),
  )

/** Whether a line of the cart is picked up in a store, so the shipping step asks who collects it. */
export const hasPickup = (cart: Cart) => cart.items.some((line) => line.pickupStoreId)

/** Only e-gift cards: nothing travels but email, so the shipping step's address is the shopper's contact. */
export const sentByEmailOnly = (cart: Cart) =>
  cart.items.length > 0 && cart.items.every((line) => line.digital)
