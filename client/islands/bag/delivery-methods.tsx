/**
 * The home shipment in the bag's summary: its method, the day it arrives by and its price, with "Change", which
 * opens the "change shipping method" dialog (spec 1's dialogs): the methods the cart service offers the shipment,
 * fastest first, each with its price, delivery time and day; the one chosen changes the cart and its totals.
 * Without JavaScript "Change" is a link to the bag with `?shipping=me`, which the server renders with the same
 * dialog open in the page's flow, a plain form that posts the bag's `chooseShipping` (as the store locator's
 * dialogs are, decision 082). Made-to-order lines travel in their own shipment, said beside it.
 */
import { type FormEvent, useEffect, useState } from 'react'
import { arrivalDate, formatArrival } from '../../../shared/bag/arrival'
import type { ShippingOption } from '../../../shared/bag/cart'
import { ModalHead } from '../../components/modal-head'
import { useDialog } from '../../hooks/use-dialog'
import { DeliveryMethodChoices } from '../method-choice'
import { IntentField } from './action-form'
import { type BagState, useBag } from './context'

/** Home-delivery methods a shopper picks in the bag; a collection point or a store is chosen at checkout. */
const BAG_METHODS = new Set(['standard', 'express'])

/** The methods the bag offers: the home ones it can reach, and the one chosen at checkout, so it shows as made. */
const offered = (options: readonly ShippingOption[], chosen: string | undefined) =>
  options.filter((option) => option.available && (BAG_METHODS.has(option.code) || option.code === chosen))

/** "Tue 8 Dec": the day a method delivered from the page's day arrives by, or null when its time names none. */
function arrivesBy(bag: BagState, deliveryTime: string): string | null {
  const day = arrivalDate(deliveryTime, bag.props.today)
  return day ? formatArrival(day, bag.props.bcp47) : null
}

/** A method's time as the dialog lists it: how long it takes, and the day it arrives by. */
function timed(bag: BagState, options: readonly ShippingOption[]) {
  return options.map((option) => {
    const date = arrivesBy(bag, option.deliveryTime)
    return date
      ? { ...option, deliveryTime: bag.words.t('bag.shipment.time', { time: option.deliveryTime, date }) }
      : option
  })
}

/** The home shipment: its method and day, its price, and the way to change it. */
export function DeliveryMethods() {
  const bag = useBag()
  const { words, hydrated, money, cart, props, shipment } = bag
  const chosen = cart.shipment?.options.find((option) => option.code === cart.shipment?.method)
  if (!cart.shipment || !chosen) return null
  const date = arrivesBy(bag, chosen.deliveryTime)
  const change = words.t('bag.shipment.change')
  return (
    <section className="bag__shipment" aria-labelledby="bag-shipment-title">
      <h3 id="bag-shipment-title">{words.t('bag.deliveryMethod')}</h3>
      <p className="bag__shipment-method">
        <span>
          {date
            ? words.t('bag.shipment.arrives', { method: chosen.label, date })
            : `${chosen.label}, ${chosen.deliveryTime}`}
        </span>
        <span className="bag__shipment-price">
          {chosen.originalPrice ? (
            <>
              <del>{money(chosen.originalPrice)}</del>{' '}
            </>
          ) : null}
          {chosen.price === 0 ? words.t('bag.free') : money(chosen.price)}
        </span>
      </p>
      {hydrated ? (
        <button
          type="button"
          className="link-button"
          aria-haspopup="dialog"
          aria-label={words.t('bag.shipment.changeName')}
          onClick={shipment.open}
        >
          {change}
        </button>
      ) : (
        <a
          className="link-button"
          href={`${props.bagPath}?shipping=me`}
          aria-label={words.t('bag.shipment.changeName')}
        >
          {change}
        </a>
      )}
      {cart.madeToOrder ? (
        <p className="bag__made-to-order">
          {words.t('custom.ownShipment', {
            method: cart.madeToOrder.label,
            time: cart.madeToOrder.deliveryTime,
          })}
        </p>
      ) : null}
      <ShipmentDialog />
    </section>
  )
}

/**
 * The "change shipping method" dialog: a modal once hydrated; before that (and without JavaScript), when the page
 * was asked for it, the same dialog open in the page's flow with a plain form.
 */
function ShipmentDialog() {
  const { hydrated, props } = useBag()
  if (!hydrated) return props.shipmentChoice ? <ShipmentForm methods={props.shipmentChoice.methods} /> : null
  return <ShipmentModal />
}

/** The dialog as the page renders it without JavaScript: open, its heading focused, a form posting the choice. */
function ShipmentForm({ methods }: { methods: ShippingOption[] | null }) {
  const bag = useBag()
  const { words, money, action, cart, props } = bag
  const options = methods ? timed(bag, offered(methods, cart.shipment?.method)) : []
  return (
    <dialog
      open
      id="bag-shipment-dialog"
      className="bag-shipment bag-shipment--page"
      aria-labelledby="bag-shipment-dialog-title"
    >
      {/* biome-ignore lint/a11y/noAutofocus: -- a dialog takes focus as it opens; this one opens with the page */}
      <h2 id="bag-shipment-dialog-title" tabIndex={-1} autoFocus>
        {words.t('bag.shipment.changeName')}
      </h2>
      {options.length > 0 ? (
        <form method="post" action={action}>
          <IntentField intent="chooseShipping" />
          <fieldset>
            <legend>{words.t('bag.deliveryMethod')}</legend>
            <DeliveryMethodChoices
              block="bag"
              name="code"
              options={options}
              chosen={cart.shipment?.method}
              onChoose={() => undefined}
              free={words.t('bag.free')}
              money={money}
            />
          </fieldset>
          <div className="bag-shipment__actions">
            <button type="submit" className="button">
              {words.t('bag.updateDelivery')}
            </button>
            <a className="button button--secondary" href={props.bagPath}>
              {words.t('bag.shipment.cancel')}
            </a>
          </div>
        </form>
      ) : (
        <>
          <p role="alert">{words.t('bag.shipment.unavailable')}</p>
          <a className="button button--secondary" href={props.bagPath}>
            {words.t('bag.shipment.cancel')}
          </a>
        </>
      )}
    </dialog>
  )
}

/** The modal dialog: the methods as they load, the one chosen checked, "Update delivery" changing the cart. */
function ShipmentModal() {
  const bag = useBag()
  const { words, money, busy, cart, shipment } = bag
  const { choosing } = shipment
  const [picked, setPicked] = useState<string | undefined>(cart.shipment?.method)
  const { ref, closed } = useDialog(shipment.showing, {
    onClose: shipment.close,
    onShow: () => setPicked(cart.shipment?.method),
  })
  const options = choosing?.methods ? timed(bag, offered(choosing.methods, cart.shipment?.method)) : null
  const methods = choosing?.methods
  // Once the methods have come, focus goes to the one chosen, as a radio group takes it (the arrows then choose).
  useEffect(() => {
    if (!methods) return
    const radios = ref.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
    ;([...(radios ?? [])].find((radio) => radio.checked) ?? radios?.[0])?.focus()
  }, [methods, ref])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!picked || picked === cart.shipment?.method) shipment.close()
    else shipment.choose(picked)
  }

  return (
    <dialog
      ref={ref}
      id="bag-shipment-dialog"
      className="modal bag-shipment"
      aria-labelledby="bag-shipment-dialog-title"
      onClose={closed}
    >
      {choosing ? (
        <>
          <ModalHead
            id="bag-shipment-dialog-title"
            title={words.t('bag.shipment.changeName')}
            close={words.t('blocks.closeDialog')}
          />
          {options && options.length > 0 ? (
            <form noValidate onSubmit={submit}>
              <fieldset>
                <legend>{words.t('bag.deliveryMethod')}</legend>
                <DeliveryMethodChoices
                  block="bag"
                  name="bag-shipment-code"
                  options={options}
                  chosen={picked}
                  onChoose={setPicked}
                  free={words.t('bag.free')}
                  money={money}
                />
              </fieldset>
              <div className="bag-shipment__actions">
                <button type="submit" className="button" disabled={busy}>
                  {words.t('bag.updateDelivery')}
                </button>
                <button type="button" className="button button--secondary" onClick={shipment.close}>
                  {words.t('bag.shipment.cancel')}
                </button>
              </div>
            </form>
          ) : choosing.failed || options ? (
            <p role="alert">{words.t('bag.shipment.unavailable')}</p>
          ) : (
            <p role="status">{words.t('bag.shipment.loading')}</p>
          )}
        </>
      ) : null}
    </dialog>
  )
}
