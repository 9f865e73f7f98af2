/** The shopper's favourite store, chosen in the store locator and kept in the session. */
import type { AppContext } from '../types'
import { ApiError } from './api-error'

/** Makes a store of the page's country the shopper's favourite; refused for a store the service does not list. */
export async function setFavouriteStore(c: AppContext, storeId: string): Promise<string> {
  const stores = await c.var.services.stores.listStores({ country: c.var.locale.country })
  if (!stores?.some((store) => store.id === storeId))
    throw new ApiError('unknown', 'STR404', c.var.t.t('stores.notFound'))
  await c.var.session.change({ kind: 'favStore', storeId })
  return storeId
}
