import { IntentField } from './action-form'
import { useBag } from './context'

/** Home-delivery methods a shopper picks in the bag; a collection point or a store is chosen at checkout. */
const BAG_METHODS = new Set(['standard', 'express'])

/** The delivery method of the home shipment, and how made-to-order lines travel beside it. */
export function DeliveryMethods() {
  const { words, hydrated, money, action, cart, summaryChanges } = useBag()
  // The home methods, and a collection point or store chosen at checkout, so the choice made shows as made.
  const options =
    cart.shipment?.options.filter(
      (option) => option.available && (BAG_METHODS.has(option.code) || option.code === cart.shipment?.method),
    ) ?? []
  if (options.length === 0) return null
  return (
    <form className="bag__methods" method="post" action={action} onSubmit={(event) => event.preventDefault()}>
      <IntentField intent="chooseShipping" />
      <fieldset>
        <legend>{words.t('bag.deliveryMethod')}</legend>
        {options.map((option) => (
          <label key={option.code} className="bag__method">
            <input
              type="radio"
              name="code"
              value={option.code}
              checked={cart.shipment?.method === option.code}
              onChange={() => summaryChanges.chooseMethod(option.code)}
            />
            <span className="bag__method-name">{option.label}</span>
            <span className="bag__method-time">{option.deliveryTime}</span>
            <span className="bag__method-price">
              {option.price === 0 ? words.t('bag.free') : money(option.price)}
            </span>
          </label>
        ))}
      </fieldset>
      {cart.madeToOrder ? (
        <p className="bag__made-to-order">
          {words.t('custom.ownShipment', {
            method: cart.madeToOrder.label,
            time: cart.madeToOrder.deliveryTime,
          })}
        </p>
      ) : null}
      {hydrated ? null : (
        <button type="submit" className="button button--secondary">
          {words.t('bag.updateDelivery')}
        </button>
      )}
    </form>
  )
}
