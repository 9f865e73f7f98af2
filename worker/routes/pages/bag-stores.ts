/**
 * The bag's stores without JavaScript: the store search of a line's "Pick up in store" (`?pickup=&near=`), and the
 * change store confirmation and "store changed" report the bag shows as it answers a store chosen (decision 082).
 */
import type { BagProps, BagStoreSearch } from '../../../client/islands/bag'
import type { Cart, CartLine } from '../../../shared/bag/cart'
import { STORE_ID } from '../../../shared/ids'
import { optional } from '../../loaders/deferred'
import { findStoresWithStock } from '../../services/stores'
import type { AppContext } from '../../types'

/** Postal codes of every country the shop delivers to (letters, digits, spaces and hyphens). */
const POSTAL_CODE = /^[A-Za-z0-9 -]{2,10}$/

/**
 * The bag's store search without JavaScript (`?pickup=<line>&near=<postal code>`): the stores near the postal code
 * with their stock of the line's variant. Null when no line asks; a postal code that is not one, or that the
 * stores service cannot place, comes back as the search's error.
 */
export async function searchStores(
  c: AppContext,
  query: URLSearchParams,
  cart: Cart | null,
): Promise<BagStoreSearch | null> {
  const { t } = c.var
  const line = cart?.items.find((entry) => entry.id === query.get('pickup') && !entry.bonus)
  if (!line) return null
  const near = (query.get('near') ?? '').trim().slice(0, 10)
  if (!near) return { itemId: line.id, near, stores: null, error: null }
  if (!POSTAL_CODE.test(near))
    return { itemId: line.id, near, stores: null, error: t.t('stores.invalidPostalCode') }
  const stores = await optional(
    c,
    'stores near the bag line',
    findStoresWithStock(c, line.masterId, line.productId, {
      postalCode: near,
      country: c.var.locale.country,
    }),
    undefined,
  )
  if (stores === undefined) return { itemId: line.id, near, stores: null, error: t.t('stores.unavailable') }
  return stores === null
    ? { itemId: line.id, near, stores: null, error: t.t('stores.notFound') }
    : { itemId: line.id, near, stores: stores.filter((store) => STORE_ID.test(store.id)), error: null }
}

/** A line's pickup store chosen without JavaScript while other lines are picked up elsewhere: the change to confirm. */
export interface BagStoreChangeToConfirm {
  storeId: string
  itemId: string
  /** The other lines picked up in another store. */
  lines: CartLine[]
}

/**
 * The change store confirmation (`confirming`) or, after a move (`?store=<id>&moved=<n>&delivered=<line ids>`), the
 * "store changed" report, as the bag shows them without JavaScript.
 */
export function storeChangeOf(
  query: URLSearchParams,
  cart: Cart,
  confirming: BagStoreChangeToConfirm | null,
  storeName: (storeId: string | null) => string,
): BagProps['storeChange'] {
  if (confirming) {
    const from = [...new Set(confirming.lines.map((line) => line.pickupStoreId))]
    return {
      confirm: {
        storeId: confirming.storeId,
        itemId: confirming.itemId,
        store: storeName(confirming.storeId),
        count: confirming.lines.length,
        from: from.map(storeName).join(', '),
      },
      changed: null,
    }
  }
  const storeId = query.get('store')
  const moved = Number(query.get('moved'))
  if (!storeId || !STORE_ID.test(storeId) || !Number.isInteger(moved) || moved < 0 || moved > 999) return null
  const delivered = new Set((query.get('delivered') ?? '').split('.'))
  return {
    confirm: null,
    changed: {
      store: storeName(storeId),
      moved,
      delivered: cart.items.filter((line) => delivered.has(line.id)).map((line) => line.name),
    },
  }
}
