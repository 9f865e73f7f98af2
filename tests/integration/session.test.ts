import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE_NAME, signSessionId } from '../../worker/session/cookie'
import { IDLE_TTL_MS, type SessionObject } from '../../worker/session/object'
import { RequestSession } from '../../worker/session/session'
import { jsonPost } from './browser'
import { bindings, createTestShop, request, TEST_SECRETS, type TestEnv, type Upstream } from './harness'
import { countingSessions, seedSession, sessionCookieOf, sessionState } from './sessions'

const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
const sessions = (bindings as unknown as { SESSIONS: DurableObjectNamespace<SessionObject> }).SESSIONS

type Details = { variants: { sku: string; colourCode: string; stock: number }[] }

/** A product's details from the mock catalogue. */
async function detailsOf(upstream: Upstream, styleCode: string): Promise<Details> {
  const url = `https://mock-api.internal/api/products/v2/products/${styleCode}/details?currency=USD`
  return (await (await upstream.fetcher.fetch(url, { headers })).json()) as Details
}

/** In-stock SKUs of a product, read from the mock catalogue. */
async function inStockSkus(upstream: Upstream, styleCode: string, count: number) {
  const details = await detailsOf(upstream, styleCode)
  const skus = details.variants.filter((variant) => variant.stock >= 2).map((variant) => variant.sku)
  if (skus.length < count) throw new Error(`${styleCode} has fewer than ${count} SKUs in stock`)
  return skus.slice(0, count)
}

/** Style codes of the seeded catalogue (seeded by the first request to the mock API). */
async function styleCodes(count: number): Promise<string[]> {
  const { results } = await bindings.DB.prepare('SELECT style_code FROM products ORDER BY style_code LIMIT ?')
    .bind(count)
    .all<{ style_code: string }>()
  return results.map((row) => row.style_code)
}

async function cartCount(): Promise<number> {
  return (await bindings.DB.prepare('SELECT COUNT(*) AS n FROM carts').first<{ n: number }>())?.n ?? 0
}

/** A shopper who has one page open: the id their first page gave them. */
async function openPage(env: TestEnv): Promise<string> {
  const page = await request('/en-us/compare', { env })
  expect(page.status).toBe(200)
  const cookie = sessionCookieOf(page)
  expect(cookie).toMatch(/^__Host-sid=[0-9a-f]{64}\.[A-Za-z0-9_-]{43}$/)
  return cookie
}

describe('sessions', () => {
  it('gives a visitor a signed id with their first page, as a __Host- cookie only this host over HTTPS reads', async () => {
    const { namespace, calls } = countingSessions()
    const env = createTestShop({ SESSIONS: namespace }).env
    const page = await request('/en-us/compare', { env })
    const line = page.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`))
    expect(line).toBeDefined()
    const attributes = (line as string).split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toEqual(
      expect.arrayContaining([
        'path=/',
        'httponly',
        'secure',
        'samesite=lax',
        `max-age=${IDLE_TTL_MS / 1000}`,
      ]),
    )
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false)
    // Handing out an id makes no object: nothing was stored, and nothing was called.
    expect(calls).toEqual([])
  })

  it('sends no cookie when a shopper’s session only was read, and is renewed by a change', async () => {
    const env = createTestShop().env
    const cookie = await seedSession({ compare: ['KS100013'] })
    for (const path of ['/en-us/compare', '/api/cart', '/en-us/c/men-1000']) {
      const response = await request(path, { env, headers: { cookie } })
      expect(response.headers.getSetCookie(), path).toEqual([])
    }
    const changed = await request('/api/compare/remove', {
      env,
      ...jsonPost({ styleCode: 'KS100013' }, cookie),
    })
    expect(sessionCookieOf(changed)).toBe(cookie)
  })

  it('deletes a cookie that does not verify for the whole site, with the attributes its prefix needs', async () => {
    const env = createTestShop().env
    const response = await request('/api/cart', { env, headers: { cookie: `${SESSION_COOKIE_NAME}=forged` } })
    const line = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`))
    const attributes = (line ?? '').split(';').map((part) => part.trim().toLowerCase())
    expect(attributes).toEqual(expect.arrayContaining(['__host-sid=', 'max-age=0', 'path=/', 'secure']))
  })

  it('costs no object call without a session, and at most one for a page that only reads', async () => {
    const { namespace, calls } = countingSessions()
    const env = createTestShop({ SESSIONS: namespace }).env
    await request('/en-us/p/summit-merino-tee-KS100013', { env })
    await request('/api/cart', { env })
    expect(calls).toEqual([])
    const cookie = await seedSession({ compare: ['KS100013'], favoriteId: 'F0123456789AB' })
    for (const path of [
      '/en-us/p/summit-merino-tee-KS100013',
      '/en-us/compare',
      '/en-us/stories/trail-season',
    ]) {
      calls.length = 0
      const response = await request(path, { env, headers: { cookie } })
      expect(response.status).toBe(200)
      expect(calls.length, path).toBeLessThanOrEqual(1)
    }
  })

  it('makes one cart of three lines from three concurrent first adds of a shopper with one page open', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await openPage(env)
    const skus = await inStockSkus(upstream, 'KS100013', 3)
    const before = await cartCount()
    const answers = await Promise.all(
      skus.map((sku) => request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }, cookie) })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await cartCount()).toBe(before + 1)
    const cart = (await (await request('/api/cart', { env, headers: { cookie } })).json()) as {
      cart: { items: { productId: string; bonus: boolean }[] }
    }
    // Besides the free socks a bag of this much gets (the gift with purchase).
    const lines = cart.cart.items.filter((item) => !item.bonus)
    expect(lines.map((item) => item.productId).sort()).toEqual([...skus].sort())
  })

  it('makes no cart for a first add the cart service refuses, and one cart for the add beside it', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await openPage(env)
    const [sku] = await inStockSkus(upstream, 'KS100013', 1)
    const before = await cartCount()
    const refused = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: sku, qty: 999_999 }, cookie),
    })
    expect(refused.status).toBe(422)
    expect(await cartCount()).toBe(before)
    expect((await sessionState(cookie)).carts).toBeUndefined()
    const [again, added] = await Promise.all([
      request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 999_999 }, cookie) }),
      request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }, cookie) }),
    ])
    expect([again.status, added.status]).toEqual([422, 200])
    expect(await cartCount()).toBe(before + 1)
  })

  it('keeps all four of four concurrent compare adds', async () => {
    const env = createTestShop().env
    const cookie = await openPage(env)
    const styles = await styleCodes(4)
    const answers = await Promise.all(
      styles.map((styleCode) => request('/api/compare', { env, ...jsonPost({ styleCode }, cookie) })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect([...((await sessionState(cookie)).compare ?? [])].sort()).toEqual(styles)
  })

  it('makes one favorites list from concurrent first adds', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await openPage(env)
    const items = await Promise.all(
      (await styleCodes(3)).map(async (styleCode) => ({
        styleCode,
        colour: (await detailsOf(upstream, styleCode)).variants[0]?.colourCode,
      })),
    )
    const answers = await Promise.all(
      items.map((item) => request('/api/favorites', { env, ...jsonPost(item, cookie) })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const totals = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { total: number }).total),
    )
    expect(Math.max(...totals)).toBe(3)
    const { favoriteId } = await sessionState(cookie)
    const list = await bindings.DB.prepare('SELECT COUNT(*) AS n FROM favorite_items WHERE favorite_id = ?')
      .bind(favoriteId)
      .first<{ n: number }>()
    expect(list?.n).toBe(3)
  })

  it('makes one saved-for-later list from concurrent first saves', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await openPage(env)
    for (const sku of await inStockSkus(upstream, 'KS100013', 2))
      expect(
        (await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }, cookie) })).status,
      ).toBe(200)
    const cart = (await (await request('/api/cart', { env, headers: { cookie } })).json()) as {
      cart: { items: { id: string; bonus: boolean }[] }
    }
    const lists = async () =>
      (await bindings.DB.prepare('SELECT COUNT(*) AS n FROM saved_lists').first<{ n: number }>())?.n ?? 0
    const before = await lists()
    const answers = await Promise.all(
      // The free socks a bag of this much gets (the gift with purchase) cannot be saved.
      cart.cart.items
        .filter((line) => !line.bonus)
        .map((line) => request('/api/saved-for-later', { env, ...jsonPost({ itemId: line.id }, cookie) })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await lists()).toBe(before + 1)
    const { saveForLaterId } = await sessionState(cookie)
    const saved = await bindings.DB.prepare('SELECT COUNT(*) AS n FROM saved_items WHERE list_id = ?')
      .bind(saveForLaterId)
      .first<{ n: number }>()
    expect(saved?.n).toBe(2)
  })

  it.each([
    ['garbage', 'not-a-session'],
    ['an id without a signature', `${'a'.repeat(64)}`],
    ['a forged signature', `${'a'.repeat(64)}.${'A'.repeat(43)}`],
  ])('treats %s as no session: a fresh one, never an error', async (_label, value) => {
    const { namespace, calls } = countingSessions()
    const env = createTestShop({ SESSIONS: namespace }).env
    const cookie = `${SESSION_COOKIE_NAME}=${value}`
    const page = await request('/en-us/compare', { env, headers: { cookie } })
    expect(page.status).toBe(200)
    const fresh = sessionCookieOf(page)
    expect(fresh).toMatch(/^__Host-sid=[0-9a-f]{64}\./)
    expect(fresh).not.toBe(cookie)
    const api = await request('/api/cart', { env, headers: { cookie } })
    expect(await api.json()).toEqual({ cart: null })
    expect(api.headers.getSetCookie().join('\n')).toMatch(/^__Host-sid=; Max-Age=0/m)
    expect(calls).toEqual([])
  })

  it('treats a session signed with another secret, holding a real cart, as no session', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await openPage(env)
    const [sku] = await inStockSkus(upstream, 'KS100013', 1)
    await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }, cookie) })
    const control = (await (await request('/api/cart', { env, headers: { cookie } })).json()) as {
      cart: unknown
    }
    expect(control.cart).not.toBeNull()
    const id = /=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
    const foreign = `${SESSION_COOKIE_NAME}=${await signSessionId(id, 'another-secret-0123456789abcdef0123456')}`
    expect(await (await request('/api/cart', { env, headers: { cookie: foreign } })).json()).toEqual({
      cart: null,
    })
    const flipped = cookie.replace(/\.(.)/, (_match, first: string) => `.${first === 'A' ? 'B' : 'A'}`)
    expect(flipped).not.toBe(cookie)
    expect(await (await request('/api/cart', { env, headers: { cookie: flipped } })).json()).toEqual({
      cart: null,
    })
  })

  it('starts afresh for a signed id whose session is unknown or expired', async () => {
    const env = createTestShop().env
    const cookie = `${SESSION_COOKIE_NAME}=${await signSessionId(sessions.newUniqueId().toString(), TEST_SECRETS.SESSION_SECRET)}`
    const page = await request('/en-us/compare', { env, headers: { cookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('compare')
    const added = await request('/api/compare', { env, ...jsonPost({ styleCode: 'KS100013' }, cookie) })
    expect(added.status).toBe(200)
    expect((await sessionState(cookie)).compare).toEqual(['KS100013'])
  })

  it('expires a session left idle for thirty days, and keeps one that changed since', async () => {
    const id = sessions.newUniqueId()
    const stub = sessions.get(id)
    await stub.change({ kind: 'compare.add', styleCode: 'KS100013' })
    await runInDurableObject(stub, async (_object, state) => {
      expect(await state.storage.getAlarm()).toBeGreaterThan(Date.now() + IDLE_TTL_MS - 60_000)
    })
    // Changed a minute ago: the alarm keeps it and looks again later.
    await runInDurableObject(stub, (_object, state) => state.storage.put('touched', Date.now() - 60_000))
    await runDurableObjectAlarm(stub)
    expect((await stub.read()).compare).toEqual(['KS100013'])
    await runInDurableObject(stub, (_object, state) =>
      state.storage.put('touched', Date.now() - IDLE_TTL_MS - 1),
    )
    await runDurableObjectAlarm(stub)
    expect(await stub.read()).toEqual({})
  })

  it('rotates a session to a new id that keeps its state, and the old id stops working', async () => {
    const cookie = await seedSession({ compare: ['KS100013'], favStoreId: '1001' })
    const oldId = /=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
    const session = new RequestSession(sessions, oldId)
    await session.rotate()
    expect(session.id).not.toBe(oldId)
    expect(session.issued).toBe(true)
    expect(await sessions.get(sessions.idFromString(session.id as string)).read()).toEqual({
      compare: ['KS100013'],
      favStoreId: '1001',
    })
    expect(await sessions.get(sessions.idFromString(oldId)).read()).toEqual({})
  })

  it('ends a session: its state is gone and the response deletes the cookie', async () => {
    const cookie = await seedSession({ compare: ['KS100013'] })
    const id = /=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
    const session = new RequestSession(sessions, id)
    await session.end()
    expect(session.ended).toBe(true)
    expect(await session.read()).toEqual({})
    expect(await sessions.get(sessions.idFromString(id)).read()).toEqual({})
  })

  it('is not written back to life by a request of the ended session still in flight, and is forgotten a day later', async () => {
    const cookie = await seedSession({
      compare: ['KS100013'],
      carts: { 'KS-US': 'basket-of-the-signed-out' },
    })
    const id = /=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
    const stub = sessions.get(sessions.idFromString(id))
    await new RequestSession(sessions, id).end()
    // A bag read the browser sent before signing out answers now, and would remember its cart in the session.
    const late = new RequestSession(sessions, id)
    const result = await late.change({ kind: 'compare.add', styleCode: 'KS100020' })
    expect(result.outcome).toBe('unchanged')
    expect(late.issued).toBe(false)
    expect(await stub.read()).toEqual({})
    await runInDurableObject(stub, async (_object, state) => {
      expect(await state.storage.get('state')).toBeUndefined()
      await state.storage.put('ended', Date.now() - 24 * 60 * 60 * 1000 - 1)
    })
    await runDurableObjectAlarm(stub)
    await runInDurableObject(stub, async (_object, state) => {
      expect((await state.storage.list()).size).toBe(0)
    })
  })
})
