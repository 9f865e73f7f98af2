/**
 * The blocks editors compose pages from (spec 3 §3), as one zod discriminated union. The worker validates each
 * block on its own, nested ones included, so an editor's mistake drops that block and is logged while the rest of
 * the page renders. Rich text is sanitised by the schema itself, colours are checked before they reach a style
 * attribute, and links and media arrive already localised and moved onto the media host (content reshape).
 *
 * Blocks that hold blocks (section, filter-by, experience, segmentation, dialog) are typed by hand below, because
 * a recursive type cannot be inferred; their schemas are checked against those types.
 */
import * as z from 'zod'
import { ARTICLE_MAX_TAGS, ARTICLE_TAG_ID } from './article-tags'
import { SAFE_COLOR } from './colors'
import { EVENT_ID, EVENT_MAX_DAYS, eventDays, isIsoDate } from './engagement'
import { safeLength } from './lengths'
import { type SafeHtml, sanitizeHtml } from './rich-text'
import { CLOUD_NAME_PATTERN, PUBLIC_ID_PATTERN, youtubeVideoId } from './video'

export const BREAKPOINTS = ['sm', 'md', 'lg'] as const
export type Breakpoint = (typeof BREAKPOINTS)[number]

/** A CSS colour that is safe inside a style attribute (`SAFE_COLOR`). */
export const ColorSchema = z.string().trim().regex(SAFE_COLOR)

/** A CSS length that is safe inside a style attribute (`safeLength`): a number is pixels. */
const LengthSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const length = safeLength(value)
  if (length === null) ctx.addIssue({ code: 'custom', message: 'not a length in px, rem, em, % or vw' })
  return length ?? ''
})

/** An optional field that an editor got wrong is dropped rather than failing its block. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)

const RichTextSchema = z.string().transform((html): SafeHtml => sanitizeHtml(html))

export const LinkSchema = z.object({
  text: z.string().min(1),
  url: z.string().min(1),
  newTab: z.boolean().optional(),
})
export type Link = z.infer<typeof LinkSchema>

export const MediaSchema = z.object({
  url: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Media = z.infer<typeof MediaSchema>

export const ICONS = [
  'truck',
  'return',
  'store',
  'gift',
  'star',
  'leaf',
  'chat',
  'lock',
  'arrow',
  'ruler',
] as const
export type IconName = (typeof ICONS)[number]

/** A call-to-action button (spec 3 "targets"). */
export const ButtonSchema = LinkSchema.extend({
  style: z.enum(['primary', 'secondary', 'link']).catch('primary').default('primary'),
  size: z.enum(['sm', 'md', 'lg']).catch('md').default('md'),
  icon: lenient(z.enum(ICONS)),
})
export type Button = z.infer<typeof ButtonSchema>

const PerBreakpoint = <T extends z.ZodType>(schema: T) =>
  z.object({ sm: lenient(schema), md: lenient(schema), lg: lenient(schema) })

/** The common content fields of spec 3 §3. */
const common = {
  id: z.string().min(1).max(100),
  title: lenient(z.string()),
  titleHtml: lenient(RichTextSchema),
  titleColor: lenient(ColorSchema),
  titleStyle: lenient(z.enum(['display', 'large', 'medium', 'small'])),
  subtitle: lenient(z.string()),
  richText: lenient(RichTextSchema),
  media: lenient(MediaSchema),
  /** Where the media itself links to. */
  mediaTarget: lenient(z.string().min(1)),
  targets: z.array(ButtonSchema).catch([]).default([]),
  backgroundColor: lenient(ColorSchema),
  /** Reported when the block is seen and used (`client/state/promotion-events.ts`). */
  promotionTracking: lenient(
    z.object({
      creativeName: z.string().trim().max(100),
      promotionId: z.string().trim().min(1).max(100),
      promotionName: z.string().trim().max(100),
    }),
  ),
  /** full 35%, focused 50%, off 0 (spec 3 §9). */
  gradientStyle: z.enum(['full', 'focused', 'off']).catch('off').default('off'),
  gradientTone: z.enum(['dark', 'light']).catch('dark').default('dark'),
  caption: lenient(
    z.object({
      text: z.string().min(1),
      position: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']).catch('bottom-left'),
    }),
  ),
  linkType: z.enum(['CTA', 'No-CTA']).catch('CTA').default('CTA'),
  alignment: z.enum(['left', 'center', 'right']).catch('left').default('left'),
  hideTitle: z.boolean().catch(false).default(false),
  titleH1: z.boolean().catch(false).default(false),
}

const VideoUrlSchema = z
  .string()
  .trim()
  .regex(/^(\/media\/|https:\/\/)[^\s"'<>]{1,500}$/)

const VideoFileSchema = z.object({ url: VideoUrlSchema })

/**
 * A hero's or banner's video (spec 3 §4): an uploaded file per breakpoint, played muted in a loop over the block's
 * image, which stays its poster and what shows where it does not play.
 */
export const BackgroundVideoSchema = z
  .object({ sm: lenient(VideoFileSchema), md: lenient(VideoFileSchema), lg: lenient(VideoFileSchema) })
  .refine((video) => Boolean(video.sm || video.md || video.lg), 'a video needs a file')
export type BackgroundVideo = z.infer<typeof BackgroundVideoSchema>

export const HeroBlockSchema = z.object({
  type: z.literal('hero'),
  ...common,
  variant: z.enum(['standard', 'block-below', 'product-overlay']).catch('standard').default('standard'),
  media: MediaSchema,
  video: lenient(BackgroundVideoSchema),
  /** Products pinned over the image in the product-overlay variant. */
  products: z
    .array(z.object({ title: z.string().min(1), url: z.string().min(1), price: lenient(z.string()) }))
    .max(4)
    .catch([])
    .default([]),
})

export const BANNER_VARIANTS = [
  'image',
  'block-below',
  'overlay',
  'split',
  'thin',
  'espot',
  'menu',
  'category-card',
] as const

export const BannerBlockSchema = z.object({
  type: z.literal('banner'),
  ...common,
  variant: z.enum(BANNER_VARIANTS).catch('image').default('image'),
  /** The image's share of a split banner (spec 3 §9). */
  splitWidth: z
    .union([z.literal(60), z.literal(50), z.literal(40)])
    .catch(50)
    .default(50),
  /** Which side the image takes in a split banner. */
  mediaPosition: z.enum(['left', 'right']).catch('left').default('left'),
  video: lenient(BackgroundVideoSchema),
})

export const BenefitBarBlockSchema = z.object({
  type: z.literal('benefitBar'),
  ...common,
  closable: z.boolean().catch(false).default(false),
  items: z
    .array(
      z.object({ icon: lenient(z.enum(ICONS)), text: z.string().min(1), url: lenient(z.string().min(1)) }),
    )
    .min(1),
})

const CollectionBreakpointSchema = z.object({
  type: z.enum(['carousel', 'grid']).catch('grid').default('grid'),
  showArrows: z.boolean().catch(true).default(true),
  showIndicators: z.boolean().catch(false).default(false),
  showProgress: z.boolean().catch(false).default(false),
  autoplay: z.boolean().catch(false).default(false),
  /** Seconds between slides when autoplaying. */
  autorotateTime: z.number().positive().max(60).catch(5).default(5),
  loop: z.boolean().catch(false).default(false),
  /** A carousel's slide sizing (spec 3 §3): its width, its widest, the space inside it, and around the track. */
  slideWidth: lenient(LengthSchema),
  slideMaxWidth: lenient(LengthSchema),
  slidePadding: lenient(LengthSchema),
  margin: lenient(LengthSchema),
})
export type CollectionBreakpoint = z.infer<typeof CollectionBreakpointSchema>

export const CardSchema = z.object({
  title: z.string().min(1),
  url: z.string().min(1),
  media: MediaSchema,
  /** Shown on hover in the vertical-list variant instead of beside the title. */
  hoverMedia: lenient(MediaSchema),
  eyebrow: lenient(z.string()),
  text: lenient(z.string()),
})
export type Card = z.infer<typeof CardSchema>

export const CollectionBlockSchema = z.object({
  type: z.literal('collection'),
  ...common,
  breakpoints: z
    .object({
      sm: CollectionBreakpointSchema.catch(CollectionBreakpointSchema.parse({})),
      md: CollectionBreakpointSchema.catch(CollectionBreakpointSchema.parse({})),
      lg: CollectionBreakpointSchema.catch(CollectionBreakpointSchema.parse({})),
    })
    .catch({
      sm: CollectionBreakpointSchema.parse({}),
      md: CollectionBreakpointSchema.parse({}),
      lg: CollectionBreakpointSchema.parse({}),
    })
    .default({
      sm: CollectionBreakpointSchema.parse({}),
      md: CollectionBreakpointSchema.parse({}),
      lg: CollectionBreakpointSchema.parse({}),
    }),
  variant: z
    .enum(['default', 'stacked', 'vertical-list', 'highlightCenter', 'threeCardGrid'])
    .catch('default')
    .default('default'),
  items: z.array(CardSchema).min(1).max(24),
})

export const CtaButtonBlockSchema = z.object({
  type: z.literal('ctaButton'),
  ...common,
  targets: z.array(ButtonSchema).length(1),
})

export const ButtonCollectionBlockSchema = z.object({
  type: z.literal('buttonCollection'),
  ...common,
  targets: z.array(ButtonSchema).min(1).max(8),
})

export const IconTextBlockSchema = z.object({
  type: z.literal('iconText'),
  ...common,
  items: z
    .array(
      z.object({
        icon: z.enum(ICONS),
        title: z.string().min(1),
        text: lenient(z.string()),
        url: lenient(z.string().min(1)),
      }),
    )
    .min(1)
    .max(8),
})

export const AccordionBlockSchema = z.object({
  type: z.literal('accordion'),
  ...common,
  items: z
    .array(z.object({ id: z.string().min(1), title: z.string().min(1), richText: RichTextSchema }))
    .min(1),
  /** Whether the first item starts open. */
  openFirst: z.boolean().catch(false).default(false),
})

export const AnchorBlockSchema = z.object({
  type: z.literal('anchor'),
  ...common,
  /** The anchor name; the element id is made from it. */
  name: z.string().trim().min(1).max(80),
})

export const RichTextBlockSchema = z.object({
  type: z.literal('richText'),
  ...common,
  richText: RichTextSchema,
})

export const SpacerBlockSchema = z.object({
  type: z.literal('spacer'),
  ...common,
  /** Bottom margin per breakpoint, in rem. */
  bottomMargins: PerBreakpoint(z.number().min(0).max(20)).catch({}).default({}),
})

export const PictureBlockSchema = z.object({
  type: z.literal('picture'),
  ...common,
  media: MediaSchema,
})

export const CatalogGridBlockSchema = z.object({
  type: z.literal('catalogGrid'),
  ...common,
  /** The category whose products are shown, or a search. */
  categoryId: lenient(z.string().regex(/^\d{4,10}$/)),
  query: lenient(z.string().min(1).max(80)),
  count: z.number().int().min(1).max(24).catch(8).default(8),
  sort: z
    .enum(['relevance', 'newest', 'price-asc', 'price-desc', 'rating'])
    .catch('relevance')
    .default('relevance'),
})

export const MultiLinkCardBlockSchema = z.object({
  type: z.literal('multiLinkCard'),
  ...common,
  titleTarget: lenient(z.string().min(1)),
  links: z.array(LinkSchema).min(1).max(12),
})

export const SecondaryNavBlockSchema = z.object({
  type: z.literal('secondaryNav'),
  ...common,
  title: z.string().min(1),
  links: z.array(LinkSchema).min(1).max(20),
  divider: z.boolean().catch(false).default(false),
})

/** A recommendation widget's name, or the search service's products for a query or category (spec 3 §2.5). */
const recommendationSource = {
  source: z.enum(['personalization', 'search']).catch('personalization').default('personalization'),
  widget: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .catch('recommended')
    .default('recommended'),
  query: lenient(z.string().trim().min(1).max(80)),
  categoryId: lenient(z.string().regex(/^\d{4,10}$/)),
}

/** Spec 3 §9: the recommendation impression event sends 24 items, so a carousel holds at most 24. */
export const RECOMMENDATION_LIMIT = 24

export const RecommendationsBlockSchema = z.object({
  type: z.literal('recommendations'),
  ...common,
  ...recommendationSource,
  count: z.number().int().min(1).max(RECOMMENDATION_LIMIT).catch(8).default(8),
})

/** Spec 3 §9: a stacked upsell shows three items unless the editor says otherwise. */
export const UPSELL_STACKED_DEFAULT = 3

export const UpsellBlockSchema = z.object({
  type: z.literal('upsell'),
  ...common,
  ...recommendationSource,
  layout: z.enum(['carousel', 'stacked']).catch('carousel').default('carousel'),
  stackedCount: z.number().int().min(1).max(12).catch(UPSELL_STACKED_DEFAULT).default(UPSELL_STACKED_DEFAULT),
  /** Products chosen by the editor (complete the look); when empty, the source decides. */
  productIds: z
    .array(z.string().regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/))
    .max(12)
    .catch([])
    .default([]),
})

/** Spec 3 §9: an article page shows up to four related articles. */
export const RELATED_ARTICLES_LIMIT = 4

export const ArticleBlockSchema = z.object({
  type: z.literal('article'),
  ...common,
  title: z.string().min(1),
  /** ISO date of publication. */
  date: lenient(z.iso.date()),
  related: z
    .array(z.object({ title: z.string().min(1), url: z.string().min(1), media: lenient(MediaSchema) }))
    .catch([])
    .default([])
    .transform((items) => items.slice(0, RELATED_ARTICLES_LIMIT)),
})

/** An article search an editor set up: tags (an article with any of them matches) and optional free text. */
const ArticleQuerySchema = z.object({
  tags: z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((tags) =>
      [
        ...new Set(tags.filter((tag): tag is string => typeof tag === 'string' && ARTICLE_TAG_ID.test(tag))),
      ].slice(0, ARTICLE_MAX_TAGS),
    ),
  q: lenient(z.string().trim().min(1).max(80)),
})

/** Articles of the journal found by tags, with an optional filter bar and "read more" (spec 3 §2.2). */
export const ArticleGridBlockSchema = z.object({
  type: z.literal('articleGrid'),
  ...common,
  /** Rows per page; a page is rows times the large breakpoint's columns (3 when either is missing). */
  rowsToLoad: lenient(z.number().int().min(1).max(12)),
  /** Columns per breakpoint. */
  gridSize: PerBreakpoint(z.number().int().min(1).max(6)).catch({}).default({}),
  initialQuery: ArticleQuerySchema.catch({ tags: [] }).default({ tags: [] }),
  /** The initial tags filter the grid but are not shown as chosen in the filter bar. */
  initialQueryNotFiltered: z.boolean().catch(false).default(false),
  showFilterBar: z.boolean().catch(false).default(false),
  loadMore: z.boolean().catch(false).default(false),
  hidePageDate: z.boolean().catch(false).default(false),
})

/** The newsletter sign-up (spec 3 §2.4, §3): the block's rich text is the policy the checkbox accepts. */
export const NewsletterBlockSchema = z.object({
  type: z.literal('newsletter'),
  ...common,
  /** A line under the title. */
  text: lenient(z.string().trim().min(1).max(500)),
  /** A hint under the email field. */
  emailHint: lenient(z.string().trim().min(1).max(200)),
  /** Shown after signing up, and as the heading for a shopper who is already subscribed (spec 3 §4). */
  successText: lenient(z.string().trim().min(1).max(200)),
})

/** A calendar date; a date-time from the CMS counts as its date. */
const EventDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/)
  .transform((value) => value.slice(0, 10))
  .refine(isIsoDate)

/**
 * The event sign-up (spec 3 §2.3, §3): a dialog that asks a guest to sign in or sign up, then the join form with
 * one checkbox a day from the start date to the end date. A range that offers no day fails the block.
 */
export const EventSignupBlockSchema = z
  .object({
    type: z.literal('eventSignup'),
    ...common,
    eventId: z.string().regex(EVENT_ID),
    startDate: EventDateSchema,
    endDate: EventDateSchema,
    /** Whether a shopper may bring a guest (the "plus one"), named in the form. */
    enablePlusOne: z.boolean().catch(false).default(false),
    submitCtaLabel: lenient(z.string().trim().min(1).max(60)),
    confirmationTitle: lenient(z.string().trim().min(1).max(120)),
    confirmationSubtitle: lenient(z.string().trim().min(1).max(300)),
  })
  .refine((block) => eventDays(block.startDate, block.endDate).length > 0, {
    message: `the event must end on or after its start, within ${EVENT_MAX_DAYS} days`,
    path: ['endDate'],
  })

/** A video file or image of a video block: a media-host path or an https URL (never `data:` or a script URL). */
/** The still shown before a video plays; its size reserves the video's space. */
const PosterSchema = z.object({
  url: VideoUrlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

const VideoTrackSchema = z.object({
  /** Tracks belong to the hosted asset and are loaded from the hosted service (the CSP allows only that host). */
  src: z
    .string()
    .trim()
    .regex(/^https:\/\/res\.cloudinary\.com\/[^\s"'<>]{1,500}$/),
  label: z.string().trim().min(1).max(60),
  srclang: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/),
  kind: z.enum(['transcripts', 'chapters']),
})

/**
 * A video (spec 3 §2.13): a YouTube video (played through a facade) or an uploaded one, in a file per breakpoint.
 * With the hosted-video flag on, an uploaded video whose asset has a public id plays from the hosted service
 * instead, with its text tracks; otherwise the uploaded files are the fallback. Player settings left unset take
 * the player's defaults (the hosted player autoplays muted in a loop, without controls). The title names the
 * player for assistive technology.
 */
export const VideoBlockSchema = z
  .object({
    type: z.literal('video'),
    ...common,
    source: z.enum(['uploaded', 'youtube']),
    /** A youtu.be, watch, embed or v link (spec 3 §9); only the video id is kept in use. */
    youtubeUrl: lenient(
      z
        .string()
        .trim()
        .refine((url) => youtubeVideoId(url) !== null),
    ),
    /** The uploaded files per breakpoint, and the poster. */
    media: z
      .object({
        sm: lenient(VideoFileSchema),
        md: lenient(VideoFileSchema),
        lg: lenient(VideoFileSchema),
        poster: lenient(PosterSchema),
      })
      .catch({})
      .default({}),
    playerSettings: z
      .object({
        autoplay: lenient(z.boolean()),
        hideControls: lenient(z.boolean()),
        loop: lenient(z.boolean()),
        muted: lenient(z.boolean()),
      })
      .catch({})
      .default({}),
    isFullWidth: z.boolean().catch(false).default(false),
    /** Space above and below the player per breakpoint, in rem. */
    paddings: PerBreakpoint(z.number().min(0).max(20)).catch({}).default({}),
    cloudinaryAsset: lenient(
      z.object({
        cloudName: z.string().regex(CLOUD_NAME_PATTERN),
        publicId: z.string().regex(PUBLIC_ID_PATTERN),
      }),
    ),
    /** The hosted asset's size, which reserves its space. */
    width: lenient(z.number().int().positive().max(10_000)),
    height: lenient(z.number().int().positive().max(10_000)),
    seoTitle: lenient(z.string().trim().min(1).max(200)),
    seoDescription: lenient(z.string().trim().min(1).max(500)),
    /** Invalid tracks are dropped one by one. */
    tracks: z
      .array(VideoTrackSchema.nullable().catch(null))
      .max(20)
      .catch([])
      .default([])
      .transform((tracks) => tracks.filter((track) => track !== null)),
  })
  .superRefine((block, ctx) => {
    if (block.source === 'youtube' && !block.youtubeUrl) {
      ctx.addIssue({
        code: 'custom',
        message: 'a YouTube video needs a youtu.be, watch, embed or v link',
        path: ['youtubeUrl'],
      })
    }
    const { sm, md, lg } = block.media
    if (block.source === 'uploaded' && !sm && !md && !lg && !block.cloudinaryAsset) {
      ctx.addIssue({
        code: 'custom',
        message: 'an uploaded video needs a file or a hosted asset',
        path: ['media'],
      })
    }
  })

/**
 * A photo gallery (spec 3 §2.12) filled by an external script: the social-commerce widget, whose filter may
 * hold the placeholders of `shared/content/gallery.ts`, or the older gallery with a title and subtitle.
 */
export const GalleryBlockSchema = z.object({
  type: z.literal('gallery'),
  ...common,
  kind: z.enum(['social', 'legacy']),
  /** The element the widget fills: a valid, page-unique element id. */
  containerId: z.string().regex(/^[A-Za-z][\w-]{0,79}$/),
  filter: lenient(z.string().trim().max(300)),
})

const VisibilitySchema = z
  .object({
    sm: z.boolean().catch(true).default(true),
    md: z.boolean().catch(true).default(true),
    lg: z.boolean().catch(true).default(true),
  })
  .catch({ sm: true, md: true, lg: true })
  .default({ sm: true, md: true, lg: true })

export const AUDIENCE_CONDITIONS = [
  'loggedout',
  'loggedin',
  'loyalty-loggedin',
  'non-loyalty-loggedin',
  'employee-loggedin',
  'non-employee-loggedin',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-loggedin',
  'non-ipa-wranx-loggedin',
  'wranx-loggedin',
  'non-wranx-loggedin',
  'ipa-loggedin',
  'non-ipa-loggedin',
  'athletes-loggedin',
  'non-athletes-loggedin',
] as const
export type AudienceCondition = (typeof AUDIENCE_CONDITIONS)[number]

// ---- Blocks that hold blocks. Their children are validated one by one through `parseBlocks`.

/** Children of a container: each is validated on its own, invalid ones dropped and reported. */
const ChildrenSchema = z
  .array(z.unknown())
  .max(50)
  .catch([])
  .default([])
  .transform((items): Block[] => parseChildren(items))

export interface SectionBlock extends CommonFields {
  type: 'section'
  blocks: Block[]
  /** Where the section shows. */
  visibility: Record<Breakpoint, boolean>
  sticky: boolean
}
const SectionBlockSchema = z.object({
  type: z.literal('section'),
  ...common,
  blocks: ChildrenSchema,
  visibility: VisibilitySchema,
  sticky: z.boolean().catch(false).default(false),
})

export interface FilterByBlock extends CommonFields {
  type: 'filterBy'
  /** What the filter list holds: product style codes or category ids. */
  kind: 'product' | 'category'
  operator: 'IN' | 'NOT IN'
  values: string[]
  blocks: Block[]
}
const FilterByBlockSchema = z.object({
  type: z.literal('filterBy'),
  ...common,
  kind: z.enum(['product', 'category']),
  operator: z.enum(['IN', 'NOT IN']),
  values: z.array(z.string().min(1).max(40)).max(200),
  blocks: ChildrenSchema,
})

export interface ExperienceBlock extends CommonFields {
  type: 'experience'
  experienceId: string
  baselines: Block[]
  variants: { variantId: string; name: string; blocks: Block[] }[]
  trackingEvent?: string
  /** The space below the experience per breakpoint, in rem (spec 3 §3). */
  bottomMargins: Partial<Record<Breakpoint, number>>
}
const ExperienceBlockSchema = z.object({
  type: z.literal('experience'),
  ...common,
  experienceId: z.string().min(1).max(100),
  baselines: ChildrenSchema,
  variants: z
    .array(z.object({ variantId: z.string().min(1), name: z.string(), blocks: ChildrenSchema }))
    .catch([])
    .default([]),
  /** The data-layer event name the experience is reported under when seen (`client/state/promotion-events.ts`). */
  trackingEvent: lenient(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z][\w.:-]{0,59}$/),
  ),
  bottomMargins: PerBreakpoint(z.number().min(0).max(20)).catch({}).default({}),
})

export interface SegmentationBlock extends CommonFields {
  type: 'segmentation'
  segments: { id: string; condition: AudienceCondition; blocks: Block[] }[]
  baselines: Block[]
  isFullWidth: boolean
  hideOnBreakpoint: Record<Breakpoint, boolean>
}
const SegmentationBlockSchema = z.object({
  type: z.literal('segmentation'),
  ...common,
  segments: z.array(
    z.object({ id: z.string().min(1), condition: z.enum(AUDIENCE_CONDITIONS), blocks: ChildrenSchema }),
  ),
  baselines: ChildrenSchema,
  isFullWidth: z.boolean().catch(false).default(false),
  hideOnBreakpoint: z
    .object({
      sm: z.boolean().catch(false).default(false),
      md: z.boolean().catch(false).default(false),
      lg: z.boolean().catch(false).default(false),
    })
    .catch({ sm: false, md: false, lg: false })
    .default({ sm: false, md: false, lg: false }),
})

export interface DialogBlock extends CommonFields {
  type: 'dialog'
  /** The text of the button that opens the dialog. */
  triggerText: string
  blocks: Block[]
}
const DialogBlockSchema = z.object({
  type: z.literal('dialog'),
  ...common,
  title: z.string().min(1),
  triggerText: z.string().min(1).max(80),
  blocks: ChildrenSchema,
})

type CommonFields = z.infer<z.ZodObject<typeof common>>

const LEAF_SCHEMAS = [
  HeroBlockSchema,
  BannerBlockSchema,
  BenefitBarBlockSchema,
  CollectionBlockSchema,
  CtaButtonBlockSchema,
  ButtonCollectionBlockSchema,
  IconTextBlockSchema,
  AccordionBlockSchema,
  AnchorBlockSchema,
  RichTextBlockSchema,
  SpacerBlockSchema,
  PictureBlockSchema,
  CatalogGridBlockSchema,
  MultiLinkCardBlockSchema,
  SecondaryNavBlockSchema,
  ArticleBlockSchema,
  ArticleGridBlockSchema,
  RecommendationsBlockSchema,
  UpsellBlockSchema,
  NewsletterBlockSchema,
  EventSignupBlockSchema,
  VideoBlockSchema,
  GalleryBlockSchema,
] as const

type LeafBlock = z.infer<(typeof LEAF_SCHEMAS)[number]>
export type Block =
  | LeafBlock
  | SectionBlock
  | FilterByBlock
  | ExperienceBlock
  | SegmentationBlock
  | DialogBlock
export type BlockType = Block['type']

/** Every block type, in the order of the union. */
export const BLOCK_TYPES = [
  ...LEAF_SCHEMAS.map((schema) => schema.shape.type.value),
  'section',
  'filterBy',
  'experience',
  'segmentation',
  'dialog',
] as const satisfies readonly BlockType[]
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>

export type HeroBlock = BlockOf<'hero'>
export type BannerBlock = BlockOf<'banner'>
export type CollectionBlock = BlockOf<'collection'>

export const BlockSchema: z.ZodType<Block, unknown> = z.discriminatedUnion('type', [
  ...LEAF_SCHEMAS,
  SectionBlockSchema,
  FilterByBlockSchema,
  ExperienceBlockSchema,
  SegmentationBlockSchema,
  DialogBlockSchema,
])

export interface BlockIssue {
  /** Where the block sat: its index, then `nested.` and its index in the container (`3.nested.1`). */
  path: string
  type: string
  /** The block's id, when it had one: what an editor searches for. */
  id: string | null
  reason: string
}

/** Issues found in nested blocks while a page is being parsed (parsing is synchronous, so one list suffices). */
let nestedIssues: BlockIssue[] | null = null

function describeIssue(entry: unknown, path: string, error: z.ZodError): BlockIssue {
  const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
  const type = typeof record.type === 'string' ? record.type : 'unknown'
  const id = typeof record.id === 'string' ? record.id.slice(0, 100) : null
  const first = error.issues[0]
  const where = first?.path.length ? ` at ${first.path.join('.')}` : ''
  return { path, type, id, reason: `${first?.message ?? 'invalid block'}${where}` }
}

function parseChildren(items: unknown[]): Block[] {
  const blocks: Block[] = []
  items.forEach((entry, index) => {
    const parsed = BlockSchema.safeParse(entry)
    if (parsed.success) blocks.push(parsed.data)
    else nestedIssues?.push(describeIssue(entry, `nested.${index}`, parsed.error))
  })
  return blocks
}

/**
 * Validates each block on its own: valid ones are kept in order, invalid or unknown ones (at any depth) are
 * reported and dropped.
 */
export function parseBlocks(raw: readonly unknown[]): { blocks: Block[]; issues: BlockIssue[] } {
  const blocks: Block[] = []
  const issues: BlockIssue[] = []
  const outer = nestedIssues
  raw.forEach((entry, index) => {
    nestedIssues = []
    const parsed = BlockSchema.safeParse(entry)
    const nested = nestedIssues
    nestedIssues = outer
    if (parsed.success) blocks.push(parsed.data)
    else issues.push(describeIssue(entry, String(index), parsed.error))
    for (const issue of nested) issues.push({ ...issue, path: `${index}.${issue.path}` })
  })
  return { blocks, issues }
}

/** Whether a top-level block renders the page's h1 (an article, or a titled block the editor made the h1). */
export const blocksProvideH1 = (blocks: readonly Block[]): boolean =>
  blocks.some(
    (block) =>
      block.type === 'article' ||
      (block.titleH1 && !block.hideTitle && Boolean(block.title || block.titleHtml)),
  )

/** An element id from an anchor name: lower case, words joined by hyphens. */
export const anchorId = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section'
