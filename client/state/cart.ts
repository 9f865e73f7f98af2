/**
 * The shopper's cart in the browser: one SWR resource per page locale over `GET /api/cart`, shared by every
 * island on the page (they are hydrated with one jotai store and one SWR cache), and the add-to-cart call that
 * updates it. The basket id never reaches the browser; the worker keeps it in the sealed session.
 */
import useSWR, { mutate } from 'swr'
import type { Cart } from '../../shared/cart'

export const CART_ENDPOINT = '/api/cart'
export const LOCALE_HEADER = 'x-storefront-locale'

export class CartRequestError extends Error {
  override name = 'CartRequestError'
  constructor(
    message: string,
    readonly errorId: string,
    readonly placement: string,
  ) {
    super(message)
  }
}

const cartKey = (locale: string) => [CART_ENDPOINT, locale] as const

/** A structural check of our own worker's answer; the worker validated the upstream cart with zod already. */
function isCart(value: unknown): value is Cart {
  if (value === null || typeof value !== 'object') return false
  const candidate = value as Partial<Cart>
  return (
    typeof candidate.id === 'string' &&
    Number.isInteger(candidate.totalItems) &&
    Array.isArray(candidate.items)
  )
}

async function readError(response: Response): Promise<CartRequestError> {
  const body = (await response.json().catch(() => null)) as {
    errorDetails?: { errorId?: string; message?: string }[]
    placement?: string
  } | null
  const first = body?.errorDetails?.[0]
  return new CartRequestError(
    first?.message ?? `Cart request failed with ${response.status}`,
    first?.errorId ?? `HTTP${response.status}`,
    body?.placement ?? 'top',
  )
}

export async function fetchCart([url, locale]: readonly [string, string]): Promise<Cart | null> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', [LOCALE_HEADER]: locale },
    credentials: 'same-origin',
  })
  if (!response.ok) throw await readError(response)
  const body = (await response.json()) as { cart?: unknown }
  if (body.cart !== null && !isCart(body.cart))
    throw new CartRequestError('Cart response had an unexpected shape', 'BAD_SHAPE', 'top')
  return body.cart as Cart | null
}

/** The cart of the page's locale, with its loading and error state. */
export function useCart(locale: string) {
  const { data, error, isLoading } = useSWR(cartKey(locale), fetchCart, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  })
  return { cart: data ?? null, error: error as Error | undefined, isLoading }
}

/** Adds a variant to the cart and updates every island showing it; throws `CartRequestError` with the message. */
export async function addToCart(
  locale: string,
  productId: string,
  qty: number,
  line: { storeId?: string; recipeId?: string } = {},
): Promise<Cart> {
  const response = await fetch(`${CART_ENDPOINT}/items`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', [LOCALE_HEADER]: locale },
    body: JSON.stringify({ productId, qty, ...line }),
  })
  if (!response.ok) throw await readError(response)
  const body = (await response.json()) as { cart?: unknown }
  if (!isCart(body.cart))
    throw new CartRequestError('Cart response had an unexpected shape', 'BAD_SHAPE', 'top')
  await mutate(cartKey(locale), body.cart, { revalidate: false })
  return body.cart
}
