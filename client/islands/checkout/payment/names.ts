/** What a signed-in shopper's account brings to the payment step, and how the step names a payment. */

import type { AthleteAllowance, LoyaltyVouchers, Wallet } from '../../../../shared/account/wallet'
import type { Cart } from '../../../../shared/bag/cart'
import type { CheckoutWords } from '../use-checkout-words'

/** The account's part of the payment step: null for a guest, who sees none of it. */
export interface PaymentWallet {
  wallet: Wallet
  loyalty: LoyaltyVouchers | null
  athlete: AthleteAllowance | null
  /** The saved card chosen at first (express checkout's main card); the main card otherwise. */
  preferredCardId: string | null
}

/** How the order summary and the step name a payment besides the card: "Gift card •••• 7890", "Reward code …". */
export function paymentName(payment: Cart['payments'][number], words: CheckoutWords): string {
  const key =
    payment.method === 'REWARD_CODE'
      ? 'reward.summary'
      : payment.method === 'LOYALTY_POINTS'
        ? 'loyaltyPay.summary'
        : payment.method === 'ATHLETES_PAYMENT'
          ? 'athletePay.summary'
          : payment.method === 'REWARD_CARD'
            ? 'wallet.pay.summary'
            : 'reward.giftCard'
  return words.t(key, { label: payment.label })
}

/** "{payment} no longer pays part of this order…", for each payment the cart had and the renewed cart lacks. */
export function notCarriedOver(before: Cart['payments'], renewed: Cart, words: CheckoutWords): string[] {
  const kept = new Set(renewed.payments.map((payment) => `${payment.method} ${payment.label}`))
  return before
    .filter((payment) => !kept.has(`${payment.method} ${payment.label}`))
    .map((payment) => words.t('payment.notCarriedOver', { payment: paymentName(payment, words) }))
}
