/** The payment step's words, what a signed-in shopper's account brings to it, and how it names a payment. */

import type { AthleteAllowance, LoyaltyVouchers, Wallet } from '../../../../shared/account/wallet'
import type { Cart } from '../../../../shared/bag/cart'
import { interpolate } from '../../../../shared/i18n/text'
import type { RewardCodeLabels } from '../../../components/reward-code-entry'
import type { ChallengeLabels } from './challenge-dialog'

export interface PaymentLabels {
  title: string
  /** Said without JavaScript: the card fields and the challenge are the provider's scripts. */
  needsScript: string
  giftCardTitle: string
  giftCardApply: string
  giftCardBalance: string
  balanceIs: string
  giftCardPays: string
  remove: string
  remaining: string
  methodTitle: string
  card: string
  payLater: string
  payLaterNote: string
  cardFields: string
  giftCardFields: string
  placeOrder: string
  placing: string
  /** "We are confirming your payment", while the worker does not know the outcome yet. */
  confirming: string
  /** Said when the outcome is still unknown after every try, with "Check again". */
  unconfirmed: string
  checkAgain: string
  checkCard: string
  challenge: ChallengeLabels
  challengeFailed: string
  /** Said after the shopper left the 3-D Secure challenge. */
  challengeLeft: string
  /** "{payment} no longer pays part of this order…": an instrument the new cart after a refusal lacks. */
  notCarriedOver: string
  unavailable: string
  timeout: string
  genericError: string
  reward: RewardCodeLabels
  wallet: WalletLabels
}

/** What a signed-in shopper's account offers at the payment step (decision 043). */
export interface WalletLabels {
  savedCards: string
  /** "{card}, expires {month}/{year}". */
  useCard: string
  /** "{brand} ending in {last4}". */
  cardName: string
  newCard: string
  rewardCard: string
  rewardCardNumber: string
  rewardCardPin: string
  rewardCardApply: string
  rewardCardSaved: string
  rewardCardPays: string
  /** "Reward card {label}". */
  rewardCardName: string
  rewardCodeSaved: string
  apply: string
  remove: string
  loyaltyTitle: string
  loyaltyBalance: string
  loyaltyVoucher: string
  loyaltyNotEnough: string
  loyaltyApply: string
  loyaltyPays: string
  loyaltyRemove: string
  loyaltyNotConfirmed: string
  athleteTitle: string
  athleteRemaining: string
  athletePayable: string
  athleteApply: string
  athleteRemove: string
  athleteUsedUp: string
  /** The order summary's lines: "Loyalty points ({label})", "Athlete allowance". */
  loyaltySummary: string
  athleteSummary: string
}

/** The account's part of the payment step: null for a guest, who sees none of it. */
export interface PaymentWallet {
  wallet: Wallet
  loyalty: LoyaltyVouchers | null
  athlete: AthleteAllowance | null
  /** The saved card chosen at first (express checkout's main card); the main card otherwise. */
  preferredCardId: string | null
}

/** How the order summary and the step name a payment besides the card: "Gift card •••• 7890", "Reward code …". */
export function paymentName(payment: Cart['payments'][number], labels: PaymentLabels): string {
  const template =
    payment.method === 'REWARD_CODE'
      ? labels.reward.summary
      : payment.method === 'LOYALTY_POINTS'
        ? labels.wallet.loyaltySummary
        : payment.method === 'ATHLETES_PAYMENT'
          ? labels.wallet.athleteSummary
          : payment.method === 'REWARD_CARD'
            ? labels.wallet.rewardCardName
            : labels.reward.giftCard
  return interpolate(template, { label: payment.label })
}

/** "{payment} no longer pays part of this order…", for each payment the cart had and the renewed cart lacks. */
export function notCarriedOver(before: Cart['payments'], renewed: Cart, labels: PaymentLabels): string[] {
  const kept = new Set(renewed.payments.map((payment) => `${payment.method} ${payment.label}`))
  return before
    .filter((payment) => !kept.has(`${payment.method} ${payment.label}`))
    .map((payment) => interpolate(labels.notCarriedOver, { payment: paymentName(payment, labels) }))
}
