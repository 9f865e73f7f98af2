/**
 * Stores: the locator's list, the stock of one variant in the stores near the shopper, pickup points, and the
 * employees of a store (for associates signing in).
 */

/** Where to search from: a postal code in a country, or a position. */
export type StorePlace = { postalCode: string; country: string } | { latitude: number; longitude: number }

export type StockStatus = 'in-stock' | 'low-stock' | 'out-of-stock'

/** A store as the locator lists it. */
export interface Store {
  id: string
  name: string
  address: string
  city: string
  postalCode: string
  country: string
  phone: string
  /** Distance from the place searched for; null when the list was not searched by place. */
  distanceKm: number | null
}

/** A store near the shopper, with the stock of one variant there. */
export interface StoreAvailability {
  id: string
  name: string
  address: string
  city: string
  postalCode: string
  phone: string
  distanceKm: number
  quantity: number
  status: StockStatus
}

/** Three or fewer left is low stock. */
export const stockStatus = (quantity: number): StockStatus =>
  quantity <= 0 ? 'out-of-stock' : quantity <= 3 ? 'low-stock' : 'in-stock'

/** A pickup point (a parcel locker) near a place. */
export interface CollectionPoint {
  id: string
  name: string
  address: string
  city: string
  postalCode: string
  country: string
  openingHours?: string
}

/** An employee of a store. */
export interface StoreEmployee {
  id: string
  name: string
}
