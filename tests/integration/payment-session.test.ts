import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { TEST_PROVIDER } from '../fixtures/payment-provider'
import { callMockApi, clearUpstreamCache, createTestShop, islandProps, request } from './harness'
import { readyToPay } from './placement-helpers'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const sessionCalls = (calls: Request[]) =>
  calls
    .map((call) => new URL(call.url))
    .filter((url) => url.pathname.endsWith('/cart/v1/paymentSession'))
    .map((url) => Object.fromEntries(url.searchParams))

describe('payment sessions for the provider’s fields', () => {
  it('answers a session whose fields are on the provider’s origin, framed by the shop’s', async () => {
    const { upstream } = createTestShop()
    const query = new URLSearchParams({
      referer: TEST_PROVIDER.shopOrigin,
      paymentMethodId: 'GIFT_CARD',
      paymentMethod: 'giftcard',
    })
    const answer = await callMockApi(upstream, `/api/cart/v1/paymentSession?${query}`)
    expect(answer.status).toBe(200)
    const session = (await answer.json()) as { sessionId: string; frameUrl: string }
    expect(session.sessionId).toMatch(/^CS[0-9A-F]{16}$/)
    const frame = new URL(session.frameUrl)
    expect(frame.origin).toBe(TEST_PROVIDER.origin)
    expect(frame.pathname).toBe('/checkoutshopper/fields')
    expect(Object.fromEntries(frame.searchParams)).toEqual({
      kind: 'giftcard',
      origin: TEST_PROVIDER.shopOrigin,
    })
    const fields = await upstream.payments.fetch(`${frame.pathname}${frame.search}`)
    expect(fields.status).toBe(200)
  })

  it('refuses a session query that does not name an origin and a matching method', async () => {
    const { upstream } = createTestShop()
    for (const query of [
      { referer: 'http://localhost/en-us/checkout', paymentMethodId: 'CREDIT_CARD', paymentMethod: 'scheme' },
      { referer: 'not a url', paymentMethodId: 'CREDIT_CARD', paymentMethod: 'scheme' },
      { referer: TEST_PROVIDER.shopOrigin, paymentMethodId: 'CREDIT_CARD', paymentMethod: 'giftcard' },
      { referer: TEST_PROVIDER.shopOrigin, paymentMethodId: 'PAY_LATER', paymentMethod: 'scheme' },
    ]) {
      const answer = await callMockApi(upstream, `/api/cart/v1/paymentSession?${new URLSearchParams(query)}`)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] })
    }
    const refused = await callMockApi(
      upstream,
      `/api/cart/v1/paymentSession?${new URLSearchParams({ referer: 'https://elsewhere.example', paymentMethodId: 'CREDIT_CARD', paymentMethod: 'scheme' })}`,
    )
    expect(refused.status).toBe(502)
    expect(await refused.json()).toMatchObject({ errorDetails: [{ errorId: 'PAY400' }] })
  })

  it('gives the review the card and gift-card fields from sessions made for the shop’s origin', async () => {
    const { upstream, env } = createTestShop({ PAYMENT_PROVIDER_ORIGIN: TEST_PROVIDER.origin })
    const cookie = await readyToPay(env, upstream)
    upstream.calls.length = 0
    const page = await request('/en-us/checkout/summary', { env, headers: { cookie } })
    expect(page.status).toBe(200)
    expect(sessionCalls(upstream.calls)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          referer: 'http://localhost',
          paymentMethodId: 'CREDIT_CARD',
          paymentMethod: 'scheme',
        }),
        expect.objectContaining({
          referer: 'http://localhost',
          paymentMethodId: 'GIFT_CARD',
          paymentMethod: 'giftcard',
        }),
      ]),
    )
    const props = islandProps(await page.text(), 'checkout') as {
      paymentFrames: { card: string; giftcard: string }
    }
    expect(props.paymentFrames.card).toBe(
      `${TEST_PROVIDER.origin}/checkoutshopper/fields?kind=card&origin=http%3A%2F%2Flocalhost`,
    )
    expect(props.paymentFrames.giftcard).toBe(
      `${TEST_PROVIDER.origin}/checkoutshopper/fields?kind=giftcard&origin=http%3A%2F%2Flocalhost`,
    )
    // Reached in place from billing, the step reads the same from the payment methods' call.
    const inPlace = await request('/api/checkout/payment-methods', { env, headers: { cookie } })
    expect(await inPlace.json()).toMatchObject({ frames: props.paymentFrames })
  })

  it('offers no card fields, and still every other method, when the session fails', async () => {
    const { upstream, env } = createTestShop({ PAYMENT_PROVIDER_ORIGIN: TEST_PROVIDER.origin })
    const cookie = await readyToPay(env, upstream)
    upstream.fail('/api/cart/v1/paymentSession')
    const page = await request('/en-us/checkout/summary', { env, headers: { cookie } })
    expect(page.status).toBe(200)
    const props = islandProps(await page.text(), 'checkout') as {
      paymentFrames: unknown
      paymentMethods: string[]
    }
    expect(props.paymentFrames).toEqual({ card: null, giftcard: null })
    expect(props.paymentMethods).toEqual(expect.arrayContaining(['CREDIT_CARD', 'PAY_LATER', 'REWARD_CODE']))
    const inPlace = await request('/api/checkout/payment-methods', { env, headers: { cookie } })
    expect(inPlace.status).toBe(200)
    expect(await inPlace.json()).toMatchObject({ frames: { card: null, giftcard: null } })
  })

  it('offers no fields whose session points off the configured provider', async () => {
    const { upstream, env } = createTestShop({ PAYMENT_PROVIDER_ORIGIN: 'https://other-provider.test' })
    const cookie = await readyToPay(env, upstream)
    const page = await request('/en-us/checkout/summary', { env, headers: { cookie } })
    const props = islandProps(await page.text(), 'checkout') as { paymentFrames: unknown }
    expect(props.paymentFrames).toEqual({ card: null, giftcard: null })
  })
})
