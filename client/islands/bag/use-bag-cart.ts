/**
 * The bag's cart and the one way it changes: shown at once, sent to its `/api/cart` route, replaced by the cart the
 * worker answers or put back with a notice (`useOptimisticChange`).
 */
import { useRef } from 'react'
import type { Cart } from '../../../shared/bag/cart'
import { ApiRequestError, shopperMessage } from '../../api'
import { useOptimisticChange } from '../../hooks/use-optimistic-change'
import { type CartChange, changeCart, fetchCart } from '../../state/cart'
import { reauthenticateOn, retryable } from '../../state/error-actions'
import { reloadGuarded } from '../../state/reload-guard'
import { showToast } from '../../state/toasts'
import { keepFavouriteStore } from './optimistic-cart'
import type { BagNotice, BagProps } from './types'

export interface BagOutcome {
  optimistic?: Cart
  done: BagNotice | null
  refused: (error: unknown) => BagNotice | null
}

export function useBagCart({ locale, cart: initial, notice }: Pick<BagProps, 'locale' | 'cart' | 'notice'>) {
  // The favourite store's stock as the bag last read it, kept through changes whose answers do not carry it.
  const favourite = useRef(initial.favouriteStore)
  const optimistic = useOptimisticChange<Cart, BagNotice>(initial, {
    notice,
    reread: () => fetchCart(locale),
    // The service changed the bag itself (a line gone, totals recalculated, the cart made again): the bag shows it
    // as it now is (spec 1 §8).
    stale: (error) =>
      error instanceof ApiRequestError && (error.action === 'reloadCart' || error.action === 'recreateCart'),
  })

  /**
   * Sends a change; shows `optimistic` meanwhile and puts the cart back when it is refused. `request` sends it
   * another way than `changeCart` (a change whose answer says more than the cart).
   */
  const send = (
    change: CartChange,
    json: Record<string, unknown>,
    outcome: BagOutcome,
    request: () => Promise<Cart> = () => changeCart(locale, change, json),
  ): Promise<boolean> =>
    optimistic.change({
      ...outcome,
      // A change the service asks to retry (a check it could not make just now) is offered again, never resent alone.
      // A refusal the catalogue puts in a toast is told there alone.
      refused: (error) => {
        if (error instanceof ApiRequestError && error.placement === 'toast') return null
        const notice = outcome.refused(error)
        return notice && retryable(error)
          ? { ...notice, retry: () => void send(change, json, outcome, request) }
          : notice
      },
      send: () =>
        request().then(
          (next) => {
            const kept = keepFavouriteStore(next, favourite.current)
            favourite.current = kept.favouriteStore
            return kept
          },
          (error: unknown) => {
            // The cart was made again: the toast saying so is read, then the page shows the new one (spec 2 §8),
            // once in ten seconds (the reload guard); the bag itself already shows it.
            if (error instanceof ApiRequestError && error.placement === 'toast')
              void showToast({ type: 'error', title: shopperMessage(error, '') }).then(() =>
                error.action === 'recreateCart' ? reloadGuarded() : undefined,
              )
            // The session ended (a reward asked of a signed-out account): sign in, and come back to the bag.
            reauthenticateOn(error, locale)
            throw error
          },
        ),
    })

  return { cart: optimistic.value, busy: optimistic.pending > 0, notice: optimistic.notice, send }
}

export type BagCart = ReturnType<typeof useBagCart>
