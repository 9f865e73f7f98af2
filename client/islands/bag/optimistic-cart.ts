/** The cart as it will look once a change lands, shown while the change is on its way. */
import type { Cart } from '../../../shared/bag/cart'
import type { GiftOption } from '../../../shared/bag/gift-option'

const round2 = (value: number) => Math.round(value * 100) / 100

/** The cart as it will look once a change lands: lines and item total, the rest left to the answer. */
export function withLine(cart: Cart, itemId: string, qty: number | null): Cart {
  const items = cart.items.flatMap((line) =>
    line.id !== itemId
      ? [line]
      : qty === null
        ? []
        : [
            {
              ...line,
              qty,
              // A store associate's adjustment comes off each unit, so it follows the quantity.
              price: {
                ...line.price,
                rowTotal: round2((line.price.amount - (line.adjustment?.unitAmount ?? 0)) * qty),
                // What the discounts leave of it is the cart service's to say again.
                afterDiscounts: null,
              },
              adjustment: line.adjustment
                ? { ...line.adjustment, amount: round2(line.adjustment.unitAmount * qty) }
                : null,
            },
          ],
  )
  return {
    ...cart,
    items,
    totalItems: items.reduce((sum, line) => sum + line.qty, 0),
    totals: { ...cart.totals, itemTotal: round2(items.reduce((sum, line) => sum + line.price.rowTotal, 0)) },
  }
}

/** The cart with a line in another size, as it will be once the change lands (its price is the answer's to say). */
export const withSize = (cart: Cart, itemId: string, size: { value: string; label: string }): Cart => ({
  ...cart,
  items: cart.items.map((line) =>
    line.id === itemId ? { ...line, size: size.value, sizeLabel: size.label } : line,
  ),
})

/** The cart with a line's gift message set (or taken off, `null`), as it will be once the change lands. */
export const withGift = (cart: Cart, itemId: string, gift: GiftOption | null): Cart => ({
  ...cart,
  items: cart.items.map((line) => (line.id === itemId ? { ...line, gift } : line)),
})

/**
 * A changed cart with the favourite store's stock the bag last read: the cart service answers a change without it
 * (only the bag's own read names the store), and "Pick up at my store" would vanish after any change. The stock of a
 * line is the store's, whatever its quantity; a line the bag has not read (new, or merged) has none, so its offer
 * waits for the next read.
 */
export function keepFavouriteStore(next: Cart, last: Cart['favouriteStore']): Cart {
  if (next.favouriteStore || !last) return next
  const lines = new Set(next.items.map((line) => line.id))
  const stock = Object.fromEntries(Object.entries(last.stock).filter(([id]) => lines.has(id)))
  return { ...next, favouriteStore: { id: last.id, stock } }
}
