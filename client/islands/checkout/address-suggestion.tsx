/**
 * "We suggest": the cart service's version of the shipping address beside the one the shopper entered, to choose
 * from. Two radios in the shipping form, so without JavaScript the choice is sent with the step as it is.
 */
import type { PhoneCountries } from '../../../shared/account/phone'
import type { AddressCountryOption } from '../../components/address-fields'
import { AddressBlock } from './address-block'
import { useCheckoutWords } from './use-checkout-words'
import type { ShippingForm } from './use-shipping-form'

export interface AddressSuggestionProps {
  shipping: ShippingForm
  countries: AddressCountryOption[]
  phoneCountries: PhoneCountries
  /** The page came back from the plain form with the suggestion: it takes focus as the page loads. */
  focus: boolean
}

export function AddressSuggestion({ shipping, countries, phoneCountries, focus }: AddressSuggestionProps) {
  const words = useCheckoutWords()
  const { suggestion, entered, choice } = shipping
  if (!suggestion) return null
  return (
    <section className="checkout__suggestion" aria-labelledby="shipping-suggestion-title">
      <h3
        id="shipping-suggestion-title"
        ref={shipping.suggestionHeading}
        tabIndex={-1}
        className="checkout__suggestion-title"
        // biome-ignore lint/a11y/noAutofocus: -- the step came back to choose an address: the choice is where the shopper starts
        autoFocus={focus}
      >
        {words.t('checkout.suggestion.title')}
      </h3>
      <p className="checkout__hint">{words.t('checkout.suggestion.intro')}</p>
      <fieldset className="checkout__fieldset checkout__suggestion-choice">
        <legend className="visually-hidden">{words.t('checkout.suggestion.choose')}</legend>
        {(
          [
            ['suggested', suggestion],
            ['entered', entered],
          ] as const
        ).map(([value, address]) => (
          <label key={value} className="checkout__method checkout__suggestion-option">
            <input
              type="radio"
              name="addressChoice"
              value={value}
              checked={choice === value}
              onChange={() => shipping.setChoice(value)}
            />
            <span className="checkout__suggestion-label">{words.t(`checkout.suggestion.${value}`)}</span>
            <AddressBlock address={address} countries={countries} phoneCountries={phoneCountries} />
          </label>
        ))}
      </fieldset>
    </section>
  )
}
