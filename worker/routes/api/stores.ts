/**
 * `/api/stores`: the shopper's favourite store (for a script; the locator answers its own plain form,
 * worker/routes/forms/stores.ts), and the nearest
 * stores to a postal code (in the page's country) or to the browser's position, each with the stock of one
 * variant. Live data: never cached.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { SKU, STYLE_CODE } from '../../../shared/ids'
import type { StoreAvailability, StorePlace } from '../../../shared/stores/stores'
import { ApiError } from '../../services/api-error'
import { findStoresWithStock, setFavouriteStore } from '../../services/stores'
import type { AppEnv } from '../../types'
import { FavouriteStoreSchema } from '../inputs'
import { readCall } from './responder'

export const storesApi = new Hono<AppEnv>()

const AvailabilityQuery = z
  .object({
    styleCode: z.string().regex(STYLE_CODE),
    sku: z.string().regex(SKU),
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

storesApi.post('/favourite', async (c) => {
  const { storeId } = await readCall(c, FavouriteStoreSchema)
  return c.json({ favStoreId: await setFavouriteStore(c, storeId) })
})

storesApi.get(
  '/availability',
  zValidator('query', AvailabilityQuery, (result) => {
    if (!result.success)
      throw new ApiError('API400', { text: 'Give a product, a variant and a postal code or a position' })
  }),
  async (c) => {
    const query = c.req.valid('query')
    const place: StorePlace =
      query.postalCode !== undefined
        ? { postalCode: query.postalCode, country: c.var.locale.country }
        : { latitude: query.latitude as number, longitude: query.longitude as number }
    const stores = await findStoresWithStock(c, query.styleCode, query.sku, place)
    if (stores === null) throw new ApiError('LOC404')
    return c.json<{ stores: StoreAvailability[] }>({ stores })
  },
)
