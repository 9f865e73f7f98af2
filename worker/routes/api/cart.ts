/**
 * `/api/cart`: the shopper's cart for islands and their changes to it, JSON only: add (an e-gift card with its
 * recipient, a personalised item with its text and thread), change a line's quantity, pickup store or gift message,
 * remove a line, coupons, gift cards (their balance, applying and removing them), the delivery method (and the methods
 * a shipment may have), dismissing an approaching promotion. Without JavaScript the bag and the product page answer their own forms with the same
 * changes (worker/routes/forms/cart.ts, decision 072). The basket id stays at the edge; answers carry the trimmed
 * cart, no tokens.
 */
import { Hono } from 'hono'
import type { CartResponse, PickupStoreResponse, ShipmentMethodsResponse } from '../../../shared/bag/cart'
import { ApiError } from '../../services/api-error'
import {
  dismissPromotion,
  getShipmentMethods,
  getShopperCart,
  removeCartLine,
  removeCoupon,
  restoreGift,
  setShippingMethod,
} from '../../services/cart'
import { applyTypedCoupon, applyTypedGiftCard, typedGiftCardBalance } from '../../services/code-tries'
import { removeGiftCard } from '../../services/order-placement'
import { movePickupsTo } from '../../services/pickup-store'
import { setFavouriteStore } from '../../services/stores'
import type { AppEnv } from '../../types'
import {
  AddItemSchema,
  addItem,
  CouponSchema,
  GiftCardEntrySchema,
  LineSchema,
  PaymentSchema,
  PickupStoreSchema,
  PromotionSchema,
  ShipmentSchema,
  ShippingMethodSchema,
  UpdateLineSchema,
  updateLine,
} from '../cart-changes'
import { readCall, validInput } from './responder'

export const cartApi = new Hono<AppEnv>()

cartApi.get('/', async (c) => c.json<CartResponse>({ cart: await getShopperCart(c) }))

cartApi.post('/items', async (c) => {
  const cart = await addItem(c, await readCall(c, AddItemSchema))
  return c.json<CartResponse>({ cart })
})

cartApi.post('/items/update', async (c) => {
  const { cart } = await updateLine(c, await readCall(c, UpdateLineSchema))
  return c.json<CartResponse>({ cart })
})

// Every pickup of the bag to one store, which becomes the shopper's store (as the locator's "make this my store"
// does): the cart, and the names of the lines moved and of those the store cannot hold (now delivered), for the
// "store changed" dialog.
cartApi.post('/pickup-store', async (c) => {
  const { storeId, itemId } = await readCall(c, PickupStoreSchema)
  const { cart, moved, delivered } = await movePickupsTo(c, storeId, itemId)
  if (!cart) throw new ApiError('BSK404')
  // The store becomes the shopper's once the bag has gone there: a refused move leaves the choice as it was.
  await setFavouriteStore(c, storeId)
  return c.json<PickupStoreResponse>({
    cart,
    moved: moved.map((line) => line.name),
    delivered: delivered.map((line) => line.name),
  })
})

cartApi.post('/items/remove', async (c) => {
  const { itemId } = await readCall(c, LineSchema)
  return c.json<CartResponse>({ cart: await removeCartLine(c, itemId) })
})

cartApi.post('/coupons', async (c) => {
  const { code } = await readCall(c, CouponSchema)
  return c.json<CartResponse>({ cart: await applyTypedCoupon(c, code) })
})

cartApi.post('/coupons/remove', async (c) => {
  const { code } = await readCall(c, CouponSchema)
  return c.json<CartResponse>({ cart: await removeCoupon(c, code) })
})

cartApi.post('/gift-cards/balance', async (c) => {
  const balance = await typedGiftCardBalance(c, await readCall(c, GiftCardEntrySchema))
  return c.json({ balance })
})

cartApi.post('/gift-cards', async (c) => {
  const cart = await applyTypedGiftCard(c, await readCall(c, GiftCardEntrySchema))
  return c.json<CartResponse>({ cart })
})

cartApi.post('/gift-cards/remove', async (c) => {
  const { id } = await readCall(c, PaymentSchema)
  return c.json<CartResponse>({ cart: await removeGiftCard(c, id) })
})

cartApi.post('/shipping-method', async (c) => {
  const { code, storeId } = await readCall(c, ShippingMethodSchema)
  return c.json<CartResponse>({ cart: await setShippingMethod(c, code, storeId) })
})

// The methods the cart service offers one shipment, fastest first, for the bag's "change shipping method" dialog.
cartApi.get('/shipments/:shippingId/methods', async (c) => {
  const { shippingId } = validInput(ShipmentSchema, c.req.param())
  return c.json<ShipmentMethodsResponse>({ methods: await getShipmentMethods(c, shippingId) })
})

cartApi.post('/promotions/dismiss', async (c) => {
  const { promotionId } = await readCall(c, PromotionSchema)
  await dismissPromotion(c, promotionId)
  return c.json({ dismissed: promotionId })
})

// A gift with purchase the shopper removed (`/items/remove` on its line declines it), added back.
cartApi.post('/bonus/restore', async (c) => {
  const { promotionId } = await readCall(c, PromotionSchema)
  return c.json<CartResponse>({ cart: await restoreGift(c, promotionId) })
})
