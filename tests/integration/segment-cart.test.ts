import { describe, expect, it } from 'vitest'
import { cookieOf, jsonPost } from './browser'
import { createTestShop, request } from './harness'

const STORY = '/en-us/stories/trail-season'

const segmentOf = (html: string) =>
  /data-block-id="trail-welcome"><div class="segmentation" data-segment="([^"]+)"/.exec(html)?.[1]
const cartReads = (calls: Request[]) =>
  calls.filter((call) => call.method === 'GET' && new URL(call.url).pathname.startsWith('/api/cart/v1/cart/'))

describe('the live cart for audience segments', () => {
  it('is read once for a page whose segments test the cart, and never for pages whose do not', async () => {
    const { upstream, env } = createTestShop()
    const added = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: 'KS100048720M', qty: 1 }),
    })
    expect(added.status).toBe(200)
    const cookie = cookieOf(added)

    let seen = upstream.calls.length
    const newCalls = () => {
      const calls = upstream.calls.slice(seen)
      seen = upstream.calls.length
      return calls
    }

    const story = await request(STORY, { env, headers: { cookie } })
    expect(segmentOf(await story.text())).toBe('cart-ready')
    expect(cartReads(newCalls())).toHaveLength(1)

    for (const path of ['/en-us', '/en-us/help/contact-us', '/en-us/stories/on-film', '/en-us/c/men-1000']) {
      const page = await request(path, { env, headers: { cookie } })
      expect(page.status, path).toBe(200)
      expect(cartReads(newCalls()), path).toEqual([])
    }
  })

  it('is not read for a shopper without a cart, who sees the baseline', async () => {
    const { upstream, env } = createTestShop()
    const story = await request(STORY, { env })
    expect(segmentOf(await story.text())).toBe('baseline')
    expect(cartReads(upstream.calls)).toEqual([])
  })
})
