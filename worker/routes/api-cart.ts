/**
 * `/api/cart`: the shopper's cart for islands. The basket id lives in the sealed session, never in the
 * browser's JavaScript; the answer is the trimmed cart with no tokens. A cart the service no longer knows is
 * forgotten and answered as no cart.
 */
import { Hono } from 'hono'
import type { CartResponse } from '../../shared/cart'
import type { AppEnv } from '../types'

export const cartApi = new Hono<AppEnv>()

cartApi.use('*', async (c, next) => {
  await next()
  c.header('cache-control', 'private, no-store')
})

cartApi.get('/', async (c) => {
  const { session, setSession } = c.var
  if (!session.cartId) return c.json<CartResponse>({ cart: null })
  const cart = await c.var.services.commerce.getCart(session.cartId)
  if (!cart) {
    const { cartId: _forgotten, ...rest } = session
    setSession(rest)
  }
  return c.json<CartResponse>({ cart })
})
