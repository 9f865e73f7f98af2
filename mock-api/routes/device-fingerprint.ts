/**
 * The commerce contract's `POST /v1/deviceFingerPrint`: the device's fingerprint for the fraud check of the cart's
 * order (`cart/fraud-check.ts`), kept with the cart. The fingerprint is opaque (base64); `source` says whether the
 * payment provider's fields collected it in the browser or the storefront made it. A cart that is gone or ordered
 * is BSK404.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import { setDeviceFingerprint } from '../cart/fraud-check'
import { getCart } from '../db/carts'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const FingerprintSchema = z.object({
  cartId: z.string().min(1).max(64),
  deviceFingerprint: z.string().regex(/^[A-Za-z0-9+/]{8,4000}={0,2}$/),
  source: z.enum(['browser', 'server']).default('server'),
})

export const deviceFingerprintRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

deviceFingerprintRoutes.post('/v1/deviceFingerPrint', async (c) => {
  const body = await readJsonBody(c, FingerprintSchema)
  if (!body) return apiError(c, 400, 'API400', 'Give the cartId and the deviceFingerprint (base64)')
  const cart = await getCart(c.env.DB, body.cartId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  await setDeviceFingerprint(
    c.env.DB,
    body.cartId,
    { data: body.deviceFingerprint, source: body.source },
    new Date().toISOString(),
  )
  return c.json({ basketId: body.cartId, received: true, source: body.source })
})
