/** What the worker gives the checkout island: its data and its words. */
import type { AddressRules, PickupPersonField, ShippingCountry } from '../../../shared/account/address'
import type { Cart, CartAddress, DeliveryChange } from '../../../shared/bag/cart'
import type { AddressCountryOption, AddressFieldsLabels } from '../../components/address-fields'
import type { CustomLineLabels } from '../../components/bag-line-parts'
import type { PaymentLabels, PaymentWallet } from './payment/labels'

export type CheckoutStep = 'shipping' | 'billing' | 'summary'

export interface CheckoutLabels {
  steps: Record<CheckoutStep, string>
  stepsNav: string
  stepOf: string
  contact: string
  shippingAddress: string
  deliveryMethod: string
  free: string
  continueToBilling: string
  billingAddress: string
  sameAsShipping: string
  newsletter: string
  continueToReview: string
  review: string
  edit: string
  editStep: string
  shipTo: string
  billTo: string
  delivery: string
  items: string
  quantity: string
  /** "Gift message to {to}", under a line that has one. */
  giftTo: string
  /** "Sent by email to {to} ({email})", under an e-gift card. */
  sentByEmail: string
  /** A personalised line's badge and personalisation (decision 030). */
  custom: Pick<CustomLineLabels, 'badge' | 'line' | 'threads'>
  /** "Personalised items": the made-to-order shipment's name, then its method and delivery time. */
  madeToOrder: string
  /** The shipping step's address when nothing is shipped (only e-gift cards), and why it is asked for. */
  contactAddress: string
  nothingShips: string
  summaryTitle: string
  showSummary: string
  subtotal: string
  discount: string
  tax: string
  taxLater: string
  vatIncluded: string
  total: string
  /** "Store price adjustment: {reason}" (decision 031). */
  adjustment: string
  fixFields: string
  saving: string
  genericError: string
  backToBag: string
  address: AddressFieldsLabels
  payment: PaymentLabels
  /** The point a pudo or sts shipment goes to: its field's label per method, and the empty choice. */
  point: { pudo: string; sts: string; choose: string; both: string }
  pickup: { title: string; me: string; other: string; hint: string } & Record<PickupPersonField, string>
  collectedBy: string
  pickupAt: string
  sentTo: string
  /** What the cart service changed by itself (express out of reach, a store abroad). */
  systemChanges: Record<DeliveryChange, string>
  /** Messages of the address rules, by key, with `{min}`, `{max}`… in place. */
  errors: Record<string, string>
}

export interface CheckoutProps {
  locale: string
  bcp47: string
  step: CheckoutStep
  cart: Cart
  shopCountry: ShippingCountry
  countries: AddressCountryOption[]
  /** The address rules of each country the cart delivers to, the platform's merged in. */
  rules: Record<string, AddressRules>
  paths: Record<CheckoutStep | 'bag', string>
  /** A refusal of this step's form posted without JavaScript, or the outcome a redirect came back with, or null. */
  notice: string | null
  /** A refusal the review came back with (a declined pay-later payment), shown atop the payment section, or null. */
  paymentNotice: string | null
  /**
   * The step's form as it was posted without JavaScript and refused (decision 068): what was typed, by field name,
   * and each refused field's message; null otherwise.
   */
  typed: { values: Record<string, string>; errors: Record<string, string> } | null
  /** The payment provider's origin (card fields, 3-D Secure); null when none is configured. */
  providerOrigin: string | null
  /** The payment methods the cart service offers for this cart. */
  paymentMethods: string[]
  /** What the signed-in shopper's account offers at the payment step (decision 043); null for a guest. */
  account: PaymentWallet | null
  /** The collection points (pudo) and stores (sts) a shipment can go to, nearest the shipping address first. */
  points: Record<'pudo' | 'sts', { id: string; label: string }[]>
  /** The names of the stores the cart's pickup lines are picked up in. */
  storeNames: Record<string, string>
  /** Something the cart service changed by itself, for a form post without JavaScript (`?delivery=`), or null. */
  info: string | null
  /**
   * A signed-in shopper's main shipping address and email, offered on the shipping step while the bag has no
   * address of its own (decision 039); null otherwise.
   */
  saved?: { address: CartAddress; email: string } | null
  labels: CheckoutLabels
}
