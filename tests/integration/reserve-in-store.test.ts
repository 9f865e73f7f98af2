import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newShopper, outbox, signedInShopper, signIn } from './account-helpers'
import { readCart, shopperWith, variantsInStock } from './cart-helpers'
import { bindings, callMockApi, clearUpstreamCache, createTestShop, request } from './harness'
import {
  contact,
  DENVER,
  html,
  ordersOfBasket,
  PRODUCT,
  placementKeyOf,
  post,
  reserveCartsOf,
  reserveFromProductPage,
  restoreStoreStock,
  setStoreStock,
  shopperAtDenver,
  storeDelta,
} from './reserve-helpers'

beforeEach(clearUpstreamCache)
afterEach(restoreStoreStock)

describe('reserve in store, pay in store', () => {
  it('offers "Reserve at {store}" as a plain form and calls reserveWithItem with the variant, one unit and the store, leaving the bag untouched', async () => {
    const { upstream, env } = createTestShop()
    const [other] = await variantsInStock(upstream, 2, 1)
    if (!other) throw new Error('no variant')
    const bag = await shopperWith(env, [{ sku: other.sku, qty: 1 }])
    const { variant, cookie } = await shopperAtDenver(env, upstream, bag.cookie)

    const productPage = await html(env, `${PRODUCT}?colour=${variant.colourCode}`, cookie)
    expect(productPage).toContain(`action="${PRODUCT}?form=reserve"`)
    expect(productPage).toContain('Reserve at Denver: try it on, pay in store')
    expect(productPage).toMatch(
      /<label for="buy-KS100048-form-my-store-reserve-size">Size to reserve in [A-Z][^<]+<\/label>/,
    )

    upstream.calls.length = 0
    const before = await storeDelta(DENVER, variant.sku)
    const next = await reserveFromProductPage(env, variant, cookie)
    const call = upstream.calls.find(
      (entry) => new URL(entry.url).pathname === '/api/cart/v1/reserveWithItem',
    )
    expect(call).toBeDefined()
    expect(new URL(call?.url ?? 'http://x').searchParams.get('currency')).toBe('USD')
    expect(await call?.clone().json()).toEqual({ productId: variant.sku, qty: 1, storeId: DENVER })
    // The store holds one unit for it; the shopper's bag is as it was, and no URL names the reserve cart.
    expect(await storeDelta(DENVER, variant.sku)).toBe(before - 1)
    const after = await readCart(env, next)
    expect(after.totalItems).toBe(1)
    expect(after.items.map((line) => [line.productId, line.qty])).toEqual([[other.sku, 1]])

    const reservePage = await html(env, '/en-us/reserve', next)
    expect(reservePage).toContain('<h1>Reserve at Denver</h1>')
    expect(reservePage).toContain('action="/en-us/reserve" method="post"')
    expect(reservePage).toContain('Nothing is charged now: you pay in the store when you collect it.')
    expect(reservePage).not.toContain((await reserveCartsOf(variant.sku))[0]?.id)
  })

  it('places the reservation paid in store, once for a form sent twice, and its confirmation states until when it is held', async () => {
    const { upstream, env } = createTestShop()
    const { variant, cookie: first } = await shopperAtDenver(env, upstream)
    const cookie = await reserveFromProductPage(env, variant, first)
    const key = placementKeyOf(await html(env, '/en-us/reserve', cookie))
    expect(key).not.toBe('')
    const [reserve] = await reserveCartsOf(variant.sku)
    if (!reserve) throw new Error('no reserve cart')
    // It holds for 48 hours.
    expect(Date.parse(reserve.expires_at) - Date.parse(reserve.created_at)).toBe(48 * 3_600_000)

    upstream.calls.length = 0
    const placed = await post(env, '/en-us/reserve', { ...contact, placementKey: key }, cookie)
    expect(placed.status).toBe(303)
    expect(placed.headers.get('location')).toBe('/en-us/reserve/confirmation')
    const paths = upstream.calls
      .map((entry) => `${entry.method} ${new URL(entry.url).pathname}`)
      // The contact's phone is checked against the country list (decision 107), a read cached long.
      .filter((path) => path !== 'GET /api/consumers-v3/utilities/countryList')
    expect(paths).toEqual([
      `POST /api/cart/v1/cart/${reserve.id}/pickupPerson`,
      'POST /api/cart/v1/cart/prepareOrder',
      'PUT /api/cart/v2/checkout/order',
    ])
    const placement = upstream.calls.find((entry) => entry.method === 'PUT')
    if (!placement) throw new Error('no placement')
    expect(((await placement.clone().json()) as { paymentMethod: unknown }).paymentMethod).toEqual({
      code: 'PAY_IN_STORE',
    })
    // The same form again places nothing more.
    const again = await post(env, '/en-us/reserve', { ...contact, placementKey: key }, cookie)
    expect(again.headers.get('location')).toBe('/en-us/reserve/confirmation')
    const orders = await ordersOfBasket(reserve.id)
    expect(orders).toHaveLength(1)
    const order = JSON.parse(orders[0]?.body ?? '{}') as {
      paymentMethod: { code: string; amount: number }
      reservation: { storeId: string; expiresAt: string }
    }
    expect(order.paymentMethod.code).toBe('PAY_IN_STORE')
    expect(order.reservation).toMatchObject({ storeId: DENVER, expiresAt: reserve.expires_at })

    const timeZone =
      (
        await bindings.DB.prepare('SELECT time_zone FROM stores WHERE id = ?')
          .bind(DENVER)
          .first<{ time_zone: string }>()
      )?.time_zone ?? 'UTC'
    const until = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(new Date(reserve.expires_at))
    const confirmation = await html(env, '/en-us/reserve/confirmation', cookie)
    expect(confirmation).toContain(`Reserved at Denver until ${until} — pay when you collect`)
    expect(confirmation).toContain(`Reservation number: ${orders[0]?.order_number}</p>`)
    expect(confirmation).toContain('Opening hours')
    // The cart service sent the reservation's confirmation, once.
    const sent = (await outbox(upstream, contact.email)).emails.filter((email) =>
      email.subject.includes(orders[0]?.order_number ?? '-'),
    )
    expect(sent.map((email) => email.subject)).toEqual([
      `Your reservation ${orders[0]?.order_number} is confirmed`,
    ])
    // Placed, the reserve cart is gone: the page says there is nothing left to reserve.
    expect(await html(env, '/en-us/reserve', cookie)).toContain('Nothing to reserve')
  })

  it('answers the same reservation to a placement repeated with its idempotency key, and pays in store only a reserve cart', async () => {
    const { upstream, env } = createTestShop()
    const { variant } = await shopperAtDenver(env, upstream)
    const made = await callMockApi(upstream, '/api/cart/v1/reserveWithItem?currency=USD', {
      method: 'POST',
      body: JSON.stringify({ productId: variant.sku, qty: 1, storeId: DENVER }),
    })
    expect(made.status).toBe(201)
    const { basketId, reserve } = (await made.json()) as {
      basketId: string
      reserve: { storeId: string; expiresAt: string }
    }
    expect(reserve.storeId).toBe(DENVER)
    // A reservation holds its one item: nothing is added to it.
    const added = await callMockApi(upstream, '/api/cart/v1/item', {
      method: 'POST',
      body: JSON.stringify({ cartId: basketId, productId: variant.sku, qty: 1 }),
    })
    expect(added.status).toBe(422)
    expect(await added.json()).toMatchObject({ errorDetails: [{ errorId: 'RSV422' }] })
    const person = await callMockApi(upstream, `/api/cart/v1/cart/${basketId}/pickupPerson`, {
      method: 'POST',
      body: JSON.stringify({ ...contact, email: `repeat-${basketId}@example.com` }),
    })
    expect(person.status).toBe(200)
    const place = () =>
      callMockApi(upstream, '/api/cart/v2/checkout/order', {
        method: 'PUT',
        headers: { 'idempotency-key': `reserve-${basketId.slice(0, 20)}` },
        body: JSON.stringify({
          cartId: basketId,
          paymentMethod: { code: 'PAY_IN_STORE' },
          returnUrl: 'http://localhost/en-us/reserve',
          sourceCode: 'ECOM15',
        }),
      })
    const first = await place()
    expect(first.status).toBe(201)
    const second = await place()
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    const numbers = [first, second].map(
      async (answer) => ((await answer.json()) as { orderNumber: string }).orderNumber,
    )
    const [a, b] = await Promise.all(numbers)
    expect(a).toBe(b)
    expect(await ordersOfBasket(basketId)).toHaveLength(1)

    // Paying in store is for a reserve cart only.
    const bag = await callMockApi(upstream, '/api/cart/v1/cart', {
      method: 'POST',
      body: JSON.stringify({ currency: 'USD', items: [{ productId: variant.sku, qty: 1 }] }),
    })
    const { basketId: bagId } = (await bag.json()) as { basketId: string }
    const refused = await callMockApi(upstream, '/api/cart/v2/checkout/order', {
      method: 'PUT',
      body: JSON.stringify({
        cartId: bagId,
        paymentMethod: { code: 'PAY_IN_STORE' },
        returnUrl: 'http://localhost/en-us/checkout',
        sourceCode: 'ECOM15',
      }),
    })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ errorDetails: [{ errorId: 'RSV422' }] })
  })

  it('refuses an unknown variant, a store of another brand and a size the store does not hold, making no reserve cart', async () => {
    const { upstream, env } = createTestShop()
    const { variant, cookie } = await shopperAtDenver(env, upstream)
    const cartsBefore = (await reserveCartsOf(variant.sku)).length
    const reserveWith = (body: Record<string, unknown>) =>
      callMockApi(upstream, '/api/cart/v1/reserveWithItem?currency=USD', {
        method: 'POST',
        body: JSON.stringify({ qty: 1, ...body }),
      })
    const unknown = await reserveWith({ productId: 'KS99999999XX', storeId: DENVER })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ errorDetails: [{ errorId: 'ORD404' }] })
    const elsewhere = await bindings.DB.prepare(
      "SELECT id FROM stores WHERE brand != 'kestrel' LIMIT 1",
    ).first<{
      id: string
    }>()
    const onlyKestrel = await bindings.DB.prepare(
      "SELECT variants.sku FROM variants JOIN products ON products.style_code = variants.style_code WHERE products.brands = 'kestrel' LIMIT 1",
    ).first<{ sku: string }>()
    if (elsewhere && onlyKestrel) {
      const otherBrand = await reserveWith({ productId: onlyKestrel.sku, storeId: elsewhere.id })
      expect(otherBrand.status).toBe(409)
      expect(await otherBrand.json()).toMatchObject({ errorDetails: [{ errorId: 'INV701' }] })
    } else throw new Error('the seed needs a store of another brand and a product of Kestrel alone')
    await setStoreStock(DENVER, variant.sku, -100)
    const none = await reserveWith({ productId: variant.sku, storeId: DENVER })
    expect(none.status).toBe(409)
    expect(await none.json()).toMatchObject({ errorDetails: [{ errorId: 'INV700' }] })
    expect(await reserveCartsOf(variant.sku)).toHaveLength(cartsBefore)

    // Without JavaScript, the product page's form says so at the form, with the choice kept.
    const refused = await post(
      env,
      `${PRODUCT}?form=reserve`,
      { colour: variant.colourCode, size: variant.size, storeId: DENVER },
      cookie,
    )
    expect(refused.status).toBe(422)
    const page = await refused.text()
    expect(page).toMatch(
      /<p id="buy-KS100048-form-my-store-reserve-error" class="field-error" role="alert">[^<]+<\/p>/,
    )
    expect(page).not.toContain('cart=added')
  })

  it('shows a reservation refused while the store cannot be shown at the buy box instead, never losing it', async () => {
    const { upstream, env } = createTestShop()
    const { variant, cookie } = await shopperAtDenver(env, upstream)
    await clearUpstreamCache()
    upstream.fail('/api/consumers-v3/utilities/stores')
    const refused = await post(
      env,
      `${PRODUCT}?form=reserve`,
      { colour: variant.colourCode, size: 'ZZ', storeId: DENVER },
      cookie,
    )
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).not.toContain('my-store__reserve')
    expect(page).toMatch(/id="buy-KS100048-notice"[^>]*>Choose a size\.</)
  })

  it('refuses a fourth open reservation for one email, at the email field, and checks who collects by the shop’s rules', async () => {
    const { upstream, env } = createTestShop()
    const { variant, cookie: first } = await shopperAtDenver(env, upstream)
    const email = `limit-${crypto.randomUUID().slice(0, 8)}@example.com`
    let cookie = first
    for (let index = 0; index < 3; index++) {
      cookie = await reserveFromProductPage(env, variant, cookie)
      const key = placementKeyOf(await html(env, '/en-us/reserve', cookie))
      const placed = await post(env, '/en-us/reserve', { ...contact, email, placementKey: key }, cookie)
      expect(placed.status).toBe(303)
    }
    cookie = await reserveFromProductPage(env, variant, cookie)
    const key = placementKeyOf(await html(env, '/en-us/reserve', cookie))

    const invalid = await post(
      env,
      '/en-us/reserve',
      { firstName: 'S', lastName: 'Lee', email: 'not-an-email', phone: '12', placementKey: key },
      cookie,
    )
    expect(invalid.status).toBe(400)
    const invalidPage = await invalid.text()
    expect(invalidPage).toContain('value="not-an-email"')
    expect(invalidPage).toMatch(/id="reserve-firstName-error" class="field-error">[^<]+</)
    expect(invalidPage).toMatch(/id="reserve-email-error" class="field-error">[^<]+</)
    expect(invalidPage).toMatch(/id="reserve-phone-error" class="field-error">[^<]+</)
    expect(placementKeyOf(invalidPage)).toBe(key)

    const limited = await post(env, '/en-us/reserve', { ...contact, email, placementKey: key }, cookie)
    expect(limited.status).toBe(422)
    expect(await limited.text()).toContain(
      'You already hold 3 reservations. Collect one, or let one expire, before reserving again.',
    )
  })

  it('lets the reservation in progress go when the shopper starts another, holding one unit, not two', async () => {
    const { upstream, env } = createTestShop()
    const { variant, cookie: first } = await shopperAtDenver(env, upstream)
    const before = await storeDelta(DENVER, variant.sku)
    const cookie = await reserveFromProductPage(env, variant, first)
    const [earlier] = await reserveCartsOf(variant.sku)
    await reserveFromProductPage(env, variant, cookie)
    expect(await storeDelta(DENVER, variant.sku)).toBe(before - 1)
    const [latest, replaced] = await reserveCartsOf(variant.sku)
    expect(replaced?.id).toBe(earlier?.id)
    expect([latest?.status, replaced?.status]).toEqual(['open', 'closed'])
  })

  it('gives the stock back once a reserve cart expires unplaced, and the reserve page says there is nothing to finish', async () => {
    const { upstream, env } = createTestShop()
    const { variant, cookie: first } = await shopperAtDenver(env, upstream)
    const before = await storeDelta(DENVER, variant.sku)
    const cookie = await reserveFromProductPage(env, variant, first)
    expect(await storeDelta(DENVER, variant.sku)).toBe(before - 1)
    const [reserve] = await reserveCartsOf(variant.sku)
    await bindings.DB.prepare('UPDATE carts SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), reserve?.id)
      .run()
    const page = await html(env, '/en-us/reserve', cookie)
    expect(page).toContain('Nothing to reserve')
    const key = placementKeyOf(page)
    expect(key).toBe('')
    const late = await post(env, '/en-us/reserve', { ...contact, placementKey: 'late-key-0001' }, cookie)
    expect(late.status).toBe(200)
    expect(await late.text()).toContain('Nothing to reserve')
    // The next reservation anywhere sweeps expired holds first.
    await callMockApi(upstream, '/api/cart/v1/reserveWithItem?currency=USD', {
      method: 'POST',
      body: JSON.stringify({ productId: variant.sku, qty: 1, storeId: DENVER }),
    })
    expect(await storeDelta(DENVER, variant.sku)).toBe(before - 1)
  })

  it('asks a guest who signs in after reserving to reserve again, never failing the page', async () => {
    const { upstream, env } = createTestShop()
    const { variant, cookie: first } = await shopperAtDenver(env, upstream)
    const cookie = await reserveFromProductPage(env, variant, first)
    const shopper = await newShopper()
    const signedIn = await signIn(env, shopper.email, shopper.password, cookie)
    expect(signedIn.status).toBe(200)
    const page = await request('/en-us/reserve', { env, headers: { cookie: signedIn.cookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Nothing to reserve')
  })

  it('starts the form with the signed-in shopper’s name and email, and lists the reservation among their orders', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env, { firstName: 'Robin', lastName: 'Hart' })
    const { variant, cookie } = await shopperAtDenver(env, upstream, shopper.cookie)
    const next = await reserveFromProductPage(env, variant, cookie)
    const page = await html(env, '/en-us/reserve', next)
    expect(page).toContain('value="Robin"')
    expect(page).toContain('value="Hart"')
    expect(page).toContain(`value="${shopper.email}"`)

    const placed = await post(
      env,
      '/en-us/reserve',
      {
        firstName: 'Robin',
        lastName: 'Hart',
        email: shopper.email,
        phone: contact.phone,
        placementKey: placementKeyOf(page),
      },
      next,
    )
    expect(placed.status).toBe(303)
    const confirmation = await html(env, '/en-us/reserve/confirmation', next)
    const number = /Reservation number: (KS\d+)</.exec(confirmation)?.[1] ?? ''
    expect(confirmation).toContain(
      `href="/en-us/account/orders/${number}">See this reservation in your account</a>`,
    )
    const orders = await html(env, '/en-us/account/orders', next)
    expect(orders).toContain(`Order ${number}`)
    expect(orders).toContain(
      '<span class="account-orders-page__reservation">Reservation at Denver, pay in store</span>',
    )
  })
})
