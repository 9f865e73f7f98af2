/**
 * The shopper's cart in the browser: one SWR resource over `GET /api/cart`, mirrored into a jotai atom so any
 * island (mini cart, add to cart, cart page) reads and updates the same cart.
 */
import { atom, useAtom } from 'jotai'
import { useEffect } from 'react'
import useSWR from 'swr'
import type { Cart } from '../../shared/cart'

export const cartAtom = atom<Cart | null>(null)

export const CART_ENDPOINT = '/api/cart'

export class CartRequestError extends Error {
  override name = 'CartRequestError'
}

export async function fetchCart(url: string): Promise<Cart | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
  if (!response.ok) throw new CartRequestError(`Cart request failed with ${response.status}`)
  const body: unknown = await response.json()
  if (!isCartResponse(body)) throw new CartRequestError('Cart response had an unexpected shape')
  return body.cart
}

/** A structural check of our own worker's answer; the worker validated the upstream cart with zod already. */
function isCartResponse(body: unknown): body is { cart: Cart | null } {
  if (body === null || typeof body !== 'object' || !('cart' in body)) return false
  const { cart } = body as { cart: unknown }
  if (cart === null) return true
  if (typeof cart !== 'object') return false
  const candidate = cart as Partial<Cart>
  return (
    typeof candidate.id === 'string' &&
    Number.isInteger(candidate.totalItems) &&
    Array.isArray(candidate.items)
  )
}

/** The cart, loading state and error; the atom is kept in step with what SWR fetched. */
export function useCart() {
  const [cart, setCart] = useAtom(cartAtom)
  const { data, error, isLoading } = useSWR(CART_ENDPOINT, fetchCart, {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  })
  useEffect(() => {
    if (data !== undefined) setCart(data)
  }, [data, setCart])
  return { cart: data === undefined ? cart : data, error: error as Error | undefined, isLoading }
}
