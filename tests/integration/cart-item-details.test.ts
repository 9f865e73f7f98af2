import { beforeEach, describe, expect, it } from 'vitest'
import { CartLineSchema, CartResponseSchema } from '../../shared/bag/cart'
import { productPath } from '../../shared/routes'
import { seededProducts } from '../fixtures/seed-products'
import { cookieOf, jsonPost } from './browser'
import { bindings, callMockApi, clearUpstreamCache, createTestShop, islandProps, request } from './harness'
import { seedSession } from './sessions'

beforeEach(clearUpstreamCache)

const [first, second] = seededProducts({ currency: 'USD', stock: 2 }, 2).map(({ product, sku }) => ({
  product,
  variant: product.variants.find((entry) => entry.sku === sku) as (typeof product.variants)[number],
}))

const addBody = (entry: NonNullable<typeof first>) => ({
  styleCode: entry.product.styleCode,
  colour: entry.variant.colourCode,
  size: entry.variant.size,
  qty: 1,
})

/** What the shop sent the cart service on its add calls, in order. */
const addPayloads = async (calls: Request[]) =>
  Promise.all(
    calls
      .filter(
        (call) =>
          /\/cart\/v1\/(item|cartWithItem)$/.test(new URL(call.url).pathname) && call.method === 'POST',
      )
      .map(async (call) => ({
        path: new URL(call.url).pathname,
        body: (await call.clone().json()) as Record<string, unknown>,
      })),
  )

describe('what an add to bag tells the cart service of the item', () => {
  it('sends the UPC, the maximum, the product page and the picture, and the cart answers them on the line', async () => {
    const { upstream, env } = createTestShop()
    if (!first || !second) throw new Error('two seeded products are needed')
    // Other tests' orders take these variants' stock: some is put back for this one.
    await bindings.DB.prepare('UPDATE variants SET online_stock = MAX(online_stock, 10) WHERE sku IN (?, ?)')
      .bind(first.variant.sku, second.variant.sku)
      .run()
    const made = await request('/api/cart/items', { env, ...jsonPost(addBody(first)) })
    expect(made.status, await made.clone().text()).toBe(200)
    const cookie = cookieOf(made)
    const added = await request('/api/cart/items', { env, ...jsonPost(addBody(second), cookie) })
    expect(added.status, await added.clone().text()).toBe(200)

    const payloads = await addPayloads(upstream.calls)
    expect(payloads.map((payload) => payload.path)).toEqual([
      '/api/cart/v1/cartWithItem',
      '/api/cart/v1/item',
    ])
    for (const [index, entry] of [first, second].entries()) {
      const query = new URLSearchParams({ colour: entry.variant.colourCode, size: entry.variant.size })
      expect(payloads[index]?.body).toMatchObject({
        productId: entry.variant.sku,
        upc: entry.variant.upc,
        maxQty: expect.any(Number),
        pdpUrl: `${productPath('en-us', entry.product.name, entry.product.styleCode)}?${query}`,
        productImageURL: expect.stringMatching(new RegExp(`^/media/.*${entry.product.styleCode}`)),
      })
    }

    const { cart } = CartResponseSchema.parse(await added.json())
    const line = cart?.items.find((item) => item.productId === second.variant.sku)
    expect(line?.upc).toBe(second.variant.upc)
    expect(line?.pdpUrl).toBe(payloads[1]?.body.pdpUrl)
  })

  it('links a bag line to the product page it was added from, in the bag’s locale, by the slug the cart service names', async () => {
    const { upstream, env } = createTestShop()
    if (!first) throw new Error('a seeded product is needed')
    const { styleCode } = first.product
    const query = `colour=${first.variant.colourCode}&size=${first.variant.size}&from=trail-run`
    const made = await callMockApi(upstream, '/api/cart/v1/cartWithItem?currency=USD&country=US', {
      method: 'POST',
      body: JSON.stringify({
        productId: first.variant.sku,
        qty: 1,
        pdpUrl: `/en-ca/p/first-page-${styleCode}?${query}`,
      }),
    })
    const { basketId } = (await made.json()) as { basketId: string }
    const cookie = await seedSession({ carts: { 'KST-US': basketId } })
    const html = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    const { lines } = islandProps(html, 'bag') as { lines: Record<string, { url: string }> }
    // What the page asked for (its colour, size and list) stays; the slug is the product's own, as the cart service
    // names it (decision 109), not an older one the shopper happened to arrive by.
    expect(Object.values(lines).map((line) => line.url)).toContain(
      `${productPath('en-us', first.product.name, styleCode)}?${query}`,
    )
  })

  it('refuses an item whose UPC is not its SKU’s, and keeps no page that is not the shop’s', async () => {
    const { upstream } = createTestShop()
    if (!first || !second) throw new Error('two seeded products are needed')
    const wrong = await callMockApi(upstream, '/api/cart/v1/cartWithItem?currency=USD&country=US', {
      method: 'POST',
      body: JSON.stringify({ productId: first.variant.sku, qty: 1, upc: second.variant.upc }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] })
    const away = await callMockApi(upstream, '/api/cart/v1/cartWithItem?currency=USD&country=US', {
      method: 'POST',
      body: JSON.stringify({ productId: first.variant.sku, qty: 1, pdpUrl: '//elsewhere.example/p' }),
    })
    expect(away.status).toBe(400)
  })

  it('reads a line the cart kept before it answered a UPC or a page', () => {
    const line = CartLineSchema.parse({
      id: 'line-1',
      productId: 'SKU1',
      masterId: 'STYLE',
      name: 'Jacket',
      qty: 1,
      maxQty: 5,
      price: { amount: 10, original: 10, rowTotal: 10 },
      image: '',
      colour: null,
      size: null,
      pickupStoreId: null,
      recipeId: null,
      stock: null,
      bonus: false,
      bonusPromotionId: null,
      digital: false,
      gift: null,
      customAmount: null,
      adjustment: null,
      custom: null,
    })
    expect(line).toMatchObject({ upc: null, pdpUrl: null })
  })
})
