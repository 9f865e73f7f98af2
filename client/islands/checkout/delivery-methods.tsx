/**
 * The shipping step's delivery methods, and the collection point or store a pudo or sts shipment goes to. Without
 * JavaScript the list offers both kinds of point, grouped, since the chosen method is not known until it is sent.
 */
import type { Cart } from '../../../shared/bag/cart'
import { offeredMethods, POINT_METHODS, pointOptions } from './delivery'
import type { CheckoutProps } from './props'
import { useCheckoutWords } from './use-checkout-words'
import type { ShippingForm } from './use-shipping-form'

export interface DeliveryMethodsProps {
  cart: Cart
  points: CheckoutProps['points']
  hydrated: boolean
  shipping: ShippingForm
  money: (amount: number) => string
}

export function DeliveryMethods({ cart, points, hydrated, shipping, money }: DeliveryMethodsProps) {
  const words = useCheckoutWords()
  const { method, form } = shipping
  const methods = offeredMethods(cart, points)
  if (methods.length === 0) return null
  const error = form.errors.point
  return (
    <fieldset className="checkout__fieldset checkout__methods">
      <legend>{words.t('bag.deliveryMethod')}</legend>
      {methods.map((option) => (
        <label key={option.code} className="checkout__method">
          <input
            type="radio"
            name="method"
            value={option.code}
            checked={method === option.code}
            onChange={() => shipping.setMethod(option.code)}
          />
          <span className="checkout__method-name">{option.label}</span>
          <span className="checkout__method-time">{option.deliveryTime}</span>
          <span className="checkout__method-price">
            {option.price === 0 ? words.t('bag.free') : money(option.price)}
          </span>
        </label>
      ))}
      {methods.some((option) => POINT_METHODS.has(option.code)) &&
      (!hydrated || POINT_METHODS.has(method)) ? (
        <div className="checkout__point address-fields__field">
          <label htmlFor="shipping-point">
            {hydrated
              ? words.t(method === 'pudo' ? 'checkout.point.pudo' : 'checkout.point.sts')
              : `${words.t('checkout.point.pudo')} / ${words.t('checkout.point.sts')}`}
          </label>
          <select
            id="shipping-point"
            name="point"
            value={form.values.point}
            onChange={(event) => form.change('point', event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'shipping-point-error' : undefined}
          >
            <option value="">{words.t('checkout.point.choose')}</option>
            {hydrated ? (
              pointOptions(points, method).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))
            ) : (
              <>
                <optgroup label={words.t('checkout.point.pudo')}>
                  {points.pudo.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.label}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={words.t('checkout.point.sts')}>
                  {points.sts.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.label}
                    </option>
                  ))}
                </optgroup>
              </>
            )}
          </select>
          {error ? (
            <p id="shipping-point-error" className="field-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
