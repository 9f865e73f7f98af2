/**
 * What an island does with a refusal's action besides showing its message (spec 1 §8). `reloadCart`,
 * `recreateCart` and `backToShipping` belong to the bag and the checkout; this module holds the three any island
 * may meet:
 * - `reauthenticate` (AUT498, CCN404, REW401…): the session is gone, so the shopper goes to sign in and comes back
 *   to the page they were on, told why, to do again what they tried;
 * - `retry` (GFC799, AUT409, the bot challenge…): a call that is safe to repeat (a read, a save of the same
 *   values) is sent once more after a stated pause; anything that moves money is never repeated by itself, the
 *   shopper is offered "Try again" instead (`retryable`);
 * - `revalidateForm` (MISSING_BIRTHDATE, PRO411): the form's own check runs again and its first invalid field
 *   takes focus (`client/hooks/use-form-fields.ts`).
 */
import { signInAgainPath } from '../../shared/routes'
import { ApiRequestError } from '../api'

/** The pause before a call refused with `retry` is sent again (spec 1 §9: the token exchange waits 2000 ms too). */
export const RETRY_PAUSE_MS = 2000

/** Whether a refusal asks for this action. */
export const asks = (error: unknown, action: ApiRequestError['action']): boolean =>
  error instanceof ApiRequestError && error.action === action

/** Goes to sign in, coming back to this page, when the refusal asks for it; whether it did. */
export function reauthenticateOn(
  error: unknown,
  locale: string,
  here: Pick<Location, 'pathname' | 'search' | 'assign'> = window.location,
): boolean {
  if (!asks(error, 'reauthenticate')) return false
  here.assign(signInAgainPath(locale, `${here.pathname}${here.search}`))
  return true
}

export interface OneRetryOptions {
  /** Told before the pause, to say that the call is sent again and when. */
  onPause?: (pauseMs: number) => void
  pauseMs?: number
  wait?: (ms: number) => Promise<void>
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

/**
 * Sends a call that is safe to repeat; when it is refused with `retry`, says so and sends it once more after the
 * pause. The second refusal, or any other, is the caller's to show.
 *
 * @example const answer = await sendWithOneRetry(() => callApi(path, { json }), { onPause: sayRetrying })
 */
export async function sendWithOneRetry<T>(
  send: () => Promise<T>,
  { onPause, pauseMs = RETRY_PAUSE_MS, wait = sleep }: OneRetryOptions = {},
): Promise<T> {
  try {
    return await send()
  } catch (error) {
    if (!asks(error, 'retry')) throw error
    onPause?.(pauseMs)
    await wait(pauseMs)
    return send()
  }
}

/** Whether a refusal may be offered a "Try again" button: the service asked for it, and the call is not repeated by itself. */
export const retryable = (error: unknown): boolean => asks(error, 'retry')
