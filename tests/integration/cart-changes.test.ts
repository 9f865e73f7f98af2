import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults, setFaults } from '../../mock-api/faults'
import { type Cart, CartResponseSchema } from '../../shared/bag/cart'
import { postJson, uniqueAddress } from './account-helpers'
import { formPost, jsonPost } from './browser'
import { bagForm, call, readCart, shopperWith, type Variant, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

/** A coupon code tried by script from the shopper's address (the edge's `CF-Connecting-IP`). */
async function tryCoupon(env: TestEnv, code: string, cookie: string, address: string) {
  const { status, headers, body } = await postJson(env, '/api/cart/coupons', { code }, { cookie, address })
  return { status, retryAfter: headers.get('retry-after'), body }
}

const UPDATE_LINE = '/api/cart/items/update'
const DISMISS_PROMOTION = '/api/cart/promotions/dismiss'

describe('changing the bag', () => {
  it('changes a line’s quantity and the totals follow; more than the stock is refused at the line', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 3, 1)
    const { cookie, cart } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const line = cart.items[0]
    expect(line?.stock).toBe(variant?.stock)

    const changed = await call(env, UPDATE_LINE, { itemId: line?.id, qty: 3 }, cookie)
    expect(changed.status).toBe(200)
    expect(changed.body.cart?.items[0]?.qty).toBe(3)
    expect(changed.body.cart?.totals.itemTotal).toBeCloseTo((line?.price.amount ?? 0) * 3, 2)

    // More than the stock says the most the line can have, not "out of stock".
    const tooMany = await call(env, UPDATE_LINE, { itemId: line?.id, qty: (variant?.stock ?? 0) + 1 }, cookie)
    expect(tooMany.status).toBe(422)
    expect(tooMany.body).toMatchObject({
      errorDetails: [{ errorId: 'INV408', message: `You can add up to ${variant?.stock} of this item.` }],
      placement: 'item',
    })
    const unknown = await call(env, UPDATE_LINE, { itemId: 'not-a-line', qty: 1 }, cookie)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ errorDetails: [{ errorId: 'ORD404' }] })
    for (const tampered of [
      { itemId: line?.id, qty: 0 },
      { itemId: line?.id, qty: '0x10' },
      { itemId: line?.id, price: 1 },
    ])
      expect((await call(env, UPDATE_LINE, tampered, cookie)).status, JSON.stringify(tampered)).toBe(400)
  })

  it('removes a line, and an empty bag has no delivery and a zero total', async () => {
    const { upstream, env } = createTestShop()
    const [first, second] = await variantsInStock(upstream, 1, 2)
    const { cookie, cart } = await shopperWith(env, [
      { sku: first?.sku as string, qty: 1 },
      { sku: second?.sku as string, qty: 1 },
    ])
    const afterOne = await call(env, '/api/cart/items/remove', { itemId: cart.items[0]?.id }, cookie)
    expect(afterOne.body.cart?.items.map((line) => line.productId)).toEqual([second?.sku])
    const empty = await call(env, '/api/cart/items/remove', { itemId: cart.items[1]?.id }, cookie)
    expect(empty.body.cart).toMatchObject({
      totalItems: 0,
      shipment: null,
      totals: { total: 0, shipping: null },
    })
  })

  it('says a removal the cart service could not make in the document’s words, and keeps the line', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie, cart } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    setFaults({ service: 'cart', path: '/cart/v1/item', method: 'DELETE', kind: 'error', status: 503 })
    const refused = await bagForm(env, 'removeLine', { itemId: cart.items[0]?.id as string }, cookie)
    const html = await refused.text()
    expect(html).toContain('Unable to remove item from cart. Please try again later')
    clearFaults()
    expect((await readCart(env, cookie)).items.map((line) => line.productId)).toEqual([variant?.sku])
  })

  it('applies and removes coupons, and words each refusal at the coupon field', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie, cart } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const itemTotal = cart.totals.itemTotal

    const applied = await call(env, '/api/cart/coupons', { code: 'welcome10' }, cookie)
    expect(applied.status).toBe(200)
    expect(applied.body.cart?.coupons).toEqual([{ code: 'WELCOME10', applied: true }])
    const welcome = applied.body.cart?.promotions.find((promotion) => promotion.id === 'WELCOME10-ORDER')
    expect(welcome).toMatchObject({ level: 'ORDER', couponCode: 'WELCOME10' })
    expect(welcome?.amount).toBeCloseTo(Math.round(itemTotal * 10) / 100, 2)
    const discounts = applied.body.cart?.promotions
      .filter((promotion) => promotion.level === 'ORDER')
      .reduce((sum, promotion) => sum + (promotion.amount ?? 0), 0)
    expect(applied.body.cart?.totals.totalDiscount).toBeCloseTo(discounts ?? 0, 2)

    for (const [code, errorId, status, message] of [
      ['WELCOME10', 'PRM416', 409, 'This code is already applied.'],
      ['EXPIRED20', 'PRM155', 422, 'This code has expired.'],
      ['SPRING15', 'PRM135', 422, null],
      ['LIMITED5', 'PRM140', 422, null],
      ['NOSUCHCODE', 'PRM130', 400, null],
    ] as const) {
      const refused = await call(env, '/api/cart/coupons', { code }, cookie)
      expect(refused.status, code).toBe(status)
      expect(refused.body, code).toMatchObject({ errorDetails: [{ errorId }], placement: 'field' })
      expect(Object.keys(refused.body.fields as object), code).toEqual(['coupon'])
      if (message)
        expect((refused.body.errorDetails as { message: string }[])[0]?.message, code).toBe(message)
    }

    const removed = await call(env, '/api/cart/coupons/remove', { code: 'WELCOME10' }, cookie)
    expect(removed.body.cart?.coupons).toEqual([])
    expect(removed.body.cart?.totals.totalDiscount).toBe(cart.totals.totalDiscount)
  })

  it('limits coupon tries like gift cards: the eleventh of a shopper in a minute waits, at the coupon field', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    // Every try comes from the shopper's address, as the edge says it does: 11 of the address's 30.
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      const tried = await tryCoupon(env, `GUESS${attempt}`, cookie, address)
      expect(tried.body, `try ${attempt + 1}`).toMatchObject({ errorDetails: [{ errorId: 'PRM130' }] })
    }
    const throttled = await tryCoupon(env, 'WELCOME10', cookie, address)
    expect(throttled.status).toBe(429)
    expect(throttled.retryAfter).toBe('60')
    expect(throttled.body).toMatchObject({
      errorDetails: [{ errorId: 'COUPON_THROTTLED' }],
      placement: 'field',
      fields: { coupon: 'Too many promo code tries. Please wait a minute, then try again.' },
    })
    // Without JavaScript: the bag at its own address, the code kept in its field with the same message beside it.
    const form = await bagForm(env, 'applyCoupon', { code: 'WELCOME10' }, cookie, {
      'cf-connecting-ip': address,
    })
    expect(form.status).toBe(429)
    expect(form.headers.get('location')).toBeNull()
    const page = await form.text()
    expect(page).toContain('Too many promo code tries. Please wait a minute, then try again.')
    expect(page).toMatch(/<input[^>]*name="code"[^>]*value="WELCOME10"/)
    // Gift cards are counted apart.
    const giftCard = await call(
      env,
      '/api/cart/gift-cards/balance',
      { number: '6006491234567890', pin: '1234' },
      cookie,
    )
    expect(giftCard.status).toBe(200)
    // Another shopper behind the same address is not held back.
    const other = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    expect((await tryCoupon(env, 'WELCOME10', other.cookie, address)).status).toBe(200)
  })

  it('limits the coupon tries of one address: the 31st waits though none of its four shoppers tried ten times', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 4, 1)
    const address = uniqueAddress()
    const shoppers = []
    for (let index = 0; index < 4; index++)
      shoppers.push(await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }]))
    const tries = [8, 8, 8, 6]
    for (const [index, { cookie }] of shoppers.entries())
      for (let attempt = 0; attempt < (tries[index] as number); attempt++)
        expect((await tryCoupon(env, `GUESS${attempt}`, cookie, address)).status).toBe(400)
    const fourth = shoppers[3]?.cookie as string
    const refused = await tryCoupon(env, 'WELCOME10', fourth, address)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'COUPON_THROTTLED' }],
      placement: 'field',
    })
    expect((await tryCoupon(env, 'WELCOME10', fourth, uniqueAddress())).status).toBe(200)
  })

  it('prices delivery: standard until the free threshold or FREESHIP, express always, and tax once the state is known', async () => {
    const { upstream, env } = createTestShop()
    // Cheap enough to start under the free-delivery threshold, with stock enough to go over it (75 USD).
    const cheap = (await variantsInStock(upstream, 1, 20)).find(
      (variant) => variant.price < 70 && variant.stock >= Math.ceil(80 / variant.price),
    ) as Variant
    expect(cheap).toBeDefined()
    const { cookie, cart } = await shopperWith(env, [{ sku: cheap.sku, qty: 1 }])
    expect(cart.shipment?.method).toBe('standard')
    expect(cart.totals).toMatchObject({ shipping: 7.95, tax: null, taxIncluded: false })
    expect(cart.totals.total).toBeCloseTo(cart.totals.itemTotal + 7.95, 2)
    // Fastest first (spec 1 §9): 1-2, 2-4, 3-5, then 4-6 business days.
    expect(cart.shipment?.options.map((option) => option.code)).toEqual([
      'express',
      'pudo',
      'standard',
      'sts',
    ])
    const approaching = cart.approaching.find((promotion) => promotion.id === 'FREESHIP-THRESHOLD')
    expect(approaching?.message).toMatch(/^Spend \$[\d.,]+ more for free standard delivery$/)

    const express = await call(env, '/api/cart/shipping-method', { code: 'express' }, cookie)
    expect(express.body.cart?.totals.shipping).toBe(19.95)
    const needsStore = await call(env, '/api/cart/shipping-method', { code: 'sts' }, cookie)
    expect(needsStore.status).toBe(422)
    expect(needsStore.body).toMatchObject({ errorDetails: [{ errorId: 'SHP404' }] })
    await call(env, '/api/cart/shipping-method', { code: 'standard' }, cookie)
    const freeShip = await call(env, '/api/cart/coupons', { code: 'FREESHIP' }, cookie)
    expect(freeShip.body.cart?.totals.shipping).toBe(0)
    // The option says what the shipping promotion took off (its cost before it); the others cost what they say.
    const standardOption = (
      options?: readonly { code: string; price: number; originalPrice: number | null }[],
    ) => options?.find((option) => option.code === 'standard')
    expect(standardOption(freeShip.body.cart?.shipment?.options)).toMatchObject({
      price: 0,
      originalPrice: 7.95,
    })
    expect(standardOption(cart.shipment?.options)).toMatchObject({ price: 7.95, originalPrice: null })
    const bagPage = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    expect(bagPage).toMatch(/bag__shipment-price"><del>\$7\.95<\/del> <!-- -->Free</)
    expect(freeShip.body.cart?.promotions).toContainEqual(expect.objectContaining({ level: 'SHIPPING' }))

    // Over the threshold standard delivery is free without a coupon, and the approaching message says so.
    const line = cart.items[0]
    const units = Math.ceil(80 / (line?.price.amount ?? 1))
    await call(env, '/api/cart/coupons/remove', { code: 'FREESHIP' }, cookie)
    const over = await call(env, UPDATE_LINE, { itemId: line?.id, qty: units }, cookie)
    expect(over.status).toBe(200)
    expect(over.body.cart?.totals.itemTotal).toBeGreaterThanOrEqual(75)
    expect(over.body.cart?.totals.shipping).toBe(0)
    expect(
      over.body.cart?.approaching.find((promotion) => promotion.id === 'FREESHIP-THRESHOLD'),
    ).toMatchObject({
      message: 'You get free standard delivery',
      reached: true,
    })
  })

  it('includes VAT in European prices and says how much', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const response = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: variant?.sku, qty: 1 }),
      headers: { ...jsonPost({}).headers, 'x-storefront-locale': 'de-de' },
    })
    const cart = CartResponseSchema.parse(await response.json()).cart as Cart
    expect(cart.currency).toBe('EUR')
    expect(cart.totals.taxIncluded).toBe(true)
    const taxable = cart.totals.itemTotal - cart.totals.totalDiscount + (cart.totals.shipping ?? 0)
    expect(cart.totals.total).toBeCloseTo(taxable, 2)
    expect(cart.totals.tax).toBeCloseTo(taxable - taxable / 1.19, 2)
  })

  it('hides an approaching promotion the shopper dismissed, for the rest of the session', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie, cart } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const ids = cart.approaching.map((promotion) => promotion.id)
    expect(ids).toContain('SPEND150-ORDER')
    const dismissed = await call(env, DISMISS_PROMOTION, { promotionId: 'SPEND150-ORDER' }, cookie)
    expect(dismissed).toMatchObject({ status: 200, body: { dismissed: 'SPEND150-ORDER' } })
    const read = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    const after = CartResponseSchema.parse(await read.json()).cart
    expect(after?.approaching.map((promotion) => promotion.id)).toEqual(
      ids.filter((id) => id !== 'SPEND150-ORDER'),
    )
  })

  it('cuts a line to the stock left when the bag page reads the cart, and says so at the line', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 3, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 3 }])
    const original = variant?.stock as number
    await bindings.DB.prepare('UPDATE variants SET online_stock = 2 WHERE sku = ?').bind(variant?.sku).run()
    try {
      const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
      expect(page).toContain('Only 2 left, so we changed the quantity to 2.')
      const read = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
      expect(CartResponseSchema.parse(await read.json()).cart?.items[0]?.qty).toBe(2)
    } finally {
      await bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?')
        .bind(original, variant?.sku)
        .run()
    }
  })

  it('says the order cannot be completed when stock leaves the bag empty, then which line went', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const original = variant?.stock as number
    await bindings.DB.prepare('UPDATE variants SET online_stock = 0 WHERE sku = ?').bind(variant?.sku).run()
    try {
      const page = (await (await request('/en-us/cart', { env, headers: { cookie } })).text()).replace(
        /&#x27;|&#39;|’/g,
        "'",
      )
      const cannot = page.indexOf("Your order can't be completed: what was in your bag has sold out.")
      expect(cannot).toBeGreaterThan(-1)
      expect(page.indexOf('sold out, so we took it out of your bag.')).toBeGreaterThan(cannot)
    } finally {
      await bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?')
        .bind(original, variant?.sku)
        .run()
    }
  })

  it('rebuilds a cart the service lost from the session’s copy of its lines, and makes the change there', async () => {
    const { upstream, env } = createTestShop()
    const [first, second] = await variantsInStock(upstream, 2, 2)
    const { cookie, cart } = await shopperWith(env, [
      { sku: first?.sku as string, qty: 1 },
      { sku: second?.sku as string, qty: 2 },
    ])
    const lost = (await sessionState(cookie)).carts?.['KST-US'] as string
    await bindings.DB.prepare('DELETE FROM carts WHERE id = ?').bind(lost).run()
    const changed = await call(env, UPDATE_LINE, { itemId: cart.items[0]?.id, qty: 2 }, cookie)
    expect(changed.status).toBe(200)
    const lines = changed.body.cart?.items.filter((line) => !line.bonus)
    expect(lines?.map((line) => [line.productId, line.qty])).toEqual([
      [first?.sku, 2],
      [second?.sku, 2],
    ])
    const rebuilt = (await sessionState(cookie)).carts?.['KST-US']
    expect(rebuilt).toMatch(/^[a-f0-9]{32}$/)
    expect(rebuilt).not.toBe(lost)

    const noCart = await call(env, '/api/cart/coupons', { code: 'WELCOME10' }, '')
    expect(noCart.status).toBe(404)
    expect(noCart.body).toMatchObject({ errorDetails: [{ errorId: 'BSK404' }], action: 'recreateCart' })
  })

  it('does all of it from plain forms at the bag’s own address: back to the bag with the outcome and the line', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 2, 1)
    const { cookie, cart } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const itemId = cart.items[0]?.id as string

    const updated = await bagForm(env, 'updateLine', { itemId, qty: '2' }, cookie)
    expect(updated.status).toBe(303)
    expect(updated.headers.get('location')).toBe(`/en-us/cart?item=${itemId}&cart=updated`)
    // A quantity over the stock (and under the most a line may hold): the bag again, at its address, the refusal at
    // the line. The stock is set here, as other tests' orders move it.
    await bindings.DB.prepare('UPDATE variants SET online_stock = 3 WHERE sku = ?').bind(variant?.sku).run()
    const refused = await bagForm(env, 'updateLine', { itemId, qty: '4' }, cookie)
    expect(refused.status).toBe(422)
    expect(refused.headers.get('content-type')).toContain('text/html')
    const refusedPage = await refused.text()
    expect(refusedPage).toMatch(/Only \d+ left/)
    expect(refusedPage).toContain(`id="bag-line-${itemId}"`)
    await bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?')
      .bind(variant?.stock ?? 50, variant?.sku)
      .run()
    const badCoupon = await bagForm(env, 'applyCoupon', { code: 'EXPIRED20' }, cookie)
    expect(badCoupon.status).toBe(422)
    expect(badCoupon.headers.get('location')).toBeNull()
    const page = await badCoupon.text()
    expect(page).toContain('This code has expired.')
    expect(page).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="code" value="EXPIRED20"/)
    expect(page).toMatch(/id="bag-coupon-error"[^>]*>This code has expired\./)
    // A reload asks for the bag: the page, never JSON.
    const reload = await request('/en-us/cart', { env, headers: { cookie } })
    expect(reload.status).toBe(200)
    expect(reload.headers.get('content-type')).toContain('text/html')
    const goodCoupon = await bagForm(env, 'applyCoupon', { code: 'WELCOME10' }, cookie)
    expect(goodCoupon.headers.get('location')).toBe('/en-us/cart?cart=coupon')
    const removed = await bagForm(env, 'removeLine', { itemId }, cookie)
    expect(removed.headers.get('location')).toBe(`/en-us/cart?item=${itemId}&cart=removed`)
    const cross = await bagForm(env, 'removeLine', { itemId }, cookie, { origin: 'https://evil.example' })
    expect(cross.status).toBe(400)
    expect(await readCart(env, cookie)).toMatchObject({ items: [] })
  })

  it('posts every form of the bag and of the product’s buy box to the page’s own address, never to /api', async () => {
    const { upstream, env } = createTestShop()
    const [first, second] = await variantsInStock(upstream, 2, 2)
    const { cookie, cart } = await shopperWith(env, [
      { sku: first?.sku as string, qty: 1 },
      { sku: second?.sku as string, qty: 1 },
    ])
    // A coupon, a saved item and a store search: each form the bag can show without JavaScript.
    expect((await bagForm(env, 'applyCoupon', { code: 'WELCOME10' }, cookie)).status).toBe(303)
    expect((await bagForm(env, 'saveForLater', { itemId: cart.items[1]?.id as string }, cookie)).status).toBe(
      303,
    )
    // With the store search and the shipping method dialog open, as a shopper without JavaScript asks for them.
    const asked = `/en-us/cart?pickup=${cart.items[0]?.id}&near=98101&shipping=me`
    const html = await (await request(asked, { env, headers: { cookie } })).text()
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    const actions = [
      ...main.matchAll(/<form[^>]*method="post"[^>]*>|<form[^>]*action="[^"]*"[^>]*method="post"[^>]*>/g),
    ].map((form) => /action="([^"]*)"/.exec(form[0])?.[1])
    expect(actions.length).toBeGreaterThan(8)
    expect(new Set(actions)).toEqual(new Set(['/en-us/cart']))
    const intents = new Set([...main.matchAll(/name="intent" value="(\w+)"/g)].map((intent) => intent[1]))
    for (const intent of [
      'updateLine',
      'removeLine',
      'removeCoupon',
      'applyCoupon',
      'chooseShipping',
      'moveToBag',
    ])
      expect(intents, intent).toContain(intent)

    const productPath = /href="(\/en-us\/p\/[^"?]+)/.exec(main)?.[1] as string
    const product = await (await request(productPath, { env })).text()
    const buyBox = /<form class="buy-box"[^>]*>/.exec(product)?.[0] ?? ''
    expect(buyBox).toContain(`action="${productPath}"`)
    expect(product).not.toContain('action="/api/cart')
  })

  it('answers a plain form posted to /api with JSON: the page answers its own forms', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const response = await request('/api/cart/coupons?locale=en-us', {
      env,
      ...formPost('code=EXPIRED20', cookie),
    })
    expect(response.status).toBe(422)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'PRM155' }] })
  })
})
