/**
 * The checkout's payment and "Place order": gift cards (partial payment, what is left to pay), then the rest by
 * card or pay later. Card and gift-card fields are the payment provider's own page in a frame; this code never
 * sees a card number or a security code, only the provider's opaque tokens, which it asks the frame for with
 * `postMessage` and takes only from the provider's origin. A 3-D Secure challenge is the provider's page in a
 * dialog (`challenge-dialog.tsx`); its result comes back the same way.
 *
 * Each attempt to place the order (and to finish it after the challenge) is one body with one idempotency key,
 * sent again as it is while its outcome is unknown (`placement.ts`: a lost answer, "still confirming"),
 * so a retry or a double click never makes a second order. A refused payment keeps the shopper here (decision
 * 066): the worker has made the bag whole again in a new cart, the step reads it, says why at its top and offers
 * fresh, empty card fields.
 *
 * The step holds what the shopper chose and the calls of its parts; placing the order is `use-placement.ts`.
 */
import { useEffect, useState } from 'react'
import type { Cart } from '../../../../shared/bag/cart'
import { callApi, shopperMessage } from '../../../api'
import { RewardCodeEntry } from '../../../components/reward-code-entry'
import { useCheckoutWords } from '../use-checkout-words'
import { AccountPayments, paymentOffers } from './account-payments'
import { AppliedPayments } from './applied-payments'
import { GiftCards, type PartNotice } from './gift-cards'
import { PaymentMethods } from './payment-methods'
import { PlaceOrder } from './place-order'
import type { PaymentFrames, PaymentStepProps } from './props'
import { usePlacement } from './use-placement'

export function PaymentStep(props: PaymentStepProps) {
  const { cart, providerOrigin } = props
  const words = useCheckoutWords()
  const remaining = cart.totals.remainingToPay
  const [methods, setMethods] = useState(props.methods)
  const [frames, setFrames] = useState(props.frames)
  const [methodsRead, setMethodsRead] = useState(props.methods.length > 0)
  const account = props.account
  const offers = paymentOffers(methods, account, cart)
  const savedCards = account?.wallet.cards ?? []
  const firstCard =
    savedCards.find((card) => card.id === account?.preferredCardId) ??
    savedCards.find((card) => card.main) ??
    savedCards[0]
  const [chosen, setMethod] = useState<string | null>(null)
  const method =
    chosen ??
    (firstCard ? `SAVED:${firstCard.id}` : offers('CREDIT_CARD') && frames.card ? 'CREDIT_CARD' : 'PAY_LATER')
  const [walletNotice, setWalletNotice] = useState<PartNotice>(null)
  const [giftNotice, setGiftNotice] = useState<PartNotice>(null)
  const shopOrigin = typeof window === 'undefined' ? '' : window.location.origin
  const placement = usePlacement(props, method, shopOrigin)
  // The fields' address is the cart service's payment session's; the page's language goes with it.
  const frameUrl = (kind: 'card' | 'giftcard') => {
    const address = providerOrigin ? frames[kind] : null
    if (!address) return ''
    const url = new URL(address)
    url.searchParams.set('locale', props.locale)
    return url.toString()
  }
  // Card fields the cart service had no session for are not offered; the shopper hears why.
  const cardsDown = methodsRead && offers('CREDIT_CARD') && Boolean(providerOrigin) && !frames.card

  // Reached in place from billing, the step reads the methods itself.
  useEffect(() => {
    if (methodsRead) return
    callApi<{ methods: string[]; frames: PaymentFrames }>('/api/checkout/payment-methods', {
      locale: props.locale,
    })
      .then((answer) => {
        setMethods(answer.methods)
        setFrames(answer.frames)
      })
      .catch(() => setMethods([]))
      .finally(() => setMethodsRead(true))
  }, [methodsRead, props.locale])

  async function removeGiftCard(id: string) {
    try {
      const result = await callApi<{ cart: Cart }>('/api/checkout/gift-cards/remove', {
        locale: props.locale,
        json: { id },
      })
      props.onCart(result.cart)
    } catch (error) {
      setGiftNotice({ kind: 'error', text: shopperMessage(error, words.t('error.generic')) })
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
      setWalletNotice({ kind: 'error', text: shopperMessage(error, words.t('error.generic')) })
      return false
    }
  }

  const { refusal } = placement
  const canPay =
    remaining <= 0 ||
    savedCards.length > 0 ||
    (offers('CREDIT_CARD') && frameUrl('card') !== '') ||
    offers('PAY_LATER')

  return (
    <section className="payment" aria-labelledby="payment-title">
      <h3 id="payment-title">{words.t('payment.title')}</h3>
      <div role="alert" className="payment__refusal">
        {refusal ? (
          <div ref={placement.refusalRef} tabIndex={-1} className="notice notice--error">
            <p>{refusal.text}</p>
            {refusal.lost.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
      {offers('GIFT_CARD') && providerOrigin && frames.giftcard ? (
        <GiftCards
          locale={props.locale}
          providerOrigin={providerOrigin}
          src={frameUrl('giftcard')}
          open={cart.payments.some((payment) => payment.method === 'GIFT_CARD')}
          notice={giftNotice}
          onNotice={setGiftNotice}
          money={props.money}
          onCart={props.onCart}
        />
      ) : null}
      {offers('REWARD_CODE') ? (
        <RewardCodeEntry
          key={placement.renewals}
          locale={props.locale}
          cart={cart}
          money={props.money}
          onCart={props.onCart}
          refusal={placement.rewardRefusal}
        />
      ) : null}
      {account ? (
        <AccountPayments
          account={account}
          cart={cart}
          offers={offers}
          money={props.money}
          walletCall={walletCall}
        />
      ) : null}
      <div role="status">{walletNotice ? <p className="field-error">{walletNotice.text}</p> : null}</div>
      {cart.payments.length > 0 ? (
        <AppliedPayments
          cart={cart}
          money={props.money}
          onRemoveGiftCard={(id) => void removeGiftCard(id)}
          walletCall={walletCall}
        />
      ) : null}
      {remaining > 0 && cardsDown ? <p className="notice">{words.t('payment.cardsUnavailable')}</p> : null}
      {remaining > 0 ? (
        <PaymentMethods
          savedCards={savedCards}
          newCard={offers('CREDIT_CARD') && frameUrl('card') !== ''}
          payLater={offers('PAY_LATER')}
          method={method}
          onChoose={setMethod}
          cardFrame={placement.cardFrame}
          cardSrc={frameUrl('card')}
          cardHeight={placement.cardHeight}
          renewals={placement.renewals}
        />
      ) : null}
      <PlaceOrder
        placement={placement}
        canPay={canPay}
        methodsRead={methodsRead}
        providerOrigin={providerOrigin}
        total={props.money(Math.max(remaining, 0))}
      />
    </section>
  )
}
