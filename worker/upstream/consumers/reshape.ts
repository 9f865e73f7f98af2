/**
 * The consumer service's answers reshaped for the shop: the profile (`shared/account/profile.ts`, decision 039: the phone in
 * the shop's national form, the interests as a list, the address book's addresses, each type's main one first; an
 * address whose id does not start with its approach type breaks the contract and is left out), the wallet
 * (`shared/account/wallet.ts`, decision 043), and the orders (`shared/bag/order-history.ts`, decision 040). An order's details are the placed order (reshaped as the
 * confirmation's, `reshapeOrder`) with its history; images move to the media host; a document's base64 becomes
 * bytes, refused unless they are a PDF.
 */
import type { ShippingCountry } from '../../../shared/account/address'
import { type PhoneCountries, toNationalPhone } from '../../../shared/account/phone'
import {
  type AccountProfile,
  addressesOfType,
  isGender,
  isShoeSize,
  parseInterests,
  type SavedAddress,
} from '../../../shared/account/profile'
import type { LoyaltyVouchers, Wallet } from '../../../shared/account/wallet'
import type {
  OrderDetails,
  OrderDocument,
  OrderParcel,
  OrderStep,
  OrderSummary,
  TrackedOrder,
} from '../../../shared/bag/order-history'
import { reshapeOrder } from '../commerce/reshape'
import { badShape } from '../errors'
import { sizeShown } from '../size-label'
import { resolveMediaUrl } from '../urls'
import { addressFromWire } from '../wire-address'
import type {
  ConsumerAddress,
  ConsumerInstrument,
  ConsumerOrder,
  ConsumerProfile,
  ProfileAddress,
  PurchaseHistory,
  WireTrackedOrder,
} from './schemas'

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
}

/** The instruments kept in the account, by kind; cards with the main one first. */
export function reshapeWallet(instruments: readonly ConsumerInstrument[]): Wallet {
  const cards = instruments.flatMap((entry) =>
    entry.payment_method_id === 'CREDIT_CARD' && entry.card
      ? [
          {
            id: entry.paymentInstrumentId,
            brand: entry.card.brand,
            brandName: entry.card.brandName ?? BRAND_NAMES[entry.card.brand] ?? 'Card',
            lastFour: entry.card.lastFour,
            expiryMonth: entry.card.expiryMonth,
            expiryYear: entry.card.expiryYear,
            holderName: entry.card.holderName ?? null,
            main: entry.card.main,
          },
        ]
      : [],
  )
  return {
    cards: [...cards.filter((card) => card.main), ...cards.filter((card) => !card.main)],
    rewardCards: instruments.flatMap((entry) =>
      entry.payment_method_id === 'REWARD_CARD' && entry.rewardCard
        ? [{ id: entry.paymentInstrumentId, lastFour: entry.rewardCard.lastFour }]
        : [],
    ),
    rewardCodes: instruments.flatMap((entry) =>
      entry.payment_method_id === 'REWARD_CODE' && entry.rewardCode
        ? [{ id: entry.paymentInstrumentId, label: entry.rewardCode.label }]
        : [],
    ),
  }
}

export function reshapeVouchers(answer: {
  currentLoyaltyPoints: number
  applicableLoyaltyVouchers: {
    id: string
    points: number
    amountInCurrency: number
    available: boolean
    eligible: boolean
  }[]
}): LoyaltyVouchers {
  return {
    points: answer.currentLoyaltyPoints,
    vouchers: answer.applicableLoyaltyVouchers.map((voucher) => ({
      id: voucher.id,
      points: voucher.points,
      amount: voucher.amountInCurrency,
      available: voucher.available,
      eligible: voucher.eligible,
    })),
    // The service sets none; the shop's own minimum is applied where the checkout reads them.
    minimum: 0,
  }
}

/** The profile's main address of a type (S shipping, B billing); the first of the type when none is marked. */
export function mainAddressOf(addresses: readonly ProfileAddress[], type: 'S' | 'B'): ProfileAddress | null {
  const ofType = addresses.filter((address) => address.approachType === type)
  return ofType.find((address) => address.main) ?? null
}

const image = (url: string | null | undefined, mediaBaseUrl: string) =>
  url ? (resolveMediaUrl(url, mediaBaseUrl) ?? '') : ''

const stepsOf = (timeline: ConsumerOrder['timeline']): OrderStep[] =>
  timeline.map((step) => ({ status: step.st, at: step.at }))

const parcelsOf = (shipments: ConsumerOrder['shipments']): OrderParcel[] =>
  shipments.map((shipment) => ({
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    delivered: shipment.status === 'Delivered',
    events: shipment.events.map((event) => ({ code: event.code, at: event.at, location: event.location })),
  }))

export function reshapeOrderSummaries(
  history: PurchaseHistory,
  mediaBaseUrl: string,
): { total: number; orders: OrderSummary[] } {
  return {
    total: history.total,
    orders: history.orders.map((order) => ({
      orderNumber: order.orderNumber,
      status: order.st,
      placedAt: order.placedAt,
      currency: order.currency,
      total: order.total,
      itemCount: order.itemCount,
      items: order.items.map((item) => ({
        name: item.name,
        image: image(item.productImageURL, mediaBaseUrl),
      })),
      reservation: order.reservation
        ? { store: order.reservation.storeName, expiresAt: order.reservation.expiresAt }
        : null,
    })),
  }
}

export function reshapeOrderDetails(order: ConsumerOrder, mediaBaseUrl: string): OrderDetails {
  const { status: _payment, action: _action, ...placed } = reshapeOrder(order, mediaBaseUrl)
  return {
    ...placed,
    status: order.st,
    placedAt: order.placedAt,
    timeline: stepsOf(order.timeline),
    parcels: parcelsOf(order.shipments),
    discountPercentage: order.totals.totalDiscountPercentage,
    returnWindowEndsAt: order.returnWindowEndsAt,
    actions: {
      cancel: order.actions.cancel,
      invoice: order.actions.invoice,
      returnLabel: order.actions.returnLabel,
      resendGiftCard: order.actions.resendGiftCard,
    },
  }
}

export function reshapeTrackedOrder(order: WireTrackedOrder, mediaBaseUrl: string): TrackedOrder {
  return {
    orderNumber: order.orderNumber,
    status: order.st,
    placedAt: order.placedAt,
    timeline: stepsOf(order.timeline),
    parcels: parcelsOf(order.shipments),
    items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      qty: item.qty,
      image: image(item.productImageURL, mediaBaseUrl),
      size: item.isDigitalProduct ? null : (sizeShown(item.variants) ?? null),
      digital: item.isDigitalProduct,
    })),
    accountOrder: order.accountOrder,
  }
}

/** A document's bytes, checked to be a PDF (its header), so nothing else is ever served as one. */
export function decodeDocument(
  operation: string,
  document: { fileName: string; content: string },
): OrderDocument {
  const binary = atob(document.content)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  if (binary.slice(0, 5) !== '%PDF-')
    throw badShape(operation, 'The consumer service answered a document that is not a PDF')
  return { fileName: document.fileName, bytes }
}

/** One address of the book. */
export function reshapeAddress(address: ConsumerAddress): SavedAddress {
  return {
    id: address.id,
    type: address.approachType,
    main: address.main,
    ...addressFromWire(address),
    phone: address.phone,
    phoneCode: address.phoneCode ?? '',
  }
}

/**
 * The profile for the account pages, in the shop's country (its phone numbers read nationally, by the dial codes
 * of the phone countries).
 *
 * @example reshapeAccountProfile(await consumers.profile(token), 'US', countries).addresses // shipping, then billing
 */
export function reshapeAccountProfile(
  profile: ConsumerProfile,
  country: ShippingCountry | string,
  countries: PhoneCountries,
): AccountProfile {
  const details = profile.consumerDetails
  const addresses = (details?.addresses ?? [])
    .filter((address) => address.id.charAt(0) === address.approachType)
    .map(reshapeAddress)
  const size = profile.preferences?.preferredShoeSize
  const gender = details?.gender
  return {
    email: profile.email,
    firstName: details?.firstName ?? profile.firstName,
    lastName: details?.lastName ?? profile.lastName,
    phone: details?.phone ? toNationalPhone(details.phone, country, countries) : '',
    birthDate: details?.birthDate ?? '',
    postalCode: details?.postalCode ?? '',
    gender: isGender(gender) ? gender : '',
    interests: parseInterests(profile.preferences?.interests),
    preferredShoeSize: isShoeSize(size) ? size : '',
    addresses: [...addressesOfType(addresses, 'S'), ...addressesOfType(addresses, 'B')],
  }
}
