/**
 * The payment step's placement (`client/islands/checkout/payment/placement.ts`) against the real worker: the global fetch an
 * island would use is routed into the storefront, and answers the worker will give while it cannot tell the
 * outcome yet (202 "confirming", 409 `ORDER_IN_PROGRESS`) are put in front of it. Waits are recorded, not slept.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { ApiRequestError } from '../../client/api'
import type { Attempt } from '../../client/islands/checkout/payment/placement'
import { confirmationTries, settleAttempt } from '../../client/islands/checkout/payment/placement'
import { US_ADDRESS } from '../fixtures/checkout'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { call, shopperWith, shownTotals, variantsInStock } from './cart-helpers'
import { clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => {
  vi.unstubAllGlobals()
})

/** A shopper's US bag through shipping and billing, and an attempt to place it by card: their cookie and the attempt. */
async function readyToPlace(number: string = TEST_CARDS.frictionless) {
  const { upstream, env } = createTestShop()
  const [variant] = await variantsInStock(upstream, 6, 1)
  const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
  expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
  expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
  const card = await upstream.payments.encryptCard({ number })
  const attempt: Attempt = {
    path: '/api/checkout/orders',
    json: {
      payment: {
        code: 'CREDIT_CARD',
        paymentMethod: card.paymentMethod,
        brand: card.brand,
        lastFour: card.lastFour,
      },
      idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
      expected: await shownTotals(env, cookie),
    },
  }
  return { env, cookie, attempt }
}

/**
 * The browser's fetch for this shopper: the first answers are `early` (each a status and body, or a status, body
 * and headers), then the worker's own. Every body sent is kept.
 */
function browserFetch(env: TestEnv, cookie: string, early: { status: number; body: unknown }[]) {
  const sent: string[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit & { credentials?: string } = {}) => {
    const { credentials: _credentials, ...rest } = init
    sent.push(String(rest.body))
    const next = early.shift()
    if (next) return Response.json(next.body, { status: next.status })
    const headers = new Headers(rest.headers)
    headers.set('origin', 'http://localhost')
    headers.set('cookie', cookie)
    return request(input, { ...rest, headers, env })
  })
  return sent
}

const confirming = (retryAfter: unknown) => ({ status: 202, body: { confirming: true, retryAfter } })
const inProgress = {
  status: 409,
  body: {
    errorDetails: [
      { errorId: 'ORDER_IN_PROGRESS', message: 'Your order is still being placed. One moment…' },
    ],
    placement: 'top',
    action: 'retry',
  },
}

describe('placing an order while its outcome is not known yet', () => {
  it('asks again with the very same body after each "confirming" answer, waiting as told, until the order comes', async () => {
    const { env, cookie, attempt } = await readyToPlace()
    const sent = browserFetch(env, cookie, [confirming(2), confirming(1)])
    const waits: number[] = []
    let told = 0
    const settled = await settleAttempt(attempt, {
      locale: 'en-us',
      onConfirming: () => told++,
      wait: async (seconds) => {
        waits.push(seconds)
      },
    })
    expect(settled).toMatchObject({
      kind: 'answered',
      answer: { order: { status: 'placed' }, next: '/en-us/order-confirmation' },
    })
    expect(waits).toEqual([2, 1])
    expect(told).toBe(2)
    expect(sent).toHaveLength(3)
    expect(new Set(sent)).toEqual(new Set([JSON.stringify(attempt.json)]))
  })

  it('waits out a 409 ORDER_IN_PROGRESS as it does a "confirming" answer, with the same key', async () => {
    const { env, cookie, attempt } = await readyToPlace()
    const sent = browserFetch(env, cookie, [inProgress, confirming(1), inProgress])
    const waits: number[] = []
    const settled = await settleAttempt(attempt, {
      locale: 'en-us',
      onConfirming: () => {},
      wait: async (seconds) => {
        waits.push(seconds)
      },
    })
    expect(settled.kind).toBe('answered')
    expect(waits).toEqual([3, 1, 3])
    expect(sent.map((body) => JSON.parse(body).idempotencyKey)).toEqual(
      Array(4).fill(attempt.json.idempotencyKey),
    )
  })

  it(`stops after ${confirmationTries} calls without an outcome, and the same attempt asked again later gets the order`, async () => {
    const { env, cookie, attempt } = await readyToPlace()
    const sent = browserFetch(
      env,
      cookie,
      Array.from({ length: confirmationTries }, () => confirming(10)),
    )
    const waits: number[] = []
    const options = {
      locale: 'en-us',
      onConfirming: () => {},
      wait: async (seconds: number) => {
        waits.push(seconds)
      },
    }
    expect(await settleAttempt(attempt, options)).toEqual({ kind: 'unconfirmed' })
    expect(sent).toHaveLength(confirmationTries)
    // About a minute in all: a wait between calls, none after the last.
    expect(waits).toEqual(Array(confirmationTries - 1).fill(10))
    // "Check again": the very same attempt.
    expect(await settleAttempt(attempt, options)).toMatchObject({
      kind: 'answered',
      answer: { order: { status: 'placed' } },
    })
    expect(new Set(sent)).toEqual(new Set([JSON.stringify(attempt.json)]))
  })

  it('holds the wait the worker names to 1 to 10 seconds, and waits a few seconds for one it cannot read', async () => {
    const { env, cookie, attempt } = await readyToPlace()
    browserFetch(env, cookie, [confirming(0), confirming(60), confirming('soon'), confirming(4.4)])
    const waits: number[] = []
    await settleAttempt(attempt, {
      locale: 'en-us',
      onConfirming: () => {},
      wait: async (seconds) => {
        waits.push(seconds)
      },
    })
    expect(waits).toEqual([1, 10, 3, 4])
  })

  it('throws a refusal as it comes, after one call', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
    onTestFinished(() => spy.mockRestore())
    const { env, cookie, attempt } = await readyToPlace(TEST_CARDS.refused)
    const sent = browserFetch(env, cookie, [])
    const refusal = await settleAttempt(attempt, {
      locale: 'en-us',
      onConfirming: () => {},
      wait: async () => {},
    }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiRequestError)
    expect(refusal).toMatchObject({ status: 422, errorId: 'PAY400' })
    expect(sent).toHaveLength(1)
  })
})
