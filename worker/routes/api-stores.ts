/**
 * `/api/stores/availability`: the nearest stores to a postal code (in the page's country) or to the browser's
 * position, each with the stock of one variant. Live data: never cached.
 */
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { StoreAvailability } from '../../shared/catalogue'
import type { AppEnv } from '../types'
import type { StorePlace } from '../upstream/stores/client'
import { apiErrorBody } from './api-errors'
import { readInput } from './api-input'

export const storesApi = new Hono<AppEnv>()

const AvailabilityQuery = z
  .object({
    styleCode: z.string().regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/),
    sku: z.string().regex(/^[A-Z0-9]{8,24}$/),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{2,10}$/)
      .optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine(
    (query) =>
      query.postalCode !== undefined || (query.latitude !== undefined && query.longitude !== undefined),
  )

/** Makes a store the shopper's favourite; from the locator's plain form (redirects back) or from a script. */
storesApi.post('/favourite', async (c) => {
  const { input, isForm } = await readInput(c)
  const storeId = typeof input.storeId === 'string' && /^\d{4}$/.test(input.storeId) ? input.storeId : null
  const stores = storeId ? await c.var.services.stores.listStores({ country: c.var.locale.country }) : null
  const known = stores?.some((store) => store.id === storeId) ?? false
  const back = `/${c.var.locale.code}/stores`
  if (!storeId || !known) {
    if (isForm) return c.redirect(back, 303)
    return c.json(apiErrorBody(c, 'STR404', c.var.t.t('stores.notFound')), 404)
  }
  c.var.setSession({ ...c.var.session, favStoreId: storeId })
  c.header('cache-control', 'private, no-store')
  if (isForm) return c.redirect(`${back}?saved=1`, 303)
  return c.json({ favStoreId: storeId })
})

storesApi.get(
  '/availability',
  zValidator('query', AvailabilityQuery, (result, c: Context) => {
    if (!result.success)
      return c.json(
        apiErrorBody(c, 'API400', 'Give a product, a variant and a postal code or a position'),
        400,
      )
  }),
  async (c) => {
    const query = c.req.valid('query')
    c.header('cache-control', 'private, no-store')
    const place: StorePlace =
      query.postalCode !== undefined
        ? { postalCode: query.postalCode, country: c.var.locale.country }
        : { latitude: query.latitude as number, longitude: query.longitude as number }
    const stores = await c.var.services.stores.findAvailability(query.styleCode, query.sku, place)
    if (stores === null) return c.json(apiErrorBody(c, 'LOC404', c.var.t.t('stores.notFound')), 404)
    return c.json<{ stores: StoreAvailability[] }>({ stores })
  },
)
