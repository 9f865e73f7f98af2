/** Wire shapes of the internal front-end service (`/fapi`): size charts, comparison, collections, locations. */
import { z } from 'zod'

export const FrontendSizeChartSchema = z.object({
  productType: z.string().default('foot-sizes'),
  unit: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.string())),
})
export type FrontendSizeChart = z.infer<typeof FrontendSizeChartSchema>

/** The compared products carry the attributes' values as fields of their own. */
export const FrontendCompareSchema = z.object({
  attributes: z.array(z.string()),
  products: z.array(z.looseObject({ styleCode: z.string(), name: z.string() })),
})
export type FrontendCompare = z.infer<typeof FrontendCompareSchema>

export const FrontendCollectionsSchema = z.object({
  collections: z.array(z.object({ id: z.string(), title: z.string(), categoryId: z.string() })),
})
export type FrontendCollections = z.infer<typeof FrontendCollectionsSchema>

export const FrontendLocationSelectorSchema = z.object({
  regions: z.array(
    z.object({
      id: z.string(),
      countries: z.array(z.object({ code: z.string(), locales: z.array(z.string()) })),
    }),
  ),
})
export type FrontendLocationSelector = z.infer<typeof FrontendLocationSelectorSchema>
