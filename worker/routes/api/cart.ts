/**
 * `/api/cart`: the shopper's cart for islands and the bag page's changes to it: add, change a line's quantity or
 * pickup store, remove a line, coupons, the delivery method, dismissing an approaching promotion. Each works from
 * a script (JSON) and from a plain form without JavaScript (answered with a redirect back to the page and a
 * notice there, `?cart=<outcome or error id>`, with the line or code it is about). The basket id stays at the
 * edge; answers carry the trimmed cart, no tokens.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { CartResponse } from '../../../shared/cart'
import { COLOUR_CODE, RECIPE_ID, SKU, STORE_ID, STYLE_CODE } from '../../../shared/ids'
import { cartPath } from '../../../shared/routes'
import {
  addToCart,
  applyCoupon,
  dismissPromotion,
  findVariantSku,
  getShopperCart,
  removeCartLine,
  removeCoupon,
  restoreGift,
  setShippingMethod,
  updateCartLine,
} from '../../services/cart'
import type { AppContext, AppEnv } from '../../types'
import { answer, type ReadInputOptions, readInput, wholeNumber } from './responder'

export const cartApi = new Hono<AppEnv>()

/** The most of one variant a single add asks for; the cart service applies the product's own maximum. */
const MAX_QTY = 999999
const LINE_ID = /^[A-Za-z0-9_-]{1,64}$/
const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/
const PROMOTION_ID = /^[A-Za-z0-9_.-]{1,80}$/

/** A variant by SKU (from islands), or by style, colour and size (from the plain product form). */
const AddItemSchema = z
  .object({
    productId: z.string().regex(SKU).optional(),
    styleCode: z.string().regex(STYLE_CODE).optional(),
    colour: z.string().regex(COLOUR_CODE).optional(),
    size: z.string().min(1).max(10).optional(),
    storeId: z.string().regex(STORE_ID).optional(),
    recipeId: z.string().regex(RECIPE_ID).optional(),
    qty: wholeNumber(1, MAX_QTY).default(1),
  })
  .refine(
    (input) => input.productId !== undefined || (input.styleCode !== undefined && input.colour !== undefined),
  )

/** A line's new quantity, or its delivery: `home`, or a store id to pick it up in. */
const UpdateLineSchema = z
  .object({
    itemId: z.string().regex(LINE_ID),
    qty: wholeNumber(1, MAX_QTY).optional(),
    delivery: z.union([z.literal('home'), z.string().regex(STORE_ID)]).optional(),
  })
  .refine((input) => input.qty !== undefined || input.delivery !== undefined)

const LineSchema = z.object({ itemId: z.string().regex(LINE_ID) })
const CouponSchema = z.object({ code: z.string().trim().regex(COUPON_CODE) })
const ShippingMethodSchema = z.object({
  code: z.enum(['standard', 'express', 'pudo', 'sts']),
  storeId: z.string().regex(STORE_ID).optional(),
})
const PromotionSchema = z.object({ promotionId: z.string().regex(PROMOTION_ID) })

/** Bag forms return to the bag, whatever page they came from. */
const toBag = (c: AppContext, more: Partial<ReadInputOptions> = {}): ReadInputOptions => ({
  param: 'cart',
  to: cartPath(c.var.locale.code),
  ...more,
})

cartApi.get('/', async (c) => c.json<CartResponse>({ cart: await getShopperCart(c) }))

cartApi.post('/items', async (c) => {
  const input = await readInput(c, AddItemSchema, { param: 'cart' })
  const { productId, styleCode, colour, size, qty, storeId, recipeId } = input.data
  const sku = productId ?? (await findVariantSku(c, styleCode as string, colour as string, size))
  const cart = await addToCart(c, { productId: sku, qty, storeId, recipeId })
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'added' })
})

cartApi.post('/items/update', async (c) => {
  const input = await readInput(
    c,
    UpdateLineSchema,
    toBag(c, { keep: (data: { itemId: string }) => ({ item: data.itemId }) }),
  )
  const { itemId, qty, delivery } = input.data
  const cart = await updateCartLine(c, itemId, {
    ...(qty !== undefined ? { qty } : {}),
    ...(delivery !== undefined ? { storeId: delivery === 'home' ? null : delivery } : {}),
  })
  return answer(c, input, { cart } satisfies CartResponse, {
    notice: delivery !== undefined ? 'delivery' : 'updated',
  })
})

cartApi.post('/items/remove', async (c) => {
  const input = await readInput(
    c,
    LineSchema,
    toBag(c, { keep: (data: { itemId: string }) => ({ item: data.itemId }) }),
  )
  const cart = await removeCartLine(c, input.data.itemId)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'removed' })
})

cartApi.post('/coupons', async (c) => {
  // A refused code comes back to the form, so the shopper can correct what they typed.
  const input = await readInput(
    c,
    CouponSchema,
    toBag(c, { keep: (data: { code: string }) => ({ coupon: data.code }) }),
  )
  const cart = await applyCoupon(c, input.data.code)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'coupon', params: { coupon: '' } })
})

cartApi.post('/coupons/remove', async (c) => {
  const input = await readInput(c, CouponSchema, toBag(c))
  const cart = await removeCoupon(c, input.data.code)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'couponRemoved' })
})

cartApi.post('/shipping-method', async (c) => {
  const input = await readInput(c, ShippingMethodSchema, toBag(c))
  const cart = await setShippingMethod(c, input.data.code, input.data.storeId)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'shipping' })
})

cartApi.post('/promotions/dismiss', async (c) => {
  const input = await readInput(c, PromotionSchema, toBag(c))
  await dismissPromotion(c, input.data.promotionId)
  return answer(c, input, { dismissed: input.data.promotionId })
})

// A gift with purchase the shopper removed (`/items/remove` on its line declines it), added back.
cartApi.post('/bonus/restore', async (c) => {
  const input = await readInput(c, PromotionSchema, toBag(c))
  const cart = await restoreGift(c, input.data.promotionId)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'giftRestored' })
})
