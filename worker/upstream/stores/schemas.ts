/** Wire shapes of store search, pickup points and store stock. */
import * as z from 'zod'

export const StoreSearchSchema = z.object({
  stores: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      /** The state or province, where the country's addresses name one; absent elsewhere and from older answers. */
      province: z.string().trim().min(1).max(40).optional().catch(undefined),
      postalCode: z.string(),
      phone: z.string(),
      distanceKm: z.number().nonnegative(),
      country: z.string().optional(),
      /** Absent from older answers: the store's hours are then unknown (shown as closed), kept in UTC. */
      timeZone: z.string().optional(),
      openingHours: z
        .array(z.object({ day: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() }))
        .optional(),
    }),
  ),
})
export type StoreSearch = z.infer<typeof StoreSearchSchema>

export const CollectionPointsSchema = z.object({
  collectionPoints: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
      openingHours: z.string().optional(),
    }),
  ),
})
export type StoreCollectionPoint = z.infer<typeof CollectionPointsSchema>['collectionPoints'][number]

export const StoreStockSchema = z.object({
  sku: z.string(),
  stores: z.array(z.object({ storeId: z.string(), quantity: z.number().int() })),
})
export type StoreStock = z.infer<typeof StoreStockSchema>
