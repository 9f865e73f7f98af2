/**
 * Decides, before rendering, what a page's blocks need from the request: the shopper's audience (from the session
 * and, only when a segment depends on it, the cart), an editor's forced test segment (preview only), experience
 * decisions, the data of each data-backed block type, and the blocks the shopper closed. Nothing here fails a
 * page: a cart or catalogue that cannot answer leaves the baseline and an empty block.
 */

import { getCookie } from 'hono/cookie'
import {
  ARTICLES_SHOWN_PARAM,
  type ArticleResults,
  articlePageSize,
  articlesShown,
  EMPTY_ARTICLE_RESULTS,
  initialChosenTags,
  searchTagsOf,
} from '../../shared/articles'
import { type Audience, dependsOnCart, someBlock } from '../../shared/audience'
import type { BlockEnvironment, UpsellItem } from '../../shared/block-environment'
import type { Block, BlockOf } from '../../shared/blocks'
import type { ProductSummary } from '../../shared/catalogue'
import { CLOSED_BLOCKS_COOKIE, parseClosedBlocks } from '../../shared/closed-blocks'
import { sortBySize } from '../../shared/sizes'
import { markExposed } from '../services/experiments'
import type { SessionState } from '../session/state'
import type { AppContext } from '../types'
import { optional } from './deferred'
import { engagementOf } from './engagement'

/** The cookie an editor's preview tool sets to force a segment; honoured only in preview mode. */
export const TEST_SEGMENT_COOKIE = 'sf_test_segment'
const SEGMENT_ID = /^[A-Za-z0-9_-]{1,100}$/

async function audienceOf(c: AppContext, session: SessionState, blocks: readonly Block[]): Promise<Audience> {
  const customer = session.customer
  let cartEmpty = true
  const basketId = session.carts?.[c.var.siteId]
  if (basketId && dependsOnCart(blocks)) {
    const cart = await optional(c, 'cart for segmentation', c.var.services.commerce.getCart(basketId), null)
    cartEmpty = (cart?.totalItems ?? 0) === 0
  }
  return {
    loggedIn: customer !== undefined,
    loyaltyMember: customer?.loyaltyMember ?? false,
    employee: customer?.type === 'EMPLOYEE',
    profiles: {
      ipa: customer?.profiles.includes('IPA') ?? false,
      wranx: customer?.profiles.includes('WRANX') ?? false,
      athlete: customer?.profiles.includes('ATHLETE') ?? false,
    },
    cartEmpty,
  }
}

/** Every block of a type on the page, at any depth. */
function blocksOf<T extends Block['type']>(blocks: readonly Block[], type: T): BlockOf<T>[] {
  const found: BlockOf<T>[] = []
  someBlock(blocks, (block) => {
    if (block.type === type) found.push(block as BlockOf<T>)
    return false
  })
  return found
}

type Sourced = BlockOf<'recommendations'> | BlockOf<'upsell'>

/** The products a recommendation source gives: the widget (for the page's product, if any) or a search. */
async function sourcedProducts(
  c: AppContext,
  block: Sourced,
  productId: string | null,
  count: number,
): Promise<ProductSummary[]> {
  const { catalogue } = c.var.services
  if (block.source === 'search') {
    if (!block.query && !block.categoryId) return []
    const page = await catalogue.searchProducts({ q: block.query, categoryId: block.categoryId, count })
    return page.products
  }
  return catalogue.getRecommendations(productId, block.widget, count)
}

/**
 * An upsell's items with their variants. Only items in stock are offered (spec 3 §4), except on showcase sites,
 * which skip the inventory check. An e-gift card is never offered: it is bought for a recipient, on its own page.
 */
async function upsellItems(
  c: AppContext,
  block: BlockOf<'upsell'>,
  productId: string | null,
): Promise<UpsellItem[]> {
  const { catalogue } = c.var.services
  const wanted = block.layout === 'stacked' ? block.stackedCount : 8
  const styleCodes =
    block.productIds.length > 0
      ? block.productIds
      : (await sourcedProducts(c, block, productId, wanted + 4)).map((product) => product.styleCode)
  const details = await Promise.all(
    styleCodes
      .filter((code) => code !== productId)
      .map((code) => catalogue.getProduct(code).catch(() => null)),
  )
  const showcase = c.var.siteId.toLowerCase().includes('showcase')
  return details
    .filter((product) => product !== null)
    .filter((product) => !product.digital)
    .filter((product) => showcase || product.variants.some((variant) => variant.inStock))
    .slice(0, wanted)
    .map((product) => ({
      product: {
        styleCode: product.styleCode,
        name: product.name,
        brand: product.brand,
        url: product.url,
        colours: product.colours,
        price: product.price,
        rating: product.rating,
        badges: product.badges,
      },
      // Each size as the market reads it, in natural order: the quick shop adds by SKU (decision 053).
      variants: sortBySize(product.variants, (variant) => variant.size).map(
        ({ sku, colourCode, size, inStock }) => ({
          sku,
          colourCode,
          size: product.sizeLabels[size] ?? size,
          inStock: inStock || showcase,
        }),
      ),
      maxQty: product.maxQty,
    }))
}

/**
 * The first page of an article grid, searched with its initial query: one page, or as many pages as a "read more"
 * link followed without JavaScript asked for (`?articles=12`).
 */
function firstArticlePage(c: AppContext, grid: BlockOf<'articleGrid'>): Promise<ArticleResults> {
  const { tags, q } = grid.initialQuery
  const pageSize = articlePageSize(grid)
  const chosen = initialChosenTags(tags, grid.initialQueryNotFiltered)
  return c.var.services.content.searchArticles({
    tagIds: searchTagsOf(chosen, tags, grid.initialQueryNotFiltered),
    q,
    offset: 0,
    limit: grid.loadMore ? articlesShown(c.req.query(ARTICLES_SHOWN_PARAM), pageSize) : pageSize,
  })
}

/** Loads one block's data; a failure or a load past the time limit leaves the block empty (it renders nothing). */
async function loadFor<T>(
  c: AppContext,
  id: string,
  fallback: T,
  load: () => Promise<T>,
): Promise<[string, T]> {
  return [id, await optional(c, 'content block data', load(), fallback, { detail: { block: id } })]
}

interface PageInfo {
  kind: BlockEnvironment['pageKind']
  productId?: string
  categoryId?: string
}

/** One data-backed block type's loader: its data for one block, and what the block shows without it. */
interface BlockLoader<T extends Block['type'], V> {
  fallback: V
  load: (c: AppContext, block: BlockOf<T>, page: PageInfo) => Promise<V>
}

/**
 * The loader of every block type that shows data from an upstream, beside `client/blocks/registry.tsx` (the
 * components that show it). Each result lands in the block environment under the block's id.
 */
const BLOCK_LOADERS = {
  catalogGrid: {
    fallback: [] as ProductSummary[],
    load: async (c, grid) =>
      grid.categoryId || grid.query
        ? (
            await c.var.services.catalogue.searchProducts({
              categoryId: grid.categoryId,
              q: grid.query,
              count: grid.count,
              sort: grid.sort,
            })
          ).products
        : [],
  } satisfies BlockLoader<'catalogGrid', ProductSummary[]>,
  recommendations: {
    fallback: [] as ProductSummary[],
    load: (c, block, page) => sourcedProducts(c, block, page.productId ?? null, block.count),
  } satisfies BlockLoader<'recommendations', ProductSummary[]>,
  upsell: {
    fallback: [] as UpsellItem[],
    load: (c, block, page) => upsellItems(c, block, page.productId ?? null),
  } satisfies BlockLoader<'upsell', UpsellItem[]>,
  articleGrid: {
    fallback: EMPTY_ARTICLE_RESULTS,
    load: (c, grid) => firstArticlePage(c, grid),
  } satisfies BlockLoader<'articleGrid', ArticleResults>,
}

type LoadedType = keyof typeof BLOCK_LOADERS

/** The data of every block of a loaded type on the page, by block id. */
async function loadEach<T extends LoadedType>(
  c: AppContext,
  blocks: readonly Block[],
  type: T,
  page: PageInfo,
): Promise<Record<string, (typeof BLOCK_LOADERS)[T]['fallback']>> {
  const loader = BLOCK_LOADERS[type] as unknown as BlockLoader<T, (typeof BLOCK_LOADERS)[T]['fallback']>
  return Object.fromEntries(
    await Promise.all(
      blocksOf(blocks, type).map((block) =>
        loadFor(c, (block as Block).id, loader.fallback, () => loader.load(c, block, page)),
      ),
    ),
  )
}

/**
 * What a page's blocks need from the request, loaded together: the audience, the data of each data-backed
 * block (see `BLOCK_LOADERS`), the blocks the shopper closed, and what the sign-up blocks know of the shopper.
 * Nothing here fails a page: a block whose data cannot be had shows nothing.
 */
export async function prepareBlockEnvironment(
  c: AppContext,
  blocks: readonly Block[],
  page: PageInfo,
): Promise<BlockEnvironment> {
  const session = await c.var.session.read()
  const [audience, catalogGrids, recommendations, upsells, articleGrids, engagement] = await Promise.all([
    audienceOf(c, session, blocks),
    loadEach(c, blocks, 'catalogGrid', page),
    loadEach(c, blocks, 'recommendations', page),
    loadEach(c, blocks, 'upsell', page),
    loadEach(c, blocks, 'articleGrid', page),
    engagementOf(c, session, blocks),
  ])
  // An experiment decided for an experience on this page is shown here: its impression goes out with the page.
  for (const experience of blocksOf(blocks, 'experience')) markExposed(c, experience.experienceId)
  const forced = c.var.preview ? getCookie(c, TEST_SEGMENT_COOKIE) : undefined
  return {
    audience,
    testSegmentId: forced && SEGMENT_ID.test(forced) ? forced : null,
    decisions: c.var.experiments.experiences,
    subject: { productId: page.productId ?? null, categoryId: page.categoryId ?? null },
    catalogGrids,
    articleGrids,
    recommendations,
    upsells,
    closedBlocks: parseClosedBlocks(getCookie(c, CLOSED_BLOCKS_COOKIE)),
    pageKind: page.kind,
    embeds: {
      hostedVideo: c.var.flags.hostedVideo,
      galleryScriptUrl: c.var.config.galleryScriptUrl,
      hostedVideoBase: c.var.config.hostedVideoBase,
    },
    today: new Date().toISOString().slice(0, 10),
    engagement,
  }
}
