/**
 * How the rest is paid: a saved card, a new card in the provider's fields, or pay later. The card frame is keyed by
 * the carts renewed after a refusal, so another card starts with fresh, empty fields, and its `src` never changes
 * otherwise, so nothing reloads what the shopper typed in it.
 */
import type { ReactNode, RefObject } from 'react'
import type { SavedCard } from '../../../../shared/account/wallet'
import { MethodChoice } from '../../method-choice'
import { ProviderFields } from '../../provider-frame'
import { useCheckoutWords } from '../use-checkout-words'

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
}

export function PaymentMethods(props: PaymentMethodsProps) {
  const { savedCards, method, onChoose } = props
  const words = useCheckoutWords()
  // Each way to pay is a radio button whose choice the island keeps (placing the order sends it), so it has no value.
  const choice = (chosen: string, children: ReactNode) => (
    <MethodChoice
      key={chosen}
      block="checkout"
      name="payment"
      checked={method === chosen}
      onChoose={() => onChoose(chosen)}
    >
      {children}
    </MethodChoice>
  )
  return (
    <fieldset className="payment__methods">
      <legend>{words.t('payment.methodTitle')}</legend>
      {savedCards.map((saved) =>
        choice(
          `SAVED:${saved.id}`,
          <span className="checkout__method-name">
            {words.t('wallet.pay.useCard', {
              card: words.t('wallet.card.label', { brand: saved.brandName, last4: saved.lastFour }),
              month: saved.expiryMonth,
              year: saved.expiryYear,
            })}
          </span>,
        ),
      )}
      {props.newCard
        ? choice(
            'CREDIT_CARD',
            <span className="checkout__method-name">
              {savedCards.length > 0 ? words.t('wallet.pay.newCard') : words.t('payment.card')}
            </span>,
          )
        : null}
      {method === 'CREDIT_CARD' && props.cardSrc ? (
        <ProviderFields
          key={props.renewals}
          frame={props.cardFrame}
          title={words.t('payment.cardFields')}
          src={props.cardSrc}
          height={props.cardHeight || 320}
        />
      ) : null}
      {props.payLater
        ? choice(
            'PAY_LATER',
            <>
              <span className="checkout__method-name">{words.t('payment.payLater')}</span>
              <span className="checkout__method-time">{words.t('payment.payLaterNote')}</span>
            </>,
          )
        : null}
    </fieldset>
  )
}
