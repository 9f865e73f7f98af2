/**
 * A guest's order tracking (decision 040): by number and email, from the consumer service's `TrackOrder` to the
 * order status page. An email of the wrong shape is ORD400; an unknown number and a wrong email get the same
 * answer (OHS4004), so nobody learns which numbers exist; lookups are limited per client address (429 with
 * Retry-After); the page works as a plain form, each refusal beside its field, the email never in a URL.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { TrackedOrder } from '../../shared/bag/order-history'
import { page, pageForm, postJson, signedInShopper } from './account-helpers'
import type { TestEnv, Upstream } from './harness'
import { clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'
import { advanceOrder, oneVariant, placeOrder } from './order-helpers'

beforeEach(clearUpstreamCache)

/** A client address of this test alone, so the per-address limit counts its lookups only. */
const newAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`

/** A lookup by script from one client address. */
async function track(env: TestEnv, body: Record<string, string>, address: string) {
  const answer = await postJson(env, '/api/order-status', body, { address })
  return {
    status: answer.status,
    headers: answer.headers,
    body: answer.body as {
      order?: TrackedOrder
      errorDetails?: { errorId: string; message: string }[]
      fields?: Record<string, string>
    },
  }
}

/** The consumer service's own answer to a lookup (the contract, without the storefront). */
async function trackUpstream(upstream: Upstream, body: unknown) {
  const response = await upstream.fetcher.fetch(
    'https://mock-api.internal/api/consumers-v3/consumer/TrackOrder',
    {
      method: 'POST',
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
  const answer = (await response.json()) as { errorDetails?: unknown[]; correlationId?: string } & Record<
    string,
    unknown
  >
  return { status: response.status, answer }
}

/** A guest's placed order: its number and email. */
async function guestOrder(env: TestEnv, upstream: Upstream) {
  const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`
  const variant = await oneVariant(upstream)
  const { order } = await placeOrder(env, upstream, { email, lines: [{ sku: variant.sku, qty: 1 }] })
  return { orderNumber: order.orderNumber, email }
}

describe('the consumer service’s order tracking', () => {
  it('answers ORD400 for a malformed email, and alike for an unknown number and a wrong email', async () => {
    const { upstream, env } = createTestShop()
    const { orderNumber, email } = await guestOrder(env, upstream)
    const malformed = await trackUpstream(upstream, { orderNumber, email: 'not-an-email' })
    expect(malformed.status).toBe(400)
    expect(malformed.answer.errorDetails).toEqual([
      { errorId: 'ORD400', message: 'The email address is not valid' },
    ])
    const unknown = await trackUpstream(upstream, { orderNumber: 'KS0000000009', email })
    const wrongEmail = await trackUpstream(upstream, { orderNumber, email: 'someone-else@example.com' })
    expect(unknown.status).toBe(404)
    expect(wrongEmail.status).toBe(404)
    const { correlationId: _a, ...unknownBody } = unknown.answer
    const { correlationId: _b, ...wrongBody } = wrongEmail.answer
    expect(wrongBody).toEqual(unknownBody)
    expect(unknownBody.errorDetails).toEqual([{ errorId: 'OHS4004', message: 'Order not found' }])
    const found = await trackUpstream(upstream, {
      orderNumber: orderNumber.toLowerCase(),
      email: ` ${email.toUpperCase()} `,
    })
    expect(found.status).toBe(200)
    expect(found.answer).toMatchObject({ orderNumber, st: 'Created', accountOrder: false })
    // A guest sees where the order is and what is in it; no address, no payment.
    expect(JSON.stringify(found.answer)).not.toContain('12 Main Street')
    expect(JSON.stringify(found.answer)).not.toContain('1111')
  })
})

describe('a guest tracking an order', () => {
  it('finds the order by number and email, with its status and tracking once shipped', async () => {
    const { upstream, env } = createTestShop()
    const { orderNumber, email } = await guestOrder(env, upstream)
    const address = newAddress()
    const placed = await track(env, { orderNumber: ` ${orderNumber.toLowerCase()} `, email }, address)
    expect(placed.status).toBe(200)
    expect(placed.body.order).toMatchObject({
      orderNumber,
      status: 'Created',
      parcels: [],
      accountOrder: false,
    })
    await advanceOrder(upstream, orderNumber, { to: 'Shipped' })
    const shipped = await track(env, { orderNumber, email: email.toUpperCase() }, address)
    expect(shipped.body.order).toMatchObject({
      status: 'Shipped',
      parcels: [{ carrier: 'UPS', delivered: false }],
    })
    expect(shipped.body.order?.timeline.map((step) => step.status)).toEqual([
      'Created',
      'Processing',
      'Shipped',
    ])
  })

  it('is told ORD400 for a malformed email, and the same for an unknown number and a wrong email', async () => {
    const { upstream, env } = createTestShop()
    const { orderNumber, email } = await guestOrder(env, upstream)
    const address = newAddress()
    const malformed = await track(env, { orderNumber, email: 'ana@' }, address)
    expect(malformed.status).toBe(400)
    expect(malformed.body.errorDetails?.[0]?.errorId).toBe('ORD400')
    expect(malformed.body.fields).toEqual({
      email: 'Enter the email address you used for the order, like name@example.com.',
    })
    const badNumber = await track(env, { orderNumber: '12', email }, address)
    expect(badNumber.status).toBe(400)
    expect(Object.keys(badNumber.body.fields ?? {})).toEqual(['orderNumber'])
    const unknown = await track(env, { orderNumber: 'KS0000000009', email }, address)
    const wrongEmail = await track(env, { orderNumber, email: 'someone-else@example.com' }, address)
    expect(unknown.status).toBe(404)
    expect(wrongEmail.status).toBe(404)
    expect(wrongEmail.body.errorDetails).toEqual(unknown.body.errorDetails)
    expect(unknown.body.errorDetails?.[0]).toEqual({
      errorId: 'OHS4004',
      message: 'We couldn’t find an order with that number and email address. Check both and try again.',
    })
  })

  it('says an account’s order belongs to an account, and offers to sign in and land on it', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const variant = await oneVariant(upstream)
    const { order } = await placeOrder(env, upstream, {
      cookie: shopper.cookie,
      email: shopper.email,
      lines: [{ sku: variant.sku, qty: 1 }],
    })
    const answer = await pageForm(env, '/en-us/order-status', {
      orderNumber: order.orderNumber,
      email: shopper.email,
    })
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('This order is kept in an account')
    expect(html).toContain(
      `href="/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Forders%2F${order.orderNumber}">Sign in to see this order</a>`,
    )
  })

  it('is limited per client address: 429 with Retry-After and a clear message', async () => {
    const { env } = createTestShop()
    const address = newAddress()
    for (let index = 0; index < 10; index++)
      expect(
        (await track(env, { orderNumber: `KS00000000${10 + index}`, email: 'ana@example.com' }, address))
          .status,
      ).toBe(404)
    const limited = await track(env, { orderNumber: 'KS0000000099', email: 'ana@example.com' }, address)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(limited.body.errorDetails?.[0]).toEqual({
      errorId: 'ORDER_LOOKUP_THROTTLED',
      message: 'You’ve looked up too many orders in a short time. Please wait a minute and try again.',
    })
    // The page says so too, and keeps what was typed.
    const form = await request('/en-us/order-status', {
      env,
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'cf-connecting-ip': address,
      },
      body: new URLSearchParams({ orderNumber: 'KS0000000099', email: 'ana@example.com' }).toString(),
    })
    expect(form.status).toBe(429)
    expect(form.headers.get('retry-after')).toBe('60')
    const html = await form.text()
    expect(html).toContain('You’ve looked up too many orders in a short time.')
    expect(html).toContain('value="ana@example.com"')
    // Another address is not held back.
    expect(
      (await track(env, { orderNumber: 'KS0000000099', email: 'ana@example.com' }, newAddress())).status,
    ).toBe(404)
  })
})

describe('the order status page', () => {
  it('is a form that works without JavaScript, never stored, the number filled in from a link', async () => {
    const env = createTestShop().env
    const response = await page(env, '/en-us/order-status?orderNumber=ks0000100002')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const html = await response.text()
    expect(html).toContain('<h1>Order status</h1>')
    expect(html).toContain('action="/en-us/order-status" method="post"')
    expect(html).toContain('value="KS0000100002"')
    expect(html).toContain(
      'href="/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Forders">Have an account?',
    )
    expect((await page(env, '/en-us/order-status/more')).status).toBe(404)
  })

  it('answers a refused form with the page: each message beside its field, what was typed kept', async () => {
    const env = createTestShop().env
    const empty = await pageForm(env, '/en-us/order-status', { orderNumber: '', email: '' })
    expect(empty.status).toBe(400)
    const html = await empty.text()
    expect(html).toContain('Please check the fields marked below.')
    expect(html).toMatch(
      /id="order-status-orderNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="order-status-orderNumber-error order-status-hint"/,
    )
    expect(html).toContain(
      '<p id="order-status-orderNumber-error" class="field-error">Enter your order number.</p>',
    )
    expect(html).toContain(
      '<p id="order-status-email-error" class="field-error">Enter your email address.</p>',
    )

    const malformed = await pageForm(env, '/en-us/order-status', {
      orderNumber: 'KS0000100002',
      email: 'ana@',
    })
    expect(malformed.status).toBe(400)
    const malformedHtml = await malformed.text()
    expect(malformedHtml).toContain('value="KS0000100002"')
    expect(malformedHtml).toContain('value="ana@"')
    expect(malformedHtml).toMatch(/id="order-status-email"[^>]*autofocus=""/)

    const notFound = await pageForm(env, '/en-us/order-status', {
      orderNumber: 'KS0000100002',
      email: 'nobody@example.com',
    })
    expect(notFound.status).toBe(404)
    expect(notFound.headers.get('location')).toBeNull()
    const notFoundHtml = await notFound.text()
    expect(notFoundHtml).toContain('We couldn’t find an order with that number and email address.')
    expect(notFoundHtml).toContain('value="nobody@example.com"')
  })

  it('answers a refused lookup at the page’s own URL, and a reload of that URL is the page, never JSON', async () => {
    const env = createTestShop().env
    const refused = await pageForm(env, '/en-us/order-status', { orderNumber: 'KS0000100002', email: 'ana@' })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('content-type')).toContain('text/html')
    expect(refused.headers.get('location')).toBeNull()
    const html = await refused.text()
    expect(html).toContain('action="/en-us/order-status" method="post"')
    expect(html).toContain('value="ana@"')
    expect(html).toMatch(/id="order-status-email"[^>]*aria-invalid="true"/)
    expect(html).toContain('<p id="order-status-email-error" class="field-error">')

    const reload = await page(env, '/en-us/order-status')
    expect(reload.status).toBe(200)
    expect(reload.headers.get('content-type')).toContain('text/html')
    expect(await reload.text()).toContain('<h1>Order status</h1>')
  })

  it('shows the demo shopper’s shipped order with its tracking to whoever has its number and email', async () => {
    const env = createTestShop().env
    const answer = await pageForm(env, '/en-us/order-status', {
      orderNumber: 'KS0000100002',
      email: 'shopper@example.com',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const html = await answer.text()
    expect(html).toContain('Order KS0000100002')
    expect(html).toContain('<span class="order-status order-status--shipped">On its way</span>')
    expect(html).toContain('Picked up by UPS')
    expect(html).toMatch(/<dd class="order-progress__number">1Z[A-Z0-9]+<\/dd>/)
    expect(html).not.toContain('12 Main Street')
  })
})
