import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { expectToContainAll } from '../fixtures/expect-text'
import { cookieOf } from './browser'
import {
  addToBag,
  call,
  onlineStock,
  placeByCard,
  productDetails,
  productForm,
  readCart,
  variantsInStock,
} from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

/** The seeded e-gift card: its style, its product page, and the SKU of each amount (one design, Navy). */
const EGIFT = 'KS900001'
const EGIFT_PAGE = `/en-us/p/kestrel-e-gift-card-${EGIFT}`
const amountSku = (amount: 25 | 50 | 100 | 150) => `${EGIFT}420${amount}`
const SAM = { giftTo: 'Sam', giftEmail: 'sam@example.com', giftMessage: 'Happy trails!' }

const UPDATE_LINE = '/api/cart/items/update'

describe('the e-gift card', () => {
  it('is in the catalogue: on the gift cards shelf, found by search, its amounts priced alike in every currency', async () => {
    const { upstream, env } = createTestShop()
    for (const currency of ['USD', 'CAD', 'GBP', 'EUR']) {
      const details = await productDetails<{
        name: string
        isDigitalProduct: boolean
        categoryId: string
        variants: { sku: string; size: string; price: { current: number } }[]
      }>(upstream, EGIFT, currency)
      expect(details).toMatchObject({
        name: 'Kestrel e-gift card',
        isDigitalProduct: true,
        categoryId: '6340',
      })
      expect(details.variants.map((variant) => [variant.size, variant.price.current])).toEqual([
        ['25', 25],
        ['50', 50],
        ['100', 100],
        ['150', 150],
      ])
    }
    // A product of clothing is not digital.
    const tee = await productDetails<{ isDigitalProduct: boolean }>(upstream, 'KS100048')
    expect(tee.isDigitalProduct).toBe(false)

    const shelf = await (await request('/en-us/c/equipment/accessories/gift-cards-6340', { env })).text()
    expect(shelf).toContain('Kestrel e-gift card')
    const search = await (await request('/en-us/search?q=gift+card', { env })).text()
    expect(search).toContain(EGIFT_PAGE)
    // No store holds it.
    const stock = (await (
      await upstream.fetcher.fetch(
        `https://mock-api.internal/api/products/v1/products/${EGIFT}/availability`,
        {
          method: 'POST',
          headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ sku: amountSku(50), storeIds: ['1001', '1002', '1003', '1004'] }),
        },
      )
    ).json()) as { stores: { quantity: number }[] }
    expect(stock.stores.map((store) => store.quantity)).toEqual([0, 0, 0, 0])
  })

  it('is a digital line sent by email: no shipment, no tax, no stock limit, and outside every threshold', async () => {
    const { upstream, env } = createTestShop()
    const added = await addToBag(env, { productId: amountSku(150), ...SAM })
    expect(added.status).toBe(200)
    const cart = added.body.cart as Cart
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      digital: true,
      qty: 1,
      price: { amount: 150, rowTotal: 150 },
      gift: { to: 'Sam', email: 'sam@example.com', message: 'Happy trails!' },
      pickupStoreId: null,
      stock: 999999,
    })
    // Nothing to deliver: no shipment, no delivery charge, no method to choose; nothing to approach either.
    expect(cart.shipment).toBeNull()
    // Untaxed, so known to be so before the address says which tax applies.
    expect(cart.totals).toMatchObject({
      itemTotal: 150,
      totalDiscount: 0,
      shipping: null,
      tax: 0,
      total: 150,
    })
    expect(cart.approaching).toEqual([])
    expect(cart.promotions).toEqual([])

    // 150 in gift cards earns neither spend-and-save (from 150), the free socks (from 100) nor free delivery
    // (from 75): a tee's worth of merchandise decides them all.
    const tee = (await variantsInStock(upstream, 2, 40)).find((variant) => variant.price < 60)
    if (!tee) throw new Error('no variant under 60 in stock')
    const mixed = await addToBag(env, { productId: tee.sku }, added.cookie)
    const both = mixed.body.cart as Cart
    expect(both.items.map((line) => line.digital)).toEqual([true, false])
    expect(both.items.some((line) => line.bonus)).toBe(false)
    expect(both.totals.itemTotal).toBe(150 + tee.price)
    expect(both.totals.totalDiscount).toBe(0)
    expect(both.shipment?.method).toBe('standard')
    expect(both.totals.shipping).toBe(7.95)
    expect(both.approaching.find((promotion) => promotion.id === 'FREESHIP-THRESHOLD')?.message).toBe(
      `Spend $${(75 - tee.price).toFixed(2)} more for free standard delivery`,
    )

    // Washington's tax falls on the tee and its delivery, never on the gift card.
    const shipping = await call(env, '/api/checkout/shipping', US_ADDRESS, added.cookie)
    expect(shipping.status).toBe(200)
    const taxed = shipping.body.cart as Cart
    const taxable = tee.price + 7.95
    expect(taxed.totals.tax).toBeCloseTo(taxable * 0.065, 2)
    expect(taxed.totals.total).toBeCloseTo(150 + taxable + (taxed.totals.tax ?? 0), 2)

    // Without the tee, the gift card alone is untaxed.
    const teeLine = both.items.find((line) => !line.digital)?.id
    const removed = await call(env, '/api/cart/items/remove', { itemId: teeLine }, added.cookie)
    const giftOnly = removed.body.cart as Cart
    expect(giftOnly.shipment).toBeNull()
    expect(giftOnly.totals).toMatchObject({ itemTotal: 150, tax: 0, shipping: null, total: 150 })
  })

  it('is refused without its recipient’s name and email, each at its field; the cart service refuses one too', async () => {
    const { env } = createTestShop()
    for (const [recipient, fields] of [
      [
        { giftTo: 'Sam', giftMessage: 'Hi' },
        { giftEmail: 'Enter the recipient’s email: the card is sent there.' },
      ],
      [
        { giftTo: 'Sam', giftEmail: 'sam@example' },
        { giftEmail: 'Enter an email address like name@example.com.' },
      ],
      [
        { giftTo: ' ', giftEmail: '' },
        {
          giftTo: 'Enter who the gift is for.',
          giftEmail: 'Enter the recipient’s email: the card is sent there.',
        },
      ],
    ] as const) {
      const refused = await addToBag(env, { productId: amountSku(50), ...recipient })
      expect(refused.status, JSON.stringify(recipient)).toBe(400)
      expect(refused.body).toMatchObject({
        errorDetails: [{ errorId: 'EGIFT_INVALID', message: 'Please check the recipient’s details.' }],
        placement: 'item',
      })
      expect(refused.body.fields, JSON.stringify(recipient)).toEqual(fields)
    }
    // A script that sends no recipient at all is refused by the cart service itself.
    const bare = await addToBag(env, { productId: amountSku(50) })
    expect(bare.status).toBe(400)
    expect(bare.body).toMatchObject({
      errorDetails: [{ errorId: 'GFO400', message: 'An e-gift card needs the recipient’s name and email.' }],
    })
    expect((await addToBag(env, { productId: amountSku(50), ...SAM })).status).toBe(200)
  })

  it('cannot be picked up in a store, moved to one, saved for later, or bought twice on one line', async () => {
    const { env } = createTestShop()
    const pickup = await addToBag(env, { productId: amountSku(25), storeId: '1001', ...SAM })
    expect(pickup.status).toBe(422)
    expect(pickup.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'GFO410',
          message: 'An e-gift card is sent by email: it can’t be picked up in a store or saved for later.',
        },
      ],
      placement: 'item',
    })

    const added = await addToBag(env, { productId: amountSku(25), ...SAM })
    const itemId = (added.body.cart as Cart).items[0]?.id
    const moved = await call(env, UPDATE_LINE, { itemId, delivery: '1001' }, added.cookie)
    expect(moved.status).toBe(422)
    expect(moved.body).toMatchObject({ errorDetails: [{ errorId: 'GFO410' }] })
    const twice = await call(env, UPDATE_LINE, { itemId, qty: 2 }, added.cookie)
    expect(twice.body).toMatchObject({ errorDetails: [{ errorId: 'INV408' }] })
    const saved = await call(env, '/api/saved-for-later', { itemId }, added.cookie)
    expect(saved.body).toMatchObject({ errorDetails: [{ errorId: 'GFO410' }] })
    // Its recipient stays: the email cannot be taken off, nor the gift option removed.
    const noEmail = await call(
      env,
      UPDATE_LINE,
      { itemId, giftTo: 'Sam', giftEmail: '', giftMessage: '' },
      added.cookie,
    )
    expect(noEmail.body).toMatchObject({ errorDetails: [{ errorId: 'GFO400' }] })
    const removed = await call(env, UPDATE_LINE, { itemId, gift: 'remove' }, added.cookie)
    expect(removed.body).toMatchObject({ errorDetails: [{ errorId: 'GFO400' }] })
    const cart = await readCart(env, added.cookie)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ qty: 1, pickupStoreId: null, gift: { email: 'sam@example.com' } })

    // A new message (and recipient) is taken.
    const edited = await call(
      env,
      UPDATE_LINE,
      { itemId, giftTo: 'Alex', giftEmail: 'alex@example.com', giftMessage: 'Enjoy' },
      added.cookie,
    )
    expect(edited.status).toBe(200)
    expect(edited.body.cart?.items[0]?.gift).toEqual({
      to: 'Alex',
      email: 'alex@example.com',
      message: 'Enjoy',
    })
  })

  it('makes a line for each card: another recipient, or the same one again, never joins a line', async () => {
    const { env } = createTestShop()
    const first = await addToBag(env, { productId: amountSku(50), ...SAM })
    const second = await addToBag(
      env,
      { productId: amountSku(50), giftTo: 'Alex', giftEmail: 'alex@example.com' },
      first.cookie,
    )
    expect(second.status).toBe(200)
    const cart = second.body.cart as Cart
    expect(cart.items.map((line) => [line.productId, line.qty, line.gift?.to, line.gift?.email])).toEqual([
      [amountSku(50), 1, 'Sam', 'sam@example.com'],
      [amountSku(50), 1, 'Alex', 'alex@example.com'],
    ])
    expect(cart.totalItems).toBe(2)
    const third = await addToBag(env, { productId: amountSku(50), ...SAM }, first.cookie)
    expect((third.body.cart as Cart).items).toHaveLength(3)
  })

  it('is added from the product page’s plain form, back on the page; the bag names the recipient', async () => {
    const { env } = createTestShop()
    const product = await (await request(`${EGIFT_PAGE}?colour=420&size=50`, { env })).text()
    expect(product).toContain('<legend>Amount</legend>')
    expect(product).toContain('<span>$150.00</span>')
    expect(/<input[^>]*name="giftEmail"[^>]*>/.exec(product)?.[0]).toContain('required=""')
    expect(product).not.toContain('data-island="store-availability"')
    expect(product).not.toContain('data-island="back-in-stock"')
    // It has no look to complete, and its shelf holds only itself: what it recommends is not "more gift cards".
    expect(product).not.toContain('Complete the look')
    expect(product).not.toContain('More from Gift cards')
    expect(product).toContain('You may also like')
    const form = (values: Record<string, string>, cookie = '') =>
      productForm(
        env,
        EGIFT_PAGE,
        { styleCode: EGIFT, colour: '420', size: '50', qty: '1', ...values },
        cookie,
      )

    // Refused: the page again at its own address, with what was typed, each field's error, and the first refused
    // field focused (no redirect, no fragment that would stop the browser focusing it).
    const refused = await form({ giftTo: 'Sam', giftEmail: '', giftMessage: 'Happy trails & "more"' })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const again = await refused.text()
    expect(again).toMatch(/<input[^>]*checked=""[^>]*value="50"|<input[^>]*value="50"[^>]*checked=""/)
    expect(again).toContain('Please check the recipient’s details.')
    const email = /<input[^>]*name="giftEmail"[^>]*>/.exec(again)?.[0]
    expect(email).toContain('aria-invalid="true"')
    expect(email).toContain('autofocus=""')
    expect(again).toContain('Enter the recipient’s email: the card is sent there.')
    expect(again).toMatch(/<input[^>]*name="giftTo"[^>]*value="Sam"/)
    expect(again).toMatch(
      /<textarea[^>]*name="giftMessage"[^>]*>Happy trails &amp; &quot;more&quot;<\/textarea>/,
    )

    const added = await form(SAM, cookieOf(refused))
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(
      `${EGIFT_PAGE}?colour=420&size=50&cart=added#buy-${EGIFT}-notice`,
    )
    const cookie = cookieOf(added, cookieOf(refused))
    const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    // The bag as rendered (its island's props name every label it might show).
    const bag = page.slice(page.indexOf('<div class="bag"'), page.indexOf('class="bag-page__saved"'))
    expectToContainAll(bag, [
      'Kestrel e-gift card',
      'Sent by email to Sam (sam@example.com)',
      'Happy trails!',
      'Edit recipient and message',
      'Qty 1',
    ])
    expect(bag).not.toContain('Pick up in store')
    expect(bag).not.toContain('Save for later')
    // With nothing to deliver, the bag offers no delivery method.
    expect(bag).not.toContain('Delivery method')
  })

  it('goes into the order with its recipient, takes no stock, and the confirmation names the recipient', async () => {
    const { upstream, env } = createTestShop()
    const before = await onlineStock(amountSku(100))
    const added = await addToBag(env, { productId: amountSku(100), ...SAM })
    const cookie = added.cookie
    // The shipping step asks only for the shopper's contact address: there is no method to choose.
    const step = await (await request('/en-us/checkout', { env, headers: { cookie } })).text()
    expect(step).toContain('Your contact details')
    expect(step).not.toContain('name="method"')
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const review = await (await request('/en-us/checkout/summary', { env, headers: { cookie } })).text()
    expect(review).toContain('Sent by email to Sam (sam@example.com)')

    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const { order } = placed.body as { order: Order }
    expect(order.items).toEqual([
      expect.objectContaining({ digital: true, giftTo: 'Sam', giftEmail: 'sam@example.com', rowTotal: 100 }),
    ])
    expect(order.shipment).toBeNull()
    expect(order.totals).toMatchObject({ itemTotal: 100, tax: 0, total: 100 })
    expect(order.payment.amount).toBe(100)
    expect(await onlineStock(amountSku(100))).toBe(before)

    const confirmation = await (
      await request('/en-us/order-confirmation', { env, headers: { cookie } })
    ).text()
    expect(confirmation).toContain('Sent by email to Sam (sam@example.com)')
    expect(confirmation).toContain('Your e-gift cards are on their way by email.')
  })
})

describe('an e-gift card of an amount the shopper chooses', () => {
  const AMOUNT_RULE = 'Choose an amount from $10.00 to $500.00.'

  it('is a line at that amount, into the order; a rebuilt cart keeps it', async () => {
    const { upstream, env } = createTestShop()
    const added = await addToBag(env, { productId: amountSku(25), customAmount: 75, ...SAM })
    expect(added.status).toBe(200)
    const cart = added.body.cart as Cart
    expect(cart.items[0]).toMatchObject({
      digital: true,
      customAmount: 75,
      size: '75',
      price: { amount: 75, rowTotal: 75 },
      gift: { to: 'Sam', email: 'sam@example.com' },
    })
    expect(cart.totals).toMatchObject({ itemTotal: 75, tax: 0, total: 75 })
    // Another card of a set amount to the same recipient stays a line of its own, at its own price.
    const second = await addToBag(env, { productId: amountSku(25), ...SAM }, added.cookie)
    expect((second.body.cart as Cart).items.map((line) => [line.customAmount, line.price.amount])).toEqual([
      [75, 75],
      [null, 25],
    ])
    const cookie = second.cookie
    expect((await sessionState(cookie)).cartLines?.['KST-US']).toEqual([
      expect.objectContaining({ productId: amountSku(25), digital: true, customAmount: 75 }),
      expect.not.objectContaining({ customAmount: expect.anything() }),
    ])

    // The cart service lost the cart: it is made again from the session's copy, at the chosen amount.
    const lost = (await sessionState(cookie)).carts?.['KST-US'] as string
    await bindings.DB.prepare('DELETE FROM carts WHERE id = ?').bind(lost).run()
    const rebuilt = await readCart(env, cookie)
    expect(rebuilt.items.map((line) => [line.customAmount, line.price.amount, line.gift?.to])).toEqual([
      [75, 75, 'Sam'],
      [null, 25, 'Sam'],
    ])

    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const { order } = placed.body as { order: Order }
    expect(order.items.map((item) => [item.rowTotal, item.size, item.digital, item.customAmount])).toEqual([
      [75, '75', true, 75],
      [25, '25', true, null],
    ])
    expect(order.totals.total).toBe(100)
  })

  it('is refused outside the rules, at the amount field, by the worker and by the cart service', async () => {
    const { upstream, env } = createTestShop()
    for (const [customAmount, message] of [
      [9, AMOUNT_RULE],
      [501, AMOUNT_RULE],
      ['12.50', 'Enter a whole amount from $10.00 to $500.00, without cents.'],
      [-20, 'Enter a whole amount from $10.00 to $500.00, without cents.'],
      ['1e2', 'Enter a whole amount from $10.00 to $500.00, without cents.'],
      ['', 'Enter the amount you would like on the card.'],
    ] as const) {
      const refused = await addToBag(env, { productId: amountSku(25), customAmount, ...SAM })
      expect(refused.status, String(customAmount)).toBe(400)
      expect(refused.body).toMatchObject({
        errorDetails: [{ errorId: 'EGIFT_AMOUNT_INVALID', message }],
        placement: 'item',
        fields: { customAmount: message },
      })
    }
    // Whole amounts written with cents of zero are taken.
    const taken = await addToBag(env, { productId: amountSku(25), customAmount: ' 120.00 ', ...SAM })
    expect(taken.status).toBe(200)
    expect((taken.body.cart as Cart).items[0]?.price.amount).toBe(120)

    // The cart service checks the same rules for its own callers.
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' }
    const basketId = (await sessionState(taken.cookie)).carts?.['KST-US'] as string
    for (const customAmount of [9.99, 10.5, 501, 0]) {
      const response = await upstream.fetcher.fetch('https://mock-api.internal/api/cart/v1/item', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          cartId: basketId,
          productId: amountSku(25),
          qty: 1,
          customAmount,
          giftOption: { to: 'Sam', email: 'sam@example.com', message: '' },
        }),
      })
      expect(response.status, String(customAmount)).toBe(400)
      expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'PRC400' }] })
    }
    // In pounds the card takes up to 400.
    const gb = await upstream.fetcher.fetch('https://mock-api.internal/api/cart/v1/cart', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        currency: 'GBP',
        items: [
          {
            productId: amountSku(25),
            qty: 1,
            customAmount: 450,
            giftOption: { to: 'Sam', email: 'sam@example.com', message: '' },
          },
        ],
      }),
    })
    expect(gb.status).toBe(400)
    expect((await readCart(env, taken.cookie)).items).toHaveLength(1)
  })

  it('is chosen on the product page’s plain form, and a refused amount comes back as typed with its error', async () => {
    const { env } = createTestShop()
    const page = await (await request(`${EGIFT_PAGE}?colour=420`, { env })).text()
    expect(page).toMatch(/<input[^>]*type="radio"[^>]*name="size"[^>]*value="custom"/)
    expect(page).toContain('<span>Another amount</span>')
    expect(page).toContain('Your amount (USD)')
    expect(page).toContain('A whole amount from $10.00 to $500.00.')
    const form = (values: Record<string, string>, cookie = '') =>
      productForm(env, EGIFT_PAGE, { styleCode: EGIFT, colour: '420', qty: '1', ...SAM, ...values }, cookie)

    const refused = await form({ size: 'custom', customAmount: '7.5' })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const again = await refused.text()
    expect(again).toContain('Please check the amount.')
    expect(again).toContain('Enter a whole amount from $10.00 to $500.00, without cents.')
    const field = /<input[^>]*name="customAmount"[^>]*>/.exec(again)?.[0]
    expect(field).toContain('value="7.5"')
    expect(field).toContain('aria-invalid="true"')
    expect(field).toContain('autofocus=""')
    expect(again).toMatch(/<input[^>]*value="custom"[^>]*checked=""|<input[^>]*checked=""[^>]*value="custom"/)
    expect(again).toMatch(/<input[^>]*name="giftTo"[^>]*value="Sam"/)

    const added = await form({ size: 'custom', customAmount: '80' }, cookieOf(refused))
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(
      `${EGIFT_PAGE}?colour=420&size=custom&cart=added#buy-${EGIFT}-notice`,
    )
    // An amount typed while one of the card's own amounts is chosen is not what was chosen.
    const cookie = cookieOf(added, cookieOf(refused))
    const fixed = await form({ size: '50', customAmount: '7' }, cookie)
    expect(fixed.status).toBe(303)
    const cart = await readCart(env, cookie)
    expect(cart.items.map((line) => [line.price.amount, line.customAmount])).toEqual([
      [80, 80],
      [50, null],
    ])
  })
})
