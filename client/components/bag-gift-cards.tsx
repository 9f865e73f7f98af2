/**
 * Gift cards in the bag: a form for a card's number and PIN that checks its balance or applies it, and the cards
 * applied with what each pays and what is left to pay. Without JavaScript the form posts to the bag, its buttons
 * naming what it asks (`checkGiftCard`, `applyGiftCard`), and the bag comes back with the balance or the refusal at
 * the form. The number and
 * PIN are never kept: after an answer the form is empty again, and the bag names a card by its last four digits.
 */
import { type FormEvent, useRef, useState } from 'react'
import { type BagFormIntent, INTENT_FIELD } from '../../shared/bag/bag-forms'
import type { Cart } from '../../shared/bag/cart'
import {
  checkGiftCardEntry,
  GIFT_CARD_NUMBER_INPUT_MAX,
  GIFT_CARD_PIN_DIGITS,
  GIFT_CARD_PROBLEMS,
} from '../../shared/bag/gift-card'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import { useWords } from '../islands/use-words'
import { sendWithOneRetry } from '../state/error-actions'

const CHECK_INTENT: BagFormIntent = 'checkGiftCard'
const APPLY_INTENT: BagFormIntent = 'applyGiftCard'
const REMOVE_INTENT: BagFormIntent = 'removeGiftCard'

/** The messages the gift card form and the cards applied are worded with: the bag spreads this list into its words. */
export const BAG_GIFT_CARD_WORDS = [
  'bag.giftCard.title',
  'bag.giftCard.number',
  'bag.giftCard.pin',
  'bag.giftCard.pinHint',
  'bag.giftCard.check',
  'bag.giftCard.apply',
  'bag.giftCard.note',
  'payment.balanceIs',
  'payment.giftCardPays',
  'reward.pays',
  'bag.giftCard.remove',
  'bag.remove',
  'payment.remaining',
  'error.generic',
  'error.retrying',
  ...GIFT_CARD_PROBLEMS,
] as const

const useGiftCardWords = () => useWords<(typeof BAG_GIFT_CARD_WORDS)[number]>()

/** What a plain form post came back with: the balance it asked for, or its refusal. */
export interface BagGiftCardReturn {
  balance: number | null
  error: string | null
}

type Field = 'number' | 'pin'

/** How a field of the card is worded and drawn. */
interface FieldLook {
  label: string
  maxLength: number
  hint?: string
  className?: string
}

export function GiftCardForm(props: {
  locale: string
  /** Where the form posts, with the intent its button names: the bag's own address. */
  action: string
  money: (amount: number) => string
  busy: boolean
  returned: BagGiftCardReturn
  /** Applies the card to the cart; answers the refusal, or null once applied. */
  onApply: (entry: { number: string; pin: string }) => Promise<unknown>
}) {
  const { money } = props
  const words = useGiftCardWords()
  const [values, setValues] = useState({ number: '', pin: '' })
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({})
  const [error, setError] = useState(props.returned.error)
  const [balance, setBalance] = useState(props.returned.balance)
  const [checking, setChecking] = useState(false)
  const [retrying, setRetrying] = useState<string | null>(null)
  // Open when a plain form post came back with something to show; the shopper opens and closes it after that.
  const [open, setOpen] = useState(Boolean(props.returned.error || props.returned.balance !== null))
  const inputs = { number: useRef<HTMLInputElement>(null), pin: useRef<HTMLInputElement>(null) }

  /** Shows a refusal where it belongs: each field's own message beside it, anything else under the form. */
  function refused(refusal: unknown) {
    const fields = refusal instanceof ApiRequestError ? refusal.fields : {}
    const own = { number: fields.number, pin: fields.pin }
    if (own.number || own.pin) {
      setFieldErrors(own)
      inputs[own.number ? 'number' : 'pin'].current?.focus()
      return
    }
    setError(shopperMessage(refusal, words.t('error.generic')))
    inputs.number.current?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const wantsBalance = submitter?.getAttribute('value') === CHECK_INTENT
    setError(null)
    setBalance(null)
    const { entry, problems } = checkGiftCardEntry(values)
    const local = {
      number: problems.number && words.t(problems.number),
      pin: problems.pin && words.t(problems.pin),
    }
    setFieldErrors(local)
    if (local.number || local.pin) {
      inputs[local.number ? 'number' : 'pin'].current?.focus()
      return
    }
    if (wantsBalance) {
      setChecking(true)
      try {
        // Reading a balance is safe to repeat: one the provider could not check (GFC799) is asked once more.
        const answer = await sendWithOneRetry(
          () =>
            callApi<{ balance: { amount: number } }>('/api/cart/gift-cards/balance', {
              locale: props.locale,
              json: entry,
            }),
          { onPause: (ms) => setRetrying(words.t('error.retrying', { seconds: ms / 1000 })) },
        )
        setBalance(answer.balance.amount)
      } catch (refusal) {
        refused(refusal)
      } finally {
        setChecking(false)
        setRetrying(null)
      }
      return
    }
    const refusal = await props.onApply(entry)
    if (refusal) refused(refusal)
    else setValues({ number: '', pin: '' })
  }

  const describedBy = (field: Field, ...more: string[]) =>
    [fieldErrors[field] ? `bag-gift-card-${field}-error` : '', ...more].filter(Boolean).join(' ') || undefined
  /** A field of the card's digits, which the browser neither fills nor corrects, with its hint and its refusal. */
  const field = (name: Field, { label, maxLength, hint, className = 'field' }: FieldLook) => (
    <div className={className}>
      <label htmlFor={`bag-gift-card-${name}`}>{label}</label>
      <input
        ref={inputs[name]}
        id={`bag-gift-card-${name}`}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        value={values[name]}
        onChange={(event) => {
          // Built on the latest values: fields typed before hydration are handed over one after the other.
          const typed = event.currentTarget.value
          setValues((current) => ({ ...current, [name]: typed }))
        }}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={hint ? describedBy(name, `bag-gift-card-${name}-hint`) : describedBy(name)}
      />
      {hint ? (
        <p id={`bag-gift-card-${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {fieldErrors[name] ? (
        <p id={`bag-gift-card-${name}-error`} className="field-error">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  )
  const disabled = props.busy || checking
  /** A button that sends the form with what it asks: the card's balance, or to apply it. */
  const ask = (intent: BagFormIntent, className: string, label: string) => (
    <button type="submit" name={INTENT_FIELD} value={intent} className={className} disabled={disabled}>
      {label}
    </button>
  )
  return (
    <details className="bag__gift-card" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{words.t('bag.giftCard.title')}</summary>
      <form method="post" action={props.action} onSubmit={submit} noValidate>
        <div className="bag__gift-card-fields">
          {field('number', { label: words.t('bag.giftCard.number'), maxLength: GIFT_CARD_NUMBER_INPUT_MAX })}
          {field('pin', {
            label: words.t('bag.giftCard.pin'),
            maxLength: GIFT_CARD_PIN_DIGITS.max,
            hint: words.t('bag.giftCard.pinHint'),
            className: 'field bag__gift-card-pin',
          })}
        </div>
        <div className="bag__gift-card-actions">
          {ask(CHECK_INTENT, 'button button--secondary', words.t('bag.giftCard.check'))}
          {ask(APPLY_INTENT, 'button', words.t('bag.giftCard.apply'))}
        </div>
        <div aria-live="polite">
          {retrying ? <p>{retrying}</p> : null}
          {balance !== null ? (
            <p className="bag__gift-card-balance">
              {words.t('payment.balanceIs', { amount: money(balance) })}
            </p>
          ) : null}
        </div>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <p className="bag__gift-card-note">{words.t('bag.giftCard.note')}</p>
    </details>
  )
}

/**
 * What pays the total before the card: the gift cards, each with a way to remove it, and a reward code applied at
 * checkout (removed there); then what is left to pay.
 */
export function GiftCardPayments(props: {
  cart: Cart
  action: string
  money: (amount: number) => string
  onRemove: (id: string) => void
}) {
  const { money } = props
  const words = useGiftCardWords()
  const cards = props.cart.payments
  if (cards.length === 0) return null
  return (
    <div className="bag__gift-cards">
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <span>
              {words.t(card.method === 'GIFT_CARD' ? 'payment.giftCardPays' : 'reward.pays', {
                label: card.label,
                amount: money(card.amount),
              })}
            </span>
            {card.method !== 'GIFT_CARD' ? null : (
              <form
                method="post"
                action={props.action}
                onSubmit={(event) => {
                  event.preventDefault()
                  props.onRemove(card.id)
                }}
              >
                <input type="hidden" name={INTENT_FIELD} value={REMOVE_INTENT} />
                <input type="hidden" name="id" value={card.id} />
                <button
                  type="submit"
                  className="link-button"
                  aria-label={words.t('bag.giftCard.remove', { label: card.label })}
                >
                  {words.t('bag.remove')}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <p className="bag__left-to-pay">
        {words.t('payment.remaining', { amount: money(props.cart.totals.remainingToPay) })}
      </p>
    </div>
  )
}
