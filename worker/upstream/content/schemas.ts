/**
 * Wire shapes of the content service, as it sends them. Only this folder sees them; the rest of the worker
 * gets the view models of `shared/content/content.ts` from `reshape.ts`. Unknown fields pass through untouched so a new
 * CMS field never breaks parsing.
 */
import * as z from 'zod'
import { ARTICLE_TAG_ID } from '../../../shared/content/article-tags'

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

/** A square image of a visual selector: the media object carries an SEO title beside its alt text. */
export interface ContentVisualSelector {
  title: string
  target?: { url: string; targetAttribute?: string }
  mediaObject?: { url: string; alt?: string; seoTitle?: string; width?: number; height?: number }
}

/**
 * The column beside a panel's six: an image banner (`title`, `url`, `media`), or a multi-link card when it has
 * `targets` (or says `type: 'multiLinkCard'`).
 */
export interface ContentMenuBanner {
  type?: string
  title?: string
  titleHtml?: string
  titleStyle?: string
  titleTarget?: { url: string }
  url?: string
  media?: { url: string; alt?: string; width?: number; height?: number }
  targets?: { text?: string; url: string; targetAttribute?: string }[]
  alignment?: string
}

export interface ContentMenuNode {
  id: string
  title: string
  titleHtml?: string
  target?: { url: string; targetAttribute?: string }
  menuStyle?: string
  menuIcon?: { icon?: string }
  /** 'title' (the default), 'title+icon' or 'icon'. */
  titleVisibility?: string
  columns?: { children: ContentMenuNode[] }[]
  children?: ContentMenuNode[]
  menuBanner?: ContentMenuBanner
  visualSelectors?: ContentVisualSelector[]
  visualSelectorsTitle?: string
  hideShopAll?: { sm?: boolean; lg?: boolean }
  overrideShopAll?: string
}

/** An optional field an editor got wrong is dropped instead of failing the whole menu. */
const droppable = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

const ContentMenuBannerSchema = z.object({
  type: droppable(z.string()),
  title: droppable(z.string()),
  titleHtml: droppable(z.string()),
  titleStyle: droppable(z.string()),
  titleTarget: droppable(z.object({ url: z.string() })),
  url: droppable(z.string()),
  media: droppable(ContentMediaSchema),
  targets: droppable(z.array(ContentTargetSchema)),
  alignment: droppable(z.string()),
})

const ContentVisualSelectorSchema = z.object({
  title: z.string(),
  target: droppable(z.object({ url: z.string(), targetAttribute: z.string().optional() })),
  mediaObject: droppable(ContentMediaSchema.extend({ seoTitle: z.string().optional() })),
})

export const ContentMenuNodeSchema: z.ZodType<ContentMenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    titleHtml: droppable(z.string()),
    target: z.object({ url: z.string(), targetAttribute: z.string().optional() }).optional(),
    menuStyle: z.string().optional(),
    menuIcon: droppable(z.object({ icon: z.string().optional() })),
    titleVisibility: droppable(z.string()),
    columns: z.array(z.object({ children: z.array(ContentMenuNodeSchema) })).optional(),
    children: z.array(ContentMenuNodeSchema).optional(),
    menuBanner: droppable(ContentMenuBannerSchema),
    visualSelectors: droppable(z.array(ContentVisualSelectorSchema)),
    visualSelectorsTitle: droppable(z.string()),
    hideShopAll: z.object({ sm: z.boolean().optional(), lg: z.boolean().optional() }).optional(),
    overrideShopAll: z.string().optional(),
  }),
)

/**
 * The menu document. `clickToOpen` is the click-trigger setting and `mobileShopAll` the mobile shop-all feature
 * flag; both live in the document so editors switch them per site, and both default to off.
 */
export const ContentMenuDocSchema = z.looseObject({
  items: z.array(ContentMenuNodeSchema),
  clickToOpen: droppable(z.boolean()),
  mobileShopAll: droppable(z.boolean()),
})
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
        clickable: z.boolean().optional().catch(undefined),
        targets: z.array(ContentTargetSchema).default([]),
        /** The anchor (an anchor block's name) on the linked page the message opens at. */
        sectionId: z.string().optional().catch(undefined),
        textColor: z.string().optional(),
        hoverLinkColor: z.string().optional(),
        background: z.string().optional(),
      }),
    )
    .default([]),
})
export type ContentPromoBarDoc = z.infer<typeof ContentPromoBarDocSchema>

/** A fragment is any document; its `type` says which reshape applies. */
export const ContentFragmentDocSchema = z.looseObject({ id: z.string(), type: z.string().optional() })
export type ContentFragmentDoc = z.infer<typeof ContentFragmentDocSchema>

/** The `campaigns` fragment: the campaign sources and store numbers the content service has content for. */
export const ContentCampaignsDocSchema = z.looseObject({
  id: z.literal('campaigns'),
  sources: z.array(z.string()).catch([]).default([]),
  storeNums: z.array(z.string()).catch([]).default([]),
})

/** One pop-up as the content service sends it (spec 3 §3). `delay` is in milliseconds. */
export const ContentPopupSchema = z.looseObject({
  id: z.string().trim().min(1),
  name: z.string().default(''),
  delay: z.number().nonnegative().optional(),
  backgroundColor: z.string().optional(),
  title: z.string().optional(),
  titleHtml: z.string().optional(),
  titleColor: z.string().optional(),
  minimizedTitle: z.string().optional(),
  maximizedTitle: z.string().optional(),
  logo: ContentMediaSchema.optional(),
  logoSize: z.string().optional(),
  targets: z.array(ContentTargetSchema).default([]),
  disclaimer: z.string().optional(),
  disclaimerColor: z.string().optional(),
})
export type ContentPopup = z.infer<typeof ContentPopupSchema>

/** The pop-ups document. Entries are parsed one by one when reshaped, so one bad pop-up is skipped, not fatal. */
export const ContentPopupsDocSchema = z.looseObject({
  popups: z.array(z.unknown()).default([]),
})
export type ContentPopupsDoc = z.infer<typeof ContentPopupsDocSchema>

export const ContentListDocSchema = z.looseObject({
  results: z.array(z.looseObject({ id: z.string() })).default([]),
  numFound: z.number().int().nonnegative().default(0),
  facets: z.array(z.looseObject({ id: z.string(), label: z.string().optional() })).optional(),
})
export type ContentListDoc = z.infer<typeof ContentListDocSchema>

/**
 * One article of the article search (spec 3 §7). Results are parsed one by one when reshaped, so one broken
 * article is skipped rather than failing the page of results.
 */
export const ContentArticleSchema = z.looseObject({
  id: z.string().min(1).max(100),
  url: z.string().min(1),
  title: z.string().trim().min(1),
  eyebrow: z.string().trim().optional().catch(undefined),
  date: z.iso.date().optional().catch(undefined),
  picture: z
    .object({
      url: z.string().min(1),
      alt: z.string().catch(''),
      width: z.number().int().positive().optional().catch(undefined),
      height: z.number().int().positive().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
})
export type ContentArticle = z.infer<typeof ContentArticleSchema>

/**
 * A page among a parent's children (spec 2 §7 `children/{siteId}/{parentPageSlug}`): its id, url and title, with
 * a description and a picture where editors gave them. Children are parsed one by one when reshaped, so one broken
 * child is left out rather than failing the list.
 */
export const ContentChildSchema = z.looseObject({
  id: z.string().min(1).max(200),
  url: z.string().min(1).max(500),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).optional().catch(undefined),
  picture: ContentArticleSchema.shape.picture,
})
export type ContentChild = z.infer<typeof ContentChildSchema>

/** A facet's id goes back to the service as a `tagId`, so it must look like one. */
export const ContentArticleFacetSchema = z.looseObject({
  id: z.string().regex(ARTICLE_TAG_ID),
  label: z.string().trim().optional().catch(undefined),
  count: z.number().int().nonnegative().optional().catch(undefined),
})

/** A page of the article search: `search/{siteId}/article` with `offset`, `limit` and a repeatable `tagId`. */
export const ContentArticleSearchDocSchema = z.looseObject({
  results: z.array(z.unknown()).catch([]).default([]),
  facets: z.array(z.unknown()).catch([]).default([]),
  numFound: z.number().int().nonnegative().catch(0).default(0),
})
export type ContentArticleSearchDoc = z.infer<typeof ContentArticleSearchDocSchema>

/**
 * A page of the showcase of a document type (spec 2 §7 `showcase/{siteId}/{docType}`), for the editors' preview
 * tool. Entries are parsed one by one when reshaped, so one broken entry is skipped.
 */
export const ContentShowcaseDocSchema = z.looseObject({
  results: z.array(z.unknown()).default([]),
  numFound: z.number().int().nonnegative().catch(0).default(0),
})
export type ContentShowcaseDoc = z.infer<typeof ContentShowcaseDocSchema>

/** One showcase entry: the document with its id, name, referrers count and modification date. */
export const ContentShowcaseItemSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional().catch(undefined),
  referrersCount: z.number().int().nonnegative().catch(0).default(0),
  modificationDate: z.iso.datetime({ offset: true }).optional().catch(undefined),
  /** A page-level document has `components`; a block document is the block itself. */
  document: z.unknown(),
})
