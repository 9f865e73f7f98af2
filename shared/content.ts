/**
 * View models of content-service documents: the menu, footer, promo bar and pages made of blocks. The worker
 * reshapes the content service's answers into these, stores them in KV and renders them; the client only reads
 * them. Blocks are validated one by one, so an editor's mistake in one block never breaks the page.
 */
import { z } from 'zod'

/** The fixed pages of the content service's augmented-page call (spec 2 §7). */
export const AUGMENTED_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const
export type AugmentedPage = (typeof AUGMENTED_PAGES)[number]

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

const blockBase = {
  id: z.string().min(1),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  targets: z.array(LinkSchema).default([]),
  backgroundColor: z.string().optional(),
}

export const HeroBlockSchema = z.object({
  type: z.literal('hero'),
  ...blockBase,
  variant: z.enum(['standard', 'block-below', 'product-overlay']).default('standard'),
  media: MediaSchema,
  gradientStyle: z.enum(['full', 'focused', 'off']).default('off'),
  titleH1: z.boolean().default(false),
})

export const BannerBlockSchema = z.object({
  type: z.literal('banner'),
  ...blockBase,
  variant: z.enum(['image', 'block-below', 'overlay', 'split', 'thin']).default('image'),
  media: MediaSchema.optional(),
  text: z.string().optional(),
  splitWidth: z.union([z.literal(60), z.literal(50), z.literal(40)]).default(50),
})

export const CollectionItemSchema = z.object({
  title: z.string().min(1),
  url: z.string().min(1),
  media: MediaSchema,
  eyebrow: z.string().optional(),
})

export const CollectionBlockSchema = z.object({
  type: z.literal('collection'),
  ...blockBase,
  layout: z.enum(['grid', 'carousel']).default('grid'),
  items: z.array(CollectionItemSchema).min(1),
})

export const BlockSchema = z.discriminatedUnion('type', [
  HeroBlockSchema,
  BannerBlockSchema,
  CollectionBlockSchema,
])
export type Block = z.infer<typeof BlockSchema>
export type BlockType = Block['type']
export type HeroBlock = z.infer<typeof HeroBlockSchema>
export type BannerBlock = z.infer<typeof BannerBlockSchema>
export type CollectionBlock = z.infer<typeof CollectionBlockSchema>

export interface BlockIssue {
  index: number
  type: string
  reason: string
}

/**
 * Validates each block on its own: valid ones are kept in order, invalid or unknown ones are reported and
 * dropped.
 */
export function parseBlocks(raw: readonly unknown[]): { blocks: Block[]; issues: BlockIssue[] } {
  const blocks: Block[] = []
  const issues: BlockIssue[] = []
  raw.forEach((entry, index) => {
    const parsed = BlockSchema.safeParse(entry)
    if (parsed.success) {
      blocks.push(parsed.data)
      return
    }
    const type =
      typeof entry === 'object' && entry !== null && 'type' in entry ? String(entry.type) : 'unknown'
    issues.push({ index, type, reason: parsed.error.issues[0]?.message ?? 'invalid block' })
  })
  return { blocks, issues }
}

export interface MenuLink {
  id: string
  title: string
  url: string
  featured: boolean
}

export interface MenuSection {
  id: string
  title: string
  url: string | null
  links: MenuLink[]
}

export interface MenuItem {
  id: string
  title: string
  url: string | null
  /** Up to six columns of sections; an item with no columns is a plain link. */
  columns: MenuSection[][]
  shopAll: { text: string | null; hideOnSmall: boolean; hideOnLarge: boolean }
  banner: { media: Media; title: string; url: string } | null
}

export interface Menu {
  items: MenuItem[]
}

export interface FooterColumn {
  title: string
  links: Link[]
}

export interface Footer {
  columns: FooterColumn[]
  legal: Link[]
  note: string | null
}

export interface PromoMessage {
  id: string
  text: string
  link: Link | null
  textColor: string | null
  background: string | null
}

export interface PromoBar {
  autorotateMs: number
  closable: boolean
  messages: PromoMessage[]
}

export interface ContentPage {
  id: string
  title: string
  description: string | null
  blocks: Block[]
}

/** The parts of every page that come from the content service: menu, footer and promo bar. */
export interface SiteChrome {
  menu: Menu
  footer: Footer
  promoBar: PromoBar | null
}
