/**
 * The shopper's favourite store, chosen in the store locator and kept in the session; and the stores near the
 * shopper with a variant's stock, worded for the page's locale (distance unit, phone mask, open now).
 */

import { localityLines } from '../../shared/account/address'
import { localDistance } from '../../shared/stores/distance'
import { describeOpenState } from '../../shared/stores/store-view'
import { type StoreAvailability, type StorePlace, storePhone } from '../../shared/stores/stores'
import type { AppContext } from '../types'
import { ApiError } from './api-error'
import { phoneCountries } from './countries'

/**
 * Makes a store of the page's country the shopper's favourite; refused for a store the service does not list.
 * With `dryRun`, only checks that it could.
 */
export async function setFavouriteStore(
  c: AppContext,
  storeId: string,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<string> {
  const stores = await c.var.services.stores.listStores({ country: c.var.locale.country })
  if (!stores?.some((store) => store.id === storeId)) throw new ApiError('STR404')
  if (!dryRun) await c.var.session.change({ kind: 'favStore', storeId })
  return storeId
}

/**
 * The nearest stores of the page's country with a variant's stock, each worded for the page's locale; null when
 * the place is unknown.
 */
export async function findStoresWithStock(
  c: AppContext,
  styleCode: string,
  sku: string,
  place: StorePlace,
): Promise<StoreAvailability[] | null> {
  const { t, locale } = c.var
  const [found, countries] = await Promise.all([
    c.var.services.stores.findAvailability(styleCode, sku, place, 5, locale.country),
    phoneCountries(c),
  ])
  if (found === null) return null
  return found.map(({ hours, ...store }) => {
    const phone = storePhone(store.phone, store.country || locale.country, countries)
    return {
      ...store,
      // The street and the town as the country writes them, without the postal code: "1520 5th Ave, Seattle, WA".
      addressLine: [store.address, ...localityLines({ ...store, postalCode: null })].join(', '),
      distance: localDistance(store.distanceKm, locale.code).value,
      phoneDisplay: phone.display,
      phoneHref: phone.href,
      openText: describeOpenState(hours.openState, t),
    }
  })
}

/** The name of the shopper's favourite store, among the page's country's stores; null when it is not listed there. */
export async function favouriteStoreName(c: AppContext, storeId: string): Promise<string | null> {
  const stores = await c.var.services.stores.listStores({ country: c.var.locale.country }, 50)
  return stores?.find((store) => store.id === storeId)?.name ?? null
}
