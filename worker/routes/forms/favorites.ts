/**
 * The favorites list's own forms (decision 068), told apart by `intent`: a product added (from its page, which it
 * goes back to with `?favorite=added`), a favorite removed, the list shared (back to the list with its link); and
 * the account's favorites section's, a favorite removed there. A refusal is the list, or the section, at its own
 * address, saying why.
 */
import { HTTPException } from 'hono/http-exception'
import * as z from 'zod'
import { safeReturnPath } from '../../../shared/return-path'
import { accountSectionPath, favoritesPath } from '../../../shared/routes'
import { refuseInStore } from '../../services/associates'
import { addFavorite, favoritesOffered, removeFavorite, shareFavorites } from '../../services/favorites'
import type { AppContext } from '../../types'
import { FavoriteAddSchema, FavoriteIdSchema } from '../inputs'
import { renderAccountFavorites } from '../pages/account-area'
import { renderFavorites } from '../pages/favorites'
import { answerForm, pageStatus } from './page-form'

const FavoritesFormSchema = z.discriminatedUnion('intent', [
  FavoriteAddSchema.extend({ intent: z.literal('add'), returnTo: z.string().max(1000).optional() }),
  FavoriteIdSchema.extend({ intent: z.literal('remove') }),
  z.object({ intent: z.literal('share') }),
])

/** Favorites are a feature of some shops, and no associate keeps a list in a store. */
function favoritesHere(c: AppContext) {
  if (!favoritesOffered(c)) throw new HTTPException(404, { message: 'Favorites are not offered here' })
  refuseInStore(c)
}

export const favoritesAction = (c: AppContext) =>
  answerForm(c, {
    schema: FavoritesFormSchema,
    act: async (data) => {
      favoritesHere(c)
      const list = favoritesPath(c.var.locale.code)
      if (data.intent === 'add') {
        await addFavorite(c, `${data.styleCode}${data.colour}`)
        const back = new URL(safeReturnPath(data.returnTo) ?? list, 'https://storefront.invalid')
        back.searchParams.set('colour', data.colour)
        back.searchParams.set('favorite', 'added')
        return c.redirect(back.pathname + back.search, 303)
      }
      if (data.intent === 'remove') {
        await removeFavorite(c, data.id)
        return c.redirect(list, 303)
      }
      const token = await shareFavorites(c)
      return c.redirect(`${list}?${new URLSearchParams({ share: token })}`, 303)
    },
    refused: (refusal) => renderFavorites(c, [], refusal.message, pageStatus(refusal)),
  })

export const accountFavoritesAction = (c: AppContext) =>
  answerForm(c, {
    schema: FavoriteIdSchema.extend({ intent: z.literal('remove') }),
    act: async ({ id }) => {
      favoritesHere(c)
      await removeFavorite(c, id)
      return c.redirect(`${accountSectionPath(c.var.locale.code, 'favorites')}?favorite=removed`, 303)
    },
    refused: (refusal) =>
      renderAccountFavorites(c, { notice: null, refusal: refusal.message }, pageStatus(refusal)),
  })
