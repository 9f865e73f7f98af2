/**
 * The commerce client's price adjustment calls (decision 031): a store associate's adjustment of a line or the
 * order, added, changed or removed. For the associate mode only; each answers the changed cart.
 */
import type { Cart } from '../../../shared/bag/cart'
import type { ChangeCart, PriceAdjustmentChange, PriceAdjustmentInput } from './inputs'

/** The price adjustment calls, for the commerce client to hold among its own. */
export function createPriceAdjustmentCalls(changeCart: ChangeCart) {
  return {
    /**
     * Adds a store associate's price adjustment to a line or the order (spec 1 §7; decision 031). For the associate
     * mode only: no shopper-facing route calls it. Refusals: PRC400 (over half, not a whole percentage, an e-gift
     * card), PRC409 (the line or order has one already), ORD404, GWP405, STR404, API400 (a reason not on the list).
     */
    addPriceAdjustment(basketId: string, adjustment: PriceAdjustmentInput): Promise<Cart> {
      return changeCart(
        'addPriceAdjustment',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments`,
        {
          ...(adjustment.itemId ? { itemId: adjustment.itemId } : {}),
          type: adjustment.type,
          value: adjustment.value,
          reasonCode: adjustment.reasonCode,
          storeId: adjustment.associate.storeId,
          employeeId: adjustment.associate.employeeId,
        },
      )
    },

    /** Changes a store associate's price adjustment (PRC404 when the cart has no such adjustment). Associates only. */
    changePriceAdjustment(
      basketId: string,
      adjustmentId: string,
      change: PriceAdjustmentChange,
    ): Promise<Cart> {
      return changeCart(
        'changePriceAdjustment',
        'PATCH',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
        {
          ...(change.type !== undefined ? { type: change.type } : {}),
          ...(change.value !== undefined ? { value: change.value } : {}),
          ...(change.reasonCode !== undefined ? { reasonCode: change.reasonCode } : {}),
          storeId: change.associate.storeId,
          employeeId: change.associate.employeeId,
        },
      )
    },

    /** Removes a store associate's price adjustment (PRC404 when the cart has no such adjustment). Associates only. */
    removePriceAdjustment(basketId: string, adjustmentId: string): Promise<Cart> {
      return changeCart(
        'removePriceAdjustment',
        'DELETE',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
        {},
      )
    },
  }
}
