/**
 * Catalogue view models: what listings, product pages and product cards read. Badges follow spec 2 §9: Free
 * Gift when the current price is 0, Marked Down when the current price is below the original.
 */
import type { ThreadColour } from '../bag/embroidery'
import type { FacetId } from './listing'

export interface Money {
  currency: string
  original: number
  current: number
}

/**
 * A product's price: one price, or a range when its sizes are priced differently. `original` and `current` are
 * the low end; the high end is present only when it is above it.
 */
export interface PriceRange extends Money {
  highOriginal?: number
  highCurrent?: number
}

/** Whether a price is a range rather than one figure. */
export const isPriceRange = (price: PriceRange): price is Required<PriceRange> =>
  price.highCurrent !== undefined && price.highCurrent > price.current

export type ProductBadge = 'free-gift' | 'marked-down'

/** One picture of a product in a colour: the view it shows (front, back, side, top, sole, detail) and its address. */
export interface ProductView {
  view: string
  image: string
}

export interface ProductColour {
  code: string
  name: string
  hex: string
  /** The main picture. */
  image: string
  /** On a product's details: every picture of the colour, main picture first (decision 050). */
  views?: ProductView[]
}

export interface ProductSummary {
  styleCode: string
  name: string
  brand: string
  url: string
  colours: ProductColour[]
  price: PriceRange
  rating: { score: number; count: number }
  badges: ProductBadge[]
}

/**
 * A product a catalogue recommendation widget recommends, with the widget's id for this recommendation (spec 2 §3),
 * which its impression and a click on it are reported with, as a decided item's token is (decision 109); null when
 * the widget gave none.
 */
export interface RecommendedSummary extends ProductSummary {
  recommendationId: string | null
}

export interface ProductDetails extends ProductSummary {
  /** The product master its colours and sizes belong to, as the catalogue names it; null when it names none. */
  masterId: string | null
  description: string
  /** What it has, what it is made of and how to look after it, a line each, in the page's language. */
  features: string[]
  materials: string[]
  care: string[]
  /** Which size chart applies: apparel, shoes, kids-apparel... Null when the product has none. */
  productType: string | null
  /** The sizes, in their natural order (XS → XXL, numbers ascending). */
  sizes: string[]
  /**
   * Each size as the shopper's market reads it (decision 053): a shoe's UK size on en-gb, its EU size on the
   * continent; a size missing here is shown as it is. Values (SKUs, URLs, filters, the bag) stay the catalogue's.
   */
  sizeLabels: Record<string, string>
  maxQty: number
  variants: ProductVariant[]
  categoryId: string
  /**
   * Sent by email (the e-gift card): its sizes are amounts, and it is bought for a recipient (name, email, message);
   * never picked up in a store or out of stock.
   */
  digital: boolean
  /**
   * Personalisable (decision 030): a text stitched in a thread colour, made to order, at `surcharge` more a unit
   * in the product's currency, and the shop's ready-made designs to add by their code. Null when the product
   * cannot be personalised.
   */
  personalisation: { surcharge: number; designs: ReadyMadeDesign[] } | null
}

/** A personalisation the shop designed (decision 030): added by its code, its text stitched in its thread. */
export interface ReadyMadeDesign {
  code: string
  text: string
  thread: ThreadColour
}

export interface ProductVariant {
  sku: string
  colourCode: string
  size: string
  /** Its UPC, where the catalogue gives one: what the cart is told on an add to bag. */
  upc?: string
  inStock: boolean
  /** What this size costs. */
  price: Money
}

export interface Category {
  id: string
  parentId: string | null
  name: string
  url: string
  /** Ancestors, outermost first, each with its name and URL (for breadcrumbs). */
  trail: { id: string; name: string; url: string }[]
  children: { id: string; name: string; url: string }[]
}

export interface FacetValue {
  value: string
  /** The upstream's label (colour names, category names); other facets are labelled from the message catalogue. */
  label: string | null
  count: number
  selected: boolean
}

export interface Facet {
  id: FacetId
  values: FacetValue[]
}

export interface ProductPage<T = ProductSummary> {
  total: number
  start: number
  products: T[]
  facets: Facet[]
  /** A search's products are for this corrected query: the one asked found nothing (decision 051). */
  correctedQuery?: string
}

export const DEFAULT_MAX_QTY = 999999

/** The badges a price earns. */
export function getBadges(price: Money): ProductBadge[] {
  if (price.current === 0) return ['free-gift']
  if (price.current < price.original) return ['marked-down']
  return []
}

/** A product set (a look, a bundle) seen from one of its products: the set's other products. */
export interface ProductSet {
  id: string
  name: string
  products: ProductSummary[]
}

/** What the search box suggests while the shopper types. */
export interface Suggestions {
  query: string
  terms: { text: string; url: string }[]
  /** Each category once, with the department it is in ("Jackets", "Men") when it has one. */
  categories: { id: string; name: string; url: string; department?: string }[]
  products: ProductSummary[]
}

/** A size chart: a product type's sizes and measurements, or the foot-size conversion table. */
export interface SizeChart {
  /** The product type it is for (`apparel`, `shoes`...), or `foot-sizes`. */
  productType: string
  unit: string
  columns: string[]
  rows: string[][]
}

/** A product in a comparison: each attribute the comparison names is a field of it. */
export interface ComparedProduct {
  styleCode: string
  name: string
  [attribute: string]: unknown
}

/** Up to four products side by side, and the attributes to compare them on. */
export interface ProductComparison {
  attributes: string[]
  products: ComparedProduct[]
}

/** An editorial collection, pointing at a category. */
export interface Collection {
  id: string
  title: string
  categoryId: string
}
