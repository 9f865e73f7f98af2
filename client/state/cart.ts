/**
 * The shopper's cart in the browser: one resource per page locale over `GET /api/cart`, shared by every island on
 * the page, and the add-to-cart call that updates it. The basket id never reaches the browser; the worker keeps
 * it in the session.
 *
 * A small store instead of a data-fetching library (decision 016): the page needs one resource, read once on
 * load, again when the shopper comes back to the tab (at most every five seconds) or back online, and replaced by
 * the answer of an add. Concurrent reads share one request.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { Cart } from '../../shared/bag/cart'
import type { GiftOption } from '../../shared/bag/gift-option'
import { ApiRequestError, callApi } from '../api'

export const CART_ENDPOINT = '/api/cart'

export interface CartState {
  cart: Cart | null
  error: Error | undefined
  /** True until the first answer for the locale. */
  isLoading: boolean
}

const LOADING: CartState = { cart: null, error: undefined, isLoading: true }
/** Comeback to the tab re-reads the cart at most this often. */
const FOCUS_THROTTLE_MS = 5000

const states = new Map<string, CartState>()
const listeners = new Map<string, Set<() => void>>()
const pending = new Map<string, Promise<void>>()
/** Adds per locale: a read that started before an add must not replace the add's answer when it ends. */
const adds = new Map<string, number>()
let lastRead = 0

function publish(locale: string, state: CartState) {
  states.set(locale, state)
  for (const listener of listeners.get(locale) ?? []) listener()
}

/** A structural check of our own worker's answer; the worker validated the upstream cart with zod already. */
function isCart(value: unknown): value is Cart {
  if (value === null || typeof value !== 'object') return false
  const candidate = value as Partial<Cart>
  return (
    typeof candidate.currency === 'string' &&
    Number.isInteger(candidate.totalItems) &&
    Array.isArray(candidate.items)
  )
}

const unexpectedShape = (status: number) =>
  new ApiRequestError({
    status,
    errorId: 'BAD_SHAPE',
    message: 'Cart response had an unexpected shape',
    fromServer: false,
  })

/** Reads the cart of a locale; null when the shopper has none. */
export async function fetchCart(locale: string): Promise<Cart | null> {
  const body = await callApi<{ cart?: unknown }>(CART_ENDPOINT, { locale })
  if (body.cart !== null && !isCart(body.cart)) throw unexpectedShape(200)
  return body.cart
}

/** Reads the cart again unless a read is under way; errors keep the last cart and are shown as unknown. */
function revalidate(locale: string): Promise<void> {
  const running = pending.get(locale)
  if (running) return running
  lastRead = Date.now()
  const addsBefore = adds.get(locale) ?? 0
  const current = () => (adds.get(locale) ?? 0) === addsBefore
  const read = fetchCart(locale)
    .then(
      (cart) => {
        if (current()) publish(locale, { cart, error: undefined, isLoading: false })
      },
      (error: unknown) => {
        if (!current()) return
        publish(locale, {
          cart: states.get(locale)?.cart ?? null,
          error: error instanceof Error ? error : new Error(String(error)),
          isLoading: false,
        })
      },
    )
    .finally(() => pending.delete(locale))
  pending.set(locale, read)
  return read
}

function revalidateShown() {
  for (const [locale, set] of listeners) if (set.size > 0) void revalidate(locale)
}

function onComeback() {
  if (document.visibilityState === 'visible' && Date.now() - lastRead > FOCUS_THROTTLE_MS) revalidateShown()
}

let listening = false
function listenForComebacks() {
  if (listening) return
  listening = true
  window.addEventListener('focus', onComeback)
  document.addEventListener('visibilitychange', onComeback)
  window.addEventListener('online', revalidateShown)
}

function subscribe(locale: string, listener: () => void): () => void {
  let set = listeners.get(locale)
  if (!set) {
    set = new Set()
    listeners.set(locale, set)
  }
  set.add(listener)
  listenForComebacks()
  void revalidate(locale)
  return () => {
    set.delete(listener)
  }
}

/** The cart of the page's locale, with its loading and error state. */
export function useCart(locale: string): CartState {
  return useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(locale, listener), [locale]),
    () => states.get(locale) ?? LOADING,
    () => LOADING,
  )
}

/**
 * Adds a variant to the cart and updates every island showing it: by SKU, or without one (`undefined`) by the
 * style, colour and size (its code) in `line`, as the upsell's quick shop adds; an e-gift card with its recipient
 * (`gift`, sent in the gift fields' flat names, as the product page's plain form posts them). Throws
 * `ApiRequestError` when refused.
 */
export async function addToCart(
  locale: string,
  productId: string | undefined,
  qty: number,
  line: {
    styleCode?: string
    colour?: string
    size?: string
    storeId?: string
    recipeId?: string
    gift?: GiftOption
    customAmount?: number
    /** A personalisation (decision 030), saved as a recipe by the worker before the add. */
    personalisation?: { text: string; thread: string }
  } = {},
): Promise<Cart> {
  const { gift, personalisation, ...rest } = line
  const body = await callApi<{ cart?: unknown }>(`${CART_ENDPOINT}/items`, {
    locale,
    json: {
      productId,
      qty,
      ...rest,
      ...(gift ? { giftTo: gift.to, giftEmail: gift.email, giftMessage: gift.message } : {}),
      ...(personalisation
        ? { personalise: true, personalText: personalisation.text, threadColour: personalisation.thread }
        : {}),
    },
  })
  if (!isCart(body.cart)) throw unexpectedShape(200)
  adds.set(locale, (adds.get(locale) ?? 0) + 1)
  publish(locale, { cart: body.cart, error: undefined, isLoading: false })
  return body.cart
}

/** The bag page's changes to the cart, by the path of their `/api/cart` route. */
export type CartChange =
  | 'items/update'
  | 'items/remove'
  | 'coupons'
  | 'coupons/remove'
  | 'gift-cards'
  | 'gift-cards/remove'
  | 'shipping-method'
  | 'bonus/restore'

/** Sends a change to the cart and updates every island showing it; throws `ApiRequestError` when refused. */
export async function changeCart(
  locale: string,
  change: CartChange,
  json: Record<string, unknown>,
): Promise<Cart> {
  const body = await callApi<{ cart?: unknown }>(`${CART_ENDPOINT}/${change}`, { locale, json })
  if (!isCart(body.cart)) throw unexpectedShape(200)
  adds.set(locale, (adds.get(locale) ?? 0) + 1)
  publish(locale, { cart: body.cart, error: undefined, isLoading: false })
  return body.cart
}

/** Hides an approaching promotion for the rest of the session. */
export async function dismissPromotion(locale: string, promotionId: string): Promise<void> {
  await callApi(`${CART_ENDPOINT}/promotions/dismiss`, { locale, json: { promotionId } })
}
