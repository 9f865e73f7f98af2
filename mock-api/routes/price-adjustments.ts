/**
 * Price adjustments (spec 1 §3, §7; decision 031): the manual overrides a store associate makes for a customer, a
 * price match, a damaged item or service recovery. `POST /cart/v1/cart/{basketId}/price_adjustments` adds one to a
 * line (`itemId`) or to the order (no `itemId`); `PATCH` and `DELETE .../price_adjustments/{adjustmentId}` change
 * or remove it. Each is a whole percentage or an amount off (each unit of a line, or the order's merchandise), at
 * most half, for a reason from a fixed list, made by an employee of a store that exists. One per line and one for
 * the order; never on an e-gift card (its price is its amount) or a gift with purchase (free already). The answer
 * is the cart, priced with it (`cart/price-cart.ts`).
 *
 * Refusals: API400 (the payload's shape, a reason not on the list), PRC400 (an invalid price: a percentage not
 * whole or over 50, an amount not positive, with more than two decimals or over half the price, an e-gift card),
 * ORD404 (no such line), GWP405 (the free gift), STR404 (the employee's store is unknown), PRC404 (no such
 * adjustment), PRC409 (the line or the order already has one), BSK404 (no open cart).
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { bonusLineId, readCart, reportCart } from '../cart/price-cart'
import { ADJUSTMENT_REASONS, GIFT_WITH_PURCHASE, MAX_ADJUSTMENT_SHARE, round2 } from '../cart/rules'
import { getCart, listCartLines } from '../db/carts'
import {
  addPriceAdjustment,
  getPriceAdjustment,
  type PriceAdjustmentRow,
  removePriceAdjustment,
  updatePriceAdjustment,
} from '../db/price-adjustments'
import { storeExists } from '../db/stores'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

type Ctx = Context<{ Bindings: MockEnv }>

const MAX_PERCENT = Math.round(MAX_ADJUSTMENT_SHARE * 100)

/** Who makes (or changes) an adjustment: until associates sign in, their store and employee id travel in the body. */
const AssociateSchema = {
  storeId: z.string().regex(/^\d{4}$/),
  employeeId: z.string().regex(/^[A-Za-z0-9]{3,20}$/),
}
const KindSchema = z.enum(['PERCENT', 'AMOUNT'])
const ReasonSchema = z.enum(ADJUSTMENT_REASONS)

const AddSchema = z.object({
  /** The line it is for; absent for the order. */
  itemId: z.string().min(1).max(64).optional(),
  type: KindSchema,
  value: z.number(),
  reasonCode: ReasonSchema,
  ...AssociateSchema,
})

const ChangeSchema = z
  .object({
    type: KindSchema.optional(),
    value: z.number().optional(),
    reasonCode: ReasonSchema.optional(),
    ...AssociateSchema,
  })
  // A new kind means a new value: 20 (percent) is not 20 (money).
  .refine((change) => change.type === undefined || change.value !== undefined, { path: ['value'] })

/** A body that does not validate: API400 naming the first issue's field, with the reasons when it is the reason. */
async function bodyOf<S extends z.ZodType>(c: Ctx, schema: S) {
  const parsed = schema.safeParse(await c.req.json().catch(() => null))
  if (parsed.success) return { data: parsed.data as z.output<S> }
  const path = parsed.error.issues[0]?.path.join('.') ?? ''
  const reasons = path === 'reasonCode' ? ` (one of ${ADJUSTMENT_REASONS.join(', ')})` : ''
  return {
    refusal: apiError(c, 400, 'API400', `Invalid price adjustment${path ? `: ${path}` : ''}${reasons}`),
  }
}

const cartNotFound = (c: Ctx) => apiError(c, 404, 'BSK404', 'Cart not found')
const invalidPrice = (c: Ctx, message: string) => apiError(c, 400, 'PRC400', message)

/** Two decimals at most: an amount is money. */
const isMoney = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6

/**
 * What is wrong with a kind and value against the price it comes off (a line's unit price, or the order's
 * merchandise after promotions); null when nothing is. The same limits pricing applies on every read.
 */
function priceRefusal(kind: 'PERCENT' | 'AMOUNT', value: number, base: number): string | null {
  if (!Number.isFinite(value) || value <= 0)
    return 'A price adjustment takes something off: it must be above 0'
  if (kind === 'PERCENT') {
    if (!Number.isInteger(value) || value > MAX_PERCENT)
      return `A percentage adjustment is a whole number from 1 to ${MAX_PERCENT}`
    return null
  }
  if (!isMoney(value)) return 'An amount has at most two decimals'
  const most = round2(base * MAX_ADJUSTMENT_SHARE)
  if (value > most) return `At most ${MAX_PERCENT}% can come off: ${most.toFixed(2)} here`
  return null
}

/**
 * The price an adjustment comes off, in the open cart: a line's unit price (after none of its own adjustment), or
 * the order's merchandise after promotions. A refusal when the line or the order cannot be adjusted.
 */
async function baseOf(
  c: Ctx,
  basketId: string,
  itemId: string | null,
): Promise<{ base: number } | { refusal: Response }> {
  const db = c.env.DB
  const cart = await getCart(db, basketId)
  if (cart?.status !== 'open') return { refusal: cartNotFound(c) }
  if (itemId === bonusLineId(GIFT_WITH_PURCHASE.promotionId))
    return { refusal: apiError(c, 400, 'GWP405', 'A free gift cannot be adjusted: it is free already') }
  if (itemId !== null) {
    const line = (await listCartLines(db, basketId, cart.currency)).find((entry) => entry.id === itemId)
    if (!line) return { refusal: apiError(c, 404, 'ORD404', 'Item not in this cart') }
    if (line.digital === 1)
      return { refusal: invalidPrice(c, 'An e-gift card’s price is its amount: it cannot be adjusted') }
    return { base: line.current }
  }
  const priced = await readCart(db, basketId)
  // The order's merchandise after promotions: the e-gift cards are money, never adjusted.
  const merchandise = priced
    ? round2(
        priced.items
          .filter((item) => !item.isDigitalProduct && !item.bonus)
          .reduce((sum, item) => sum + item.price.rowTotal, 0) - priced.totals.totalDiscount,
      )
    : 0
  if (merchandise <= 0) return { refusal: invalidPrice(c, 'This cart has no merchandise to adjust') }
  return { base: merchandise }
}

const storeUnknown = (c: Ctx) => apiError(c, 404, 'STR404', 'The employee’s store is not known')

const answer = async (c: Ctx, basketId: string, status: 200 | 201 = 200) => {
  const cart = await reportCart(c.env.DB, basketId, c.req.query('locale'))
  return cart ? c.json(cart, status) : cartNotFound(c)
}

export const priceAdjustmentRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

priceAdjustmentRoutes.post('/v1/cart/:basketId/price_adjustments', async (c) => {
  const basketId = c.req.param('basketId')
  const body = await bodyOf(c, AddSchema)
  if (body.refusal) return body.refusal
  const { itemId, type, value, reasonCode, storeId, employeeId } = body.data
  const found = await baseOf(c, basketId, itemId ?? null)
  if ('refusal' in found) return found.refusal
  const refused = priceRefusal(type, value, found.base)
  if (refused) return invalidPrice(c, refused)
  if (!(await storeExists(c.env.DB, storeId))) return storeUnknown(c)
  const added = await addPriceAdjustment(c.env.DB, {
    id: `PA${crypto.randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`,
    cartId: basketId,
    item_id: itemId ?? null,
    kind: type,
    value,
    reason_code: reasonCode,
    store_id: storeId,
    employee_id: employeeId,
    now: new Date().toISOString(),
  })
  if (!added)
    return apiError(
      c,
      409,
      'PRC409',
      itemId
        ? 'This line already has a price adjustment: change it instead'
        : 'This order already has a price adjustment: change it instead',
    )
  return answer(c, basketId, 201)
})

/** The adjustment of an open cart by its id, or the refusal. */
async function existing(
  c: Ctx,
  basketId: string,
  adjustmentId: string,
): Promise<{ adjustment: PriceAdjustmentRow } | { refusal: Response }> {
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return { refusal: cartNotFound(c) }
  const adjustment = await getPriceAdjustment(c.env.DB, basketId, adjustmentId)
  if (!adjustment) return { refusal: apiError(c, 404, 'PRC404', 'This cart has no such price adjustment') }
  return { adjustment }
}

priceAdjustmentRoutes.patch('/v1/cart/:basketId/price_adjustments/:adjustmentId', async (c) => {
  const { basketId, adjustmentId } = c.req.param()
  const body = await bodyOf(c, ChangeSchema)
  if (body.refusal) return body.refusal
  const found = await existing(c, basketId, adjustmentId)
  if ('refusal' in found) return found.refusal
  const { adjustment } = found
  const base = await baseOf(c, basketId, adjustment.item_id)
  if ('refusal' in base) return base.refusal
  const kind = body.data.type ?? adjustment.kind
  const value = body.data.value ?? adjustment.value
  // The order's own adjustment is not part of the merchandise it comes off, so it is checked against the same base.
  const refused = priceRefusal(kind, value, base.base)
  if (refused) return invalidPrice(c, refused)
  if (!(await storeExists(c.env.DB, body.data.storeId))) return storeUnknown(c)
  const changed = await updatePriceAdjustment(c.env.DB, {
    id: adjustmentId,
    cartId: basketId,
    kind,
    value,
    reason_code: body.data.reasonCode ?? adjustment.reason_code,
    store_id: body.data.storeId,
    employee_id: body.data.employeeId,
    now: new Date().toISOString(),
  })
  if (!changed) return apiError(c, 404, 'PRC404', 'This cart has no such price adjustment')
  return answer(c, basketId)
})

priceAdjustmentRoutes.delete('/v1/cart/:basketId/price_adjustments/:adjustmentId', async (c) => {
  const { basketId, adjustmentId } = c.req.param()
  const found = await existing(c, basketId, adjustmentId)
  if ('refusal' in found) return found.refusal
  if (!(await removePriceAdjustment(c.env.DB, basketId, adjustmentId)))
    return apiError(c, 404, 'PRC404', 'This cart has no such price adjustment')
  return answer(c, basketId)
})
