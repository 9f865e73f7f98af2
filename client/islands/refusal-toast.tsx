/**
 * A refused form's message as an error toast (spec 2 §8: a card or gift card the account could not save), for a
 * form the page answered without JavaScript: the page shows the refusal at the form, the field it is about
 * described by it and focused; once hydrated, this island raises the same words as an error toast that stays until
 * closed. The field says it to a screen reader, so the toast is shown, not announced again (decision 109).
 */
import { useEffect } from 'react'
import { Toasts } from '../components/toasts'
import { showToast } from '../state/toasts'

export interface RefusalToastProps {
  /** The refusal as the form shows it. */
  text: string
  /** How long a toast stays, in milliseconds (the shop's configuration); this one stays until closed. */
  toastDelay: number
}

export function RefusalToast({ text, toastDelay }: RefusalToastProps) {
  useEffect(() => {
    void showToast({ type: 'error', title: text, delay: null, quiet: true })
  }, [text])
  return <Toasts delay={toastDelay} />
}

export { RefusalToast as island }
