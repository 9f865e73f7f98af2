/**
 * Carts belong to customers (decision 033). One middleware in front of every cart route: a call with a bearer token
 * of another customer than the owner of a cart it names is refused with AUT498, and a bearer that is not valid
 * with AUT432. A call without a bearer is let through as before, and so is a cart nobody owns. The cart may be
 * named in the path (`/v1/cart/{basketId}/...`), the query (`basketId`) or a JSON body (`cartId`); the body is
 * read from a copy, so the route (and a signature check over its raw text) reads it untouched.
 */
import type { Context, Next } from 'hono'
import { bearerOf } from '../consumers/tokens'
import { ownerOfCart } from '../db/carts'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const CART_IN_PATH = /^\/api\/cart\/v\d+\/cart\/([^/]+)/

/** The cart ids a cart call names, wherever it names them. */
async function cartsNamedIn(c: Context<{ Bindings: MockEnv }>): Promise<string[]> {
  const named = new Set<string>()
  const inPath = CART_IN_PATH.exec(c.req.path)?.[1]
  if (inPath) named.add(inPath)
  const inQuery = c.req.query('basketId')
  if (inQuery) named.add(inQuery)
  if (c.req.method !== 'GET' && c.req.header('content-type')?.includes('json')) {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null)
    if (body !== null && typeof body === 'object' && 'cartId' in body && typeof body.cartId === 'string')
      named.add(body.cartId)
  }
  return [...named]
}

export function cartOwnership() {
  return async function cartOwnership(c: Context<{ Bindings: MockEnv }>, next: Next) {
    const bearer = await bearerOf(c)
    if (bearer.status === 'none') return next()
    if (bearer.status === 'invalid')
      return apiError(c, 401, 'AUT432', 'The access token is unknown, expired or revoked')
    for (const cartId of await cartsNamedIn(c)) {
      const owner = await ownerOfCart(c.env.DB, cartId)
      if (owner && owner !== bearer.customerId)
        return apiError(c, 403, 'AUT498', 'This cart belongs to another customer')
    }
    return next()
  }
}
