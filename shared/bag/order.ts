/**
 * An order as the shop shows it: on the confirmation page, and to the checkout while it waits for the shopper
 * (a 3-D Secure challenge, a pay-later redirect). Payment details are labels only (a card's brand and last four
 * digits), never card data.
 */
import * as z from 'zod'
import { AppliedPromotionSchema, CartAddressSchema, PickupPersonSchema, PriceAdjustmentSchema } from './cart'

/** A store, or a collection point, as an order names where it goes. */
const PlaceSchema = z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() })
export type OrderPlace = z.infer<typeof PlaceSchema>

export const OrderSchema = z.object({
  orderNumber: z.string(),
  /** `action`: the payment waits for the shopper; `placed`: done. */
  status: z.enum(['placed', 'action']),
  /** What the shopper must do to finish paying: the provider's page to show in a dialog or go to. */
  action: z.object({ type: z.enum(['threeDS2', 'redirect']), url: z.string() }).nullable(),
  createdAt: z.string(),
  currency: z.string(),
  email: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      /** The line's SKU and style; null in orders kept before lines carried them. */
      sku: z.string().nullable().default(null),
      styleCode: z.string().nullable().default(null),
      name: z.string(),
      qty: z.number().int().positive(),
      rowTotal: z.number(),
      image: z.string(),
      colour: z.string().nullable(),
      size: z.string().nullable(),
      pickupStoreId: z.string().nullable(),
      /** A gift with purchase, free. */
      bonus: z.boolean().default(false),
      /** The store the line is picked up in, with its address; null for delivery. */
      pickupStore: PlaceSchema.nullable().default(null),
      /** Whom the line's gift message is to; null without one (and in orders kept before lines carried it). */
      giftTo: z.string().nullable().default(null),
      /** The email an e-gift card is sent to (or a gift message's recipient gave); null without one. */
      giftEmail: z.string().nullable().default(null),
      /** An e-gift card, sent by email to `giftTo` at `giftEmail`. */
      digital: z.boolean().default(false),
      /** An e-gift card's amount of the shopper's choosing; null for a card of a set amount, or any other line. */
      customAmount: z.number().nullable().default(null),
      /** A store associate's price adjustment of the line (`rowTotal` is after it); null without one. */
      adjustment: z.object({ amount: z.number(), reason: z.string() }).nullable().default(null),
      /** A personalised item, made to order: its text and thread (decision 030); null for any other. */
      custom: z.object({ text: z.string(), thread: z.string() }).nullable().default(null),
    }),
  ),
  /** Store associates' price adjustments (decision 031), the lines' then the order's; none in older orders. */
  adjustments: z.array(PriceAdjustmentSchema).default([]),
  /** Sold in a store by an associate in in-store mode (decision 044); null otherwise. */
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).nullable().default(null),
  /** Who collects the store pickups; null when the shopper does. */
  pickupPerson: PickupPersonSchema.nullable().default(null),
  /** A reservation paid in store (decision 086): the store that holds it, until when; null for an order. */
  reservation: z.object({ storeId: z.string(), expiresAt: z.string() }).nullable().optional(),
  shippingAddress: CartAddressSchema.nullable(),
  billingAddress: CartAddressSchema.nullable(),
  /** The delivered lines' method, and the collection point or store it goes to instead of the address. */
  shipment: z
    .object({
      code: z.string(),
      label: z.string(),
      deliveryTime: z.string(),
      point: PlaceSchema.nullable().default(null),
    })
    .nullable(),
  /** The personalised lines' own made-to-order shipment; null without them. */
  madeToOrder: z.object({ label: z.string(), deliveryTime: z.string() }).nullable().default(null),
  /** Whether the shopper asked for the newsletter with their billing address. */
  newsletterConsent: z.boolean(),
  /** The promotions the order was priced with, each with what it took off (none in orders kept before they were). */
  promotions: z.array(AppliedPromotionSchema).default([]),
  totals: z.object({
    itemTotal: z.number(),
    totalDiscount: z.number(),
    shipping: z.number().nullable(),
    tax: z.number().nullable(),
    taxIncluded: z.boolean(),
    total: z.number(),
  }),
  payment: z.object({ code: z.string(), label: z.string(), amount: z.number() }),
  giftCards: z.array(z.object({ label: z.string(), amount: z.number() })),
  /** The reward code that paid part of the order: its masked label and what it paid; null without one. */
  rewardCode: z.object({ label: z.string(), amount: z.number() }).nullable().default(null),
  /** What the shopper's account paid (decision 043): loyalty points, the athlete allowance, reward cards. */
  walletPayments: z.array(z.object({ method: z.string(), label: z.string(), amount: z.number() })).optional(),
})
export type Order = z.output<typeof OrderSchema>

/** The payment kinds a guest can pay the rest with (saved cards, points and wallets come with accounts). */
export const PAYMENT_CODES = ['CREDIT_CARD', 'PAY_LATER', 'GIFT_CARD'] as const
export type PaymentCode = (typeof PAYMENT_CODES)[number]
