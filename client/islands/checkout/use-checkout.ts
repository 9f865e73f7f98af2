/**
 * The checkout's state across its steps: the cart, the step shown (the URL and history kept in step with it), and
 * sending a step's form, with the shopper's input kept whatever the worker answers.
 */
import { useEffect, useRef, useState } from 'react'
import type { Cart } from '../../../shared/bag/cart'
import { ApiRequestError, callApi, shopperMessage } from '../../api'
import type { FieldErrors, FormFields } from '../../hooks/use-form-fields'
import { reauthenticateOn, retryable, sendWithOneRetry } from '../../state/error-actions'
import { useHydrated } from '../../state/hydrated'
import type { CheckoutProps, CheckoutStep } from './props'
import { useCheckoutWords } from './use-checkout-words'

export const STEPS: readonly CheckoutStep[] = ['shipping', 'billing', 'summary']

/** What sending a step needs of its form: showing the errors at its fields. */
type FormRefusals = Pick<FormFields<Record<string, string>>, 'refuse' | 'refuseAnswer'>

export function useCheckout(props: CheckoutProps) {
  const words = useCheckoutWords()
  const [cart, setCart] = useState(props.cart)
  const [step, setStep] = useState(props.step)
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState(props.notice)
  const [info, setInfo] = useState(props.info)
  /** Sends again the step refused twice with `retry`, offered as "Try again" beside its notice. */
  const [retry, setRetry] = useState<(() => void) | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    const onPop = () => {
      const found = STEPS.find((entry) => window.location.pathname === props.paths[entry])
      if (!found) return
      setStep(found)
      // Back and forward move between steps as the steps' links do: the step's heading takes focus.
      requestAnimationFrame(() => heading.current?.focus())
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [props.paths])

  function goTo(next: CheckoutStep) {
    setStep(next)
    setNotice(null)
    setRetry(null)
    window.history.pushState(null, '', props.paths[next])
    // The new step's heading takes focus, so keyboard and screen reader users start there.
    requestAnimationFrame(() => heading.current?.focus())
  }

  /** Sends a step's form; its answer with the cart, or null when refused (said at the fields, or atop the step). */
  async function submit<Answer extends { cart: Cart } = { cart: Cart }>(
    path: string,
    json: Record<string, unknown>,
    form: FormRefusals,
  ): Promise<Answer | null> {
    setBusy(true)
    setNotice(null)
    setInfo(null)
    setRetry(null)
    try {
      // A step saves the same values however often it is sent: one the service asks to retry is sent once more.
      const answer = await sendWithOneRetry(() => callApi<Answer>(path, { locale: props.locale, json }), {
        onPause: (ms) => setInfo(words.t('error.retrying', { seconds: ms / 1000 })),
      })
      setInfo(null)
      setCart(answer.cart)
      return answer
    } catch (error) {
      setInfo(null)
      if (reauthenticateOn(error, props.locale)) return null
      if (form.refuseAnswer(error)) setNotice(words.t('checkout.fixFields'))
      else {
        if (error instanceof ApiRequestError && error.action === 'backToShipping') setStep('shipping')
        if (retryable(error)) setRetry(() => () => void submit(path, json, form))
        setNotice(shopperMessage(error, words.t('error.generic')))
      }
      return null
    } finally {
      setBusy(false)
    }
  }

  /** Shows the errors the browser found in a form; true when there were some, so the form is not sent. */
  function holdBack(form: FormRefusals, errors: FieldErrors): boolean {
    if (!form.refuse(errors)) return false
    setNotice(words.t('checkout.fixFields'))
    return true
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

  return {
    cart,
    setCart,
    step,
    hydrated,
    busy,
    notice,
    info,
    setInfo,
    retry,
    heading,
    goTo,
    submit,
    holdBack,
    backToShipping,
  }
}

export type CheckoutState = ReturnType<typeof useCheckout>
