/**
 * A cart as the commerce contract answers it, priced from scratch on every read as a commerce platform's basket
 * calculation does: lines at today's prices, order promotions and coupons, the delivery of the home shipment
 * (free from a threshold or with a coupon), tax (added on top in the US and Canada once the state or province is
 * known; included in the price in Europe and the UK), a reward code and gift cards taking their part of the total
 * (the reward code first), the approaching promotions with their three-part messages, and flash messages for lines
 * the stock no longer covers. The gift with purchase is worked out here too: its bonus line is never stored, only
 * the shopper's declining it.
 *
 * A digital line (an e-gift card) is money, not merchandise: it is sent by email (shipping code `digital`, free),
 * never in the home shipment, has no stock to run out of, bears no tax (VAT falls due when a gift card is spent,
 * not when it is bought) and takes no order discount; nor does it count toward free delivery, spend-and-save or
 * the gift with purchase. It is in the item total and the total, at its face value. An e-gift card of the
 * shopper's chosen amount (`custom_amount`) is priced at that amount.
 *
 * A store associate's price adjustments (decision 031) come first for a line and last for the order. A line's
 * adjustment takes a share or an amount off each unit (never more than half), so the line's price, the item total
 * and the merchandise every promotion and threshold reads are the adjusted ones: a price match is the price. The
 * order's adjustment comes after the promotions and the thresholds, off the merchandise (never more than half, and
 * never off an e-gift card): goodwill never costs the shopper free delivery or a gift. Tax is worked out on what is
 * left.
 *
 * A personalised line (decision 030: a variant made to a recipe, `recipe_id`) is merchandise made to order: each
 * unit costs the personalisation's surcharge more, and it travels by the `customs` method in a shipment of its own
 * (free), never in the home shipment. It is stitched on a blank of its variant from the online stock, so the stock
 * and the supply check treat it as a delivered line. It counts as merchandise for promotions and tax.
 */

import { discountPercentage } from '../../shared/bag/discounts'
import { slugify } from '../../shared/routes'
import { listStyleVariants } from '../db/cart-line-variants'
import {
  addCartNotices,
  type CartLineRow,
  type CartNotice,
  type CartPaymentRow,
  type CartRow,
  findCartLine,
  type GiftVariantRow,
  getCart,
  getGiftVariant,
  holdLinePrices,
  holdNewLinePrices,
  listCartCoupons,
  listCartLines,
  listCartPayments,
  listDeclinedGifts,
  removeCartLine,
  setLineQty,
  takeCartNotices,
  updateCartLine,
} from '../db/carts'
import { listCategoryNodes } from '../db/categories'
import { type EmployeeDiscountState, employeeDiscountOf } from '../db/loyalty'
import { listPriceAdjustments, type PriceAdjustmentRow } from '../db/price-adjustments'
import { getStoreStock } from '../db/stores'
import { sizeLabelFor, sizeSystemOf } from '../size-labels'
import { describeItems, lineFacts, lineTaxOf, merchantProductIdOf } from './line-details'
import {
  couponItemsOf,
  lineProductPromotions,
  orderPromotionsOf,
  productDiscountOf,
  productPromotionsOf,
  productSummaryOf,
  type SummaryEntry,
} from './promotions'
import {
  COUPONS,
  type Currency,
  DELIVERY_COUNTRIES,
  EMPLOYEE_DISCOUNT,
  expressReaches,
  FREE_SHIPPING_THRESHOLD,
  GIFT_WITH_PURCHASE,
  MAX_ADJUSTMENT_SHARE,
  MEMBERS_WELCOME,
  PERSONALISATION,
  round2,
  SHIPMENT_METHODS,
  SHIPPING_METHODS,
  SPEND_AND_SAVE,
  taxRuleOf,
} from './rules'
import { type CartTexts, cartTextsFor, moneyIn, roundMoneyIn } from './texts'

export const DEFAULT_MAX_QTY = 999999

export interface StoredAddress {
  countryCode?: string
  postalCode?: string
  province?: string
}

/** The instruments that pay part of the total, in the order they take it (decision 043). */
const PAYMENT_ORDER: readonly string[] = [
  'ATHLETES_PAYMENT',
  'REWARD_CODE',
  'LOYALTY_POINTS',
  'REWARD_CARD',
  'GIFT_CARD',
]
/** Instruments whose whole value the cart answers beside what they pay. */
const WHOLE_VALUE = new Set(['REWARD_CODE', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT'])

const parseAddress = (json: string | null): (StoredAddress & Record<string, unknown>) | null => {
  if (!json) return null
  try {
    return JSON.parse(json)
  } catch {
    return null
  }
}

/** A method as the cart offers it: its price, and where a promotion lowered it, its cost and the promotion. */
function methodOption(texts: CartTexts, code: keyof typeof SHIPPING_METHODS, price: number, cost = price) {
  const [label, deliveryTime] = texts.methods[code]
  return {
    code,
    label,
    deliveryTime,
    price: { amount: price },
    cost: { amount: cost },
    shippingPromotions:
      cost > price ? [{ appliedDiscount: { amount: round2(cost - price) }, price: { amount: price } }] : [],
  }
}

/** A personalised line: made to its recipe. */
export const isPersonalised = (line: Pick<CartLineRow, 'recipe_id'>) => line.recipe_id !== null

/**
 * The lines' stock: online for delivered and personalised lines (a personalisation is stitched on a blank of the
 * variant from the online stock), the store's for pickup lines; a digital line never runs out.
 */
async function stockOf(db: D1Database, line: CartLineRow): Promise<number> {
  if (line.digital === 1) return DEFAULT_MAX_QTY
  return line.store_id ? Math.max(0, await getStoreStock(db, line.store_id, line.sku)) : line.online_stock
}

export type Flash = { type: string; details: Record<string, unknown> }

/**
 * What the cart reports by itself: a line whose price was taken away from the market's price book since it was
 * added (the line stays, at no price, and cannot be bought until it has one again), and an address outside
 * the market's delivery countries.
 */
function flashesOf(cart: CartRow, shipping: StoredAddress | null, lines: readonly CartLineRow[]): Flash[] {
  const currency = cart.currency as Currency
  const unpriced: Flash[] = lines
    .filter((line) => line.priced === 0)
    .map((line) => ({
      type: 'ProductLineItemPriceMissing',
      details: { itemId: line.id, productId: line.sku, name: line.name },
    }))
  return shipping?.countryCode && !DELIVERY_COUNTRIES[currency]?.includes(shipping.countryCode)
    ? [...unpriced, { type: 'InvalidShippingAddress', details: { countryCode: shipping.countryCode } }]
    : unpriced
}

/**
 * The supply check of a cart read (`inventorySupplyCheck=true`): lines the stock no longer covers are cut to what
 * is left, lines with none left are taken out, and each change is reported as a flash message. A pickup line its
 * store can no longer cover, but the online stock can, is delivered instead (joining a delivered line of the same
 * SKU and design) and reported as a customer notification (spec 2 §4: the item changed, the order was updated).
 */
export async function checkSupply(
  db: D1Database,
  basketId: string,
): Promise<{ flash: Flash[]; notices: CartNotice[] }> {
  const cart = await getCart(db, basketId)
  if (!cart) return { flash: [], notices: [] }
  const lines = await listCartLines(db, basketId, cart.currency)
  const stock = await Promise.all(lines.map((line) => stockOf(db, line)))
  const flash: Flash[] = []
  const notices: CartNotice[] = []
  const now = new Date().toISOString()
  for (const [index, line] of lines.entries()) {
    const available = stock[index] ?? 0
    if (available >= line.qty) continue
    if (line.store_id && (await deliverInstead(db, basketId, line, now))) {
      notices.push({
        code: 'PickupToHome',
        itemId: line.id,
        details: { storeId: line.store_id },
        bySystem: true,
      })
      continue
    }
    if (available === 0) {
      await removeCartLine(db, basketId, line.id, now)
      flash.push({
        type: 'ProductLineItemFullInventoryMissing',
        details: { itemId: line.id, productId: line.sku, name: line.name },
      })
    } else {
      await setLineQty(db, basketId, line.id, available)
      flash.push({
        type: 'ProductLineItemInventoryMissing',
        details: { itemId: line.id, productId: line.sku, name: line.name, available },
      })
    }
  }
  return { flash, notices }
}

/**
 * Before an order is placed, each line is settled on a place that can supply it, and every move is reported as a
 * notification the cart keeps for its next answer (spec 1 §8's ORD516, ORD517 and ORD518):
 * - a pickup line its store can no longer hold goes to the home shipment where the online stock covers it: to the
 *   address (`PickupToHome`), or, when the shipment goes to that very store (ship to store), with the shipment
 *   (`PickupToShipToStore`): the shopper still collects it there, a few days later;
 * - a line in a ship-to-store shipment that the online stock no longer covers is picked up from that store's own
 *   stock when it holds the line (`ShipToStoreToPickup`): the shopper collects it there, sooner.
 * The changes made (none: the order can go ahead as it is).
 */
export async function settleDeliveries(db: D1Database, basketId: string): Promise<CartNotice[]> {
  const cart = await getCart(db, basketId)
  if (!cart) return []
  const shipsToStore = cart.shipping_method === 'sts' ? cart.shipping_point : null
  const lines = (await listCartLines(db, basketId, cart.currency)).filter((line) => line.digital !== 1)
  const notices: CartNotice[] = []
  const now = new Date().toISOString()
  for (const line of lines) {
    if ((await stockOf(db, line)) >= line.qty) continue
    if (line.store_id) {
      if (await deliverInstead(db, basketId, line, now))
        notices.push({
          code: line.store_id === shipsToStore ? 'PickupToShipToStore' : 'PickupToHome',
          itemId: line.id,
          details: { storeId: line.store_id },
          bySystem: true,
        })
    } else if (
      shipsToStore &&
      // Made to order, a personalised line is never on a store's shelf.
      !isPersonalised(line) &&
      (await pickUpInstead(db, basketId, line, shipsToStore, now))
    ) {
      notices.push({
        code: 'ShipToStoreToPickup',
        itemId: line.id,
        details: { storeId: shipsToStore },
        bySystem: true,
      })
    }
  }
  if (notices.length > 0) await addCartNotices(db, basketId, notices)
  return notices
}

/** Moves a delivered line to pickup in `storeId` when that store holds it (joining a pickup line there); false if not. */
async function pickUpInstead(
  db: D1Database,
  basketId: string,
  line: CartLineRow,
  storeId: string,
  now: string,
) {
  const picked = await findCartLine(db, {
    cartId: basketId,
    sku: line.sku,
    storeId,
    recipeId: line.recipe_id,
  })
  const qty = line.qty + (picked?.qty ?? 0)
  if (qty > (await getStoreStock(db, storeId, line.sku))) return false
  await updateCartLine(db, {
    cartId: basketId,
    lineId: line.id,
    qty,
    storeId,
    joinInto: picked?.id ?? null,
    now,
  })
  return true
}

/** Moves a pickup line to delivery when the online stock covers it (with a delivered line it joins); false if not. */
async function deliverInstead(db: D1Database, basketId: string, line: CartLineRow, now: string) {
  const delivered = await findCartLine(db, {
    cartId: basketId,
    sku: line.sku,
    storeId: null,
    recipeId: line.recipe_id,
  })
  const qty = line.qty + (delivered?.qty ?? 0)
  if (qty > line.online_stock) return false
  await updateCartLine(db, {
    cartId: basketId,
    lineId: line.id,
    qty,
    storeId: null,
    joinInto: delivered?.id ?? null,
    now,
  })
  return true
}

/** Whether a cart is a reserve cart whose hold has ended (decision 086). */
export const reserveExpired = (cart: { kind?: string; expires_at?: string | null }, now = new Date()) =>
  cart.kind === 'reserve' && (cart.expires_at ?? '') <= now.toISOString()

/**
 * The cart by basket id as the contract answers it, worded for `locale`; null when there is no such cart. Each line
 * is at the price the cart last priced it at (decision 089): the catalogue's price may have changed since. With
 * `patch` (`isPatchRequired=true`) the lines are priced again at today's prices, held at them from then on, and
 * each line whose price changed is reported (`PriceChanged`, with the price before and after).
 */
export async function readCart(
  db: D1Database,
  basketId: string,
  locale?: string,
  options: { patch?: boolean } = {},
) {
  const cart = await getCart(db, basketId)
  if (!cart) return null
  await holdNewLinePrices(db, basketId, cart.currency)
  const [today, coupons, payments, giftVariant, declined, adjustments, employee] = await Promise.all([
    listCartLines(db, basketId, cart.currency),
    listCartCoupons(db, basketId),
    listCartPayments(db, basketId),
    getGiftVariant(db, GIFT_WITH_PURCHASE.sku, cart.currency),
    listDeclinedGifts(db, basketId),
    listPriceAdjustments(db, basketId),
    employeeDiscountOf(db, cart.customer_id),
  ])
  // A registered customer's cart: its owner is a consumer (a guest's cart is owned by a guest id, or by nobody).
  const registered = cart.customer_id
    ? (await db.prepare('SELECT 1 AS found FROM consumers WHERE id = ?').bind(cart.customer_id).first()) !==
      null
    : false
  // A line whose price was taken away is not priced again: it keeps the price it had, flagged as having none now.
  const changed = options.patch
    ? today.filter(
        (line) =>
          line.priced !== 0 &&
          line.held_current != null &&
          round2(line.held_current) !== round2(line.current),
      )
    : []
  await holdLinePrices(db, changed)
  const lines = today.map((line) =>
    line.held_current == null || (options.patch && line.priced !== 0)
      ? line
      : { ...line, current: line.held_current, original: line.held_original ?? line.held_current },
  )
  const [stock, variants, categories] = await Promise.all([
    Promise.all(lines.map((line) => stockOf(db, line))),
    listStyleVariants(db, [...new Set(lines.map((line) => line.style_code))]),
    listCategoryNodes(db),
  ])
  const pricedCart = priceCart(
    cart,
    lines,
    stock,
    coupons,
    payments,
    locale,
    { variant: giftVariant, declined },
    adjustments,
    employee,
    registered,
  )
  // Each line's attributes and category trail, from the catalogue.
  const priced = {
    ...pricedCart,
    items: describeItems(pricedCart.items, lines, { variants, categories }, cartTextsFor(locale), locale),
  }
  const priceChanges: Flash[] = changed.map((line) => ({
    type: 'PriceChanged',
    details: {
      itemId: line.id,
      productId: line.sku,
      name: line.name,
      from: line.held_current,
      to: line.current,
    },
  }))
  return priceChanges.length > 0 ? { ...priced, flash: [...priceChanges, ...priced.flash] } : priced
}

/**
 * The cart as a change or a read answers it: priced, with the customer notifications queued since the last answer
 * (taken in the same statement, so each is reported once) and any `more` this answer found itself.
 */
export async function reportCart(
  db: D1Database,
  basketId: string,
  locale: string | undefined,
  more: { flash?: Flash[]; notices?: CartNotice[] } = {},
  options: { patch?: boolean } = {},
) {
  const [cart, queued] = await Promise.all([
    readCart(db, basketId, locale, options),
    takeCartNotices(db, basketId),
  ])
  if (!cart) return null
  return {
    ...cart,
    flash: [...(more.flash ?? []), ...cart.flash],
    customerNotifications: [...queued, ...(more.notices ?? [])],
  }
}

/** What pricing needs to know of the gift with purchase: its variant (null when unknown), and if it was declined. */
export interface GiftState {
  variant: GiftVariantRow | null
  /** The promotion ids of the gifts the shopper declined on this cart. */
  declined: readonly string[]
}

const NO_GIFT: GiftState = { variant: null, declined: [] }

/** The id of a gift with purchase's bonus line: the same on every read, since the line is never stored. */
export const bonusLineId = (promotionId: string) => `bonus-${promotionId}`

export type WireCart = ReturnType<typeof priceCart>

/**
 * What a store associate's adjustment takes off: a percentage of `base`, or an amount, never more than the largest
 * share of it (so never below zero either).
 */
export function adjustmentOff(adjustment: Pick<PriceAdjustmentRow, 'kind' | 'value'>, base: number): number {
  const asked = adjustment.kind === 'PERCENT' ? (base * adjustment.value) / 100 : adjustment.value
  return round2(Math.max(0, Math.min(asked, base * MAX_ADJUSTMENT_SHARE)))
}

/** Prices a cart's rows; pure, so the rules can be read and tested apart from the database. */
export function priceCart(
  cart: CartRow,
  rows: readonly CartLineRow[],
  stock: readonly number[],
  couponCodes: readonly string[],
  payments: readonly CartPaymentRow[],
  locale?: string,
  gift: GiftState = NO_GIFT,
  adjustments: readonly PriceAdjustmentRow[] = [],
  employee: EmployeeDiscountState | null = null,
  /** Whether the cart is a registered customer's, who is not told the members' welcome offer. */
  registered = false,
) {
  const currency = cart.currency as Currency
  const texts = cartTextsFor(locale)
  const money = moneyIn(locale, currency)
  const sizeSystem = sizeSystemOf(locale)
  const shippingAddress = parseAddress(cart.shipping_address)
  const billingAddress = parseAddress(cart.billing_address)
  // A personalised unit costs the surcharge more, before and after any markdown of the style.
  const surcharge = PERSONALISATION.surcharge[currency]
  const lines = rows.map((line) =>
    isPersonalised(line)
      ? { ...line, current: round2(line.current + surcharge), original: round2(line.original + surcharge) }
      : line,
  )

  // A store associate's line adjustments: off each unit of a line of merchandise, whatever its quantity.
  const unitOff = new Map<string, { adjustment: PriceAdjustmentRow; off: number }>()
  for (const adjustment of adjustments) {
    const line = lines.find((entry) => entry.id === adjustment.item_id)
    if (line && line.digital !== 1)
      unitOff.set(line.id, { adjustment, off: adjustmentOff(adjustment, line.current) })
  }
  const unitPrice = (line: CartLineRow) => round2(line.current - (unitOff.get(line.id)?.off ?? 0))
  const rowTotal = (line: CartLineRow) => round2(unitPrice(line) * line.qty)
  const itemTotal = round2(lines.reduce((sum, line) => sum + rowTotal(line), 0))
  // Merchandise: every line but the digital ones (e-gift cards), which are money and travel by email.
  const goods = lines.filter((line) => line.digital !== 1)
  const goodsTotal = round2(goods.reduce((sum, line) => sum + rowTotal(line), 0))
  const digitalTotal = round2(itemTotal - goodsTotal)
  // The home shipment's lines: merchandise neither picked up nor made to order.
  const delivered = goods.filter((line) => !line.store_id && !isPersonalised(line))
  const madeToOrder = goods.filter(isPersonalised)

  // The associate discount (decision 049): off the merchandise that is not made to order, up to what is left of
  // the employee's yearly cap. While it applies, promotion codes do not (they stay on the cart for afterwards).
  const discountable = round2(
    goods.filter((line) => !isPersonalised(line)).reduce((sum, line) => sum + rowTotal(line), 0),
  )
  const employeeBase = employee ? round2(Math.min(discountable, employee.remaining)) : 0
  const employeeAmount = round2((employeeBase * EMPLOYEE_DISCOUNT.percent) / 100)
  const employeeApplies = employeeAmount > 0
  const codes = employeeApplies ? [] : couponCodes

  // Order promotions: the associate discount or the coupons' percentage, then the spend-and-save amount, on the
  // merchandise.
  const coupons = codes.map((code) => COUPONS[code]).filter((rule) => rule !== undefined)
  // Product promotions first, off each line of the kinds they name; the order's come off what is left.
  const productPromotions = productPromotionsOf(goods, coupons, rowTotal, texts)
  const productDiscount = productDiscountOf(productPromotions)
  const afterItemDiscount = (line: CartLineRow) =>
    round2(
      rowTotal(line) - (productPromotions.get(line.id) ?? []).reduce((sum, entry) => sum + entry.amount, 0),
    )
  const goodsAfterItems = round2(goodsTotal - productDiscount)
  const promoSummary: SummaryEntry[] = productSummaryOf(productPromotions)
  // Every promotion's discount off the merchandise, the product promotions' included (the totals' `totalDiscount`).
  let orderDiscount = productDiscount
  if (employeeApplies) {
    orderDiscount += employeeAmount
    promoSummary.push({
      level: 'ORDER',
      promotionId: EMPLOYEE_DISCOUNT.promotionId,
      promotionName: texts.employeeDiscountName(EMPLOYEE_DISCOUNT.percent),
      calloutMessage: texts.employeeDiscountName(EMPLOYEE_DISCOUNT.percent),
      amount: employeeAmount,
    })
  }
  for (const coupon of coupons) {
    if (coupon.kind !== 'percentOff') continue
    const amount = round2((goodsAfterItems * coupon.percent) / 100)
    orderDiscount += amount
    promoSummary.push({
      level: 'ORDER',
      promotionId: coupon.promotionId,
      promotionName: texts.percentOffName(coupon.percent),
      calloutMessage: `${texts.percentOffName(coupon.percent)} (${coupon.code})`,
      amount,
      couponCode: coupon.code,
    })
  }
  const spendThreshold = SPEND_AND_SAVE.threshold[currency]
  if (goodsTotal >= spendThreshold) {
    const round = roundMoneyIn(locale, currency)
    const spendAndSaveName = texts.spendAndSaveName(
      round(SPEND_AND_SAVE.amount[currency]),
      round(spendThreshold),
    )
    const amount = Math.min(SPEND_AND_SAVE.amount[currency], round2(goodsTotal - orderDiscount))
    orderDiscount += amount
    promoSummary.push({
      level: 'ORDER',
      promotionId: SPEND_AND_SAVE.promotionId,
      promotionName: spendAndSaveName,
      calloutMessage: spendAndSaveName,
      amount,
    })
  }
  orderDiscount = round2(Math.min(orderDiscount, goodsTotal))
  const markdowns = round2(
    goods.reduce((sum, line) => sum + Math.max(0, line.original - line.current) * line.qty, 0),
  )
  const merchandise = round2(goodsTotal - orderDiscount)
  // The order's adjustment, after the promotions; the thresholds below still read `merchandise` before it.
  const orderAdjustmentRow =
    goods.length > 0 ? adjustments.find((entry) => entry.item_id === null) : undefined
  const orderAdjustment = orderAdjustmentRow ? adjustmentOff(orderAdjustmentRow, merchandise) : 0
  const payable = round2(merchandise - orderAdjustment)

  // The home shipment: only when some line is delivered.
  const method =
    SHIPPING_METHODS[cart.shipping_method as keyof typeof SHIPPING_METHODS] ?? SHIPPING_METHODS.standard
  const freeThreshold = FREE_SHIPPING_THRESHOLD[currency]
  const freeShippingCoupon = coupons.find((coupon) => coupon.kind === 'freeShipping')
  const standardFree = merchandise >= freeThreshold || freeShippingCoupon !== undefined
  const priceOf = (code: (typeof SHIPMENT_METHODS)[number]) =>
    code === 'standard' && standardFree ? 0 : SHIPPING_METHODS[code].price[currency]
  const shipping = delivered.length > 0 ? priceOf(method.code as (typeof SHIPMENT_METHODS)[number]) : 0
  const shippingBeforeDiscount = delivered.length > 0 ? method.price[currency] : 0
  if (delivered.length > 0 && method.code === 'standard' && standardFree)
    promoSummary.push({
      level: 'SHIPPING',
      promotionId: freeShippingCoupon ? freeShippingCoupon.promotionId : 'FREESHIP-THRESHOLD',
      promotionName: texts.freeShippingName,
      calloutMessage: freeShippingCoupon
        ? `${texts.freeShippingName} (${freeShippingCoupon.code})`
        : texts.freeShippingName,
      amount: shippingBeforeDiscount,
      ...(freeShippingCoupon ? { couponCode: freeShippingCoupon.code } : {}),
    })

  // Tax on merchandise and delivery; the e-gift cards' face value is added after it, untaxed.
  const taxCountry = shippingAddress?.countryCode ?? cart.country
  const taxRule = taxRuleOf(taxCountry, shippingAddress?.province ?? null)
  const taxable = round2(payable + shipping)
  // Without merchandise (a bag of e-gift cards) there is nothing to tax, wherever the address turns out to be.
  const tax =
    taxRule === null
      ? goods.length > 0
        ? null
        : 0
      : taxRule.included
        ? round2(taxable - taxable / (1 + taxRule.rate))
        : round2(taxable * taxRule.rate)
  const total = round2(
    (taxRule && !taxRule.included && tax !== null ? taxable + tax : taxable) + digitalTotal,
  )

  // The athlete's allowance takes its part first (what it does not pay stays for the next order), then a reward
  // code and a loyalty voucher (each spent whole, so each should pay as much as it can), then reward cards and gift
  // cards in the order they were added (each keeps what it does not pay); never more than is left (decision 043).
  let left = total
  const rank = (method: string) => {
    const index = PAYMENT_ORDER.indexOf(method)
    return index < 0 ? PAYMENT_ORDER.length : index
  }
  const paymentInstruments = [...payments]
    .sort((a, b) => rank(a.method) - rank(b.method))
    .map((payment) => {
      const partial = PAYMENT_ORDER.includes(payment.method)
      const amount = partial ? round2(Math.min(payment.amount, left)) : round2(left)
      left = round2(left - amount)
      return {
        payment_instrument_id: payment.id,
        payment_method_id: payment.method,
        label: payment.label,
        amount,
        // What a reward code or a voucher is worth (spent whole, so what it does not pay is not kept), and what an
        // athlete's allowance has left.
        ...(WHOLE_VALUE.has(payment.method) ? { value: payment.amount } : {}),
      }
    })
  const paidBy = (method: string) =>
    round2(
      paymentInstruments
        .filter((payment) => payment.payment_method_id === method)
        .reduce((sum, payment) => sum + payment.amount, 0),
    )
  const giftCardsTotal = paidBy('GIFT_CARD')
  const rewardCodesTotal = paidBy('REWARD_CODE')

  // The gift with purchase: one free unit from the threshold up, sent with the delivered lines while the stock left
  // after the cart's own lines of that variant covers it. A declined gift is offered back instead of given.
  const giftVariant = gift.variant
  const giftThreshold = GIFT_WITH_PURCHASE.threshold[currency]
  const giftLeft = giftVariant
    ? giftVariant.online_stock -
      delivered.filter((line) => line.sku === giftVariant.sku).reduce((sum, line) => sum + line.qty, 0)
    : 0
  const giftOffered = giftVariant !== null && delivered.length > 0 && giftLeft >= 1
  const giftQualifies = giftOffered && merchandise >= giftThreshold
  const giftDeclined = gift.declined.includes(GIFT_WITH_PURCHASE.promotionId)
  const bonusItems =
    giftVariant && giftQualifies && !giftDeclined
      ? [
          {
            id: bonusLineId(GIFT_WITH_PURCHASE.promotionId),
            productId: giftVariant.sku,
            masterId: giftVariant.style_code,
            masterId2: `${giftVariant.style_code}${giftVariant.colour_code}`,
            slug: slugify(giftVariant.name),
            upc: giftVariant.upc,
            qty: 1,
            maxQty: 1,
            name: giftVariant.name,
            bonus: true,
            bonusPromotionId: GIFT_WITH_PURCHASE.promotionId,
            isDigitalProduct: false,
            stock: giftLeft,
            // Free, beside what it sells for today.
            price: {
              amount: 0,
              original: giftVariant.current,
              rowTotal: 0,
              priceAfterItemDiscount: 0,
              priceAfterOrderDiscount: 0,
              proratedPrice: 0,
            },
            taxTotal: 0,
            productPromotions: [],
            badge: 'free-gift' as const,
            merchantProductId: merchantProductIdOf(giftVariant),
            variants: [
              { code: 'color', value: giftVariant.colour_code },
              { code: 'size', value: giftVariant.size },
            ],
            productImageURL: `/media/product/${giftVariant.style_code}/${giftVariant.colour_code}.svg`,
            shippingOptions: {
              selected: true,
              shippingMethod: methodOption(texts, method.code, shipping),
              ...(cart.shipping_point ? { storeInfo: { id: cart.shipping_point } } : {}),
            },
          },
        ]
      : []
  const giftPromotions = giftOffered
    ? [
        {
          promotionId: GIFT_WITH_PURCHASE.promotionId,
          calloutMsg: texts.freeSocksCallout(money(Math.max(0, giftThreshold - merchandise))),
          distanceFromConditionThreshold: round2(Math.max(0, giftThreshold - merchandise)),
          // Above the threshold without the gift in the bag: the shopper declined it.
          thresholdStatus: !giftQualifies
            ? 'Below Threshold'
            : giftDeclined
              ? 'Above Threshold'
              : 'Threshold Reached',
          approachingDisplayLevel: 'cart',
          level: 'ORDER',
          promotionClass: 'ORDER',
        },
      ]
    : []

  const approachingPromotions = [
    {
      promotionId: 'FREESHIP-THRESHOLD',
      calloutMsg: texts.freeShippingCallout(money(Math.max(0, freeThreshold - merchandise))),
      distanceFromConditionThreshold: round2(Math.max(0, freeThreshold - merchandise)),
      thresholdStatus: merchandise >= freeThreshold ? 'Threshold Reached' : 'Below Threshold',
      // Shown in the bag and in the mini cart an add opens.
      approachingDisplayLevel: 'cart,minicart',
      level: 'SHIPPING',
      promotionClass: 'SHIPPING',
    },
    {
      promotionId: SPEND_AND_SAVE.promotionId,
      calloutMsg: texts.spendAndSaveCallout(
        money(Math.max(0, spendThreshold - goodsTotal)),
        money(SPEND_AND_SAVE.amount[currency]),
      ),
      distanceFromConditionThreshold: round2(Math.max(0, spendThreshold - goodsTotal)),
      thresholdStatus: goodsTotal >= spendThreshold ? 'Threshold Reached' : 'Below Threshold',
      approachingDisplayLevel: 'cart,minicart',
      level: 'ORDER',
      promotionClass: 'ORDER',
    },
    // The associate discount's banner, only for an employee who has accepted the terms (spec 2 §4): applied, or
    // its cap used up.
    ...(employee
      ? [
          {
            promotionId: EMPLOYEE_DISCOUNT.promotionId,
            calloutMsg: texts.employeeDiscountCallout(
              EMPLOYEE_DISCOUNT.percent,
              money(round2(employee.remaining - employeeBase)),
              money(employee.cap),
            ),
            distanceFromConditionThreshold: 0,
            thresholdStatus: employee.remaining > 0 ? 'Threshold Reached' : 'Above Threshold',
            approachingDisplayLevel: 'cart',
            level: 'ORDER',
            promotionClass: 'ORDER',
          },
        ]
      : []),
    // A guest's bag is told of the members' welcome offer, until it carries the offer's code.
    ...(registered || couponCodes.includes(MEMBERS_WELCOME.code)
      ? []
      : [
          {
            promotionId: MEMBERS_WELCOME.promotionId,
            calloutMsg: texts.membersWelcomeCallout,
            distanceFromConditionThreshold: 0,
            thresholdStatus: 'Below Threshold',
            approachingDisplayLevel: 'cart',
            level: 'ORDER',
            promotionClass: 'ORDER',
          },
        ]),
    // Delivery offers need delivered lines; order offers need merchandise (e-gift cards alone approach nothing).
  ].filter((promotion) => (promotion.level === 'SHIPPING' ? delivered.length > 0 : goods.length > 0))

  // A line after its product promotions, then after its share of the order's discounts and adjustment.
  const afterOrderDiscount = (line: CartLineRow) =>
    line.digital === 1
      ? rowTotal(line)
      : goodsAfterItems > 0
        ? round2(afterItemDiscount(line) * (payable / goodsAfterItems))
        : 0
  const items = lines.map((row, index) => ({
    id: row.id,
    productId: row.sku,
    masterId: row.style_code,
    // The colourway, the product's second master level (the variation group of its colour).
    masterId2: `${row.style_code}${row.colour_code}`,
    slug: slugify(row.name),
    upc: row.upc,
    qty: row.qty,
    maxQty: isPersonalised(row)
      ? Math.min(row.max_qty ?? DEFAULT_MAX_QTY, PERSONALISATION.maxQty)
      : (row.max_qty ?? DEFAULT_MAX_QTY),
    name: row.name,
    bonus: false,
    isDigitalProduct: row.digital === 1,
    isCustoms: isPersonalised(row),
    stock: stock[index] ?? 0,
    price: {
      amount: row.current,
      original: row.original,
      rowTotal: rowTotal(row),
      // The high end of the style's price range (its dearer sizes), when it has one.
      ...(row.style_high_current != null
        ? {
            highOriginal: row.style_high_original ?? row.style_high_current,
            highCurrent: row.style_high_current,
          }
        : {}),
      priceAfterItemDiscount: afterItemDiscount(row),
      priceAfterOrderDiscount: afterOrderDiscount(row),
      proratedPrice: afterOrderDiscount(row),
      // The unit price after a store associate's adjustment of the line.
      ...(unitOff.has(row.id) ? { adjustedAmount: unitPrice(row) } : {}),
    },
    taxTotal: lineTaxOf(afterOrderDiscount(row), row.digital === 1, taxRule),
    productPromotions: lineProductPromotions(productPromotions.get(row.id)),
    ...lineFacts(row),
    ...(row.custom_amount !== null && row.custom_amount !== undefined
      ? { customAmount: row.custom_amount }
      : {}),
    variants: [
      { code: 'color', value: row.colour_code },
      // An e-gift card's size is its amount: the one the shopper chose, when they chose one.
      row.custom_amount
        ? { code: 'size', value: String(row.custom_amount) }
        : // The size as the cart's market reads it (decision 053): a UK or EU shoe size; the value stays.
          { code: 'size', value: row.size, label: sizeLabelFor(row.size, row.kind ?? '', sizeSystem) },
    ],
    productImageURL: row.product_image_url ?? `/media/product/${row.style_code}/${row.colour_code}.svg`,
    ...(row.pdp_url ? { pdpUrl: row.pdp_url } : {}),
    recipeId: row.recipe_id ?? undefined,
    ...(isPersonalised(row)
      ? {
          customs: {
            text: row.custom_text ?? '',
            threadColour: row.custom_thread ?? '',
            surcharge,
            // A ready-made design answers its code, as the add named it.
            ...(row.custom_design ? { precreatedCustomsCode: row.custom_design } : {}),
          },
        }
      : {}),
    ...(row.gift_to || row.gift_message
      ? {
          giftOption: { to: row.gift_to ?? '', email: row.gift_email ?? '', message: row.gift_message ?? '' },
        }
      : {}),
    shippingOptions: row.store_id
      ? {
          selected: true,
          shippingMethod: methodOption(texts, 'pickup', 0),
          storeInfo: { id: row.store_id },
        }
      : row.digital === 1
        ? { selected: true, shippingMethod: methodOption(texts, 'digital', 0) }
        : isPersonalised(row)
          ? { selected: true, shippingMethod: methodOption(texts, 'customs', 0) }
          : {
              selected: true,
              shippingMethod: methodOption(texts, method.code, shipping),
              ...(cart.shipping_point ? { storeInfo: { id: cart.shipping_point } } : {}),
            },
  }))

  const priceAdjustments = [
    ...[...unitOff.values()].map(({ adjustment, off }) => {
      const line = lines.find((entry) => entry.id === adjustment.item_id) as CartLineRow
      return { adjustment, level: 'ITEM' as const, unitAmount: off, amount: round2(off * line.qty) }
    }),
    ...(orderAdjustmentRow
      ? [
          {
            adjustment: orderAdjustmentRow,
            level: 'ORDER' as const,
            unitAmount: null,
            amount: orderAdjustment,
          },
        ]
      : []),
  ].map(({ adjustment, level, unitAmount, amount }) => ({
    adjustmentId: adjustment.id,
    level,
    ...(adjustment.item_id ? { itemId: adjustment.item_id } : {}),
    type: adjustment.kind,
    value: adjustment.value,
    reasonCode: adjustment.reason_code,
    reasonLabel:
      texts.adjustmentReasons[adjustment.reason_code as keyof CartTexts['adjustmentReasons']] ??
      adjustment.reason_code,
    ...(unitAmount !== null ? { unitAmount } : {}),
    amount,
    createdBy: { storeId: adjustment.store_id, employeeId: adjustment.employee_id },
    createdAt: adjustment.created_at,
    updatedAt: adjustment.updated_at,
  }))

  return {
    basketId: cart.id,
    currency,
    country: cart.country,
    // A reserve cart past its hold is gone, as an ordered one is (decision 086).
    status: reserveExpired(cart) ? ('closed' as const) : cart.status,
    ...(cart.kind === 'reserve'
      ? { reserve: { storeId: lines[0]?.store_id ?? null, expiresAt: cart.expires_at ?? null } }
      : {}),
    items: [...items, ...bonusItems],
    // The lines; their units are the totals' `totalUnits`.
    totalItems: items.length + bonusItems.length,
    // The home shipment first (`me`), then the made-to-order one, which has its one method.
    shippingMethods: [
      ...(delivered.length > 0
        ? [
            {
              shippingId: 'me',
              code: method.code as string,
              storeId: cart.shipping_point ?? undefined,
              address: shippingAddress ?? undefined,
              applicableShippingMethods: SHIPMENT_METHODS.map((code) => ({
                ...methodOption(texts, code, priceOf(code), SHIPPING_METHODS[code].price[currency]),
                selected: code === method.code,
                available: code !== 'express' || expressReaches(shippingAddress),
              })),
            },
          ]
        : []),
      ...(madeToOrder.length > 0
        ? [
            {
              shippingId: 'customs',
              code: 'customs',
              storeId: undefined,
              address: shippingAddress ?? undefined,
              applicableShippingMethods: [
                { ...methodOption(texts, 'customs', 0), selected: true, available: true },
              ],
            },
          ]
        : []),
    ],
    // Every code the cart keeps, applied or not (while the associate discount applies, none is).
    couponItems: couponItemsOf(couponCodes, promoSummary),
    promoSummary,
    orderPromotions: orderPromotionsOf(promoSummary),
    /** The associate discount (decision 049): what it was taken on (counted against the cap), and how much. */
    employeeDiscount: employeeApplies
      ? { percent: EMPLOYEE_DISCOUNT.percent, base: employeeBase, amount: employeeAmount }
      : null,
    approachingPromotions: [...approachingPromotions, ...giftPromotions],
    /** Gifts with purchase the cart qualifies for that the shopper declined, to offer back. */
    declinedBonuses:
      giftVariant && giftQualifies && giftDeclined
        ? [{ promotionId: GIFT_WITH_PURCHASE.promotionId, name: giftVariant.name }]
        : [],
    flash: flashesOf(cart, shippingAddress, rows),
    shippingAddress: shippingAddress ?? undefined,
    billingAddress: billingAddress ?? undefined,
    pickupPerson: lines.some((line) => line.store_id)
      ? (parseAddress(cart.pickup_person) ?? undefined)
      : undefined,
    paymentInstruments,
    /** A store associate's price adjustments (decision 031): each line's, then the order's. */
    priceAdjustments,
    totals: {
      itemTotal,
      totalDiscount: orderDiscount,
      /** What the shopper saves in all: the lines' markdowns (below their original prices) and the order's discount. */
      discount: round2(markdowns + orderDiscount),
      // The order's discount as a share of its merchandise, to one decimal (spec 2 §9).
      discountPercentage: discountPercentage(orderDiscount, goodsTotal),
      shipping,
      shippingBeforeDiscount,
      tax,
      /** The tax in the total, added to it or included in it (VAT); null until it can be known. */
      taxAmount: tax,
      taxIncluded: taxRule?.included ?? false,
      total,
      /** The total without its tax, and what the tax was worked out on (merchandise and delivery) without it. */
      totalWithoutTax: round2(total - (tax ?? 0)),
      netAmount: round2(taxable - (taxRule?.included ? (tax ?? 0) : 0)),
      /** The lines after their product promotions, and every unit of every line, the gift's included. */
      itemSubTotal: round2(itemTotal - productDiscount),
      totalUnits: items.reduce((sum, item) => sum + item.qty, 0) + bonusItems.length,
      /** What the store associates' adjustments took off, the lines' and the order's. */
      priceAdjustmentTotal: round2(priceAdjustments.reduce((sum, entry) => sum + entry.amount, 0)),
      giftCards: giftCardsTotal,
      rewardCodes: rewardCodesTotal,
      loyaltyPoints: paidBy('LOYALTY_POINTS'),
      athletePayment: paidBy('ATHLETES_PAYMENT'),
      rewardCards: paidBy('REWARD_CARD'),
      /** What rewards pay: a reward code, loyalty points and reward cards. */
      appliedRewards: round2(paidBy('REWARD_CODE') + paidBy('LOYALTY_POINTS') + paidBy('REWARD_CARD')),
      remainingToPay: round2(total - paymentInstruments.reduce((sum, payment) => sum + payment.amount, 0)),
    },
  }
}
