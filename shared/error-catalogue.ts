/**
 * The error catalogue (spec 1 §8): upstream error ids mapped to the shop's messages and where they show. An id
 * without an entry shows the server's own message.
 */
import { BOT_CHALLENGE, type ErrorAction, type NoticePlacement } from './api-contract'
import { REVIEW_LIMITS } from './community'
import type { MessageKey } from './i18n'

export type { ErrorAction, NoticePlacement }

/**
 * What kind of refusal an error is, which decides the one HTTP status every `/api` route answers it with:
 * invalid input 400, unknown thing 404, conflict with the current state 409, refused by a business rule 422,
 * throttled 429, an upstream failure 502.
 */
export type ErrorKind = 'invalid' | 'unknown' | 'conflict' | 'refused' | 'throttled' | 'failure'

export const STATUS_OF_KIND = {
  invalid: 400,
  unknown: 404,
  conflict: 409,
  refused: 422,
  throttled: 429,
  failure: 502,
} as const satisfies Record<ErrorKind, number>

export type ApiErrorStatus = (typeof STATUS_OF_KIND)[ErrorKind]

export interface CatalogueEntry {
  key: MessageKey
  kind: ErrorKind
  placement: NoticePlacement
  /** For `field` placement: the form field the message shows at. */
  field?: string
  /**
   * The message names a number the server's own message carries (ADDED_MAX_QUANTITY: "up to {max}"); without
   * one in the server's message the generic message shows instead (spec 1 §8).
   */
  needsMax?: boolean
  /** The `{max}` of a message that names the shop's own limit. */
  max?: number
  /** What the shop does besides showing the message. */
  action?: ErrorAction
  /** The server's message shows when it sent one, this entry's only when it did not (spec 1 §8, saving a card). */
  preferServerMessage?: boolean
}

/**
 * Every error id of spec 1 §8: the server codes by area, the symbolic ids the checkout and cart handle, the cart's
 * flash codes, and the storefront's own ids. `tests/unit/error-catalogue.test.ts` holds the spec's list and fails
 * when one is missing.
 */
export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  // Inventory
  INV700: { key: 'error.outOfStock', kind: 'refused', placement: 'item' },
  INV406: { key: 'error.itemsOutOfStock', kind: 'refused', placement: 'item' },
  INV701: { key: 'error.outOfStock', kind: 'refused', placement: 'item' },
  INV702: { key: 'error.noPrice', kind: 'refused', placement: 'item' },
  INV405: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item' },
  INV407: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item' },
  INV408: { key: 'error.maxQuantity', kind: 'refused', placement: 'item', needsMax: true },
  INV409: { key: 'error.someNoInventory', kind: 'refused', placement: 'top' },
  // Price and cart
  PRC400: { key: 'error.noPrice', kind: 'refused', placement: 'item' },
  ORD404: { key: 'error.itemNotAvailable', kind: 'unknown', placement: 'item' },
  ORD430: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item', action: 'reloadCart' },
  ORD415: { key: 'error.totals', kind: 'failure', placement: 'top', action: 'reloadCart' },
  BSK404: { key: 'error.cartExpired', kind: 'unknown', placement: 'toast', action: 'recreateCart' },
  // Order
  ORD516: { key: 'error.deliveryChanged', kind: 'conflict', placement: 'top', action: 'backToShipping' },
  ORD517: { key: 'error.deliveryChanged', kind: 'conflict', placement: 'top', action: 'backToShipping' },
  ORD518: { key: 'error.deliveryChanged', kind: 'conflict', placement: 'top', action: 'backToShipping' },
  ORD409: { key: 'error.orderNotFound', kind: 'unknown', placement: 'popup' },
  OHS4004: { key: 'error.orderNotFound', kind: 'unknown', placement: 'popup' },
  ORD400: { key: 'error.orderEmail', kind: 'invalid', placement: 'field', field: 'email' },
  // Gifts and gift cards
  GFS800: { key: 'error.giftUnavailable', kind: 'refused', placement: 'item' },
  GFO404: { key: 'error.giftUnavailable', kind: 'unknown', placement: 'item' },
  GFO405: { key: 'error.giftUnavailable', kind: 'refused', placement: 'item' },
  // The cart service's refusals of a digital item (an e-gift card): added without its recipient's name and email,
  // or asked to be picked up in a store or saved for later.
  GFO400: { key: 'egift.error.recipient', kind: 'invalid', placement: 'item' },
  GFO410: { key: 'egift.error.byEmailOnly', kind: 'refused', placement: 'item' },
  GFC410: { key: 'error.giftCard.limit', kind: 'refused', placement: 'giftCard' },
  GFC799: { key: 'error.giftCard.balance', kind: 'failure', placement: 'giftCard', action: 'retry' },
  GFC800: { key: 'error.giftCard.invalid', kind: 'invalid', placement: 'giftCard' },
  GFC700: { key: 'error.giftCard.invalid', kind: 'invalid', placement: 'giftCard' },
  GFC760: { key: 'error.giftCard.invalid', kind: 'invalid', placement: 'giftCard' },
  GFC812: { key: 'error.giftCard.expired', kind: 'refused', placement: 'giftCard' },
  GFC725: { key: 'error.giftCard.notAllowed', kind: 'refused', placement: 'giftCard' },
  GFC740: { key: 'error.giftCard.zeroBalance', kind: 'refused', placement: 'giftCard' },
  GFC755: { key: 'error.giftCard.applied', kind: 'conflict', placement: 'giftCard' },
  GFC400: { key: 'error.giftCard.missing', kind: 'invalid', placement: 'giftCard' },
  // Shipping
  SHP404: { key: 'error.shippingMethod', kind: 'refused', placement: 'top', action: 'backToShipping' },
  SHP500: { key: 'error.poBox', kind: 'refused', placement: 'top', action: 'backToShipping' },
  SHP410: { key: 'error.phoneRequired', kind: 'invalid', placement: 'field', field: 'phone' },
  CHK380: { key: 'error.address', kind: 'invalid', placement: 'top', action: 'backToShipping' },
  CHK320: { key: 'error.address', kind: 'invalid', placement: 'top', action: 'backToShipping' },
  PAY401: { key: 'error.cantShipThere', kind: 'refused', placement: 'top', action: 'backToShipping' },
  // Payment
  FE309: { key: 'error.cardExpiry', kind: 'invalid', placement: 'top' },
  PYT402: { key: 'error.paymentFraud', kind: 'refused', placement: 'top' },
  PYT404: { key: 'error.paymentMethodGone', kind: 'unknown', placement: 'top' },
  PYT300: { key: 'error.cardExists', kind: 'conflict', placement: 'top', preferServerMessage: true },
  PYT405: { key: 'error.addressNotFound', kind: 'unknown', placement: 'top' },
  PYT406: { key: 'error.addressIncomplete', kind: 'invalid', placement: 'top' },
  BIL400: { key: 'error.billingAddress', kind: 'invalid', placement: 'top' },
  BILL410: { key: 'error.phoneRequired', kind: 'invalid', placement: 'field', field: 'billingPhone' },
  PAY400: { key: 'error.payment', kind: 'refused', placement: 'top' },
  PYT400: { key: 'error.paymentShort', kind: 'refused', placement: 'top' },
  // Tax
  TAX309: { key: 'error.tax', kind: 'failure', placement: 'top', action: 'retry' },
  TAX310: { key: 'error.taxUpdated', kind: 'conflict', placement: 'top', action: 'reloadCart' },
  // Promotions: a coupon's refusal shows at its field
  PRM130: { key: 'error.coupon.invalid', kind: 'invalid', placement: 'field', field: 'coupon' },
  PRM160: { key: 'error.coupon.invalid', kind: 'invalid', placement: 'field', field: 'coupon' },
  PRM135: { key: 'error.coupon.notNow', kind: 'refused', placement: 'field', field: 'coupon' },
  PRM140: { key: 'error.coupon.limit', kind: 'refused', placement: 'field', field: 'coupon' },
  PRM150: { key: 'error.coupon.redeemed', kind: 'conflict', placement: 'field', field: 'coupon' },
  PRM155: { key: 'error.coupon.expired', kind: 'refused', placement: 'field', field: 'coupon' },
  PRM416: { key: 'error.coupon.applied', kind: 'conflict', placement: 'field', field: 'coupon' },
  PRM175: { key: 'error.coupon.failed', kind: 'failure', placement: 'field', field: 'coupon' },
  // An employee's associate discount does not combine with promotion codes (decision 049).
  PRM409: { key: 'error.coupon.employeeDiscount', kind: 'conflict', placement: 'field', field: 'coupon' },
  // The associate discount's yearly cap no longer covers the bag (another order took it): the bag is read again.
  EMP409: { key: 'error.employeeDiscountChanged', kind: 'conflict', placement: 'top', action: 'reloadCart' },
  GWP403: { key: 'error.giftWithPurchase', kind: 'refused', placement: 'item' },
  // The cart service's refusal to change a gift-with-purchase line (its quantity, delivery or gift message).
  GWP405: { key: 'bag.freeGift.unchangeable', kind: 'refused', placement: 'item' },
  // Rewards
  REW401: { key: 'error.rewards.signIn', kind: 'refused', placement: 'top', action: 'reauthenticate' },
  REW130: { key: 'error.rewards.notMember', kind: 'refused', placement: 'top' },
  REW135: { key: 'error.rewards.notConfirmed', kind: 'refused', placement: 'top' },
  REW140: { key: 'error.rewards.balance', kind: 'refused', placement: 'top' },
  // A loyalty subscription type asked for by a shopper who is not a member (decision 048).
  SUB403: { key: 'subs.membersOnly', kind: 'refused', placement: 'top' },
  // An athlete pays with their allowance before loyalty points (spec 1 §6; decision 043).
  ATH400: { key: 'athletePay.error.allowanceFirst', kind: 'conflict', placement: 'top' },
  EXPRESS_UNAVAILABLE: { key: 'express.unavailable', kind: 'conflict', placement: 'top' },
  // Authentication
  AUT498: { key: 'error.auth.session', kind: 'refused', placement: 'top', action: 'reauthenticate' },
  AUT401: { key: 'error.auth.credentials', kind: 'refused', placement: 'top' },
  AUT418: { key: 'error.auth.credentials', kind: 'refused', placement: 'top' },
  AUT437: { key: 'error.auth.credentials', kind: 'refused', placement: 'top' },
  AUT438: { key: 'error.auth.credentials', kind: 'refused', placement: 'top' },
  AUT439: { key: 'error.auth.emailInUse', kind: 'conflict', placement: 'field', field: 'email' },
  AUT440: { key: 'error.auth.failed', kind: 'unknown', placement: 'top' },
  AUT450: {
    key: 'error.auth.currentPassword',
    kind: 'refused',
    placement: 'field',
    field: 'currentPassword',
  },
  AUT451: { key: 'error.auth.samePassword', kind: 'refused', placement: 'field', field: 'password' },
  AUT452: { key: 'error.auth.samePassword', kind: 'refused', placement: 'field', field: 'password' },
  AUT453: { key: 'form.email', kind: 'invalid', placement: 'field', field: 'email' },
  AUT423: { key: 'error.auth.locked', kind: 'refused', placement: 'top' },
  AUT441: { key: 'error.auth.locked', kind: 'refused', placement: 'top' },
  AUT426: { key: 'error.auth.lastAttempt', kind: 'refused', placement: 'top' },
  AUT444: { key: 'error.auth.phoneInUse', kind: 'conflict', placement: 'field', field: 'phone' },
  AUT442: { key: 'error.auth.phoneInUse', kind: 'conflict', placement: 'field', field: 'phone' },
  AUT409: { key: 'error.generic', kind: 'conflict', placement: 'top', action: 'retry' },
  AUT404: { key: 'error.auth.failed', kind: 'refused', placement: 'top' },
  AUT500: { key: 'error.auth.failed', kind: 'failure', placement: 'top' },
  AUT432: { key: 'error.auth.failed', kind: 'refused', placement: 'top' },
  AUT402: { key: 'error.auth.resetExpired', kind: 'refused', placement: 'top' },
  AUT403: { key: 'error.auth.captcha', kind: 'refused', placement: 'top' },
  API400: { key: 'error.generic', kind: 'invalid', placement: 'top' },
  // Profile, lists and addresses
  PLP400: { key: 'error.itemNotAvailable', kind: 'unknown', placement: 'top' },
  PRO400: { key: 'error.auth.emailInUse', kind: 'conflict', placement: 'field', field: 'email' },
  PRO412: { key: 'error.profile.update', kind: 'refused', placement: 'top' },
  PRO418: { key: 'error.profile.update', kind: 'refused', placement: 'top' },
  PRO414: { key: 'error.profile.billingDelete', kind: 'refused', placement: 'top' },
  PRO415: { key: 'error.profile.password', kind: 'refused', placement: 'top' },
  // Profile not found: the account pages say the profile could not be loaded (decision 039).
  PRO404: { key: 'profile.notLoaded', kind: 'unknown', placement: 'top', action: 'retry' },
  FE340: { key: 'error.passwordsDiffer', kind: 'invalid', placement: 'field', field: 'confirmPassword' },
  FE872: { key: 'error.passwordShort', kind: 'invalid', placement: 'field', field: 'password' },
  CCA400: { key: 'error.addressExists', kind: 'conflict', placement: 'top' },
  CCA401: { key: 'error.addressNotFound', kind: 'unknown', placement: 'top' },
  CCN404: { key: 'error.auth.session', kind: 'unknown', placement: 'top', action: 'reauthenticate' },
  '4044': { key: 'error.rewards.notMember', kind: 'unknown', placement: 'top' },
  PRO410: { key: 'error.profile.age', kind: 'invalid', placement: 'field', field: 'birthDate' },
  PRO411: {
    key: 'error.profile.birthDate',
    kind: 'invalid',
    placement: 'field',
    field: 'birthDate',
    action: 'revalidateForm',
  },
  // General
  GEN500: { key: 'error.generic', kind: 'failure', placement: 'top' },
  API404: { key: 'error.generic', kind: 'unknown', placement: 'top' },
  API405: { key: 'error.generic', kind: 'invalid', placement: 'top' },
  API406: { key: 'error.generic', kind: 'invalid', placement: 'top' },
  API415: { key: 'error.generic', kind: 'invalid', placement: 'top' },
  STR404: { key: 'stores.notFound', kind: 'unknown', placement: 'top' },
  RTN500: { key: 'error.return', kind: 'failure', placement: 'top' },
  ATTR100: { key: 'error.generic', kind: 'invalid', placement: 'top' },
  ATTR200: { key: 'error.generic', kind: 'invalid', placement: 'top' },
  ATTR300: { key: 'error.generic', kind: 'invalid', placement: 'top' },
  REV410: {
    key: 'error.reviewTooLong',
    kind: 'invalid',
    placement: 'field',
    field: 'body',
    max: REVIEW_LIMITS.body,
  },
  // The symbolic ids the checkout and cart handle
  ITEM_NOT_AVAILABLE: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item' },
  NO_PRICE: { key: 'error.noPrice', kind: 'refused', placement: 'item' },
  INVALID_PRICE: { key: 'error.noPrice', kind: 'refused', placement: 'item' },
  INVALID_CUSTOMER: {
    key: 'error.auth.session',
    kind: 'refused',
    placement: 'top',
    action: 'reauthenticate',
  },
  CART_NOT_FOUND: { key: 'error.cartExpired', kind: 'unknown', placement: 'toast', action: 'recreateCart' },
  // The storefront's own id for a cart the service answered AUT498 on (another customer's, after the token changed):
  // it is made again from its lines, and the bag says so in a toast before it reloads (spec 2 §8, decision 034).
  INVALID_CUSTOMER_CART: {
    key: 'auth.invalidCustomerCart',
    kind: 'unknown',
    placement: 'toast',
    action: 'recreateCart',
  },
  ITEM_OOS: { key: 'error.couldNotMove', kind: 'refused', placement: 'item' },
  ITEMS_OOS: { key: 'error.itemsOutOfStock', kind: 'refused', placement: 'item' },
  ADDED_MAX_QUANTITY: { key: 'error.maxQuantity', kind: 'refused', placement: 'item', needsMax: true },
  GWP_PRODUCT: { key: 'error.giftWithPurchase', kind: 'refused', placement: 'item' },
  PAYMENT_ERROR: { key: 'error.payment', kind: 'refused', placement: 'top' },
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: { key: 'error.paymentFraud', kind: 'refused', placement: 'top' },
  CANT_SHIP_THERE: {
    key: 'error.cantShipThere',
    kind: 'refused',
    placement: 'top',
    action: 'backToShipping',
  },
  GC_INVALID2: { key: 'error.giftCard.invalid', kind: 'invalid', placement: 'giftCard' },
  GC_ALREADY_APPLIED: { key: 'error.giftCard.applied', kind: 'conflict', placement: 'giftCard' },
  GC_NOT_ALLOWED: { key: 'error.giftCard.notAllowed', kind: 'refused', placement: 'giftCard' },
  GC_ZERO_BALANCE: { key: 'error.giftCard.zeroBalance', kind: 'refused', placement: 'giftCard' },
  ITEM_NO_LONGER_AVAILABLE: {
    key: 'error.itemNotAvailable',
    kind: 'refused',
    placement: 'item',
    action: 'reloadCart',
  },
  CC_EXPIRY_DATE_INVALID: { key: 'error.cardExpiry', kind: 'invalid', placement: 'top' },
  PAYMENT_INSTRUMENT_NOT_FOUND: { key: 'error.paymentMethodGone', kind: 'unknown', placement: 'top' },
  ADDRESS_NOT_FOUND: { key: 'error.addressNotFound', kind: 'unknown', placement: 'top' },
  SHIPPING_POBOX_UNAVAILABLE: { key: 'error.poBox', kind: 'refused', placement: 'top' },
  SOME_PRODUCTS_NO_INVENTORY: { key: 'error.someNoInventory', kind: 'refused', placement: 'top' },
  DUPLICATED_TOKEN: { key: 'error.generic', kind: 'conflict', placement: 'top', action: 'retry' },
  LOGIN_IN_USE: { key: 'error.auth.emailInUse', kind: 'conflict', placement: 'field', field: 'email' },
  PHONE_NUMBER_ALREADY_IN_USE: {
    key: 'error.auth.phoneInUse',
    kind: 'conflict',
    placement: 'field',
    field: 'phone',
  },
  MISSING_BIRTHDATE: {
    key: 'error.profile.birthDate',
    kind: 'invalid',
    placement: 'field',
    field: 'birthDate',
    action: 'revalidateForm',
  },
  ProductItemMaxQuantity: { key: 'cart.info.maxQuantity', kind: 'refused', placement: 'item' },
  ProductItemRequired: { key: 'cart.info.required', kind: 'refused', placement: 'item' },
  // The cart's flash codes: each reloads the cart
  ProductLineItemInventoryMissing: {
    key: 'cart.flash.inventoryMissing',
    kind: 'conflict',
    placement: 'item',
    action: 'reloadCart',
  },
  ProductItemNotAvailable: {
    key: 'error.itemNotAvailable',
    kind: 'conflict',
    placement: 'item',
    action: 'reloadCart',
  },
  ProductLineItemFullInventoryMissing: {
    key: 'cart.flash.fullInventoryMissing',
    kind: 'conflict',
    placement: 'item',
    action: 'reloadCart',
  },
  InvalidShippingAddress: {
    key: 'error.address',
    kind: 'conflict',
    placement: 'top',
    action: 'backToShipping',
  },
  // The storefront's own ids
  [BOT_CHALLENGE]: { key: 'error.botChallenge', kind: 'throttled', placement: 'top', action: 'retry' },
  SIZE_REQUIRED: { key: 'cart.chooseSize', kind: 'invalid', placement: 'item' },
  ADDRESS_INVALID: { key: 'checkout.fixFields', kind: 'invalid', placement: 'top' },
  GIFT_INVALID: { key: 'bag.gift.error.check', kind: 'invalid', placement: 'item' },
  // An e-gift card added without a valid recipient (name and email), each field's message beside it.
  EGIFT_INVALID: { key: 'egift.error.check', kind: 'invalid', placement: 'item' },
  // A gift card typed into the bag that its rules refuse (each field's message beside it), or tried too often.
  GIFT_CARD_INVALID: { key: 'error.giftCard.invalid', kind: 'invalid', placement: 'giftCard' },
  // A sign-in form its rules refuse (each field's message beside it), or tried too often.
  SIGN_IN_INVALID: { key: 'signIn.check', kind: 'invalid', placement: 'top' },
  SIGN_IN_THROTTLED: { key: 'signIn.throttled', kind: 'throttled', placement: 'top' },
  // A sign-up form its rules refuse (each field's message beside it), or too many sign-ups from one address.
  SIGN_UP_INVALID: { key: 'signUp.check', kind: 'invalid', placement: 'top' },
  SIGN_UP_THROTTLED: { key: 'signUp.throttled', kind: 'throttled', placement: 'top' },
  // The enrolment flow (decision 046): an email its lookup refuses, a step's required field left empty (each
  // field's message beside it), and lookups asked too often (at the email).
  ENROL_EMAIL_INVALID: { key: 'enrol.check', kind: 'invalid', placement: 'top' },
  ENROL_STEP_INVALID: { key: 'enrol.check', kind: 'invalid', placement: 'top' },
  ENROL_THROTTLED: { key: 'enrol.throttled', kind: 'throttled', placement: 'field', field: 'email' },
  // A password form (forgot, reset, change) its rules refuse, each field's message beside it; reset links asked
  // for too often.
  PASSWORD_INVALID: { key: 'password.check', kind: 'invalid', placement: 'top' },
  PASSWORD_RESET_THROTTLED: { key: 'password.forgot.throttled', kind: 'throttled', placement: 'top' },
  // The profile form its rules refuse (each field's message beside it), and a profile the consumer service could not
  // answer: no form is offered, and a change is refused rather than sent (spec 2 §5 'Profile not loaded').
  PROFILE_INVALID: { key: 'profile.check', kind: 'invalid', placement: 'top' },
  PROFILE_NOT_LOADED: { key: 'profile.notLoaded', kind: 'failure', placement: 'top', action: 'retry' },
  GIFT_CARD_THROTTLED: { key: 'bag.giftCard.throttled', kind: 'throttled', placement: 'giftCard' },
  // Coupon codes tried too often (per session and per client address, as gift cards): at the coupon field.
  COUPON_THROTTLED: { key: 'bag.coupon.throttled', kind: 'throttled', placement: 'field', field: 'coupon' },
  REWARD_CODE_THROTTLED: {
    key: 'reward.error.throttled',
    kind: 'throttled',
    placement: 'field',
    field: 'rewardCode',
  },
  // An e-gift card's amount of the shopper's choosing outside the rules, its message at the amount field.
  EGIFT_AMOUNT_INVALID: { key: 'egift.amount.invalid', kind: 'invalid', placement: 'item' },
  // Personalised items (decision 030): a refused personalisation, a recipe the cart service does not know (or
  // another product's), and a made-to-order line asked to be picked up or saved for later.
  CUSTOM_INVALID: { key: 'custom.error.check', kind: 'invalid', placement: 'item' },
  CUS400: { key: 'custom.error.check', kind: 'invalid', placement: 'item' },
  CUS404: { key: 'custom.error.notFound', kind: 'unknown', placement: 'item' },
  CUS410: { key: 'custom.error.madeToOrder', kind: 'refused', placement: 'item' },
  // The cart service's answer while an earlier placement of the same order is still running.
  ORDER_IN_PROGRESS: { key: 'payment.inProgress', kind: 'conflict', placement: 'top', action: 'retry' },
  SFL404: { key: 'bag.notice.gone', kind: 'unknown', placement: 'top' },
  SFL409: { key: 'bag.notice.full', kind: 'conflict', placement: 'top' },
  CMP409: { key: 'compare.full', kind: 'conflict', placement: 'top' },
  LOC404: { key: 'stores.notFound', kind: 'unknown', placement: 'top' },
  NWS409: { key: 'newsletter.alreadySubscribed', kind: 'conflict', placement: 'top' },
  NEWSLETTER_THROTTLED: { key: 'newsletter.throttled', kind: 'throttled', placement: 'top' },
  EVT400: { key: 'event.daysInvalid', kind: 'invalid', placement: 'field', field: 'attendingDays' },
  EVT404: { key: 'event.unknown', kind: 'unknown', placement: 'top' },
  EVT409: { key: 'event.full', kind: 'conflict', placement: 'top' },
  EVT410: { key: 'event.closed', kind: 'refused', placement: 'top' },
  REG409: { key: 'event.alreadyRegistered', kind: 'conflict', placement: 'top' },
}

/**
 * A reward code's refusals (decision 029). The cart service refuses a reward code with the promotion ids of spec 1
 * §8, which the main catalogue words for the coupon field; a reward code's call words them for its own input.
 */
export const REWARD_CODE_ERRORS: Readonly<Record<string, CatalogueEntry>> = {
  PRM130: { key: 'reward.error.invalid', kind: 'invalid', placement: 'field', field: 'rewardCode' },
  PRM160: { key: 'reward.error.invalid', kind: 'invalid', placement: 'field', field: 'rewardCode' },
  PRM135: { key: 'reward.error.currency', kind: 'refused', placement: 'field', field: 'rewardCode' },
  PRM140: { key: 'reward.error.limit', kind: 'refused', placement: 'field', field: 'rewardCode' },
  PRM150: { key: 'reward.error.redeemed', kind: 'conflict', placement: 'field', field: 'rewardCode' },
  PRM155: { key: 'reward.error.expired', kind: 'refused', placement: 'field', field: 'rewardCode' },
  PRM416: { key: 'reward.error.applied', kind: 'conflict', placement: 'field', field: 'rewardCode' },
  PRM175: { key: 'reward.error.nothingToPay', kind: 'refused', placement: 'field', field: 'rewardCode' },
}

/**
 * The address book's refusals (decision 039), worded for its pages: the same address twice, an address that is not
 * (or no longer) the shopper's, and the last billing address, which is kept.
 */
export const ADDRESS_BOOK_ERRORS: Readonly<Record<string, CatalogueEntry>> = {
  CCA400: { key: 'addressBook.error.exists', kind: 'conflict', placement: 'top' },
  CCA401: { key: 'addressBook.error.unknown', kind: 'unknown', placement: 'top' },
  PRO414: { key: 'addressBook.error.lastBilling', kind: 'refused', placement: 'top' },
}

/**
 * Placing an order whose reward code another order spent (or that expired) since it was applied: the cart service
 * took the code off the cart, which stays open, so the shop reads the cart again and says so at the input.
 */
export const REWARD_CODE_PLACEMENT_ERRORS: Readonly<Record<string, CatalogueEntry>> = {
  PRM150: {
    key: 'reward.error.spentMeanwhile',
    kind: 'conflict',
    placement: 'field',
    field: 'rewardCode',
    action: 'reloadCart',
  },
  PRM155: {
    key: 'reward.error.expiredMeanwhile',
    kind: 'conflict',
    placement: 'field',
    field: 'rewardCode',
    action: 'reloadCart',
  },
}

export interface ResolvedError {
  errorId: string
  key: MessageKey | null
  /** The server's message, shown when the catalogue has no entry. */
  serverMessage: string
  placement: NoticePlacement
  kind: ErrorKind
  field: string | null
  /** `{max}` for messages that name one, read from the server's message; null when it has none. */
  max: string | null
  action: ErrorAction | null
}

/** The kind of an error the catalogue does not know, from the status the upstream answered it with. */
export function kindOfStatus(status: number): ErrorKind {
  if (status >= 500 || status === 0) return 'failure'
  if (status === 400) return 'invalid'
  if (status === 404 || status === 410) return 'unknown'
  if (status === 409) return 'conflict'
  if (status === 429) return 'throttled'
  return 'refused'
}

/**
 * Looks an error id up in the catalogue; an unknown id keeps the server's message and takes its kind from
 * the upstream status.
 *
 * @example resolveError('INV408', 'You can add up to 5 of this item', 400) // kind 'refused', max '5'
 */
export function resolveError(
  errorId: string,
  serverMessage: string,
  status = 400,
  catalogue: Readonly<Record<string, CatalogueEntry>> = ERROR_CATALOGUE,
): ResolvedError {
  const entry = catalogue[errorId] ?? ERROR_CATALOGUE[errorId]
  const max = entry?.needsMax
    ? (/\b(\d{1,6})\b/.exec(serverMessage)?.[1] ?? null)
    : entry?.max !== undefined
      ? String(entry.max)
      : null
  return {
    errorId,
    key:
      entry?.preferServerMessage && serverMessage.trim() !== ''
        ? null
        : entry?.needsMax && max === null
          ? 'error.generic'
          : (entry?.key ?? null),
    serverMessage,
    placement: entry?.placement ?? 'top',
    kind: status >= 500 ? 'failure' : (entry?.kind ?? kindOfStatus(status)),
    field: entry?.field ?? null,
    max,
    action: entry?.action ?? null,
  }
}
