/**
 * The return service's request envelope: a request type, an organisation and a payload (ATTR100, ATTR200, ATTR300
 * without one). The shop always sends all three, so only a malformed call meets those refusals; when one comes
 * back all the same, the shopper sees the generic message at the top of the order, never a server error.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { parsePdf } from '../fixtures/pdf'
import { pageForm, signedInShopper } from './account-helpers'
import { jsonPost } from './browser'
import {
  callMockApi,
  clearUpstreamCache,
  createTestEnv,
  createTestShop,
  createUpstream,
  request,
} from './harness'
import { advanceOrder, oneVariant, placeOrder } from './order-helpers'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const LABEL = '/api/consumers-v3/consumer/return/KS0000000001/returnLabel'
const WHOLE = { requestType: 'RETURN_LABEL', organization: 'KST-US', payload: { shopName: 'Kestrel' } }

describe('the return service’s request envelope', () => {
  it('refuses a request without its type, organisation or payload, before anything else is read', async () => {
    const { upstream } = createTestShop()
    const cases = [
      [{ organization: 'KST-US', payload: { shopName: 'Kestrel' } }, 'ATTR100'],
      [{ requestType: ' ', organization: 'KST-US', payload: { shopName: 'Kestrel' } }, 'ATTR100'],
      [{ requestType: 'RETURN_LABEL', payload: { shopName: 'Kestrel' } }, 'ATTR200'],
      [{ requestType: 'RETURN_LABEL', organization: 'KST-US' }, 'ATTR300'],
      [{ shopName: 'Kestrel' }, 'ATTR100'],
    ] as const
    for (const [body, errorId] of cases) {
      const answer = await callMockApi(upstream, LABEL, { method: 'POST', body: JSON.stringify(body) })
      expect(answer.status, errorId).toBe(400)
      expect(await answer.json()).toMatchObject({ errorDetails: [{ errorId }] })
    }
    // A whole envelope is read on: this call has no customer's token.
    const whole = await callMockApi(upstream, LABEL, { method: 'POST', body: JSON.stringify(WHOLE) })
    expect(whole.status).toBe(401)
  })

  it('gets the shopper a return label with the shop’s envelope, and words a refused envelope as the generic message at the top', async () => {
    const upstream = createUpstream()
    // The return service answers as if the envelope had come without a part (what a malformed call would get).
    let refuseWith: string | null = null
    const fetcher = {
      fetch(input: RequestInfo | URL, init?: RequestInit) {
        const url = new URL(input instanceof Request ? input.url : String(input))
        if (refuseWith && url.pathname.endsWith('/returnLabel'))
          return Promise.resolve(
            Response.json(
              {
                errorDetails: [{ errorId: refuseWith, message: 'The request is missing a part' }],
                appId: 'returns',
                correlationId: 'c-1',
              },
              { status: 400 },
            ),
          )
        return upstream.fetcher.fetch(input, init)
      },
    } as unknown as Fetcher
    const env = createTestEnv({ fetcher })
    const shopper = await signedInShopper(env)
    const variant = await oneVariant(upstream)
    const placed = await placeOrder(env, upstream, {
      cookie: shopper.cookie,
      email: shopper.email,
      lines: [{ sku: variant.sku, qty: 1 }],
    })
    const { orderNumber } = placed.order
    await advanceOrder(upstream, orderNumber, { to: 'Delivered' })
    const path = `/en-us/account/orders/${orderNumber}`
    const label = await pageForm(env, path, { intent: 'returnLabel' }, placed.cookie)
    expect(label.status).toBe(200)
    expect(parsePdf(await label.arrayBuffer()).texts).toContain('Return label')

    for (const errorId of ['ATTR100', 'ATTR200', 'ATTR300']) {
      refuseWith = errorId
      const refused = await pageForm(env, path, { intent: 'returnLabel' }, placed.cookie)
      expect(refused.status, errorId).toBe(400)
      const html = await refused.text()
      expect(html).toContain('Something went wrong. Please try again.')
      expect(html).toContain(`<h1>Order ${orderNumber}</h1>`)
      const viaApi = await request(`/api/orders/${orderNumber}/return-label`, {
        env,
        ...jsonPost({}, placed.cookie),
      })
      expect(viaApi.status, errorId).toBe(400)
      expect(await viaApi.json()).toMatchObject({
        errorDetails: [{ errorId, message: 'Something went wrong. Please try again.' }],
        placement: 'top',
      })
    }
  })
})
