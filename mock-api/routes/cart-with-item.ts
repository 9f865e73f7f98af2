/**
 * The commerce contract's `POST /v1/cartWithItem`: a shopper's first add to bag makes the cart with the item in
 * one call (spec 1 §7). The market comes in the query (currency, country), the line in the body as the add takes
 * it; the answers and refusals are the add's (ORD404, INV700, GFO400, CUS404...), and a refused item makes no cart.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import { readCart } from '../cart/price-cart'
import { COUNTRY_OF_CURRENCY } from '../cart/rules'
import { bearerOf } from '../consumers/tokens'
import { createCart } from '../db/carts'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { checkLine, LineSchema, STORE_ID, withDesignRecipe, withFavouriteStore } from './commerce'

const MarketSchema = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** `pickup`: the item is picked up in the favourite store (`favStoreId`) unless it names another, as on create. */
  action: z.literal('pickup').optional(),
  favStoreId: STORE_ID.optional(),
})

export const cartWithItemRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

cartWithItemRoutes.post('/v1/cartWithItem', async (c) => {
  const market = MarketSchema.safeParse({
    currency: c.req.query('currency'),
    country: c.req.query('country'),
    action: c.req.query('action'),
    favStoreId: c.req.query('favStoreId'),
  })
  if (!market.success) return apiError(c, 400, 'API400', 'Invalid cart market')
  const asked = await readJsonBody(c, LineSchema)
  if (!asked) return apiError(c, 400, 'API400', 'Invalid item payload')
  const { currency, country, action, favStoreId } = market.data
  if (action === 'pickup' && !favStoreId)
    return apiError(c, 400, 'API400', 'A pickup cart names its store: favStoreId')
  const resolved = await withDesignRecipe(c.env.DB, asked)
  if ('refusal' in resolved)
    return apiError(c, resolved.refusal.status, resolved.refusal.errorId, resolved.refusal.message)
  const body = resolved.item
  // The pickup action puts an item that can be picked up (neither sent by email nor made to order) in that store.
  const item =
    action === 'pickup' && !body.storeId && !body.giftOption && !body.recipeId
      ? { ...body, storeId: favStoreId }
      : body
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
  const made = await readCart(c.env.DB, id, c.req.query('locale'))
  return c.json(made && favStoreId ? await withFavouriteStore(c.env.DB, made, favStoreId) : made, 201)
})
