/**
 * The page's one toast region (`client/state/toasts.ts`), drawn at the end of the body by the first island that
 * shows toasts; any other island on the page shows its toasts there too. The region is there, empty, from
 * hydration on, so a screen reader hears each toast as it comes: information politely, errors at once. Pointer or
 * focus on the region holds every toast open.
 */
import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import type { MessageKey } from '../../shared/i18n/messages/en'
import type { Words } from '../../shared/i18n/text'
import { useWords } from '../islands/use-words'
import {
  dismissToast,
  holdToasts,
  setToastDelay,
  subscribeToasts,
  type Toast,
  toastsNow,
} from '../state/toasts'
import { CrossIcon } from './cross-icon'

export const TOAST_WORDS = ['toast.region', 'toast.dismiss'] as const satisfies readonly MessageKey[]

const NONE: readonly Toast[] = []

/** Whether an island already draws the region: the page has one. */
let drawn = false

type ToastWords = Words<(typeof TOAST_WORDS)[number]>

/** The region, in an island that declares `TOAST_WORDS`; `delay` is the configured one of toasts that name none. */
export function Toasts({ delay }: { delay: number }) {
  const words = useWords<(typeof TOAST_WORDS)[number]>()
  const toasts = useSyncExternalStore(subscribeToasts, toastsNow, () => NONE)
  const [host, setHost] = useState<HTMLElement | null>(null)
  useEffect(() => {
    setToastDelay(delay)
    if (drawn) return
    drawn = true
    setHost(document.body)
    return () => {
      drawn = false
    }
  }, [delay])
  if (!host) return null
  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) holdToasts(false)
  }
  const list = (type: 'polite' | 'error' | 'quiet') =>
    toasts
      .filter((toast) =>
        type === 'quiet' ? toast.quiet : !toast.quiet && (toast.type === 'error') === (type === 'error'),
      )
      .map((toast) => <ToastCard key={toast.id} toast={toast} words={words} />)
  return createPortal(
    <section
      className="toasts"
      aria-label={words.t('toast.region')}
      onMouseEnter={() => holdToasts(true)}
      onMouseLeave={() => holdToasts(false)}
      onFocus={() => holdToasts(true)}
      onBlur={release}
    >
      <div role="alert" className="toasts__list">
        {list('error')}
      </div>
      <div role="status" className="toasts__list">
        {list('polite')}
      </div>
      {/* Toasts whose words the focused field already says: seen, and not said twice (decision 109). */}
      <div className="toasts__list">{list('quiet')}</div>
    </section>,
    host,
  )
}

function ToastCard({ toast, words }: { toast: Toast; words: ToastWords }) {
  return (
    <div className={`toast toast--${toast.type}`}>
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.message ? <p className="toast__message">{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={words.t('toast.dismiss', { title: toast.title })}
        onClick={() => dismissToast(toast.id)}
      >
        <CrossIcon />
      </button>
    </div>
  )
}
