/**
 * An order as the cart service stored it when it was placed (`orders.body`, the answer of the placement), read
 * back by the order history: the fields the history, the documents and the gift card emails use.
 */

export interface StoredAddress {
  firstName?: string
  lastName?: string
  addressLine1?: string
  addressLine2?: string
  city?: string
  province?: string
  postalCode?: string
  countryCode?: string
  phone?: string
  email?: string
}

export interface StoredItem {
  id: string
  productId: string
  masterId?: string
  name: string
  qty: number
  bonus?: boolean
  isDigitalProduct?: boolean
  isCustoms?: boolean
  price: { amount: number; rowTotal: number }
  /** The colour and size; a size's `label` is how the shopper's market read it (decision 053). */
  variants?: { code: string; value: string; label?: string }[]
  productImageURL?: string
  shippingMethod?: { code: string; label?: string }
  storeId?: string
  /** The store a picked-up line goes to, as the order named it. */
  store?: { id: string; name: string }
  giftOption?: { to?: string; email?: string; message?: string }
}

export interface StoredOrder {
  orderNumber: string
  createdAt: string
  currency: string
  email: string | null
  items: StoredItem[]
  shippingAddress: StoredAddress | null
  billingAddress: StoredAddress | null
  shipment: { code: string; label: string; deliveryTime: string } | null
  customsShipment?: { code: string; label: string; deliveryTime: string } | null
  totals: {
    itemTotal: number
    totalDiscount: number
    discountPercentage?: number
    shipping?: number
    tax?: number | null
    taxIncluded?: boolean
    total: number
    priceAdjustmentTotal?: number
  }
  promoSummary?: {
    level: string
    promotionId: string
    promotionName: string
    calloutMessage: string
    amount?: number
    couponCode?: string
  }[]
  paymentMethod: { code: string; label: string; amount: number }
  giftCards?: { label: string; amount: number }[]
  rewardCode?: { label: string; amount: number } | null
  /** Sold in a store by an associate in in-store mode (decision 044); null or absent otherwise. */
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string } | null
  /** A reservation paid in store (decision 086): the store holding it, until when; absent for an order. */
  reservation?: { storeId: string; expiresAt: string } | null
  pending?: unknown
  flash?: unknown
}

export const parseStoredOrder = (body: string): StoredOrder => JSON.parse(body) as StoredOrder

/** Lines that travel: neither e-gift cards (sent by email) nor picked up in a store. */
export const isParcelLine = (item: StoredItem) =>
  item.isDigitalProduct !== true && item.shippingMethod?.code !== 'pickup'

/** Lines that go back by post with a return label: merchandise, not made to order, not a free gift. */
export const isReturnable = (item: StoredItem) =>
  item.isDigitalProduct !== true && item.isCustoms !== true && item.bonus !== true

export const isDigital = (item: StoredItem) =>
  item.isDigitalProduct === true || item.shippingMethod?.code === 'digital'
