/** What the worker gives the checkout island: its data (its words come apart, `ISLAND_WORDS.checkout`). */

import type { AddressRules, ShippingCountry } from '../../../shared/account/address'
import type { PhoneCountries } from '../../../shared/account/phone'
import type { Cart, CartAddress } from '../../../shared/bag/cart'
import type { AddressCountryOption } from '../../components/address-fields'
import type { PaymentWallet } from './payment/names'
import type { PaymentFrames } from './payment/props'

export type CheckoutStep = 'shipping' | 'billing' | 'summary'

export interface CheckoutProps {
  locale: string
  bcp47: string
  step: CheckoutStep
  cart: Cart
  shopCountry: ShippingCountry
  countries: AddressCountryOption[]
  /** The address rules of each country the cart delivers to, the platform's merged in. */
  rules: Record<string, AddressRules>
  /** The phone formats of those countries (the utilities service's country list, decision 107). */
  phoneCountries: PhoneCountries
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
  /**
   * The cart service's version of the shipping address the step's plain form sent, for the shopper to choose it or
   * the one they entered; null otherwise.
   */
  suggestion?: CartAddress | null
  /** The payment provider's origin (card fields, 3-D Secure); null when none is configured. */
  providerOrigin: string | null
  /** The payment methods the cart service offers for this cart. */
  paymentMethods: string[]
  /** The provider's card and gift-card fields, from the cart service's payment sessions; null where there is none. */
  paymentFrames: PaymentFrames
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
  /**
   * The shopper came to this step from another one as plain pages (a form without JavaScript, a step's link): its
   * heading takes focus as the page loads, as it does when the step changes in place.
   */
  focusHeading?: boolean
}
