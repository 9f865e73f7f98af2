/**
 * Choosing colour, size and quantity, and adding to the bag. Rendered on the server as a plain form that works
 * without JavaScript: colour and size are radio groups, "Show selection" reloads the page for the chosen colour,
 * and "Add to bag" posts to the worker, which returns to this page with a notice. Hydrated, it keeps the URL in
 * step with the choice, shows which sizes the chosen colour has, checks the form before sending, adds through the
 * API and updates the mini cart at once.
 *
 * An e-gift card (`egift`) is bought for someone: its sizes are amounts, and instead of a quantity it asks for the
 * recipient (to, their email, a message) by the rules the worker applies too (`shared/gift-option.ts`); a refused
 * field says why, and focus goes to the first refusal, the amount's included. Without JavaScript the same fields
 * post with the form, and a refusal comes back with what was typed and each field's error.
 *
 * A personalisable product (`personalise`, decision 030) offers "Personalise it": a checkbox that shows a text and a
 * thread colour (CSS shows them when it is ticked, so it works without JavaScript too), checked by the rules the
 * worker and the cart service apply (`shared/personalisation.ts`). A personalised item is made to order and
 * delivered, never picked up, and cannot be returned, which the option says before the add.
 */
import { useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { Cart, CartLine } from '../../shared/cart'
import { CUSTOM_AMOUNT_MAX_LENGTH, CUSTOM_AMOUNT_SIZE } from '../../shared/egift-amount'
import type { CustomAmountErrorKey } from '../../shared/egift-amount-check'
import {
  GIFT_FIELDS,
  type GiftErrors,
  type GiftField,
  type GiftOption,
  validateGiftOption,
} from '../../shared/gift-option'
import type { PersonalisationErrors } from '../../shared/personalisation'
import { shopperMessage } from '../api'
import { GiftFields, type GiftFieldsLabels, giftErrorsOf } from '../components/gift-fields'
import { MiniCartDialog, type MiniCartDialogLabels } from '../components/mini-cart-dialog'
import { addToCart } from '../state/cart'
import { chosenColourAtom, chosenSizeAtom, pickupStoreAtom, useChoice } from '../state/product'

export interface BuyBoxProps {
  locale: string
  styleCode: string
  productPath: string
  colours: { code: string; name: string; hex: string }[]
  sizes: string[]
  /** Each size as the market reads it (a UK or EU shoe size); the value stays the catalogue's. */
  sizeLabels: Record<string, string>
  variants: { sku: string; colourCode: string; size: string; inStock: boolean }[]
  maxQty: number
  initialColour: string
  initialSize: string | null
  /** A notice from a form post without JavaScript (`?cart=...` on return). */
  initialNotice: { kind: 'success' | 'error'; text: string } | null
  /** The locale's BCP 47 tag, for the mini cart's money. */
  bcp47: string
  /** Where the mini cart leads. */
  paths: { bag: string; checkout: string }
  miniCart: MiniCartDialogLabels
  labels: {
    /** "Colour: {colour}", as the language writes it ("Couleur : {colour}"). */
    colour: string
    size: string
    quantity: string
    addToBag: string
    adding: string
    update: string
    chooseSize: string
    soldOut: string
    added: string
    quantityError: string
    genericError: string
    pickingUp: string
    deliverInstead: string
  }
  /** An e-gift card's amounts and recipient; null for any other product. */
  egift: {
    /** Each amount (a size value) as the shopper reads it: money in the page's currency. */
    amounts: Record<string, string>
    /** The recipient a form post without JavaScript was refused with, as typed; null otherwise. */
    kept: GiftOption | null
    /**
     * "Another amount": a whole amount in `currency` within the shared rules' limits (`shared/egift-amount.ts`),
     * with what a form post came back with, and each refusal worded with the limits.
     */
    custom: {
      currency: string
      kept: string | null
      keptError: string | null
      labels: { other: string; field: string; hint: string }
      errors: Record<CustomAmountErrorKey, string>
    }
    labels: {
      amount: string
      chooseAmount: string
      recipient: string
      byEmail: string
      fields: GiftFieldsLabels
    }
  } | null
  /** A personalisable product's option; null for any other product. */
  personalise: {
    /** The surcharge a unit, as money in the page's currency. */
    surcharge: string
    /** What the option starts with: a refused form post's values, or a saved recipe's (`?recipe=`). */
    initial: { on: boolean; text: string; thread: string }
    /** The initial values were refused (a form post without JavaScript): show why at once. */
    refused: boolean
    /** Why the initial values were refused, by field (none unless `refused`). */
    initialErrors: PersonalisationErrors
    /** The most characters the text holds. */
    max: number
    threads: { code: string; name: string; hex: string }[]
    labels: {
      personalise: string
      title: string
      text: string
      textHint: string
      /** "{count} of {max} characters". */
      count: string
      thread: string
      madeToOrder: string
      noReturns: string
      /** Each refusal's message, by its key's last part (`textRequired`, `tooLong`...). */
      errors: Record<string, string>
    }
  } | null
}

const DARK_THREADS = new Set(['black', 'navy', 'red'])

/** The buy box's form, which a button elsewhere on the page (the phone's "Add to bag" bar) submits with `form=`. */
export const buyBoxFormId = (styleCode: string) => `buy-${styleCode}-form`

/**
 * Checks a personalisation by the shared rules, loaded when first needed: most product pages cannot be
 * personalised, and their script budget should not carry the rules.
 */
const checkPersonal = async (value: { text: string; thread: string }) =>
  (await import('../../shared/personalisation')).validatePersonalisation({
    text: value.text,
    thread: value.thread,
  })

type Notice = { kind: 'success' | 'error'; text: string } | null

const NO_RECIPIENT: GiftOption = { to: '', email: '', message: '' }

export function BuyBox(props: BuyBoxProps) {
  const { labels } = props
  const chosen = useChoice(chosenColourAtom, null)
  const setChosen = useSetAtom(chosenColourAtom)
  const colour = chosen ?? props.initialColour
  const [size, setSize] = useState<string | null>(props.initialSize)
  const [qty, setQty] = useState('1')
  const [sizeError, setSizeError] = useState<string | null>(null)
  const [qtyError, setQtyError] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice>(props.initialNotice)
  const [submitting, setSubmitting] = useState(false)
  const [added, setAdded] = useState<{ cart: Cart; line: CartLine } | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  /** The button the add was made with (the buy box's or the phone's bar): focus goes back to it. */
  const usedButton = useRef<HTMLElement | null>(null)
  const pickup = useChoice(pickupStoreAtom, null)
  const setPickup = useSetAtom(pickupStoreAtom)
  const shareSize = useSetAtom(chosenSizeAtom)
  useEffect(() => shareSize(size), [size, shareSize])
  const firstSize = useRef<HTMLInputElement>(null)
  // Ids come from props, not useId: an island hydrates as its own root, so React's ids would not match the page's.
  const id = `buy-${props.styleCode}`
  const { egift } = props
  const [recipient, setRecipient] = useState<GiftOption>(egift?.kept ?? NO_RECIPIENT)
  const [recipientErrors, setRecipientErrors] = useState<GiftErrors>(
    egift?.kept ? giftErrorsOf(egift.kept, true) : {},
  )
  // Once an add was refused, each change checks again, so an error goes as soon as it is put right.
  const [recipientChecked, setRecipientChecked] = useState(Boolean(egift?.kept))
  const recipientFields = useRef<Partial<Record<GiftField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  )
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [customAmount, setCustomAmount] = useState(egift?.custom.kept ?? '')
  const [amountError, setAmountError] = useState<string | null>(egift?.custom.keptError ?? null)
  const amountField = useRef<HTMLInputElement>(null)
  const custom = Boolean(egift) && size === CUSTOM_AMOUNT_SIZE

  /** The amount typed, checked by the shared rules: its value, or its refusal worded (null: the amount is fine). */
  const checkAmount = async (value: string): Promise<{ value: number } | { error: string }> => {
    // Loaded when first needed: only the e-gift card's page has an amount to check.
    const { validateCustomAmount } = await import('../../shared/egift-amount-check')
    const checked = validateCustomAmount(value, egift?.custom.currency ?? '')
    return checked.ok ? { value: checked.value } : { error: egift?.custom.errors[checked.error.key] ?? '' }
  }
  const { personalise } = props
  const [personal, setPersonal] = useState(personalise?.initial ?? { on: false, text: '', thread: 'white' })
  const [personalErrors, setPersonalErrors] = useState<PersonalisationErrors>(
    personalise?.initialErrors ?? {},
  )
  const [personalChecked, setPersonalChecked] = useState(Boolean(personalise?.refused))
  const personalText = useRef<HTMLInputElement>(null)
  const firstThread = useRef<HTMLInputElement>(null)
  const changePersonal = (next: Partial<typeof personal>) => {
    const value = { ...personal, ...next }
    setPersonal(value)
    setNotice(null)
    if (personalChecked)
      void checkPersonal(value).then((checked) => setPersonalErrors(checked.ok ? {} : checked.errors))
  }
  const personalError = (field: 'text' | 'thread') => {
    const error = personalErrors[field]
    return error && personalise
      ? (personalise.labels.errors[error.key.replace('custom.error.', '')] ?? '')
      : null
  }
  const personalising = Boolean(personalise && personal.on)

  const changeRecipient = (field: GiftField, value: string) => {
    const next = { ...recipient, [field]: value }
    setRecipient(next)
    if (recipientChecked) setRecipientErrors(giftErrorsOf(next, true))
  }

  // An amount of the shopper's choosing is added as the card's first variant in the colour (its design).
  const variantFor = (colourCode: string, sizeValue: string | null) =>
    egift && sizeValue === CUSTOM_AMOUNT_SIZE
      ? props.variants.find((variant) => variant.colourCode === colourCode)
      : props.variants.find((variant) => variant.colourCode === colourCode && variant.size === sizeValue)
  const colourName = props.colours.find((entry) => entry.code === colour)?.name ?? ''
  const [chosenBefore, chosenAfter] = labels.colour.split('{colour}')

  const syncUrl = (colourCode: string, sizeValue: string | null) => {
    const url = new URL(window.location.href)
    url.searchParams.set('colour', colourCode)
    if (sizeValue) url.searchParams.set('size', sizeValue)
    else url.searchParams.delete('size')
    url.searchParams.delete('cart')
    window.history.replaceState(window.history.state, '', url.pathname + url.search)
  }

  const chooseColour = (code: string) => {
    setChosen(code)
    const keep = size && variantFor(code, size)?.inStock ? size : null
    setSize(keep)
    setNotice(null)
    syncUrl(code, keep)
  }

  const chooseSize = (value: string) => {
    setSize(value)
    setSizeError(null)
    setNotice(null)
    syncUrl(colour, value)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.formMethod === 'get') return
    event.preventDefault()
    usedButton.current = submitter ?? addButton.current
    const variant = variantFor(colour, size)
    const quantity = egift ? 1 : Number(qty)
    let valid = true
    let amount: number | undefined
    if (!variant?.inStock) {
      setSizeError(egift ? egift.labels.chooseAmount : labels.chooseSize)
      firstSize.current?.focus()
      valid = false
    } else if (custom) {
      const checkedAmount = await checkAmount(customAmount)
      if ('error' in checkedAmount) {
        setAmountError(checkedAmount.error)
        amountField.current?.focus()
        valid = false
      } else {
        setAmountError(null)
        amount = checkedAmount.value
      }
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > props.maxQty) {
      setQtyError(labels.quantityError)
      valid = false
    } else setQtyError(null)
    const checked = egift ? validateGiftOption(recipient, { emailRequired: true }) : null
    if (checked) {
      setRecipientErrors(checked.ok ? {} : checked.errors)
      setRecipientChecked(true)
      if (!checked.ok) {
        // The amount comes first; without a refused amount, the first refused field takes focus.
        if (valid)
          recipientFields.current[GIFT_FIELDS.find((field) => checked.errors[field]) ?? 'to']?.focus()
        valid = false
      }
    }
    const made = personalising ? await checkPersonal(personal) : null
    if (made) {
      setPersonalErrors(made.ok ? {} : made.errors)
      setPersonalChecked(true)
      if (!made.ok) {
        if (valid) (made.errors.text ? personalText : firstThread).current?.focus()
        valid = false
      }
    }
    if (!valid || !variant) return
    const gift = checked?.ok ? checked.value : undefined
    const personalisation = made?.ok ? made.value : undefined
    setSubmitting(true)
    setNotice(null)
    try {
      const cart = await addToCart(props.locale, variant.sku, quantity, {
        // A personalised item is made to order and delivered: never picked up.
        storeId: egift || personalisation ? undefined : pickup?.id,
        gift,
        ...(amount !== undefined ? { customAmount: amount } : {}),
        personalisation,
      })
      setNotice({ kind: 'success', text: labels.added })
      // An e-gift card is a line of its own each time: the newest to this recipient is the one just added.
      const line = gift
        ? cart.items.findLast(
            (entry) =>
              entry.productId === variant.sku &&
              entry.gift?.to === gift.to &&
              entry.gift.email === gift.email &&
              entry.customAmount === (amount ?? null),
          )
        : personalisation
          ? cart.items.findLast(
              (entry) =>
                entry.productId === variant.sku &&
                entry.custom?.text === personalisation.text &&
                entry.custom.thread === personalisation.thread,
            )
          : cart.items.find(
              (entry) =>
                entry.productId === variant.sku &&
                entry.pickupStoreId === (pickup?.id ?? null) &&
                entry.custom === null,
            )
      if (gift) {
        setRecipient(NO_RECIPIENT)
        setRecipientChecked(false)
        setCustomAmount('')
      }
      if (line) setAdded({ cart, line })
    } catch (error) {
      setNotice({
        kind: 'error',
        text: shopperMessage(error, labels.genericError),
      })
    } finally {
      setSubmitting(false)
    }
  }

  const returnTo = `${props.productPath}?colour=${encodeURIComponent(colour)}${size ? `&size=${encodeURIComponent(size)}` : ''}`
  let firstEnabled = true
  return (
    <form
      className="buy-box"
      id={buyBoxFormId(props.styleCode)}
      method="post"
      action={`/api/cart/items?locale=${props.locale}`}
      onSubmit={onSubmit}
      noValidate
    >
      <input type="hidden" name="styleCode" value={props.styleCode} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {/* An e-gift card has one design: nothing to choose. */}
      {egift ? (
        <input type="hidden" name="colour" value={colour} />
      ) : (
        <fieldset className="buy-box__colours">
          <legend>
            {chosenBefore}
            <span className="buy-box__chosen">{colourName}</span>
            {chosenAfter}
          </legend>
          <div className="swatch-group">
            {props.colours.map((entry) => (
              <label key={entry.code} className="swatch-option" title={entry.name}>
                <input
                  type="radio"
                  name="colour"
                  value={entry.code}
                  checked={entry.code === colour}
                  onChange={() => chooseColour(entry.code)}
                />
                <span className="swatch" style={{ background: entry.hex }} aria-hidden="true" />
                <span className="visually-hidden">{entry.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset
        className="buy-box__sizes"
        aria-describedby={sizeError ? `${id}-size-error` : undefined}
        aria-invalid={sizeError ? true : undefined}
      >
        <legend>{egift ? egift.labels.amount : labels.size}</legend>
        <div className="size-group">
          {props.sizes.map((value) => {
            const available = variantFor(colour, value)?.inStock ?? false
            const ref = available && firstEnabled ? firstSize : undefined
            if (available) firstEnabled = false
            return (
              <label key={value} className={available ? 'size-option' : 'size-option is-sold-out'}>
                <input
                  ref={ref}
                  type="radio"
                  name="size"
                  value={value}
                  checked={size === value}
                  disabled={!available}
                  onChange={() => chooseSize(value)}
                />
                <span>{(egift?.amounts ?? props.sizeLabels)[value] ?? value}</span>
                {available ? null : <span className="visually-hidden">{` (${labels.soldOut})`}</span>}
              </label>
            )
          })}
          {egift ? (
            <label className="size-option buy-box__other-amount">
              <input
                type="radio"
                name="size"
                value={CUSTOM_AMOUNT_SIZE}
                checked={custom}
                aria-controls={`${id}-amount-field`}
                onChange={() => chooseSize(CUSTOM_AMOUNT_SIZE)}
              />
              <span>{egift.custom.labels.other}</span>
            </label>
          ) : null}
        </div>
        {sizeError ? (
          <p className="field-error" id={`${id}-size-error`} role="alert">
            {sizeError}
          </p>
        ) : null}
        {/* Shown once "Another amount" is chosen (by CSS, so also without JavaScript); the worker reads it only then. */}
        {egift ? (
          <div className="buy-box__custom-amount" id={`${id}-amount-field`}>
            <label htmlFor={`${id}-amount`}>{egift.custom.labels.field}</label>
            <input
              ref={amountField}
              id={`${id}-amount`}
              name="customAmount"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={CUSTOM_AMOUNT_MAX_LENGTH}
              value={customAmount}
              onChange={(event) => {
                setCustomAmount(event.target.value)
                // Once refused, each change checks again, so the error goes as soon as it is put right.
                if (amountError)
                  void checkAmount(event.target.value).then((checked) =>
                    setAmountError('error' in checked ? checked.error : null),
                  )
                setNotice(null)
              }}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={`${id}-amount-hint${amountError ? ` ${id}-amount-error` : ''}`}
              // biome-ignore lint/a11y/noAutofocus: -- back from a refused form post without JavaScript, the refused amount takes focus, as the gift fields' first refusal does
              autoFocus={Boolean(egift.custom.keptError) && custom}
            />
            <p className="field-hint" id={`${id}-amount-hint`}>
              {egift.custom.labels.hint}
            </p>
            {amountError ? (
              <p className="field-error" id={`${id}-amount-error`} role="alert">
                {amountError}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
      {egift ? (
        <fieldset className="buy-box__recipient">
          <legend>{egift.labels.recipient}</legend>
          <p className="field-hint">{egift.labels.byEmail}</p>
          <input type="hidden" name="qty" value="1" />
          <GiftFields
            idPrefix={`${id}-gift`}
            values={recipient}
            errors={recipientErrors}
            labels={egift.labels.fields}
            emailRequired
            onChange={changeRecipient}
            counting={hydrated}
            fieldRefs={recipientFields}
            autoFocus={egift.kept ? GIFT_FIELDS.find((field) => recipientErrors[field]) : undefined}
          />
        </fieldset>
      ) : (
        <div className="buy-box__qty">
          <label htmlFor={`${id}-qty`}>{labels.quantity}</label>
          <input
            id={`${id}-qty`}
            name="qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={props.maxQty}
            value={qty}
            onChange={(event) => setQty(event.target.value)}
            aria-invalid={qtyError ? true : undefined}
            aria-describedby={qtyError ? `${id}-qty-error` : undefined}
          />
          {qtyError ? (
            <p className="field-error" id={`${id}-qty-error`} role="alert">
              {qtyError}
            </p>
          ) : null}
        </div>
      )}
      {personalise ? (
        <fieldset className="buy-box__personalise">
          <legend className="visually-hidden">{personalise.labels.title}</legend>
          <label className="buy-box__personalise-toggle">
            <input
              type="checkbox"
              name="personalise"
              value="1"
              checked={personal.on}
              aria-controls={`${id}-personal`}
              onChange={(event) => changePersonal({ on: event.currentTarget.checked })}
            />
            <span>{personalise.labels.personalise.replace('{price}', personalise.surcharge)}</span>
          </label>
          <div id={`${id}-personal`} className="buy-box__personal" hidden={hydrated && !personal.on}>
            <div className="buy-box__personal-text">
              <label htmlFor={`${id}-personal-text`}>{personalise.labels.text}</label>
              <input
                ref={personalText}
                id={`${id}-personal-text`}
                name="personalText"
                type="text"
                value={personal.text}
                maxLength={personalise.max}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                // biome-ignore lint/a11y/noAutofocus: -- a refused form post comes back with focus on what to correct
                autoFocus={personalise.refused && Boolean(personalErrors.text)}
                aria-invalid={personalErrors.text ? true : undefined}
                aria-describedby={`${id}-personal-hint${hydrated ? ` ${id}-personal-count` : ''}${personalErrors.text ? ` ${id}-personal-error` : ''}`}
                onChange={(event) => changePersonal({ text: event.currentTarget.value })}
              />
              <p className="field-hint" id={`${id}-personal-hint`}>
                {personalise.labels.textHint.replace('{max}', String(personalise.max))}
              </p>
              {hydrated ? (
                <p className="field-hint buy-box__count" id={`${id}-personal-count`} aria-live="polite">
                  {personalise.labels.count
                    .replace('{count}', String([...personal.text].length))
                    .replace('{max}', String(personalise.max))}
                </p>
              ) : null}
              {personalErrors.text ? (
                <p className="field-error" id={`${id}-personal-error`} role="alert">
                  {personalError('text')}
                </p>
              ) : null}
            </div>
            <fieldset
              className="buy-box__threads"
              aria-invalid={personalErrors.thread ? true : undefined}
              aria-describedby={personalErrors.thread ? `${id}-thread-error` : undefined}
            >
              <legend>
                {personalise.labels.thread}:{' '}
                <span className="buy-box__chosen">
                  {personalise.threads.find((thread) => thread.code === personal.thread)?.name ?? ''}
                </span>
              </legend>
              <div className="swatch-group">
                {personalise.threads.map((thread, index) => (
                  <label key={thread.code} className="swatch-option" title={thread.name}>
                    <input
                      ref={index === 0 ? firstThread : undefined}
                      type="radio"
                      name="threadColour"
                      value={thread.code}
                      checked={personal.thread === thread.code}
                      onChange={() => changePersonal({ thread: thread.code })}
                    />
                    <span className="swatch" style={{ background: thread.hex }} aria-hidden="true" />
                    <span className="visually-hidden">{thread.name}</span>
                  </label>
                ))}
              </div>
              {personalErrors.thread ? (
                <p className="field-error" id={`${id}-thread-error`} role="alert">
                  {personalError('thread')}
                </p>
              ) : null}
            </fieldset>
            {personal.text.trim() ? (
              <p
                // Dark threads are shown on a light fabric, light ones on a dark fabric.
                className={`buy-box__preview${DARK_THREADS.has(personal.thread) ? ' is-light' : ''}`}
                aria-hidden="true"
                style={{
                  color: personalise.threads.find((thread) => thread.code === personal.thread)?.hex,
                }}
              >
                {personal.text}
              </p>
            ) : null}
            <p className="buy-box__made-to-order">{personalise.labels.madeToOrder}</p>
            <p className="buy-box__no-returns">{personalise.labels.noReturns}</p>
          </div>
        </fieldset>
      ) : null}
      {pickup && !egift && !personalising ? (
        <p className="buy-box__pickup">
          {labels.pickingUp.replace('{store}', pickup.name)}{' '}
          <button type="button" className="link-button" onClick={() => setPickup(null)}>
            {labels.deliverInstead}
          </button>
        </p>
      ) : null}
      <div className="buy-box__actions">
        <button
          type="submit"
          className="button button--secondary buy-box__update"
          formMethod="get"
          formAction={props.productPath}
          formNoValidate
        >
          {labels.update}
        </button>
        <button
          ref={addButton}
          type="submit"
          className="button buy-box__add"
          disabled={submitting}
          aria-disabled={submitting}
        >
          {submitting ? labels.adding : labels.addToBag}
        </button>
      </div>
      <p
        id={`${id}-notice`}
        className={`buy-box__notice${notice ? ` is-${notice.kind}` : ''}`}
        role="status"
        aria-live="polite"
      >
        {notice?.text ?? ''}
      </p>
      <MiniCartDialog
        added={added}
        colourName={props.colours.find((entry) => entry.code === added?.line.colour)?.name ?? null}
        bcp47={props.bcp47}
        paths={props.paths}
        labels={props.miniCart}
        onClose={() => setAdded(null)}
        returnFocusTo={usedButton}
      />
    </form>
  )
}
