/**
 * The error catalogue (spec 1 §8): error ids mapped to the shop's messages and where they show. The upstreams'
 * ids are worded here, and so is every refusal of the storefront's own: a service throws an id with its values,
 * and the API responder or the page words it (decision 069). An upstream id without an entry shows the server's
 * own message.
 */
import { BOT_CHALLENGE, type ErrorAction, type NoticePlacement } from './api-contract'
import { RESERVATION_RULES } from './bag/reservation'
import { REVIEW_LIMITS } from './catalogue/community'
import type { MessageKey } from './i18n/i18n'

export type { ErrorAction, NoticePlacement }

/**
 * What kind of refusal an error is, which decides the one HTTP status every `/api` route answers it with:
 * invalid input 400, unknown thing 404, conflict with the current state 409, refused by a business rule 422,
 * throttled 429, an upstream failure 502. The storefront's own refusals have five more: a caller not signed in
 * 401, not allowed 403, a body too large 413 or of a type not read 415, and the worker's own failure 500.
 */
export type ErrorKind =
  | 'invalid'
  | 'unknown'
  | 'conflict'
  | 'refused'
  | 'throttled'
  | 'failure'
  | 'unauthenticated'
  | 'forbidden'
  | 'tooLarge'
  | 'unsupported'
  | 'internal'

export const STATUS_OF_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  unknown: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  refused: 422,
  throttled: 429,
  internal: 500,
  failure: 502,
} as const satisfies Record<ErrorKind, number>

export type ApiErrorStatus = (typeof STATUS_OF_KIND)[ErrorKind]

export interface CatalogueEntry {
  key: MessageKey
  kind: ErrorKind
  placement: NoticePlacement
  /**
   * For `field` placement: the form field the message shows at, or null for a form's refusal whose messages show
   * at the fields it names (its `fields`).
   */
  field?: string | null
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
  /**
   * The error id the answer carries when it is not the entry's own: a storefront refusal worded its own way but
   * answered with the id callers and pages already know (`SESSION_ENDED` answers AUT498).
   */
  code?: string
}

/**
 * Every error id of spec 1 §8: the server codes by area, the symbolic ids the checkout and cart handle, the cart's
 * flash codes, and the storefront's own ids. `tests/unit/error-catalogue.test.ts` holds the spec's list and fails
 * when one is missing.
 */
const ENTRIES = {
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
  ORD404: { key: 'error.itemNotAvailable', kind: 'unknown', placement: 'item', action: 'reloadCart' },
  ORD430: { key: 'error.itemNotAvailable', kind: 'refused', placement: 'item', action: 'reloadCart' },
  // The totals calculation failed, or gave another total than the one confirmed (another tab, a price, a promotion):
  // either way the bag reads its total again and shows it before any order.
  ORD415: { key: 'error.totals', kind: 'conflict', placement: 'top', action: 'reloadCart' },
  BSK404: { key: 'error.cartExpired', kind: 'unknown', placement: 'toast', action: 'recreateCart' },
  // Order
  ORD516: { key: 'error.deliveryChanged', kind: 'conflict', placement: 'top', action: 'backToShipping' },
  ORD517: { key: 'error.deliveryChanged', kind: 'conflict', placement: 'top', action: 'backToShipping' },
  ORD518: { key: 'error.deliveryChanged', kind: 'conflict', placement: 'top', action: 'backToShipping' },
  ORD409: { key: 'error.orderNotFound', kind: 'unknown', placement: 'popup' },
  OHS4004: { key: 'error.orderNotFound', kind: 'unknown', placement: 'popup' },
  ORD400: { key: 'error.orderEmail', kind: 'invalid', placement: 'field', field: 'email' },
  // Gifts and gift cards
  // A gift message asked for a line picked up in a store, or a gifted line moved to one: the gift service delivers.
  GFS800: { key: 'error.giftPickup', kind: 'refused', placement: 'item' },
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
  // A ZIP code the tax engine cannot place never succeeds on a second try: the shopper mends the address.
  TAX309: { key: 'error.tax', kind: 'invalid', placement: 'top', action: 'backToShipping' },
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
  // Locked by customer care, not by failed tries: no waiting unlocks it.
  AUT441: { key: 'error.auth.accountLocked', kind: 'refused', placement: 'top' },
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
  // A profile on this brand exists already (decision 088): the brand's welcome step goes on as if it had made it.
  PRO409: { key: 'error.profile.update', kind: 'conflict', placement: 'top' },
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
  ProductLineItemPriceMissing: {
    key: 'error.noPrice',
    kind: 'refused',
    placement: 'item',
    action: 'reloadCart',
  },
  InvalidShippingAddress: {
    key: 'error.address',
    kind: 'conflict',
    placement: 'top',
    action: 'backToShipping',
  },
  // Reserve in store (decision 086): the cart service's refusals of a reservation, and the shop's own.
  RSV409: {
    key: 'reserve.error.limit',
    kind: 'refused',
    placement: 'field',
    field: 'email',
    max: RESERVATION_RULES.maxOpen,
  },
  RSV400: { key: 'reserve.error.contact', kind: 'invalid', placement: 'top' },
  RSV422: { key: 'error.generic', kind: 'refused', placement: 'top' },
  RESERVE_CONTACT_INVALID: { key: 'reserve.error.check', kind: 'invalid', placement: 'field', field: null },
  RESERVE_GONE: { key: 'reserve.error.gone', kind: 'unknown', placement: 'top' },
  // The storefront's own ids
  [BOT_CHALLENGE]: { key: 'error.botChallenge', kind: 'throttled', placement: 'top', action: 'retry' },
  SIZE_REQUIRED: { key: 'cart.chooseSize', kind: 'invalid', placement: 'item' },
  ADDRESS_INVALID: { key: 'checkout.fixFields', kind: 'invalid', placement: 'field', field: null },
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
  // The enrolment flow (decision 046): an email its lookup refuses (its message at the email), a step's required
  // field left empty (each field's message beside it), and lookups asked too often (at the email).
  ENROL_EMAIL_INVALID: { key: 'enrol.check', kind: 'invalid', placement: 'field', field: 'email' },
  LOCATION_UNKNOWN: { key: 'location.invalid', kind: 'invalid', placement: 'field', field: 'locale' },
  ENROL_STEP_INVALID: { key: 'enrol.check', kind: 'invalid', placement: 'field', field: null },
  ENROL_THROTTLED: { key: 'enrol.throttled', kind: 'throttled', placement: 'field', field: 'email' },
  // A password form (forgot, reset, change) its rules refuse, each field's message beside it; reset links asked
  // for too often.
  PASSWORD_INVALID: { key: 'password.check', kind: 'invalid', placement: 'top' },
  // A change of sign-in email its rules refuse (decision 094), each field's message beside it.
  EMAIL_CHANGE_INVALID: { key: 'password.check', kind: 'invalid', placement: 'top' },
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
  // A ready-made design's code the product has none of (the cart service's CUS404, worded for a design), and an
  // add asking for a design and a personalisation of its own at once.
  CUSTOM_DESIGN_UNKNOWN: {
    key: 'custom.error.designNotFound',
    kind: 'unknown',
    placement: 'item',
    code: 'CUS404',
  },
  CUSTOM_DESIGN_CONFLICT: { key: 'custom.error.designOrOwn', kind: 'invalid', placement: 'item' },
  // The cart service's answer while an earlier placement of the same order is still running.
  ORDER_IN_PROGRESS: { key: 'payment.inProgress', kind: 'conflict', placement: 'top', action: 'retry' },
  SFL404: { key: 'bag.notice.gone', kind: 'unknown', placement: 'top' },
  SFL409: { key: 'bag.notice.full', kind: 'conflict', placement: 'top' },
  CMP409: { key: 'compare.full', kind: 'conflict', placement: 'top' },
  LOC404: { key: 'stores.notFound', kind: 'unknown', placement: 'top' },
  NWS409: { key: 'newsletter.alreadySubscribed', kind: 'conflict', placement: 'top' },
  NEWSLETTER_THROTTLED: { key: 'newsletter.throttled', kind: 'throttled', placement: 'top' },
  // A shopper's photo shared from a product's gallery (decision 104): the fields refused, one address sharing too
  // often, a picture the social media service would not take, and the service not answering.
  PHOTO_SHARE_INVALID: { key: 'photoShare.check', kind: 'invalid', placement: 'top' },
  PHOTO_SHARE_TOO_LARGE: {
    key: 'photoShare.error.photoTooLarge',
    kind: 'tooLarge',
    placement: 'field',
    field: 'photo',
    max: 8,
  },
  PHOTO_SHARE_THROTTLED: { key: 'photoShare.throttled', kind: 'throttled', placement: 'top' },
  PHOTO_SHARE_REFUSED: { key: 'photoShare.refused', kind: 'refused', placement: 'field', field: 'photo' },
  PHOTO_SHARE_UNAVAILABLE: { key: 'photoShare.unavailable', kind: 'failure', placement: 'top' },
  EVT400: { key: 'event.daysInvalid', kind: 'invalid', placement: 'field', field: 'attendingDays' },
  EVT404: { key: 'event.unknown', kind: 'unknown', placement: 'top' },
  EVT409: { key: 'event.full', kind: 'conflict', placement: 'top' },
  EVT410: { key: 'event.closed', kind: 'refused', placement: 'top' },
  REG409: { key: 'event.alreadyRegistered', kind: 'conflict', placement: 'top' },
  // The storefront's own refusals, each worded here once (decision 069). Those answered with an upstream's id
  // (`code`) are worded their own way where they are met.
  // The worker's own: a body too large or of a type it does not read, and its own failure (a 500, said as GEN500).
  API413: { key: 'error.tooLarge', kind: 'tooLarge', placement: 'top' },
  BODY_TYPE_UNREAD: { key: 'error.generic', kind: 'unsupported', placement: 'top', code: 'API415' },
  WORKER_FAILED: { key: 'error.generic', kind: 'internal', placement: 'top', code: 'GEN500' },
  // A call that needs a signed-in shopper from a guest, or from a session that ended.
  SESSION_ENDED: {
    key: 'error.auth.session',
    kind: 'unauthenticated',
    placement: 'top',
    action: 'reauthenticate',
    code: 'AUT498',
  },
  // An e-gift card added without its amount: the size of a card is its amount.
  EGIFT_AMOUNT_REQUIRED: {
    key: 'egift.chooseAmount',
    kind: 'invalid',
    placement: 'item',
    code: 'SIZE_REQUIRED',
  },
  // A billing address "the same as shipping" before there is a shipping address.
  SHIPPING_FIRST: {
    key: 'checkout.shippingFirst',
    kind: 'conflict',
    placement: 'top',
    action: 'backToShipping',
    code: 'BIL400',
  },
  // A helpful vote or a report on a review or answer that this session already gave.
  VOTE409: { key: 'community.already.vote', kind: 'conflict', placement: 'top' },
  FLAG409: { key: 'community.already.flag', kind: 'conflict', placement: 'top' },
  // A report on a shopper's photo that this session already made.
  PHOTO409: { key: 'gallery.alreadyReported', kind: 'conflict', placement: 'top' },
  // A report on a photo the social media service no longer has (its moderators took it down since the page).
  PHOTO404: { key: 'gallery.photoGone', kind: 'unknown', placement: 'top' },
  // A report the social media service did not take (it failed or did not answer): nothing was recorded, so the
  // shopper can send it again.
  PHOTO_REPORT_UNAVAILABLE: { key: 'gallery.reportUnavailable', kind: 'failure', placement: 'top' },
  // A set of photos the social media service would not save: one of them is no longer in its galleries.
  PHOTO_SET_REFUSED: { key: 'gallery.setRefused', kind: 'invalid', placement: 'top' },
  // Sharing favorites before the shopper has a list.
  FAVORITES_EMPTY: { key: 'favorites.empty', kind: 'unknown', placement: 'top', code: 'PLP400' },
  // The employee discount's terms (decision 045): the box left unticked, or accepted by a shopper who is no employee.
  EMPLOYEE_TERMS_REQUIRED: {
    key: 'employeeTerms.required',
    kind: 'invalid',
    placement: 'field',
    field: 'accepted',
  },
  NOT_EMPLOYEE: { key: 'employeeTerms.notEmployee', kind: 'forbidden', placement: 'top', code: 'PRO412' },
  // Order updates by text message need a mobile number on the profile (PUT /notification, spec 1 §7).
  NOTIFY_PHONE_REQUIRED: {
    key: 'notifications.phoneRequired',
    kind: 'invalid',
    placement: 'field',
    field: 'orderUpdatesSms',
  },
  // Joining the loyalty programme: its terms not agreed, a referral code that is none, or one of nobody.
  LOYALTY_TERMS_REQUIRED: {
    key: 'loyalty.join.agreementRequired',
    kind: 'invalid',
    placement: 'field',
    field: 'agreement',
  },
  LOYALTY_REFERRAL_INVALID: {
    key: 'loyalty.join.referralInvalid',
    kind: 'invalid',
    placement: 'field',
    field: 'referralCode',
  },
  LOYALTY_REFERRAL_UNKNOWN: {
    key: 'loyalty.join.referralUnknown',
    kind: 'invalid',
    placement: 'field',
    field: 'referralCode',
  },
  // A subscription type's form (decision 048): a channel the type does not offer, a phone that takes no texts,
  // a loyalty type asked for by a shopper who is no member, a code asked for again too soon, and a code typed that
  // is none, is wrong, or has expired.
  SUBSCRIPTION_CHANNEL_INVALID: {
    key: 'subs.channelInvalid',
    kind: 'invalid',
    placement: 'field',
    field: 'type',
  },
  SUBSCRIPTION_PHONE_INVALID: {
    key: 'subscriptions.sms.phoneInvalid',
    kind: 'invalid',
    placement: 'field',
    field: 'phone',
  },
  SUBSCRIPTION_MEMBERS_ONLY: { key: 'subs.membersOnly', kind: 'refused', placement: 'field', field: 'type' },
  SUBSCRIPTION_CODE_WAIT: { key: 'subscriptions.code.wait', kind: 'throttled', placement: 'top' },
  SUBSCRIPTION_CODE_INVALID: {
    key: 'subscriptions.code.invalid',
    kind: 'invalid',
    placement: 'field',
    field: 'code',
  },
  SUBSCRIPTION_CODE_WRONG: {
    key: 'subscriptions.code.invalid',
    kind: 'invalid',
    placement: 'field',
    field: 'code',
  },
  SUBSCRIPTION_CODE_EXPIRED: {
    key: 'subscriptions.code.expired',
    kind: 'invalid',
    placement: 'field',
    field: 'code',
  },
  // The order calls (decision 040): a guest asking for the orders of an account, an order the shopper does not
  // have, a guest's lookups asked too often, and a lookup form its rules refuse (a malformed email is ORD400, as
  // the service answers it), each field's message beside it.
  SIGN_IN_REQUIRED: { key: 'orders.signInRequired', kind: 'unauthenticated', placement: 'top' },
  ORDER_NOT_FOUND: { key: 'orders.notFound', kind: 'unknown', placement: 'top', code: 'OHS4004' },
  ORDER_LOOKUP_THROTTLED: { key: 'orderStatus.throttled', kind: 'throttled', placement: 'top' },
  ORDER_LOOKUP_INVALID: { key: 'orderStatus.check', kind: 'invalid', placement: 'field', field: null },
  ORDER_LOOKUP_EMAIL_INVALID: {
    key: 'orderStatus.check',
    kind: 'invalid',
    placement: 'field',
    field: null,
    code: 'ORD400',
  },
  // Checking out a bag that is gone or empty, and a payment's result for an order no longer waiting for one.
  EMPTY_BAG: { key: 'checkout.emptyBag', kind: 'unknown', placement: 'top', code: 'BSK404' },
  ORDER_NOT_PENDING: { key: 'error.orderNotFound', kind: 'unknown', placement: 'top', code: 'ORD409' },
  // A reward code left empty, or typed with more than letters, digits and dashes (never asked of the cart service).
  REWARD_CODE_MISSING: {
    key: 'reward.error.missing',
    kind: 'invalid',
    placement: 'field',
    field: 'rewardCode',
    code: 'API400',
  },
  REWARD_CODE_MALFORMED: {
    key: 'reward.error.invalid',
    kind: 'invalid',
    placement: 'field',
    field: 'rewardCode',
    code: 'PRM130',
  },
  // A password form whose first refused field is too short a password (FE872) or a confirmation that differs (FE340):
  // the spec's codes, with each field's message beside it; and a reset form without the link's token.
  PASSWORD_TOO_SHORT: { key: 'password.check', kind: 'invalid', placement: 'top', code: 'FE872' },
  PASSWORDS_DIFFER: { key: 'password.check', kind: 'invalid', placement: 'top', code: 'FE340' },
  RESET_LINK_MISSING: { key: 'password.reset.missing', kind: 'refused', placement: 'top', code: 'AUT402' },
  // Price adjustments (decision 031): asked for without an associate, a value the kind does not allow, and the
  // cart service's refusals in the associate's words: too large, one already there, a line that is a gift or gone,
  // an adjustment gone.
  ASSOCIATE_ONLY: { key: 'associate.adjust.associateOnly', kind: 'forbidden', placement: 'top' },
  ADJUSTMENT_VALUE_INVALID: {
    key: 'associate.adjust.error.value',
    kind: 'invalid',
    placement: 'top',
    code: 'PRC400',
  },
  ADJUSTMENT_TOO_LARGE: {
    key: 'associate.adjust.error.tooMuch',
    kind: 'refused',
    placement: 'top',
    code: 'PRC400',
  },
  ADJUSTMENT_EXISTS: {
    key: 'associate.adjust.error.exists',
    kind: 'conflict',
    placement: 'top',
    code: 'PRC409',
  },
  ADJUSTMENT_GIFT_LINE: {
    key: 'associate.adjust.error.line',
    kind: 'refused',
    placement: 'top',
    code: 'GWP405',
  },
  ADJUSTMENT_LINE_GONE: {
    key: 'associate.adjust.error.line',
    kind: 'refused',
    placement: 'top',
    code: 'ORD404',
  },
  ADJUSTMENT_GONE: { key: 'associate.adjust.error.gone', kind: 'unknown', placement: 'top', code: 'PRC404' },
  // An address of the book that is not (or no longer) the shopper's, as the address book words it.
  ADDRESS_BOOK_UNKNOWN: {
    key: 'addressBook.error.unknown',
    kind: 'unknown',
    placement: 'top',
    code: 'CCA401',
  },
  // Support cases (decision 038): a form its rules refuse (each field's message beside it), cases sent too often
  // from one address, and contact categories the service could not give.
  CONTACT_INVALID: { key: 'contact.check', kind: 'invalid', placement: 'top' },
  WARRANTY_INVALID: { key: 'warranty.check', kind: 'invalid', placement: 'top' },
  CONTACT_THROTTLED: { key: 'contact.throttled', kind: 'throttled', placement: 'top' },
  WARRANTY_THROTTLED: { key: 'warranty.throttled', kind: 'throttled', placement: 'top' },
  CONTACT_UNAVAILABLE: { key: 'contact.unavailable', kind: 'failure', placement: 'top' },
  // The wallet's saves refused by the consumer service (spec 1 §8): a reward card or code already saved, and any
  // other refusal as "couldn't save", answered with the service's own id.
  REWARD_CARD_SAVED_ALREADY: {
    key: 'wallet.error.giftCardExists',
    kind: 'conflict',
    placement: 'field',
    field: 'instrument',
    code: 'PYT300',
  },
  REWARD_CODE_SAVED_ALREADY: {
    key: 'wallet.error.codeExists',
    kind: 'conflict',
    placement: 'field',
    field: 'instrument',
    code: 'PYT300',
  },
  CARD_NOT_SAVED: {
    key: 'wallet.error.cardSaveFailed',
    kind: 'refused',
    placement: 'field',
    field: 'instrument',
  },
  REWARD_CARD_NOT_SAVED: {
    key: 'wallet.error.giftCardSaveFailed',
    kind: 'refused',
    placement: 'field',
    field: 'instrument',
  },
  REWARD_CODE_NOT_SAVED: {
    key: 'wallet.error.codeSaveFailed',
    kind: 'refused',
    placement: 'field',
    field: 'instrument',
  },
  // In-store mode (decision 044): a sign-in form its rules refuse, PIN tries past the limits, the service's refusals
  // of a sign-in (an unknown store, a locked associate, the last try left, a wrong PIN or a revoked associate), and
  // what a connected associate may not do.
  ASSOCIATE_INVALID: { key: 'associate.check', kind: 'invalid', placement: 'top' },
  ASSOCIATE_THROTTLED: { key: 'associate.throttled', kind: 'throttled', placement: 'top' },
  ASSOCIATE_STORE_UNKNOWN: {
    key: 'associate.error.storeUnknown',
    kind: 'refused',
    placement: 'top',
    code: 'STR404',
  },
  ASSOCIATE_LOCKED: { key: 'associate.locked', kind: 'throttled', placement: 'top', code: 'AUT423' },
  ASSOCIATE_LAST_ATTEMPT: { key: 'associate.lastAttempt', kind: 'refused', placement: 'top', code: 'AUT426' },
  ASSOCIATE_REFUSED: { key: 'associate.refused', kind: 'refused', placement: 'top', code: 'AUT401' },
  ASSOCIATE_NOT_ALLOWED: { key: 'associate.notAllowed', kind: 'forbidden', placement: 'top' },
  // A form's fields refused one by one by their rules (the newsletter's, an event's, a review's): each field's
  // message beside it.
  VALIDATION: { key: 'error.generic', kind: 'invalid', placement: 'field', field: null },
  // A reward card typed at checkout without a number or a PIN of the right digits (the first refused field's message).
  REWARD_CARD_INVALID: {
    key: 'wallet.error.numberRequired',
    kind: 'invalid',
    placement: 'field',
    field: null,
  },
  // A subscription or an event asked for with a token the consumer service no longer takes: sign in again.
  SUBSCRIPTION_SESSION_ENDED: {
    key: 'subs.signInAgain',
    kind: 'unauthenticated',
    placement: 'top',
    action: 'reauthenticate',
    code: 'AUT498',
  },
  // An event whose id is none, and joining an event without an account (spec 3 §6).
  EVENT_ID_UNKNOWN: { key: 'event.unknown', kind: 'unknown', placement: 'top', code: 'API404' },
  EVENT_SIGN_IN_REQUIRED: {
    key: 'event.signInRequired',
    kind: 'unauthenticated',
    placement: 'top',
    code: 'AUT401',
  },
  // A review the product API would not translate, and a notification asked for a size of another product.
  TRANSLATION_REFUSED: { key: 'reviews.translationFailed', kind: 'refused', placement: 'top' },
  SKU_OF_ANOTHER_PRODUCT: {
    key: 'error.itemNotAvailable',
    kind: 'invalid',
    placement: 'top',
    code: 'API400',
  },
  // A reward code typed into the wallet that is no code (letters, digits and dashes), its message at the field.
  REWARD_CODE_INVALID: {
    key: 'wallet.error.codeRequired',
    kind: 'invalid',
    placement: 'field',
    field: 'code',
  },
  // A call from another site, and a preview token that is not valid (or has expired).
  CROSS_SITE: { key: 'error.generic', kind: 'forbidden', placement: 'top', code: 'API403' },
  PREVIEW_TOKEN_INVALID: { key: 'error.generic', kind: 'unauthenticated', placement: 'top', code: 'AUT401' },
} satisfies Record<string, CatalogueEntry>

/** An id the catalogue words: what the storefront's own refusals name, so an id without words does not compile. */
export type ErrorId = keyof typeof ENTRIES

export const ERROR_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = ENTRIES

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
 * Saving a card the consumer service already has: its own message at the card's form when it sent one, the shop's
 * otherwise (spec 1 §8).
 */
export const SAVED_CARD_ERRORS: Readonly<Record<string, CatalogueEntry>> = {
  PYT300: {
    key: 'error.cardExists',
    kind: 'conflict',
    placement: 'field',
    field: 'instrument',
    preferServerMessage: true,
  },
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
