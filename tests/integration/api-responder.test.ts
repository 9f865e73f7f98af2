import { describe, expect, it } from 'vitest'
import { editorToken } from '../fixtures/preview-token'
import { cookieOf, formPost, jsonPost } from './browser'
import {
  bindings,
  createTestEnv,
  createTestShop,
  createUpstream,
  request,
  TEST_SECRETS,
  type Upstream,
} from './harness'
import { seedSession } from './sessions'

const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }

/** A variant of a seeded product with stock, and the product's maximum quantity. */
async function variant(upstream: Upstream) {
  const url = 'https://mock-api.internal/api/products/v2/products/KS100013/details?currency=USD'
  const details = (await (await upstream.fetcher.fetch(url, { headers })).json()) as {
    maxQty: number | null
    variants: { sku: string; stock: number }[]
  }
  const found = details.variants.find((entry) => entry.stock >= 2 && entry.stock < 999_999)
  if (!found) throw new Error('no variant in stock')
  return { sku: found.sku, stock: found.stock, maxQty: details.maxQty }
}

const errorOf = async (response: Response) =>
  (await response.json()) as { errorDetails: { errorId: string; message: string }[]; placement?: string }

describe('the API responder', () => {
  it('refuses a body of any other type with 415, and creates nothing', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await variant(upstream)
    upstream.calls.length = 0
    for (const type of ['text/plain', 'application/xml', '']) {
      const response = await request('/api/cart/items', {
        env,
        method: 'POST',
        headers: { origin: 'http://localhost', ...(type ? { 'content-type': type } : {}) },
        body: JSON.stringify({ productId: sku, qty: 1 }),
      })
      expect(response.status, type).toBe(415)
      expect((await errorOf(response)).errorDetails[0]?.errorId).toBe('API415')
    }
    expect(upstream.calls).toEqual([])
  })

  it('refuses a body over 64 KB with 413, whether or not it declares its length', async () => {
    const env = createTestShop().env
    const big = JSON.stringify({ productId: 'KS100013001', pad: 'x'.repeat(70 * 1024) })
    const declared = await request('/api/cart/items', { env, ...jsonPost(JSON.parse(big)) })
    expect(declared.status).toBe(413)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
        for (let index = 0; index < 5; index++) controller.enqueue(chunk)
        controller.close()
      },
    })
    const streamed = await request('/api/compare', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: stream,
      // @ts-expect-error -- workerd's RequestInit takes a duplex for streamed bodies
      duplex: 'half',
    })
    expect(streamed.status).toBe(413)
    expect((await errorOf(streamed)).errorDetails[0]?.errorId).toBe('API413')
  })

  it('takes quantities only as whole numbers within range, never Number() of a string', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await variant(upstream)
    for (const qty of ['0x10', '1e3', ' 2', '2.0', 1.5, 0, -1, 1_000_000, '', null, true]) {
      const response = await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty }) })
      expect(response.status, String(qty)).toBe(400)
    }
    // The product page's form is answered there: refused, it is the page again.
    const form = await request('/en-us/p/summit-merino-tee-KS100013', {
      env,
      ...formPost(`productId=${sku}&qty=0x10`),
    })
    expect(form.status).toBe(400)
    expect(form.headers.get('location')).toBeNull()
    expect(await form.text()).toMatch(
      /class="buy-box__notice is-error"[^>]*>Something went wrong. Please try again.</,
    )
    const carts = await bindings.DB.prepare('SELECT COUNT(*) AS n FROM carts').first<{ n: number }>()
    const added = await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: '2' }) })
    expect(added.status).toBe(200)
    expect(((await added.json()) as { cart: { items: { qty: number }[] } }).cart.items[0]?.qty).toBe(2)
    expect((await bindings.DB.prepare('SELECT COUNT(*) AS n FROM carts').first<{ n: number }>())?.n).toBe(
      (carts?.n ?? 0) + 1,
    )
  })

  it('answers each kind of refusal with its one status', async () => {
    const { upstream, env } = createTestShop()
    const { sku, stock, maxQty } = await variant(upstream)
    const invalid = await request('/api/compare', { env, ...jsonPost({ styleCode: 'lowercase' }) })
    expect(invalid.status).toBe(400)
    const unknown = await request('/api/compare', { env, ...jsonPost({ styleCode: 'ZZ999999' }) })
    expect([unknown.status, (await errorOf(unknown)).errorDetails[0]?.errorId]).toEqual([404, 'PLP400'])
    const cookie = await seedSession({ compare: ['KS100013', 'KS100014', 'KS100015', 'KS100016'] })
    const { results } = await bindings.DB.prepare('SELECT style_code FROM products LIMIT 5').all<{
      style_code: string
    }>()
    const full = await request('/api/compare', {
      env,
      ...jsonPost({ styleCode: results.at(-1)?.style_code }, cookie),
    })
    expect([full.status, (await errorOf(full)).errorDetails[0]?.errorId]).toEqual([409, 'CMP409'])
    const outOfStock = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: sku, qty: stock + 1 }),
    })
    const refusal = await errorOf(outOfStock)
    if (maxQty !== null && stock + 1 > maxQty) {
      expect([outOfStock.status, refusal.errorDetails[0]?.errorId]).toEqual([422, 'INV408'])
    } else {
      expect([outOfStock.status, refusal.errorDetails[0]?.errorId]).toEqual([422, 'INV700'])
      expect(refusal.errorDetails[0]?.message).toBe('Sorry, this item is out of stock.')
    }
    expect(refusal.placement).toBe('item')
    const throttled = createTestEnv({
      fetcher: {
        fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
          // Read the URL without making a Request of the input, which would take its body.
          new URL(input instanceof Request ? input.url : String(input)).pathname.includes('/cart/')
            ? Response.json(
                { errorDetails: [{ errorId: 'RATE429', message: 'slow down' }], correlationId: 'x' },
                { status: 429 },
              )
            : upstream.fetcher.fetch(input, init),
      } as Fetcher,
    })
    const slowDown = await request('/api/cart/items', {
      env: throttled,
      ...jsonPost({ productId: sku, qty: 1 }),
    })
    expect([slowDown.status, (await errorOf(slowDown)).errorDetails[0]?.errorId]).toEqual([429, 'RATE429'])
    upstream.fail('/api/cart')
    const down = await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }) })
    expect([down.status, (await errorOf(down)).errorDetails[0]?.errorId]).toEqual([502, 'GEN500'])
  })

  it('answers a form body posted to an /api route with JSON, never a redirect, in success as in refusal', async () => {
    const env = createTestEnv(createUpstream())
    const FORMS: readonly [string, string][] = [
      ['/api/consent?locale=en-gb', 'action=accept-all&returnTo=%2Fen-gb'],
      ['/api/consent?locale=en-gb', 'action=everything'],
      ['/api/search/recent/clear?locale=en-us', ''],
      ['/api/stores/favourite?locale=en-gb', 'storeId=3002'],
      ['/api/stores/favourite?locale=en-gb', 'storeId=1001'],
      ['/api/account/sign-out?locale=en-us', ''],
      ['/api/account/sign-out-elsewhere?locale=en-us', ''],
      ['/api/associate/sign-out?locale=en-us', ''],
      ['/api/account/employee-terms?locale=en-us', 'returnTo=%2Fen-us%2Ffavorites'],
      ['/api/newsletter?locale=en-us', 'email=ana%40&path=%2Fen-us&blockId=x'],
      ['/api/checkout/express?locale=en-us', ''],
      ['/api/compare?locale=en-us', 'styleCode=lowercase'],
      ['/api/account/sign-in?locale=en-us', 'email=nobody%40example.com&password=x&returnTo=%2Fen-us%2Fcart'],
      ['/api/help/contact-us?locale=en-us', 'email=x'],
      ['/api/preview/session?locale=en-us', 'token=abc.def'],
    ]
    for (const [path, body] of FORMS) {
      const response = await request(path, { env, ...formPost(body) })
      const what = `${path} ${body}`
      expect(response.status === 200 || response.status === 201 || response.status >= 400, what).toBe(true)
      expect(response.headers.get('location'), what).toBeNull()
      expect(response.headers.get('content-type'), what).toContain('application/json')
      expect(await response.json(), what).toBeTypeOf('object')
    }
  })

  it('sends a plain form back only to a path on this site: its return path, else the page it came from, else home', async () => {
    const env = createTestShop().env
    const post = (returnTo: string, referer?: string) =>
      request('/en-us/compare', {
        env,
        ...formPost(`intent=add&styleCode=lowercase&returnTo=${encodeURIComponent(returnTo)}`, '', referer),
      })
    // The comparison and the favorites answer their own forms at their own pages (decision 068): a refusal is the
    // page there, never a redirect, whatever return path or referrer the form came with.
    const favorites = (returnTo: string, referer?: string) =>
      request('/en-us/favorites', {
        env,
        ...formPost(
          `intent=add&styleCode=KS100013&colour=bad&returnTo=${encodeURIComponent(returnTo)}`,
          '',
          referer,
        ),
      })
    const compared = await post('//evil.example/x')
    expect(compared.status).toBe(400)
    expect(compared.headers.get('location')).toBeNull()
    for (const hostile of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/%2F%2Fevil.example',
    ]) {
      const response = await favorites(hostile, 'http://localhost/en-us/p/summit-merino-tee-KS100013')
      expect(response.status, hostile).toBe(400)
      expect(response.headers.get('location'), hostile).toBeNull()
      const noReferrer = await favorites(hostile, 'https://evil.example/en-us/cart')
      expect(noReferrer.headers.get('location'), hostile).toBeNull()
    }
  })

  it('keeps every answer private unless the route shares it: never an error, never in preview, never without a named locale', async () => {
    const { upstream, env } = createTestShop()
    const locale = { 'x-storefront-locale': 'en-us' }
    const shared = await request('/api/search/suggest?q=boot', { env, headers: locale })
    expect(shared.status).toBe(200)
    expect(shared.headers.get('cache-control')).toBe('public, max-age=60')
    expect(shared.headers.get('vary')?.toLowerCase()).toContain('x-storefront-locale')
    const negotiated = await request('/api/search/suggest?q=boot', {
      env,
      headers: { 'accept-language': 'fr-CA' },
    })
    expect(negotiated.headers.get('cache-control')).toBe('private, no-store')
    const articles = await request('/api/articles?locale=en-us&limit=6', { env })
    expect(articles.headers.get('cache-control')).toBe('public, max-age=60')
    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    const preview = await request('/api/articles?locale=en-us&limit=6&preview=true', {
      env,
      headers: { 'x-preview-token': token },
    })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    upstream.fail('/api/products/v2/search')
    const failed = await request('/api/search/suggest?q=tent', { env, headers: locale })
    expect(failed.status).toBe(502)
    expect(failed.headers.get('cache-control')).toBe('private, no-store')
    const missing = await request('/api/nothing-here', { env })
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'private, no-store'])
    const cart = await request('/api/cart', { env })
    expect(cart.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('shared caches and cookies', () => {
  const SHARED_ROUTES = ['/api/search/suggest?q=boot', '/api/articles?locale=en-us']
  const locale = { 'x-storefront-locale': 'en-us' }
  /** A deployment that keeps visitor ids (personalization on), so a first visit with targeting consent gets one. */
  const withVisitorIds = { PERSONALIZATION_API_URL: 'https://mock-api.internal/personalization' }

  it('keeps an answer that clears a forged session cookie private', async () => {
    const env = createTestShop().env
    for (const path of SHARED_ROUTES) {
      const response = await request(path, {
        env,
        headers: { ...locale, cookie: '__Host-sid=not-a-signed-session-id' },
      })
      expect(response.status, path).toBe(200)
      const cleared = response.headers.getSetCookie().find((line) => line.startsWith('__Host-sid='))
      expect(cleared, path).toMatch(/Max-Age=0/i)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('keeps the answer that gives a first visitor with targeting consent their visitor id private', async () => {
    const env = createTestShop(withVisitorIds).env
    for (const path of SHARED_ROUTES) {
      const first = await request(path, { env, headers: locale })
      expect(first.status, path).toBe(200)
      expect(
        first.headers.getSetCookie().find((line) => line.startsWith('sf_vuid=')),
        path,
      ).toMatch(/^sf_vuid=vuid_/)
      expect(first.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('shares the answer to a visitor whose request sets no cookie', async () => {
    const env = createTestShop(withVisitorIds).env
    const first = await request(SHARED_ROUTES[0] as string, { env, headers: locale })
    const cookie = cookieOf(first)
    expect(cookie).toMatch(/^sf_vuid=vuid_/)
    for (const path of SHARED_ROUTES) {
      const again = await request(path, { env, headers: { ...locale, cookie } })
      expect(again.status, path).toBe(200)
      expect(again.headers.getSetCookie(), path).toEqual([])
      expect(again.headers.get('cache-control'), path).toBe('public, max-age=60')
    }
  })

  it('keeps any other public answer private when it sets a cookie', async () => {
    const env = createTestShop().env
    const plain = await request('/robots.txt', { env })
    expect(plain.headers.get('cache-control')).toBe('public, max-age=3600')
    const forged = await request('/robots.txt', {
      env,
      headers: { cookie: '__Host-sid=not-a-signed-session-id' },
    })
    expect(forged.headers.getSetCookie().join('\n')).toMatch(/__Host-sid=.*Max-Age=0/i)
    expect(forged.headers.get('cache-control')).toBe('private, no-store')
  })
})
