/**
 * Replayed answers (decision 130): the bench's upstreams that cost nothing to ask. With replay on, the mock API
 * answers a request it answered before from memory, as it answered it then, and runs the contract for a new one;
 * off, every request runs the contract. The storefront's `/__dev/upstream-replay` switches it, in development only.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { replayState, setReplay } from '../../mock-api/replay'
import { productDetails } from './cart-helpers'
import { callMockApi as call, createTestShop, createUpstream, request, type Upstream } from './harness'

afterEach(() => {
  setReplay(false)
})

/** A variant of the first seeded tee the mock has in stock. */
async function inStockSku(upstream: Upstream) {
  const sku = (await productDetails(upstream, 'KS100013')).variants.find((variant) => variant.stock > 0)?.sku
  if (!sku) throw new Error('KS100013 has no variant in stock')
  return sku
}

const linesOf = async (answer: Response) =>
  ((await answer.json()) as { items: { productId: string; bonus: boolean }[] }).items
    .filter((item) => !item.bonus)
    .map((item) => item.productId)

describe('/__dev/upstream-replay', () => {
  it('answers a request asked before from memory while it is on, and runs the contract again once it is off', async () => {
    const { upstream, env } = createTestShop({ ENVIRONMENT: 'development' })
    const sku = await inStockSku(upstream)
    const created = await call(upstream, '/api/cart/v1/cart', { method: 'POST', body: '{}' })
    const { basketId } = (await created.json()) as { basketId: string }
    const read = (correlation: string) =>
      call(upstream, `/api/cart/v1/cart/${basketId}`, { headers: { 'x-correlation-id': correlation } })

    const on = await request('/__dev/upstream-replay', { env, method: 'PUT' })
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ on: true, kept: 0, replayed: 0, answered: 0 })

    expect(await linesOf(await read('first'))).toEqual([])
    // A change the contract makes (a new body, so a new request)...
    const added = await call(upstream, '/api/cart/v1/item', {
      method: 'POST',
      body: JSON.stringify({ cartId: basketId, productId: sku, qty: 1 }),
    })
    expect(added.status).toBe(200)
    // ...is not seen by a read asked before, whatever its tracing headers: it is answered as it was then.
    const replayed = await read('second')
    expect(replayed.status).toBe(200)
    expect(replayed.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await linesOf(replayed)).toEqual([])
    expect(await (await request('/__dev/upstream-replay', { env })).json()).toEqual({
      on: true,
      kept: 2,
      replayed: 1,
      answered: 2,
    })

    const off = await request('/__dev/upstream-replay', { env, method: 'DELETE' })
    expect(await off.json()).toEqual({ on: false, kept: 0, replayed: 0, answered: 0 })
    expect(await linesOf(await read('third'))).toEqual([sku])
  })

  it('tells one customer’s request from another’s by the headers that change an answer', async () => {
    const upstream = createUpstream()
    setReplay(true)
    const profile = (token: string) =>
      call(upstream, '/api/consumers-v3/consumer', { headers: { authorization: `Bearer ${token}` } })
    await profile('one')
    await profile('two')
    await profile('one')
    expect(replayState()).toMatchObject({ replayed: 1, answered: 2 })
  })

  it('replays a decision asked for another visitor and request, answering with their ids', async () => {
    const upstream = createUpstream()
    setReplay(true)
    const decide = async (visitor: string, requestId: string) => {
      const answer = await call(upstream, '/personalization/api/engine/v1/decide/kestrel', {
        method: 'POST',
        body: JSON.stringify({
          channel: 'kestrel/d/KST-US',
          deviceId: visitor,
          events: [
            { eventType: 'monetate:context:PageView', pageType: 'home', url: 'http://localhost/en-us' },
            { eventType: 'monetate:decision:DecisionRequest', requestId },
          ],
        }),
      })
      expect(answer.status).toBe(200)
      return JSON.stringify(await answer.json())
    }
    const first = await decide('vuid_replayvisitor01', 'a1b2c3d4-0000-4000-8000-000000000001')
    const second = await decide('vuid_replayvisitor02', 'a1b2c3d4-0000-4000-8000-000000000002')
    expect(replayState()).toMatchObject({ replayed: 1, answered: 1 })
    expect(first).toContain('a1b2c3d4-0000-4000-8000-000000000001')
    expect(second).toContain('a1b2c3d4-0000-4000-8000-000000000002')
    expect(second).not.toContain('a1b2c3d4-0000-4000-8000-000000000001')
    expect(second.replaceAll('000000000002', '000000000001').replaceAll('visitor02', 'visitor01')).toBe(first)
  })

  it('replays none of the switchboards', async () => {
    const { upstream, env } = createTestShop({ ENVIRONMENT: 'development' })
    setReplay(true)
    for (let i = 0; i < 2; i++) {
      await call(upstream, '/__faults')
      await request('/__dev/upstream-faults', { env })
    }
    expect(replayState()).toMatchObject({ kept: 0, replayed: 0, answered: 0 })
  })
})
