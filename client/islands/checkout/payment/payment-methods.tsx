/**
 * How the rest is paid: a saved card, a new card in the provider's fields, or pay later. The card frame is keyed by
 * the carts renewed after a refusal, so another card starts with fresh, empty fields, and its `src` never changes
 * otherwise, so nothing reloads what the shopper typed in it.
 */
import type { RefObject } from 'react'
import type { SavedCard } from '../../../../shared/account/wallet'
import { interpolate } from '../../../../shared/i18n/text'
import type { PaymentLabels } from './labels'

export interface PaymentMethodsProps {
  savedCards: SavedCard[]
  /** Whether a new card can be given (the cart service offers cards and a provider is configured). */
  newCard: boolean
  payLater: boolean
  method: string
  onChoose: (method: string) => void
  cardFrame: RefObject<HTMLIFrameElement | null>
  /** The provider's card fields; empty when no provider is configured. */
  cardSrc: string
  cardHeight: number
  renewals: number
  labels: PaymentLabels
}

export function PaymentMethods(props: PaymentMethodsProps) {
  const { savedCards, method, onChoose, labels } = props
  const w = labels.wallet
  return (
    <fieldset className="payment__methods">
      <legend>{labels.methodTitle}</legend>
      {savedCards.map((saved) => (
        <label key={saved.id} className="checkout__method">
          <input
            type="radio"
            name="payment"
            checked={method === `SAVED:${saved.id}`}
            onChange={() => onChoose(`SAVED:${saved.id}`)}
          />
          <span className="checkout__method-name">
            {interpolate(w.useCard, {
              card: interpolate(w.cardName, { brand: saved.brandName, last4: saved.lastFour }),
              month: saved.expiryMonth,
              year: saved.expiryYear,
            })}
          </span>
        </label>
      ))}
      {props.newCard ? (
        <label className="checkout__method">
          <input
            type="radio"
            name="payment"
            checked={method === 'CREDIT_CARD'}
            onChange={() => onChoose('CREDIT_CARD')}
          />
          <span className="checkout__method-name">{savedCards.length > 0 ? w.newCard : labels.card}</span>
        </label>
      ) : null}
      {method === 'CREDIT_CARD' && props.cardSrc ? (
        <iframe
          key={props.renewals}
          ref={props.cardFrame}
          title={labels.cardFields}
          src={props.cardSrc}
          className="payment__frame"
          style={{ height: props.cardHeight || 320 }}
        />
      ) : null}
      {props.payLater ? (
        <label className="checkout__method">
          <input
            type="radio"
            name="payment"
            checked={method === 'PAY_LATER'}
            onChange={() => onChoose('PAY_LATER')}
          />
          <span className="checkout__method-name">{labels.payLater}</span>
          <span className="checkout__method-time">{labels.payLaterNote}</span>
        </label>
      ) : null}
    </fieldset>
  )
}
