/**
 * What a signed-in shopper's account brings to the payment step (decision 043): the athlete allowance, loyalty
 * points, reward cards and saved reward codes. A guest sees none of it.
 */
import { useState } from 'react'
import type { Cart } from '../../../../shared/bag/cart'
import { interpolate } from '../../../../shared/i18n/text'
import type { PaymentLabels, PaymentWallet } from './labels'

export interface AccountPaymentsProps {
  account: PaymentWallet
  cart: Cart
  /** Whether the cart service offers a payment method for this cart. */
  offers: (code: string) => boolean
  labels: PaymentLabels
  money: (amount: number) => string
  /** One call of the account's part of the step; true when the cart took it. */
  walletCall: (path: string, json: Record<string, unknown>) => Promise<boolean>
}

export function AccountPayments({ account, cart, offers, labels, money, walletCall }: AccountPaymentsProps) {
  const [voucher, setVoucher] = useState('')
  const [rewardCard, setRewardCard] = useState({ number: '', pin: '' })
  const points = cart.payments.find((payment) => payment.method === 'LOYALTY_POINTS')
  const athletePaid = cart.payments.find((payment) => payment.method === 'ATHLETES_PAYMENT')
  const w = labels.wallet

  return (
    <>
      {account.athlete && offers('ATHLETES_PAYMENT') ? (
        <section className="payment__account" aria-labelledby="payment-athlete-title">
          <h4 id="payment-athlete-title">{w.athleteTitle}</h4>
          <p>
            {interpolate(w.athleteRemaining, {
              amount: money(account.athlete.remaining),
              credit: money(account.athlete.annualCredit),
            })}
          </p>
          {athletePaid ? (
            <p>
              <strong>{interpolate(w.athletePayable, { amount: money(athletePaid.amount) })}</strong>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void walletCall('/api/checkout/payments/remove', { id: athletePaid.id })}
              >
                {w.athleteRemove}
              </button>
            </p>
          ) : account.athlete.remaining > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void walletCall('/api/checkout/athlete-payment', {})}
            >
              {w.athleteApply}
            </button>
          ) : (
            <p>{w.athleteUsedUp}</p>
          )}
        </section>
      ) : null}
      {account.loyalty &&
      offers('LOYALTY_POINTS') &&
      // Spec 1 §6: an athlete pays with points only once the allowance is used up.
      !(account.athlete && account.athlete.remaining > 0) ? (
        <section className="payment__account" aria-labelledby="payment-loyalty-title">
          <h4 id="payment-loyalty-title">{w.loyaltyTitle}</h4>
          <p>{interpolate(w.loyaltyBalance, { points: account.loyalty.points })}</p>
          {points ? (
            <p>
              <strong>
                {interpolate(w.loyaltyPays, {
                  points: points.label.replace(/\D/g, ''),
                  amount: money(points.amount),
                })}
              </strong>{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void walletCall('/api/checkout/loyalty-voucher', { voucherId: 'none' })}
              >
                {w.loyaltyRemove}
              </button>
            </p>
          ) : account.loyalty.vouchers.some((entry) => entry.available) ? (
            <div className="payment__inline">
              <label htmlFor="payment-voucher" className="visually-hidden">
                {w.loyaltyTitle}
              </label>
              <select
                id="payment-voucher"
                value={voucher}
                onChange={(event) => setVoucher(event.target.value)}
              >
                <option value="">{w.loyaltyApply}</option>
                {account.loyalty.vouchers.map((entry) => (
                  <option key={entry.id} value={entry.id} disabled={!entry.eligible}>
                    {interpolate(entry.eligible ? w.loyaltyVoucher : w.loyaltyNotEnough, {
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
                {w.loyaltyApply}
              </button>
            </div>
          ) : (
            <p>{w.loyaltyNotConfirmed}</p>
          )}
        </section>
      ) : null}
      {offers('REWARD_CARD') ? (
        <details
          className="payment__gift"
          open={cart.payments.some((payment) => payment.method === 'REWARD_CARD')}
        >
          <summary>{w.rewardCard}</summary>
          {account.wallet.rewardCards.length > 0 ? (
            <ul className="payment__saved">
              {account.wallet.rewardCards.map((card) => (
                <li key={card.id}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => void walletCall('/api/checkout/reward-card', { id: card.id })}
                  >
                    {`${w.rewardCardSaved}: ${interpolate(w.rewardCardName, { label: `•••• ${card.lastFour}` })}`}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="payment__inline">
            <div className="field">
              <label htmlFor="payment-reward-card-number">{w.rewardCardNumber}</label>
              <input
                id="payment-reward-card-number"
                inputMode="numeric"
                autoComplete="off"
                value={rewardCard.number}
                onChange={(event) => setRewardCard({ ...rewardCard, number: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="payment-reward-card-pin">{w.rewardCardPin}</label>
              <input
                id="payment-reward-card-pin"
                inputMode="numeric"
                autoComplete="off"
                value={rewardCard.pin}
                onChange={(event) => setRewardCard({ ...rewardCard, pin: event.target.value })}
              />
            </div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void walletCall('/api/checkout/reward-card', rewardCard).then((done) => {
                  if (done) setRewardCard({ number: '', pin: '' })
                })
              }
            >
              {w.rewardCardApply}
            </button>
          </div>
        </details>
      ) : null}
      {account.wallet.rewardCodes.length > 0 && offers('REWARD_CODE') ? (
        <ul className="payment__saved" aria-label={w.rewardCodeSaved}>
          {account.wallet.rewardCodes.map((code) => (
            <li key={code.id}>
              <button
                type="button"
                className="link-button"
                onClick={() => void walletCall('/api/checkout/saved-reward-code', { id: code.id })}
              >
                {`${w.rewardCodeSaved}: ${code.label}`}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
