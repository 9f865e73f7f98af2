/**
 * The checkout: shipping, then billing, then the review (spec 1 §4). Rendered on the server as plain forms that
 * post to `/api/checkout/...` and go on to the next step's page without JavaScript. Hydrated, each form is checked
 * in the browser by the same rules the worker applies (`shared/address.ts`, merged with the platform's rules for
 * the country), errors are announced and focus moves to the first; the step changes in place, with the URL and
 * history kept in step, and the shopper's input is kept whatever the worker answers.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import {
  type AddressField,
  type AddressRules,
  isShippingCountry,
  type PickupPersonField,
  type ShippingCountry,
  validateAddress,
  validatePickupPerson,
} from '../../shared/address'
import type { Cart, CartAddress, DeliveryChange } from '../../shared/cart'
import { formatMoney } from '../../shared/money'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import {
  type AddressCountryOption,
  AddressFields,
  type AddressFieldsLabels,
} from '../components/address-fields'
import { AddressLines } from '../components/address-lines'
import { CustomFacts, type CustomLineLabels } from '../components/bag-line-parts'
import { CartTotals, PriceAdjustmentNote } from '../components/cart-totals'
import { type PaymentLabels, PaymentStep, type PaymentWallet, paymentName } from './checkout-payment'

export type CheckoutStep = 'shipping' | 'billing' | 'summary'

export interface CheckoutLabels {
  steps: Record<CheckoutStep, string>
  stepsNav: string
  stepOf: string
  contact: string
  shippingAddress: string
  deliveryMethod: string
  free: string
  continueToBilling: string
  billingAddress: string
  sameAsShipping: string
  newsletter: string
  continueToReview: string
  review: string
  edit: string
  editStep: string
  shipTo: string
  billTo: string
  delivery: string
  items: string
  quantity: string
  /** "Gift message to {to}", under a line that has one. */
  giftTo: string
  /** "Sent by email to {to} ({email})", under an e-gift card. */
  sentByEmail: string
  /** A personalised line's badge and personalisation (decision 030). */
  custom: Pick<CustomLineLabels, 'badge' | 'line' | 'threads'>
  /** "Personalised items": the made-to-order shipment's name, then its method and delivery time. */
  madeToOrder: string
  /** The shipping step's address when nothing is shipped (only e-gift cards), and why it is asked for. */
  contactAddress: string
  nothingShips: string
  summaryTitle: string
  showSummary: string
  subtotal: string
  discount: string
  tax: string
  taxLater: string
  vatIncluded: string
  total: string
  /** "Store price adjustment: {reason}" (decision 031). */
  adjustment: string
  fixFields: string
  saving: string
  genericError: string
  backToBag: string
  address: AddressFieldsLabels
  payment: PaymentLabels
  /** The point a pudo or sts shipment goes to: its field's label per method, and the empty choice. */
  point: { pudo: string; sts: string; choose: string; both: string }
  pickup: { title: string; me: string; other: string; hint: string } & Record<PickupPersonField, string>
  collectedBy: string
  pickupAt: string
  sentTo: string
  /** What the cart service changed by itself (express out of reach, a store abroad). */
  systemChanges: Record<DeliveryChange, string>
  /** Messages of the address rules, by key, with `{min}`, `{max}`… in place. */
  errors: Record<string, string>
}

export interface CheckoutProps {
  locale: string
  bcp47: string
  step: CheckoutStep
  cart: Cart
  shopCountry: ShippingCountry
  countries: AddressCountryOption[]
  /** The address rules of each country the cart delivers to, the platform's merged in. */
  rules: Record<string, AddressRules>
  paths: Record<CheckoutStep | 'bag', string>
  /** The outcome of a form post without JavaScript (`?checkout=`), or null. */
  notice: string | null
  /** A refusal the review came back with (a declined pay-later payment), shown atop the payment section, or null. */
  paymentNotice: string | null
  /** The payment provider's origin (card fields, 3-D Secure); null when none is configured. */
  providerOrigin: string | null
  /** The payment methods the cart service offers for this cart. */
  paymentMethods: string[]
  /** What the signed-in shopper's account offers at the payment step (decision 043); null for a guest. */
  account: PaymentWallet | null
  /** The collection points (pudo) and stores (sts) a shipment can go to, nearest the shipping address first. */
  points: Record<'pudo' | 'sts', { id: string; label: string }[]>
  /** The names of the stores the cart's pickup lines are picked up in. */
  storeNames: Record<string, string>
  /** Something the cart service changed by itself, for a form post without JavaScript (`?delivery=`), or null. */
  info: string | null
  /**
   * A signed-in shopper's main shipping address and email, offered on the shipping step while the bag has no
   * address of its own (decision 039); null otherwise.
   */
  saved?: { address: CartAddress; email: string } | null
  labels: CheckoutLabels
}

type Values = Partial<Record<AddressField, string>>
/** Field → message: the address's fields, `point`, and the collecting person's `pickupFirstName`…. */
type Errors = Partial<Record<string, string>>

/** The collecting person's fields as the form names them. */
const PICKUP_FIELDS: Record<PickupPersonField, string> = {
  firstName: 'pickupFirstName',
  lastName: 'pickupLastName',
  email: 'pickupEmail',
}
const POINT_METHODS = new Set(['pudo', 'sts'])

const STEPS: readonly CheckoutStep[] = ['shipping', 'billing', 'summary']
const SHIPPING_FIELDS: readonly AddressField[] = [
  'email',
  'country',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'phone',
]
const BILLING_FIELDS = SHIPPING_FIELDS.filter((field) => field !== 'email')

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

const valuesOf = (address: CartAddress | null, email: string | null, country: string): Values =>
  address
    ? { ...address, email: email ?? '' }
    : { country, email: email ?? '', firstName: '', lastName: '', addressLine1: '', city: '', postalCode: '' }

/** 'Same day' first, then by the first number of days (spec 1 §9). */
function deliveryOrder(time: string): number {
  if (/same|selben|mismo|même|giornata|dezelfde/i.test(time)) return 0
  return Number(/\d+/.exec(time)?.[0] ?? 99)
}

export function Checkout(props: CheckoutProps) {
  const { labels, cart: initialCart } = props
  const [cart, setCart] = useState(initialCart)
  const [step, setStep] = useState<CheckoutStep>(props.step)
  const [hydrated, setHydrated] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(props.notice)
  const [shipping, setShipping] = useState<Values>(() =>
    valuesOf(
      initialCart.shippingAddress ?? props.saved?.address ?? null,
      initialCart.email ?? props.saved?.email ?? null,
      props.shopCountry,
    ),
  )
  const [shippingErrors, setShippingErrors] = useState<Errors>({})
  const [method, setMethod] = useState(initialCart.shipment?.method ?? 'standard')
  const [point, setPoint] = useState(initialCart.shipment?.storeId ?? '')
  const [info, setInfo] = useState<string | null>(props.info)
  const [pickupBy, setPickupBy] = useState<'me' | 'other'>(initialCart.pickupPerson ? 'other' : 'me')
  const [pickupPerson, setPickupPerson] = useState<Record<PickupPersonField, string>>(
    initialCart.pickupPerson ?? { firstName: '', lastName: '', email: '' },
  )
  const [sameAsShipping, setSameAsShipping] = useState(
    !initialCart.billingAddress ||
      JSON.stringify(initialCart.billingAddress) === JSON.stringify(initialCart.shippingAddress),
  )
  const [billing, setBilling] = useState<Values>(() =>
    valuesOf(initialCart.billingAddress, null, initialCart.shippingAddress?.country ?? props.shopCountry),
  )
  const [billingErrors, setBillingErrors] = useState<Errors>({})
  const [newsletter, setNewsletter] = useState(initialCart.newsletterConsent)
  const heading = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    const onPop = () => {
      const found = STEPS.find((entry) => window.location.pathname === props.paths[entry])
      if (found) setStep(found)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [props.paths])

  const money = (amount: number) => formatMoney(amount, cart.currency, props.bcp47)

  function goTo(next: CheckoutStep) {
    setStep(next)
    setNotice(null)
    window.history.pushState(null, '', props.paths[next])
    // The new step's heading takes focus, so keyboard and screen reader users start there.
    requestAnimationFrame(() => heading.current?.focus())
  }

  /** Checks an address in the browser; the errors by field, in the shopper's language. */
  function check(values: Values, fields: readonly AddressField[]): Errors {
    const countryValue = values.country ?? ''
    const country = isShippingCountry(countryValue) ? countryValue : props.shopCountry
    const result = validateAddress(
      { ...values, email: fields.includes('email') ? values.email : (cart.email ?? '') },
      { country, rules: props.rules[country] },
    )
    if (result.ok) return {}
    return Object.fromEntries(
      Object.entries(result.errors)
        .filter(([field]) => fields.includes(field as AddressField))
        .map(([field, error]) => [
          field,
          fill(labels.errors[error.key] ?? labels.genericError, error.params ?? {}),
        ]),
    )
  }

  function focusFirstError(errors: Errors, prefix: string) {
    const first = [...SHIPPING_FIELDS, 'point', ...Object.values(PICKUP_FIELDS)].find(
      (field) => errors[field],
    )
    if (first) document.getElementById(`${prefix}-${first}`)?.focus()
  }

  /** The shipping form's own fields besides the address: the point of a pudo or sts method, who collects. */
  function checkDelivery(): Errors {
    const errors: Errors = {}
    if (POINT_METHODS.has(method) && cart.shipment && !point) errors.point = labels.point.choose
    if (hasPickup && pickupBy === 'other') {
      const result = validatePickupPerson(pickupPerson)
      if (!result.ok)
        for (const [field, error] of Object.entries(result.errors))
          errors[PICKUP_FIELDS[field as PickupPersonField]] = fill(
            labels.errors[error.key] ?? labels.genericError,
            error.params ?? {},
          )
    }
    return errors
  }

  /** Says what the cart service changed by itself in its answer (spec 1 §4's downgrades, store to home). */
  function reportChanges(next: Cart) {
    const change = next.changes.find((entry) => entry.bySystem && entry.itemId === null)
    setInfo(change ? fill(labels.systemChanges[change.kind], { store: pointLabel(change.storeId) }) : null)
    if (next.shipment) setMethod(next.shipment.method)
  }

  async function submit(
    path: string,
    json: Record<string, unknown>,
    onFields: (fields: Errors) => void,
    prefix: string,
  ): Promise<Cart | null> {
    setBusy(true)
    setNotice(null)
    setInfo(null)
    try {
      const answer = await callApi<{ cart: Cart }>(path, { locale: props.locale, json })
      setCart(answer.cart)
      return answer.cart
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        onFields(error.fields as Errors)
        focusFirstError(error.fields as Errors, prefix)
        setNotice(labels.fixFields)
      } else {
        if (error instanceof ApiRequestError && error.action === 'backToShipping') setStep('shipping')
        setNotice(shopperMessage(error, labels.genericError))
      }
      return null
    } finally {
      setBusy(false)
    }
  }

  /** Shows a form's errors; true when there were some, so the form is not sent. */
  function holdBack(errors: Errors, prefix: string, show: (errors: Errors) => void): boolean {
    show(errors)
    if (Object.keys(errors).length === 0) return false
    setNotice(labels.fixFields)
    focusFirstError(errors, prefix)
    return true
  }

  async function onShipping(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (holdBack({ ...check(shipping, SHIPPING_FIELDS), ...checkDelivery() }, 'shipping', setShippingErrors))
      return
    const saved = await submit(
      '/api/checkout/shipping',
      {
        ...shipping,
        ...(cart.shipment ? { method, ...(POINT_METHODS.has(method) ? { point } : {}) } : {}),
        ...(hasPickup
          ? {
              pickupBy,
              ...(pickupBy === 'other'
                ? {
                    pickupFirstName: pickupPerson.firstName,
                    pickupLastName: pickupPerson.lastName,
                    pickupEmail: pickupPerson.email,
                  }
                : {}),
            }
          : {}),
      },
      setShippingErrors,
      'shipping',
    )
    if (!saved) return
    reportChanges(saved)
    // A method the cart service changed stays on this step, so the shopper sees why before going on.
    if (!saved.changes.some((change) => change.bySystem && change.itemId === null)) goTo('billing')
  }

  async function onBilling(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!sameAsShipping && holdBack(check(billing, BILLING_FIELDS), 'billing', setBillingErrors)) return
    const saved = await submit(
      '/api/checkout/billing',
      { ...(sameAsShipping ? {} : billing), sameAsShipping, newsletter },
      setBillingErrors,
      'billing',
    )
    if (saved) goTo('summary')
  }

  /**
   * A placement refused about delivery (a store that can no longer hold a pickup line): the cart service moved the
   * line, so the cart is read again and the shopper goes back to shipping to see it. Any other refusal keeps the
   * shopper on the review, in the payment step (decision 066).
   */
  async function backToShipping(message: string) {
    try {
      const answer = await callApi<{ cart: Cart | null }>('/api/cart', { locale: props.locale })
      if (answer.cart) setCart(answer.cart)
    } catch {
      // The notice still says what happened; the next step reads the cart again.
    }
    goTo('shipping')
    setNotice(message)
  }

  const furthest: CheckoutStep = !cart.shippingAddress
    ? 'shipping'
    : !cart.billingAddress
      ? 'billing'
      : 'summary'
  const reachable = (entry: CheckoutStep) => STEPS.indexOf(entry) <= STEPS.indexOf(furthest)
  const hasPickup = cart.items.some((line) => line.pickupStoreId)
  const pointOptions = (code: string) => (code === 'pudo' || code === 'sts' ? props.points[code] : [])
  const pointLabel = (id: string | null) =>
    [...props.points.pudo, ...props.points.sts].find((entry) => entry.id === id)?.label ?? id ?? ''
  // Every method that reaches the address; one that goes to a point only when there are points to offer.
  const methods = [...(cart.shipment?.options ?? [])]
    .filter(
      (option) =>
        option.available && (!POINT_METHODS.has(option.code) || pointOptions(option.code).length > 0),
    )
    .sort((a, b) => deliveryOrder(a.deliveryTime) - deliveryOrder(b.deliveryTime))
  const pickupStores = [...new Set(cart.items.flatMap((line) => line.pickupStoreId ?? []))]
  // Only e-gift cards: nothing travels but email, so the shipping step's address is the shopper's contact.
  const byEmailOnly = cart.items.length > 0 && cart.items.every((line) => line.digital)
  const stepIndex = STEPS.indexOf(step)
  // The payment step says its own refusals; until it is there (before hydration), the top of the checkout does.
  const topNotice = notice ?? (hydrated ? null : props.paymentNotice)

  return (
    <div className="checkout" aria-busy={busy}>
      <nav className="checkout__steps" aria-label={labels.stepsNav}>
        <ol>
          {STEPS.map((entry, index) => (
            <li
              key={entry}
              className={entry === step ? 'is-current' : index < stepIndex ? 'is-done' : undefined}
            >
              {entry !== step && reachable(entry) ? (
                <a
                  href={props.paths[entry]}
                  onClick={(event) => {
                    if (!hydrated) return
                    event.preventDefault()
                    goTo(entry)
                  }}
                >
                  <span className="checkout__step-number">{index + 1}</span> {labels.steps[entry]}
                </a>
              ) : (
                <span aria-current={entry === step ? 'step' : undefined}>
                  <span className="checkout__step-number">{index + 1}</span> {labels.steps[entry]}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="checkout__layout">
        <div className="checkout__main">
          <h2 ref={heading} tabIndex={-1} className="checkout__title">
            {fill(labels.stepOf, { step: stepIndex + 1, count: STEPS.length, name: labels.steps[step] })}
          </h2>
          <div role="alert" className="checkout__alert">
            {topNotice ? <p className="notice notice--error">{topNotice}</p> : null}
          </div>
          <p className="visually-hidden" role="status">
            {busy ? labels.saving : ''}
          </p>
          {info ? (
            <p className="notice" role="status">
              {info}
            </p>
          ) : null}
          {step === 'shipping' ? (
            <form
              ref={formRef}
              method="post"
              action={`/api/checkout/shipping?locale=${props.locale}`}
              onSubmit={onShipping}
              noValidate={hydrated}
            >
              <fieldset className="checkout__fieldset">
                <legend>{byEmailOnly ? labels.contactAddress : labels.shippingAddress}</legend>
                {byEmailOnly ? <p className="checkout__hint">{labels.nothingShips}</p> : null}
                <AddressFields
                  prefix="shipping"
                  values={shipping}
                  errors={shippingErrors}
                  countries={props.countries}
                  fields={SHIPPING_FIELDS}
                  labels={labels.address}
                  onChange={(field, value) => setShipping((values) => ({ ...values, [field]: value }))}
                />
              </fieldset>
              {methods.length > 0 ? (
                <fieldset className="checkout__fieldset checkout__methods">
                  <legend>{labels.deliveryMethod}</legend>
                  {methods.map((option) => (
                    <label key={option.code} className="checkout__method">
                      <input
                        type="radio"
                        name="method"
                        value={option.code}
                        checked={method === option.code}
                        onChange={() => setMethod(option.code)}
                      />
                      <span className="checkout__method-name">{option.label}</span>
                      <span className="checkout__method-time">{option.deliveryTime}</span>
                      <span className="checkout__method-price">
                        {option.price === 0 ? labels.free : money(option.price)}
                      </span>
                    </label>
                  ))}
                  {methods.some((option) => POINT_METHODS.has(option.code)) &&
                  (!hydrated || POINT_METHODS.has(method)) ? (
                    <div className="checkout__point address-fields__field">
                      <label htmlFor="shipping-point">
                        {hydrated ? labels.point[method as 'pudo' | 'sts'] : labels.point.both}
                      </label>
                      <select
                        id="shipping-point"
                        name="point"
                        value={point}
                        onChange={(event) => setPoint(event.currentTarget.value)}
                        aria-invalid={shippingErrors.point ? true : undefined}
                        aria-describedby={shippingErrors.point ? 'shipping-point-error' : undefined}
                      >
                        <option value="">{labels.point.choose}</option>
                        {hydrated ? (
                          pointOptions(method).map((entry) => (
                            <option key={entry.id} value={entry.id}>
                              {entry.label}
                            </option>
                          ))
                        ) : (
                          <>
                            <optgroup label={labels.point.pudo}>
                              {props.points.pudo.map((entry) => (
                                <option key={entry.id} value={entry.id}>
                                  {entry.label}
                                </option>
                              ))}
                            </optgroup>
                            <optgroup label={labels.point.sts}>
                              {props.points.sts.map((entry) => (
                                <option key={entry.id} value={entry.id}>
                                  {entry.label}
                                </option>
                              ))}
                            </optgroup>
                          </>
                        )}
                      </select>
                      {shippingErrors.point ? (
                        <p id="shipping-point-error" className="field-error">
                          {shippingErrors.point}
                        </p>
                      ) : null}
                    </div>
                  ) : null}
                </fieldset>
              ) : null}
              {cart.madeToOrder ? (
                <p className="checkout__made-to-order">
                  {`${labels.madeToOrder}: ${cart.madeToOrder.label} · ${cart.madeToOrder.deliveryTime}`}
                </p>
              ) : null}
              {hasPickup ? (
                <fieldset className="checkout__fieldset checkout__pickup">
                  <legend>{labels.pickup.title}</legend>
                  <div className="checkout__pickup-choice">
                    {(['me', 'other'] as const).map((choice) => (
                      <label key={choice} className="checkout__check">
                        <input
                          type="radio"
                          name="pickupBy"
                          value={choice}
                          checked={pickupBy === choice}
                          onChange={() => setPickupBy(choice)}
                        />
                        {labels.pickup[choice]}
                      </label>
                    ))}
                  </div>
                  {pickupBy === 'other' || !hydrated ? (
                    <div className="checkout__pickup-person address-fields">
                      <p className="checkout__hint">{labels.pickup.hint}</p>
                      {(['firstName', 'lastName', 'email'] as const).map((field) => {
                        const name = PICKUP_FIELDS[field]
                        const error = shippingErrors[name]
                        return (
                          <div key={field} className="address-fields__field">
                            <label htmlFor={`shipping-${name}`}>{labels.pickup[field]}</label>
                            <input
                              id={`shipping-${name}`}
                              name={name}
                              type={field === 'email' ? 'email' : 'text'}
                              autoComplete="off"
                              maxLength={field === 'email' ? 100 : 30}
                              value={pickupPerson[field]}
                              onChange={(event) => {
                                const value = event.currentTarget.value
                                setPickupPerson((person) => ({ ...person, [field]: value }))
                              }}
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
              ) : null}
              <button type="submit" className="button button--lg checkout__next" disabled={busy}>
                {labels.continueToBilling}
              </button>
            </form>
          ) : null}
          {step === 'billing' ? (
            <form
              method="post"
              action={`/api/checkout/billing?locale=${props.locale}`}
              onSubmit={onBilling}
              noValidate={hydrated}
            >
              <fieldset className="checkout__fieldset">
                <legend>{labels.billingAddress}</legend>
                <label className="checkout__check">
                  <input
                    type="checkbox"
                    name="sameAsShipping"
                    checked={sameAsShipping}
                    onChange={(event) => setSameAsShipping(event.currentTarget.checked)}
                  />
                  {labels.sameAsShipping}
                </label>
                {sameAsShipping && cart.shippingAddress ? (
                  <AddressBlock address={cart.shippingAddress} countries={props.countries} />
                ) : null}
                {!sameAsShipping || !hydrated ? (
                  <div className={sameAsShipping ? 'checkout__other-address' : undefined}>
                    <AddressFields
                      prefix="billing"
                      browserRequired={hydrated}
                      values={billing}
                      errors={billingErrors}
                      countries={props.countries}
                      fields={BILLING_FIELDS}
                      labels={labels.address}
                      onChange={(field, value) => setBilling((values) => ({ ...values, [field]: value }))}
                    />
                  </div>
                ) : null}
              </fieldset>
              <label className="checkout__check">
                <input
                  type="checkbox"
                  name="newsletter"
                  checked={newsletter}
                  onChange={(event) => setNewsletter(event.currentTarget.checked)}
                />
                {labels.newsletter}
              </label>
              <button type="submit" className="button button--lg checkout__next" disabled={busy}>
                {labels.continueToReview}
              </button>
            </form>
          ) : null}
          {step === 'summary' ? (
            <div className="checkout__review">
              <ReviewBlock
                title={byEmailOnly ? labels.contact : labels.shipTo}
                edit={labels.edit}
                editName={fill(labels.editStep, { name: byEmailOnly ? labels.contact : labels.shipTo })}
                onEdit={() => goTo('shipping')}
                href={props.paths.shipping}
              >
                {cart.shippingAddress ? (
                  <AddressBlock
                    address={cart.shippingAddress}
                    countries={props.countries}
                    email={cart.email}
                  />
                ) : null}
                {cart.shipment ? (
                  <p>
                    {`${labels.delivery}: `}
                    {cart.shipment.options.find((option) => option.code === cart.shipment?.method)?.label}
                    {cart.shipment.storeId
                      ? ` · ${fill(labels.sentTo, { point: pointLabel(cart.shipment.storeId) })}`
                      : null}
                  </p>
                ) : null}
                {cart.madeToOrder ? (
                  <p>
                    {`${labels.madeToOrder}: ${cart.madeToOrder.label} · ${cart.madeToOrder.deliveryTime}`}
                  </p>
                ) : null}
                {pickupStores.map((storeId) => (
                  <p key={storeId}>
                    {fill(labels.pickupAt, { store: props.storeNames[storeId] ?? storeId })}
                  </p>
                ))}
                {hasPickup && cart.pickupPerson ? (
                  <p>
                    {fill(labels.collectedBy, {
                      name: `${cart.pickupPerson.firstName} ${cart.pickupPerson.lastName}`,
                    })}
                  </p>
                ) : null}
              </ReviewBlock>
              <ReviewBlock
                title={labels.billTo}
                edit={labels.edit}
                editName={fill(labels.editStep, { name: labels.billTo })}
                onEdit={() => goTo('billing')}
                href={props.paths.billing}
              >
                {cart.billingAddress ? (
                  <AddressBlock address={cart.billingAddress} countries={props.countries} />
                ) : null}
              </ReviewBlock>
              {hydrated ? null : (
                <noscript>
                  <p className="notice">{labels.payment.needsScript}</p>
                </noscript>
              )}
              {hydrated ? (
                <PaymentStep
                  locale={props.locale}
                  cart={cart}
                  providerOrigin={props.providerOrigin}
                  methods={props.paymentMethods}
                  account={props.account}
                  labels={labels.payment}
                  money={money}
                  onCart={setCart}
                  refusal={props.paymentNotice}
                  onRefused={(message) => void backToShipping(message)}
                />
              ) : null}
            </div>
          ) : null}
        </div>
        <OrderSummary cart={cart} labels={labels} money={money} />
      </div>
    </div>
  )
}

function ReviewBlock(props: {
  title: string
  edit: string
  editName: string
  href: string
  onEdit: () => void
  children: ReactNode
}) {
  return (
    <section className="checkout__review-block" aria-label={props.title}>
      <div className="checkout__review-head">
        <h3>{props.title}</h3>
        <a
          href={props.href}
          aria-label={props.editName}
          onClick={(event) => {
            event.preventDefault()
            props.onEdit()
          }}
        >
          {props.edit}
        </a>
      </div>
      {props.children}
    </section>
  )
}

function AddressBlock({
  address,
  countries,
  email,
}: {
  address: CartAddress
  countries: AddressCountryOption[]
  email?: string | null
}) {
  const country = countries.find((entry) => entry.code === address.country)?.name ?? address.country
  return <AddressLines address={address} countryName={country} email={email} />
}

/** On a phone the summary starts closed above the steps (its total in view); without JavaScript it stays open. */
function collapseOnPhones(details: HTMLDetailsElement | null) {
  if (details && window.matchMedia('(max-width: 899px)').matches) details.open = false
}

/** The order summary: collapsible on a phone, beside the steps on a wider screen. */
function OrderSummary({
  cart,
  labels,
  money,
}: {
  cart: Cart
  labels: CheckoutLabels
  money: (amount: number) => string
}) {
  const { totals } = cart
  return (
    <details className="checkout__summary" open ref={collapseOnPhones}>
      <summary>
        <span>{labels.summaryTitle}</span>
        <span className="checkout__summary-total">{money(totals.total)}</span>
      </summary>
      <ul className="checkout__items" aria-label={labels.items}>
        {cart.items.map((line) => (
          <li key={line.id}>
            <img src={line.image || undefined} alt="" width={64} height={64} loading="lazy" />
            <div>
              <p className="checkout__item-name">{line.name}</p>
              <p className="checkout__item-facts">
                {/* An e-gift card's amount is its price, not a size. */}
                {[line.digital ? null : (line.sizeLabel ?? line.size), `${labels.quantity} ${line.qty}`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {line.custom ? <CustomFacts custom={line.custom} labels={labels.custom} /> : null}
              {line.gift ? (
                <p className="checkout__item-facts">
                  {line.digital
                    ? fill(labels.sentByEmail, { to: line.gift.to, email: line.gift.email })
                    : fill(labels.giftTo, { to: line.gift.to })}
                </p>
              ) : null}
              {line.adjustment ? (
                <PriceAdjustmentNote adjustment={line.adjustment} label={labels.adjustment} money={money} />
              ) : null}
            </div>
            <p className="checkout__item-total">{line.bonus ? labels.free : money(line.price.rowTotal)}</p>
          </li>
        ))}
      </ul>
      <CartTotals
        totals={totals}
        labels={labels}
        money={money}
        adjustments={cart.adjustments.filter((adjustment) => adjustment.itemId === null)}
        promotions={cart.promotions}
      />
      {cart.payments.length > 0 ? (
        <dl className="cart-totals checkout__paid" aria-label={labels.payment.title}>
          {cart.payments.map((payment) => (
            <div key={payment.id}>
              <dt>{paymentName(payment, labels.payment)}</dt>
              <dd>{`−${money(payment.amount)}`}</dd>
            </div>
          ))}
          <div className="cart-totals__total">
            <dt>{labels.payment.reward.leftToPay}</dt>
            <dd>{money(Math.max(totals.remainingToPay, 0))}</dd>
          </div>
        </dl>
      ) : null}
    </details>
  )
}
