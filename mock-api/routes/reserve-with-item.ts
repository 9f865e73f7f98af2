/**
 * The commerce contract's `POST /v1/reserveWithItem` (spec 1 §7; decision 086): a reserve cart, apart from the
 * shopper's bag, made with one item at one store, whose stock there it holds for 48 hours. The market comes in the
 * query (currency, country); the body names the variant (`productId`), a quantity of 1, the store (`storeId`) and,
 * when the shop knows it, the shopper's email. Refused as the cart service would: an unknown product or variant
 * (ORD404), a store of another brand (INV701), an unknown store (STR404), no stock at the store (INV700), and a
 * shopper who already holds three open reservations (RSV409). A refusal makes no cart and holds nothing; a new
 * reserve cart lets go of the shopper's reserve cart in progress, if any.
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
import {
  holdStock,
  MAX_OPEN_RESERVATIONS,
  openReservationsOf,
  RESERVE_HOLD_HOURS,
  releaseExpiredHolds,
  releaseReserveInProgress,
  reservationLimitRefusal,
} from '../orders/reservation'
import { checkLine, STORE_ID } from './commerce'

const MarketSchema = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
})

const ReserveSchema = z.object({
  productId: z.string().min(8).max(24),
  /** One unit: a reservation is to try it on. */
  qty: z.literal(1),
  storeId: STORE_ID,
  email: z.email().max(100).optional(),
})

export const reserveWithItemRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

reserveWithItemRoutes.post('/v1/reserveWithItem', async (c) => {
  const market = MarketSchema.safeParse({
    currency: c.req.query('currency'),
    country: c.req.query('country'),
  })
  if (!market.success) return apiError(c, 400, 'API400', 'Invalid cart market')
  const body = await readJsonBody(c, ReserveSchema)
  if (!body) return apiError(c, 400, 'API400', 'A reservation names one variant (qty 1) and its store')
  const db = c.env.DB
  const now = new Date()
  // Holds that ran out give their stock back before this one counts what the store has.
  await releaseExpiredHolds(db, now)
  if (body.email && (await openReservationsOf(db, body.email, now)) >= MAX_OPEN_RESERVATIONS) {
    const limit = reservationLimitRefusal()
    return c.json(limit.body as object, limit.status as 422)
  }
  const { currency, country } = market.data
  const id = crypto.randomUUID().replace(/-/g, '')
  const checked = await checkLine(
    db,
    { id, currency },
    { productId: body.productId, qty: 1, storeId: body.storeId },
    0,
    now.toISOString(),
  )
  if ('refusal' in checked)
    return apiError(c, checked.refusal.status, checked.refusal.errorId, checked.refusal.message)
  const bearer = await bearerOf(c)
  // One reservation in progress per shopper: the one they were filling in lets its stock go.
  if (bearer.status === 'valid') await releaseReserveInProgress(db, bearer.customerId)
  const expiresAt = new Date(now.getTime() + RESERVE_HOLD_HOURS * 3_600_000).toISOString()
  await createCart(
    db,
    {
      id,
      currency,
      country: country ?? COUNTRY_OF_CURRENCY[currency],
      customerId: bearer.status === 'valid' ? bearer.customerId : null,
      now: now.toISOString(),
      reserve: { expiresAt },
    },
    [checked.line],
  )
  await holdStock(db, body.storeId, body.productId, -1)
  return c.json(await readCart(db, id, c.req.query('locale')), 201)
})
