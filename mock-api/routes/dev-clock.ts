/**
 * `POST /__dev/clock` `{ "offsetMs": <ms> }`: sets the shop's clock (the front-end service's server time) ahead of
 * or behind the real time, in development and tests (decision 096); `null` puts it back. Behind the mock's access
 * key like `/__dev/price`; answers the server time it now gives. The storefront has no route to it.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { setShopClockOffset, shopClockOffset } from '../db/shop-clock'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

/** At most two years either way: a clock set further is a mistake. */
const ClockSchema = z.object({
  offsetMs: z.number().int().min(-63_072_000_000).max(63_072_000_000).nullable(),
})

export const devClockRoutes = new Hono<{ Bindings: MockEnv }>()

devClockRoutes.post('/', async (c) => {
  const parsed = ClockSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success)
    return apiError(c, 400, 'API400', 'The clock takes JSON: { offsetMs } (milliseconds, or null)')
  await setShopClockOffset(c.env.DB, parsed.data.offsetMs)
  return c.json({ timestamp: Date.now() + (await shopClockOffset(c.env.DB)) })
})
