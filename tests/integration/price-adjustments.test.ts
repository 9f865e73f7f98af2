import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { createCommerceClient } from '../../worker/upstream/commerce/client'
import { CommerceApiError, UpstreamError } from '../../worker/upstream/errors'
import { createUpstreamFetch } from '../../worker/upstream/http'
import { US_ADDRESS } from '../fixtures/checkout'
import { jsonPost } from './browser'
import { bagForm, call, placeByCard, readCart, shopperWith, variantsInStock } from './cart-helpers'
import type { TestEnv, Upstream } from './harness'
import { clearUpstreamCache, createTestShop, createUpstream, request, TEST_SECRETS } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

const round2 = (value: number) => Math.round(value * 100) / 100
const ASSOCIATE = { storeId: '1001', employeeId: 'E20417' }

/** A call to the cart service's price adjustment routes, as the associate mode will make it (not through /api). */
async function adjust(
  upstream: Upstream,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> & { errorDetails?: { errorId: string }[] } }> {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/api/cart/v1/cart/${path}?locale=en-us`,
    {
      method,
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const errorOf = (answer: { body: { errorDetails?: { errorId: string }[] } }) =>
  answer.body.errorDetails?.[0]?.errorId

/** A US shopper with one line of `qty` units of a variant priced 20 to 60; their cookie, basket id and line. */
async function shopper(upstream: Upstream, env: TestEnv, qty = 2) {
  const variant = (await variantsInStock(upstream, 4, 30)).find((entry) => entry.price < 60)
  if (!variant) throw new Error('no variant under 60 in stock')
  const { cookie, cart } = await shopperWith(env, [{ sku: variant.sku, qty }])
  const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
  const line = cart.items[0] as Cart['items'][number]
  return { cookie, basketId, line, price: variant.price, before: cart }
}

/** The figures of a cart's totals that add up: what is left after discounts and adjustments, delivery and tax. */
const expectTotalsToAddUp = (cart: Cart) => {
  const order = cart.adjustments
    .filter((entry) => entry.itemId === null)
    .reduce((sum, entry) => sum + entry.amount, 0)
  expect(cart.totals.total).toBeCloseTo(
    cart.totals.itemTotal -
      cart.totals.totalDiscount -
      order +
      (cart.totals.shipping ?? 0) +
      (cart.totals.tax ?? 0),
    2,
  )
  expect(cart.totals.itemTotal).toBeCloseTo(
    cart.items.reduce((sum, line) => sum + line.price.rowTotal, 0),
    2,
  )
}

const ADD_LINE = '/api/cart/items'

describe('price adjustments by store associates', () => {
  it('adjusts a line: the bag and the totals show it, it follows the quantity and survives reads', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, basketId, line, price, before } = await shopper(upstream, env)
    const added = await adjust(upstream, 'POST', `${basketId}/price_adjustments`, {
      itemId: line.id,
      type: 'AMOUNT',
      value: 5,
      reasonCode: 'PRICE_MATCH',
      ...ASSOCIATE,
    })
    expect(added.status).toBe(201)

    const cart = await readCart(env, cookie)
    const adjusted = cart.items[0]
    expect(adjusted?.adjustment).toEqual({
      id: expect.stringMatching(/^PA/),
      unitAmount: 5,
      amount: 10,
      reason: 'Price match',
    })
    expect(adjusted?.price).toMatchObject({ amount: price, rowTotal: round2((price - 5) * 2) })
    expect(cart.adjustments).toEqual([
      {
        id: adjusted?.adjustment?.id,
        itemId: line.id,
        amount: 10,
        reason: 'Price match',
        reasonCode: 'PRICE_MATCH',
        type: 'AMOUNT',
        value: 5,
      },
    ])
    expect(cart.totals.itemTotal).toBe(round2(before.totals.itemTotal - 10))
    expectTotalsToAddUp(cart)

    // The quantity changes, the adjustment follows each unit; another read still has it.
    const three = await call(env, '/api/cart/items/update', { itemId: line.id, qty: 3 }, cookie)
    expect(three.status).toBe(200)
    expect(three.body.cart?.items[0]?.adjustment).toMatchObject({ unitAmount: 5, amount: 15 })
    expect(three.body.cart?.items[0]?.price.rowTotal).toBe(round2((price - 5) * 3))
    expect((await readCart(env, cookie)).adjustments).toHaveLength(1)

    const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    const bag = page.slice(page.indexOf('<div class="bag"'), page.indexOf('class="bag-page__saved"'))
    expect(bag).toContain('Store price adjustment: Price match <span>−$15.00</span>')
    expect(bag).toContain(`Line total $${round2((price - 5) * 3).toFixed(2)}`)

    // Its line removed, the adjustment goes with it.
    const removed = await call(env, '/api/cart/items/remove', { itemId: line.id }, cookie)
    expect(removed.body.cart?.adjustments).toEqual([])
  })

  it('adjusts the order after the promotions, keeps free delivery, recomputes the tax, and goes into the order', async () => {
    const { upstream, env } = createTestShop()
    const variant = (await variantsInStock(upstream, 6, 30)).find((entry) => entry.price < 60)
    if (!variant) throw new Error('no variant under 60 in stock')
    // Just over the free delivery threshold (75).
    const qty = Math.ceil(76 / variant.price)
    const { cookie } = await shopperWith(env, [{ sku: variant.sku, qty }])
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    const before = await readCart(env, cookie)
    expect(before.totals.shipping).toBe(0)

    const added = await adjust(upstream, 'POST', `${basketId}/price_adjustments`, {
      type: 'PERCENT',
      value: 20,
      reasonCode: 'SERVICE_RECOVERY',
      ...ASSOCIATE,
    })
    expect(added.status).toBe(201)
    const cart = await readCart(env, cookie)
    const merchandise = round2(before.totals.itemTotal - before.totals.totalDiscount)
    const off = round2(merchandise * 0.2)
    expect(cart.adjustments).toEqual([
      {
        id: expect.any(String),
        itemId: null,
        amount: off,
        reason: 'Service recovery',
        reasonCode: 'SERVICE_RECOVERY',
        type: 'PERCENT',
        value: 20,
      },
    ])
    expect(cart.items[0]?.adjustment).toBeNull()
    // Free delivery is decided before the adjustment; Washington's 6.5 % falls on what is left.
    expect(cart.totals.shipping).toBe(0)
    expect(cart.totals.tax).toBeCloseTo(round2((merchandise - off) * 0.065), 2)
    expect(cart.totals.total).toBeCloseTo(merchandise - off + (cart.totals.tax ?? 0), 2)
    expectTotalsToAddUp(cart)

    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const review = await (await request('/en-us/checkout/summary', { env, headers: { cookie } })).text()
    expect(review).toContain('Store price adjustment: Service recovery')
    expect(review).toContain(`−$${off.toFixed(2)}`)

    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.adjustments).toEqual([
      {
        id: expect.any(String),
        itemId: null,
        amount: off,
        reason: 'Service recovery',
        reasonCode: 'SERVICE_RECOVERY',
        type: 'PERCENT',
        value: 20,
      },
    ])
    expect(order.totals.total).toBe(cart.totals.total)
    expect(order.payment.amount).toBe(cart.totals.total)
    const confirmation = await (
      await request('/en-us/order-confirmation', { env, headers: { cookie } })
    ).text()
    expect(confirmation).toContain('Store price adjustment: Service recovery')
    expect(confirmation).toContain(`−$${off.toFixed(2)}`)
  })

  it('carries a line’s adjustment into the order and the confirmation', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, basketId, line, price } = await shopper(upstream, env, 1)
    expect(
      (
        await adjust(upstream, 'POST', `${basketId}/price_adjustments`, {
          itemId: line.id,
          type: 'PERCENT',
          value: 50,
          reasonCode: 'DAMAGED_ITEM',
          ...ASSOCIATE,
        })
      ).status,
    ).toBe(201)
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    const half = round2(price / 2)
    expect(order.items[0]).toMatchObject({
      rowTotal: round2(price - half),
      adjustment: { amount: half, reason: 'Damaged item' },
    })
    const confirmation = await (
      await request('/en-us/order-confirmation', { env, headers: { cookie } })
    ).text()
    expect(confirmation).toContain(`Store price adjustment: Damaged item <span>−$${half.toFixed(2)}</span>`)
  })

  it('changes and removes an adjustment, and the totals follow', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, basketId, line, price, before } = await shopper(upstream, env)
    await adjust(upstream, 'POST', `${basketId}/price_adjustments`, {
      itemId: line.id,
      type: 'PERCENT',
      value: 10,
      reasonCode: 'PRICE_MATCH',
      ...ASSOCIATE,
    })
    const id = (await readCart(env, cookie)).adjustments[0]?.id as string
    const changed = await adjust(upstream, 'PATCH', `${basketId}/price_adjustments/${id}`, {
      type: 'AMOUNT',
      value: 2.5,
      reasonCode: 'DAMAGED_ITEM',
      storeId: '1002',
      employeeId: 'E31337',
    })
    expect(changed.status).toBe(200)
    expect(changed.body.priceAdjustments).toEqual([
      expect.objectContaining({
        adjustmentId: id,
        type: 'AMOUNT',
        value: 2.5,
        reasonCode: 'DAMAGED_ITEM',
        amount: 5,
        createdBy: { storeId: '1002', employeeId: 'E31337' },
      }),
    ])
    const cart = await readCart(env, cookie)
    // The bag knows how the change was given, for the next change to start from.
    expect(cart.adjustments).toEqual([
      expect.objectContaining({ id, type: 'AMOUNT', value: 2.5, reasonCode: 'DAMAGED_ITEM' }),
    ])
    expect(cart.items[0]?.adjustment).toMatchObject({
      id,
      unitAmount: 2.5,
      amount: 5,
      reason: 'Damaged item',
    })
    expect(cart.items[0]?.price.rowTotal).toBe(round2((price - 2.5) * 2))

    expect((await adjust(upstream, 'DELETE', `${basketId}/price_adjustments/${id}`)).status).toBe(200)
    const after = await readCart(env, cookie)
    expect(after.adjustments).toEqual([])
    expect(after.items[0]?.adjustment).toBeNull()
    expect(after.totals).toEqual(before.totals)
  })

  it('refuses what the rules do not allow, each with its code, and leaves the cart as it was', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, basketId, line, price } = await shopper(upstream, env)
    const base = { itemId: line.id, type: 'PERCENT', value: 10, reasonCode: 'PRICE_MATCH', ...ASSOCIATE }
    const path = `${basketId}/price_adjustments`
    const refusals: [unknown, number, string][] = [
      [{ ...base, value: 51 }, 400, 'PRC400'],
      [{ ...base, value: 12.5 }, 400, 'PRC400'],
      [{ ...base, value: 0 }, 400, 'PRC400'],
      [{ ...base, value: -10 }, 400, 'PRC400'],
      [{ ...base, type: 'AMOUNT', value: round2(price / 2 + 0.01) }, 400, 'PRC400'],
      [{ ...base, type: 'AMOUNT', value: 1.005 }, 400, 'PRC400'],
      [{ ...base, reasonCode: 'FRIEND' }, 400, 'API400'],
      [{ ...base, type: 'HALF' }, 400, 'API400'],
      [{ ...base, employeeId: undefined }, 400, 'API400'],
      [{ ...base, storeId: '12' }, 400, 'API400'],
      [{ ...base, storeId: '9999' }, 404, 'STR404'],
      [{ ...base, itemId: 'not-a-line' }, 404, 'ORD404'],
      [{ ...base, itemId: 'bonus-GWP-SOCKS-100' }, 400, 'GWP405'],
      ['not json', 400, 'API400'],
    ]
    for (const [body, status, errorId] of refusals) {
      const refused = await adjust(upstream, 'POST', path, body)
      expect([refused.status, errorOf(refused)], JSON.stringify(body)).toEqual([status, errorId])
    }
    expect(errorOf(await adjust(upstream, 'POST', 'no-such-basket/price_adjustments', base))).toBe('BSK404')

    expect((await adjust(upstream, 'POST', path, base)).status).toBe(201)
    const twice = await adjust(upstream, 'POST', path, { ...base, value: 20 })
    expect([twice.status, errorOf(twice)]).toEqual([409, 'PRC409'])
    const id = (await readCart(env, cookie)).adjustments[0]?.id as string
    const changes: [string, unknown, number, string][] = [
      [id, { type: 'PERCENT', value: 60, ...ASSOCIATE }, 400, 'PRC400'],
      [id, { type: 'AMOUNT', ...ASSOCIATE }, 400, 'API400'],
      [id, { value: 20 }, 400, 'API400'],
      [id, { value: 20, storeId: '9999', employeeId: 'E1' + '234' }, 404, 'STR404'],
      ['PA00000000000000', { value: 20, ...ASSOCIATE }, 404, 'PRC404'],
    ]
    for (const [adjustmentId, body, status, errorId] of changes) {
      const refused = await adjust(upstream, 'PATCH', `${path}/${adjustmentId}`, body)
      expect([refused.status, errorOf(refused)], JSON.stringify(body)).toEqual([status, errorId])
    }
    expect(errorOf(await adjust(upstream, 'DELETE', `${path}/PA00000000000000`))).toBe('PRC404')

    // The one adjustment made is still as it was.
    const cart = await readCart(env, cookie)
    expect(cart.adjustments).toHaveLength(1)
    expect(cart.items[0]?.adjustment).toMatchObject({ id, unitAmount: round2(price * 0.1) })

    // An e-gift card's price is its amount; a cart of cards alone has no merchandise to adjust.
    const card = await call(
      env,
      ADD_LINE,
      { productId: 'KS90000142050', qty: 1, giftTo: 'Sam', giftEmail: 'sam@example.com' },
      '',
    )
    const cardBasket = (await sessionState(card.cookie)).carts?.['KST-US'] as string
    const cardLine = card.body.cart?.items[0]?.id
    const onCard = await adjust(upstream, 'POST', `${cardBasket}/price_adjustments`, {
      ...base,
      itemId: cardLine,
    })
    expect([onCard.status, errorOf(onCard)]).toEqual([400, 'PRC400'])
    const { itemId: _itemId, ...orderLevel } = base
    const onOrder = await adjust(upstream, 'POST', `${cardBasket}/price_adjustments`, orderLevel)
    expect([onOrder.status, errorOf(onOrder)]).toEqual([400, 'PRC400'])
  })
})

describe('the commerce client’s price adjustment calls (for the associate mode)', () => {
  it('add, change and remove an adjustment, answering the cart as the shop shows it; a refusal throws its code', async () => {
    const upstream = createUpstream()
    const commerce = createCommerceClient({
      fetch: createUpstreamFetch({
        service: 'commerce',
        baseUrl: 'https://mock-api.internal/api',
        fetcher: (request) => upstream.fetcher.fetch(request),
        accessKey: TEST_SECRETS.UPSTREAM_ACCESS_KEY,
        serverTrustId: 'trust',
        locale: 'fr-fr',
        errorClass: CommerceApiError,
      }),
      mediaBaseUrl: '/media',
    })
    const [variant] = await variantsInStock(upstream, 2, 1)
    const { basketId, cart } = await commerce.createCart({ currency: 'EUR', country: 'FR' }, [
      { productId: variant?.sku as string, qty: 1 },
    ])
    const line = cart.items[0] as Cart['items'][number]
    const associate = { storeId: '1001', employeeId: 'E20417' }
    const added = await commerce.addPriceAdjustment(basketId, {
      itemId: line.id,
      type: 'PERCENT',
      value: 10,
      reasonCode: 'PRICE_MATCH',
      associate,
    })
    const off = round2(line.price.amount * 0.1)
    // Worded in the request's language, as the cart service words its promotions.
    expect(added.items[0]?.adjustment).toMatchObject({
      unitAmount: off,
      amount: off,
      reason: 'Alignement de prix',
    })
    // VAT is in the price in France: the total is what is left, after the order's promotions.
    expect(added.totals.itemTotal).toBe(round2(line.price.amount - off))
    expect(added.totals.total).toBeCloseTo(
      added.totals.itemTotal - added.totals.totalDiscount + (added.totals.shipping ?? 0),
      2,
    )
    const id = added.adjustments[0]?.id as string

    const refused = await commerce
      .addPriceAdjustment(basketId, {
        itemId: line.id,
        type: 'AMOUNT',
        value: 1,
        reasonCode: 'DAMAGED_ITEM',
        associate,
      })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(UpstreamError)
    expect(refused).toMatchObject({ status: 409, errorId: 'PRC409' })

    const changed = await commerce.changePriceAdjustment(basketId, id, {
      reasonCode: 'DAMAGED_ITEM',
      associate,
    })
    expect(changed.items[0]?.adjustment).toMatchObject({ id, unitAmount: off, reason: 'Article endommagé' })
    const order = await commerce.addPriceAdjustment(basketId, {
      type: 'AMOUNT',
      value: 2,
      reasonCode: 'SERVICE_RECOVERY',
      associate,
    })
    expect(order.adjustments.map((entry) => [entry.itemId, entry.amount, entry.reason])).toEqual([
      [line.id, off, 'Article endommagé'],
      [null, 2, 'Geste commercial'],
    ])
    const removed = await commerce.removePriceAdjustment(basketId, id)
    expect(removed.adjustments.map((entry) => entry.itemId)).toEqual([null])
    expect(removed.items[0]?.adjustment).toBeNull()
  })
})

describe('the shopper’s cart routes', () => {
  it('take no price adjustment and no price from a shopper, by script or by form', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, line, before } = await shopper(upstream, env)
    const tampering = {
      price: 1,
      amount: 1,
      customAmount: 1,
      priceAdjustments: [
        { itemId: line.id, type: 'PERCENT', value: 50, reasonCode: 'PRICE_MATCH', ...ASSOCIATE },
      ],
      type: 'PERCENT',
      value: 50,
      reasonCode: 'PRICE_MATCH',
      ...ASSOCIATE,
    }
    // The associate's route refuses a shopper (decision 044); no other route names price adjustments.
    const associateOnly = await request('/api/cart/price-adjustments', {
      env,
      ...jsonPost({ itemId: line.id, ...tampering }, cookie),
    })
    expect(associateOnly.status).toBe(403)
    expect(
      ((await associateOnly.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId,
    ).toBe('ASSOCIATE_ONLY')
    for (const path of [
      '/api/cart/price_adjustments',
      `/api/cart/v1/cart/x/price_adjustments`,
      '/api/cart/adjustments',
    ]) {
      const answer = await request(path, { env, ...jsonPost({ itemId: line.id, ...tampering }, cookie) })
      expect(answer.status, path).toBe(404)
    }
    // Routes that change the cart take none of it: what they do is done at the cart's own prices.
    await call(env, '/api/cart/items/update', { itemId: line.id, qty: 2, ...tampering }, cookie)
    await bagForm(
      env,
      'updateLine',
      { itemId: line.id, qty: '2', price: '1', value: '50', type: 'PERCENT' },
      cookie,
    )
    await call(env, '/api/cart/coupons', { code: 'NOPE', ...tampering }, cookie)
    await call(env, '/api/cart/shipping-method', { code: 'standard', ...tampering }, cookie)
    // An amount of the shopper's choosing is for the e-gift card only: on a tee the cart service refuses it.
    const tee = await call(env, ADD_LINE, { productId: line.productId, qty: 1, customAmount: 10 }, cookie)
    expect(tee.status).toBe(422)
    expect(tee.body).toMatchObject({ errorDetails: [{ errorId: 'PRC400' }] })
    // (A store id on an add is the store to pick the line up in: the tampering here is the rest.)
    const { storeId: _storeId, ...overAdd } = tampering
    const plainAdd = await call(
      env,
      ADD_LINE,
      { productId: line.productId, qty: 1, ...overAdd, customAmount: undefined },
      cookie,
    )
    expect(plainAdd.status).toBe(200)

    const cart = await readCart(env, cookie)
    expect(cart.adjustments).toEqual([])
    expect(cart.items.filter((entry) => !entry.bonus)).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      qty: 3,
      adjustment: null,
      price: before.items[0]?.price && { amount: before.items[0].price.amount },
    })
    expect(cart.totals.itemTotal).toBe(round2((before.items[0]?.price.amount ?? 0) * 3))
  })
})
