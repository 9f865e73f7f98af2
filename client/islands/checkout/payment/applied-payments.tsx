/** What already pays part of the order (gift cards, reward cards), each with a way to take it off, and what is left. */
import type { Cart } from '../../../../shared/bag/cart'
import { useCheckoutWords } from '../use-checkout-words'

export interface AppliedPaymentsProps {
  cart: Cart
  money: (amount: number) => string
  onRemoveGiftCard: (id: string) => void
  /** One call of the account's part of the step (taking a reward card off). */
  walletCall: (path: string, json: Record<string, unknown>) => Promise<boolean>
}

export function AppliedPayments({ cart, money, onRemoveGiftCard, walletCall }: AppliedPaymentsProps) {
  const words = useCheckoutWords()
  const remaining = cart.totals.remainingToPay
  return (
    <ul className="payment__applied">
      {cart.payments
        .filter((payment) => payment.method === 'GIFT_CARD')
        .map((payment) => (
          <li key={payment.id}>
            <span>
              {words.t('payment.giftCardPays', { label: payment.label, amount: money(payment.amount) })}
            </span>
            <button type="button" className="link-button" onClick={() => onRemoveGiftCard(payment.id)}>
              {`${words.t('bag.remove')} ${payment.label}`}
            </button>
          </li>
        ))}
      {cart.payments
        .filter((payment) => payment.method === 'REWARD_CARD')
        .map((payment) => (
          <li key={payment.id}>
            <span>
              {words.t('wallet.pay.rewardCardPays', { label: payment.label, amount: money(payment.amount) })}
            </span>
            <button
              type="button"
              className="link-button"
              onClick={() => void walletCall('/api/checkout/payments/remove', { id: payment.id })}
            >
              {`${words.t('bag.remove')} ${payment.label}`}
            </button>
          </li>
        ))}
      <li className="payment__remaining">
        <strong>{words.t('payment.remaining', { amount: money(Math.max(remaining, 0)) })}</strong>
      </li>
    </ul>
  )
}
