/**
 * The 3-D Secure challenge, or the pay-later page (spec 1's "deferred-payment provider" dialog): the provider's page
 * in a modal dialog that holds the keyboard until it ends.
 *
 * The page is on the provider's origin, so this side cannot reach into it: it focuses the frame, and the page
 * focuses its code field when its window gains focus. Tab and Shift+Tab go round the dialog's own controls and the
 * frame: the modal dialog makes the page behind inert, and a focusable guard at each end sends focus that would
 * leave it (to the browser's chrome, past the last control) back to the other end. Escape, the close button, or
 * the frame telling of an Escape pressed in it, asks before leaving; leaving asks the provider's page to cancel,
 * so the payment ends refused and the order can be paid another way. Messages are taken from the provider's
 * origin and this frame's window only; the result is handed on to the step, which sends it to the worker.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { CrossIcon } from '../../../components/cross-icon'
import { useCheckoutWords } from '../use-checkout-words'

/** The provider's page the dialog holds: the 3-D Secure challenge or the pay-later page. */
export type ChallengeKind = 'threeDS' | 'payLater'

/** What the provider's page hands back: the challenge's result, or the pay-later decision's. */
export type ChallengeResult = { threeDS2Result: string } | { redirectResult: string }

export interface ChallengeDialogProps {
  /** The provider's page; null when there is none. */
  url: string | null
  kind: ChallengeKind
  /** False once the shopper has left: the page stays loaded, out of sight, until it has cancelled. */
  shown: boolean
  providerOrigin: string
  /** The result, from the provider's page in this dialog. */
  onResult: (result: ChallengeResult) => void
  /** The shopper chose to leave (the page has been asked to cancel). */
  onLeave: () => void
}

/** Every element of the dialog that takes focus from the keyboard, in order, its guards left out. */
const focusables = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>('button, iframe')].filter((element) => element.checkVisibility())

export function ChallengeDialog(props: ChallengeDialogProps) {
  const { url, shown, providerOrigin, kind } = props
  const words = useCheckoutWords()
  const payLater = kind === 'payLater'
  const title = words.t(payLater ? 'payment.payLater' : 'payment.challengeTitle')
  const dialog = useRef<HTMLDialogElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const stay = useRef<HTMLButtonElement>(null)
  const [asking, setAsking] = useState(false)
  const latest = useRef(props)
  latest.current = props
  const open = url !== null && shown

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      setAsking(false)
      element.showModal()
      frame.current?.focus()
    } else if (!open && element.open) element.close()
  }, [open])

  useEffect(() => {
    if (asking) stay.current?.focus()
  }, [asking])

  useEffect(() => {
    if (!url) return
    const listen = (event: MessageEvent) => {
      if (event.origin !== providerOrigin || event.source !== frame.current?.contentWindow) return
      const data = event.data as { type?: string; threeDSResult?: unknown; redirectResult?: unknown }
      if (data?.type === 'threeDS2Result' && typeof data.threeDSResult === 'string')
        latest.current.onResult({ threeDS2Result: data.threeDSResult })
      else if (data?.type === 'payLaterResult' && typeof data.redirectResult === 'string')
        latest.current.onResult({ redirectResult: data.redirectResult })
      else if (data?.type === 'challengeEscape' && dialog.current?.open) setAsking(true)
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [url, providerOrigin])

  function leave() {
    setAsking(false)
    frame.current?.contentWindow?.postMessage({ type: 'challengeCancel' }, providerOrigin)
    latest.current.onLeave()
  }

  function backToChallenge() {
    setAsking(false)
    // The frame is shown again in this render's commit; focus follows it there.
    requestAnimationFrame(() => frame.current?.focus())
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return
    // Taken here rather than as the dialog's `cancel`: a browser lets a page refuse only one close request in a
    // row, and closes the dialog at the next Escape whatever the page says.
    event.preventDefault()
    if (asking) backToChallenge()
    else setAsking(true)
  }

  /** A guard at one end of the dialog: focus arriving there goes on to the other end. */
  const guard = (end: 'first' | 'last') => (
    // biome-ignore lint/a11y/noStaticElementInteractions: -- a focus guard, never a stop: focus passes straight on
    <span
      // biome-ignore lint/a11y/noNoninteractiveTabindex: -- catches focus leaving the dialog, to send it round
      tabIndex={0}
      className="payment__challenge-guard"
      onFocus={() => {
        const all = dialog.current ? focusables(dialog.current) : []
        ;(end === 'first' ? all[0] : all.at(-1))?.focus()
      }}
    />
  )

  return (
    <dialog
      ref={dialog}
      className="modal payment__challenge"
      aria-labelledby="payment-challenge-title"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Another close request (a phone's back gesture): ask, as Escape does.
        event.preventDefault()
        setAsking(true)
      }}
      onClose={() => {
        // Closed by the browser although the page asked to keep it (a second close request in a row): the
        // shopper insisted on leaving.
        if (latest.current.url && latest.current.shown) leave()
      }}
    >
      {guard('last')}
      <div className="modal__head">
        <h2 id="payment-challenge-title">{title}</h2>
        {asking ? null : (
          <button
            type="button"
            className="modal__close"
            aria-label={words.t(payLater ? 'payment.payLaterClose' : 'payment.challengeClose')}
            onClick={() => setAsking(true)}
          >
            <CrossIcon />
          </button>
        )}
      </div>
      {asking ? (
        <section
          className="payment__leave"
          aria-labelledby="payment-leave-title"
          aria-describedby="payment-leave-text"
        >
          <h3 id="payment-leave-title">
            {words.t(payLater ? 'payment.payLaterLeaveTitle' : 'payment.leaveTitle')}
          </h3>
          <p id="payment-leave-text">
            {words.t(payLater ? 'payment.payLaterLeaveText' : 'payment.leaveText')}
          </p>
          <div className="payment__leave-actions">
            <button ref={stay} type="button" className="button" onClick={backToChallenge}>
              {words.t('payment.stay')}
            </button>
            <button type="button" className="button button--secondary" onClick={leave}>
              {words.t('payment.leave')}
            </button>
          </div>
        </section>
      ) : null}
      {url ? (
        <iframe
          ref={frame}
          title={title}
          src={url}
          className="payment__challenge-frame"
          hidden={asking}
          onLoad={() => {
            // The frame took focus before its page arrived: the page is asked to put it in its code field.
            const active = document.activeElement
            if (!dialog.current?.open || asking || (active !== frame.current && active !== dialog.current))
              return
            frame.current?.focus()
            frame.current?.contentWindow?.postMessage({ type: 'challengeFocus' }, providerOrigin)
          }}
        />
      ) : null}
      {guard('first')}
    </dialog>
  )
}
