/**
 * `/api/saved-for-later`: move a bag line into the saved-for-later list, move a saved item back into the bag,
 * remove a saved item. Plain forms from the bag page return to it with a notice; scripts get JSON.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { cartPath } from '../../../shared/routes'
import { refuseInStore } from '../../services/associates'
import { moveToBag, removeSaved, saveForLater } from '../../services/saved-for-later'
import type { AppContext, AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const savedApi = new Hono<AppEnv>()

// A connected store associate has no saved-for-later list (spec 1 §6).
savedApi.use('*', async (c, next) => {
  refuseInStore(c)
  return next()
})

const ItemSchema = z.object({ itemId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) })

const readItem = (c: AppContext) =>
  readInput(c, ItemSchema, { param: 'saved', to: cartPath(c.var.locale.code) })

savedApi.post('/', async (c) => {
  const input = await readItem(c)
  const cart = await saveForLater(c, input.data.itemId)
  return answer(c, input, { notice: 'saved', cart }, { notice: 'saved' })
})

savedApi.post('/move', async (c) => {
  const input = await readItem(c)
  const cart = await moveToBag(c, input.data.itemId)
  return answer(c, input, { notice: 'moved', cart }, { notice: 'moved' })
})

savedApi.post('/remove', async (c) => {
  const input = await readItem(c)
  await removeSaved(c, input.data.itemId)
  return answer(c, input, { notice: 'removed' }, { notice: 'removed' })
})
