/** From the commerce (cart) API's wire shapes to `shared/bag/cart.ts`. */
import {
  type AppliedPromotion,
  approachingMessage,
  CART_FLASH_CODES,
  type Cart,
  type CartAddress,
  type CartFlashCode,
  DELIVERY_CHANGE_OF_CODE,
  type ShippingOption,
} from '../../../shared/bag/cart'
import { discountPercentage } from '../../../shared/bag/discounts'
import type { Order } from '../../../shared/bag/order'
import {
  nearestFirst,
  offerContextsOf,
  promotionClassOf,
  promotionKindOf,
} from '../../../shared/bag/promotion-kinds'
import { DEFAULT_MAX_QTY } from '../../../shared/catalogue/catalogue'
import { sizeShown } from '../size-label'
import { resolveMediaUrl } from '../urls'
import { addressFromWire } from '../wire-address'
import type { CommerceOrder } from './order-schemas'
import { afterDiscountsOf, couponsOf, lineDetailsOf, orderPromotionsBeside } from './reshape-details'
import type { CommerceAddress, CommerceCart } from './schemas'

/** A wire address as the checkout shows it. */
export const reshapeAddress = (address: CommerceAddress): CartAddress => ({
  ...addressFromWire(address),
  phone: address.phone,
})

const isFlashCode = (code: string): code is CartFlashCode =>
  (CART_FLASH_CODES as readonly string[]).includes(code)

/** A line sent by email: the cart service flags it, and its shipping option says so (spec 2 §3). */
const isDigital = (item: { isDigitalProduct?: boolean }, shippingCode: string | undefined) =>
  item.isDigitalProduct === true || shippingCode === 'digital'

/** Adjustments as the shop shows them: the line's (by id) or the order's, what each took off and why. */
const adjustmentsOf = (entries: CommerceCart['priceAdjustments']) =>
  entries.flatMap((entry) =>
    entry.level === 'ITEM' && !entry.itemId
      ? []
      : [
          {
            id: entry.adjustmentId,
            itemId: entry.level === 'ITEM' ? (entry.itemId ?? null) : null,
            amount: entry.amount,
            reason: entry.reasonLabel ?? entry.reasonCode,
            reasonCode: entry.reasonCode,
            type: entry.type ?? null,
            value: entry.value ?? null,
          },
        ],
  )

/**
 * Where a delivery time comes in the list the shopper chooses from (spec 1 §9): "same day" first, then "next day" (in
 * each of the shop's languages), then by the first number of days it names; a time with no number last. The sort is
 * stable, so methods as fast as each other keep the service's order.
 */
export function deliveryOrder(time: string): number {
  if (/same|selben|mismo|même|giornata|dezelfde/i.test(time)) return 0
  if (/next|nächsten|siguiente|lendemain|successivo|volgende/i.test(time)) return 1
  return Number(/\d+/.exec(time)?.[0] ?? Number.POSITIVE_INFINITY)
}

/** A personalised line's text and thread (the recipe's), when the cart service says it is made to order. */
const customOf = (item: { isCustoms?: boolean; customs?: { text: string; threadColour: string } }) =>
  item.isCustoms === true && item.customs
    ? { text: item.customs.text, thread: item.customs.threadColour }
    : null

/** A method's price before the shipping promotions that took something off it; null when none did. */
function originalPriceOf(
  option: CommerceCart['shippingMethods'][number]['applicableShippingMethods'][number],
): number | null {
  const price = option.price?.amount ?? 0
  const off = (option.shippingPromotions ?? []).some((promotion) => promotion.appliedDiscount.amount > 0)
  return off && option.cost && option.cost.amount > price ? option.cost.amount : null
}

/** A shipment's methods as the shop shows them, fastest first (`deliveryOrder`). */
export function reshapeShippingOptions(
  methods: CommerceCart['shippingMethods'][number]['applicableShippingMethods'],
): ShippingOption[] {
  return methods
    .map((option) => ({
      code: option.code,
      label: option.label ?? option.code,
      deliveryTime: option.deliveryTime ?? '',
      price: option.price?.amount ?? 0,
      originalPrice: originalPriceOf(option),
      selected: option.selected === true,
      available: option.available !== false,
    }))
    .sort((a, b) => deliveryOrder(a.deliveryTime) - deliveryOrder(b.deliveryTime))
}

/** The cart as islands see it: no basket id or tokens, no upstream-only fields, images on the media host. */
export function reshapeCart(cart: CommerceCart, mediaBaseUrl: string): Cart {
  const adjustments = adjustmentsOf(cart.priceAdjustments)
  // The home shipment (`me`), whose method the shopper chooses; the made-to-order one has its one method.
  const isMadeToOrder = (entry: { shippingId: string; code?: string }) =>
    entry.shippingId === 'customs' || entry.code === 'customs'
  const shipment =
    cart.shippingMethods.find((entry) => entry.shippingId === 'me') ??
    cart.shippingMethods.find((entry) => !isMadeToOrder(entry))
  const madeToOrderMethod = cart.shippingMethods
    .find(isMadeToOrder)
    ?.applicableShippingMethods.find((option) => option.selected !== false)
  const options = reshapeShippingOptions(shipment?.applicableShippingMethods ?? [])
  const promotions = reshapePromotions(cart.promoSummary)
  return {
    currency: cart.currency,
    totalItems: cart.totals.totalUnits ?? cart.totalItems,
    items: cart.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      masterId: item.masterId,
      masterId2: item.masterId2 ?? null,
      slug: item.slug ?? null,
      name: item.name,
      qty: item.qty,
      maxQty: item.maxQty ?? DEFAULT_MAX_QTY,
      customAmount: isDigital(item, item.shippingOptions?.shippingMethod?.code)
        ? (item.customAmount ?? null)
        : null,
      adjustment: lineAdjustment(cart.priceAdjustments, item),
      price: {
        amount: item.price.amount,
        original: item.price.original ?? item.price.amount,
        rowTotal: item.price.rowTotal ?? Math.round(item.price.amount * item.qty * 100) / 100,
        afterDiscounts: afterDiscountsOf(item.price),
      },
      image: item.productImageURL ? (resolveMediaUrl(item.productImageURL, mediaBaseUrl) ?? '') : '',
      upc: item.upc ?? null,
      // Only a path on the shop: a line never links away from it.
      pdpUrl: item.pdpUrl?.startsWith('/') && !item.pdpUrl.startsWith('//') ? item.pdpUrl : null,
      colour: item.variants.find((variant) => variant.code === 'color')?.value ?? null,
      size: item.variants.find((variant) => variant.code === 'size')?.value ?? null,
      sizeLabel: sizeShown(item.variants),
      recipeId: item.recipeId ?? null,
      pickupStoreId:
        item.shippingOptions?.shippingMethod?.code === 'pickup'
          ? (item.shippingOptions.storeInfo?.id ?? null)
          : null,
      stock: item.stock ?? null,
      bonus: item.bonus === true,
      bonusPromotionId: item.bonus === true ? (item.bonusPromotionId ?? null) : null,
      digital: isDigital(item, item.shippingOptions?.shippingMethod?.code),
      gift:
        item.giftOption && (item.giftOption.to || item.giftOption.message)
          ? {
              to: item.giftOption.to ?? '',
              email: item.giftOption.email ?? '',
              message: item.giftOption.message ?? '',
            }
          : null,
      custom: (() => {
        const custom = customOf(item)
        return custom ? { ...custom, surcharge: item.customs?.surcharge ?? 0 } : null
      })(),
      ...lineDetailsOf(item),
    })),
    madeToOrder: madeToOrderMethod
      ? {
          label: madeToOrderMethod.label ?? madeToOrderMethod.code,
          deliveryTime: madeToOrderMethod.deliveryTime ?? '',
          price: madeToOrderMethod.price?.amount ?? 0,
        }
      : null,
    shipment: shipment
      ? {
          method: shipment.code ?? options.find((option) => option.selected)?.code ?? 'standard',
          storeId: shipment.storeId ?? null,
          options,
        }
      : null,
    coupons: couponsOf(cart),
    promotions: [...promotions, ...orderPromotionsBeside(cart, promotions)],
    approaching: nearestFirst(
      cart.approachingPromotions.flatMap((promotion) => {
        const message = approachingMessage(
          promotion.calloutMsg ?? promotion.calloutMessage ?? '',
          promotion.thresholdStatus,
        )
        return message
          ? [
              {
                id: promotion.promotionId,
                message,
                reached: promotion.thresholdStatus === 'Threshold Reached',
                kind: promotionKindOf(promotion.promotionId),
                promotionClass: promotionClassOf(promotion.promotionClass, promotion.level),
                contexts: offerContextsOf(promotion.approachingDisplayLevel),
                distance: promotion.distanceFromConditionThreshold ?? null,
              },
            ]
          : []
      }),
    ),
    declinedGifts: cart.declinedBonuses.map((gift) => ({ promotionId: gift.promotionId, name: gift.name })),
    flash: cart.flash.flatMap((flash) =>
      isFlashCode(flash.type)
        ? [
            {
              code: flash.type,
              itemId: flash.details.itemId ?? null,
              name: flash.details.name ?? null,
              available: flash.details.available ?? null,
            },
          ]
        : [],
    ),
    priceChanges: cart.flash.flatMap(({ type, details }) =>
      type === 'PriceChanged' && details.itemId && details.from !== undefined && details.to !== undefined
        ? [{ itemId: details.itemId, name: details.name ?? '', from: details.from, to: details.to }]
        : [],
    ),
    changes: cart.customerNotifications.flatMap((notice) => {
      const kind = DELIVERY_CHANGE_OF_CODE.get(notice.code)
      return kind
        ? [
            {
              kind,
              itemId: notice.itemId ?? null,
              storeId: notice.details.storeId ?? null,
              bySystem: notice.bySystem === true,
            },
          ]
        : []
    }),
    adjustments,
    payments: cart.paymentInstruments.map((payment) => ({
      id: payment.payment_instrument_id,
      method: payment.payment_method_id,
      label: payment.label ?? '',
      amount: payment.amount,
      ...(payment.value !== undefined ? { value: payment.value } : {}),
    })),
    shippingAddress: cart.shippingAddress ? reshapeAddress(cart.shippingAddress) : null,
    billingAddress: cart.billingAddress ? reshapeAddress(cart.billingAddress) : null,
    email: cart.shippingAddress?.email ?? null,
    newsletterConsent: cart.billingAddress?.subscriptions?.newsletterConsent === true,
    pickupPerson: cart.pickupPerson,
    ...(cart.favStore?.known
      ? {
          favouriteStore: {
            id: cart.favStore.storeId,
            stock: Object.fromEntries(cart.favStore.items.map((item) => [item.itemId, item.availableQty])),
          },
        }
      : {}),
    totals: {
      total: cart.totals.total,
      itemTotal: cart.totals.itemTotal,
      totalDiscount: cart.totals.totalDiscount,
      discount: cart.totals.discount ?? null,
      discountPercentage:
        cart.totals.discountPercentage ??
        discountPercentage(cart.totals.totalDiscount, cart.totals.itemTotal),
      shipping: shipment || madeToOrderMethod ? (cart.totals.shipping ?? 0) : null,
      tax: cart.totals.taxAmount !== undefined ? cart.totals.taxAmount : (cart.totals.tax ?? null),
      taxIncluded: cart.totals.taxIncluded === true,
      giftCards: cart.totals.giftCards ?? 0,
      rewards: cart.totals.appliedRewards ?? 0,
      remainingToPay: cart.totals.remainingToPay ?? cart.totals.total,
    },
  }
}

/** The promotions a cart or order was priced with, each named (its callout, else its id) with what it took off. */
function reshapePromotions(summary: CommerceCart['promoSummary']): AppliedPromotion[] {
  return summary.map((promotion) => ({
    id: promotion.promotionId,
    level: promotion.level,
    name: promotion.promotionName ?? promotion.calloutMessage ?? promotion.promotionId,
    amount: promotion.amount ?? null,
    couponCode: promotion.couponCode ?? null,
  }))
}

/** A line's adjustment: what it takes off each unit (as the service says, or from the line's prices) and the line. */
function lineAdjustment(
  entries: CommerceCart['priceAdjustments'],
  item: CommerceCart['items'][number],
): Cart['items'][number]['adjustment'] {
  const entry = entries.find((candidate) => candidate.level === 'ITEM' && candidate.itemId === item.id)
  if (!entry) return null
  const unitAmount =
    entry.unitAmount ??
    (item.price.adjustedAmount !== undefined
      ? Math.round((item.price.amount - item.price.adjustedAmount) * 100) / 100
      : Math.round((entry.amount / item.qty) * 100) / 100)
  return {
    id: entry.adjustmentId,
    unitAmount,
    amount: entry.amount,
    reason: entry.reasonLabel ?? entry.reasonCode,
  }
}

const placeOf = (place: { id: string; name: string; address: string; city: string }) => ({
  id: place.id,
  name: place.name,
  address: place.address,
  city: place.city,
})

/** An order as the shop shows it; the action the payment waits for comes from the PaymentNotAuthorized flash. */
export function reshapeOrder(order: CommerceOrder, mediaBaseUrl: string): Order {
  const waiting = order.flash?.find((flash) => flash.type === 'PaymentNotAuthorized')?.details.action ?? null
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    action: order.status === 'action' && waiting ? { type: waiting.type, url: waiting.url } : null,
    createdAt: order.createdAt,
    currency: order.currency,
    email: order.email,
    items: order.items.map((item) => ({
      id: item.id,
      sku: item.productId ?? null,
      styleCode: item.masterId ?? null,
      name: item.name,
      qty: item.qty,
      rowTotal: item.price.rowTotal,
      image: item.productImageURL ? (resolveMediaUrl(item.productImageURL, mediaBaseUrl) ?? '') : '',
      colour: item.variants.find((variant) => variant.code === 'color')?.value ?? null,
      // An order shows the size as the shopper's market read it when they placed it (decision 053).
      size: sizeShown(item.variants),
      pickupStoreId: item.shippingMethod?.code === 'pickup' ? (item.storeId ?? null) : null,
      bonus: item.bonus === true,
      pickupStore: item.shippingMethod?.code === 'pickup' && item.store ? placeOf(item.store) : null,
      giftTo: item.giftOption?.to || null,
      giftEmail: item.giftOption?.email || null,
      digital: isDigital(item, item.shippingMethod?.code),
      customAmount: isDigital(item, item.shippingMethod?.code) ? (item.customAmount ?? null) : null,
      adjustment: (() => {
        const entry = order.priceAdjustments.find(
          (candidate) => candidate.level === 'ITEM' && candidate.itemId === item.id,
        )
        return entry ? { amount: entry.amount, reason: entry.reasonLabel ?? entry.reasonCode } : null
      })(),
      custom: customOf(item),
    })),
    adjustments: adjustmentsOf(order.priceAdjustments),
    inStoreSalesInfo: order.inStoreSalesInfo
      ? { storeId: order.inStoreSalesInfo.storeId, storeEmployeeId: order.inStoreSalesInfo.storeEmployeeId }
      : null,
    reservation: order.reservation
      ? { storeId: order.reservation.storeId, expiresAt: order.reservation.expiresAt }
      : null,
    pickupPerson: order.pickupPerson
      ? {
          firstName: order.pickupPerson.firstName,
          lastName: order.pickupPerson.lastName,
          email: order.pickupPerson.email,
        }
      : null,
    shippingAddress: order.shippingAddress ? reshapeAddress(order.shippingAddress) : null,
    billingAddress: order.billingAddress ? reshapeAddress(order.billingAddress) : null,
    shipment: order.shipment
      ? {
          code: order.shipment.code,
          label: order.shipment.label,
          deliveryTime: order.shipment.deliveryTime,
          point: order.shipment.point ? placeOf(order.shipment.point) : null,
        }
      : null,
    madeToOrder: order.customsShipment
      ? { label: order.customsShipment.label, deliveryTime: order.customsShipment.deliveryTime }
      : null,
    newsletterConsent: order.billingAddress?.subscriptions?.newsletterConsent === true,
    promotions: reshapePromotions(order.promoSummary),
    totals: {
      itemTotal: order.totals.itemTotal,
      totalDiscount: order.totals.totalDiscount,
      shipping: order.totals.shipping ?? null,
      tax: order.totals.tax ?? null,
      taxIncluded: order.totals.taxIncluded === true,
      total: order.totals.total,
    },
    payment: {
      code: order.paymentMethod.code,
      label: order.paymentMethod.label,
      amount: order.paymentMethod.amount,
    },
    giftCards: order.giftCards.map((card) => ({ label: card.label, amount: card.amount })),
    rewardCode: order.rewardCode ? { label: order.rewardCode.label, amount: order.rewardCode.amount } : null,
    walletPayments: order.walletPayments.map((entry) => ({
      method: entry.method,
      label: entry.label,
      amount: entry.amount,
    })),
  }
}
