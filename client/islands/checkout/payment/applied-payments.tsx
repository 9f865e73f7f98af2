/** What already pays part of the order (gift cards, reward cards), each with a way to take it off, and what is left. */
import type { Cart } from '../../../../shared/bag/cart'
import { interpolate } from '../../../../shared/i18n/text'
import type { PaymentLabels } from './labels'

export interface AppliedPaymentsProps {
  cart: Cart
  labels: PaymentLabels
  money: (amount: number) => string
  onRemoveGiftCard: (id: string) => void
  /** One call of the account's part of the step (taking a reward card off). */
  walletCall: (path: string, json: Record<string, unknown>) => Promise<boolean>
}

export function AppliedPayments({ cart, labels, money, onRemoveGiftCard, walletCall }: AppliedPaymentsProps) {
  const remaining = cart.totals.remainingToPay
  const w = labels.wallet
  return (
    <ul className="payment__applied">
      {cart.payments
        .filter((payment) => payment.method === 'GIFT_CARD')
        .map((payment) => (
          <li key={payment.id}>
            <span>
              {labels.giftCardPays
                .replace('{label}', payment.label)
                .replace('{amount}', money(payment.amount))}
            </span>
            <button type="button" className="link-button" onClick={() => onRemoveGiftCard(payment.id)}>
              {`${labels.remove} ${payment.label}`}
            </button>
          </li>
        ))}
      {cart.payments
        .filter((payment) => payment.method === 'REWARD_CARD')
        .map((payment) => (
          <li key={payment.id}>
            <span>
              {interpolate(w.rewardCardPays, { label: payment.label, amount: money(payment.amount) })}
            </span>
            <button
              type="button"
              className="link-button"
              onClick={() => void walletCall('/api/checkout/payments/remove', { id: payment.id })}
            >
              {`${labels.remove} ${payment.label}`}
            </button>
          </li>
        ))}
      <li className="payment__remaining">
        <strong>{labels.remaining.replace('{amount}', money(Math.max(remaining, 0)))}</strong>
      </li>
    </ul>
  )
}
