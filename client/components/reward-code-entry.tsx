/**
 * The checkout's reward code (decision 029): an input with Apply, or the applied code (masked) with what it pays,
 * what of its value is lost (a code is spent whole) and Remove. A refusal shows at the input, is announced and
 * takes focus; so does a refusal from placing the order when another order spent the code meanwhile (`refusal`).
 * Applying and removing announce what is left to pay. Without JavaScript the form posts to the review page.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { Cart } from '../../shared/bag/cart'
import { checkoutPath } from '../../shared/routes'
import { callApi, shopperMessage } from '../api'

export interface RewardCodeLabels {
  title: string
  intro: string
  label: string
  apply: string
  applying: string
  /** "Reward code {label} pays {amount}". */
  pays: string
  /** "… the other {amount} of its value is not kept." */
  unused: string
  remove: string
  /** "Remove reward code {label}". */
  removeName: string
  /** "Reward code applied. Left to pay: {amount}". */
  applied: string
  removed: string
  missing: string
  /** The order summary's lines: "Reward code {label}", "Gift card {label}", "Left to pay". */
  summary: string
  giftCard: string
  leftToPay: string
}

export interface RewardCodeEntryProps {
  locale: string
  cart: Cart
  labels: RewardCodeLabels
  genericError: string
  money: (amount: number) => string
  onCart: (cart: Cart) => void
  /** A refusal that came from placing the order (the code spent or expired meanwhile); a new object each time. */
  refusal: { text: string } | null
}

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)

export function RewardCodeEntry(props: RewardCodeEntryProps) {
  const { labels, cart, money } = props
  const id = useId()
  const applied = cart.payments.find((payment) => payment.method === 'REWARD_CODE') ?? null
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  // Open while a code is applied or being typed; the shopper may close it, and a refusal opens it again.
  const [open, setOpen] = useState(applied !== null)
  const input = useRef<HTMLInputElement>(null)
  // Without JavaScript the review answers its own forms, told which by `intent` (decision 068).
  const review = `${checkoutPath(props.locale)}/summary`

  // A refusal from placing the order: the code is off the cart, so the input is back; it shows there with focus.
  useEffect(() => {
    if (!props.refusal) return
    setError(props.refusal.text)
    setStatus('')
    setOpen(true)
    requestAnimationFrame(() => input.current?.focus())
  }, [props.refusal])

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (code.trim() === '') {
      setError(labels.missing)
      input.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    setStatus('')
    try {
      const answer = await callApi<{ cart: Cart }>('/api/checkout/reward-code', {
        locale: props.locale,
        json: { code },
      })
      props.onCart(answer.cart)
      setCode('')
      setStatus(fill(labels.applied, { amount: money(Math.max(answer.cart.totals.remainingToPay, 0)) }))
    } catch (failure) {
      setError(shopperMessage(failure, props.genericError))
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  async function remove(event: FormEvent<HTMLFormElement>, instrumentId: string) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const answer = await callApi<{ cart: Cart }>('/api/checkout/reward-code/remove', {
        locale: props.locale,
        json: { id: instrumentId },
      })
      props.onCart(answer.cart)
      setStatus(fill(labels.removed, { amount: money(Math.max(answer.cart.totals.remainingToPay, 0)) }))
      // The input comes back in place of the applied code: focus goes there rather than to the page's start.
      requestAnimationFrame(() => input.current?.focus())
    } catch (failure) {
      setError(shopperMessage(failure, props.genericError))
    } finally {
      setBusy(false)
    }
  }

  const errorId = `${id}-error`
  const unused = applied?.value !== undefined ? Math.round((applied.value - applied.amount) * 100) / 100 : 0
  return (
    <div className="payment__reward">
      <details className="payment__gift" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{labels.title}</summary>
        {applied ? (
          <div className="payment__reward-applied">
            <p>
              <strong>{fill(labels.pays, { label: applied.label, amount: money(applied.amount) })}</strong>
            </p>
            {unused > 0 ? (
              <p className="payment__reward-note">{fill(labels.unused, { amount: money(unused) })}</p>
            ) : null}
            <form method="post" action={review} onSubmit={(event) => void remove(event, applied.id)}>
              <input type="hidden" name="intent" value="removeRewardCode" />
              <input type="hidden" name="id" value={applied.id} />
              <button
                type="submit"
                className="link-button"
                aria-label={fill(labels.removeName, { label: applied.label })}
                disabled={busy}
              >
                {labels.remove}
              </button>
            </form>
          </div>
        ) : (
          <form method="post" action={review} onSubmit={(event) => void apply(event)} noValidate>
            <input type="hidden" name="intent" value="applyRewardCode" />
            <p className="payment__reward-note" id={`${id}-intro`}>
              {labels.intro}
            </p>
            <label htmlFor={`${id}-code`}>{labels.label}</label>
            <div className="payment__reward-row">
              <input
                ref={input}
                id={`${id}-code`}
                name="code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${errorId} ${id}-intro` : `${id}-intro`}
              />
              <button type="submit" className="button button--secondary" disabled={busy} aria-disabled={busy}>
                {busy ? labels.applying : labels.apply}
              </button>
            </div>
          </form>
        )}
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </details>
      {/* Outside the disclosure, so it is announced even when the shopper closed it. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  )
}
