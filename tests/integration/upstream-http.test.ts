import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createTokenClient } from '../../worker/upstream/commerce/tokens'
import { CommerceApiError, ContentServiceError } from '../../worker/upstream/errors'
import { buildUpstreamUrl, createUpstreamFetch } from '../../worker/upstream/http'

function recorder(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = []
  return {
    seen,
    fetcher: async (request: Request) => {
      seen.push(request)
      return answer(request)
    },
  }
}

const base = {
  service: 'content',
  baseUrl: 'https://content.example/',
  accessKey: 'key-1',
  serverTrustId: 'trust-1',
  locale: 'en_US',
  errorClass: ContentServiceError,
}
const Doc = z.object({ id: z.string() })

describe('upstream fetch core', () => {
  it('sends fresh transaction and correlation ids, the access key, trust id and locale on every call', async () => {
    const upstream = recorder(() => Response.json({ id: 'x' }))
    const client = createUpstreamFetch({ ...base, fetcher: upstream.fetcher })
    await client.call({
      operation: 'menu',
      path: '/live/menu',
      schema: Doc,
      query: { a: '1', empty: null, missing: undefined },
    })
    await client.call({ operation: 'menu', path: '/live/menu', schema: Doc })
    const [first, second] = upstream.seen as [Request, Request]
    expect(first.headers.get('x-api-key')).toBe('key-1')
    expect(first.headers.get('x-server-trust-id')).toBe('trust-1')
    expect(first.headers.get('x-locale')).toBe('en_US')
    expect(first.headers.get('x-transaction-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.headers.get('x-transaction-id')).not.toBe(second.headers.get('x-transaction-id'))
    expect(first.headers.get('x-correlation-id')).not.toBe(second.headers.get('x-correlation-id'))
    expect(first.url).toBe('https://content.example/live/menu?a=1&locale=en_US')
    expect(first.headers.has('x-bypass-all-cache')).toBe(false)
  })

  it('sends the preview token and the bypass-all-cache flag in preview', async () => {
    const upstream = recorder(() => Response.json({ id: 'x' }))
    const client = createUpstreamFetch({
      ...base,
      fetcher: upstream.fetcher,
      preview: { token: 'tok' },
      bypassAllCache: true,
    })
    await client.call({ operation: 'page', path: '/preview/page', schema: Doc })
    expect(upstream.seen[0]?.headers.get('x-preview-token')).toBe('tok')
    expect(upstream.seen[0]?.headers.get('x-bypass-all-cache')).toBe('true')
  })

  it('names the sales channel it is given, and none when it is given none', async () => {
    const upstream = recorder(() => Response.json({ id: 'x' }))
    await createUpstreamFetch({ ...base, fetcher: upstream.fetcher, channel: 'MOBILEAPP' }).call({
      operation: 'menu',
      path: '/live/menu',
      schema: Doc,
    })
    await createUpstreamFetch({ ...base, fetcher: upstream.fetcher }).call({
      operation: 'menu',
      path: '/live/menu',
      schema: Doc,
    })
    expect(upstream.seen.map((request) => request.headers.get('x-channel'))).toEqual(['MOBILEAPP', null])
  })

  it('raises the bot-challenge event for a 403 with an application id, except on the token exchange', async () => {
    const stopped = () =>
      Response.json(
        { errorDetails: [{ errorId: 'AUT403', message: 'Captcha failed' }], appId: 'edge-protection' },
        { status: 403 },
      )
    const events: string[] = []
    const client = createUpstreamFetch({
      ...base,
      fetcher: recorder(stopped).fetcher,
      onBotChallenge: (operation) => events.push(operation),
    })
    await expect(client.call({ operation: 'page', path: '/p', schema: Doc })).rejects.toMatchObject({
      status: 403,
      errorId: 'BOT_CHALLENGE',
    })
    expect(events).toEqual(['page'])
    // The token exchange's 403 is its own answer: no event, the service's refusal as it is.
    await expect(
      client.call({
        operation: 'registeredToken',
        method: 'POST',
        path: '/token',
        schema: Doc,
        challengeable: false,
      }),
    ).rejects.toMatchObject({ status: 403, errorId: 'AUT403' })
    expect(events).toEqual(['page'])
    // As the token client calls it.
    const tokens = createTokenClient(createUpstreamFetch({ ...base, fetcher: recorder(stopped).fetcher }))
    await expect(tokens.guest()).rejects.toMatchObject({ status: 403, errorId: 'AUT403' })
  })

  it('reads 404 as null', async () => {
    const client = createUpstreamFetch({
      ...base,
      fetcher: recorder(() => new Response('{}', { status: 404 })).fetcher,
    })
    expect(await client.call({ operation: 'page', path: '/p', schema: Doc })).toBeNull()
  })

  it("reads a mutation's 404 as the refusal it carries, unless the call is a lookup that says so", async () => {
    const client = createUpstreamFetch({
      ...base,
      fetcher: recorder(() =>
        Response.json({ errorDetails: [{ errorId: 'CCA401', message: 'No such address' }] }, { status: 404 }),
      ).fetcher,
    })
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
      await expect(
        client.call({ operation: 'change', method, path: '/p', schema: Doc }),
      ).rejects.toMatchObject({
        status: 404,
        errorId: 'CCA401',
      })
    const search = { operation: 'search', method: 'POST', path: '/p', schema: Doc } as const
    expect(await client.call({ ...search, notFoundAsNull: true })).toBeNull()
    await expect(
      client.call({ operation: 'page', path: '/p', schema: Doc, notFoundAsNull: false }),
    ).rejects.toMatchObject({ errorId: 'CCA401' })
  })

  it('turns an error body into the service error with its errorId and the correlation id sent', async () => {
    const upstream = recorder(() =>
      Response.json({ errorDetails: [{ errorId: 'BSK404', message: 'Cart not found' }] }, { status: 400 }),
    )
    const client = createUpstreamFetch({
      ...base,
      service: 'commerce',
      errorClass: CommerceApiError,
      fetcher: upstream.fetcher,
    })
    const error = await client
      .call({ operation: 'getCart', path: '/cart', schema: Doc })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CommerceApiError)
    expect(error).toMatchObject({
      status: 400,
      errorId: 'BSK404',
      operation: 'getCart',
      message: 'Cart not found',
    })
    expect((error as CommerceApiError).correlationId).toBe(upstream.seen[0]?.headers.get('x-correlation-id'))
  })

  it('refuses bodies that are not JSON or not of the expected shape', async () => {
    const html = createUpstreamFetch({ ...base, fetcher: recorder(() => new Response('<html>')).fetcher })
    await expect(html.call({ operation: 'page', path: '/p', schema: Doc })).rejects.toMatchObject({
      errorId: 'BAD_BODY',
      status: 502,
    })
    const shape = createUpstreamFetch({
      ...base,
      fetcher: recorder(() => Response.json({ nope: true })).fetcher,
    })
    await expect(shape.call({ operation: 'page', path: '/p', schema: Doc })).rejects.toMatchObject({
      errorId: 'BAD_SHAPE',
      status: 502,
    })
  })

  it('gives up after its timeout', async () => {
    const slow = recorder(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    )
    const client = createUpstreamFetch({ ...base, fetcher: slow.fetcher, timeoutMs: 50 })
    await expect(client.call({ operation: 'page', path: '/p', schema: Doc })).rejects.toMatchObject({
      errorId: 'TIMEOUT',
      status: 504,
    })
  })

  it('builds URLs with repeated values and without nulls', () => {
    expect(
      buildUpstreamUrl('https://a.example/base/', '/x', { tag: ['1', '2'], n: null }, 'fr_FR').toString(),
    ).toBe('https://a.example/base/x?tag=1&tag=2&locale=fr_FR')
  })
})

describe('upstream fetch core: the shopper’s token', () => {
  const commerce = { ...base, service: 'commerce', errorClass: CommerceApiError }
  const refused = () =>
    Response.json({ errorDetails: [{ errorId: 'AUT432', message: 'Token refused' }] }, { status: 401 })

  /** An auth hook that hands out tok-1, tok-2... and records what it was asked. */
  function hook() {
    const asked: (string | undefined)[] = []
    return {
      asked,
      auth: {
        token: async (refusedToken?: string) => {
          asked.push(refusedToken)
          return `tok-${asked.length}`
        },
      },
    }
  }

  it('sends a Bearer only on calls that act for the shopper', async () => {
    const upstream = recorder(() => Response.json({ id: 'x' }))
    const { auth, asked } = hook()
    const client = createUpstreamFetch({ ...commerce, fetcher: upstream.fetcher, auth })
    await client.call({ operation: 'getProduct', path: '/products/1', schema: Doc })
    await client.call({ operation: 'getCart', path: '/cart/1', schema: Doc, auth: true })
    expect(upstream.seen.map((request) => request.headers.get('authorization'))).toEqual([
      null,
      'Bearer tok-1',
    ])
    expect(asked).toEqual([undefined])
  })

  it('asks for a new token once and repeats the call once after a 401 AUT432', async () => {
    const upstream = recorder((request) =>
      request.headers.get('authorization') === 'Bearer tok-1' ? refused() : Response.json({ id: 'x' }),
    )
    const { auth, asked } = hook()
    const client = createUpstreamFetch({ ...commerce, fetcher: upstream.fetcher, auth })
    const body = { cartId: 'b1' }
    await expect(
      client.call({
        operation: 'addItem',
        method: 'POST',
        path: '/cart/item',
        body,
        schema: Doc,
        auth: true,
      }),
    ).resolves.toEqual({ id: 'x' })
    expect(asked).toEqual([undefined, 'tok-1'])
    expect(await upstream.seen[1]?.json()).toEqual(body)
  })

  it('gives up after the one repeat, and does not repeat other refusals', async () => {
    const always = recorder(refused)
    const first = hook()
    const client = createUpstreamFetch({ ...commerce, fetcher: always.fetcher, auth: first.auth })
    await expect(
      client.call({ operation: 'getCart', path: '/cart/1', schema: Doc, auth: true }),
    ).rejects.toMatchObject({ status: 401, errorId: 'AUT432' })
    expect(always.seen).toHaveLength(2)

    const other = recorder(() =>
      Response.json({ errorDetails: [{ errorId: 'AUT498', message: 'Invalid customer' }] }, { status: 403 }),
    )
    const second = hook()
    const again = createUpstreamFetch({ ...commerce, fetcher: other.fetcher, auth: second.auth })
    await expect(
      again.call({ operation: 'getCart', path: '/cart/1', schema: Doc, auth: true }),
    ).rejects.toMatchObject({ status: 403, errorId: 'AUT498' })
    expect(other.seen).toHaveLength(1)
    expect(second.asked).toEqual([undefined])
  })

  it('sends no token where no hook is given (tokens switched off)', async () => {
    const upstream = recorder(() => Response.json({ id: 'x' }))
    const client = createUpstreamFetch({ ...commerce, fetcher: upstream.fetcher })
    await client.call({ operation: 'getCart', path: '/cart/1', schema: Doc, auth: true })
    expect(upstream.seen[0]?.headers.has('authorization')).toBe(false)
  })
})
