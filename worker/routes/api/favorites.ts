/**
 * `/api/favorites`: add a product (in a colour) to the shopper's favorites, remove one, share the list. Behind
 * the allow-favorites feature. Plain forms return to the product (or the list) with a notice; scripts get JSON.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { COLOUR_CODE, STYLE_CODE } from '../../../shared/ids'
import { accountSectionPath } from '../../../shared/routes'
import { ApiError } from '../../services/api-error'
import { refuseInStore } from '../../services/associates'
import { addFavorite, removeFavorite, shareFavorites } from '../../services/favorites'
import type { AppContext, AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const favoritesApi = new Hono<AppEnv>()

favoritesApi.use('*', async (c, next) => {
  if (!c.var.flags.allowFavorites) throw new ApiError('API404', { text: 'Favorites are not offered here' })
  refuseInStore(c)
  return next()
})

const listPath = (c: AppContext) => `/${c.var.locale.code}/favorites`

const AddSchema = z.object({ styleCode: z.string().regex(STYLE_CODE), colour: z.string().regex(COLOUR_CODE) })

favoritesApi.post('/', async (c) => {
  const input = await readInput(c, AddSchema, { param: 'favorite', fallback: listPath(c) })
  const { styleCode, colour } = input.data
  const list = await addFavorite(c, `${styleCode}${colour}`)
  return answer(c, input, { total: list.total }, { notice: 'added', params: { colour } })
})

const RemoveSchema = z.object({ id: z.string().regex(/^F[A-Z0-9]{12}-[A-Z0-9]{11,15}$/) })

/** The account's favorites section, the one page other than the list a removal may go back to. */
const accountFavoritesPath = (c: AppContext) => accountSectionPath(c.var.locale.code, 'favorites')

favoritesApi.post('/remove', async (c) => {
  const input = await readInput(c, RemoveSchema, {
    param: 'favorite',
    returnTo: (fields) =>
      fields.returnTo === accountFavoritesPath(c) ? accountFavoritesPath(c) : listPath(c),
  })
  const removed = await removeFavorite(c, input.data.id)
  const toAccount = input.form?.path === accountFavoritesPath(c)
  return answer(c, input, { removed }, toAccount ? { notice: 'removed' } : {})
})

favoritesApi.post('/share', async (c) => {
  const input = await readInput(c, z.object({}), { param: 'favorite', to: listPath(c) })
  const token = await shareFavorites(c)
  return answer(
    c,
    input,
    { url: `${new URL(c.req.url).origin}${listPath(c)}/shared/${token}` },
    { params: { share: token } },
  )
})
