/** From store-search and store-stock wire shapes to `shared/stores/stores.ts`. */
import {
  isClockTime,
  isKnownTimeZone,
  localClock,
  openStateAt,
  type StoreDayHours,
} from '../../../shared/stores/store-hours'
import { type CollectionPoint, type Store, stockStatus } from '../../../shared/stores/stores'
import type { StoreCollectionPoint, StoreSearch, StoreStock } from './schemas'

type FoundStore = StoreSearch['stores'][number]

/** A found store's time zone: the one it names when `Intl` knows it, else UTC. */
function zoneOf(store: FoundStore): string {
  return store.timeZone && isKnownTimeZone(store.timeZone) ? store.timeZone : 'UTC'
}

/** The well-formed hours, one entry a weekday (the first wins), Monday first. */
function hoursOf(store: FoundStore): StoreDayHours[] {
  const seen = new Set<number>()
  return (store.openingHours ?? [])
    .filter((entry) => isClockTime(entry.opens) && isClockTime(entry.closes))
    .filter((entry) => !seen.has(entry.day) && Boolean(seen.add(entry.day)))
    .sort((a, b) => a.day - b.day)
}

/** A store's hours and whether it is open at `now`, at the store's clock. */
export function reshapeHours(store: FoundStore, now: Date) {
  const timeZone = zoneOf(store)
  const hours = hoursOf(store)
  const clock = localClock(now, timeZone)
  return { timeZone, hours, openState: openStateAt(hours, clock), today: clock.day }
}

/** A store for the locator; the distance only when the list was searched by place. */
export function reshapeStore(store: FoundStore, byPlace: boolean, now: Date): Store {
  return {
    ...reshapeHours(store, now),
    ...placeOf(store),
    distanceKm: byPlace ? store.distanceKm : null,
  }
}

/** Where a store is and how to call it, as every list of stores shows it. */
const placeOf = (store: FoundStore) => ({
  id: store.id,
  name: store.name,
  address: store.address,
  city: store.city,
  province: store.province ?? null,
  postalCode: store.postalCode,
  country: store.country ?? '',
  phone: store.phone,
})

/** A store near the shopper with the variant's stock there, before the page's locale words it. */
export interface FoundAvailability extends ReturnType<typeof placeOf> {
  distanceKm: number
  quantity: number
  status: ReturnType<typeof stockStatus>
  hours: ReturnType<typeof reshapeHours>
}

/** The stores found, nearest first, each with the variant's stock there (none when the stock answer omits it). */
export function reshapeAvailability(
  stores: readonly FoundStore[],
  stock: StoreStock | null,
  now: Date,
): FoundAvailability[] {
  const quantities = new Map(
    (stock?.stores ?? []).map((entry) => [entry.storeId, Math.max(0, entry.quantity)]),
  )
  return stores.map((store) => {
    const quantity = quantities.get(store.id) ?? 0
    return {
      ...placeOf(store),
      distanceKm: store.distanceKm,
      quantity,
      status: stockStatus(quantity),
      hours: reshapeHours(store, now),
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
