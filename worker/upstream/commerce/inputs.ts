/**
 * What the commerce client takes beyond the shared cart types: a line's change, a store associate's price
 * adjustment, a gift card as given, and how an order's rest is paid; and the one cart-changing call its groups of
 * calls share.
 */
import type { Cart } from '../../../shared/bag/cart'

/** A cart call that answers the changed cart, reshaped. */
export type ChangeCart = (
  operation: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
) => Promise<Cart>

/** Why a store associate adjusts a price (decision 031): the cart service's fixed list. */
export type PriceAdjustmentReason = 'PRICE_MATCH' | 'DAMAGED_ITEM' | 'SERVICE_RECOVERY'

/**
 * A store associate's price adjustment: of a line (`itemId`) or of the order, a whole percentage or an amount off
 * (each unit of a line, or the order), at most half; why; and who made it (their store and employee id).
 */
export interface PriceAdjustmentInput {
  itemId?: string
  type: 'PERCENT' | 'AMOUNT'
  value: number
  reasonCode: PriceAdjustmentReason
  associate: { storeId: string; employeeId: string }
}

/** A change to an adjustment, by whom: a new reason, or a new kind and value. */
export interface PriceAdjustmentChange {
  type?: 'PERCENT' | 'AMOUNT'
  value?: number
  reasonCode?: PriceAdjustmentReason
  associate: { storeId: string; employeeId: string }
}

/**
 * A change to one cart line: its quantity, its pickup store (null: delivered), its gift message (null: none), or
 * another variant of its product (another size).
 */
export interface CartLineChange {
  qty?: number
  productId?: string
  storeId?: string | null
  gift?: { to: string; email?: string; message: string } | null
}

/** Gift card data as the provider's fields page gave it: opaque tokens and the last four digits. */
export interface EncryptedGiftCard {
  encryptedCardNumber: string
  encryptedSecurityCode: string
  lastFour: string
}

/**
 * A gift card as the shopper gave it: the payment provider's tokens (the checkout's card fields), or its number and
 * PIN typed into the bag's own form (gift cards are closed-loop cards, which the shop may pass on).
 */
export type GiftCardInput = EncryptedGiftCard | { number: string; pin: string }

/** How the rest of an order is paid: a card (the provider's tokens), pay later, or nothing (gift cards cover it). */
export type OrderPayment =
  | {
      code: 'CREDIT_CARD'
      paymentMethod: Record<string, string>
      brand?: string
      lastFour?: string
    }
  /** A card saved in the shopper's account (decision 043): the provider pays with the card it keeps. */
  | { code: 'CREDIT_CARD'; payment_instrument_id: string }
  | { code: 'PAY_LATER' }
  | { code: 'GIFT_CARD' }

/**
 * How a placement pays: an order's payment, or a reservation's (decision 086), where nothing is charged and the
 * shopper pays when they collect it in the store.
 */
export type PlacementPayment = OrderPayment | { code: 'PAY_IN_STORE' }

/** The total and tax the shopper was shown when they placed the order (the tax null while it is not known). */
export interface ExpectedTotals {
  total: number
  tax: number | null
}

/** How an order is placed: under the shopper's idempotency key, with what they confirmed and where they return. */
export interface OrderPlacement {
  idempotencyKey: string
  returnUrl: string
  shopperLocale: string
  /** What the shopper confirmed (checkout always sends it; a placement kept from before it did may not). */
  expected?: ExpectedTotals
  /** In-store mode: the store and associate the order is sold by (decision 044). */
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string }
}

/** Who collects a reservation, as the reserve page asks (decision 086). */
export interface ReserveContact {
  firstName: string
  lastName: string
  email: string
  phone: string
}
