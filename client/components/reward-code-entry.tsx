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
import { useWords } from '../islands/use-words'

/** What the entry is worded with: the checkout spreads this list into its words. */
export const REWARD_CODE_WORDS = [
  'reward.title',
  'reward.intro',
  'reward.label',
  'reward.apply',
  'reward.applying',
  'reward.pays',
  'reward.unused',
  'reward.remove',
  'reward.removeName',
  'reward.applied',
  'reward.removed',
  'reward.error.missing',
  'error.generic',
] as const

export interface RewardCodeEntryProps {
  locale: string
  cart: Cart
  money: (amount: number) => string
  onCart: (cart: Cart) => void
  /** A refusal that came from placing the order (the code spent or expired meanwhile); a new object each time. */
  refusal: { text: string } | null
}

export function RewardCodeEntry(props: RewardCodeEntryProps) {
  const { cart, money } = props
  const words = useWords<(typeof REWARD_CODE_WORDS)[number]>()
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
      setError(words.t('reward.error.missing'))
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
      setStatus(words.t('reward.applied', { amount: money(Math.max(answer.cart.totals.remainingToPay, 0)) }))
    } catch (failure) {
      setError(shopperMessage(failure, words.t('error.generic')))
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
      setStatus(words.t('reward.removed', { amount: money(Math.max(answer.cart.totals.remainingToPay, 0)) }))
      // The input comes back in place of the applied code: focus goes there rather than to the page's start.
      requestAnimationFrame(() => input.current?.focus())
    } catch (failure) {
      setError(shopperMessage(failure, words.t('error.generic')))
    } finally {
      setBusy(false)
    }
  }

  const errorId = `${id}-error`
  const unused = applied?.value !== undefined ? Math.round((applied.value - applied.amount) * 100) / 100 : 0
  return (
    <div className="payment__reward">
      <details className="payment__gift" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{words.t('reward.title')}</summary>
        {applied ? (
          <div className="payment__reward-applied">
            <p>
              <strong>
                {words.t('reward.pays', { label: applied.label, amount: money(applied.amount) })}
              </strong>
            </p>
            {unused > 0 ? (
              <p className="payment__reward-note">{words.t('reward.unused', { amount: money(unused) })}</p>
            ) : null}
            <form method="post" action={review} onSubmit={(event) => void remove(event, applied.id)}>
              <input type="hidden" name="intent" value="removeRewardCode" />
              <input type="hidden" name="id" value={applied.id} />
              <button
                type="submit"
                className="link-button"
                aria-label={words.t('reward.removeName', { label: applied.label })}
                disabled={busy}
              >
                {words.t('reward.remove')}
              </button>
            </form>
          </div>
        ) : (
          <form method="post" action={review} onSubmit={(event) => void apply(event)} noValidate>
            <input type="hidden" name="intent" value="applyRewardCode" />
            <p className="payment__reward-note" id={`${id}-intro`}>
              {words.t('reward.intro')}
            </p>
            <label htmlFor={`${id}-code`}>{words.t('reward.label')}</label>
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
                {busy ? words.t('reward.applying') : words.t('reward.apply')}
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
