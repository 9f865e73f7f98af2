import { DeliveryMethodChoices } from '../method-choice'
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
        <DeliveryMethodChoices
          block="bag"
          name="code"
          options={options}
          chosen={cart.shipment?.method}
          onChoose={summaryChanges.chooseMethod}
          free={words.t('bag.free')}
          money={money}
        />
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
