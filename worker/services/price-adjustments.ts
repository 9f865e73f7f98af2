/**
 * A store associate's price adjustments (decision 031), made from the bag in in-store mode (decision 044): off a
 * line or the whole order, a whole percentage or an amount, at most half, with a reason from the cart service's
 * list; and taken off again. Only a connected associate may: the adjustment records their store and employee id.
 */
import type { Cart } from '../../shared/bag/cart'
import type { AppContext } from '../types'
import type { PriceAdjustmentReason } from '../upstream/commerce/inputs'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { changeShopperCart } from './cart'

export const ADJUSTMENT_REASONS = [
  'PRICE_MATCH',
  'DAMAGED_ITEM',
  'SERVICE_RECOVERY',
] as const satisfies readonly PriceAdjustmentReason[]
/** The most a percentage adjustment takes off (the cart service's limit: half). */
export const MAX_ADJUSTMENT_PERCENT = 50

export interface AdjustmentForm {
  /** The line it is for; empty for the whole order. */
  itemId: string
  type: 'PERCENT' | 'AMOUNT'
  value: string
  reasonCode: PriceAdjustmentReason
}

function associateOf(c: AppContext) {
  const associate = c.var.associate
  if (!associate) throw new ApiError('ASSOCIATE_ONLY')
  return { storeId: associate.storeId, employeeId: associate.storeEmployeeId }
}

/** The value as a number when it is one the kind allows: a whole percentage up to 50, or money above 0. */
function adjustmentValue(form: AdjustmentForm): number | null {
  const text = form.value.trim().replace(',', '.')
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null
  const value = Number(text)
  if (!(value > 0)) return null
  if (form.type === 'PERCENT' && (!Number.isInteger(value) || value > MAX_ADJUSTMENT_PERCENT)) return null
  return value
}

/** The cart service's refusals, in the associate's words. */
function refusal(error: unknown): never {
  if (error instanceof UpstreamError) {
    if (error.errorId === 'PRC400')
      throw new ApiError('ADJUSTMENT_TOO_LARGE', { fields: { value: 'associate.adjust.error.tooMuch' } })
    if (error.errorId === 'PRC409') throw new ApiError('ADJUSTMENT_EXISTS')
    if (error.errorId === 'GWP405') throw new ApiError('ADJUSTMENT_GIFT_LINE')
    if (error.errorId === 'ORD404') throw new ApiError('ADJUSTMENT_LINE_GONE')
    if (error.errorId === 'PRC404') throw new ApiError('ADJUSTMENT_GONE')
  }
  throw error
}

/** Adds an adjustment to a line or the order of the shopper's bag. */
export async function addAdjustment(c: AppContext, form: AdjustmentForm): Promise<Cart> {
  const associate = associateOf(c)
  const value = adjustmentValue(form)
  if (value === null)
    throw new ApiError('ADJUSTMENT_VALUE_INVALID', { fields: { value: 'associate.adjust.error.value' } })
  try {
    return await changeShopperCart(
      c,
      (basketId, itemId) =>
        c.var.services.commerce.addPriceAdjustment(basketId, {
          ...(itemId ? { itemId } : {}),
          type: form.type,
          value,
          reasonCode: form.reasonCode,
          associate,
        }),
      form.itemId || undefined,
    )
  } catch (error) {
    return refusal(error)
  }
}

/**
 * Changes an adjustment of the shopper's bag: its kind, value and reason (the cart service's PATCH), checked as an
 * added one is.
 */
export async function changeAdjustment(
  c: AppContext,
  adjustmentId: string,
  form: Omit<AdjustmentForm, 'itemId'>,
): Promise<Cart> {
  const associate = associateOf(c)
  const value = adjustmentValue({ ...form, itemId: '' })
  if (value === null)
    throw new ApiError('ADJUSTMENT_VALUE_INVALID', { fields: { value: 'associate.adjust.error.value' } })
  try {
    return await changeShopperCart(c, (basketId) =>
      c.var.services.commerce.changePriceAdjustment(basketId, adjustmentId, {
        type: form.type,
        value,
        reasonCode: form.reasonCode,
        associate,
      }),
    )
  } catch (error) {
    return refusal(error)
  }
}

/** Takes an adjustment off the shopper's bag. */
export async function removeAdjustment(c: AppContext, adjustmentId: string): Promise<Cart> {
  associateOf(c)
  try {
    return await changeShopperCart(c, (basketId) =>
      c.var.services.commerce.removePriceAdjustment(basketId, adjustmentId),
    )
  } catch (error) {
    return refusal(error)
  }
}
