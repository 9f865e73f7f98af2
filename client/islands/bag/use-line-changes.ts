/** The changes to the bag's lines: quantity, size, removal, delivery home instead of pickup, a declined gift back. */
import { useRef } from 'react'
import type { CartLine } from '../../../shared/bag/cart'
import { withLine, withSize } from './optimistic-cart'
import { refusedAtLine, refusedAtTop, succeeded } from './outcomes'
import type { BagEnvironment } from './types'
import type { BagCart } from './use-bag-cart'

export function useLineChanges({ cart, send }: BagCart, environment: BagEnvironment) {
  const { words } = environment
  /** Where focus goes when the button pressed has gone with its line, and where the notice is read. */
  const linesHeading = useRef<HTMLHeadingElement>(null)

  function changeQuantity(line: CartLine, qty: number) {
    if (qty === line.qty) return
    void send(
      'items/update',
      { itemId: line.id, qty },
      {
        optimistic: withLine(cart, line.id, qty),
        done: succeeded(words.t('bag.notice.updated'), line.id),
        refused: refusedAtLine(environment, line, qty),
      },
    )
  }

  function changeSize(line: CartLine, value: string) {
    const size = line.sizes.find((entry) => entry.value === value)
    if (!size || value === line.size) return
    void send(
      'items/update',
      { itemId: line.id, size: value },
      {
        optimistic: withSize(cart, line.id, size),
        done: succeeded(words.t('bag.notice.size')),
        refused: refusedAtLine(environment, line),
      },
    )
  }

  async function removeLine(line: CartLine) {
    const without = withLine(cart, line.id, null)
    const removed = await send(
      'items/remove',
      { itemId: line.id },
      {
        // A gift's line goes, and the bag offers the gift back.
        optimistic: line.bonusPromotionId
          ? {
              ...without,
              declinedGifts: [
                ...without.declinedGifts,
                { promotionId: line.bonusPromotionId, name: line.name },
              ],
            }
          : without,
        done: succeeded(words.t('bag.notice.lineRemoved')),
        refused: () => ({ kind: 'error', text: words.t('bag.removeFailed'), itemId: line.id }),
      },
    )
    if (removed) linesHeading.current?.focus()
  }

  async function restoreGift(promotionId: string) {
    const restored = await send(
      'bonus/restore',
      { promotionId },
      {
        optimistic: {
          ...cart,
          declinedGifts: cart.declinedGifts.filter((gift) => gift.promotionId !== promotionId),
        },
        done: succeeded(words.t('bag.notice.giftRestored')),
        refused: refusedAtTop(environment),
      },
    )
    if (restored) linesHeading.current?.focus()
  }

  function deliverHome(line: CartLine) {
    void send(
      'items/update',
      { itemId: line.id, delivery: 'home' },
      {
        done: succeeded(words.t('bag.notice.deliveryHome'), line.id),
        refused: refusedAtLine(environment, line),
      },
    )
  }

  return { linesHeading, changeQuantity, changeSize, removeLine, restoreGift, deliverHome }
}

export type LineChanges = ReturnType<typeof useLineChanges>
