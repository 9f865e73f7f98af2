import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/bag/cart'
import { SESSION_COOKIE_NAME, signSessionId } from '../../worker/session/cookie'
import { seededProduct } from '../fixtures/seed-products'
import type { TestEnv, Upstream } from './harness'
import {
  clearUpstreamCache,
  createTestEnv,
  createTestShop,
  createUpstream,
  request,
  TEST_SECRETS,
} from './harness'
import { seedSession, sessionCookieOf, sessionState } from './sessions'

/** The mock catalogue's product details, as far as these tests read them. */
interface ProductDetails {
  maxQty: number | null
  variants: { sku: string; stock: number }[]
}

beforeEach(clearUpstreamCache)

/** A product dear enough that one in the bag earns the gift with purchase in every currency (from 100 in USD). */
const STYLE = seededProduct({ currency: 'USD', from: 120, stock: 2, plain: true }).product.styleCode

async function createCartWithItems(upstream: Upstream, qty: number) {
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
      `https://mock-api.internal/api/products/v2/products/${STYLE}/details?currency=USD`,
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

/** The cookie with one character of its signature changed. */
function tamper(cookie: string): string {
  const [name, value] = cookie.split('=') as [string, string]
  const [id, signature] = value.split('.') as [string, string]
  const middle = Math.floor(signature.length / 2)
  const changed = signature[middle] === 'A' ? 'B' : 'A'
  return `${name}=${id}.${signature.slice(0, middle)}${changed}${signature.slice(middle + 1)}`
}

describe('/api/cart', () => {
  it('answers no cart for a shopper without one, and is never cached', async () => {
    const env = createTestShop().env
    const response = await request('/api/cart', { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ cart: null })
  })

  it('reads the cart of the session, with its item count and no tokens', async () => {
    const { upstream, env } = createTestShop()
    const basketId = await createCartWithItems(upstream, 2)
    const cookie = await seedSession({ carts: { 'KST-US': basketId } })
    const response = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    const body = CartResponseSchema.parse(await response.json())
    // Two of the product, and the free socks a bag of this much gets (the gift with purchase).
    expect(body.cart?.totalItems).toBe(3)
    expect(body.cart?.items[0]?.image).toMatch(new RegExp(`^/media/product/${STYLE}/\\d{3}\\.svg$`))
    expect(JSON.stringify(body)).not.toMatch(/token|x-api-key/i)
    const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    expect(page).toContain('Your bag holds 3 items.')
  })

  it('forgets a cart the cart service no longer knows', async () => {
    const env = createTestShop().env
    const cookie = await seedSession({ carts: { 'KST-US': 'gone123', 'KST-GB': 'kept456' } })
    const response = await request('/api/cart', { env, headers: { cookie } })
    expect(await response.json()).toEqual({ cart: null })
    expect((await sessionState(cookie)).carts).toEqual({ 'KST-GB': 'kept456' })
    expect(sessionCookieOf(response)).toBe(cookie)
  })

  it('treats a tampered session cookie, or one signed with another secret, as no session and deletes it', async () => {
    const { upstream, env } = createTestShop()
    const basketId = await createCartWithItems(upstream, 1)
    const cookie = await seedSession({ carts: { 'KST-US': basketId } })
    const readCart = (value: string) =>
      request('/api/cart', { env, headers: { cookie: value, 'x-storefront-locale': 'en-us' } })

    // The control: the same cookie, untouched, names the real basket.
    const control = await readCart(cookie)
    expect(CartResponseSchema.parse(await control.json()).cart?.items[0]?.qty).toBe(1)
    expect(control.headers.get('set-cookie')).toBeNull()

    const tampered = tamper(cookie)
    expect(tampered).not.toBe(cookie)
    const id = /=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
    const other = `${SESSION_COOKIE_NAME}=${await signSessionId(id, 'another-session-secret-0123456789abcdef')}`
    for (const value of [tampered, other]) {
      const response = await readCart(value)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ cart: null })
      expect(response.headers.get('set-cookie')).toMatch(/^__Host-sid=; Max-Age=0/)
    }
  })

  it('answers in the error shape when the cart service fails', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await seedSession({ carts: { 'KST-US': 'abc' } })
    upstream.fail('/api/cart')
    const response = await request('/api/cart', { env, headers: { cookie } })
    expect(response.status).toBe(502)
    const body = (await response.json()) as { errorDetails: { errorId: string }[]; correlationId: string }
    expect(body.errorDetails[0]?.errorId).toBe('GEN500')
    expect(body.correlationId).toBe(response.headers.get('x-request-id'))
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const env = createTestShop().env
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

  async function inStockSku(upstream: Upstream, minimum = 1) {
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
    const details = (await (
      await upstream.fetcher.fetch(
        `https://mock-api.internal/api/products/v2/products/${STYLE}/details?currency=GBP`,
        { headers },
      )
    ).json()) as { variants: { sku: string; stock: number }[] }
    const variant = details.variants.find((entry) => entry.stock >= minimum)
    if (!variant) throw new Error('no variant in stock')
    return variant
  }

  it('creates a cart in the site currency on the first add, keeps it in the session, and adds to it after', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await inStockSku(upstream, 2)
    const first = await request('/api/cart/items', { env, ...json({ productId: sku, qty: 1 }) })
    expect(first.status).toBe(200)
    const firstBody = CartResponseSchema.parse(await first.json())
    // The product, and the free socks a bag of this much gets (the gift with purchase).
    expect(firstBody.cart).toMatchObject({ currency: 'GBP', totalItems: 2 })
    const cookie = sessionCookieOf(first)
    expect(cookie).toMatch(/^__Host-sid=/)

    const second = await request('/api/cart/items', { env, ...json({ productId: sku, qty: 1 }, { cookie }) })
    expect(CartResponseSchema.parse(await second.json()).cart?.totalItems).toBe(3)
    const read = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-gb' } })
    expect(CartResponseSchema.parse(await read.json()).cart?.totalItems).toBe(3)
    const basketId = (await sessionState(cookie)).carts?.['KST-GB'] ?? ''
    expect(basketId).toMatch(/^[a-f0-9]{32}$/)
    expect(
      await (await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-gb' } })).text(),
    ).not.toContain(basketId)
    const otherSite = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    expect(await otherSite.json()).toEqual({ cart: null })
  })

  it('adds a variant named by style, colour and size, as the upsell’s quick shop sends it', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const { sku } = await inStockSku(upstream)
    const [, colour, size] = new RegExp(`^${STYLE}(\\d{3})(.+)$`).exec(sku) as RegExpExecArray
    const response = await request('/api/cart/items', {
      env,
      ...json({ styleCode: STYLE, colour, size, qty: 1 }),
    })
    expect(response.status).toBe(200)
    const body = CartResponseSchema.parse(await response.json())
    expect(body.cart?.items.filter((line) => !line.bonus).map((line) => [line.productId, line.qty])).toEqual([
      [sku, 1],
    ])
    // A size the colour does not come in is refused, not added as another.
    const unknown = await request('/api/cart/items', {
      env,
      ...json({ styleCode: STYLE, colour, size: 'NOPE', qty: 1 }, { cookie: sessionCookieOf(response) }),
    })
    expect(unknown.status).toBe(404)
  })

  it('starts a new cart and retries when the cart service no longer knows the cart', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await inStockSku(upstream)
    const cookie = await seedSession({ carts: { 'KST-GB': 'expired1' } })
    const response = await request('/api/cart/items', {
      env,
      ...json({ productId: sku, qty: 1 }, { cookie }),
    })
    expect(response.status).toBe(200)
    const body = CartResponseSchema.parse(await response.json())
    expect(body.cart?.items.filter((line) => !line.bonus).map((line) => line.qty)).toEqual([1])
    const replaced = (await sessionState(cookie)).carts?.['KST-GB']
    expect(replaced).toMatch(/^[a-f0-9]{32}$/)
    expect(replaced).not.toBe('expired1')
  })

  /** The first seeded product that matches, with its maximum per order and its variants. */
  async function findProduct(
    upstream: Upstream,
    matches: (product: ProductDetails) => boolean,
  ): Promise<ProductDetails> {
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
    for (let index = 0; index < 120; index++) {
      const style = `KS${100013 + index * 7}`
      const response = await upstream.fetcher.fetch(
        `https://mock-api.internal/api/products/v2/products/${style}/details?currency=GBP`,
        { headers },
      )
      const product = (await response.json()) as ProductDetails
      if (matches(product)) return product
    }
    throw new Error('no such product in the seed')
  }

  it('refuses more than the product’s maximum per order with INV408 and the maximum in the shopper’s language', async () => {
    const { upstream, env } = createTestShop()
    // Enough stock for one more than the maximum, so only the maximum can be the reason.
    const product = await findProduct(
      upstream,
      (entry) =>
        entry.maxQty !== null && entry.variants.some((variant) => variant.stock > (entry.maxQty as number)),
    )
    const max = product.maxQty as number
    const variant = product.variants.find((entry) => entry.stock > max) as ProductDetails['variants'][number]
    for (const [locale, message] of [
      ['en-gb', `You can add up to ${max} of this item.`],
      ['de-de', `Du kannst höchstens ${max} Stück dieses Artikels hinzufügen.`],
    ] as const) {
      const response = await request('/api/cart/items', {
        env,
        ...json({ productId: variant.sku, qty: max + 1 }, { 'x-storefront-locale': locale }),
      })
      expect(response.status, locale).toBe(422)
      expect(await response.json(), locale).toMatchObject({
        errorDetails: [{ errorId: 'INV408', message }],
        placement: 'item',
      })
    }
    const allowed = await request('/api/cart/items', { env, ...json({ productId: variant.sku, qty: max }) })
    expect(allowed.status).toBe(200)
  })

  it('refuses more than the stock within the maximum with INV408 and how many can be added; none left is INV700', async () => {
    const { upstream, env } = createTestShop()
    const product = await findProduct(
      upstream,
      (entry) => entry.maxQty === null && entry.variants.some((variant) => variant.stock > 1),
    )
    const variant = product.variants.find((entry) => entry.stock > 1) as ProductDetails['variants'][number]
    for (const [locale, message] of [
      ['en-gb', `You can add up to ${variant.stock} of this item.`],
      ['fr-fr', `Vous pouvez ajouter jusqu’à ${variant.stock} exemplaires de cet article.`],
    ] as const) {
      const response = await request('/api/cart/items', {
        env,
        ...json({ productId: variant.sku, qty: variant.stock + 1 }, { 'x-storefront-locale': locale }),
      })
      expect(response.status, locale).toBe(422)
      expect(await response.json(), locale).toMatchObject({
        errorDetails: [{ errorId: 'INV408', message }],
        placement: 'item',
      })
    }
    // With all the stock in the bag, there is none left to add: that is out of stock.
    const all = await request('/api/cart/items', {
      env,
      ...json({ productId: variant.sku, qty: variant.stock }),
    })
    expect(all.status).toBe(200)
    const more = await request('/api/cart/items', {
      env,
      ...json({ productId: variant.sku, qty: 1 }, { cookie: sessionCookieOf(all) }),
    })
    expect(more.status).toBe(422)
    expect(await more.json()).toMatchObject({
      errorDetails: [{ errorId: 'INV700', message: 'Sorry, this item is out of stock.' }],
      placement: 'item',
    })
  })

  it('says the bag holds the most of an item one order can have when it already does (ProductItemMaxQuantity)', async () => {
    const { upstream, env } = createTestShop()
    const product = await findProduct(
      upstream,
      (entry) =>
        entry.maxQty !== null && entry.variants.some((variant) => variant.stock > (entry.maxQty as number)),
    )
    const max = product.maxQty as number
    const variant = product.variants.find((entry) => entry.stock > max) as ProductDetails['variants'][number]
    for (const [locale, message] of [
      ['en-gb', 'You have the most of this item that one order can hold.'],
      ['de-de', 'Du hast die Höchstmenge dieses Artikels für eine Bestellung erreicht.'],
    ] as const) {
      const full = await request('/api/cart/items', {
        env,
        ...json({ productId: variant.sku, qty: max }, { 'x-storefront-locale': locale }),
      })
      expect(full.status, locale).toBe(200)
      const more = await request('/api/cart/items', {
        env,
        ...json(
          { productId: variant.sku, qty: 1 },
          { cookie: sessionCookieOf(full), 'x-storefront-locale': locale },
        ),
      })
      expect(more.status, locale).toBe(422)
      expect(await more.json(), locale).toMatchObject({
        errorDetails: [{ errorId: 'ProductItemMaxQuantity', message }],
        placement: 'item',
      })
    }
  })

  it('refuses an item the catalogue does not know with ORD404 and its message', async () => {
    const env = createTestShop().env
    const unknown = await request('/api/cart/items', { env, ...json({ productId: 'ZZ99999900199', qty: 1 }) })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      errorDetails: [{ errorId: 'ORD404', message: 'This item is no longer available.' }],
      placement: 'item',
    })
  })

  it('validates the body and refuses cross-site posts', async () => {
    const env = createTestShop().env
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

  it('refuses every add it can tell is invalid itself, before the cart service is asked anything', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await inStockSku(upstream, 2)
    upstream.calls.length = 0
    // The worker's own maximum for one add is 999,999; the cart service applies the product's.
    for (const body of [
      { productId: sku, qty: 0 },
      { productId: sku, qty: -1 },
      { productId: sku, qty: 1.5 },
      { productId: sku, qty: 1_000_000 },
      { qty: 1 },
    ]) {
      const response = await request('/api/cart/items', { env, ...json(body) })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json(), JSON.stringify(body)).toMatchObject({
        errorDetails: [{ errorId: 'API400' }],
      })
    }
    expect(upstream.calls.map((call) => call.url)).toEqual([])

    // Without JavaScript, a quantity of 0 is the product page again, refused, never added.
    const productPage = await canonicalProductPath(env)
    const form = await request(productPage, {
      env,
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: new URLSearchParams({ productId: sku, qty: '0' }).toString(),
    })
    expect(form.status).toBe(400)
    expect(form.headers.get('location')).toBeNull()
    expect(upstream.calls.map((call) => call.url).filter((url) => url.includes('/cart'))).toEqual([])
    const page = await form.text()
    expect(page).not.toContain('class="buy-box__notice is-success"')
    expect(page).toContain('class="buy-box__notice is-error"')
    // Refused at the field, as typed, with the range it takes; the field keeps its bounds for the browser.
    const field = /<input id="buy-[^"]+-qty"[^>]*>/.exec(page)?.[0] ?? ''
    expect(field).toContain('value="0"')
    expect(field).toContain('min="1"')
    expect(field).toContain('max="999999"')
    expect(field).toContain('aria-invalid="true"')
    expect(page).toMatch(
      /<p class="field-error" id="buy-[^"]+-qty-error" role="alert">Enter a quantity from 1 to 999,999\.<\/p>/,
    )
  })

  it('adds from a plain form posted to the product page, and goes back to it with a notice', async () => {
    const { upstream, env } = createTestShop()
    const variant = await inStockSku(upstream)
    const [, colour, size] = new RegExp(`^${STYLE}(\\d{3})(.+)$`).exec(variant.sku) as RegExpExecArray
    const productPage = await canonicalProductPath(env)
    const post = (body: Record<string, string>) =>
      request(productPage, {
        env,
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        body: new URLSearchParams(body).toString(),
      })
    const response = await post({
      styleCode: STYLE,
      colour: colour as string,
      size: size as string,
      qty: '1',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `${productPage}?colour=${colour}&size=${encodeURIComponent(size as string)}&cart=added#buy-${STYLE}-notice`,
    )
    const cookie = sessionCookieOf(response)
    const page = await (await request('/en-gb/cart', { env, headers: { cookie } })).text()
    // The product, and the free socks a bag of this much gets (the gift with purchase).
    expect(page).toContain('Your bag holds 2 items.')
    // Without a size: the product page again at its address, saying so at the buy box.
    const noSize = await post({ styleCode: STYLE, colour: colour as string, qty: '1' })
    expect(noSize.status).toBe(400)
    expect(noSize.headers.get('location')).toBeNull()
    expect(await noSize.text()).toMatch(/class="buy-box__notice is-error"[^>]*>Choose a size\.</)
    // More than the stock: the page again, saying how many can be added, the quantity as typed.
    const tooMany = await post({
      styleCode: STYLE,
      colour: colour as string,
      size: size as string,
      qty: '500',
    })
    expect(tooMany.status).toBe(422)
    const refused = await tooMany.text()
    expect(refused).toMatch(/class="buy-box__notice is-error"[^>]*>You can add up to \d+ of this item\.</)
    expect(refused).not.toContain('out of stock')
    expect(/<input id="buy-[^"]+-qty"[^>]*>/.exec(refused)?.[0]).toContain('value="500"')
    // A return path named in the form is not followed: the page answers at its own address.
    const { sku } = variant
    const evil = new URLSearchParams({ productId: sku, qty: '1', returnTo: 'https://evil.example/x' })
    const added = await request(productPage, {
      env,
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: evil.toString(),
    })
    expect(added.headers.get('location')).toBe(`${productPage}?cart=added`)
  })
})

/** The product's own address, where its page answers the buy box's form. */
async function canonicalProductPath(env: TestEnv) {
  const response = await request(`/en-gb/p/a-product-${STYLE}`, { env, redirect: 'manual' })
  expect(response.status).toBe(301)
  return response.headers.get('location') as string
}
