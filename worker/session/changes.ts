/**
 * The changes a session accepts, each a pure function from one state to the next with what it did. The session's
 * Durable Object (object.ts) applies them one at a time; the state's shape is state.ts.
 */
import type * as z from 'zod'
import type { OrderSchema } from '../../shared/bag/order'
import { MAX_COMPARE } from '../../shared/ids'
import { type Decision, DecisionSchema, rememberable } from '../../shared/personalization/personalization'
import { VISITOR_ID } from '../../shared/personalization/visitor'
import {
  BASKET_ID,
  type CartLineCopy,
  type Confirming,
  type Customer,
  FAVORITES_ID,
  LOCALE_CODE,
  MAX_ATTEMPTS,
  MAX_CART_LINES,
  MAX_PAGE_KEY,
  MAX_RECORDED,
  MAX_REMEMBERED_DECISIONS,
  type PreviewGrant,
  SAVED_LIST_ID,
  type SessionState,
  SITE_ID,
} from './state'

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
  /**
   * A site's reservation in store (decision 086): a reserve cart made (`basketId`), or one placed (`last`, with its
   * key, which forgets the reserve cart it was placed from).
   */
  | {
      kind: 'reserve'
      siteId: string
      basketId?: string
      last?: z.infer<typeof OrderSchema>
      lastKey?: string
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
    case 'reserve': {
      const current = state.reserves?.[change.siteId] ?? {}
      const next = change.last
        ? { last: change.last, lastKey: change.lastKey }
        : { ...current, basketId: change.basketId }
      return {
        state: { ...state, reserves: { ...state.reserves, [change.siteId]: next } },
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
