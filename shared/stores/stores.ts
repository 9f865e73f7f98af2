/**
 * Stores: the locator's list, the stock of one variant in the stores near the shopper, pickup points, and the
 * employees of a store (for associates signing in).
 */

import { internationalPhone, normalisePhone, type PhoneCountries } from '../account/phone'
import { formatPhone } from '../account/phone-format'
import type { OpenState, StoreDayHours } from './store-hours'

/** Where to search from: a postal code or a city in a country, or a position. */
export type StorePlace =
  | { postalCode: string; country: string }
  | { city: string; country: string }
  | { latitude: number; longitude: number }

export type StockStatus = 'in-stock' | 'low-stock' | 'out-of-stock'

/** A store as the locator lists it. */
export interface Store {
  id: string
  name: string
  address: string
  city: string
  /** The state or province where the country's addresses name one (`WA`, `BC`, Italy's `MI`); null elsewhere. */
  province: string | null
  postalCode: string
  country: string
  /** The international number, `+12065550110`. */
  phone: string
  /** Distance from the place searched for; null when the list was not searched by place. */
  distanceKm: number | null
  /** The IANA time zone the store's hours are kept in. */
  timeZone: string
  /** Its hours per weekday; a weekday without an entry is closed. */
  hours: StoreDayHours[]
  /** Open or closed at the moment the server answered, in the store's time zone. */
  openState: OpenState
  /** Today's weekday (1 Monday … 7 Sunday) at the store. */
  today: number
}

/** A store near the shopper, with the stock of one variant there. */
export interface StoreAvailability
  extends Pick<Store, 'id' | 'name' | 'address' | 'city' | 'province' | 'postalCode' | 'phone' | 'country'> {
  distanceKm: number
  quantity: number
  status: StockStatus
  /** The street and the town (with the state or province) as the country writes them: "1520 5th Ave, Seattle, WA". */
  addressLine: string
  /** The distance in the unit of the shopper's locale (the labels name the unit). */
  distance: number
  /** The number as the country writes it, and its `tel:` address. */
  phoneDisplay: string
  phoneHref: string
  /** "Open now · closes at 20:00", "Opens tomorrow at 10:00"…, decided at the store's clock. */
  openText: string
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

/** Who sold an in-store order, by name (never by id): each null when the services cannot say now. */
export interface InStoreSale {
  store: string | null
  associate: string | null
}

/**
 * An associate's name as a receipt gives it: the first name and the initial of the last, so the customer knows who
 * served them without the whole name going out on paper.
 *
 * @example associateShortName('Avery Chen') // 'Avery C.'
 * @example associateShortName('Sam') // 'Sam'
 */
export function associateShortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0] ?? ''
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined
  return last ? `${first} ${Array.from(last)[0]?.toLocaleUpperCase()}.` : first
}

/**
 * A store's number as the country writes it (`formatPhone`) and the `tel:` address that dials it from
 * anywhere (the international number), by the phone countries' dial codes.
 *
 * @example storePhone('+12065550110', 'US', countries) // { display: '(206) 555-0110', href: 'tel:+12065550110' }
 */
export function storePhone(
  phone: string,
  country: string,
  countries: PhoneCountries,
): { display: string; href: string } {
  const known = countries[country]
  const international =
    phone.trim().startsWith('+') || !known
      ? normalisePhone(phone)
      : internationalPhone(phone, country, countries)
  const display = known ? formatPhone(international, country, countries) : phone
  return { display, href: `tel:${international}` }
}

/** A maps link that gives directions to a store's address. */
export function directionsUrl(store: {
  name: string
  address: string
  postalCode: string
  city: string
  country: string
}) {
  const destination = `${store.address}, ${store.postalCode} ${store.city}, ${store.country}`
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}
