/** Wire shapes of the catalogue service (products, search, categories, recommendations, product sets, stock). */
import * as z from 'zod'
import { THREAD_COLOURS } from '../../../shared/bag/embroidery'
import { DESIGN_CODE } from '../../../shared/ids'

export const CatalogueColourSchema = z.object({
  code: z.string(),
  name: z.string(),
  hex: z.string(),
  image: z.string(),
  /** The colour's pictures on a product's details, main picture first: front, back, side, detail... */
  views: z.array(z.object({ view: z.string(), image: z.string() })).optional(),
})

export const CatalogueProductSchema = z.looseObject({
  styleCode: z.string().regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/),
  name: z.string(),
  brand: z.string(),
  categoryId: z.string(),
  colours: z.array(CatalogueColourSchema),
  price: z.object({
    currency: z.string(),
    original: z.number().nonnegative(),
    current: z.number().nonnegative(),
    /** The top of the range when sizes are priced differently. */
    highOriginal: z.number().nonnegative().nullish(),
    highCurrent: z.number().nonnegative().nullish(),
  }),
  rating: z.object({ score: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
})
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>

export const CatalogueFacetSchema = z.object({
  id: z.string(),
  values: z.array(
    z.object({
      value: z.string(),
      label: z.string().optional(),
      count: z.number().int().nonnegative(),
      selected: z.boolean().default(false),
    }),
  ),
})

export const CatalogueSearchSchema = z.object({
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  products: z.array(CatalogueProductSchema),
  facets: z.array(CatalogueFacetSchema).default([]),
  /** The query the products are for, when the one asked found nothing and its spelling correction did. */
  correctedQuery: z.string().max(200).nullish(),
})
export type CatalogueSearch = z.infer<typeof CatalogueSearchSchema>

/** A ready-made design: its code, and the text it stitches in which thread (the shared rules' threads only). */
const DesignSchema = z.object({
  code: z.string().regex(DESIGN_CODE),
  text: z.string().min(1).max(40),
  threadColour: z.enum(THREAD_COLOURS.map((thread) => thread.code)),
})

export const CatalogueDetailsSchema = CatalogueProductSchema.extend({
  /** The product master its colours and sizes belong to: the tag its shoppers' photos carry (spec 3 §7). */
  masterId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional()
    .catch(undefined),
  description: z.string(),
  /** The product's copy beyond its description, in the asked locale's language (decision 054). */
  features: z.array(z.string()).default([]),
  materials: z.array(z.string()).default([]),
  care: z.array(z.string()).default([]),
  productType: z.string().optional(),
  sizes: z.array(z.string()),
  maxQty: z.number().int().positive().nullable(),
  /** Sent by email (spec 2 §3): an e-gift card, whose variants are its amounts. */
  isDigitalProduct: z.boolean().optional(),
  /** Personalisable: what a personalisation adds to each unit's price. */
  customisation: z
    .looseObject({
      surcharge: z.number().nonnegative(),
      /** The shop's ready-made designs, added by their code (`precreatedCustomsCode`); a bad one is left out. */
      designs: z
        .array(z.unknown())
        .optional()
        .transform((designs) =>
          (designs ?? []).flatMap((design) => {
            const parsed = DesignSchema.safeParse(design)
            return parsed.success ? [parsed.data] : []
          }),
        ),
    })
    .optional()
    .catch(undefined),
  variants: z.array(
    z.object({
      sku: z.string(),
      colourCode: z.string(),
      size: z.string(),
      upc: z.string().optional(),
      /** The size as the request's market reads it (a UK or EU shoe size); the size itself when absent. */
      sizeLabel: z.string().optional(),
      stock: z.number().int(),
      /** The variant's own price; the product's low price applies when absent. */
      price: z.object({ original: z.number().nonnegative(), current: z.number().nonnegative() }).optional(),
    }),
  ),
})
export type CatalogueDetails = z.infer<typeof CatalogueDetailsSchema>

export const CatalogueTreeSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      parentId: z.string().nullable(),
      depth: z.number(),
      position: z.number(),
      name: z.string(),
      nameEn: z.string(),
    }),
  ),
})
export type CatalogueTree = z.infer<typeof CatalogueTreeSchema>

export const CatalogueSuggestSchema = z.object({
  terms: z.array(z.string()).default([]),
  categories: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
  products: z.array(CatalogueProductSchema).default([]),
})
export type CatalogueSuggest = z.infer<typeof CatalogueSuggestSchema>

const CatalogueRecommendationSchema = CatalogueProductSchema.extend({
  /** The widget's id for this recommendation, reported with its impression and a click (spec 2 §3, §7). */
  recommendationId: z.string().optional().catch(undefined),
})
export type CatalogueRecommendation = z.infer<typeof CatalogueRecommendationSchema>

export const CatalogueRecommendationsSchema = z.object({ items: z.array(CatalogueRecommendationSchema) })
export const CatalogueNotificationSchema = z.object({ subscribed: z.boolean() })

export const CatalogueProductSetsSchema = z.object({
  productSets: z.array(z.object({ id: z.string(), name: z.string() })),
})
export const CatalogueProductSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(CatalogueProductSchema),
})
export type CatalogueProductSet = z.infer<typeof CatalogueProductSetSchema>

export const CatalogueInventorySchema = z.object({
  variants: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
})
export type CatalogueInventory = z.infer<typeof CatalogueInventorySchema>
