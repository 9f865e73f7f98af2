/**
 * What a shopper's session holds, and the changes it accepts. The state lives in the session's Durable Object
 * (see object.ts); this module is its shape and the pure functions that apply one change to it, so the object
 * stays a thin, serialised wrapper and the rules can be tested without it.
 *
 * Every field is optional: an empty object is a fresh session. The shopper's upstream tokens are not here: the object
 * keeps them apart (tokens.ts), so what routes read never holds one. New fields (the associate a store employee acts
 * as) are added here with their change kinds; an object written by an older version reads as the
 * same state without them.
 */
import { z } from 'zod'
import { OrderSchema } from '../../shared/bag/order'
import { MAX_COMPARE, STORE_ID, STYLE_CODE } from '../../shared/ids'
import { type Decision, DecisionSchema, rememberable } from '../../shared/personalization/personalization'
import { VISITOR_ID } from '../../shared/personalization/visitor'

const SITE_ID = /^[A-Z]{2,5}-[A-Z]{2}$/
const LOCALE_CODE = /^[a-z]{2}-[a-z0-9]{2,3}$/
export const BASKET_ID = /^[A-Za-z0-9_-]{1,64}$/
export const SAVED_LIST_ID = /^S[A-Z0-9]{12}$/
export const FAVORITES_ID = /^F[A-Z0-9]{12}$/
/** How many one-off actions (helpful votes, reports) a session remembers. */
export const MAX_RECORDED = 500

export const CustomerSchema = z.object({
  type: z.enum(['REGISTERED', 'EMPLOYEE']),
  loyaltyMember: z.boolean(),
  profiles: z.array(z.enum(['IPA', 'WRANX', 'ATHLETE'])).max(3),
  /** The account's email: read-only in the event sign-up, and not asked again by the newsletter (spec 3 §5, §6). */
  email: z.email().max(100).optional(),
  /** The account's first name, which the header greets (none for an account made with an email alone). */
  firstName: z.string().max(100).optional(),
  /** Whether the account is known to receive the newsletter (spec 3 §4: the form then shows its success text). */
  newsletterSubscribed: z.boolean().optional(),
  /**
   * The activities the shopper chose as interests (profile preferences), which the personalization decision hears
   * as `userInterest` (decision 062); absent for none. Bounded strings rather than today's list of activities, so a
   * session written before an activity was retired still reads.
   */
  interests: z.array(z.string().min(1).max(40)).max(20).optional(),
})
export type Customer = z.infer<typeof CustomerSchema>

export const PreviewGrantSchema = z.object({
  /** The editor's signed preview token, sent to the content service on preview calls; never to the browser. */
  token: z.string().min(1).max(1024),
  /** When the token expires, in seconds since the epoch. */
  exp: z.number().int().positive(),
})
export type PreviewGrant = z.infer<typeof PreviewGrantSchema>

/** The most cart lines a session keeps a copy of. */
export const MAX_CART_LINES = 50

/** A cart line as the session remembers it, to rebuild the cart if the cart service loses it. */
export const CartLineCopySchema = z.object({
  /** The line's id in the cart the copy was taken from, to find the same line in a rebuilt cart. */
  itemId: z.string().regex(BASKET_ID).optional(),
  productId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  qty: z.number().int().positive().max(999999),
  storeId: z.string().regex(STORE_ID).optional(),
  recipeId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  /** The line's gift message, so a rebuilt cart keeps it. */
  gift: z
    .object({ to: z.string().max(60), email: z.string().max(100), message: z.string().max(240) })
    .optional(),
  /** A gift-with-purchase line: counted in the bag, never rebuilt (the cart gives the gift by itself). */
  bonus: z.literal(true).optional(),
  /** A digital line (an e-gift card): rebuilt with its recipient, as a line of its own. */
  digital: z.literal(true).optional(),
  /** A digital line's amount of the shopper's choosing: rebuilt at that amount. */
  customAmount: z.number().int().positive().max(100000).optional(),
})
export type CartLineCopy = z.infer<typeof CartLineCopySchema>

/** How many placements of the site's checkout a session remembers, by key (decision 064). */
export const MAX_ATTEMPTS = 20

/**
 * A placement whose outcome the shop does not know yet (the cart service said "in progress", or its answer never
 * came): everything it was sent with, so asking again sends the very same request under the same key. The payment
 * holds the provider's single-use tokens or a saved card's id, never card data.
 */
export const ConfirmingSchema = z.object({
  key: z.string().max(64),
  basketId: z.string().regex(BASKET_ID),
  payment: z.union([
    z.object({
      code: z.literal('CREDIT_CARD'),
      paymentMethod: z.record(z.string().max(40), z.string().max(1000)),
      brand: z.string().max(20).optional(),
      lastFour: z.string().max(4).optional(),
    }),
    z.object({ code: z.literal('CREDIT_CARD'), payment_instrument_id: z.string().max(64) }),
    z.object({ code: z.literal('PAY_LATER') }),
    z.object({ code: z.literal('GIFT_CARD') }),
  ]),
  returnUrl: z.string().max(1024),
  shopperLocale: z.string().max(20),
  inStoreSalesInfo: z.object({ storeId: z.string().max(10), storeEmployeeId: z.string().max(10) }).optional(),
  /** When it was first sent (milliseconds since the epoch). */
  at: z.number().int(),
})
export type Confirming = z.infer<typeof ConfirmingSchema>

/** How many pages' decisions a session remembers. */
export const MAX_REMEMBERED_DECISIONS = 4

/** The longest page key (site and path) whose decision a session remembers. */
const MAX_PAGE_KEY = 300

export const SessionStateSchema = z.object({
  /** The shopper's basket id per site: each site (brand and country) has its own cart and currency. */
  carts: z.record(z.string().regex(SITE_ID), z.string().regex(BASKET_ID)).optional(),
  /**
   * What each site's cart held after its last change (spec 2 §8: a cart the service no longer knows is recreated
   * from the remaining items).
   */
  cartLines: z.record(z.string().regex(SITE_ID), z.array(CartLineCopySchema).max(MAX_CART_LINES)).optional(),
  /**
   * Each site's checkout: the order waiting for the shopper to finish paying (a 3-D Secure challenge or a
   * pay-later redirect), and the last order placed, which the confirmation page shows.
   */
  orders: z
    .record(
      z.string().regex(SITE_ID),
      z.object({
        pending: OrderSchema.optional(),
        /** The idempotency key the last order was placed with: a retry with it answers that order again. */
        lastKey: z.string().max(64).optional(),
        /** The basket the last order was placed from: a retry of any placement of it answers that order. */
        lastBasketId: z.string().regex(BASKET_ID).optional(),
        /** A hash of the 3-D Secure or redirect result that finished the last order: sent again, it answers it. */
        lastResult: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .optional(),
        last: OrderSchema.optional(),
        /** The latest placements tried, by key and basket (decision 064). */
        attempts: z
          .array(z.object({ key: z.string().max(64), basketId: z.string().regex(BASKET_ID) }))
          .max(MAX_ATTEMPTS)
          .optional(),
        /** A placement whose outcome the shop does not know yet, to ask about again as it was sent. */
        confirming: ConfirmingSchema.optional(),
      }),
    )
    .optional(),
  /**
   * The reward code applied to each site's cart, as the shopper typed it (the cart shows it masked): a refused
   * payment closes the basket, and the new cart made in its place gets the code again (decision 029).
   */
  rewardCodes: z
    .record(
      z.string().regex(SITE_ID),
      z.object({ basketId: z.string().regex(BASKET_ID), code: z.string().regex(/^[A-Z0-9-]{1,64}$/) }),
    )
    .optional(),
  /** The shopper's saved-for-later list on the cart service. */
  saveForLaterId: z.string().regex(SAVED_LIST_ID).optional(),
  /** The shopper's favorites list on the wishlist service. */
  favoriteId: z.string().regex(FAVORITES_ID).optional(),
  /** Style codes the shopper is comparing, oldest first. */
  compare: z.array(z.string().regex(STYLE_CODE)).max(MAX_COMPARE).optional(),
  /** The shopper's favourite store, chosen in the store locator. */
  favStoreId: z.string().regex(STORE_ID).optional(),
  /**
   * The signed-in customer, as far as content targeting needs to know them (spec 3 §4): absent for guests. Set by
   * sign-in; the consumer type, loyalty membership and profiles decide audience segments.
   */
  customer: CustomerSchema.optional(),
  /** An editor's preview grant (spec 3 §2.1), set by `POST /api/preview/session`. */
  preview: PreviewGrantSchema.optional(),
  /**
   * The customer was signed out without asking (decision 034): the session timed out, or the token service refused
   * to refresh their tokens. A page says so once and clears it (`signedOut.seen`).
   */
  signedOut: z.object({ reason: z.enum(['timeout', 'revoked']), at: z.number().int().positive() }).optional(),
  /**
   * What the shopper searched for in this session on each site locale (its own language), newest first; the
   * search hub lists them (decision 051).
   */
  recentSearches: z
    .record(z.string().regex(LOCALE_CODE), z.array(z.string().min(1).max(100)).max(8))
    .optional(),
  /**
   * The visitor's last personalization decision on each of the last few pages they saw (decision 062), newest
   * first, for the visitor id they were made for: a page seen again renders it at once when the service's fresh
   * answer is not there yet. Only ever written with targeting consent, and forgotten when it is withdrawn.
   */
  decisions: z
    .object({
      visitorId: z.string().regex(VISITOR_ID),
      pages: z
        .array(
          z.object({
            /** The page: its site and path (`pageKeyOf`). */
            page: z.string().min(1).max(MAX_PAGE_KEY),
            /** When the decision was made, in milliseconds since the epoch. */
            at: z.number().int().positive(),
            decision: DecisionSchema,
          }),
        )
        .max(MAX_REMEMBERED_DECISIONS),
    })
    .optional(),
  /** One-off actions already taken in this session (a helpful vote on a review), newest last. */
  recorded: z.array(z.string().max(120)).max(MAX_RECORDED).optional(),
})
export type SessionState = z.infer<typeof SessionStateSchema>

/**
 * Ids the session holds one of and that are made upstream on first use (a cart, a list). Concurrent requests
 * that find none are serialised by the object, so only one of them creates it (see `claim` in object.ts).
 */
export type SessionSlot = `cart:${string}` | 'saveForLater' | 'favorites'

export const cartSlot = (siteId: string): SessionSlot => `cart:${siteId}`

/** One change to the session, applied by the object as a single step. */
export type SessionChange =
  | { kind: 'compare.add'; styleCode: string }
  | { kind: 'compare.remove'; styleCode: string }
  | { kind: 'favStore'; storeId: string }
  | { kind: 'customer'; customer: Customer | null }
  | { kind: 'preview'; grant: PreviewGrant | null }
  /** A page has told the shopper they were signed out. */
  | { kind: 'signedOut.seen' }
  /**
   * Remembers a search made on a locale's site (newest first, each once, at most `MAX_RECENT_SEARCHES`), or
   * forgets that locale's (null).
   */
  | { kind: 'search.recent'; locale: string; query: string | null }
  /** Takes back a one-off action recorded by `recordOnce` whose effect did not happen. */
  | { kind: 'unrecord'; key: string }
  /**
   * Replaces an id the upstream no longer knows (`from`) with the one it made instead, or forgets it (`to: null`),
   * if the session still holds `from`: a concurrent request may have replaced it already.
   */
  | { kind: 'replace'; slot: SessionSlot; from: string; to: string | null }
  /** Records a site's order waiting for the shopper (`pending`), or a placed one (`last`, which ends the wait). */
  | {
      kind: 'order'
      siteId: string
      pending?: z.infer<typeof OrderSchema> | null
      last?: z.infer<typeof OrderSchema>
      lastKey?: string
      lastBasketId?: string
      lastResult?: string
      /** A placement tried: remembered by key and basket. */
      attempt?: { key: string; basketId: string }
      /** A placement whose outcome is not known yet (null: it is known now). */
      confirming?: Confirming | null
    }
  /** Keeps a copy of a site's cart lines, if the session still holds that basket. */
  | { kind: 'cartLines'; siteId: string; basketId: string; lines: CartLineCopy[] }
  /** Remembers the reward code applied to a site's cart (null: none), if the session still holds that basket. */
  | { kind: 'rewardCode'; siteId: string; basketId: string; code: string | null }
  /** Remembers a visitor's decision on a page (see `rememberDecision`). */
  | { kind: 'decision.remember'; visitorId: string; page: string; at: number; decision: Decision }
  /** Forgets every remembered decision: targeting consent was withdrawn. */
  | { kind: 'decision.forget' }

/**
 * A state with a visitor's decision on a page remembered first (that page's older one replaced, the oldest beyond
 * `MAX_REMEMBERED_DECISIONS` gone); another visitor id's decisions are all replaced. A decision older than the one
 * kept for that page (two answers crossing) changes nothing.
 */
export function rememberDecision(
  state: SessionState,
  change: Extract<SessionChange, { kind: 'decision.remember' }>,
): ChangeResult {
  const decision = DecisionSchema.safeParse(rememberable(change.decision))
  // A page key past the bound is not kept at all: cut short, it would never be found again.
  if (!decision.success || !VISITOR_ID.test(change.visitorId) || change.page.length > MAX_PAGE_KEY)
    return { state, outcome: 'unchanged' }
  const kept = state.decisions?.visitorId === change.visitorId ? state.decisions.pages : []
  if (kept.some((entry) => entry.page === change.page && entry.at > change.at))
    return { state, outcome: 'unchanged' }
  const pages = [
    { page: change.page, at: change.at, decision: decision.data },
    ...kept.filter((entry) => entry.page !== change.page),
  ].slice(0, MAX_REMEMBERED_DECISIONS)
  return { state: { ...state, decisions: { visitorId: change.visitorId, pages } }, outcome: 'changed' }
}

/** How many searches a session remembers. */
export const MAX_RECENT_SEARCHES = 8

/**
 * A state with a search remembered first among a locale's (a repeat moves up, the oldest beyond eight goes), or
 * with that locale's forgotten.
 */
export function rememberSearch(state: SessionState, locale: string, query: string | null): ChangeResult {
  if (!LOCALE_CODE.test(locale)) return { state, outcome: 'unchanged' }
  const recent = state.recentSearches?.[locale] ?? []
  if (query === null) {
    if (recent.length === 0) return { state, outcome: 'unchanged' }
    const { [locale]: _forgotten, ...others } = state.recentSearches ?? {}
    return {
      state: { ...state, recentSearches: Object.keys(others).length > 0 ? others : undefined },
      outcome: 'changed',
    }
  }
  const text = query.trim().replace(/\s+/g, ' ').slice(0, 100)
  if (!text || recent[0]?.toLowerCase() === text.toLowerCase()) return { state, outcome: 'unchanged' }
  const next = [text, ...recent.filter((entry) => entry.toLowerCase() !== text.toLowerCase())].slice(
    0,
    MAX_RECENT_SEARCHES,
  )
  return {
    state: { ...state, recentSearches: { ...state.recentSearches, [locale]: next } },
    outcome: 'changed',
  }
}

/** What a change did, besides the new state: `full` when the comparison had no room for another product. */
export interface ChangeResult {
  state: SessionState
  outcome: 'changed' | 'unchanged' | 'full'
}

/**
 * A change that belongs to one basket: made only while the session's cart for the site is still that basket, so
 * that an answer about a cart since replaced never lands on its successor.
 */
function forCurrentCart(
  state: SessionState,
  cart: { siteId: string; basketId: string },
  next: () => SessionState,
): ChangeResult {
  return state.carts?.[cart.siteId] === cart.basketId
    ? { state: next(), outcome: 'changed' }
    : { state, outcome: 'unchanged' }
}

/** The value of a slot in a state. */
export function slotValue(state: SessionState, slot: SessionSlot): string | undefined {
  if (slot === 'saveForLater') return state.saveForLaterId
  if (slot === 'favorites') return state.favoriteId
  return state.carts?.[slot.slice('cart:'.length)]
}

const SLOT_PATTERNS: Record<'cart' | 'saveForLater' | 'favorites', RegExp> = {
  cart: BASKET_ID,
  saveForLater: SAVED_LIST_ID,
  favorites: FAVORITES_ID,
}

/** Whether a value has the shape of ids kept in that slot. */
export function isSlotValue(slot: SessionSlot, value: string): boolean {
  const kind = slot.startsWith('cart:') ? 'cart' : (slot as 'saveForLater' | 'favorites')
  return SLOT_PATTERNS[kind].test(value) && (kind !== 'cart' || SITE_ID.test(slot.slice(5)))
}

/** The state with a slot set to a value, or cleared with `undefined`. */
export function withSlot(state: SessionState, slot: SessionSlot, value: string | undefined): SessionState {
  if (slot === 'saveForLater') return { ...state, saveForLaterId: value }
  if (slot === 'favorites') return { ...state, favoriteId: value }
  const carts = { ...(state.carts ?? {}) }
  const siteId = slot.slice('cart:'.length)
  if (value === undefined) delete carts[siteId]
  else carts[siteId] = value
  return { ...state, carts }
}

/** Applies one change to a state; pure, so the object's serialisation is the only concurrency rule. */
export function applyChange(state: SessionState, change: SessionChange): ChangeResult {
  switch (change.kind) {
    case 'compare.add': {
      const compare = state.compare ?? []
      if (compare.includes(change.styleCode)) return { state, outcome: 'unchanged' }
      if (compare.length >= MAX_COMPARE) return { state, outcome: 'full' }
      return { state: { ...state, compare: [...compare, change.styleCode] }, outcome: 'changed' }
    }
    case 'compare.remove': {
      const compare = state.compare ?? []
      if (!compare.includes(change.styleCode)) return { state, outcome: 'unchanged' }
      return {
        state: { ...state, compare: compare.filter((code) => code !== change.styleCode) },
        outcome: 'changed',
      }
    }
    case 'favStore':
      return state.favStoreId === change.storeId
        ? { state, outcome: 'unchanged' }
        : { state: { ...state, favStoreId: change.storeId }, outcome: 'changed' }
    case 'customer':
      return { state: { ...state, customer: change.customer ?? undefined }, outcome: 'changed' }
    case 'preview':
      return { state: { ...state, preview: change.grant ?? undefined }, outcome: 'changed' }
    case 'signedOut.seen':
      return state.signedOut
        ? { state: { ...state, signedOut: undefined }, outcome: 'changed' }
        : { state, outcome: 'unchanged' }
    case 'search.recent':
      return rememberSearch(state, change.locale, change.query)
    case 'unrecord':
      return state.recorded?.includes(change.key)
        ? {
            state: { ...state, recorded: state.recorded.filter((key) => key !== change.key) },
            outcome: 'changed',
          }
        : { state, outcome: 'unchanged' }
    case 'order': {
      const current = state.orders?.[change.siteId] ?? {}
      const attempts = change.attempt
        ? [
            ...(current.attempts ?? []).filter((entry) => entry.key !== change.attempt?.key),
            change.attempt,
          ].slice(-MAX_ATTEMPTS)
        : current.attempts
      const next = {
        ...current,
        ...(attempts ? { attempts } : {}),
        ...(change.pending !== undefined ? { pending: change.pending ?? undefined } : {}),
        ...(change.confirming !== undefined ? { confirming: change.confirming ?? undefined } : {}),
        ...(change.last
          ? {
              last: change.last,
              pending: undefined,
              confirming: undefined,
              lastKey: change.lastKey,
              lastBasketId: change.lastBasketId,
              lastResult: change.lastResult,
            }
          : {}),
      }
      // A placed order spent its reward code: nothing is left to apply again.
      const rewardCodes = change.last ? withoutSite(state.rewardCodes, change.siteId) : state.rewardCodes
      return {
        state: { ...state, orders: { ...state.orders, [change.siteId]: next }, rewardCodes },
        outcome: 'changed',
      }
    }
    case 'decision.remember':
      return rememberDecision(state, change)
    case 'decision.forget':
      return state.decisions
        ? { state: { ...state, decisions: undefined }, outcome: 'changed' }
        : { state, outcome: 'unchanged' }
    case 'rewardCode':
      return forCurrentCart(state, change, () => ({
        ...state,
        rewardCodes:
          change.code === null
            ? withoutSite(state.rewardCodes, change.siteId)
            : { ...state.rewardCodes, [change.siteId]: { basketId: change.basketId, code: change.code } },
      }))
    case 'cartLines':
      return forCurrentCart(state, change, () => ({
        ...state,
        cartLines: { ...state.cartLines, [change.siteId]: change.lines.slice(0, MAX_CART_LINES) },
      }))
    case 'replace':
      return slotValue(state, change.slot) === change.from &&
        (change.to === null || isSlotValue(change.slot, change.to))
        ? { state: withSlot(state, change.slot, change.to ?? undefined), outcome: 'changed' }
        : { state, outcome: 'unchanged' }
  }
}

/** The state with a one-off action recorded, and whether it was new; the oldest are forgotten past the limit. */
export function recordOnce(state: SessionState, key: string): { state: SessionState; first: boolean } {
  const recorded = state.recorded ?? []
  if (recorded.includes(key)) return { state, first: false }
  return { state: { ...state, recorded: [...recorded, key].slice(-MAX_RECORDED) }, first: true }
}

/** A per-site record without one site's entry; undefined once empty. */
function withoutSite<T>(
  record: Record<string, T> | undefined,
  siteId: string,
): Record<string, T> | undefined {
  if (!record || !(siteId in record)) return record
  const { [siteId]: _gone, ...rest } = record
  return Object.keys(rest).length > 0 ? rest : undefined
}
