/**
 * What blocks need to know about the request, decided by the worker before rendering (worker/loaders/blocks.ts):
 * the audience (for segmentation), experience decisions, what the page is about (for filter-by wrappers) and the
 * data some blocks show (products of inline catalog grids, article grids, upsells). Blocks outside a provider see
 * an anonymous shopper on a plain page.
 */

import type { ProductSummary } from '../catalogue/catalogue'
import { ANONYMOUS_AUDIENCE, type Audience, type PageSubject } from '../personalization/audience'
import type { ArticleResults } from './articles'
import type { NewsletterNotice } from './engagement'
import type { PhotoPage } from './gallery'
import type { PhotoShare } from './photo-share'

/**
 * A product an upsell offers: enough to show it and to buy it from a quick-shop drawer, which adds a variant by
 * style, colour and size (the size's code, as the catalogue names it).
 */
export interface UpsellItem {
  product: ProductSummary
  /**
   * Its variants by SKU (spec 3 §3), each with the catalogue's online stock (`quantity`; null when the inventory
   * could not be read, and the product's details said only whether it is in stock) and whether it is in stock:
   * InStock when its quantity is above 0 (`inventoryStateOf`); every variant is on a showcase site.
   */
  variants: { sku: string; colourCode: string; size: string; quantity: number | null; inStock: boolean }[]
  /** Its colours and sizes (spec 3 §3 `attributes`), each option available when a variant of it is in stock. */
  attributes: UpsellAttribute[]
  /** Each size as the market reads it, where that differs from its code. */
  sizeLabels?: Readonly<Record<string, string>>
  maxQty: number
  /** The decision service's token for this recommended item (decision 062): its link reports a click with it. */
  recToken?: string
  /**
   * The catalogue widget's id for this recommended item (decision 109), reported with its impression and a click as
   * a decided item's token is.
   */
  recommendationId?: string
}

/** One of an upsell product's attributes, its colour or its size, with its options as the market names them. */
export interface UpsellAttribute {
  id: 'color' | 'size'
  options: { id: string; label: string; available: boolean }[]
}

/** A variant's inventory state (spec 3 §3): InStock when its quantity is above 0, otherwise OutOfStock. */
export type InventoryState = 'InStock' | 'OutOfStock'

/** @example inventoryStateOf(3) // 'InStock' */
export const inventoryStateOf = (quantity: number): InventoryState =>
  quantity > 0 ? 'InStock' : 'OutOfStock'

export interface BlockEnvironment {
  audience: Audience
  /** A segment id forced by an editor's test context (preview only). */
  testSegmentId: string | null
  /** Experience id → the variant a personalisation decision picked. */
  decisions: Readonly<Record<string, string>>
  subject: PageSubject
  /** Products of each inline catalog grid, by block id. */
  catalogGrids: Readonly<Record<string, ProductSummary[]>>
  /** The first page of each article grid (its cards, facets and total), by block id. */
  articleGrids: Readonly<Record<string, ArticleResults>>
  /** Products of each recommendation carousel, by block id. */
  recommendations: Readonly<Record<string, ProductSummary[]>>
  /**
   * The click tokens of recommended products, by block id, then style code (decision 062): a product's link pings
   * the click with it. The decision's tokens, or the catalogue widget's recommendation ids (decision 109); absent
   * or empty where the products came from a search.
   */
  recTokens?: Readonly<Record<string, Readonly<Record<string, string>>>>
  /**
   * The page of shoppers' photos each gallery shows, by block id, with the links to its other pages (decision 092);
   * absent or missing for a gallery: it has none, or the social media service did not answer, and shows nothing.
   */
  galleries?: Readonly<Record<string, GalleryData>>
  /** The in-stock items of each upsell, with their variants for quick shop, by block id. */
  upsells: Readonly<Record<string, UpsellItem[]>>
  /** Closable blocks the shopper closed (from a cookie). */
  closedBlocks: readonly string[]
  /** The page's own origin (`https://shop.example`), for the absolute URLs HTML wants (a link's `ping`). */
  origin: string
  /** Whether the page is a product or custom page (gallery headings hide there). */
  pageKind: 'home' | 'category' | 'product' | 'content' | 'other'
  /** Third-party players and widgets this deployment uses (worker vars `HOSTED_VIDEO`, `GALLERY_SCRIPT_URL`). */
  embeds: {
    hostedVideo: boolean
    galleryScriptUrl: string | null
    /** The hosted-video service's base URL; absent, its own origin (development uses a local stand-in). */
    hostedVideoBase?: string
  }
  /** The day it is (UTC, `YYYY-MM-DD`), so a block can tell an event that has ended; absent, none has. */
  today?: string
  /** What the newsletter and event sign-up know of the shopper and the page; absent: a guest (`engagement.ts`). */
  engagement?: EngagementEnvironment
}

/** A gallery's photos on this page, and the addresses of its previous and next pages (null at either end). */
export interface GalleryData {
  photos: PhotoPage
  previousHref: string | null
  nextHref: string | null
  /** This page of the gallery (its address and the gallery's fragment): where a photo's own page leads back to. */
  from: string
  /** A gallery of one product's photos takes the shopper's own (decision 104); null for the others. */
  share: PhotoShare | null
}

/** The shopper as the newsletter and event sign-up see them (never the session itself), and the page's path. */
export interface EngagementEnvironment {
  signedIn: boolean
  /** The account's email, when known. */
  email: string | null
  newsletterSubscribed: boolean
  /** The page's path: the newsletter's campaign name and where a plain form post returns. */
  path: string
  /** The outcome of a newsletter form posted without JavaScript (`?newsletter=subscribed`). */
  newsletterNotice: NewsletterNotice | null
  /** A refused newsletter form, the page rendered again at its own address: what was typed and why, worded. */
  newsletterRefused?: NewsletterRefused
}

/** A refused newsletter form (decision 074): the email as typed, each field's message, or the form's own. */
export interface NewsletterRefused {
  email: string
  notice: string | null
  errors: Partial<Record<'email' | 'policy', string>>
}

export const DEFAULT_BLOCK_ENVIRONMENT: BlockEnvironment = {
  audience: ANONYMOUS_AUDIENCE,
  testSegmentId: null,
  decisions: {},
  subject: { productId: null, categoryId: null },
  catalogGrids: {},
  articleGrids: {},
  recommendations: {},
  upsells: {},
  closedBlocks: [],
  origin: '',
  pageKind: 'other',
  embeds: { hostedVideo: false, galleryScriptUrl: null },
}
