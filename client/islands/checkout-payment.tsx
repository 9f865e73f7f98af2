/**
 * The checkout's payment and "Place order": gift cards (partial payment, what is left to pay), then the rest by
 * card or pay later. Card and gift-card fields are the payment provider's own page in a frame; this code never
 * sees a card number or a security code, only the provider's opaque tokens, which it asks the frame for with
 * `postMessage` and takes only from the provider's origin. A 3-D Secure challenge is the provider's page in a
 * dialog; its result comes back the same way. Each attempt to place the order has one idempotency key, reused when
 * the shopper retries after a lost answer, so a retry or a double click never makes a second order.
 */
import { useEffect, useRef, useState } from 'react'
import type { Cart } from '../../shared/cart'
import type { Order } from '../../shared/order'
import type { AthleteAllowance, LoyaltyVouchers, Wallet } from '../../shared/wallet'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import { RewardCodeEntry, type RewardCodeLabels } from '../components/reward-code-entry'
import { newKey, useProviderFrame } from './provider-frame'

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
  checkCard: string
  challengeTitle: string
  challengeFailed: string
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

export interface PaymentStepProps {
  locale: string
  cart: Cart
  /** The provider's origin; null when no provider is configured (card payment is then not offered). */
  providerOrigin: string | null
  /** The payment methods the cart service offers (CREDIT_CARD, GIFT_CARD, PAY_LATER, REWARD_CODE). */
  methods: string[]
  /** What the signed-in shopper's account offers; null for a guest. */
  account: PaymentWallet | null
  labels: PaymentLabels
  money: (amount: number) => string
  onCart: (cart: Cart) => void
  /** A refused payment: the worker made the bag whole again; the checkout goes back to billing with `message`. */
  /** A refusal that leaves the step: to billing, or (`backToShipping`) to shipping. */
  onRefused: (message: string, action?: string) => void
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

export function PaymentStep(props: PaymentStepProps) {
  const { labels, cart, providerOrigin } = props
  const remaining = cart.totals.remainingToPay
  const [methods, setMethods] = useState(props.methods)
  const [methodsRead, setMethodsRead] = useState(props.methods.length > 0)
  const offers = (code: string) => methods.includes(code)
  const account = props.account
  const savedCards = account?.wallet.cards ?? []
  const firstCard =
    savedCards.find((card) => card.id === account?.preferredCardId) ??
    savedCards.find((card) => card.main) ??
    savedCards[0]
  const [chosen, setMethod] = useState<string | null>(null)
  const method =
    chosen ??
    (firstCard
      ? `SAVED:${firstCard.id}`
      : offers('CREDIT_CARD') && providerOrigin
        ? 'CREDIT_CARD'
        : 'PAY_LATER')
  const [walletNotice, setWalletNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [voucher, setVoucher] = useState('')
  const [rewardCard, setRewardCard] = useState({ number: '', pin: '' })
  const [placing, setPlacing] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [giftNotice, setGiftNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [challenge, setChallenge] = useState<string | null>(null)
  const [rewardRefusal, setRewardRefusal] = useState<{ text: string } | null>(null)
  const attempt = useRef<string | null>(null)
  const busy = useRef(false)
  const cardFrame = useRef<HTMLIFrameElement>(null)
  const giftFrame = useRef<HTMLIFrameElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const placeButton = useRef<HTMLButtonElement>(null)
  const card = useProviderFrame(cardFrame, providerOrigin, () => placeButton.current?.click())
  const gift = useProviderFrame(giftFrame, providerOrigin)
  const shopOrigin = typeof window === 'undefined' ? '' : window.location.origin
  const frameUrl = (kind: 'card' | 'giftcard') =>
    providerOrigin
      ? `${providerOrigin}/checkoutshopper/fields?${new URLSearchParams({ kind, origin: shopOrigin, locale: props.locale })}`
      : ''

  // Reached in place from billing, the step reads the methods itself.
  useEffect(() => {
    if (methodsRead) return
    callApi<{ methods: string[] }>('/api/checkout/payment-methods', { locale: props.locale })
      .then((answer) => setMethods(answer.methods))
      .catch(() => setMethods([]))
      .finally(() => setMethodsRead(true))
  }, [methodsRead, props.locale])

  // The challenge's result comes from the provider's page in the dialog, and only from there.
  useEffect(() => {
    if (!challenge || !providerOrigin) return
    const listen = (event: MessageEvent) => {
      if (event.origin !== providerOrigin) return
      const data = event.data as { type?: string; threeDSResult?: string }
      if (data?.type !== 'threeDS2Result' || typeof data.threeDSResult !== 'string') return
      void authenticate(data.threeDSResult)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  })

  useEffect(() => {
    if (challenge) dialog.current?.showModal()
    else dialog.current?.close()
  }, [challenge])

  async function giftCard(action: 'balance' | 'apply') {
    setGiftNotice(null)
    const answer = await gift.encrypt()
    if (answer?.type !== 'encrypted') {
      if (answer?.type === 'error' || !answer) setGiftNotice({ kind: 'error', text: labels.unavailable })
      return
    }
    const body = {
      encryptedCardNumber: answer.paymentMethod.encryptedCardNumber ?? '',
      encryptedSecurityCode: answer.paymentMethod.encryptedSecurityCode ?? '',
      lastFour: answer.lastFour ?? '',
    }
    try {
      if (action === 'balance') {
        const result = await callApi<{ balance: { amount: number } }>('/api/checkout/gift-cards/balance', {
          locale: props.locale,
          json: body,
        })
        setGiftNotice({
          kind: 'info',
          text: labels.balanceIs.replace('{amount}', props.money(result.balance.amount)),
        })
      } else {
        const result = await callApi<{ cart: Cart }>('/api/checkout/gift-cards', {
          locale: props.locale,
          json: body,
        })
        props.onCart(result.cart)
      }
    } catch (error) {
      setGiftNotice({ kind: 'error', text: shopperMessage(error, labels.genericError) })
    }
  }

  async function removeGiftCard(id: string) {
    try {
      const result = await callApi<{ cart: Cart }>('/api/checkout/gift-cards/remove', {
        locale: props.locale,
        json: { id },
      })
      props.onCart(result.cart)
    } catch (error) {
      setGiftNotice({ kind: 'error', text: shopperMessage(error, labels.genericError) })
    }
  }

  /** What a placed or finished order leads to: the confirmation, the challenge, or the pay-later page. */
  function follow(answer: { order: Order; next: string | null }) {
    if (answer.next) {
      window.location.assign(answer.next)
      return
    }
    const action = answer.order.action
    if (action?.type === 'threeDS2') setChallenge(`${action.url}&origin=${encodeURIComponent(shopOrigin)}`)
    else if (action?.type === 'redirect') window.location.assign(action.url)
  }

  function refused(error: unknown) {
    attempt.current = null
    const message = shopperMessage(error, labels.genericError)
    if (error instanceof ApiRequestError && error.status === 0) {
      // No answer: the order may or may not exist; the same key asks again and never pays twice.
      setNotice(labels.timeout)
      return
    }
    if (error instanceof ApiRequestError && error.status >= 500) {
      setNotice(message)
      return
    }
    if (error instanceof ApiRequestError && error.fields.rewardCode) {
      // The reward code was spent by another order (or expired) meanwhile: the cart, still open, lost it. The
      // step stays, with the cart read again (what is left to pay) and the reason at the reward code input.
      void callApi<{ cart: Cart | null }>('/api/cart', { locale: props.locale })
        .then((answer) => {
          if (answer.cart) props.onCart(answer.cart)
        })
        .catch(() => undefined)
        .finally(() => setRewardRefusal({ text: message }))
      return
    }
    props.onRefused(message, error instanceof ApiRequestError ? (error.action ?? undefined) : undefined)
  }

  /** Places the order; while an earlier call with the key is still running, asks again with the same key. */
  async function placeWithKey(payment: Record<string, unknown>, idempotencyKey: string) {
    for (let tries = 0; ; tries++) {
      try {
        return await callApi<{ order: Order; next: string | null }>('/api/checkout/orders', {
          locale: props.locale,
          json: { payment, idempotencyKey },
        })
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.errorId === 'ORDER_IN_PROGRESS') || tries >= 10)
          throw error
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  }

  async function place() {
    // A ref, not state: a double click reaches here twice before React renders the disabled button.
    if (busy.current) return
    busy.current = true
    setNotice(null)
    setPlacing(true)
    try {
      let payment: Record<string, unknown>
      // Nothing left to pay (gift cards, a reward code): the order is placed without a card.
      if (remaining <= 0) payment = { code: 'GIFT_CARD' }
      else if (method === 'PAY_LATER') payment = { code: 'PAY_LATER' }
      else if (method.startsWith('SAVED:'))
        payment = { code: 'SAVED_CARD', id: method.slice('SAVED:'.length) }
      else {
        const answer = await card.encrypt()
        if (answer?.type !== 'encrypted') {
          setNotice(answer?.type === 'invalid' ? labels.checkCard : labels.unavailable)
          cardFrame.current?.focus()
          return
        }
        payment = {
          code: 'CREDIT_CARD',
          paymentMethod: answer.paymentMethod,
          brand: answer.brand,
          lastFour: answer.lastFour,
        }
      }
      attempt.current ??= newKey()
      follow(await placeWithKey(payment, attempt.current))
    } catch (error) {
      refused(error)
    } finally {
      busy.current = false
      setPlacing(false)
    }
  }

  async function authenticate(threeDS2Result: string) {
    setChallenge(null)
    setPlacing(true)
    try {
      const answer = await callApi<{ order: Order; next: string | null }>(
        '/api/checkout/orders/authentication',
        {
          locale: props.locale,
          json: { threeDS2Result, idempotencyKey: newKey() },
        },
      )
      follow(answer)
    } catch (error) {
      attempt.current = null
      props.onRefused(
        error instanceof ApiRequestError && error.errorId === 'PAY400'
          ? labels.challengeFailed
          : shopperMessage(error, labels.genericError),
      )
    } finally {
      setPlacing(false)
    }
  }

  /** One call of the account's part of the step: the new cart, or the refusal under it. */
  async function walletCall(path: string, json: Record<string, unknown>) {
    setWalletNotice(null)
    try {
      const result = await callApi<{ cart: Cart }>(path, { locale: props.locale, json })
      props.onCart(result.cart)
      return true
    } catch (error) {
      setWalletNotice({ kind: 'error', text: shopperMessage(error, labels.genericError) })
      return false
    }
  }

  const giftCards = cart.payments.filter((payment) => payment.method === 'GIFT_CARD')
  const accountPayments = cart.payments.filter((payment) =>
    ['LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CARD'].includes(payment.method),
  )
  const points = cart.payments.find((payment) => payment.method === 'LOYALTY_POINTS')
  const athletePaid = cart.payments.find((payment) => payment.method === 'ATHLETES_PAYMENT')
  const w = labels.wallet
  const canPay =
    remaining <= 0 ||
    savedCards.length > 0 ||
    (offers('CREDIT_CARD') && providerOrigin !== null) ||
    offers('PAY_LATER')

  return (
    <section className="payment" aria-labelledby="payment-title">
      <h3 id="payment-title">{labels.title}</h3>
      {offers('GIFT_CARD') && providerOrigin ? (
        <details className="payment__gift" open={giftCards.length > 0}>
          <summary>{labels.giftCardTitle}</summary>
          <iframe
            ref={giftFrame}
            title={labels.giftCardFields}
            src={frameUrl('giftcard')}
            className="payment__frame"
            style={{ height: gift.height || 150 }}
          />
          <div className="payment__gift-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void giftCard('balance')}
            >
              {labels.giftCardBalance}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void giftCard('apply')}>
              {labels.giftCardApply}
            </button>
          </div>
          <div role="status">
            {giftNotice ? (
              <p className={giftNotice.kind === 'error' ? 'field-error' : 'payment__balance'}>
                {giftNotice.text}
              </p>
            ) : null}
          </div>
        </details>
      ) : null}
      {offers('REWARD_CODE') ? (
        <RewardCodeEntry
          locale={props.locale}
          cart={cart}
          labels={labels.reward}
          genericError={labels.genericError}
          money={props.money}
          onCart={props.onCart}
          refusal={rewardRefusal}
        />
      ) : null}
      {account?.athlete && offers('ATHLETES_PAYMENT') ? (
        <section className="payment__account" aria-labelledby="payment-athlete-title">
          <h4 id="payment-athlete-title">{w.athleteTitle}</h4>
          <p>
            {fill(w.athleteRemaining, {
              amount: props.money(account.athlete.remaining),
              credit: props.money(account.athlete.annualCredit),
            })}
          </p>
          {athletePaid ? (
            <p>
              <strong>{fill(w.athletePayable, { amount: props.money(athletePaid.amount) })}</strong>{' '}
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
      {account?.loyalty &&
      offers('LOYALTY_POINTS') &&
      // Spec 1 §6: an athlete pays with points only once the allowance is used up.
      !(account.athlete && account.athlete.remaining > 0) ? (
        <section className="payment__account" aria-labelledby="payment-loyalty-title">
          <h4 id="payment-loyalty-title">{w.loyaltyTitle}</h4>
          <p>{fill(w.loyaltyBalance, { points: account.loyalty.points })}</p>
          {points ? (
            <p>
              <strong>
                {fill(w.loyaltyPays, {
                  points: points.label.replace(/\D/g, ''),
                  amount: props.money(points.amount),
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
                    {fill(entry.eligible ? w.loyaltyVoucher : w.loyaltyNotEnough, {
                      points: entry.points,
                      amount: props.money(entry.amount),
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
      {account && offers('REWARD_CARD') ? (
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
                    {`${w.rewardCardSaved}: ${fill(w.rewardCardName, { label: `•••• ${card.lastFour}` })}`}
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
      {account && account.wallet.rewardCodes.length > 0 && offers('REWARD_CODE') ? (
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
      <div role="status">{walletNotice ? <p className="field-error">{walletNotice.text}</p> : null}</div>
      {cart.payments.length > 0 ? (
        <ul className="payment__applied">
          {giftCards.map((payment) => (
            <li key={payment.id}>
              <span>
                {labels.giftCardPays
                  .replace('{label}', payment.label)
                  .replace('{amount}', props.money(payment.amount))}
              </span>
              <button type="button" className="link-button" onClick={() => void removeGiftCard(payment.id)}>
                {`${labels.remove} ${payment.label}`}
              </button>
            </li>
          ))}
          {accountPayments
            .filter((payment) => payment.method === 'REWARD_CARD')
            .map((payment) => (
              <li key={payment.id}>
                <span>
                  {fill(w.rewardCardPays, { label: payment.label, amount: props.money(payment.amount) })}
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
            <strong>{labels.remaining.replace('{amount}', props.money(Math.max(remaining, 0)))}</strong>
          </li>
        </ul>
      ) : null}
      {remaining > 0 ? (
        <fieldset className="payment__methods">
          <legend>{labels.methodTitle}</legend>
          {savedCards.map((saved) => (
            <label key={saved.id} className="checkout__method">
              <input
                type="radio"
                name="payment"
                checked={method === `SAVED:${saved.id}`}
                onChange={() => setMethod(`SAVED:${saved.id}`)}
              />
              <span className="checkout__method-name">
                {fill(w.useCard, {
                  card: fill(w.cardName, { brand: saved.brandName, last4: saved.lastFour }),
                  month: saved.expiryMonth,
                  year: saved.expiryYear,
                })}
              </span>
            </label>
          ))}
          {offers('CREDIT_CARD') && providerOrigin ? (
            <label className="checkout__method">
              <input
                type="radio"
                name="payment"
                checked={method === 'CREDIT_CARD'}
                onChange={() => setMethod('CREDIT_CARD')}
              />
              <span className="checkout__method-name">{savedCards.length > 0 ? w.newCard : labels.card}</span>
            </label>
          ) : null}
          {method === 'CREDIT_CARD' && providerOrigin ? (
            <iframe
              ref={cardFrame}
              title={labels.cardFields}
              src={frameUrl('card')}
              className="payment__frame"
              style={{ height: card.height || 320 }}
            />
          ) : null}
          {offers('PAY_LATER') ? (
            <label className="checkout__method">
              <input
                type="radio"
                name="payment"
                checked={method === 'PAY_LATER'}
                onChange={() => setMethod('PAY_LATER')}
              />
              <span className="checkout__method-name">{labels.payLater}</span>
              <span className="checkout__method-time">{labels.payLaterNote}</span>
            </label>
          ) : null}
        </fieldset>
      ) : null}
      <div role="alert">
        {notice || !canPay ? <p className="notice notice--error">{notice ?? labels.unavailable}</p> : null}
      </div>
      <button
        ref={placeButton}
        type="button"
        className="button button--lg checkout__next payment__place"
        disabled={placing || !canPay || !methodsRead}
        aria-describedby="payment-total"
        onClick={() => void place()}
      >
        {placing ? labels.placing : labels.placeOrder}
      </button>
      <p id="payment-total" className="payment__total">
        {props.money(Math.max(remaining, 0))}
      </p>
      <dialog
        ref={dialog}
        className="payment__challenge"
        aria-labelledby="payment-challenge-title"
        onCancel={(event) => event.preventDefault()}
      >
        <h3 id="payment-challenge-title">{labels.challengeTitle}</h3>
        {challenge ? (
          <iframe title={labels.challengeTitle} src={challenge} className="payment__challenge-frame" />
        ) : null}
      </dialog>
    </section>
  )
}
