/**
 * The commerce contract's `POST /v1/cartWithItem`: a shopper's first add to bag makes the cart with the item in
 * one call (spec 1 §7). The market comes in the query (currency, country), the line in the body as the add takes
 * it; the answers and refusals are the add's (ORD404, INV700, GFO400, CUS404...), and a refused item makes no cart.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { readJsonBody } from '../body'
import { readCart } from '../cart/price-cart'
import { COUNTRY_OF_CURRENCY } from '../cart/rules'
import { bearerOf } from '../consumers/tokens'
import { createCart } from '../db/carts'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { checkLine, LineSchema } from './commerce'

const MarketSchema = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
})

export const cartWithItemRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

cartWithItemRoutes.post('/v1/cartWithItem', async (c) => {
  const market = MarketSchema.safeParse({
    currency: c.req.query('currency'),
    country: c.req.query('country'),
  })
  if (!market.success) return apiError(c, 400, 'API400', 'Invalid cart market')
  const item = await readJsonBody(c, LineSchema)
  if (!item) return apiError(c, 400, 'API400', 'Invalid item payload')
  const { currency, country } = market.data
  const id = crypto.randomUUID().replace(/-/g, '')
  const now = new Date().toISOString()
  const checked = await checkLine(c.env.DB, { id, currency }, item, 0, now)
  if ('refusal' in checked)
    return apiError(c, checked.refusal.status, checked.refusal.errorId, checked.refusal.message)
  const bearer = await bearerOf(c)
  await createCart(
    c.env.DB,
    {
      id,
      currency,
      country: country ?? COUNTRY_OF_CURRENCY[currency],
      customerId: bearer.status === 'valid' ? bearer.customerId : null,
      now,
    },
    [checked.line],
  )
  return c.json(await readCart(c.env.DB, id, c.req.query('locale')), 201)
})
