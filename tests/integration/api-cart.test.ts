import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/cart'
import { sealSession } from '../../worker/session'
import { clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

async function createCartWithItems(upstream: ReturnType<typeof createUpstream>, qty: number) {
  const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' }
  const created = (await (
    await upstream.fetcher.fetch('https://mock-api.internal/api/cart/v1/cart', {
      method: 'POST',
      headers,
      body: '{}',
    })
  ).json()) as { basketId: string }
  const details = (await (
    await upstream.fetcher.fetch(
      'https://mock-api.internal/api/products/v2/products/KS100013/details?currency=USD',
      { headers },
    )
  ).json()) as { variants: { sku: string; stock: number }[] }
  const sku = details.variants.find((variant) => variant.stock >= qty)?.sku
  const added = await upstream.fetcher.fetch('https://mock-api.internal/api/cart/v1/item', {
    method: 'POST',
    headers,
    body: JSON.stringify({ cartId: created.basketId, productId: sku, qty }),
  })
  expect(added.status).toBe(200)
  return created.basketId
}

describe('/api/cart', () => {
  it('answers no cart for a shopper without one, and is never cached', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/api/cart', { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ cart: null })
  })

  it('reads the cart of the session, with its item count and no tokens', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const basketId = await createCartWithItems(upstream, 2)
    const cookie = `sf_session=${await sealSession({ v: 1, carts: { 'KST-US': basketId } }, TEST_SECRETS.SESSION_SECRET)}`
    const response = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    const body = CartResponseSchema.parse(await response.json())
    expect(body.cart?.totalItems).toBe(2)
    expect(body.cart?.items[0]?.image).toMatch(/^\/media\/product\/KS100013\/\d{3}\.svg$/)
    expect(JSON.stringify(body)).not.toMatch(/token|x-api-key/i)
    const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    expect(page).toContain('Your bag holds 2 items.')
  })

  it('forgets a cart the cart service no longer knows', async () => {
    const env = createTestEnv(createUpstream())
    const cookie = `sf_session=${await sealSession({ v: 1, carts: { 'KST-US': 'gone123' } }, TEST_SECRETS.SESSION_SECRET)}`
    const response = await request('/api/cart', { env, headers: { cookie } })
    expect(await response.json()).toEqual({ cart: null })
    expect(response.headers.get('set-cookie')).toMatch(/^sf_session=[A-Za-z0-9_-]+;.*HttpOnly/)
  })

  it('treats a tampered session cookie as no session', async () => {
    const env = createTestEnv(createUpstream())
    const sealed = await sealSession({ v: 1, carts: { 'KST-US': 'abc' } }, TEST_SECRETS.SESSION_SECRET)
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`
    const response = await request('/api/cart', { env, headers: { cookie: `sf_session=${tampered}` } })
    expect(await response.json()).toEqual({ cart: null })
  })

  it('answers in the error shape when the cart service fails', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = `sf_session=${await sealSession({ v: 1, carts: { 'KST-US': 'abc' } }, TEST_SECRETS.SESSION_SECRET)}`
    upstream.fail('/api/cart')
    const { allowConsoleErrors } = await import('../setup')
    allowConsoleErrors()
    const response = await request('/api/cart', { env, headers: { cookie } })
    expect(response.status).toBe(502)
    const body = (await response.json()) as { errorDetails: { errorId: string }[]; correlationId: string }
    expect(body.errorDetails[0]?.errorId).toBe('GEN500')
    expect(body.correlationId).toBe(response.headers.get('x-request-id'))
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/api/nothing', { env })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'API404' }] })
  })
})

describe('adding to the cart', () => {
  const json = (body: unknown, extra: Record<string, string> = {}) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost',
      'x-storefront-locale': 'en-gb',
      ...extra,
    },
    body: JSON.stringify(body),
  })

  async function inStockSku(upstream: ReturnType<typeof createUpstream>, minimum = 1) {
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
    const details = (await (
      await upstream.fetcher.fetch(
        'https://mock-api.internal/api/products/v2/products/KS100013/details?currency=GBP',
        { headers },
      )
    ).json()) as { variants: { sku: string; stock: number }[] }
    const variant = details.variants.find((entry) => entry.stock >= minimum)
    if (!variant) throw new Error('no variant in stock')
    return variant
  }

  it('creates a cart in the site currency on the first add, keeps it in the session, and adds to it after', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const { sku } = await inStockSku(upstream, 2)
    const first = await request('/api/cart/items', { env, ...json({ productId: sku, qty: 1 }) })
    expect(first.status).toBe(200)
    const firstBody = CartResponseSchema.parse(await first.json())
    expect(firstBody.cart).toMatchObject({ currency: 'GBP', totalItems: 1 })
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] as string
    expect(cookie).toMatch(/^sf_session=/)

    const second = await request('/api/cart/items', { env, ...json({ productId: sku, qty: 1 }, { cookie }) })
    expect(CartResponseSchema.parse(await second.json()).cart?.totalItems).toBe(2)
    const read = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-gb' } })
    expect(CartResponseSchema.parse(await read.json()).cart?.id).toBe(firstBody.cart?.id)
    const otherSite = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    expect(await otherSite.json()).toEqual({ cart: null })
  })

  it('starts a new cart and retries when the cart service no longer knows the cart', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const { sku } = await inStockSku(upstream)
    const cookie = `sf_session=${await sealSession({ v: 1, carts: { 'KST-GB': 'expired1' } }, TEST_SECRETS.SESSION_SECRET)}`
    const response = await request('/api/cart/items', {
      env,
      ...json({ productId: sku, qty: 1 }, { cookie }),
    })
    expect(response.status).toBe(200)
    const body = CartResponseSchema.parse(await response.json())
    expect(body.cart?.id).not.toBe('expired1')
    expect(body.cart?.totalItems).toBe(1)
  })

  it('answers refusals with the catalogue message: out of stock, over the maximum, unknown item', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const variant = await inStockSku(upstream)
    const tooMany = await request('/api/cart/items', {
      env,
      ...json({ productId: variant.sku, qty: variant.stock + 1 }),
    })
    expect(tooMany.status).toBeGreaterThanOrEqual(400)
    const tooManyBody = (await tooMany.json()) as {
      errorDetails: { errorId: string; message: string }[]
      placement: string
    }
    expect(['INV700', 'INV408']).toContain(tooManyBody.errorDetails[0]?.errorId)
    expect(tooManyBody.placement).toBe('item')
    const unknown = await request('/api/cart/items', { env, ...json({ productId: 'ZZ99999900199', qty: 1 }) })
    expect(await unknown.json()).toMatchObject({
      errorDetails: [{ errorId: 'ORD404', message: 'This item is no longer available.' }],
    })
  })

  it('validates the body and refuses cross-site posts', async () => {
    const env = createTestEnv(createUpstream())
    for (const body of [
      {},
      { productId: 'x', qty: 1 },
      { productId: 'KS100013001M', qty: 0 },
      { productId: 'KS100013001M', qty: 1e7 },
    ]) {
      const response = await request('/api/cart/items', { env, ...json(body) })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const garbage = await request('/api/cart/items', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{not json',
    })
    expect(garbage.status).toBe(400)
    const crossSite = await request('/api/cart/items', {
      env,
      ...json({ productId: 'KS100013001M', qty: 1 }, { origin: 'https://evil.example' }),
    })
    expect(crossSite.status).toBe(403)
  })

  it('adds from a plain form post and returns to the product page with a notice', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const variant = await inStockSku(upstream)
    const [, colour, size] = /^KS100013(\d{3})(.+)$/.exec(variant.sku) as RegExpExecArray
    const post = (body: Record<string, string>) =>
      request('/api/cart/items?locale=en-gb', {
        env,
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        body: new URLSearchParams(body).toString(),
      })
    const response = await post({
      styleCode: 'KS100013',
      colour: colour as string,
      size: size as string,
      qty: '1',
      returnTo: '/en-gb/p/a-product-KS100013?colour=001',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-gb/p/a-product-KS100013?colour=001&cart=added')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string
    const page = await (await request('/en-gb/cart', { env, headers: { cookie } })).text()
    expect(page).toContain('Your bag holds 1 item.')
    const noSize = await post({
      styleCode: 'KS100013',
      colour: colour as string,
      qty: '1',
      returnTo: '/en-gb/p/a-product-KS100013',
    })
    expect(noSize.headers.get('location')).toBe('/en-gb/p/a-product-KS100013?cart=SIZE_REQUIRED')
    const { sku } = variant
    const evil = new URLSearchParams({ productId: sku, qty: '1', returnTo: 'https://evil.example/x' })
    const refused = await request('/api/cart/items', {
      env,
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: evil.toString(),
    })
    expect(refused.headers.get('location')).toMatch(/^\/en-us\?cart=added$/)
  })
})
