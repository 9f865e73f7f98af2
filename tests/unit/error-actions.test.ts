import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '../../client/api'
import {
  RETRY_PAUSE_MS,
  reauthenticateOn,
  retryable,
  sendWithOneRetry,
} from '../../client/state/error-actions'
import type { ErrorAction } from '../../shared/api-contract'
import { signInAgainPath } from '../../shared/routes'

const refusal = (errorId: string, action?: ErrorAction) =>
  new ApiRequestError({ status: 409, errorId, message: 'No', fromServer: true, action })

/** A page's location that records where it was sent. */
function location(pathname: string, search = '') {
  const went: string[] = []
  return { pathname, search, assign: (path: string | URL) => void went.push(String(path)), went }
}

describe('a refusal that asks the shopper to sign in again (reauthenticate)', () => {
  it('goes to sign in, coming back to the page and query the shopper was on, told the session ended', () => {
    const here = location('/en-us/checkout/billing', '?from=bag')
    expect(reauthenticateOn(refusal('AUT498', 'reauthenticate'), 'en-us', here)).toBe(true)
    expect(here.went).toEqual([
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Fcheckout%2Fbilling%3Ffrom%3Dbag&account=sessionEnded',
    ])
    expect(signInAgainPath('de-de', '/de-de/cart')).toBe(
      '/de-de/account/sign-in?returnTo=%2Fde-de%2Fcart&account=sessionEnded',
    )
  })

  it('stays for any other refusal, and for an error that is no refusal', () => {
    const here = location('/en-us/cart')
    expect(reauthenticateOn(refusal('INV700'), 'en-us', here)).toBe(false)
    expect(reauthenticateOn(refusal('GFC799', 'retry'), 'en-us', here)).toBe(false)
    expect(reauthenticateOn(new Error('AUT498'), 'en-us', here)).toBe(false)
    expect(here.went).toEqual([])
  })
})

describe('a call refused with retry', () => {
  it('is said and sent once more after the stated pause, and its second answer is the answer', async () => {
    const paused: number[] = []
    const told: number[] = []
    let calls = 0
    const answer = await sendWithOneRetry(
      async () => {
        calls += 1
        if (calls === 1) throw refusal('GFC799', 'retry')
        return 'balance'
      },
      { onPause: (ms) => told.push(ms), wait: async (ms) => void paused.push(ms) },
    )
    expect(answer).toBe('balance')
    expect(calls).toBe(2)
    expect(told).toEqual([RETRY_PAUSE_MS])
    expect(paused).toEqual([2000])
  })

  it('is sent only once more: a second refusal is the caller’s to show, with its "Try again"', async () => {
    let calls = 0
    const second = refusal('AUT409', 'retry')
    const sent = sendWithOneRetry(
      async () => {
        calls += 1
        throw calls === 1 ? refusal('AUT409', 'retry') : second
      },
      { wait: async () => undefined },
    )
    await expect(sent).rejects.toBe(second)
    expect(calls).toBe(2)
    expect(retryable(second)).toBe(true)
  })

  it('is never repeated for a refusal without retry', async () => {
    let calls = 0
    const refused = refusal('PAY400')
    await expect(
      sendWithOneRetry(
        async () => {
          calls += 1
          throw refused
        },
        { wait: async () => undefined },
      ),
    ).rejects.toBe(refused)
    expect(calls).toBe(1)
    expect(retryable(refused)).toBe(false)
  })
})
