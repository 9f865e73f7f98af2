/**
 * The bag page's own forms (decision 072), posted to the bag's address with an `intent` naming what each does, as
 * Hydrogen's `CartForm` does: change a line (quantity, delivery, gift message; a pickup store while other lines are
 * picked up elsewhere asks first whether to move them all there, decision 082), remove it, save it for later, the
 * promo codes, the gift cards, the delivery method, an offer dismissed, a gift with purchase restored, the saved
 * items moved back or removed, express checkout (decision 074), and in in-store mode the associate's price adjustments. Each calls the service `/api/cart` calls; success goes back to the bag with its
 * outcome (`?cart=updated&item=...`, `?saved=moved`), a refusal is the bag again with it, at the bag's address.
 */
import * as z from 'zod'
import { designAnchor } from '../../../client/pages/product/designs'
import { BAG_FORM_INTENTS, type BagFormIntent } from '../../../shared/bag/bag-forms'
import type { SavedNotice } from '../../../shared/bag/cart'
import { cartPath } from '../../../shared/routes'
import { refuseInStore } from '../../services/associates'
import {
  dismissPromotion,
  getShopperCart,
  removeCartLine,
  removeCoupon,
  restoreGift,
  setShippingMethod,
} from '../../services/cart'
import { applyTypedCoupon, applyTypedGiftCard, typedGiftCardBalance } from '../../services/code-tries'
import { removeGiftCard } from '../../services/order-placement'
import { movePickupsTo, pickupLinesElsewhere } from '../../services/pickup-store'
import { addAdjustment, changeAdjustment, removeAdjustment } from '../../services/price-adjustments'
import { moveToBag, removeSaved, saveForLater } from '../../services/saved-for-later'
import { setFavouriteStore } from '../../services/stores'
import { expressCheckout } from '../../services/wallet'
import type { AppContext } from '../../types'
import { validInput } from '../api/responder'
import {
  AddItemSchema,
  AdjustmentChangeFormSchema,
  AdjustmentIdSchema,
  addItem,
  CouponSchema,
  GiftCardEntrySchema,
  LineSchema,
  PaymentSchema,
  PriceAdjustmentSchema,
  PromotionSchema,
  ShippingMethodSchema,
  UpdateLineSchema,
  updateLine,
} from '../cart-changes'
import { cartToCheck, stepPath } from '../checkout-steps'
import { cartRoute } from '../pages/cart'
import { productRoute } from '../pages/product'
import { answerForm, pageStatus, type TypedForm } from './page-form'

/** The intent, and the rest of the form as its own schema reads it. */
const BagFormSchema = z.looseObject({ intent: z.enum(BAG_FORM_INTENTS) })

/** Back to the bag with the outcome in its address. */
function backToBag(c: AppContext, params: Record<string, string>) {
  const query = new URLSearchParams(params).toString()
  return c.redirect(`${cartPath(c.var.locale.code)}${query ? `?${query}` : ''}`, 303)
}

type BagForm = (c: AppContext, fields: unknown) => Promise<Response>

/** A change of the saved-for-later list by a line, back to the bag with its outcome (`?saved=`). */
function savedListForm(
  change: (c: AppContext, itemId: string) => Promise<unknown>,
  saved: SavedNotice,
): BagForm {
  return async (c, fields) => {
    // A connected store associate has no saved-for-later list (spec 1 §6).
    refuseInStore(c)
    await change(c, validInput(LineSchema, fields).itemId)
    return backToBag(c, { saved })
  }
}

const BAG_FORMS: Record<BagFormIntent, BagForm> = {
  updateLine: async (c, fields) => {
    const input = validInput(UpdateLineSchema, fields)
    const storeId = input.delivery !== undefined && input.delivery !== 'home' ? input.delivery : null
    if (storeId && input.pickups === undefined) {
      // Other lines picked up elsewhere: the bag asks whether to move them too, as the script's dialog does.
      const lines = pickupLinesElsewhere(await getShopperCart(c), storeId).filter(
        (line) => line.id !== input.itemId,
      )
      if (lines.length > 0) return cartRoute(c, null, 200, { storeId, itemId: input.itemId, lines })
    }
    if (storeId && input.pickups === 'move') {
      const { moved, delivered } = await movePickupsTo(c, storeId, input.itemId)
      await setFavouriteStore(c, storeId)
      return backToBag(c, {
        item: input.itemId,
        cart: 'deliveryPickup',
        store: storeId,
        moved: String(moved.length),
        ...(delivered.length > 0 ? { delivered: delivered.map((line) => line.id).join('.') } : {}),
      })
    }
    const { outcome } = await updateLine(c, input)
    return backToBag(c, { item: input.itemId, cart: outcome })
  },
  removeLine: async (c, fields) => {
    const { itemId } = validInput(LineSchema, fields)
    await removeCartLine(c, itemId)
    return backToBag(c, { item: itemId, cart: 'removed' })
  },
  applyCoupon: async (c, fields) => {
    await applyTypedCoupon(c, validInput(CouponSchema, fields).code)
    return backToBag(c, { cart: 'coupon' })
  },
  removeCoupon: async (c, fields) => {
    await removeCoupon(c, validInput(CouponSchema, fields).code)
    return backToBag(c, { cart: 'couponRemoved' })
  },
  // A gift card's number and PIN never go back to the page, not even when refused: the form starts empty again.
  checkGiftCard: async (c, fields) => {
    const balance = await typedGiftCardBalance(c, validInput(GiftCardEntrySchema, fields))
    return backToBag(c, { cart: 'giftCardBalance', balance: String(balance.amount) })
  },
  applyGiftCard: async (c, fields) => {
    await applyTypedGiftCard(c, validInput(GiftCardEntrySchema, fields))
    return backToBag(c, { cart: 'giftCard' })
  },
  removeGiftCard: async (c, fields) => {
    await removeGiftCard(c, validInput(PaymentSchema, fields).id)
    return backToBag(c, { cart: 'giftCardRemoved' })
  },
  chooseShipping: async (c, fields) => {
    const { code, storeId } = validInput(ShippingMethodSchema, fields)
    await setShippingMethod(c, code, storeId)
    return backToBag(c, { cart: 'shipping' })
  },
  dismissPromotion: async (c, fields) => {
    await dismissPromotion(c, validInput(PromotionSchema, fields).promotionId)
    return backToBag(c, {})
  },
  restoreGift: async (c, fields) => {
    await restoreGift(c, validInput(PromotionSchema, fields).promotionId)
    return backToBag(c, { cart: 'giftRestored' })
  },
  saveForLater: savedListForm(saveForLater, 'saved'),
  moveToBag: savedListForm(moveToBag, 'moved'),
  removeSaved: savedListForm(removeSaved, 'removed'),
  addPriceAdjustment: async (c, fields) => {
    await addAdjustment(c, validInput(PriceAdjustmentSchema, fields))
    return backToBag(c, { adjust: 'added' })
  },
  changePriceAdjustment: async (c, fields) => {
    const { adjustmentId, ...change } = validInput(AdjustmentChangeFormSchema, fields)
    await changeAdjustment(c, adjustmentId, change)
    return backToBag(c, { adjust: 'changed' })
  },
  removePriceAdjustment: async (c, fields) => {
    await removeAdjustment(c, validInput(AdjustmentIdSchema, fields).adjustmentId)
    return backToBag(c, { adjust: 'removed' })
  },
  // The main address and card on the cart (spec 1 §4, §6), then straight to the review, which says so.
  expressCheckout: async (c) => {
    await expressCheckout(c, await cartToCheck(c))
    return c.redirect(`${stepPath(c, 'summary')}?checkout=express`, 303)
  },
}

const intentOf = (typed: TypedForm): BagFormIntent | null =>
  BAG_FORM_INTENTS.find((intent) => intent === typed.get('intent')) ?? null

export const bagAction = (c: AppContext) =>
  answerForm(c, {
    schema: BagFormSchema,
    act: (data) => BAG_FORMS[data.intent](c, data),
    refused: (refusal, typed) =>
      cartRoute(c, { intent: intentOf(typed), refusal, typed }, pageStatus(refusal)),
  })

/**
 * The product page's add to bag, posted to the product's own address: the item added, then the page again with
 * the choice and "Added" at the buy box's notice (so the page comes back scrolled to it, and the next Tab goes on
 * from there); or refused, the page with the colour, size, amount, recipient and personalisation as typed. A
 * ready-made design's own form comes back to that form, with "Added" or its refusal there.
 */
export const addToBagAction = (c: AppContext) =>
  answerForm(c, {
    schema: AddItemSchema,
    act: async (data) => {
      await addItem(c, data)
      const query = new URLSearchParams()
      if (data.colour) query.set('colour', data.colour)
      if (data.size) query.set('size', data.size)
      query.set('cart', 'added')
      // A ready-made design's form says "Added" at itself, and the page comes back to it.
      const design = data.design?.trim().toUpperCase()
      if (design) query.set('design', design)
      const notice = design
        ? `#${designAnchor(design)}`
        : data.styleCode
          ? `#buy-${data.styleCode}-notice`
          : ''
      return c.redirect(`${c.req.path}?${query}${notice}`, 303)
    },
    refused: (refusal, typed) => productRoute(c, { refusal, typed }, pageStatus(refusal)),
  })
