/**
 * The products of the blocks that recommend them, carousels and upsells: the decision's picks when the block's
 * source is personalization and the catalogue still has them (with each pick's click token), else the block's own
 * source, the catalogue's recommendation widget or a search. Loaders of `BLOCK_LOADERS` (worker/loaders/blocks.ts).
 */

import type { ProductDetails, ProductSummary, RecommendedSummary } from '../../shared/catalogue/catalogue'
import { sortBySize } from '../../shared/catalogue/sizes'
import { inventoryStateOf, type UpsellItem } from '../../shared/content/block-environment'
import type { BlockOf } from '../../shared/content/blocks'
import type { Decision, RecommendedItem } from '../../shared/personalization/personalization'
import { logEvent } from '../log'
import type { PageInfo } from '../personalization/start'
import type { AppContext } from '../types'

/** What a loader knows of the page: the page, and the page view's personalization decision as it comes. */
export interface LoadContext extends PageInfo {
  decision: Promise<Decision | null>
}

type Sourced = BlockOf<'recommendations'> | BlockOf<'upsell'>

/** The products a recommendation source gives: the widget (for the page's product, if any) or a search. */
async function sourcedProducts(
  c: AppContext,
  block: Sourced,
  productId: string | null,
  count: number,
): Promise<(ProductSummary | RecommendedSummary)[]> {
  const { catalogue } = c.var.services
  if (block.source === 'search') {
    if (!block.query && !block.categoryId) return []
    const page = await catalogue.searchProducts({ q: block.query, categoryId: block.categoryId, count })
    return page.products
  }
  return catalogue.getRecommendations(productId, block.widget, count)
}

/** What the decision picked for a block whose source is personalization, if it picked anything. */
async function decidedItems(
  block: Sourced,
  decision: Promise<Decision | null>,
): Promise<{ component: string; items: RecommendedItem[] } | null> {
  if (block.source !== 'personalization') return null
  const decided = (await decision)?.recommendations[block.widget]
  return decided && decided.items.length > 0 ? { component: block.widget, items: decided.items } : null
}

/** The details of products by style code, in that order; one that cannot be had is left out. */
async function productDetails(c: AppContext, styleCodes: readonly string[]): Promise<ProductDetails[]> {
  const answers = await c.var.services.catalogue.getProducts(styleCodes).catch(() => [])
  const details = await Promise.all(answers.map((answer) => answer.catch(() => null)))
  return details.filter((product) => product !== null)
}

const summaryOf = (product: ProductDetails): ProductSummary => ({
  styleCode: product.styleCode,
  name: product.name,
  brand: product.brand,
  url: product.url,
  colours: product.colours,
  price: product.price,
  rating: product.rating,
  badges: product.badges,
})

/**
 * A recommendation carousel's products, and the click token of each: the decision's token of a product it picked,
 * or the catalogue widget's recommendation id.
 */
export interface RecommendedProducts {
  products: ProductSummary[]
  recTokens: Record<string, string>
  /** The decision's component the products came from; null when they came from the catalogue's own source. */
  component: string | null
}

const tokensOf = (items: readonly RecommendedItem[]) =>
  Object.fromEntries(items.flatMap((item) => (item.recToken ? [[item.productId, item.recToken]] : [])))

/** The catalogue widget's recommendation ids of its products, by style code (a search's products have none). */
const widgetTokensOf = (products: readonly (ProductSummary | RecommendedSummary)[]) =>
  Object.fromEntries(
    products.flatMap((product) =>
      'recommendationId' in product && product.recommendationId
        ? [[product.styleCode, product.recommendationId]]
        : [],
    ),
  )

/**
 * A carousel's products: the decision's, when it picked any the catalogue still has (an e-gift card is never
 * recommended), else the block's own source.
 */
export async function recommendedProducts(
  c: AppContext,
  block: BlockOf<'recommendations'>,
  page: LoadContext,
): Promise<RecommendedProducts> {
  const decided = await decidedItems(block, page.decision)
  if (decided) {
    const wanted = decided.items.filter((item) => item.productId !== page.productId).slice(0, block.count)
    const products = (
      await productDetails(
        c,
        wanted.map((item) => item.productId),
      )
    )
      .filter((product) => !product.digital)
      .map(summaryOf)
    if (products.length > 0) return { products, recTokens: tokensOf(wanted), component: decided.component }
  }
  const products = await sourcedProducts(c, block, page.productId ?? null, block.count)
  return { products, recTokens: widgetTokensOf(products), component: null }
}

/**
 * An upsell's items with their variants and their stock, read from the catalogue's inventory (briefly cached).
 * Only items in stock are offered (spec 3 §4: a variant is InStock when its quantity is above 0), except on showcase
 * sites, which skip the inventory check and do not read it. An e-gift card is never offered: it is bought for a
 * recipient, on its own page. The editor's products come first; else the decision's (with their click tokens); else
 * the block's source.
 */
export async function upsellItems(
  c: AppContext,
  block: BlockOf<'upsell'>,
  page: LoadContext,
): Promise<UpsellItem[]> {
  const productId = page.productId ?? null
  const wanted = block.layout === 'stacked' ? block.stackedCount : 8
  const decided = block.productIds.length > 0 ? null : await decidedItems(block, page.decision)
  const sourced =
    block.productIds.length > 0 || decided ? [] : await sourcedProducts(c, block, productId, wanted + 4)
  const recTokens: Record<string, string> = decided ? tokensOf(decided.items) : {}
  const recommendationIds: Record<string, string> = widgetTokensOf(sourced)
  const styleCodes =
    block.productIds.length > 0
      ? block.productIds
      : decided
        ? decided.items.map((item) => item.productId)
        : sourced.map((product) => product.styleCode)
  const showcase = isShowcase(c)
  const candidates = styleCodes.filter((code) => code !== productId)
  const [details, stock] = await Promise.all([
    productDetails(c, candidates),
    showcase ? null : inventories(c, candidates),
  ])
  return details
    .filter((product) => !product.digital)
    .map((product) => offeredItem(product, showcase, stock?.get(product.styleCode) ?? null))
    .filter((item) => item.variants.some((variant) => variant.inStock))
    .slice(0, wanted)
    .map((item) => {
      const style = item.product.styleCode
      return {
        ...item,
        ...(recTokens[style] ? { recToken: recTokens[style] } : {}),
        ...(recommendationIds[style] ? { recommendationId: recommendationIds[style] } : {}),
      }
    })
}

/**
 * Each product's online stock by SKU, from the catalogue's inventory; a product whose inventory cannot be read is
 * left out (logged), and its details' stock stands in.
 */
export async function inventories(
  c: AppContext,
  styleCodes: readonly string[],
): Promise<Map<string, Readonly<Record<string, number>>>> {
  const read = await Promise.all(
    styleCodes.map(async (code) => {
      const stock = await c.var.services.catalogue.getInventory(code).catch((error: unknown) => {
        logEvent(c, 'warn', 'inventory unavailable', { styleCode: code, error: String(error) })
        return null
      })
      return stock ? [[code, stock] as const] : []
    }),
  )
  return new Map(read.flat())
}

/** Whether the site is a showcase, whose offers skip the inventory check: every variant counts as in stock. */
export const isShowcase = (c: AppContext) => c.var.siteId.toLowerCase().includes('showcase')

/**
 * A product as an upsell offers it, and as its quick shop reads it (the product page's payload, decision 108): its
 * variants in natural order, each with its quantity from the inventory (`stock`, by SKU; null when it could not be
 * read, and the details' stock stands in) and its inventory state, and its colours and sizes as attributes, as the
 * quick shop adds by style, colour and size and shows a size as the market reads it.
 */
export function offeredItem(
  product: ProductDetails,
  showcase: boolean,
  stock: Readonly<Record<string, number>> | null = null,
): Omit<UpsellItem, 'recToken' | 'recommendationId'> {
  const variants = sortBySize(product.variants, (variant) => variant.size).map(
    ({ sku, colourCode, size, inStock }) => {
      const quantity = stock ? (stock[sku] ?? 0) : null
      const state = quantity === null ? (inStock ? 'InStock' : 'OutOfStock') : inventoryStateOf(quantity)
      return { sku, colourCode, size, quantity, inStock: showcase || state === 'InStock' }
    },
  )
  const available = (matches: (variant: (typeof variants)[number]) => boolean) =>
    variants.some((variant) => matches(variant) && variant.inStock)
  const sizes = [...new Set(variants.map((variant) => variant.size))]
  return {
    product: summaryOf(product),
    variants,
    attributes: [
      {
        id: 'color',
        options: product.colours.map((colour) => ({
          id: colour.code,
          label: colour.name,
          available: available((variant) => variant.colourCode === colour.code),
        })),
      },
      {
        id: 'size',
        options: sizes.map((size) => ({
          id: size,
          label: product.sizeLabels[size] ?? size,
          available: available((variant) => variant.size === size),
        })),
      },
    ],
    sizeLabels: Object.fromEntries(
      Object.entries(product.sizeLabels).filter(([size, label]) => label !== size),
    ),
    maxQty: product.maxQty,
  }
}
