import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import type { StoreAvailability } from '../../shared/stores/stores'
import { US_ADDRESS } from '../fixtures/checkout'
import { formPost } from './browser'
import { bagForm, call, placeByCard, readCart, shopperWith, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv, type Upstream } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

/** A US store near Seattle holding at least `qty` of a SKU, by the worker's own availability call. */
async function storeWith(env: TestEnv, styleCode: string, sku: string, qty = 1): Promise<StoreAvailability> {
  const response = await request(
    `/api/stores/availability?styleCode=${styleCode}&sku=${sku}&postalCode=98101`,
    { env, headers: { 'x-storefront-locale': 'en-us' } },
  )
  const { stores } = (await response.json()) as { stores: StoreAvailability[] }
  const store = stores.find((entry) => entry.quantity >= qty)
  if (!store) throw new Error(`no store near Seattle holds ${qty} of ${sku}`)
  return store
}

/** A shopper with one line of a variant some store near Seattle holds, and that store. */
async function shopperNearStore(env: TestEnv, upstream: Upstream) {
  for (const variant of await variantsInStock(upstream, 2, 12)) {
    const { cookie, cart } = await shopperWith(env, [{ sku: variant.sku, qty: 1 }])
    const line = cart.items[0] as Cart['items'][number]
    const store = await storeWith(env, line.masterId, line.productId).catch(() => null)
    if (store) return { cookie, cart, line, store }
  }
  throw new Error('no variant held by a store near Seattle')
}

const page = async (env: TestEnv, path: string, cookie: string) =>
  (await request(path, { env, headers: { cookie } })).text()

describe('delivery per line', () => {
  it('moves a line to a store and back, by script and by plain form, saying where it now goes', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, line, store } = await shopperNearStore(env, upstream)

    const picked = await call(env, '/api/cart/items/update', { itemId: line.id, delivery: store.id }, cookie)
    expect(picked.status).toBe(200)
    expect(picked.body.cart?.items[0]?.pickupStoreId).toBe(store.id)
    expect(picked.body.cart?.changes).toEqual([
      { kind: 'homeToPickup', itemId: line.id, storeId: store.id, bySystem: false },
    ])
    // Reported once: the next read no longer has it.
    expect((await readCart(env, cookie)).changes).toEqual([])

    const home = await bagForm(env, 'updateLine', { itemId: line.id, delivery: 'home' }, cookie)
    expect(home.status).toBe(303)
    const back = home.headers.get('location') as string
    expect(back).toContain('cart=deliveryHome')
    expect(await page(env, back, cookie)).toContain('This item will now be delivered to your address.')

    const toStore = await bagForm(env, 'updateLine', { itemId: line.id, delivery: store.id }, cookie)
    const html = await page(env, toStore.headers.get('location') as string, cookie)
    expect(html).toContain(`You’ll pick this item up at ${store.name}.`)
    expect(html).toContain(`Pick up in store: ${store.name}`)
  })

  it('refuses a gift message for a line picked up in store, and a gifted line moved to a store, as GFS800 at the line', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, line, store } = await shopperNearStore(env, upstream)
    const gift = { giftTo: 'Sam', giftEmail: 'sam@example.com', giftMessage: 'Happy trails' }
    const message = 'Gift messages go with delivered items only, not with items picked up in store.'
    expect(await page(env, '/en-us/cart', cookie)).toContain('<details class="gift-option-form"')
    // Delivered, the line takes a gift message; moved to the store with it, it is refused.
    expect((await call(env, '/api/cart/items/update', { itemId: line.id, ...gift }, cookie)).status).toBe(200)
    const moved = await call(env, '/api/cart/items/update', { itemId: line.id, delivery: store.id }, cookie)
    expect(moved.status).toBe(422)
    expect(moved.body).toMatchObject({ errorDetails: [{ errorId: 'GFS800', message }], placement: 'item' })
    // Without its message it goes to the store, and there a message is refused.
    const removed = await call(env, '/api/cart/items/update', { itemId: line.id, gift: 'remove' }, cookie)
    expect(removed.status).toBe(200)
    const pickup = await call(env, '/api/cart/items/update', { itemId: line.id, delivery: store.id }, cookie)
    expect(pickup.status).toBe(200)
    const asked = await call(env, '/api/cart/items/update', { itemId: line.id, ...gift }, cookie)
    expect(asked.status).toBe(422)
    expect(asked.body).toMatchObject({ errorDetails: [{ errorId: 'GFS800', message }], placement: 'item' })
    expect((await readCart(env, cookie)).items[0]).toMatchObject({ pickupStoreId: store.id, gift: null })
    // The bag offers no gift message for the line picked up in store.
    expect(await page(env, '/en-us/cart', cookie)).not.toContain('<details class="gift-option-form"')
    // A line kept so before the rule (a pickup with a message) still takes a change of quantity.
    await bindings.DB.prepare(
      "UPDATE cart_items SET gift_to = 'Sam', gift_message = 'Happy trails' WHERE id = ?",
    )
      .bind(line.id)
      .run()
    const more = await call(env, '/api/cart/items/update', { itemId: line.id, qty: 2 }, cookie)
    expect(more.status, JSON.stringify(more.body)).toBe(200)
  })

  it('finds stores for a line without JavaScript, each holding it with a form to pick it up there', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, line, store } = await shopperNearStore(env, upstream)

    const list = await page(env, `/en-us/cart?pickup=${line.id}&near=98101`, cookie)
    expect(list).toContain('name="near"')
    expect(list).toContain(`name="delivery" value="${store.id}"`)
    expect(list).toContain(`Pick up here: ${store.name}`)

    const refused = await page(env, `/en-us/cart?pickup=${line.id}&near=%3Cb%3E`, cookie)
    expect(refused).toContain('Enter a postal code.')
    expect(refused).not.toContain('<b>')
    const unknown = await page(env, `/en-us/cart?pickup=${line.id}&near=00000`, cookie)
    expect(unknown).toContain('We could not find that postal code.')
    // Another shopper's line, or none, asks for nothing.
    expect(await page(env, '/en-us/cart?pickup=nope&near=98101', cookie)).not.toContain('name="near"')
  })

  it('delivers a pickup line its store can no longer hold, marking it changed on the bag page', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, line, store } = await shopperNearStore(env, upstream)
    await call(env, '/api/cart/items/update', { itemId: line.id, delivery: store.id }, cookie)
    await bindings.DB.prepare(
      'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, -100) ON CONFLICT DO UPDATE SET delta = -100',
    )
      .bind(store.id, line.productId)
      .run()
    try {
      const html = await page(env, '/en-us/cart', cookie)
      expect(html).toContain('We updated your order. Please check the items marked below.')
      expect(html).toContain(
        `${store.name} can no longer hold this item, so we’ll deliver it to your address instead.`,
      )
      expect(html).toContain('bag-line is-changed')
      const cart = await readCart(env, cookie)
      const lines = cart.items.filter((entry) => !entry.bonus)
      expect(lines.map((entry) => [entry.productId, entry.pickupStoreId, entry.qty])).toEqual([
        [line.productId, null, 1],
      ])
    } finally {
      await bindings.DB.prepare('DELETE FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
        .bind(store.id, line.productId)
        .run()
    }
  })

  it('makes a lost cart again from its lines when the bag page reads it, and says the bag had expired', async () => {
    const { upstream, env } = createTestShop()
    const [first, second] = await variantsInStock(upstream, 2, 2)
    const { cookie, cart } = await shopperWith(env, [
      { sku: first?.sku as string, qty: 1 },
      { sku: second?.sku as string, qty: 2 },
    ])
    const gift = { giftTo: 'Sam', giftEmail: 'sam@example.com', giftMessage: 'Happy trails' }
    expect(
      (await call(env, '/api/cart/items/update', { itemId: cart.items[1]?.id, ...gift }, cookie)).status,
    ).toBe(200)
    const lost = (await sessionState(cookie)).carts?.['KST-US'] as string
    await bindings.DB.prepare('DELETE FROM carts WHERE id = ?').bind(lost).run()

    const html = await page(env, '/en-us/cart', cookie)
    expect(html).toContain('Your bag had expired, so we started a new one.')
    for (const line of cart.items) expect(html).toContain(line.name)
    const made = (await sessionState(cookie)).carts?.['KST-US']
    expect(made).toMatch(/^[a-f0-9]{32}$/)
    expect(made).not.toBe(lost)
    // The gift message comes back with its line.
    const lines = (await readCart(env, cookie)).items.filter((line) => !line.bonus)
    expect(lines.map((line) => [line.productId, line.qty, line.gift])).toEqual([
      [first?.sku, 1, null],
      [second?.sku, 2, { to: 'Sam', email: 'sam@example.com', message: 'Happy trails' }],
    ])
  })
})

describe('delivery at checkout', () => {
  const shipping = (env: TestEnv, cookie: string, body: Record<string, unknown>) =>
    call(env, '/api/checkout/shipping', { ...US_ADDRESS, ...body }, cookie)

  it('sends the shipment to a collection point or a store, and asks for the point', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const checkout = await page(env, '/en-us/checkout', cookie)
    const collectionPoint = /<option value="(P\d{4})"/.exec(checkout)?.[1]
    const store = /<option value="(\d{4})"/.exec(checkout)?.[1]
    expect(collectionPoint).toBeDefined()
    expect(store).toBeDefined()

    const missing = await shipping(env, cookie, { method: 'pudo' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ fields: { point: 'Choose where to collect your order.' } })

    const toPoint = await shipping(env, cookie, { method: 'pudo', point: collectionPoint })
    expect(toPoint.status).toBe(200)
    expect(toPoint.body.cart?.shipment).toMatchObject({ method: 'pudo', storeId: collectionPoint })
    const wrongKind = await shipping(env, cookie, { method: 'sts', point: collectionPoint })
    expect(wrongKind.status).toBe(422)
    expect(wrongKind.body).toMatchObject({ errorDetails: [{ errorId: 'SHP404' }] })

    const toStore = await shipping(env, cookie, { method: 'sts', point: store })
    expect(toStore.body.cart?.shipment).toMatchObject({ method: 'sts', storeId: store })
    expect(toStore.body.cart?.totals.shipping).toBe(0)
  })

  it('takes express down to standard for an address it does not reach, and says why', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    expect((await call(env, '/api/cart/shipping-method', { code: 'express' }, cookie)).status).toBe(200)
    const alaska = {
      city: 'Anchorage',
      province: 'AK',
      postalCode: '99501',
      phone: '(907) 555-0110',
      method: 'express',
    }

    const answered = await shipping(env, cookie, alaska)
    expect(answered.status).toBe(200)
    expect(answered.body.cart?.shipment?.method).toBe('standard')
    expect(answered.body.cart?.shipment?.options.find((option) => option.code === 'express')?.available).toBe(
      false,
    )
    expect(answered.body.cart?.changes).toEqual([
      { kind: 'downgrade', itemId: null, storeId: null, bySystem: true },
    ])
    const refused = await call(env, '/api/cart/shipping-method', { code: 'express' }, cookie)
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'SHP404' }] })

    // Without JavaScript the form comes back to the shipping step with the reason.
    await call(env, '/api/checkout/shipping', { ...US_ADDRESS, method: 'express' }, cookie)
    const form = new URLSearchParams(
      Object.entries({ ...US_ADDRESS, ...alaska }).map(([key, value]) => [key, String(value)]),
    )
    const posted = await request('/en-us/checkout', {
      env,
      ...formPost(form.toString(), cookie),
    })
    expect(posted.status).toBe(303)
    const location = posted.headers.get('location') as string
    expect(location).toBe('/en-us/checkout?delivery=downgrade')
    expect(await page(env, location, cookie)).toContain(
      'Express delivery doesn’t reach this address, so we changed it to standard delivery.',
    )
  })

  it('asks who collects a store pickup, checks them, and keeps them on the cart', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, line, store } = await shopperNearStore(env, upstream)
    await call(env, '/api/cart/items/update', { itemId: line.id, delivery: store.id }, cookie)
    expect(await page(env, '/en-us/checkout', cookie)).toContain('Who will collect the store pickup?')

    const invalid = await shipping(env, cookie, {
      pickupBy: 'other',
      pickupFirstName: 'S',
      pickupLastName: 'Lee',
      pickupEmail: 'not-an-email',
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({
      fields: { pickupFirstName: 'Use at least 2 characters.', pickupEmail: 'Email is not valid' },
    })
    expect((await readCart(env, cookie)).shippingAddress).toBeNull()

    const named = await shipping(env, cookie, {
      pickupBy: 'other',
      pickupFirstName: ' Sam ',
      pickupLastName: 'Lee',
      pickupEmail: 'sam@example.com',
    })
    expect(named.status).toBe(200)
    expect(named.body.cart?.pickupPerson).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
    })
    const me = await shipping(env, cookie, { pickupBy: 'me' })
    expect(me.body.cart?.pickupPerson).toBeNull()
  })

  it('places a store pickup order, naming the store and who collects on the confirmation, and sends the shopper back to shipping when the store can no longer hold it', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, line, store } = await shopperNearStore(env, upstream)
    await call(env, '/api/cart/items/update', { itemId: line.id, delivery: store.id }, cookie)
    const collector = {
      pickupBy: 'other',
      pickupFirstName: 'Sam',
      pickupLastName: 'Lee',
      pickupEmail: 'sam@example.com',
    }
    expect((await shipping(env, cookie, collector)).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const place = () => placeByCard(env, upstream, cookie)

    const adjust = (delta: number) =>
      bindings.DB.prepare(
        'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET delta = excluded.delta',
      )
        .bind(store.id, line.productId, delta)
        .run()
    await adjust(-100)
    const refused = await place()
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'ORD516' }], action: 'backToShipping' })
    expect((await readCart(env, cookie)).items[0]?.pickupStoreId).toBeNull()

    await adjust(0)
    const [moved] = (await readCart(env, cookie)).items
    await call(env, '/api/cart/items/update', { itemId: moved?.id, delivery: store.id }, cookie)
    const placed = await place()
    expect(placed.status).toBe(200)
    const { order } = placed.body as unknown as { order: Order }
    expect(order.items[0]?.pickupStore).toMatchObject({ id: store.id, name: store.name })
    expect(order.pickupPerson).toEqual({ firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' })
    const confirmation = await page(env, '/en-us/order-confirmation', cookie)
    expect(confirmation).toContain('Store pickup')
    expect(confirmation).toContain(`Pick up at ${store.name}`)
    expect(confirmation).toContain('Collected by Sam Lee')
    const taken = await bindings.DB.prepare(
      'SELECT delta FROM store_stock_adjustments WHERE store_id = ? AND sku = ?',
    )
      .bind(store.id, line.productId)
      .first<{ delta: number }>()
    expect(taken?.delta).toBe(-1)
    await bindings.DB.prepare('DELETE FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
      .bind(store.id, line.productId)
      .run()
  })

  it('at placement ships a pickup line the store cannot hold with the order going to that store (ORD518), and picks up from the store a line the warehouse cannot ship there (ORD517)', async () => {
    const { upstream, env } = createTestShop()
    // Two variants one store near Seattle holds: one picked up there, one in a shipment sent there.
    const variants = await variantsInStock(upstream, 2, 12)
    const { cookie, cart } = await shopperWith(
      env,
      variants.map((variant) => ({ sku: variant.sku, qty: 1 })),
    )
    const lines = cart.items.filter((entry) => !entry.bonus)
    let found: {
      store: StoreAvailability
      picked: (typeof lines)[number]
      shipped: (typeof lines)[number]
    } | null = null
    for (const picked of lines) {
      const store = await storeWith(env, picked.masterId, picked.productId).catch(() => null)
      if (!store) continue
      for (const shipped of lines) {
        if (shipped === picked) continue
        const there = await storeWith(env, shipped.masterId, shipped.productId).catch(() => null)
        if (there?.id === store.id) found = { store, picked, shipped }
      }
      if (found) break
    }
    if (!found) throw new Error('no store near Seattle holds two of the variants')
    const { store, picked, shipped } = found
    for (const line of lines)
      if (line.id !== picked.id && line.id !== shipped.id)
        await call(env, '/api/cart/items/remove', { itemId: line.id }, cookie)
    await call(env, '/api/cart/items/update', { itemId: picked.id, delivery: store.id }, cookie)
    expect((await shipping(env, cookie, { method: 'sts', point: store.id })).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const place = () => placeByCard(env, upstream, cookie)
    const restock = async () => {
      await bindings.DB.prepare('DELETE FROM store_stock_adjustments WHERE store_id = ?').bind(store.id).run()
      await bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?')
        .bind(variants.find((variant) => variant.sku === shipped.productId)?.stock ?? 10, shipped.productId)
        .run()
    }
    try {
      // The store sells out of the pickup line: it joins the shipment to that store.
      await bindings.DB.prepare(
        'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, -100) ON CONFLICT DO UPDATE SET delta = -100',
      )
        .bind(store.id, picked.productId)
        .run()
      const toShipment = await place()
      expect(toShipment.status).toBe(409)
      expect(toShipment.body).toMatchObject({
        errorDetails: [{ errorId: 'ORD518' }],
        action: 'backToShipping',
      })
      const shippedNow = await readCart(env, cookie)
      expect(shippedNow.items.find((entry) => entry.productId === picked.productId)?.pickupStoreId).toBeNull()
      expect(shippedNow.shipment).toMatchObject({ method: 'sts', storeId: store.id })
      expect(shippedNow.changes).toEqual([
        expect.objectContaining({ kind: 'pickupToShipToStore', storeId: store.id, bySystem: true }),
      ])

      // The warehouse sells out of the other line while the store still holds it: it is picked up there.
      await restock()
      await bindings.DB.prepare('UPDATE variants SET online_stock = 0 WHERE sku = ?')
        .bind(shipped.productId)
        .run()
      const toPickup = await place()
      expect(toPickup.status).toBe(409)
      expect(toPickup.body).toMatchObject({ errorDetails: [{ errorId: 'ORD517' }], action: 'backToShipping' })
      const pickedNow = await readCart(env, cookie)
      expect(pickedNow.items.find((entry) => entry.productId === shipped.productId)?.pickupStoreId).toBe(
        store.id,
      )
      expect(pickedNow.changes).toEqual([
        expect.objectContaining({ kind: 'shipToStoreToPickup', storeId: store.id, bySystem: true }),
      ])
      const bag = await page(env, '/en-us/cart', cookie)
      expect(bag).toContain('We updated your order. Please check the items marked below.')

      // Settled: the order goes through.
      expect((await place()).status).toBe(200)
    } finally {
      await restock()
    }
  })
})
