/**
 * `/api/saved-for-later`: move a bag line into the saved-for-later list, move a saved item back into the bag,
 * remove a saved item. The list id lives in the sealed session; a list the cart service no longer knows is
 * replaced by a new one. Plain forms from the bag page get a redirect back to it with a notice; scripts get JSON.
 * Moving to the bag adds first and removes second, so a failure in between leaves the item in both, never in
 * neither.
 */
import { Hono } from 'hono'
import type { SavedNotice } from '../../shared/cart'
import { cartPath } from '../../shared/routes'
import { logEvent } from '../context'
import { getCartId, withCartId } from '../session'
import type { AppContext, AppEnv } from '../types'
import { UpstreamError } from '../upstream/errors'
import { addToCart } from './api-cart'
import { apiErrorBody } from './api-errors'
import { readInput } from './api-input'

export const savedApi = new Hono<AppEnv>()

savedApi.use('*', async (c, next) => {
  await next()
  c.header('cache-control', 'private, no-store')
})

const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/
const LIST_READ = 50

/** The item id of the call, or null when it is missing or malformed. */
const itemIdOf = (input: Record<string, unknown>) =>
  typeof input.itemId === 'string' && ITEM_ID.test(input.itemId) ? input.itemId : null

const isRefusal = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError && error.status < 500

/** Answers a form with the bag page and a notice; a script with JSON (an error body for every failure). */
function answer(c: AppContext, isForm: boolean, notice: SavedNotice, body: object = {}) {
  if (isForm) return c.redirect(`${cartPath(c.var.locale.code)}?saved=${notice}`, 303)
  if (notice === 'saved' || notice === 'moved' || notice === 'removed') return c.json({ notice, ...body })
  const message = c.var.t.t(`bag.notice.${notice}`)
  return notice === 'invalid'
    ? c.json(apiErrorBody(c, 'API400', message), 400)
    : c.json(apiErrorBody(c, `SFL_${notice.toUpperCase()}`, message), 409)
}

savedApi.post('/', async (c) => {
  const { input, isForm } = await readInput(c)
  const itemId = itemIdOf(input)
  const { session, siteId } = c.var
  const basketId = getCartId(session, siteId)
  if (!itemId || !basketId) return answer(c, isForm, 'invalid')
  const { commerce } = c.var.services
  const newList = async () => {
    const id = await commerce.createSaveForLater()
    c.var.setSession({ ...c.var.session, saveForLaterId: id })
    return id
  }
  try {
    const listId = session.saveForLaterId ?? (await newList())
    const cart = await commerce.saveForLater(basketId, itemId, listId).catch(async (error: unknown) => {
      // The list expired upstream: start a new one and try once more.
      if (isRefusal(error) && error.errorId === 'SFL404')
        return commerce.saveForLater(basketId, itemId, await newList())
      throw error
    })
    return answer(c, isForm, 'saved', { cart })
  } catch (error) {
    if (!isRefusal(error)) throw error
    logEvent(c, 'info', 'save for later refused', { errorId: error.errorId })
    if (error.errorId === 'BSK404') c.var.setSession(withCartId(c.var.session, siteId, null))
    return answer(c, isForm, error.errorId === 'SFL409' ? 'full' : 'gone')
  }
})

savedApi.post('/move', async (c) => {
  const { input, isForm } = await readInput(c)
  const itemId = itemIdOf(input)
  const listId = c.var.session.saveForLaterId
  if (!itemId || !listId) return answer(c, isForm, 'invalid')
  const { wishlists, commerce } = c.var.services
  const list = await wishlists.getSaveForLater(listId, 0, LIST_READ)
  const item = list?.items.find((entry) => entry.itemId === itemId)
  if (!item) return answer(c, isForm, 'gone')
  try {
    const cart = await addToCart(c, item.productId, item.qty, {})
    await commerce.removeSaved(listId, itemId)
    return answer(c, isForm, 'moved', { cart })
  } catch (error) {
    if (!isRefusal(error)) throw error
    logEvent(c, 'info', 'move to bag refused', { errorId: error.errorId })
    return answer(c, isForm, error.errorId === 'SFL404' ? 'gone' : 'unavailable')
  }
})

savedApi.post('/remove', async (c) => {
  const { input, isForm } = await readInput(c)
  const itemId = itemIdOf(input)
  const listId = c.var.session.saveForLaterId
  if (!itemId || !listId) return answer(c, isForm, 'invalid')
  try {
    await c.var.services.commerce.removeSaved(listId, itemId)
    return answer(c, isForm, 'removed')
  } catch (error) {
    if (!isRefusal(error)) throw error
    return answer(c, isForm, 'gone')
  }
})
