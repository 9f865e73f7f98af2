/**
 * `POST /__dev/stock/{sku}` `{ "online": <count> }`: sets a variant's online stock by hand in development and browser
 * tests (decision 047: a bag whose merged lines ran out), behind the mock's access key like `/__faults`. Answers
 * the stock before and after; 404 for a SKU the catalogue does not have. The storefront has no route to it.
 * `{ "withdrawn": true }` withdraws the variant's product from sale (a recall), `false` puts it back (INV407).
 * `{ "unpriced": "USD" }` takes the product's price in that currency out of the price book (INV702): lines of it
 * stay in the bags, flagged, and no order takes them until the catalogue is seeded again.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const StockSchema = z.union([
  z.object({ online: z.number().int().min(0).max(100000) }),
  z.object({ withdrawn: z.boolean() }),
  z.object({ unpriced: z.enum(['USD', 'CAD', 'GBP', 'EUR']) }),
])

export const devStockRoutes = new Hono<{ Bindings: MockEnv }>()

devStockRoutes.post('/:sku', async (c) => {
  const parsed = StockSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success)
    return apiError(c, 400, 'API400', 'Stock takes JSON: { online }, { withdrawn } or { unpriced }')
  const sku = c.req.param('sku')
  const db = c.env.DB
  const before = await db
    .prepare('SELECT online_stock FROM variants WHERE sku = ?')
    .bind(sku)
    .first<{ online_stock: number }>()
  if (!before) return apiError(c, 404, 'PLP400', 'No such variant')
  if ('unpriced' in parsed.data) {
    await db
      .prepare(
        'DELETE FROM prices WHERE currency = ? AND style_code = (SELECT style_code FROM variants WHERE sku = ?)',
      )
      .bind(parsed.data.unpriced, sku)
      .run()
    return c.json({ sku, unpriced: parsed.data.unpriced })
  }
  if ('withdrawn' in parsed.data) {
    const withdrawnAt = parsed.data.withdrawn ? new Date().toISOString() : null
    await db
      .prepare(
        'UPDATE products SET withdrawn_at = ? WHERE style_code = (SELECT style_code FROM variants WHERE sku = ?)',
      )
      .bind(withdrawnAt, sku)
      .run()
    return c.json({ sku, withdrawn: parsed.data.withdrawn })
  }
  await db.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?').bind(parsed.data.online, sku).run()
  return c.json({ sku, was: before.online_stock, online: parsed.data.online })
})
