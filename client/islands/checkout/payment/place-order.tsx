/**
 * "Place order" and what it says while the order is placed: a refusal to act on, "confirming your payment" while the
 * outcome is not known, "Check again" once it is still not known after every try, and the 3-D Secure challenge.
 */

import { useEffect, useRef } from 'react'
import { useCheckoutWords } from '../use-checkout-words'
import { ChallengeDialog } from './challenge-dialog'
import type { Placement } from './use-placement'

export interface PlaceOrderProps {
  placement: Placement
  /** Whether anything can pay what is left; the step says so when nothing can. */
  canPay: boolean
  /** Whether the methods the cart service offers are known yet. */
  methodsRead: boolean
  providerOrigin: string | null
  /** What is left to pay. */
  total: string
}

export function PlaceOrder({ placement, canPay, methodsRead, providerOrigin, total }: PlaceOrderProps) {
  const words = useCheckoutWords()
  const { notice, phase, challenge, errorDialog } = placement
  const sending = phase === 'placing' || phase === 'confirming'
  return (
    <>
      <div role="alert">
        {notice || !canPay ? (
          <p className="notice notice--error">{notice ?? words.t('payment.unavailable')}</p>
        ) : null}
      </div>
      <div role="status" className="payment__progress">
        {phase === 'confirming' ? (
          <p className="payment__confirming">
            <span className="payment__spinner" aria-hidden="true" />
            {words.t('payment.confirming')}
          </p>
        ) : phase === 'unconfirmed' ? (
          <p className="notice">{words.t('payment.unconfirmed')}</p>
        ) : null}
      </div>
      <button
        ref={placement.placeButton}
        type="button"
        className="button button--lg checkout__next payment__place"
        // Busy, not disabled: the button keeps focus while the order is placed, and a keyboard user is not lost.
        // Unconfirmed, it is "Check again", the one thing to do then: it sends the same attempt once more.
        disabled={!canPay || !methodsRead}
        aria-disabled={sending ? true : undefined}
        aria-busy={sending ? true : undefined}
        aria-describedby="payment-total"
        onClick={() => (phase === 'unconfirmed' ? placement.checkAgain() : void placement.place())}
      >
        {sending
          ? words.t('payment.placing')
          : phase === 'unconfirmed'
            ? words.t('payment.checkAgain')
            : words.t('payment.placeOrder')}
      </button>
      <p id="payment-total" className="payment__total">
        {total}
      </p>
      <OrderErrorDialog text={errorDialog} onClose={placement.closeErrorDialog} />
      {providerOrigin ? (
        <ChallengeDialog
          url={challenge?.url ?? null}
          kind={challenge?.kind ?? 'threeDS'}
          shown={challenge?.shown ?? false}
          providerOrigin={providerOrigin}
          onResult={placement.authenticate}
          onLeave={placement.leaveChallenge}
        />
      ) : null}
    </>
  )
}

/**
 * The persistent error dialog of spec 1 §8 ("other order errors"): modal, read out as an alert, and it stays until
 * the shopper closes it; the step behind it keeps the same message at its top.
 */
function OrderErrorDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  const words = useCheckoutWords()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (text && !dialog.current?.open) dialog.current?.showModal()
  }, [text])
  return (
    <dialog
      ref={dialog}
      className="modal order-error-dialog"
      role="alertdialog"
      aria-labelledby="order-error-title"
      aria-describedby="order-error-text"
      onClose={onClose}
    >
      <h2 id="order-error-title">{words.t('payment.errorTitle')}</h2>
      <p id="order-error-text">{text}</p>
      <button type="button" className="button" onClick={() => dialog.current?.close()}>
        {words.t('payment.errorClose')}
      </button>
    </dialog>
  )
}
