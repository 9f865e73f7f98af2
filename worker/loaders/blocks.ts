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
import type { Cart } from '../../shared/cart'
import type { ProductDetails, ProductSummary } from '../../shared/catalogue'
import { CLOSED_BLOCKS_COOKIE, parseClosedBlocks } from '../../shared/closed-blocks'
import {
  type Decision,
  impressionIdsOf,
  type RecommendedItem,
  rememberable,
  sameChoices,
} from '../../shared/personalization'
import { sortBySize } from '../../shared/sizes'
import { readVisitorId, VISITOR_COOKIE } from '../../shared/visitor'
import { logEvent } from '../log'
import { markExposed } from '../services/experiments'
import {
  DECISION_BUDGET_MS,
  decidePersonalization,
  expectedAnswerMs,
  mayPersonalize,
  reportImpressions,
} from '../services/personalization'
import type { SessionState } from '../session/state'
import type { AppContext } from '../types'
import { optional } from './deferred'
import { engagementOf } from './engagement'
import {
  edgeDecidedExperiences,
  needsDecision,
  type PersonalizationPage,
  type PersonalizationVisitor,
  personalizationContextOf,
  personalizationVisitor,
} from './personalization'

/** The cookie an editor's preview tool sets to force a segment; honoured only in preview mode. */
export const TEST_SEGMENT_COOKIE = 'sf_test_segment'
const SEGMENT_ID = /^[A-Za-z0-9_-]{1,100}$/

/** The shopper as content targeting sees them; the cart decides only when a segment depends on it. */
async function audienceOf(
  session: SessionState,
  blocks: readonly Block[],
  cart: Promise<Cart | null>,
): Promise<Audience> {
  const customer = session.customer
  const cartEmpty = dependsOnCart(blocks) ? ((await cart)?.totalItems ?? 0) === 0 : true
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

/** How long a decision waits for the cart, of its budget: a cart that is slower is left out of the events. */
const CART_WAIT_MS = Math.floor(DECISION_BUDGET_MS / 3)

/** The least time a decision asked for late (its page's data was slow) is given, so it has a chance at all. */
const LEAST_CALL_BUDGET_MS = 30

/** How long past its own data a page waits for a decision the service has lately answered in time for. */
const AFTER_READY_MS = 5

/**
 * Headroom over the service's recent answer time (its upper quartile) before a page stops waiting, as answers
 * vary: half of it again, and 10 ms for the isolate's own scheduling. Every millisecond of it is what a slow
 * service can cost a page's first byte beyond its own data, so it stays small beside a page's usual time.
 */
const EXPECTED_SLACK = 1.5
const EXPECTED_SLACK_MS = 10

/** How many pages an isolate remembers as needing a decision (their decision starts at the top of the route). */
const DECIDING_PAGES_KEPT = 500

/**
 * Whether each page (site and path) needed a decision the last time it was rendered, per set of bindings (one per
 * deployment; each test's bindings get their own), oldest first. A page whose blocks changed since costs one
 * decision too many, or starts its decision late once, and is remembered right again.
 */
const decidingPages = new WeakMap<object, Map<string, boolean>>()

const pageKeyOf = (c: AppContext) => `${c.var.siteId} ${c.req.path}`

function decidedLastTime(c: AppContext): boolean {
  return decidingPages.get(c.env)?.get(pageKeyOf(c)) ?? false
}

function rememberDeciding(c: AppContext, decide: boolean): void {
  const pages = decidingPages.get(c.env) ?? new Map<string, boolean>()
  decidingPages.set(c.env, pages)
  const key = pageKeyOf(c)
  pages.delete(key)
  pages.set(key, decide)
  if (pages.size > DECIDING_PAGES_KEPT) {
    const oldest = pages.keys().next().value
    if (oldest !== undefined) pages.delete(oldest)
  }
}

/**
 * A page view's personalization decision, started at the top of the page's route (decision 062), before its
 * content, product or category is known: the session and cart are read at once and, when this page needed a
 * decision the last time this isolate rendered it, the decision itself is asked for, so it runs alongside the
 * page's own data. `prepareBlockEnvironment` finishes it once the blocks are known.
 */
export interface PagePersonalization {
  page: PageInfo
  /** When the route began: the decision budget counts from here. */
  started: number
  visitor: PersonalizationVisitor
  /** The shopper's cart, for the decision's events and the blocks' audience; null without a visitor or a cart. */
  cart: Promise<Cart | null> | null
  /** The decision asked for at the top of the route, before the blocks were known; null when not (yet) asked. */
  early: Promise<Decision | null> | null
}

/** The decision request for a page view, its budget counted from `started`, the cart waited for a moment. */
async function askDecision(
  c: AppContext,
  personalization: PagePersonalization,
  audience: Promise<Audience>,
  decide: boolean,
): Promise<Decision | null> {
  const askedAt = Date.now()
  const cart = personalization.cart ?? Promise.resolve(null)
  let timer: ReturnType<typeof setTimeout> | undefined
  const cartNow = decide
    ? await Promise.race([
        cart,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), CART_WAIT_MS)
        }),
      ]).finally(() => {
        if (timer !== undefined) clearTimeout(timer)
      })
    : await cart
  const { visitor, page, started } = personalization
  // Read once per request already (the audience came from it): the signed-in shopper's interests.
  const { customer } = await c.var.session.read()
  return decidePersonalization(
    c,
    visitor.id,
    personalizationContextOf(c, {
      visitor,
      page,
      audience: await audience,
      cart: cartNow,
      interests: customer?.interests ?? null,
      decide,
    }),
    Math.max(LEAST_CALL_BUDGET_MS, DECISION_BUDGET_MS - (Date.now() - started)),
    askedAt,
  )
}

/**
 * Starts a page view's personalization at the top of its route (see `PagePersonalization`); pass it to
 * `prepareBlockEnvironment`. Never throws, and asks nothing without a visitor id.
 *
 * @example
 * const personalization = startPersonalization(c, { kind: 'product', productId })
 * const product = await getProduct(productId)
 * const environment = await prepareBlockEnvironment(c, blocks, personalization.page, personalization)
 */
export function startPersonalization(c: AppContext, page: PageInfo): PagePersonalization {
  const started = Date.now()
  const visitor = personalizationVisitor(c)
  if (!mayPersonalize(c, visitor.id)) return { page, started, visitor, cart: null, early: null }
  const session = c.var.session.read()
  const cart = session.then((state) => {
    const basketId = state.carts?.[c.var.siteId]
    return basketId ? optional(c, 'cart for blocks', c.var.services.commerce.getCart(basketId), null) : null
  })
  const personalization: PagePersonalization = { page, started, visitor, cart, early: null }
  if (decidedLastTime(c)) {
    personalization.early = askDecision(
      c,
      personalization,
      session.then((state) => audienceOf(state, [], cart)),
      true,
    )
    // Runs on to its budget whatever the page does (a 404, blocks that no longer need it): never left floating.
    c.executionCtx.waitUntil(personalization.early)
  }
  return personalization
}

/**
 * Tells the decision service of a page view that decides nothing, after the response: a search (its term and the
 * cards it showed), an order confirmation (the purchase). Nothing without a visitor id; never throws.
 */
export function recordPageView(c: AppContext, page: PersonalizationPage): void {
  const personalization = startPersonalization(c, { kind: page.kind })
  if (!personalization.cart) return
  const cart = personalization.cart
  const audience = c.var.session.read().then((state) => audienceOf(state, [], cart))
  c.executionCtx.waitUntil(askDecision(c, { ...personalization, page }, audience, false))
}

/** `promise`'s value, or null when it has not come by `deadline` (a `Date.now()` time). */
async function byDeadline<T>(promise: Promise<T | null>, deadline: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))
      }),
    ])
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** How long a remembered decision stands in for a fresh one: about a visit. */
const REMEMBERED_DECISION_MS = 30 * 60_000

/** How old a remembered decision may grow before a fresh one that chooses the same is written all the same. */
const REMEMBERED_REFRESH_MS = 10 * 60_000

interface Remembered {
  at: number
  decision: Decision
}

/**
 * The visitor's last decision on this page, from their session, while it is recent; null without one, or when it
 * was made for another visitor id.
 */
function rememberedDecision(c: AppContext, session: SessionState, visitorId: string): Remembered | null {
  if (session.decisions?.visitorId !== visitorId) return null
  const entry = session.decisions.pages.find((page) => page.page === pageKeyOf(c))
  return entry && Date.now() - entry.at < REMEMBERED_DECISION_MS ? entry : null
}

/**
 * Keeps the page's fresh decision in the visitor's session when it comes, for the next view of the page. Only
 * when it chooses otherwise than the remembered one (or that one is getting old): a returning visitor's decision
 * mostly stays the same, and each write is a call on their session object. Only for a visitor whose id came with
 * the request: a client that keeps no cookies (a crawler) would otherwise leave a session object behind on every
 * page.
 */
function rememberWhenDecided(
  c: AppContext,
  visitorId: string,
  call: Promise<Decision | null>,
  remembered: Remembered | null,
): void {
  if (readVisitorId(getCookie(c, VISITOR_COOKIE)) !== visitorId) return
  const page = pageKeyOf(c)
  const at = Date.now()
  c.executionCtx.waitUntil(
    call.then(async (decision) => {
      if (!decision) return
      if (
        remembered &&
        at - remembered.at < REMEMBERED_REFRESH_MS &&
        sameChoices(rememberable(decision), remembered.decision)
      )
        return
      await c.var.session
        .change({ kind: 'decision.remember', visitorId, page, at, decision })
        .catch((error: unknown) =>
          logEvent(c, 'warn', 'personalization decision not remembered', { error: String(error) }),
        )
    }),
  )
}

/**
 * The page view's decision, once the page's blocks are known. A page without anything personalised decides
 * nothing (its view is recorded after the response, unless an early decision already told the service).
 *
 * A page that needs one waits for it only as long as it is worth it. A page the visitor has seen lately waits no
 * longer than its own data: a fresh decision there by then is shown, else the visitor's last decision on the page
 * (from their session), so a slow moment of the service costs the first byte nothing and the page does not
 * change under a returning visitor. Any other page waits up to the whole budget in an isolate that has not seen
 * the service answer yet; else until the service's recent answer time (with slack) has passed since the
 * question, and at least `AFTER_READY_MS` past the page's own data. A decision that comes later is left unused
 * on this view; it is remembered for the next, and its answer time teaches the next page how long to wait.
 */
async function decisionFor(
  c: AppContext,
  personalization: PagePersonalization,
  blocks: readonly Block[],
  audience: Promise<Audience>,
  session: SessionState,
): Promise<Decision | null> {
  const visitorId = personalization.visitor.id
  if (!mayPersonalize(c, visitorId)) return null
  const decide = needsDecision(blocks, edgeDecidedExperiences(c))
  rememberDeciding(c, decide)
  if (!decide) {
    if (!personalization.early) c.executionCtx.waitUntil(askDecision(c, personalization, audience, false))
    return null
  }
  const readyAt = Date.now()
  const askedAt = personalization.early ? personalization.started : readyAt
  const call = personalization.early ?? askDecision(c, personalization, audience, true)
  const remembered = rememberedDecision(c, session, visitorId)
  const expected = expectedAnswerMs(c)
  const deadline = remembered
    ? readyAt
    : expected === null
      ? Number.POSITIVE_INFINITY
      : Math.max(readyAt + AFTER_READY_MS, askedAt + expected * EXPECTED_SLACK + EXPECTED_SLACK_MS)
  // A call the page stops waiting for runs on to its budget after the response: its answer (or its failure)
  // still feeds the breaker and the answer times the next page waits by.
  if (!personalization.early) c.executionCtx.waitUntil(call)
  rememberWhenDecided(c, visitorId, call, remembered)
  const fresh = deadline === Number.POSITIVE_INFINITY ? await call : await byDeadline(call, deadline)
  c.var.metrics.timing(
    'p13n-wait',
    Date.now() - readyAt,
    fresh || !remembered ? 'waited for the personalization decision' : 'showed the last decision',
  )
  return fresh ?? remembered?.decision ?? null
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
  const details = await Promise.all(
    styleCodes.map((code) => c.var.services.catalogue.getProduct(code).catch(() => null)),
  )
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

/** A recommendation carousel's products, and the click token of each product the decision picked. */
export interface RecommendedProducts {
  products: ProductSummary[]
  recTokens: Record<string, string>
  /** The decision's component the products came from; null when they came from the catalogue's own source. */
  component: string | null
}

const tokensOf = (items: readonly RecommendedItem[]) =>
  Object.fromEntries(items.flatMap((item) => (item.recToken ? [[item.productId, item.recToken]] : [])))

/**
 * A carousel's products: the decision's, when it picked any the catalogue still has (an e-gift card is never
 * recommended), else the block's own source.
 */
async function recommendedProducts(
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
  return {
    products: await sourcedProducts(c, block, page.productId ?? null, block.count),
    recTokens: {},
    component: null,
  }
}

/**
 * An upsell's items with their variants. Only items in stock are offered (spec 3 §4), except on showcase sites,
 * which skip the inventory check. An e-gift card is never offered: it is bought for a recipient, on its own page.
 * The editor's products come first; else the decision's (with their click tokens); else the block's source.
 */
async function upsellItems(
  c: AppContext,
  block: BlockOf<'upsell'>,
  page: LoadContext,
): Promise<UpsellItem[]> {
  const productId = page.productId ?? null
  const wanted = block.layout === 'stacked' ? block.stackedCount : 8
  const decided = block.productIds.length > 0 ? null : await decidedItems(block, page.decision)
  const recTokens: Record<string, string> = decided ? tokensOf(decided.items) : {}
  const styleCodes =
    block.productIds.length > 0
      ? block.productIds
      : decided
        ? decided.items.map((item) => item.productId)
        : (await sourcedProducts(c, block, productId, wanted + 4)).map((product) => product.styleCode)
  const details = await productDetails(
    c,
    styleCodes.filter((code) => code !== productId),
  )
  const showcase = c.var.siteId.toLowerCase().includes('showcase')
  return details
    .filter((product) => !product.digital)
    .filter((product) => showcase || product.variants.some((variant) => variant.inStock))
    .slice(0, wanted)
    .map((product) => ({
      product: summaryOf(product),
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
      ...(recTokens[product.styleCode] ? { recToken: recTokens[product.styleCode] } : {}),
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

export interface PageInfo {
  kind: BlockEnvironment['pageKind']
  productId?: string
  categoryId?: string
}

/** What a loader knows of the page: the page, and the page view's personalization decision as it comes. */
interface LoadContext extends PageInfo {
  decision: Promise<Decision | null>
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

/** What the page showed of a decision: its experiences, and the recommendations whose items it rendered. */
function shownOf(
  blocks: readonly Block[],
  recommendations: Record<string, RecommendedProducts>,
  upsells: Record<string, UpsellItem[]>,
): { experiences: string[]; recommendations: string[]; recTokens: string[] } {
  const carousels = Object.values(recommendations).filter(
    (value) => value.component !== null && value.products.length > 0,
  )
  const upsellBlocks = blocksOf(blocks, 'upsell').filter((block) =>
    (upsells[block.id] ?? []).some((item) => item.recToken),
  )
  return {
    experiences: blocksOf(blocks, 'experience').map((block) => block.experienceId),
    recommendations: [
      ...carousels.map((value) => value.component as string),
      ...upsellBlocks.map((block) => block.widget),
    ],
    recTokens: [
      ...carousels.flatMap((value) =>
        value.products.flatMap((product) => value.recTokens[product.styleCode] ?? []),
      ),
      ...upsellBlocks.flatMap((block) => (upsells[block.id] ?? []).flatMap((item) => item.recToken ?? [])),
    ],
  }
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
  started: PagePersonalization = startPersonalization(c, page),
): Promise<BlockEnvironment> {
  const session = await c.var.session.read()
  const visitor = started.visitor
  const basketId = session.carts?.[c.var.siteId]
  const cart: Promise<Cart | null> =
    started.cart ??
    (basketId && dependsOnCart(blocks)
      ? optional(c, 'cart for blocks', c.var.services.commerce.getCart(basketId), null)
      : Promise.resolve(null))
  const audience = audienceOf(session, blocks, cart)
  const decision = decisionFor(c, started, blocks, audience, session)
  const loading: LoadContext = { ...page, decision }
  const [resolvedAudience, decided, catalogGrids, recommended, upsells, articleGrids, engagement] =
    await Promise.all([
      audience,
      decision,
      loadEach(c, blocks, 'catalogGrid', loading),
      loadEach(c, blocks, 'recommendations', loading),
      loadEach(c, blocks, 'upsell', loading),
      loadEach(c, blocks, 'articleGrid', loading),
      engagementOf(c, session, blocks),
    ])
  const recTokens: Record<string, Record<string, string>> = {}
  for (const [id, value] of Object.entries(recommended)) {
    if (Object.keys(value.recTokens).length > 0) recTokens[id] = value.recTokens
  }
  if (decided) {
    const shown = shownOf(blocks, recommended, upsells)
    reportImpressions(c, visitor.id, impressionIdsOf(decided, shown), shown.recTokens)
  }
  // An experiment decided for an experience on this page is shown here: its impression goes out with the page.
  for (const experience of blocksOf(blocks, 'experience')) markExposed(c, experience.experienceId)
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
