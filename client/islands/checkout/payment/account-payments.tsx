/**
 * What a signed-in shopper's account brings to the payment step (decision 043): the athlete allowance, loyalty
 * points, reward cards and saved reward codes. A guest sees none of it.
 */
import { useState } from 'react'
import type { Cart } from '../../../../shared/bag/cart'
import { useCheckoutWords } from '../use-checkout-words'
import type { PaymentWallet } from './names'

export interface AccountPaymentsProps {
  account: PaymentWallet
  cart: Cart
  /** Whether the cart service offers a payment method for this cart. */
  offers: (code: string) => boolean
  money: (amount: number) => string
  /** One call of the account's part of the step; true when the cart took it. */
  walletCall: (path: string, json: Record<string, unknown>) => Promise<boolean>
}

/** The methods an athlete pays with only once the allowance has nothing left to give (spec 1 §6). */
const REWARD_METHODS: readonly string[] = ['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD']

/**
 * Whether the payment step offers a method: one the cart service offers, save an athlete's rewards (points, reward
 * codes and cards) while the allowance has something left beyond what the bag applies of it now (spec 1 §6).
 */
export function paymentOffers(
  methods: readonly string[],
  account: AccountPaymentsProps['account'] | null,
  cart: AccountPaymentsProps['cart'],
): (code: string) => boolean {
  const applied = cart.payments.find((payment) => payment.method === 'ATHLETES_PAYMENT')?.amount ?? 0
  const rewardsWait = account?.athlete ? Math.round((account.athlete.remaining - applied) * 100) > 0 : false
  return (code) => methods.includes(code) && !(rewardsWait && REWARD_METHODS.includes(code))
}

export function AccountPayments({ account, cart, offers, money, walletCall }: AccountPaymentsProps) {
  const words = useCheckoutWords()
  const [voucher, setVoucher] = useState('')
  const [rewardCard, setRewardCard] = useState({ number: '', pin: '' })
  const points = cart.payments.find((payment) => payment.method === 'LOYALTY_POINTS')
  const athletePaid = cart.payments.find((payment) => payment.method === 'ATHLETES_PAYMENT')
  // A reward card or reward code the account holds, which one press applies to the order.
  const saved = (path: string, id: string, text: string) => (
    <li key={id}>
      <button type="button" className="link-button" onClick={() => void walletCall(path, { id })}>
        {text}
      </button>
    </li>
  )

  return (
    <>
      {account.athlete && offers('ATHLETES_PAYMENT') ? (
        <section className="payment__account" aria-labelledby="payment-athlete-title">
          <h4 id="payment-athlete-title">{words.t('athletePay.title')}</h4>
          <p>
            {words.t('athletePay.remaining', {
              amount: money(account.athlete.remaining),
              credit: money(account.athlete.annualCredit),
            })}
          </p>
          {athletePaid ? (
            <p>
              <strong>{words.t('athletePay.payable', { amount: money(athletePaid.amount) })}</strong>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void walletCall('/api/checkout/payments/remove', { id: athletePaid.id })}
              >
                {words.t('athletePay.remove')}
              </button>
            </p>
          ) : account.athlete.remaining > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void walletCall('/api/checkout/athlete-payment', {})}
            >
              {words.t('athletePay.apply')}
            </button>
          ) : (
            <p>{words.t('athletePay.usedUp')}</p>
          )}
        </section>
      ) : null}
      {account.loyalty && offers('LOYALTY_POINTS') ? (
        <section className="payment__account" aria-labelledby="payment-loyalty-title">
          <h4 id="payment-loyalty-title">{words.t('loyaltyPay.title')}</h4>
          <p>{words.t('loyaltyPay.balance', { points: account.loyalty.points })}</p>
          {points ? (
            <p>
              <strong>
                {words.t('loyaltyPay.pays', {
                  points: points.label.replace(/\D/g, ''),
                  amount: money(points.amount),
                })}
              </strong>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void walletCall('/api/checkout/loyalty-voucher', { voucherId: 'none' })}
              >
                {words.t('loyaltyPay.remove')}
              </button>
            </p>
          ) : account.loyalty.points < account.loyalty.minimum ? (
            <p>{words.t('loyaltyPay.minimum', { points: account.loyalty.minimum })}</p>
          ) : account.loyalty.vouchers.some((entry) => entry.available) ? (
            <div className="payment__inline">
              <label htmlFor="payment-voucher" className="visually-hidden">
                {words.t('loyaltyPay.title')}
              </label>
              <select
                id="payment-voucher"
                value={voucher}
                onChange={(event) => setVoucher(event.target.value)}
              >
                <option value="">{words.t('loyaltyPay.apply')}</option>
                {account.loyalty.vouchers.map((entry) => (
                  <option key={entry.id} value={entry.id} disabled={!entry.eligible}>
                    {words.t(entry.eligible ? 'loyaltyPay.voucher' : 'loyaltyPay.notEnough', {
                      points: entry.points,
                      amount: money(entry.amount),
                    })}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--secondary"
                disabled={voucher === ''}
                onClick={() =>
                  void walletCall('/api/checkout/loyalty-voucher', { voucherId: voucher }).then((done) => {
                    if (done) setVoucher('')
                  })
                }
              >
                {words.t('loyaltyPay.apply')}
              </button>
            </div>
          ) : (
            <p>{words.t('loyaltyPay.notConfirmed')}</p>
          )}
        </section>
      ) : null}
      {offers('REWARD_CARD') ? (
        <details
          className="payment__gift"
          open={cart.payments.some((payment) => payment.method === 'REWARD_CARD')}
        >
          <summary>{words.t('wallet.pay.rewardCard')}</summary>
          {account.wallet.rewardCards.length > 0 ? (
            <ul className="payment__saved">
              {account.wallet.rewardCards.map((card) =>
                saved(
                  '/api/checkout/reward-card',
                  card.id,
                  `${words.t('wallet.pay.rewardCardSaved')}: ${words.t('wallet.pay.summary', { label: `•••• ${card.lastFour}` })}`,
                ),
              )}
            </ul>
          ) : null}
          <div className="payment__inline">
            {(['number', 'pin'] as const).map((part) => (
              <div key={part} className="field">
                <label htmlFor={`payment-reward-card-${part}`}>{words.t(`wallet.rewardCard.${part}`)}</label>
                <input
                  id={`payment-reward-card-${part}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={rewardCard[part]}
                  onChange={(event) => {
                    const typed = event.target.value
                    setRewardCard((current) => ({ ...current, [part]: typed }))
                  }}
                />
              </div>
            ))}
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void walletCall('/api/checkout/reward-card', rewardCard).then((done) => {
                  if (done) setRewardCard({ number: '', pin: '' })
                })
              }
            >
              {words.t('wallet.pay.rewardCardApply')}
            </button>
          </div>
        </details>
      ) : null}
      {account.wallet.rewardCodes.length > 0 && offers('REWARD_CODE') ? (
        <ul className="payment__saved" aria-label={words.t('wallet.pay.rewardCodeSaved')}>
          {account.wallet.rewardCodes.map((code) =>
            saved(
              '/api/checkout/saved-reward-code',
              code.id,
              `${words.t('wallet.pay.rewardCodeSaved')}: ${code.label}`,
            ),
          )}
        </ul>
      ) : null}
    </>
  )
}
