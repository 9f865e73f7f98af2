/** Wire shapes of store search and store stock. */
import { z } from 'zod'

export const StoreSearchSchema = z.object({
  stores: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      postalCode: z.string(),
      phone: z.string(),
      distanceKm: z.number().nonnegative(),
      country: z.string().optional(),
    }),
  ),
})

export const StoreStockSchema = z.object({
  sku: z.string(),
  stores: z.array(z.object({ storeId: z.string(), quantity: z.number().int() })),
})
