/**
 * What a page view tells the decision service, read from the request (decision 062): who is looking (the visitor
 * id, only with targeting consent), the page, the cart, the screen and language from the request's headers, the
 * user segment from the session, the list a product was opened from, and the shopper's audience it is worked out from. `start.ts` asks for the decision;
 * the pure event builder is `shared/personalization/personalization.ts`.
 */

import { getCookie } from 'hono/cookie'
import { LIST_CONTEXT_COOKIE, type ListContext, readListContext } from '../../shared/analytics/list-context'
import type { Cart } from '../../shared/bag/cart'
import type { Block } from '../../shared/content/blocks'
import { type Audience, dependsOnCart, someBlock } from '../../shared/personalization/audience'
import { type PersonalizationContext, userSegment } from '../../shared/personalization/personalization'
import type { SessionState } from '../session/state'
import type { AppContext } from '../types'

/** The shopper as content targeting sees them; the cart decides only when a segment depends on it. */
export async function audienceOf(
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

/**
 * The list the product `styleCode` was opened from, from the cookie the browser writes with the shopper's consent to
 * analytics (decision 100). Without that consent the cookie is not read (the consent middleware clears it).
 */
export const listContextOf = (c: AppContext, styleCode: string): ListContext | null =>
  c.var.consent.performanceAndAnalytics ? readListContext(getCookie(c, LIST_CONTEXT_COOKIE), styleCode) : null

/** Who the decision is for, and what they allowed to be sent about them. */
export interface PersonalizationVisitor {
  /** The visitor id; null: nothing at all is sent to the decision service. */
  id: string | null
  /** Whether the edge's coordinates of the visitor may be sent (a consent of its own). */
  coordinates: boolean
}

/**
 * The one place the storefront reads the visitor for personalization: the request's visitor id, which exists only
 * with targeting consent (worker/middleware/decisions.ts); the edge's coordinates go with it under the same consent.
 */
export function personalizationVisitor(c: AppContext): PersonalizationVisitor {
  return { id: c.var.visitorId, coordinates: c.var.visitorId !== null && c.var.consent.targeting }
}

/**
 * Whether a decision changes what these blocks show: an experience the personalization service decides, or
 * products it picks. An experience whose id is a flag of the experimentation service's datafile (`edgeDecided`,
 * e.g. the home page's `home_hero`) is decided at the edge before the page (decision 063) and needs no call.
 */
export function needsDecision(blocks: readonly Block[], edgeDecided: readonly string[] = []): boolean {
  return someBlock(
    blocks,
    (block) =>
      (block.type === 'experience' && !edgeDecided.includes(block.experienceId)) ||
      (block.type === 'recommendations' && block.source === 'personalization') ||
      (block.type === 'upsell' && block.source === 'personalization' && block.productIds.length === 0),
  )
}

/** The experiences the experimentation service decided at the edge for this request (decision 063). */
export function edgeDecidedExperiences(c: AppContext): readonly string[] {
  return c.var.experimentation?.decider.flagKeys ?? []
}

export interface PersonalizationPage {
  kind: 'home' | 'category' | 'product' | 'content' | 'other'
  productId?: string
  categoryId?: string
  /** What the decision service is told the page is, where the kind says less (a search, an order confirmation). */
  pageType?: PersonalizationContext['pageType']
  /** A search's term. */
  searchTerm?: string
  /** The products shown as cards (style codes). */
  thumbnails?: readonly string[]
  /** An order confirmation's purchase. */
  purchase?: PersonalizationContext['purchase']
  /** A product page's: the list its product was opened from (`listContextOf`). */
  list?: ListContext | null
}

const PIXELS = /^\d{1,5}(\.\d+)?$/

/** The viewport from client hints (`Sec-CH-Viewport-Width`/`-Height`, or the older `Viewport-Width`). */
function screenOf(c: AppContext): PersonalizationContext['screen'] {
  const read = (name: string) => {
    const value = c.req.header(`sec-ch-${name}`) ?? c.req.header(name)
    return value && PIXELS.test(value.trim()) ? Math.round(Number(value)) : null
  }
  const width = read('viewport-width')
  const height = read('viewport-height')
  return width && height ? { width, height } : null
}

/** A URL without its query and fragment, which can hold what a shopper typed (an email, an order number). */
function withoutQuery(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? parsed.origin + parsed.pathname
      : null
  } catch {
    return null
  }
}

/** The edge's idea of where the visitor is (Cloudflare's `request.cf`), when it has one. */
function coordinatesOf(c: AppContext): PersonalizationContext['coordinates'] {
  const cf = (c.req.raw as { cf?: { latitude?: unknown; longitude?: unknown } }).cf
  const latitude = Number(cf?.latitude)
  const longitude = Number(cf?.longitude)
  if (cf?.latitude === undefined || cf?.longitude === undefined) return null
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null
}

/** The language as an Accept-Language tag: `en-us` → `en-US`. */
const languageTag = (code: string) =>
  code.replace(/-([a-z]{2})$/, (_, region: string) => `-${region.toUpperCase()}`)

/** The events' context of a page view. */
export function personalizationContextOf(
  c: AppContext,
  options: {
    visitor: PersonalizationVisitor
    page: PersonalizationPage
    audience: Audience
    cart: Cart | null
    interests: readonly string[] | null
    decide: boolean
  },
): PersonalizationContext {
  const { page, cart } = options
  return {
    requestId: crypto.randomUUID(),
    pageType: page.pageType ?? page.kind,
    url: withoutQuery(c.req.url) ?? c.req.path,
    categories: page.categoryId ? [page.categoryId] : [],
    breadcrumbs: [],
    productIds: page.productId ? [page.productId] : [],
    thumbnails: page.thumbnails ?? [],
    searchTerm: page.searchTerm ?? null,
    currency: cart?.currency ?? c.var.locale.currency,
    cart: cart
      ? {
          lines: cart.items.map((line) => ({
            sku: line.productId,
            productId: line.masterId,
            quantity: line.qty,
            value: line.price.rowTotal,
          })),
          total: cart.totals.total,
          subTotal: cart.totals.itemTotal,
        }
      : null,
    purchase: page.purchase ?? null,
    screen: screenOf(c),
    language: languageTag(c.var.locale.code),
    userAgent: c.req.header('user-agent') ?? null,
    referrer: withoutQuery(c.req.header('referer')),
    coordinates: options.visitor.coordinates ? coordinatesOf(c) : null,
    interests: options.audience.loggedIn ? options.interests : null,
    segment: userSegment(options.audience),
    list: page.list ?? null,
    decide: options.decide,
  }
}
