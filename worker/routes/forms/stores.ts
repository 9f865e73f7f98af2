/**
 * The store locator's own form (decision 074): "make this my store", back to the locator saying so (`?saved=1`);
 * a refusal (a store the shop does not have) is the locator, at its own address, saying why. With lines in the bag
 * picked up at another store, the locator first asks whether to move them (the change store confirmation); moved,
 * it comes back with what moved and what the new store could not take (`?moved=2&delivered=<line ids>`), which the
 * "store changed" dialog names.
 */
import { storeLocatorPath } from '../../../shared/routes'
import { getShopperCart } from '../../services/cart'
import { movePickupsTo, pickupLinesElsewhere } from '../../services/pickup-store'
import { setFavouriteStore } from '../../services/stores'
import type { AppContext } from '../../types'
import { FavouriteStoreSchema } from '../inputs'
import { storeLocatorRoute } from '../pages/store-locator'
import { answerForm, pageStatus } from './page-form'

export const storeLocatorAction = (c: AppContext) =>
  answerForm(c, {
    schema: FavouriteStoreSchema,
    act: async ({ storeId, pickups }) => {
      const back = new URLSearchParams({ saved: '1' })
      if (pickups === undefined) {
        // A cart service that does not answer has no pickups to ask about: the store is still made the shopper's.
        const elsewhere = pickupLinesElsewhere(await getShopperCart(c).catch(() => null), storeId)
        if (elsewhere.length > 0) {
          // Checked before asking: the confirmation never names a store the shop does not have.
          await setFavouriteStore(c, storeId, { dryRun: true })
          return storeLocatorRoute(c, null, 200, { storeId, lines: elsewhere })
        }
      }
      await setFavouriteStore(c, storeId)
      if (pickups === 'move') {
        const { moved, delivered } = await movePickupsTo(c, storeId)
        back.set('moved', String(moved.length))
        if (delivered.length > 0) back.set('delivered', delivered.map((line) => line.id).join('.'))
      }
      return c.redirect(`${storeLocatorPath(c.var.locale.code)}?${back}`, 303)
    },
    refused: (refusal) => storeLocatorRoute(c, refusal.message, pageStatus(refusal)),
  })
