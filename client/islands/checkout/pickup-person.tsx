/** Who collects the store pickup lines: the shopper, or another person, named with an email for the store. */
import { NAME_MAX_LENGTH } from '../../../shared/validation'
import { useCheckoutWords } from './use-checkout-words'
import { PICKUP_FIELDS, type ShippingForm } from './use-shipping-form'

export interface PickupPersonProps {
  hydrated: boolean
  shipping: ShippingForm
}

export function PickupPerson({ hydrated, shipping }: PickupPersonProps) {
  const words = useCheckoutWords()
  const { pickupBy, form } = shipping
  return (
    <fieldset className="checkout__fieldset checkout__pickup">
      <legend>{words.t('checkout.pickup.title')}</legend>
      <div className="checkout__pickup-choice">
        {(['me', 'other'] as const).map((choice) => (
          <label key={choice} className="checkout__check">
            <input
              type="radio"
              name="pickupBy"
              value={choice}
              checked={pickupBy === choice}
              onChange={() => shipping.setPickupBy(choice)}
            />
            {words.t(`checkout.pickup.${choice}`)}
          </label>
        ))}
      </div>
      {pickupBy === 'other' || !hydrated ? (
        <div className="checkout__pickup-person address-fields">
          <p className="checkout__hint">{words.t('checkout.pickup.hint')}</p>
          {(['firstName', 'lastName', 'email'] as const).map((field) => {
            const name = PICKUP_FIELDS[field]
            const error = form.errors[name]
            return (
              <div key={field} className="address-fields__field">
                <label htmlFor={`shipping-${name}`}>{words.t(`address.field.${field}`)}</label>
                <input
                  id={`shipping-${name}`}
                  name={name}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete="off"
                  maxLength={field === 'email' ? 100 : NAME_MAX_LENGTH}
                  value={form.values[name]}
                  onChange={(event) => form.change(name, event.currentTarget.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `shipping-${name}-error` : undefined}
                />
                {error ? (
                  <p id={`shipping-${name}-error`} className="field-error">
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
        </div>
      ) : null}
    </fieldset>
  )
}
