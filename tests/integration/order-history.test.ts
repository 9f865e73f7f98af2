/**
 * The signed-in shopper's orders (decision 040): an order placed through the shop is theirs; the history pages
 * newest first; the details, documents and actions answer only the owner; cancelling, return labels and e-gift card
 * emails follow their rules; every action works from a plain form; a guest is sent to sign in; an order a guest
 * placed joins the account they then sign in to; the demo shopper's seeded orders are real orders.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { OrderDetails, OrderHistoryPage } from '../../shared/bag/order-history'
import { parsePdf } from '../fixtures/pdf'
import { formCall, newShopper, page, pageForm, signedInShopper, signIn } from './account-helpers'
import { cookieOf, jsonPost } from './browser'
import { call } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv, type Upstream } from './harness'
import { advanceOrder, apiGet, oneVariant, onlineStock, outboxOf, placeOrder } from './order-helpers'

beforeEach(clearUpstreamCache)

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)

const history = async (env: TestEnv, cookie: string, query = '') => {
  const response = await apiGet(env, `/api/orders${query}`, cookie)
  expect(response.status).toBe(200)
  return ((await response.json()) as { history: OrderHistoryPage }).history
}

type Answer = { order: OrderDetails; errorDetails: { errorId: string; message: string }[] }

const details = async (env: TestEnv, cookie: string, orderNumber: string) => {
  const response = await apiGet(env, `/api/orders/${orderNumber}`, cookie)
  return { status: response.status, body: (await response.json()) as Answer }
}

/** A JSON post of an order action; its status, headers and body (JSON, or the bytes of a PDF). */
async function act(env: TestEnv, cookie: string, path: string) {
  const response = await request(path, { env, ...jsonPost({}, cookie) })
  const pdf = response.headers.get('content-type') === 'application/pdf'
  return {
    status: response.status,
    headers: response.headers,
    body: pdf ? null : ((await response.json()) as Answer & { sent?: number }),
    bytes: pdf ? new Uint8Array(await response.arrayBuffer()) : null,
  }
}

/** A signed-in shopper with one order of one line: their session, the order's number and the line's SKU. */
async function shopperWithOrder(env: TestEnv, upstream: Upstream, qty = 2) {
  const shopper = await signedInShopper(env)
  const variant = await oneVariant(upstream)
  const placed = await placeOrder(env, upstream, {
    cookie: shopper.cookie,
    email: shopper.email,
    lines: [{ sku: variant.sku, qty }],
  })
  return { ...shopper, cookie: placed.cookie, orderNumber: placed.order.orderNumber, sku: variant.sku }
}

/** Copies an order as another of the same customer's, placed at another time (for paging). */
async function copyOrder(from: string, orderNumber: string, placedAt: string) {
  await bindings.DB.prepare(
    `INSERT INTO orders (order_number, basket_id, status, body, created_at, updated_at, customer_id, email, placed_at,
     fulfilment) SELECT ?, ?, status, replace(body, order_number, ?), ?, ?, customer_id, email, ?, fulfilment
     FROM orders WHERE order_number = ?`,
  )
    .bind(orderNumber, `copy-${orderNumber}`, orderNumber, placedAt, placedAt, placedAt, from)
    .run()
}

const DAY_MS = 24 * 60 * 60 * 1000

describe('the order history', () => {
  it('holds the order the signed-in shopper placed, with its lines, payment and status', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream)
    const page1 = await history(env, cookie)
    expect(page1).toMatchObject({ total: 1, page: 1, pageCount: 1 })
    const { status, body } = await details(env, cookie, orderNumber)
    expect(status).toBe(200)
    // Two of the line, and the free socks of a bag of 100 or more.
    expect(page1.orders[0]).toMatchObject({
      orderNumber,
      status: 'Created',
      currency: 'USD',
      total: body.order.totals.total,
      itemCount: body.order.items.reduce((sum, item) => sum + item.qty, 0),
    })
    expect(body.order).toMatchObject({
      orderNumber,
      status: 'Created',
      actions: { cancel: true, invoice: true, returnLabel: false, resendGiftCard: false },
      payment: { code: 'CREDIT_CARD', label: 'Visa •••• 1111' },
      parcels: [],
    })
    expect(body.order.timeline.map((step) => step.status)).toEqual(['Created'])
  })

  it('pages ten orders at a time, newest first, with previous and next links', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream, 1)
    const prefix = `KS9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`
    const copies = Array.from({ length: 11 }, (_, index) => `${prefix}${String(index).padStart(2, '0')}`)
    for (const [index, copy] of copies.entries())
      await copyOrder(orderNumber, copy, new Date(Date.now() - (index + 1) * DAY_MS).toISOString())

    const first = await history(env, cookie)
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 })
    expect(first.orders.map((order) => order.orderNumber)).toEqual([orderNumber, ...copies.slice(0, 9)])
    const second = await history(env, cookie, '?page=2')
    expect(second.orders.map((order) => order.orderNumber)).toEqual(copies.slice(9))

    const html1 = await (await page(env, '/en-us/account/orders', cookie)).text()
    expect(html1).toMatch(/<a href="\/en-us\/account\/orders\?page=2" rel="next"[^>]*>Next page<\/a>/)
    expect(html1).not.toContain('rel="prev"')
    expect(html1).toContain('12 orders')
    expect(html1).toContain(`<a href="/en-us/account/orders/${orderNumber}">Order ${orderNumber}</a>`)
    const html2 = await (await page(env, '/en-us/account/orders?page=2', cookie)).text()
    expect(html2).toMatch(/<a href="\/en-us\/account\/orders" rel="prev"[^>]*>Previous page<\/a>/)
    expect(html2).toContain('aria-label="Pages of your orders"')
    expect(html2).toContain('Page 2 of 2')
    expect(html2).toContain(copies[10])
    // Past the last page: the last page there is.
    const past = await page(env, '/en-us/account/orders?page=7', cookie)
    expect(past.status).toBe(303)
    expect(past.headers.get('location')).toBe('/en-us/account/orders?page=2')

    // Nobody else's history holds any of them.
    const other = await signedInShopper(env)
    expect(await history(env, other.cookie)).toMatchObject({ total: 0, orders: [] })
    const empty = await page(env, '/en-us/account/orders', other.cookie)
    expect(await empty.text()).toContain('You haven’t placed any orders yet.')
  })

  it('refuses another customer’s order as not found: details, page, documents and actions', async () => {
    const { upstream, env } = createTestShop()
    const owner = await shopperWithOrder(env, upstream)
    const other = await signedInShopper(env)
    const refused = await details(env, other.cookie, owner.orderNumber)
    expect(refused.status).toBe(404)
    expect(refused.body.errorDetails[0]?.errorId).toBe('OHS4004')
    const unknown = await details(env, other.cookie, 'KS0000000000')
    expect(unknown.status).toBe(404)
    expect(unknown.body.errorDetails[0]).toEqual(refused.body.errorDetails[0])

    const pageAnswer = await page(env, `/en-us/account/orders/${owner.orderNumber}`, other.cookie)
    expect(pageAnswer.status).toBe(404)
    const html = await pageAnswer.text()
    expect(html).toContain('We couldn’t find that order in your account.')
    expect(html).not.toContain('12 Main Street')
    expect(pageAnswer.headers.get('cache-control')).toContain('no-store')

    for (const action of ['cancel', 'return-label', 'gift-cards/resend'])
      expect(
        (await act(env, other.cookie, `/api/orders/${owner.orderNumber}/${action}`)).status,
        action,
      ).toBe(404)
    expect((await apiGet(env, `/api/orders/${owner.orderNumber}/invoice`, other.cookie)).status).toBe(404)
    expect((await details(env, owner.cookie, owner.orderNumber)).body.order.status).toBe('Created')
  })
})

describe('cancelling an order', () => {
  it('cancels before shipping, gives the stock back once, and refuses a second cancellation', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const variant = await oneVariant(upstream)
    const before = await onlineStock(variant.sku)
    const { cookie, order } = await placeOrder(env, upstream, {
      cookie: shopper.cookie,
      email: shopper.email,
      lines: [{ sku: variant.sku, qty: 3 }],
    })
    expect(await onlineStock(variant.sku)).toBe(before - 3)
    expect((await advanceOrder(upstream, order.orderNumber)).body).toEqual({
      orderNumber: order.orderNumber,
      st: 'Processing',
    })

    const cancelled = await act(env, cookie, `/api/orders/${order.orderNumber}/cancel`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body?.order).toMatchObject({ status: 'Cancelled', actions: { cancel: false } })
    expect(cancelled.body?.order.timeline.map((step) => step.status)).toEqual([
      'Created',
      'Processing',
      'Cancelled',
    ])
    expect(await onlineStock(variant.sku)).toBe(before)

    const again = await act(env, cookie, `/api/orders/${order.orderNumber}/cancel`)
    expect(again.status).toBe(409)
    expect(again.body?.errorDetails[0]).toMatchObject({
      errorId: 'ORD423',
      message: expect.stringContaining('can no longer be canceled'),
    })
    expect(await onlineStock(variant.sku)).toBe(before)
    // Nor does the warehouse move a cancelled order on.
    expect((await advanceOrder(upstream, order.orderNumber)).status).toBe(409)
  })

  it('gives the stock back once when two cancellations race', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber, sku } = await shopperWithOrder(env, upstream, 2)
    const placed = await onlineStock(sku)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => act(env, cookie, `/api/orders/${orderNumber}/cancel`)),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    expect(await onlineStock(sku)).toBe(placed + 2)
  })

  it('refuses once the order has shipped, and shows its carrier and tracking number', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream)
    expect((await advanceOrder(upstream, orderNumber, { to: 'Shipped' })).body.st).toBe('Shipped')
    const { body } = await details(env, cookie, orderNumber)
    expect(body.order).toMatchObject({
      status: 'Shipped',
      actions: { cancel: false, returnLabel: false },
      parcels: [{ carrier: 'UPS', delivered: false, events: [{ code: 'PickedUp', location: 'Reno, NV' }] }],
    })
    expect(body.order.parcels[0]?.trackingNumber).toMatch(/^1Z/)
    expect(body.order.timeline.map((step) => step.status)).toEqual(['Created', 'Processing', 'Shipped'])
    const refused = await act(env, cookie, `/api/orders/${orderNumber}/cancel`)
    expect(refused.status).toBe(409)
    expect(refused.body?.errorDetails[0]?.errorId).toBe('ORD423')
    expect((await details(env, cookie, orderNumber)).body.order.status).toBe('Shipped')
  })
})

describe('an order’s documents', () => {
  it('gives the owner a valid PDF invoice with the shop, the order, its lines, totals and tax', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream)
    const { order } = (await details(env, cookie, orderNumber)).body
    const response = await apiGet(env, `/api/orders/${orderNumber}/invoice`, cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${orderNumber}.pdf"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const pdf = parsePdf(await response.arrayBuffer())
    expect(pdf.texts.slice(0, 2)).toEqual(['Kestrel', 'Invoice'])
    const line = order.items[0]
    expect(pdf.texts).toContain(`${line?.name} (${line?.size})`)
    for (const text of [
      `INV-${orderNumber}`,
      orderNumber,
      'Subtotal',
      usd(order.totals.itemTotal),
      'Tax',
      usd(order.totals.tax ?? -1),
      'Total',
      usd(order.totals.total),
      'Visa •••• 1111',
      'Ana Silva',
      '12 Main Street',
    ])
      expect(pdf.texts, text).toContain(text)
    expect(order.totals.tax).toBeGreaterThan(0)

    // In the page's language.
    const german = await request(`/api/orders/${orderNumber}/invoice`, {
      env,
      headers: { cookie, 'x-storefront-locale': 'de-de' },
    })
    const germanPdf = parsePdf(await german.arrayBuffer())
    expect(germanPdf.texts).toContain('Rechnung')
    expect(germanPdf.texts).toContain('Bestellnummer')
  })

  it('gives the invoice to nobody else: another shopper is told it is not found, a guest to sign in', async () => {
    const { upstream, env } = createTestShop()
    const { orderNumber } = await shopperWithOrder(env, upstream)
    const other = await signedInShopper(env)
    const refused = await apiGet(env, `/api/orders/${orderNumber}/invoice`, other.cookie)
    expect(refused.status).toBe(404)
    expect(refused.headers.get('content-type')).toContain('application/json')
    const guest = await apiGet(env, `/api/orders/${orderNumber}/invoice`, '')
    expect(guest.status).toBe(401)
    expect(((await guest.json()) as Answer).errorDetails[0]?.errorId).toBe('SIGN_IN_REQUIRED')
    // A browser following the page's link as a guest (signed out meanwhile) goes to sign in and back.
    const browser = await request(`/api/orders/${orderNumber}/invoice?locale=en-us`, {
      env,
      redirect: 'manual',
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(browser.status).toBe(303)
    expect(browser.headers.get('location')).toBe(
      `/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Forders%2F${orderNumber}`,
    )
  })

  it('makes a return label once the order is delivered, within its return window only', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream)
    const early = await act(env, cookie, `/api/orders/${orderNumber}/return-label`)
    expect(early.status).toBe(422)
    expect(early.body?.errorDetails[0]).toEqual({
      errorId: 'RTN500',
      message:
        'We can’t make a return label for this order. Items can be returned within 30 days of delivery.',
    })

    const deliveredAt = new Date(Date.now() - 2 * DAY_MS).toISOString()
    expect((await advanceOrder(upstream, orderNumber, { to: 'Delivered', at: deliveredAt })).body.st).toBe(
      'Delivered',
    )
    const { order } = (await details(env, cookie, orderNumber)).body
    expect(order).toMatchObject({ status: 'Delivered', actions: { returnLabel: true, cancel: false } })
    expect(Date.parse(order.returnWindowEndsAt ?? '')).toBe(Date.parse(deliveredAt) + 30 * DAY_MS)
    expect(order.parcels[0]?.events.map((event) => event.code)).toEqual(['Delivered', 'PickedUp'])

    const label = await act(env, cookie, `/api/orders/${orderNumber}/return-label`)
    expect(label.status).toBe(200)
    expect(label.headers.get('content-disposition')).toBe(
      `attachment; filename="return-label-${orderNumber}.pdf"`,
    )
    expect(label.headers.get('cache-control')).toBe('private, no-store')
    const pdf = parsePdf(label.bytes ?? new Uint8Array())
    const returnId = `RA${orderNumber.replace(/\D/g, '')}`
    for (const text of [
      'Return label',
      'UPS',
      returnId,
      'Kestrel Returns',
      '1200 Logistics Way',
      'Ana Silva',
    ])
      expect(pdf.texts, text).toContain(text)
    // Asked again: the same return.
    const again = await act(env, cookie, `/api/orders/${orderNumber}/return-label`)
    expect(parsePdf(again.bytes ?? new Uint8Array()).texts).toContain(returnId)

    // A delivery 40 days ago is past its window.
    const late = await shopperWithOrder(env, upstream, 1)
    await advanceOrder(upstream, late.orderNumber, {
      to: 'Delivered',
      at: new Date(Date.now() - 40 * DAY_MS).toISOString(),
    })
    expect((await details(env, late.cookie, late.orderNumber)).body.order.actions.returnLabel).toBe(false)
    const closed = await act(env, late.cookie, `/api/orders/${late.orderNumber}/return-label`)
    expect(closed.status).toBe(422)
    expect(closed.body?.errorDetails[0]?.errorId).toBe('RTN500')
  })
})

describe('e-gift card emails', () => {
  it('sends an order’s e-gift card emails again to their recipients, three times at most', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const recipient = `sam-${crypto.randomUUID().slice(0, 8)}@example.com`
    const { cookie, order } = await placeOrder(env, upstream, {
      cookie: shopper.cookie,
      email: shopper.email,
      lines: [{ egiftTo: recipient }],
    })
    const { body } = await details(env, cookie, order.orderNumber)
    // E-gift cards alone go by email at once: delivered as placed, nothing to cancel or send back.
    expect(body.order).toMatchObject({
      status: 'Delivered',
      actions: { cancel: false, returnLabel: false, resendGiftCard: true },
    })
    const resent = await act(env, cookie, `/api/orders/${order.orderNumber}/gift-cards/resend`)
    expect(resent.status).toBe(200)
    expect(resent.body?.sent).toBe(1)
    expect(await outboxOf(recipient)).toEqual([
      { subject: 'Ana sent you a Kestrel e-gift card', link: 'http://localhost/en-us' },
    ])
    for (let time = 2; time <= 3; time++)
      expect((await act(env, cookie, `/api/orders/${order.orderNumber}/gift-cards/resend`)).status).toBe(200)
    const tooMany = await act(env, cookie, `/api/orders/${order.orderNumber}/gift-cards/resend`)
    expect(tooMany.status).toBe(429)
    expect(tooMany.body?.errorDetails[0]?.errorId).toBe('ORD429')
    expect(await outboxOf(recipient)).toHaveLength(3)
    expect((await act(env, cookie, `/api/orders/${order.orderNumber}/cancel`)).status).toBe(409)
  })

  it('refuses an order without an e-gift card', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream)
    const refused = await act(env, cookie, `/api/orders/${orderNumber}/gift-cards/resend`)
    expect(refused.status).toBe(422)
    expect(refused.body?.errorDetails[0]).toEqual({
      errorId: 'GFO405',
      message: 'This order has no e-gift card to send.',
    })
  })
})

describe('the order pages without JavaScript', () => {
  it('asks to confirm a cancellation on the page, then cancels from the plain form', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream)
    const path = `/en-us/account/orders/${orderNumber}`
    const plain = await page(env, path, cookie)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control')).toContain('no-store')
    const html = await plain.text()
    expect(html).toContain(`<h1>Order ${orderNumber}</h1>`)
    expect(html).toContain(`href="${path}?cancel=confirm">Cancel order</a>`)
    expect(html).toContain(`href="/api/orders/${orderNumber}/invoice?locale=en-us" download=""`)
    expect(html).not.toContain('Cancel this order?')
    // The area's navigation marks the section the order is in, and the breadcrumb leads back to it.
    expect(html).toContain('<a href="/en-us/account/orders" aria-current="true">Orders</a>')

    const asking = await (await page(env, `${path}?cancel=confirm`, cookie)).text()
    expect(asking).toContain('Cancel this order?')
    expect(asking).toContain(`action="${path}" method="post"`)
    expect(asking).not.toContain('action="/api/orders')
    expect(asking).toContain(`<a class="button button--secondary" href="${path}">No, keep my order</a>`)

    const cancelled = await pageForm(env, path, { intent: 'cancel' }, cookie)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`${path}?orders=cancelled`)
    const after = await (await page(env, `${path}?orders=cancelled`, cookie)).text()
    expect(after).toContain('Your order is canceled.')
    expect(after).toContain('order-status--cancelled')
    expect(after).not.toContain('Cancel order</a>')
  })

  it('answers a refused form on the order’s page with the reason, and a return label form with the PDF', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream)
    const path = `/en-us/account/orders/${orderNumber}`
    // A refusal is the order's page at its own address, saying why.
    const refused = await pageForm(env, path, { intent: 'returnLabel' }, cookie)
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(refused.headers.get('location')).toBeNull()
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('We can’t make a return label for this order.')
    expect(refusedHtml).toContain(`<h1>Order ${orderNumber}</h1>`)
    const noCards = await pageForm(env, path, { intent: 'resendGiftCards' }, cookie)
    expect(noCards.headers.get('location')).toBeNull()
    expect(noCards.status).toBeGreaterThanOrEqual(400)
    expect(await noCards.text()).toContain(`<h1>Order ${orderNumber}</h1>`)
    // A reload is a GET of that address: the order's page, not JSON.
    const reloaded = await page(env, path, cookie)
    expect(reloaded.headers.get('content-type')).toContain('text/html')
    // The /api route answers a form body with JSON only.
    const viaApi = await formCall(env, `/api/orders/${orderNumber}/gift-cards/resend`, {}, cookie)
    expect(viaApi.headers.get('location')).toBeNull()
    expect(await viaApi.json()).toMatchObject({ errorDetails: [{ errorId: 'GFO405' }] })

    await advanceOrder(upstream, orderNumber, { to: 'Delivered' })
    const html = await (await page(env, path, cookie)).text()
    expect(html).toContain(`<form action="${path}" method="post">`)
    expect(html).not.toContain('action="/api/orders')
    const label = await pageForm(env, path, { intent: 'returnLabel' }, cookie)
    expect(label.status).toBe(200)
    expect(label.headers.get('content-type')).toBe('application/pdf')
    expect(parsePdf(await label.arrayBuffer()).texts).toContain('Return label')
  })
})

describe('a guest', () => {
  it('is sent to sign in from the orders and an order, coming back to it', async () => {
    const env = createTestShop().env
    for (const path of ['/en-us/account/orders', '/en-us/account/orders/KS0000100001']) {
      const answer = await page(env, path)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(
        `/en-us/account/sign-in?returnTo=${encodeURIComponent(path)}`,
      )
    }
    const api = await apiGet(env, '/api/orders', '')
    expect(api.status).toBe(401)
    const form = await pageForm(env, '/en-us/account/orders/KS0000100001', { intent: 'cancel' })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(
      `/en-us/account/sign-in?returnTo=${encodeURIComponent('/en-us/account/orders/KS0000100001')}`,
    )
  })

  it('places an order, is offered to track it or sign in, and finds it in the account once signed in', async () => {
    const { upstream, env } = createTestShop()
    const variant = await oneVariant(upstream)
    const guest = await placeOrder(env, upstream, {
      email: 'guest-order@example.com',
      lines: [{ sku: variant.sku, qty: 1 }],
    })
    const { orderNumber } = guest.order
    const confirmation = await (await page(env, '/en-us/order-confirmation', guest.cookie)).text()
    expect(confirmation).toContain(
      `href="/en-us/order-status?orderNumber=${orderNumber}">Track this order</a>`,
    )
    expect(confirmation).toContain(
      `href="/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Forders%2F${orderNumber}">Sign in or create an account`,
    )

    const account = await newShopper()
    const signedIn = await pageForm(
      env,
      '/en-us/account/sign-in',
      { email: account.email, password: account.password, returnTo: `/en-us/account/orders/${orderNumber}` },
      guest.cookie,
    )
    expect(signedIn.status).toBe(303)
    // Where they were going, with the sign-in's confirmation as a status there.
    expect(signedIn.headers.get('location')).toBe(`/en-us/account/orders/${orderNumber}?signedIn=1`)
    const cookie = cookieOf(signedIn, guest.cookie)
    const landed = await page(env, `/en-us/account/orders/${orderNumber}`, cookie)
    expect(landed.status).toBe(200)
    expect(await landed.text()).toContain(`<h1>Order ${orderNumber}</h1>`)
    expect((await history(env, cookie)).orders.map((order) => order.orderNumber)).toEqual([orderNumber])
    // The confirmation now leads to the order in the account.
    expect(await (await page(env, '/en-us/order-confirmation', cookie)).text()).toContain(
      `href="/en-us/account/orders/${orderNumber}">See this order in your account</a>`,
    )

    // Another account signing in from another session cannot take it.
    const thief = await signedInShopper(env)
    expect((await details(env, thief.cookie, orderNumber)).status).toBe(404)
  })
})

describe('the demo shopper', () => {
  it('has a delivered and a shipped order, real orders of the cart engine', async () => {
    const env = createTestShop().env
    const signedIn = await signIn(env, 'shopper@example.com', 'Passw0rd!')
    expect(signedIn.status).toBe(200)
    const { cookie } = signedIn
    const orders = (await history(env, cookie)).orders
    const demo = orders.filter((order) => order.orderNumber.startsWith('KS00001000'))
    expect(demo.map((order) => [order.orderNumber, order.status])).toEqual([
      ['KS0000100002', 'Shipped'],
      ['KS0000100001', 'Delivered'],
    ])
    const delivered = (await details(env, cookie, 'KS0000100001')).body.order
    expect(delivered.items.filter((item) => !item.bonus).map((item) => item.qty)).toEqual([2, 1])
    expect(delivered.totals.tax).toBeGreaterThan(0)
    expect(delivered.totals.total).toBeGreaterThan(
      delivered.totals.itemTotal - delivered.totals.totalDiscount,
    )
    expect(delivered).toMatchObject({
      payment: { code: 'CREDIT_CARD', label: 'Visa •••• 1111' },
      actions: { cancel: false, returnLabel: true, invoice: true },
      parcels: [{ carrier: 'UPS', delivered: true }],
      shippingAddress: { city: 'Seattle', province: 'WA' },
    })
    const shipped = (await details(env, cookie, 'KS0000100002')).body.order
    expect(shipped).toMatchObject({
      status: 'Shipped',
      actions: { cancel: false, returnLabel: false },
      parcels: [{ carrier: 'UPS', delivered: false }],
    })
    const html = await (await page(env, '/en-us/account/orders', cookie)).text()
    expect(html).toContain('KS0000100001')
    expect(html).toContain('Delivered')
    expect(html).toContain('On its way')
  })

  it('links a signed-in shopper’s confirmation to the order in the account', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, orderNumber } = await shopperWithOrder(env, upstream, 1)
    const html = await (await page(env, '/en-us/order-confirmation', cookie)).text()
    expect(html).toContain(`href="/en-us/account/orders/${orderNumber}">See this order in your account</a>`)
    expect(html).not.toContain('Track this order')
    // The overview lists the orders section.
    expect(await (await page(env, '/en-us/account', cookie)).text()).toContain('<strong>Orders</strong>')
    expect(
      (await call(env, '/api/order-status', { orderNumber, email: 'x@example.com' }, cookie)).status,
    ).toBe(404)
  })
})
