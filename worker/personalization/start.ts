/**
 * A page view's personalization decision (decision 062), from the top of the page's route to the blocks that show
 * it: started before the page's content is known, finished once its blocks are, and waited for only as long as it
 * is worth it. The isolate remembers which pages needed a decision (so the next view asks early), and the
 * visitor's session remembers their last decision on a page (so a returning visitor's page does not wait for a
 * slow service, nor change under them). The call itself is `service.ts`; what the call says, `context.ts`.
 */

import { getCookie } from 'hono/cookie'
import type { ListContext } from '../../shared/analytics/list-context'
import type { Cart } from '../../shared/bag/cart'
import type { BlockEnvironment } from '../../shared/content/block-environment'
import type { Block } from '../../shared/content/blocks'
import { type Audience, dependsOnCart } from '../../shared/personalization/audience'
import { type Decision, rememberable, sameChoices } from '../../shared/personalization/personalization'
import { readVisitorId, VISITOR_COOKIE } from '../../shared/personalization/visitor'
import { optional } from '../loaders/deferred'
import { logEvent } from '../log'
import type { SessionState } from '../session/state'
import type { AppContext } from '../types'
import {
  audienceOf,
  edgeDecidedExperiences,
  needsDecision,
  type PersonalizationPage,
  type PersonalizationVisitor,
  personalizationContextOf,
  personalizationVisitor,
} from './context'
import { DECISION_BUDGET_MS, decidePersonalization, expectedAnswerMs, mayPersonalize } from './service'

/** The page a view's blocks are on: its kind, and the product or category it shows. */
export interface PageInfo {
  kind: BlockEnvironment['pageKind']
  productId?: string
  categoryId?: string
  /** A product page's: the list its product was opened from (`listContextOf`). */
  list?: ListContext | null
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
 * page's own data. `decidePageView` finishes it once the blocks are known.
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
export function startPersonalization(
  c: AppContext,
  page: PageInfo,
  read: { cart?: Promise<Cart | null> } = {},
): PagePersonalization {
  const started = Date.now()
  const visitor = personalizationVisitor(c)
  if (!mayPersonalize(c, visitor.id)) return { page, started, visitor, cart: null, early: null }
  const session = c.var.session.read()
  // A page that reads the shopper's cart itself (the bag, the checkout) hands over its read: the cart is not asked
  // for twice.
  const cart =
    read.cart ??
    session.then((state) => {
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

/**
 * The page view's decision and the shopper's audience, once the page's blocks are known (see `decisionFor`). The
 * cart is read only when a segment depends on it or the decision was started with it; nothing here throws.
 */
export function decidePageView(
  c: AppContext,
  personalization: PagePersonalization,
  blocks: readonly Block[],
  session: SessionState,
): { audience: Promise<Audience>; decision: Promise<Decision | null> } {
  const basketId = session.carts?.[c.var.siteId]
  const cart: Promise<Cart | null> =
    personalization.cart ??
    (basketId && dependsOnCart(blocks)
      ? optional(c, 'cart for blocks', c.var.services.commerce.getCart(basketId), null)
      : Promise.resolve(null))
  const audience = audienceOf(session, blocks, cart)
  return { audience, decision: decisionFor(c, personalization, blocks, audience, session) }
}
