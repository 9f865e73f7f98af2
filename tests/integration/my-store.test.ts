import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import { formPost } from './browser'
import { call, productDetails, productForm, readCart, shopperWith, variantsInStock } from './cart-helpers'
import {
  bindings,
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  request,
  type TestEnv,
  type Upstream,
} from './harness'

beforeEach(clearUpstreamCache)

const SEATTLE = '1001'
const DENVER = '1002'

/** Stock set outright for the tests' SKUs in the tests' stores, put back afterwards. */
const adjusted: { storeId: string; sku: string }[] = []
async function setStoreStock(storeId: string, sku: string, delta: number) {
  adjusted.push({ storeId, sku })
  await bindings.DB.prepare(
    'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET delta = excluded.delta',
  )
    .bind(storeId, sku, delta)
    .run()
}
afterEach(async () => {
  for (const { storeId, sku } of adjusted.splice(0))
    await bindings.DB.prepare('DELETE FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
      .bind(storeId, sku)
      .run()
})

const page = async (env: TestEnv, path: string, cookie: string) =>
  (await request(path, { env, headers: { cookie } })).text()

const locatorPost = (env: TestEnv, fields: Record<string, string>, cookie: string) =>
  request('/en-us/stores', { env, ...formPost(new URLSearchParams(fields).toString(), cookie) })

/** A shopper whose bag has two lines picked up in Seattle, both held in Seattle and Denver. */
async function shopperPickingUpInSeattle(env: TestEnv, upstream: Upstream) {
  const [first, second] = await variantsInStock(upstream, 2, 2)
  if (!first || !second) throw new Error('no variants')
  for (const variant of [first, second]) {
    await setStoreStock(SEATTLE, variant.sku, 50)
    await setStoreStock(DENVER, variant.sku, 50)
  }
  const { cookie, cart } = await shopperWith(env, [
    { sku: first.sku, qty: 1 },
    { sku: second.sku, qty: 1 },
  ])
  for (const line of cart.items)
    expect(
      (await call(env, '/api/cart/items/update', { itemId: line.id, delivery: SEATTLE }, cookie)).status,
    ).toBe(200)
  return { cookie, skus: [first.sku, second.sku] }
}

describe('my store and the bag’s pickups', () => {
  const bagPost = (env: TestEnv, fields: Record<string, string>, cookie: string) =>
    request('/en-us/cart', {
      env,
      ...formPost(new URLSearchParams({ intent: 'updateLine', ...fields }).toString(), cookie),
    })

  /** The shopper picking up both lines in Seattle, the second then delivered: its id. */
  async function secondDelivered(env: TestEnv, upstream: Upstream) {
    const { cookie } = await shopperPickingUpInSeattle(env, upstream)
    const second = (await readCart(env, cookie)).items[1]?.id as string
    expect(
      (await call(env, '/api/cart/items/update', { itemId: second, delivery: 'home' }, cookie)).status,
    ).toBe(200)
    return { cookie, second }
  }

  it('asks in the bag without JavaScript before a store chosen for one line moves the others, and keeps them when told', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, second } = await secondDelivered(env, upstream)

    const asked = await bagPost(env, { itemId: second, delivery: DENVER }, cookie)
    expect(asked.status).toBe(200)
    const html = await asked.text()
    const dialog = html.slice(
      html.indexOf('<dialog open="" class="store-change'),
      html.indexOf('</dialog>', html.indexOf('<dialog open="" class="store-change')),
    )
    expect(dialog).toContain('aria-labelledby="store-change-title"')
    expect(dialog).toContain('Move 1 item to pickup at Denver?')
    expect(dialog).toContain('Your bag has items to pick up at Seattle.')
    expect(dialog).toContain('<form class="store-change__actions" action="/en-us/cart" method="post">')
    expect(dialog).toContain('name="intent" value="updateLine"')
    expect(dialog).toContain(`name="itemId" value="${second}"`)
    expect(dialog).toContain(`name="delivery" value="${DENVER}"`)
    expect(dialog).toMatch(/value="move" class="button" autofocus="" name="pickups">Move to Denver</)
    // Nothing changed yet.
    expect((await readCart(env, cookie)).items.map((line) => line.pickupStoreId)).toEqual([SEATTLE, null])

    const kept = await bagPost(env, { itemId: second, delivery: DENVER, pickups: 'keep' }, cookie)
    expect(kept.status).toBe(303)
    expect(kept.headers.get('location')).toBe(`/en-us/cart?item=${second}&cart=deliveryPickup`)
    expect((await readCart(env, cookie)).items.map((line) => line.pickupStoreId)).toEqual([SEATTLE, DENVER])
  })

  it('moves every pickup to the store chosen in the bag without JavaScript when told, and says so', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, second } = await secondDelivered(env, upstream)
    const moved = await bagPost(env, { itemId: second, delivery: DENVER, pickups: 'move' }, cookie)
    expect(moved.status).toBe(303)
    const back = moved.headers.get('location') as string
    expect(back).toBe(`/en-us/cart?item=${second}&cart=deliveryPickup&store=${DENVER}&moved=2`)
    expect((await readCart(env, cookie)).items.map((line) => line.pickupStoreId)).toEqual([DENVER, DENVER])
    const html = await page(env, back, cookie)
    expect(html).toContain(
      '<dialog open="" class="store-change store-change--page" aria-labelledby="store-changed-title"',
    )
    expect(html).toContain('Denver is now your store')
    expect(html).toContain('2 items moved to pickup at Denver.')
    expect(html).toMatch(/<a href="\/en-us\/cart" class="button" autofocus="">OK<\/a>/)
  })

  it('creates a cart whose items are picked up in the favourite store with the pickup action, and reports stock there', async () => {
    const { upstream } = createTestShop()
    const [variant] = await variantsInStock(upstream, 2, 1)
    if (!variant) throw new Error('no variant')
    await setStoreStock(DENVER, variant.sku, 50)
    const create = (body: unknown) =>
      callMockApi(upstream, '/api/cart/v1/cart', { method: 'POST', body: JSON.stringify(body) })
    const made = await create({
      currency: 'USD',
      items: [{ productId: variant.sku, qty: 1 }],
      action: 'pickup',
      favStoreId: DENVER,
    })
    expect(made.status).toBe(201)
    const cart = (await made.json()) as {
      basketId: string
      items: { id: string; shippingOptions: { storeInfo?: { id: string } } }[]
      favStore: { storeId: string; items: { itemId: string; availableQty: number }[] }
    }
    expect(cart.items[0]?.shippingOptions.storeInfo?.id).toBe(DENVER)
    expect(cart.favStore.storeId).toBe(DENVER)
    expect(cart.favStore.items).toEqual([{ itemId: cart.items[0]?.id, availableQty: expect.any(Number) }])
    expect(cart.favStore.items[0]?.availableQty).toBeGreaterThanOrEqual(50)
    // A pickup action names its store.
    const nameless = await create({
      currency: 'USD',
      items: [{ productId: variant.sku, qty: 1 }],
      action: 'pickup',
    })
    expect(nameless.status).toBe(400)
    // Read with the favourite store, the cart says each line's stock there; read without it, nothing.
    const read = await callMockApi(upstream, `/api/cart/v1/cart/${cart.basketId}?favStoreId=${SEATTLE}`)
    expect(((await read.json()) as typeof cart).favStore.storeId).toBe(SEATTLE)
    const plain = await callMockApi(upstream, `/api/cart/v1/cart/${cart.basketId}`)
    expect(((await plain.json()) as Partial<typeof cart>).favStore).toBeUndefined()
  })

  it('sends the favourite store with a new cart and its reads, and the pickup action when the first add is picked up there', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 2, 1)
    if (!variant) throw new Error('no variant')
    await setStoreStock(DENVER, variant.sku, 50)
    const chosen = await locatorPost(env, { storeId: DENVER }, '')
    expect(chosen.status).toBe(303)
    const cookie = (chosen.headers.get('set-cookie') ?? '').split(';')[0] as string
    upstream.calls.length = 0
    const added = await call(
      env,
      '/api/cart/items',
      { productId: variant.sku, qty: 1, storeId: DENVER },
      cookie,
    )
    expect(added.status).toBe(200)
    // The first add makes the cart with its item in one call (cartWithItem), with the store in its query.
    const creation = upstream.calls.find(
      (entry) => new URL(entry.url).pathname === '/api/cart/v1/cartWithItem',
    )
    expect(creation).toBeDefined()
    const query = new URL(creation?.url ?? 'http://x').searchParams
    expect(query.get('action')).toBe('pickup')
    expect(query.get('favStoreId')).toBe(DENVER)
    expect(await creation?.clone().json()).toEqual({ productId: variant.sku, qty: 1 })
    expect(added.body.cart?.items[0]?.pickupStoreId).toBe(DENVER)

    upstream.calls.length = 0
    const cart: Cart = await readCart(env, cookie)
    const read = upstream.calls.find((entry) => new URL(entry.url).pathname.startsWith('/api/cart/v1/cart/'))
    expect(new URL(read?.url ?? 'http://x').searchParams.get('favStoreId')).toBe(DENVER)
    expect(cart.favouriteStore?.id).toBe(DENVER)
    expect(cart.favouriteStore?.stock[cart.items[0]?.id ?? '']).toBeGreaterThanOrEqual(50)
  })

  it('asks before moving the bag’s pickups to a new store, without JavaScript, and says what moved', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperPickingUpInSeattle(env, upstream)

    const asked = await locatorPost(env, { storeId: DENVER }, cookie)
    expect(asked.status).toBe(200)
    const confirmation = await asked.text()
    expect(confirmation).toContain(
      '<dialog open="" class="store-change" aria-labelledby="store-change-title"',
    )
    expect(confirmation).toContain('Change your pickup store?')
    expect(confirmation).toContain('Move 2 items to pickup at Denver?')
    expect(confirmation).toContain('Your bag has items to pick up at Seattle.')
    expect(confirmation).toMatch(
      /<button type="submit" value="move" class="button" autofocus="" name="pickups">Move to Denver<\/button>/,
    )
    expect(confirmation).toMatch(/value="keep"[^>]*name="pickups">Keep them where they are</)
    // Nothing changed yet: not the favourite, nothing moved.
    expect((await readCart(env, cookie)).items.map((line) => line.pickupStoreId)).toEqual([SEATTLE, SEATTLE])

    const moved = await locatorPost(env, { storeId: DENVER, pickups: 'move' }, cookie)
    expect(moved.status).toBe(303)
    const back = moved.headers.get('location') as string
    expect(back).toBe('/en-us/stores?saved=1&moved=2')
    const html = await page(env, back, cookie)
    expect(html).toContain('aria-labelledby="store-changed-title"')
    expect(html).toContain('Denver is now your store')
    expect(html).toContain('2 items moved to pickup at Denver.')
    expect(html).toContain('Your store: Denver')
    expect((await readCart(env, cookie)).items.map((line) => line.pickupStoreId)).toEqual([DENVER, DENVER])
  })

  it('keeps the pickups where they are when the shopper says so, and still makes the store theirs', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperPickingUpInSeattle(env, upstream)
    const kept = await locatorPost(env, { storeId: DENVER, pickups: 'keep' }, cookie)
    expect(kept.headers.get('location')).toBe('/en-us/stores?saved=1')
    expect(await page(env, '/en-us/stores?saved=1', cookie)).toContain('Denver is now your store.')
    expect((await readCart(env, cookie)).items.map((line) => line.pickupStoreId)).toEqual([SEATTLE, SEATTLE])
  })

  it('delivers a line the new store cannot hold, and the store changed dialog names it', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, skus } = await shopperPickingUpInSeattle(env, upstream)
    await setStoreStock(DENVER, skus[1] as string, -100)
    const moved = await locatorPost(env, { storeId: DENVER, pickups: 'move' }, cookie)
    const back = moved.headers.get('location') as string
    expect(back).toMatch(/^\/en-us\/stores\?saved=1&moved=1&delivered=[\w-]+$/)
    const cart = await readCart(env, cookie)
    expect(cart.items.map((line) => line.pickupStoreId)).toEqual([DENVER, null])
    const html = await page(env, back, cookie)
    expect(html).toContain('1 item moved to pickup at Denver.')
    expect(html).toContain('Not available at Denver, so it will be delivered instead:')
    expect(html).toContain(`<li>${cart.items[1]?.name}</li>`)
  })

  it('refuses an unknown store before asking anything, and ignores a made-up move report', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperPickingUpInSeattle(env, upstream)
    const unknown = await locatorPost(env, { storeId: '3001' }, cookie)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).not.toContain('Change your pickup store?')
    const forged = await request('/en-us/stores?moved=x&delivered=%3Cb%3E', { env, headers: { cookie } })
    expect(forged.status).toBe(200)
    expect(await forged.text()).not.toContain('store-changed-title')
  })

  it('offers pickup at the shopper’s store on the product page, with the sizes it holds, as a plain form', async () => {
    const { upstream, env } = createTestShop()
    const path = '/en-us/p/meadow-crew-tee-KS100048'
    const details = await productDetails<{
      variants: { sku: string; colourCode: string; size: string; stock: number }[]
    }>(upstream, 'KS100048')
    const before = await (await request(path, { env })).text()
    expect(before).not.toContain('How to get it')
    const colour =
      /name="colour" value="(\w+)"[^>]*checked/.exec(before)?.[1] ?? details.variants[0]?.colourCode
    const ofColour = details.variants.filter((variant) => variant.colourCode === colour && variant.stock > 0)
    const [held, missing] = ofColour
    if (!held || !missing) throw new Error('the colour needs two sizes in stock')
    for (const variant of details.variants.filter((entry) => entry.colourCode === colour))
      await setStoreStock(DENVER, variant.sku, -100)
    await setStoreStock(DENVER, held.sku, 50)
    const chosen = await locatorPost(env, { storeId: DENVER }, '')
    const cookie = (chosen.headers.get('set-cookie') ?? '').split(';')[0] as string

    const html = await page(env, `${path}?colour=${colour}`, cookie)
    expect(html).toContain('<legend>How to get it</legend>')
    expect(html).toContain('<input type="radio" name="storeId" checked="" value=""/>Ship to me')
    // Inside the buy box's form, before "Add to bag" (decision 098): chosen before adding, in the focus order too.
    const form = html.slice(html.indexOf('<form class="buy-box" id="buy-KS100048-form"'))
    const formEnd = form.indexOf('</form>')
    expect(form.indexOf('<legend>How to get it</legend>')).toBeGreaterThan(0)
    expect(form.indexOf('<legend>How to get it</legend>')).toBeLessThan(form.indexOf('Add to bag'))
    expect(form.indexOf('Add to bag')).toBeLessThan(formEnd)
    expect(html).toContain('name="storeId" value="1002"/>Pick up at Denver')
    expect(html).toMatch(new RegExp(`In stock at Denver in [A-Z][\\w ]+, sizes ${held.size}</p>`))
    expect(html).toContain('<a href="/en-us/stores" class="my-store__change">Change store</a>')

    // Posted with the buy box's form: picked up at the store, or delivered when "Ship to me" is chosen.
    const fields = { styleCode: 'KS100048', colour: colour as string, size: held.size, qty: '1' }
    const pickedUp = await productForm(env, path, { ...fields, storeId: DENVER }, cookie)
    expect(pickedUp.status).toBe(303)
    const delivered = await productForm(env, path, { ...fields, size: missing.size, storeId: '' }, cookie)
    expect(delivered.status).toBe(303)
    const cart = await readCart(env, cookie)
    expect(cart.items.map((line) => [line.productId, line.pickupStoreId])).toEqual([
      [held.sku, DENVER],
      [missing.sku, null],
    ])
    // A size the store does not hold is refused for pickup there, at the buy box, never a 500.
    const refused = await productForm(env, path, { ...fields, size: missing.size, storeId: DENVER }, cookie)
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('Sorry, this item is out of stock.')
  })

  it('moves every pickup to the store chosen in the bag by script, naming the lines it now delivers', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, skus } = await shopperPickingUpInSeattle(env, upstream)
    await setStoreStock(DENVER, skus[1] as string, -100)
    const before = await readCart(env, cookie)
    const moved = await call(env, '/api/cart/pickup-store', { storeId: DENVER }, cookie)
    expect(moved.status).toBe(200)
    expect(moved.body.moved).toEqual([before.items[0]?.name])
    expect(moved.body.delivered).toEqual([before.items[1]?.name])
    expect(moved.body.cart?.items.map((line) => line.pickupStoreId)).toEqual([DENVER, null])
    // The store is now the shopper's.
    expect(await page(env, '/en-us/stores', cookie)).toContain('Your store: Denver')
    const refused = await call(env, '/api/cart/pickup-store', { storeId: 'nope' }, cookie)
    expect(refused.status).toBe(400)
    const foreign = await call(env, '/api/cart/pickup-store', { storeId: '3001' }, cookie)
    expect(foreign.status).toBe(404)
  })

  it('moves the other pickups when the line the store was chosen for is refused, and answers the bag as it is', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, second } = await secondDelivered(env, upstream)
    // A gift message goes with delivered items only (GFS800): this line cannot go to a store.
    const gift = { giftTo: 'Sam', giftEmail: 'sam@example.com', giftMessage: 'Happy trails' }
    expect((await call(env, '/api/cart/items/update', { itemId: second, ...gift }, cookie)).status).toBe(200)
    const before = await readCart(env, cookie)
    const moved = await call(env, '/api/cart/pickup-store', { storeId: DENVER, itemId: second }, cookie)
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.moved).toEqual([before.items[0]?.name])
    expect(moved.body.cart?.items.map((line) => [line.id, line.pickupStoreId])).toEqual([
      [before.items[0]?.id, DENVER],
      [second, null],
    ])
    expect((await readCart(env, cookie)).items.map((line) => line.pickupStoreId)).toEqual([DENVER, null])
    expect(await page(env, '/en-us/stores', cookie)).toContain('Your store: Denver')
  })

  it('offers a delivered line for pickup at the shopper’s store in the bag, and searches around it first', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 2, 1)
    if (!variant) throw new Error('no variant')
    await setStoreStock(DENVER, variant.sku, 50)
    const { cookie, cart } = await shopperWith(env, [{ sku: variant.sku, qty: 1 }])
    await locatorPost(env, { storeId: DENVER }, cookie)
    const line = cart.items[0]
    const html = await page(env, '/en-us/cart', cookie)
    expect(html).toContain(`aria-label="Pick up at my store, Denver: ${line?.name}"`)
    expect(html).toContain('"favouriteStore":{"id":"1002","name":"Denver","postalCode":"80202"}')
    // Without JavaScript, "Pick up in store" lists the stores around it at once.
    const search = await page(env, `/en-us/cart?pickup=${line?.id}`, cookie)
    expect(search).toContain('name="near" value="80202"')
    expect(search).toContain('Pick up here: Denver')
  })
})
