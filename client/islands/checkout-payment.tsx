/**
 * The checkout's payment and "Place order": gift cards (partial payment, what is left to pay), then the rest by
 * card or pay later. Card and gift-card fields are the payment provider's own page in a frame; this code never
 * sees a card number or a security code, only the provider's opaque tokens, which it asks the frame for with
 * `postMessage` and takes only from the provider's origin. A 3-D Secure challenge is the provider's page in a
 * dialog (`payment/challenge-dialog.tsx`); its result comes back the same way.
 *
 * Each attempt to place the order (and to finish it after the challenge) is one body with one idempotency key,
 * sent again as it is while its outcome is unknown (`payment/placement.ts`: a lost answer, "still confirming"),
 * so a retry or a double click never makes a second order. A refused payment keeps the shopper here (decision
 * 066): the worker has made the bag whole again in a new cart, the step reads it, says why at its top and offers
 * fresh, empty card fields.
 */
import { useEffect, useRef, useState } from 'react'
import type { Cart } from '../../shared/cart'
import type { AthleteAllowance, LoyaltyVouchers, Wallet } from '../../shared/wallet'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import { RewardCodeEntry, type RewardCodeLabels } from '../components/reward-code-entry'
import { ChallengeDialog, type ChallengeLabels } from './payment/challenge-dialog'
import { type Attempt, type PlacedAnswer, settleAttempt } from './payment/placement'
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
  /** A refusal the page came back with (a declined pay-later payment), shown at the top of the step, or null. */
  refusal: string | null
  /** A refusal about delivery (`backToShipping`: a store can no longer hold a line): the checkout goes there. */
  onRefused: (message: string) => void
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

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
  return fill(template, { label: payment.label })
}

/** Where the step stands with placing the order. */
type Phase = 'idle' | 'placing' | 'confirming' | 'unconfirmed'

/** A refusal shown at the top of the step, and the payments the new cart no longer has. */
interface Refusal {
  text: string
  lost: string[]
  /** Focus goes to the refusal (after a refused card or challenge), or stays on "Place order" (the shopper left). */
  focus: boolean
}

/** How long the step waits for the provider's page to confirm that the shopper left before going on without it. */
const leaveTimeoutMs = 10_000

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
  const [phase, setPhase] = useState<Phase>('idle')
  const [notice, setNotice] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(
    props.refusal ? { text: props.refusal, lost: [], focus: true } : null,
  )
  const [giftNotice, setGiftNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [challenge, setChallenge] = useState<{ url: string; shown: boolean } | null>(null)
  const [rewardRefusal, setRewardRefusal] = useState<{ text: string } | null>(null)
  // Counts the carts renewed after a refusal: a new key gives fresh, empty card fields for another card, and a
  // reward code entry without the old cart's "left to pay".
  const [renewals, setRenewals] = useState(0)
  /** The attempt whose outcome is not known yet: sent again as it is, never replaced while unsettled. */
  const attempt = useRef<Attempt | null>(null)
  const busy = useRef(false)
  const left = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cardFrame = useRef<HTMLIFrameElement>(null)
  const giftFrame = useRef<HTMLIFrameElement>(null)
  const placeButton = useRef<HTMLButtonElement>(null)
  const refusalRef = useRef<HTMLDivElement>(null)
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

  useEffect(() => {
    if (refusal?.focus) refusalRef.current?.focus()
  }, [refusal])

  useEffect(() => () => clearTimeout(left.current ?? undefined), [])

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

  /** Nothing is being sent any more: "Place order" usable again, or (`unconfirmed`) "Check again". */
  function ready(next: 'idle' | 'unconfirmed' = 'idle') {
    busy.current = false
    setPhase(next)
  }

  /** What a placed or finished order leads to: the confirmation, the challenge, or the pay-later page. */
  function follow(answer: PlacedAnswer) {
    if (answer.next) {
      window.location.assign(answer.next)
      return
    }
    const action = answer.order.action
    if (action?.type === 'threeDS2')
      setChallenge({ url: `${action.url}&origin=${encodeURIComponent(shopOrigin)}`, shown: true })
    else if (action?.type === 'redirect') window.location.assign(action.url)
    else ready()
  }

  /**
   * A refused payment: the worker made the bag whole again in a new cart (same lines, addresses, delivery method and
   * reward code). The step reads it, says why at its top, and offers fresh card fields for another card. Payments
   * the old cart had and the new one lacks are named, so the shopper is never charged more without being told.
   */
  async function stayAfterRefusal(text: string, focus: boolean) {
    const before = cart.payments
    let renewed: Cart | null = null
    try {
      renewed = (await callApi<{ cart: Cart | null }>('/api/cart', { locale: props.locale })).cart
    } catch {
      // The refusal still says what happened; the step reads the cart again with the next change.
    }
    if (renewed) props.onCart(renewed)
    const kept = new Set(renewed?.payments.map((payment) => `${payment.method} ${payment.label}`))
    const lost = renewed
      ? before
          .filter((payment) => !kept.has(`${payment.method} ${payment.label}`))
          .map((payment) => fill(labels.notCarriedOver, { payment: paymentName(payment, labels) }))
      : []
    setRenewals((count) => count + 1)
    setRefusal({ text, lost, focus })
    ready()
  }

  /** A call that did not place the order: said where the shopper acts on it, the attempt kept while unsettled. */
  function failed(error: unknown, finishing: 'placing' | 'challenge' | 'left') {
    const message = shopperMessage(error, labels.genericError)
    if (error instanceof ApiRequestError && (error.status === 0 || error.status >= 500)) {
      // No answer, or a failure: the order may or may not exist. The attempt stays, so pressing "Place order"
      // again sends the very same body and never pays twice.
      setNotice(error.status === 0 ? labels.timeout : message)
      ready()
      return
    }
    attempt.current = null
    if (error instanceof ApiRequestError && error.fields.rewardCode) {
      // The reward code was spent by another order (or expired) meanwhile: the cart, still open, lost it. The
      // step stays, with the cart read again (what is left to pay) and the reason at the reward code input.
      void callApi<{ cart: Cart | null }>('/api/cart', { locale: props.locale })
        .then((answer) => {
          if (answer.cart) props.onCart(answer.cart)
        })
        .catch(() => undefined)
        .finally(() => setRewardRefusal({ text: message }))
      ready()
      return
    }
    if (error instanceof ApiRequestError && error.action === 'backToShipping') {
      ready()
      props.onRefused(message)
      return
    }
    const refusedByBank = error instanceof ApiRequestError && error.errorId === 'PAY400'
    void stayAfterRefusal(
      finishing === 'left'
        ? labels.challengeLeft
        : finishing === 'challenge' && refusedByBank
          ? labels.challengeFailed
          : message,
      finishing !== 'left',
    )
  }

  /** Sends the current attempt until its outcome is known, and goes on from there. */
  async function run(finishing: 'placing' | 'challenge' | 'left') {
    const current = attempt.current
    if (!current) return
    setPhase('placing')
    try {
      const settled = await settleAttempt(current, {
        locale: props.locale,
        onConfirming: () => setPhase('confirming'),
      })
      if (settled.kind === 'unconfirmed') {
        ready('unconfirmed')
        return
      }
      attempt.current = null
      follow(settled.answer)
    } catch (error) {
      failed(error, finishing)
    }
  }

  async function place() {
    // A ref, not state: a double click reaches here twice before React renders the busy button. Unconfirmed, only
    // "Check again" sends (the same attempt).
    if (busy.current || phase === 'unconfirmed') return
    busy.current = true
    setNotice(null)
    setRefusal(null)
    setRewardRefusal(null)
    setPhase('placing')
    // An attempt whose outcome is unknown (a lost answer) is sent again as it was, whatever is on screen now.
    if (!attempt.current) {
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
          ready()
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
      attempt.current = { path: '/api/checkout/orders', json: { payment, idempotencyKey: newKey() } }
    }
    await run(attempt.current.path === '/api/checkout/orders' ? 'placing' : 'challenge')
  }

  /** "Check again": the unsettled attempt, sent as it was. */
  function checkAgain() {
    if (busy.current || !attempt.current) return
    busy.current = true
    void run(attempt.current.path === '/api/checkout/orders' ? 'placing' : 'challenge')
  }

  /** The challenge's result (passed, failed, or cancelled because the shopper left) finishes the order. */
  function authenticate(threeDS2Result: string) {
    const leaving = left.current !== null
    clearTimeout(left.current ?? undefined)
    left.current = null
    setChallenge(null)
    // Once the dialog has closed, focus waits on "Place order" (busy) for the outcome.
    requestAnimationFrame(() => placeButton.current?.focus())
    attempt.current = {
      path: '/api/checkout/orders/authentication',
      json: { threeDS2Result, idempotencyKey: newKey() },
    }
    void run(leaving ? 'left' : 'challenge')
  }

  /** The shopper left the challenge: its page cancels, and its result (refused) renews the cart. */
  function leaveChallenge() {
    setChallenge((open) => (open ? { ...open, shown: false } : null))
    requestAnimationFrame(() => placeButton.current?.focus())
    left.current = setTimeout(() => {
      // The page never answered: the order is left waiting for a challenge that will not come back.
      left.current = null
      setChallenge(null)
      attempt.current = null
      setRefusal({ text: labels.challengeLeft, lost: [], focus: false })
      ready()
    }, leaveTimeoutMs)
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
  const sending = phase === 'placing' || phase === 'confirming'
  const canPay =
    remaining <= 0 ||
    savedCards.length > 0 ||
    (offers('CREDIT_CARD') && providerOrigin !== null) ||
    offers('PAY_LATER')

  return (
    <section className="payment" aria-labelledby="payment-title">
      <h3 id="payment-title">{labels.title}</h3>
      <div role="alert" className="payment__refusal">
        {refusal ? (
          <div ref={refusalRef} tabIndex={-1} className="notice notice--error">
            <p>{refusal.text}</p>
            {refusal.lost.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
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
          key={renewals}
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
              key={renewals}
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
      <div role="status" className="payment__progress">
        {phase === 'confirming' ? (
          <p className="payment__confirming">
            <span className="payment__spinner" aria-hidden="true" />
            {labels.confirming}
          </p>
        ) : phase === 'unconfirmed' ? (
          <p className="notice">{labels.unconfirmed}</p>
        ) : null}
      </div>
      <button
        ref={placeButton}
        type="button"
        className="button button--lg checkout__next payment__place"
        // Busy, not disabled: the button keeps focus while the order is placed, and a keyboard user is not lost.
        // Unconfirmed, it is "Check again", the one thing to do then: it sends the same attempt once more.
        disabled={!canPay || !methodsRead}
        aria-disabled={sending ? true : undefined}
        aria-busy={sending ? true : undefined}
        aria-describedby="payment-total"
        onClick={() => (phase === 'unconfirmed' ? checkAgain() : void place())}
      >
        {sending ? labels.placing : phase === 'unconfirmed' ? labels.checkAgain : labels.placeOrder}
      </button>
      <p id="payment-total" className="payment__total">
        {props.money(Math.max(remaining, 0))}
      </p>
      {providerOrigin ? (
        <ChallengeDialog
          url={challenge?.url ?? null}
          shown={challenge?.shown ?? false}
          providerOrigin={providerOrigin}
          labels={labels.challenge}
          onResult={authenticate}
          onLeave={leaveChallenge}
        />
      ) : null}
    </section>
  )
}
