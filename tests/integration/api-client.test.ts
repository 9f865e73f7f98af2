/**
 * The browser's API module (`client/api.ts`) against the real worker: the global fetch an island would use is
 * routed into the storefront, as a same-origin browser call would reach it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, callApi, fetchFragment, shopperMessage } from '../../client/api'
import { fetchCart } from '../../client/state/cart'
import type { Bindings } from '../../worker/env'
import { clearUpstreamCache, createTestEnv, createTestShop, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => {
  vi.unstubAllGlobals()
})

/** What the browser adds to a same-origin call, and the requests the storefront saw. */
function browserFetch(env: Bindings) {
  const seen: Request[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit & { credentials?: string } = {}) => {
    // workerd refuses `credentials`; the browser uses it to send the session cookie, which these calls lack.
    const { credentials: _credentials, ...rest } = init
    const headers = new Headers(rest.headers)
    if (rest.method && rest.method !== 'GET') headers.set('origin', 'http://localhost')
    seen.push(new Request(`http://localhost${input}`, { ...rest, headers }))
    return request(input, { ...rest, headers, env })
  })
  return seen
}

const refusal = async (call: Promise<unknown>): Promise<ApiRequestError> => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiRequestError)
  return error as ApiRequestError
}

/** An environment whose cart service refuses every POST with `status` and `body`; everything else is the mock API. */
function refusingCartEnv(status: number, body: object): Bindings {
  const upstream = createUpstream()
  const mockApi = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/cart/v1/'))
        return Response.json(body, { status })
      return upstream.fetcher.fetch(request)
    },
  } as Fetcher
  return createTestEnv(upstream, { MOCK_API: mockApi })
}

const refusedAdd = () =>
  refusal(callApi('/api/cart/items', { locale: 'en-us', json: { productId: 'KS10001300102', qty: 1 } }))

describe('client/api.ts', () => {
  it('names the page’s locale, asks for JSON and returns the parsed answer', async () => {
    const seen = browserFetch(createTestShop().env)
    expect(await fetchCart('en-gb')).toBeNull()
    expect(seen[0]?.headers.get('x-storefront-locale')).toBe('en-gb')
    expect(seen[0]?.headers.get('accept')).toBe('application/json')
  })

  it('throws the refusal’s status, error id, message, field messages and correlation id', async () => {
    browserFetch(createTestShop().env)
    const error = await refusal(
      callApi('/api/newsletter', { locale: 'fr-fr', json: { email: 'ana@', policy: true } }),
    )
    expect(error.status).toBe(400)
    expect(error.errorId).toBe('VALIDATION')
    expect(error.fromServer).toBe(true)
    expect(error.fields).toMatchObject({ email: expect.stringMatching(/e-mail/i) })
    expect(error.correlationId).toMatch(/\S/)
    // A refusal of single fields shows its messages at the fields.
    expect(error.placement).toBe('field')
  })

  it('carries the error catalogue’s placement of a refused add', async () => {
    browserFetch(createTestShop().env)
    const error = await refusal(
      callApi('/api/cart/items', { locale: 'en-us', json: { productId: 'ZZ99999900199', qty: 1 } }),
    )
    expect(error.errorId).toBe('ORD404')
    expect(error.message).toBe('This item is no longer available.')
    expect(error.placement).toBe('item')
    expect(shopperMessage(error, 'Something went wrong')).toBe('This item is no longer available.')
  })

  it('carries what the catalogue says to do besides showing the message', async () => {
    // The cart service refuses every add with one of its flash codes (spec 1 §8): the bag must be read again.
    browserFetch(
      refusingCartEnv(409, {
        errorDetails: [{ errorId: 'ProductLineItemInventoryMissing', message: 'Inventory missing' }],
        appId: 'cart',
        correlationId: 'c-1',
      }),
    )
    expect(await refusedAdd()).toMatchObject({
      status: 409,
      errorId: 'ProductLineItemInventoryMissing',
      placement: 'item',
      action: 'reloadCart',
      message: 'We have fewer of this item than you asked for, so we changed the quantity.',
    })
  })

  it('turns a 403 from bot protection into the bot-challenge notice, and keeps other 403s as they are', async () => {
    // Bot protection answers in its own shape: an application id, no error details.
    browserFetch(refusingCartEnv(403, { appId: 'edge-bot-manager', reference: '18.6f2' }))
    expect(await refusedAdd()).toMatchObject({
      status: 429,
      errorId: 'BOT_CHALLENGE',
      placement: 'top',
      action: 'retry',
      message: 'We need to check that you’re not a robot. Please wait a moment and try again.',
    })

    browserFetch(refusingCartEnv(403, { errorDetails: [{ errorId: 'XYZ403', message: 'Not for you' }] }))
    expect(await refusedAdd()).toMatchObject({
      status: 422,
      errorId: 'XYZ403',
      message: 'Not for you',
      action: null,
    })
  })

  it('reads no action from a refusal that names none, or one the page does not know', async () => {
    for (const action of [undefined, 'launchRocket']) {
      vi.stubGlobal('fetch', async () =>
        Response.json({ errorDetails: [{ errorId: 'X1', message: 'No' }], action }, { status: 422 }),
      )
      expect((await refusal(callApi('/api/cart', { locale: 'en-us' }))).action).toBeNull()
    }
  })

  it('turns a lost connection into an error with status 0 and the island’s own message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await refusal(callApi('/api/cart', { locale: 'en-us' }))
    expect(error).toMatchObject({ status: 0, errorId: 'NETWORK', fromServer: false, fields: {} })
    expect(shopperMessage(error, 'Please try again.')).toBe('Please try again.')
  })

  it('refuses a success without a JSON body, and lets a cancelled call be told apart', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>proxy page</html>', { status: 200 }))
    const error = await refusal(callApi('/api/cart'))
    expect(error).toMatchObject({ status: 200, errorId: 'BAD_RESPONSE', fromServer: false })

    const controller = new AbortController()
    controller.abort()
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit) => {
      init.signal?.throwIfAborted()
      return Response.json({})
    })
    const cancelled = await callApi('/api/cart', { signal: controller.signal }).catch((caught) => caught)
    expect(cancelled).not.toBeInstanceOf(ApiRequestError)
    expect((cancelled as Error).name).toBe('AbortError')
  })

  it('reads a page region as an HTML fragment, and a missing page as a refusal', async () => {
    const seen = browserFetch(createTestShop().env)
    const html = await fetchFragment('/en-us/c/men-1000?sort=price-asc', 'listing')
    expect(seen[0]?.headers.get('x-fragment')).toBe('listing')
    expect(html).toContain('id="listing-body"')
    expect(html).not.toContain('<html')
    const missing = await refusal(fetchFragment('/en-us/c/no-such-category-1', 'listing'))
    expect(missing.status).toBe(404)
    expect(missing.errorId).toBe('HTTP404')
  })
})
