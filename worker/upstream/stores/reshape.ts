/** From store-search and store-stock wire shapes to `shared/stores.ts`. */
import { type CollectionPoint, type Store, type StoreAvailability, stockStatus } from '../../../shared/stores'
import type { StoreCollectionPoint, StoreSearch, StoreStock } from './schemas'

type FoundStore = StoreSearch['stores'][number]

/** A store for the locator; the distance only when the list was searched by place. */
export function reshapeStore(store: FoundStore, byPlace: boolean): Store {
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    city: store.city,
    postalCode: store.postalCode,
    country: store.country ?? '',
    phone: store.phone,
    distanceKm: byPlace ? store.distanceKm : null,
  }
}

/** The stores found, nearest first, each with the variant's stock there (none when the stock answer omits it). */
export function reshapeAvailability(
  stores: readonly FoundStore[],
  stock: StoreStock | null,
): StoreAvailability[] {
  const quantities = new Map(
    (stock?.stores ?? []).map((entry) => [entry.storeId, Math.max(0, entry.quantity)]),
  )
  return stores.map((store) => {
    const quantity = quantities.get(store.id) ?? 0
    return {
      id: store.id,
      name: store.name,
      address: store.address,
      city: store.city,
      postalCode: store.postalCode,
      phone: store.phone,
      distanceKm: store.distanceKm,
      quantity,
      status: stockStatus(quantity),
    }
  })
}

export function reshapeCollectionPoint(point: StoreCollectionPoint): CollectionPoint {
  return {
    id: point.id,
    name: point.name,
    address: point.address,
    city: point.city,
    postalCode: point.postalCode,
    country: point.country,
    ...(point.openingHours === undefined ? {} : { openingHours: point.openingHours }),
  }
}
