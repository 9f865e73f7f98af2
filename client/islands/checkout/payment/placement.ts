/**
 * One attempt to place the order (or to finish it after 3-D Secure), sent until its outcome is known.
 *
 * An attempt is a call and its body, idempotency key included, made once and never changed: every try sends the
 * very same body, so the worker and the cart service see one order however often the browser asks. The worker
 * answers a placement whose outcome it does not know yet with 202 `{ confirming: true, retryAfter }` (and the cart
 * service a placement still running with 409 `ORDER_IN_PROGRESS`); the attempt then waits as told and asks again,
 * at most `confirmationTries` times in all, about a minute. Past that it is unconfirmed, not failed: the shopper
 * may check again with the same attempt, and is never offered a new one while this one is unsettled.
 */
import type { Order } from '../../../../shared/bag/order'
import { ApiRequestError, callApi } from '../../../api'

/** Calls one attempt may make before the step says it could not confirm the payment yet. */
export const confirmationTries = 8

/** Seconds to wait after a 409 `ORDER_IN_PROGRESS`, which names no wait of its own. */
const inProgressWait = 3

export interface Attempt {
  path: '/api/checkout/orders' | '/api/checkout/orders/authentication'
  /** The body, idempotency key included: sent as it is on every try. */
  json: { idempotencyKey: string } & Record<string, unknown>
}

/** An order placed, or waiting for the shopper (3-D Secure, a pay-later page), and where to go next. */
export interface PlacedAnswer {
  order: Order
  next: string | null
}

/** The worker's answer while the outcome is not known yet (202). */
interface ConfirmingAnswer {
  confirming: true
  retryAfter: number
}

export type Settled = { kind: 'answered'; answer: PlacedAnswer } | { kind: 'unconfirmed' }

export interface SettleOptions {
  locale: string
  /** Called before each wait: the step shows that it is confirming the payment. */
  onConfirming: () => void
  /** Waits `seconds` (a timer in the browser; tests pass their own). */
  wait?: (seconds: number) => Promise<void>
  tries?: number
}

const isConfirming = (answer: unknown): answer is ConfirmingAnswer =>
  typeof answer === 'object' && answer !== null && (answer as ConfirmingAnswer).confirming === true

/** The wait the worker asked for, held to 1–10 seconds; a few seconds when it named none that can be read. */
function secondsOf(retryAfter: unknown): number {
  const seconds = Math.round(Number(retryAfter))
  return Number.isFinite(seconds) ? Math.min(10, Math.max(1, seconds)) : inProgressWait
}

const sleep = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000))

/**
 * Sends `attempt` until its outcome is known: the answer (an order placed or waiting for the shopper), or
 * `unconfirmed` once `confirmationTries` calls have only been told to wait. Refusals and failures are thrown as
 * `callApi` throws them.
 *
 * @example
 * const settled = await settleAttempt(attempt, { locale, onConfirming: () => setPhase('confirming') })
 * if (settled.kind === 'unconfirmed') setPhase('unconfirmed') // "Check again" calls settleAttempt(attempt) again
 */
export async function settleAttempt(attempt: Attempt, options: SettleOptions): Promise<Settled> {
  const { wait = sleep, tries = confirmationTries } = options
  for (let done = 1; ; done++) {
    let seconds: number
    try {
      const answer = await callApi<PlacedAnswer | ConfirmingAnswer>(attempt.path, {
        locale: options.locale,
        json: attempt.json,
      })
      if (!isConfirming(answer)) return { kind: 'answered', answer }
      seconds = secondsOf(answer.retryAfter)
    } catch (error) {
      if (
        !(error instanceof ApiRequestError && error.status === 409 && error.errorId === 'ORDER_IN_PROGRESS')
      )
        throw error
      seconds = inProgressWait
    }
    if (done >= tries) return { kind: 'unconfirmed' }
    options.onConfirming()
    await wait(seconds)
  }
}
