/**
 * The shipping step's delivery methods, and the collection point or store a pudo or sts shipment goes to. Without
 * JavaScript the list offers both kinds of point, grouped, since the chosen method is not known until it is sent.
 */
import type { Cart } from '../../../shared/bag/cart'
import { DeliveryMethodChoices } from '../method-choice'
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

function PointOptions({ points }: { points: readonly { id: string; label: string }[] }) {
  return points.map((entry) => (
    <option key={entry.id} value={entry.id}>
      {entry.label}
    </option>
  ))
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
      <DeliveryMethodChoices
        block="checkout"
        name="method"
        options={methods}
        chosen={method}
        onChoose={shipping.setMethod}
        free={words.t('bag.free')}
        money={money}
      />
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
              <PointOptions points={pointOptions(points, method)} />
            ) : (
              <>
                <optgroup label={words.t('checkout.point.pudo')}>
                  <PointOptions points={points.pudo} />
                </optgroup>
                <optgroup label={words.t('checkout.point.sts')}>
                  <PointOptions points={points.sts} />
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
