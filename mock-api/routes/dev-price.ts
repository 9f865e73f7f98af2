/**
 * `POST /__dev/price/{sku}` `{ "price": <amount> }`: sets a variant's own price by hand in development and tests
 * (decision 089: a price changed since the line was put in the bag), the same amount in every currency; `null` gives
 * it back its product's price. Behind the mock's access key like `/__dev/stock`; answers the variant's own price
 * before and after, 404 for a SKU the catalogue does not have. The storefront has no route to it.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const PriceSchema = z.object({ price: z.number().positive().max(100_000).nullable() })

export const devPriceRoutes = new Hono<{ Bindings: MockEnv }>()

devPriceRoutes.post('/:sku', async (c) => {
  const parsed = PriceSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Price takes JSON: { price } (an amount, or null)')
  // Whole cents, as every price is.
  const price = parsed.data.price === null ? null : Math.round(parsed.data.price * 100) / 100
  const sku = c.req.param('sku')
  const db = c.env.DB
  const before = await db
    .prepare('SELECT price FROM variants WHERE sku = ?')
    .bind(sku)
    .first<{ price: number | null }>()
  if (!before) return apiError(c, 404, 'PLP400', 'No such variant')
  await db.prepare('UPDATE variants SET price = ? WHERE sku = ?').bind(price, sku).run()
  return c.json({ sku, was: before.price, price })
})
