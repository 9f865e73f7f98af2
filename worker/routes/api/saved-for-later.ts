/**
 * `/api/saved-for-later`, JSON only: move a bag line into the saved-for-later list, move a saved item back into the
 * bag, remove a saved item. Without JavaScript the bag page answers its own forms (worker/routes/forms/cart.ts).
 */
import { Hono } from 'hono'
import { refuseInStore } from '../../services/associates'
import { moveToBag, removeSaved, saveForLater } from '../../services/saved-for-later'
import type { AppEnv } from '../../types'
import { LineSchema } from '../cart-changes'
import { readCall } from './responder'

export const savedApi = new Hono<AppEnv>()

// A connected store associate has no saved-for-later list (spec 1 §6).
savedApi.use('*', async (c, next) => {
  refuseInStore(c)
  return next()
})

savedApi.post('/', async (c) => {
  const { itemId } = await readCall(c, LineSchema)
  return c.json({ notice: 'saved', cart: await saveForLater(c, itemId) })
})

savedApi.post('/move', async (c) => {
  const { itemId } = await readCall(c, LineSchema)
  return c.json({ notice: 'moved', cart: await moveToBag(c, itemId) })
})

savedApi.post('/remove', async (c) => {
  const { itemId } = await readCall(c, LineSchema)
  await removeSaved(c, itemId)
  return c.json({ notice: 'removed' })
})
