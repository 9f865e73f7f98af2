/**
 * Wire shapes of the content service, as it sends them. Only this folder sees them; the rest of the worker
 * gets the view models of `shared/content.ts` from `reshape.ts`. Unknown fields pass through untouched so a new
 * CMS field never breaks parsing.
 */
import { z } from 'zod'

export const ContentTargetSchema = z.looseObject({
  text: z.string().optional(),
  url: z.string(),
  targetAttribute: z.string().optional(),
})

export const ContentMediaSchema = z.looseObject({
  url: z.string(),
  alt: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
})

export const ContentPageDocSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  seo: z.looseObject({ title: z.string().optional(), description: z.string().optional() }).optional(),
  components: z.array(z.unknown()).default([]),
})
export type ContentPageDoc = z.infer<typeof ContentPageDocSchema>

export interface ContentMenuNode {
  id: string
  title: string
  target?: { url: string; targetAttribute?: string }
  menuStyle?: string
  columns?: { children: ContentMenuNode[] }[]
  children?: ContentMenuNode[]
  menuBanner?: {
    title?: string
    url?: string
    media?: { url: string; alt?: string; width?: number; height?: number }
  }
  hideShopAll?: { sm?: boolean; lg?: boolean }
  overrideShopAll?: string
}

export const ContentMenuNodeSchema: z.ZodType<ContentMenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    target: z.object({ url: z.string(), targetAttribute: z.string().optional() }).optional(),
    menuStyle: z.string().optional(),
    columns: z.array(z.object({ children: z.array(ContentMenuNodeSchema) })).optional(),
    children: z.array(ContentMenuNodeSchema).optional(),
    menuBanner: z
      .object({
        title: z.string().optional(),
        url: z.string().optional(),
        media: ContentMediaSchema.optional(),
      })
      .optional(),
    hideShopAll: z.object({ sm: z.boolean().optional(), lg: z.boolean().optional() }).optional(),
    overrideShopAll: z.string().optional(),
  }),
)

export const ContentMenuDocSchema = z.looseObject({ items: z.array(ContentMenuNodeSchema) })
export type ContentMenuDoc = z.infer<typeof ContentMenuDocSchema>

export const ContentFooterDocSchema = z.looseObject({
  columns: z.array(z.object({ title: z.string(), links: z.array(ContentTargetSchema) })).default([]),
  legal: z.array(ContentTargetSchema).default([]),
  note: z.string().optional(),
})
export type ContentFooterDoc = z.infer<typeof ContentFooterDocSchema>

export const ContentPromoBarDocSchema = z.looseObject({
  type: z.literal('promoBar'),
  autorotateTime: z.number().nonnegative().default(5),
  closable: z.boolean().default(false),
  messages: z
    .array(
      z.looseObject({
        id: z.string(),
        richText: z.string().default(''),
        targets: z.array(ContentTargetSchema).default([]),
        textColor: z.string().optional(),
        background: z.string().optional(),
      }),
    )
    .default([]),
})
export type ContentPromoBarDoc = z.infer<typeof ContentPromoBarDocSchema>

/** A fragment is any document; its `type` says which reshape applies. */
export const ContentFragmentDocSchema = z.looseObject({ id: z.string(), type: z.string().optional() })

export const ContentPopupsDocSchema = z.looseObject({
  popups: z.array(z.looseObject({ id: z.string(), name: z.string().optional() })).default([]),
})

export const ContentListDocSchema = z.looseObject({
  results: z.array(z.looseObject({ id: z.string() })).default([]),
  numFound: z.number().int().nonnegative().default(0),
  facets: z.array(z.looseObject({ id: z.string(), label: z.string().optional() })).optional(),
})
export type ContentListDoc = z.infer<typeof ContentListDocSchema>
