/**
 * "Place order" and what it says while the order is placed: a refusal to act on, "confirming your payment" while the
 * outcome is not known, "Check again" once it is still not known after every try, and the 3-D Secure challenge.
 */

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
  const { notice, phase, challenge } = placement
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
      {providerOrigin ? (
        <ChallengeDialog
          url={challenge?.url ?? null}
          shown={challenge?.shown ?? false}
          providerOrigin={providerOrigin}
          onResult={placement.authenticate}
          onLeave={placement.leaveChallenge}
        />
      ) : null}
    </>
  )
}
