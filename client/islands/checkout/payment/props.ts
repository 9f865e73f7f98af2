/** What the checkout gives its payment step. */
import type { Cart } from '../../../../shared/bag/cart'
import type { PaymentWallet } from './names'

export interface PaymentStepProps {
  locale: string
  cart: Cart
  /** The provider's origin; null when no provider is configured (card payment is then not offered). */
  providerOrigin: string | null
  /** The payment methods the cart service offers (CREDIT_CARD, GIFT_CARD, PAY_LATER, REWARD_CODE). */
  methods: string[]
  /** The provider's fields for each, from a payment session; null where the session failed (not offered then). */
  frames: PaymentFrames
  /** What the signed-in shopper's account offers; null for a guest. */
  account: PaymentWallet | null
  money: (amount: number) => string
  onCart: (cart: Cart) => void
  /** A refusal the page came back with (a declined pay-later payment), shown at the top of the step, or null. */
  refusal: string | null
  /** A refusal about delivery (`backToShipping`: a store can no longer hold a line): the checkout goes there. */
  onRefused: (message: string) => void
}

/** The addresses of the provider's card and gift-card fields, each from a payment session of the cart service. */
export interface PaymentFrames {
  card: string | null
  giftcard: string | null
}
