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
    const cookie = `sf_session=${await sealSession({ v: 1, cartId: basketId }, TEST_SECRETS.SESSION_SECRET)}`
    const response = await request('/api/cart', { env, headers: { cookie } })
    const body = CartResponseSchema.parse(await response.json())
    expect(body.cart?.totalItems).toBe(2)
    expect(body.cart?.items[0]?.image).toMatch(/^\/media\/product\/KS100013\/\d{3}\.svg$/)
    expect(JSON.stringify(body)).not.toMatch(/token|x-api-key/i)
    const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    expect(page).toContain('Your bag holds 2 items.')
  })

  it('forgets a cart the cart service no longer knows', async () => {
    const env = createTestEnv(createUpstream())
    const cookie = `sf_session=${await sealSession({ v: 1, cartId: 'gone123' }, TEST_SECRETS.SESSION_SECRET)}`
    const response = await request('/api/cart', { env, headers: { cookie } })
    expect(await response.json()).toEqual({ cart: null })
    expect(response.headers.get('set-cookie')).toMatch(/^sf_session=[A-Za-z0-9_-]+;.*HttpOnly/)
  })

  it('treats a tampered session cookie as no session', async () => {
    const env = createTestEnv(createUpstream())
    const sealed = await sealSession({ v: 1, cartId: 'abc' }, TEST_SECRETS.SESSION_SECRET)
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`
    const response = await request('/api/cart', { env, headers: { cookie: `sf_session=${tampered}` } })
    expect(await response.json()).toEqual({ cart: null })
  })

  it('answers in the error shape when the cart service fails', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = `sf_session=${await sealSession({ v: 1, cartId: 'abc' }, TEST_SECRETS.SESSION_SECRET)}`
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
