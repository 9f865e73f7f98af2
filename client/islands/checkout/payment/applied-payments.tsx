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
  // Each gift card or reward card paying part of the order, with the button that takes it off.
  const applied = (
    method: 'GIFT_CARD' | 'REWARD_CARD',
    pays: 'payment.giftCardPays' | 'wallet.pay.rewardCardPays',
    remove: (id: string) => void,
  ) =>
    cart.payments
      .filter((payment) => payment.method === method)
      .map((payment) => (
        <li key={payment.id}>
          <span>{words.t(pays, { label: payment.label, amount: money(payment.amount) })}</span>
          <button type="button" className="link-button" onClick={() => remove(payment.id)}>
            {`${words.t('bag.remove')} ${payment.label}`}
          </button>
        </li>
      ))
  return (
    <ul className="payment__applied">
      {applied('GIFT_CARD', 'payment.giftCardPays', onRemoveGiftCard)}
      {applied(
        'REWARD_CARD',
        'wallet.pay.rewardCardPays',
        (id) => void walletCall('/api/checkout/payments/remove', { id }),
      )}
      <li className="payment__remaining">
        <strong>{words.t('payment.remaining', { amount: money(Math.max(remaining, 0)) })}</strong>
      </li>
    </ul>
  )
}
