/**
 * `/api/stores`: the shopper's favourite store (for a script; the locator answers its own plain form,
 * worker/routes/forms/stores.ts), and the nearest
 * stores to a postal code (in the page's country) or to the browser's position, each with the stock of one
 * variant, named by its SKU (a bag line) or by its colour and size (the product page's buy box, whose SKUs its
 * store finder does not carry). Live data: never cached.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import { COLOUR_CODE, SKU, STYLE_CODE } from '../../../shared/ids'
import type { StoreAvailability, StorePlace } from '../../../shared/stores/stores'
import { ApiError } from '../../services/api-error'
import { findVariantSku } from '../../services/cart'
import { findStoresWithStock, setFavouriteStore } from '../../services/stores'
import type { AppEnv } from '../../types'
import { FavouriteStoreSchema } from '../inputs'
import { readCall } from './responder'

export const storesApi = new Hono<AppEnv>()

const AvailabilityQuery = z
  .object({
    styleCode: z.string().regex(STYLE_CODE),
    sku: z.string().regex(SKU).optional(),
    // As the add to bag takes them (`AddItemSchema`).
    colour: z.string().regex(COLOUR_CODE).optional(),
    size: z.string().min(1).max(10).optional(),
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
      (query.sku !== undefined || (query.colour !== undefined && query.size !== undefined)) &&
      (query.postalCode !== undefined || (query.latitude !== undefined && query.longitude !== undefined)),
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
    const sku = query.sku ?? (await findVariantSku(c, query.styleCode, query.colour as string, query.size))
    const stores = await findStoresWithStock(c, query.styleCode, sku, place)
    if (stores === null) throw new ApiError('LOC404')
    return c.json<{ stores: StoreAvailability[] }>({ stores })
  },
)
