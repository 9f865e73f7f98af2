/**
 * The store locator's own form (decision 074): "make this my store", back to the locator saying so (`?saved=1`);
 * a refusal (a store the shop does not have) is the locator, at its own address, saying why.
 */
import { storeLocatorPath } from '../../../shared/routes'
import { setFavouriteStore } from '../../services/stores'
import type { AppContext } from '../../types'
import { FavouriteStoreSchema } from '../inputs'
import { storeLocatorRoute } from '../pages/store-locator'
import { answerForm, pageStatus } from './page-form'

export const storeLocatorAction = (c: AppContext) =>
  answerForm(c, {
    schema: FavouriteStoreSchema,
    act: async ({ storeId }) => {
      await setFavouriteStore(c, storeId)
      return c.redirect(`${storeLocatorPath(c.var.locale.code)}?saved=1`, 303)
    },
    refused: (refusal) => storeLocatorRoute(c, refusal.message, pageStatus(refusal)),
  })
