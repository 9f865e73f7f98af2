/**
 * Decides, before rendering, what a page's blocks need from the request: the shopper's audience, an editor's
 * forced test segment (preview only), experience decisions, the data of each data-backed block type (one loader
 * per type, `BLOCK_LOADERS`), and the blocks the shopper closed. The page view's personalization decision comes
 * from worker/personalization/. Nothing here fails a page: a cart or catalogue that cannot answer leaves the
 * baseline and an empty block.
 */
import { getCookie } from 'hono/cookie'
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import {
  ARTICLES_SHOWN_PARAM,
  type ArticleResults,
  articlePageSize,
  articlesShown,
  EMPTY_ARTICLE_RESULTS,
  initialChosenTags,
  searchTagsOf,
} from '../../shared/content/articles'
import type { BlockEnvironment, GalleryData, UpsellItem } from '../../shared/content/block-environment'
import type { Block, BlockOf } from '../../shared/content/blocks'
import { CLOSED_BLOCKS_COOKIE, parseClosedBlocks } from '../../shared/content/closed-blocks'
import {
  GALLERY_PAGE_SIZE,
  GALLERY_PLACEHOLDERS,
  galleryPageOf,
  galleryPageParam,
  photoSourceOf,
  resolveGalleryFilter,
  usesGalleryScript,
} from '../../shared/content/gallery'
import {
  PHOTO_GALLERY_PARAM,
  PHOTO_SENT_PARAM,
  PHOTO_SHARE_FORM,
  type PhotoShare,
} from '../../shared/content/photo-share'
import { blocksOf } from '../../shared/personalization/audience'
import { logEvent } from '../log'
import { recordShown } from '../personalization/impressions'
import { mayPersonalize } from '../personalization/service'
import {
  decidePageView,
  type PageInfo,
  type PagePersonalization,
  startPersonalization,
} from '../personalization/start'
import type { AppContext } from '../types'
import { optional, remainingSectionTime } from './deferred'
import { engagementOf } from './engagement'
import { galleryTagOf } from './gallery-tag'
import {
  type LoadContext,
  type RecommendedProducts,
  recommendedProducts,
  upsellItems,
} from './recommended-products'

/** The cookie an editor's preview tool sets to force a segment; honoured only in preview mode. */
export const TEST_SEGMENT_COOKIE = 'sf_test_segment'
const SEGMENT_ID = /^[A-Za-z0-9_-]{1,100}$/

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

/**
 * A gallery's page of shoppers' photos from the social media service (decision 092), the page a plain link asked
 * for (`?photos-{containerId}=2`), and the links to the pages either side, which keep the rest of the page's
 * address. None where a vendor's script fills the gallery instead (the older gallery), or it has no photos.
 */
async function galleryPhotos(
  c: AppContext,
  block: BlockOf<'gallery'>,
  page: LoadContext,
): Promise<GalleryData | null> {
  if (usesGalleryScript(block, c.var.config.galleryScriptUrl)) return null
  // A product page's tag is the master id its details name (spec 3 §7), not the style code in its address.
  const productId =
    page.productId && block.filter?.includes(GALLERY_PLACEHOLDERS.productId)
      ? await galleryTagOf(page.productId, c.var.services.catalogue.getProduct, (level, message, detail) =>
          logEvent(c, level, message, { block: block.id, ...detail }),
        )
      : null
  const { filter, missing } = resolveGalleryFilter(block.filter, {
    productId,
    category: page.categoryId,
  })
  // Spec 3 §8: a tag this page has no value for is logged, and the gallery shows its photos without it.
  if (missing.length > 0) logEvent(c, 'info', 'gallery without a tag', { block: block.id, missing })
  const param = galleryPageParam(block.containerId)
  const asked = galleryPageOf(c.req.query(param))
  const source = photoSourceOf(filter)
  const photos = await c.var.services.social.listPhotos(source, {
    page: asked,
    count: GALLERY_PAGE_SIZE,
  })
  // A product's gallery with no photos yet still asks for the first (decision 104); any other shows nothing.
  const share = source.kind === 'product' ? photoShareOf(c, block, source.masterId) : null
  if (photos.photos.length === 0 && !share) return null
  const href = (number: number) => {
    const url = new URL(c.req.url)
    if (number === 1) url.searchParams.delete(param)
    else url.searchParams.set(param, String(number))
    // A form's answer on this page (a photo sent, a refusal shown) is not where a photo's page leads back to.
    for (const name of ['form', PHOTO_GALLERY_PARAM, PHOTO_SENT_PARAM]) url.searchParams.delete(name)
    return `${url.pathname}${url.search}#${block.containerId}`
  }
  return {
    photos,
    previousHref: photos.page > 1 ? href(Math.min(photos.page - 1, photos.pages)) : null,
    nextHref: photos.page < photos.pages ? href(photos.page + 1) : null,
    from: href(photos.page),
    share,
  }
}

/**
 * The share form of a product's gallery: it posts to this page (`?form=photo&gallery={containerId}`, so even a body
 * the action could not read comes back to its gallery), says a photo was just sent
 * (`?photo=sent`), or holds the refusal the action renders this page again with, for this gallery only.
 */
function photoShareOf(c: AppContext, block: BlockOf<'gallery'>, masterId: string): PhotoShare {
  const refused = c.var.photoShareRefused
  return {
    masterId,
    // No fragment: a page answered at an address with one skips `autofocus`, and a refused field takes focus.
    action: `${c.req.path}?form=${PHOTO_SHARE_FORM}&${PHOTO_GALLERY_PARAM}=${block.containerId}`,
    sent: c.req.query(PHOTO_SENT_PARAM) === 'sent',
    refused: refused && refused.containerId === block.containerId ? refused : null,
  }
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

/** One data-backed block type's loader: its data for one block, and what the block shows without it. */
interface BlockLoader<T extends Block['type'], V> {
  fallback: V
  load: (c: AppContext, block: BlockOf<T>, page: LoadContext) => Promise<V>
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
    fallback: { products: [], recTokens: {}, component: null } as RecommendedProducts,
    load: (c, block, page) => recommendedProducts(c, block, page),
  } satisfies BlockLoader<'recommendations', RecommendedProducts>,
  upsell: {
    fallback: [] as UpsellItem[],
    load: (c, block, page) => upsellItems(c, block, page),
  } satisfies BlockLoader<'upsell', UpsellItem[]>,
  gallery: {
    fallback: null as GalleryData | null,
    load: (c, block, page) => galleryPhotos(c, block, page),
  } satisfies BlockLoader<'gallery', GalleryData | null>,
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
  page: LoadContext,
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
 * What a page's blocks need from the request, loaded together: the audience, the page view's personalization
 * decision (its experiences' variants and its recommendations, within the decision budget), the data of each
 * data-backed block (see `BLOCK_LOADERS`), the blocks the shopper closed, and what the sign-up blocks know of the
 * shopper. Nothing here fails a page: a block whose data cannot be had shows nothing, and an experience without a
 * decision shows its baseline. The decision's impressions are recorded after the response, once.
 */
export async function prepareBlockEnvironment(
  c: AppContext,
  blocks: readonly Block[],
  page: PageInfo,
  personalization: PagePersonalization = startPersonalization(c, page),
): Promise<BlockEnvironment> {
  const session = await c.var.session.read()
  const { audience, decision } = decidePageView(c, personalization, blocks, session)
  const loading: LoadContext = { ...page, decision }
  const [
    resolvedAudience,
    decided,
    catalogGrids,
    recommended,
    upsells,
    articleGrids,
    galleries,
    engagement,
    today,
  ] = await Promise.all([
    audience,
    decision,
    loadEach(c, blocks, 'catalogGrid', loading),
    loadEach(c, blocks, 'recommendations', loading),
    loadEach(c, blocks, 'upsell', loading),
    loadEach(c, blocks, 'articleGrid', loading),
    loadEach(c, blocks, 'gallery', loading),
    engagementOf(c, session, blocks),
    todayOf(c, blocks),
  ])
  // The catalogue widget's recommendation ids report impressions and clicks only for a shopper who may be
  // personalised (a visitor, targeting consent): for anyone else its products are plain links (decision 109).
  const reporting = mayPersonalize(c, personalization.visitor.id)
  const recTokens: Record<string, Record<string, string>> = {}
  for (const [id, value] of Object.entries(recommended)) {
    if (!reporting && value.component === null) value.recTokens = {}
    if (Object.keys(value.recTokens).length > 0) recTokens[id] = value.recTokens
  }
  if (!reporting)
    for (const items of Object.values(upsells)) for (const item of items) delete item.recommendationId
  recordShown(c, personalization.visitor.id, decided, blocks, { recommendations: recommended, upsells })
  const forced = c.var.preview ? getCookie(c, TEST_SEGMENT_COOKIE) : undefined
  return {
    audience: resolvedAudience,
    testSegmentId: forced && SEGMENT_ID.test(forced) ? forced : null,
    // The personalization service's experiences, and the experimentation service's (decided at the edge,
    // decision 063) with an editor's forced variants, which win; an experience id names one or the other.
    decisions: {
      ...Object.fromEntries(
        Object.entries(decided?.experiences ?? {}).map(([id, { variant }]) => [id, variant]),
      ),
      ...c.var.experiments.experiences,
    },
    subject: { productId: page.productId ?? null, categoryId: page.categoryId ?? null },
    catalogGrids,
    articleGrids,
    recommendations: Object.fromEntries(
      Object.entries(recommended).map(([id, value]) => [id, value.products]),
    ),
    recTokens,
    upsells,
    galleries: Object.fromEntries(
      Object.entries(galleries).flatMap(([id, data]) => (data ? [[id, data] as const] : [])),
    ),
    closedBlocks: parseClosedBlocks(getCookie(c, CLOSED_BLOCKS_COOKIE)),
    origin: new URL(c.req.url).origin,
    pageKind: page.kind,
    embeds: {
      hostedVideo: c.var.flags.hostedVideo,
      galleryScriptUrl: c.var.config.galleryScriptUrl,
      hostedVideoBase: c.var.config.hostedVideoBase,
    },
    today,
    engagement,
  }
}

/**
 * The shop's date (the front-end service's server time, decision 096) for a page whose blocks go by the date (an
 * event sign-up closes once its event has ended): the shop's clock, which testers may set ahead, rules, not each
 * edge's. The edge's own date where the service cannot say within what is left of the page's time limit, and on
 * pages without such a block.
 */
async function todayOf(c: AppContext, blocks: readonly Block[]): Promise<string> {
  const edge = new Date()
  if (blocksOf(blocks, 'eventSignup').length === 0) return edge.toISOString().slice(0, 10)
  const shop = await optional(c, 'server time', c.var.services.frontend.getServerTime(), null, {
    timeoutMs: remainingSectionTime(c),
  })
  return (shop ?? edge).toISOString().slice(0, 10)
}
