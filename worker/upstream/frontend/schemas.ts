/** Wire shapes of the internal front-end service (`/fapi`): size charts, comparison, collections, locations. */
import * as z from 'zod'

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

/** The header's utility links: paths under the shop's locale (`/stores`), in the request's language. */
export const FrontendUtilitySchema = z.object({
  links: z.array(z.object({ id: z.string(), text: z.string(), url: z.string() })),
})
export type FrontendUtility = z.infer<typeof FrontendUtilitySchema>

/** The footer component: the brand's pages on social networks. */
export const FrontendFooterSchema = z.object({
  social: z.array(z.object({ network: z.string(), url: z.string() })),
})
export type FrontendFooter = z.infer<typeof FrontendFooterSchema>

/** The search component: the searches shoppers make most, in the request's language. */
export const FrontendSearchSchema = z.object({
  popular: z.array(z.object({ term: z.string() })),
})
export type FrontendSearch = z.infer<typeof FrontendSearchSchema>

/** A static page by name. */
export const FrontendStaticPageSchema = z.object({
  name: z.string(),
  title: z.string().min(1),
  updated: z.string().nullish(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })).min(1),
})
export type FrontendStaticPage = z.infer<typeof FrontendStaticPageSchema>

/** The shop's clock: milliseconds since the epoch. */
export const FrontendServerTimeSchema = z.object({ timestamp: z.number().int().positive() })

/** The contract checker's verdict on a response. */
export const FrontendValidationSchema = z.object({
  valid: z.boolean(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
})
export type FrontendValidation = z.infer<typeof FrontendValidationSchema>
