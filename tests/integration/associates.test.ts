/**
 * In-store mode (decision 044): a store associate signs in with store, name and PIN; the session is theirs, in
 * its own strict cookie, 30 minutes idle and 12 hours in all; the store's revocation ends it at once; every page
 * says who acts for whom; an order placed carries the store and associate; favorites and saved-for-later are not
 * offered; price adjustments are the associate's alone; ending the session signs the shopper out too.
 */
import { env, runInDurableObject } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../mock-api/consumers/secrets'
import { insertAssociate } from '../../mock-api/db/associates'
import { clearFaults, setFaults } from '../../mock-api/faults'
import type { Cart } from '../../shared/bag/cart'
import type { Bindings } from '../../worker/env'
import { signPurgeRequest } from '../../worker/purge-signature'
import { associateSessionsOf } from '../../worker/session/associate-sessions'
import { US_ADDRESS } from '../fixtures/checkout'
import { page, pageForm, signedInShopper } from './account-helpers'
import { bagForm, call, placeByCard, readCart, variantsInStock } from './cart-helpers'
import {
  bindings,
  clearUpstreamCache,
  createTestEnv,
  createTestShop,
  createUpstream,
  request,
} from './harness'
import { oneVariant, placeOrder } from './order-helpers'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const STATUS_SECRET = 'test-associate-status-secret-0123456789abcdef'
const AVERY = { storeId: '0101', employeeId: '100200', pin: '2468' }

const assocEnv = (upstream = createUpstream(), overrides: Partial<Bindings> = {}) =>
  ({ ...createTestEnv(upstream, overrides), ASSOCIATE_STATUS_SECRET: STATUS_SECRET }) as Bindings
const namespace = (env as unknown as Pick<Bindings, 'ASSOCIATE_SESSIONS'>).ASSOCIATE_SESSIONS

/**
 * An associate of this test alone (their PIN tries, lock and rate limit touch no other test), at a seeded store.
 * Avery, the demo associate, signs in once in this file: five tries a minute is the binding's limit.
 */
async function newAssociate(pin = '1357') {
  const employeeId = String(200000 + Math.floor(Math.random() * 799999))
  await insertAssociate(bindings.DB, {
    storeId: '1001',
    employeeId,
    name: 'Robin Test',
    pin: await hashPassword(pin),
  }).run()
  return { storeId: '1001', employeeId, pin }
}

/** A JSON call with a cookie jar: the answer, the cookies it set, and the jar's `cookie` header to send on. */
async function send(testEnv: Bindings, path: string, payload: unknown, cookie = '', method = 'POST') {
  const response = await request(path, {
    env: testEnv,
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      origin: 'http://localhost',
      'x-storefront-locale': 'en-us',
      'cf-connecting-ip': crypto.randomUUID(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(payload),
  })
  const set = response.headers.getSetCookie()
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] as string, pair] as const),
  )
  for (const line of set) {
    const pair = line.split(';')[0] as string
    const name = pair.split('=')[0] as string
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/.test(line)) jar.delete(name)
    else jar.set(name, pair)
  }
  const body = (await response.json()) as {
    errorDetails: { errorId: string; message: string }[]
    fields?: Record<string, string>
    cart?: Cart
  } & Record<string, unknown>
  return { response, status: response.status, setCookies: set, cookie: [...jar.values()].join('; '), body }
}

/** Signs an associate in by script. */
const signInAssociate = (testEnv: Bindings, form: Record<string, string>, cookie = '') =>
  send(testEnv, '/api/associate/sign-in', form, cookie)

/** The jar's cookies but the associate's: the same browser's shopper session, without in-store mode. */
const withoutAssociate = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => !pair.startsWith('__Host-assoc='))
    .join('; ')

const tokenOf = (cookie: string) =>
  /__Host-assoc=\d{4}-\d{6}\.([A-Za-z0-9_-]{43})/.exec(cookie)?.[1] as string

async function sendStatus(testEnv: Bindings, body: object, secret = STATUS_SECRET) {
  const raw = JSON.stringify(body)
  return request('/api/associates/status', {
    env: testEnv,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-associate-signature': await signPurgeRequest(secret, raw),
    },
    body: raw,
  })
}

describe('in-store sign-in', () => {
  it('asks for the store, then lists its associates, and never stores the page', async () => {
    const testEnv = assocEnv()
    const first = await page(testEnv, '/en-us/associate-login')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toContain('no-store')
    const html = await first.text()
    expect(html).toContain('<option value="0101">Portland Flagship (0101)</option>')
    expect(html).toMatch(/<form[^>]*action="\/en-us\/associate-login" method="get"/)

    const second = await (await page(testEnv, '/en-us/associate-login?store=0101')).text()
    expect(second).toContain('<option value="100200">Avery Chen (100200)</option>')
    expect(second).toContain('<option value="100201">Jordan Blake (100201)</option>')
    const pin = /<input[^>]*id="associate-pin"[^>]*>/.exec(second)?.[0] ?? ''
    expect(pin).toContain('type="password"')
    expect(pin).toContain('autoComplete="off"')
    expect(pin).toContain('inputMode="numeric"')

    const unknown = await page(testEnv, '/en-us/associate-login?store=9999')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('We can’t find that store. Choose it from the list.')
  })

  it('opens a session in a strict cookie of its own, and every page then says who acts for whom', async () => {
    const testEnv = assocEnv()
    const signedIn = await signInAssociate(testEnv, AVERY)
    expect(signedIn.response.status).toBe(200)
    expect(signedIn.body).toEqual({
      associate: {
        storeId: '0101',
        storeName: 'Portland Flagship',
        storeEmployeeId: '100200',
        storeEmployeeName: 'Avery Chen',
      },
      next: '/en-us',
    })
    const set = signedIn.setCookies.find((line) => line.startsWith('__Host-assoc=')) as string
    expect(set).toMatch(
      /^__Host-assoc=0101-100200\.[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    )
    // The token is kept only as its hash.
    const stored = await runInDurableObject(
      associateSessionsOf(namespace, '0101', '100200'),
      (_object, state) => state.storage.get<Record<string, unknown>>('sessions'),
    )
    expect(Object.keys(stored ?? {})).not.toContain(tokenOf(signedIn.cookie))

    const home = await page(testEnv, '/en-us', signedIn.cookie)
    expect(home.headers.get('cache-control')).toBe('private, no-store')
    const html = await home.text()
    expect(html).toContain('<section class="associate-banner" aria-label="In-store mode">')
    expect(html).toContain('Avery Chen, Portland Flagship (0101),')
    expect(html).toContain('is shopping for a guest.')
    expect(html).toContain(
      '<form class="associate-banner__end" action="/en-us/associate-login" method="post"><input type="hidden" name="intent" value="signOut"/>',
    )
    // Without the cookie, nothing of it.
    expect((await (await page(testEnv, '/en-us')).text()).includes('associate-banner')).toBe(false)
  })

  it('refuses a wrong PIN alike for a known and an unknown associate, warns before locking, then locks', async () => {
    const testEnv = assocEnv()
    const robin = await newAssociate()
    const unknown = await signInAssociate(testEnv, { storeId: '1001', employeeId: '999998', pin: '1111' })
    const wrong = await signInAssociate(testEnv, { ...robin, pin: '0000' })
    expect(unknown.response.status).toBe(422)
    expect(wrong.response.status).toBe(422)
    expect(unknown.body.errorDetails[0]?.errorId).toBe('AUT401')
    expect(wrong.body.errorDetails[0]).toEqual(unknown.body.errorDetails[0])
    expect(wrong.body.fields).toEqual({ pin: 'The name or PIN is not right.' })
    await signInAssociate(testEnv, { ...robin, pin: '0000' })
    await signInAssociate(testEnv, { ...robin, pin: '0000' })
    const last = await signInAssociate(testEnv, { ...robin, pin: '0000' })
    expect(last.body.errorDetails[0]?.errorId).toBe('AUT426')
    const locked = await signInAssociate(testEnv, { ...robin, pin: '0000' })
    expect(locked.response.status).toBe(429)
    expect(locked.body.errorDetails[0]?.errorId).toBe('AUT423')
    expect(locked.setCookies.some((line) => line.startsWith('__Host-assoc='))).toBe(false)
  })

  it('limits PIN tries per associate with the rate-limit binding', async () => {
    const testEnv = assocEnv(createUpstream())
    const robin = await newAssociate()
    // The limit (5 a minute) comes before the upstream's lock would: the sixth is refused at the edge.
    const statuses: number[] = []
    for (let index = 0; index < 6; index++)
      statuses.push((await signInAssociate(testEnv, { ...robin, pin: '0000' })).response.status)
    expect(statuses.at(-1)).toBe(429)
    const sixth = await signInAssociate(testEnv, { ...robin, pin: robin.pin })
    expect(sixth.response.status).toBe(429)
    expect(sixth.response.headers.get('retry-after')).toBe('60')
    expect(sixth.body.errorDetails[0]?.errorId).toBe('ASSOCIATE_THROTTLED')
  })

  it('answers a refused plain form with the page again, the associate chosen, the PIN never echoed', async () => {
    const testEnv = assocEnv()
    const refused = await pageForm(testEnv, '/en-us/associate-login', {
      storeId: '0101',
      employeeId: '100201',
      pin: '12',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Your PIN is 4 to 8 digits.')
    expect(html).toContain('<option value="100201" selected="">')
    expect(html).not.toContain('value="12"')
  })
})

describe('the in-store session', () => {
  it('ends after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const testEnv = assocEnv()
    const robin = await newAssociate()
    const idle = await signInAssociate(testEnv, robin)
    const busy = await signInAssociate(testEnv, robin)
    const object = associateSessionsOf(namespace, robin.storeId, robin.employeeId)
    await runInDurableObject(object, async (_object, state) => {
      const sessions =
        (await state.storage.get<Record<string, { openedAt: number; seenAt: number }>>('sessions')) ?? {}
      const hashes = Object.keys(sessions)
      const hashOf = async (token: string) =>
        btoa(
          String.fromCharCode(
            ...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))),
          ),
        )
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
      const idleHash = await hashOf(tokenOf(idle.cookie))
      const busyHash = await hashOf(tokenOf(busy.cookie))
      expect(hashes).toEqual(expect.arrayContaining([idleHash, busyHash]))
      const now = Date.now()
      sessions[idleHash] = { openedAt: now - 40 * 60_000, seenAt: now - 31 * 60_000 }
      sessions[busyHash] = { openedAt: now - 12 * 60 * 60_000 - 1000, seenAt: now - 1000 }
      await state.storage.put('sessions', sessions)
    })
    for (const cookie of [idle.cookie, busy.cookie]) {
      const home = await page(testEnv, '/en-us', cookie)
      expect((await home.text()).includes('associate-banner')).toBe(false)
      expect(home.headers.getSetCookie().some((line) => line.startsWith('__Host-assoc=;'))).toBe(true)
    }
  })

  it('is ended at once everywhere when the store revokes the associate, and none opens until reinstated', async () => {
    const testEnv = assocEnv()
    const robin = await newAssociate()
    const till = await signInAssociate(testEnv, robin)
    const tablet = await signInAssociate(testEnv, robin)
    expect((await (await page(testEnv, '/en-us', tablet.cookie)).text()).includes('associate-banner')).toBe(
      true,
    )

    const revoked = await sendStatus(testEnv, {
      storeId: robin.storeId,
      employeeId: robin.employeeId,
      active: false,
    })
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toMatchObject({ active: false, sessionsEnded: 2 })
    for (const cookie of [till.cookie, tablet.cookie])
      expect((await (await page(testEnv, '/en-us', cookie)).text()).includes('associate-banner')).toBe(false)
    // The upstream still lets them in for now: the edge's word stands.
    const again = await signInAssociate(testEnv, robin)
    expect(again.response.status).toBe(422)
    expect(again.body.errorDetails[0]?.errorId).toBe('AUT401')

    expect(
      (await sendStatus(testEnv, { storeId: robin.storeId, employeeId: robin.employeeId, active: true }))
        .status,
    ).toBe(200)
    expect((await signInAssociate(testEnv, robin)).response.status).toBe(200)
  })

  it('takes only signed, fresh and unrepeated status calls', async () => {
    const testEnv = assocEnv()
    const body = { storeId: '0101', employeeId: '100201', active: true }
    expect((await sendStatus(testEnv, body, 'another-secret-0123456789abcdef-0123456789')).status).toBe(401)
    const raw = JSON.stringify(body)
    const signature = await signPurgeRequest(STATUS_SECRET, raw)
    const once = () =>
      request('/api/associates/status', {
        env: testEnv,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-associate-signature': signature },
        body: raw,
      })
    expect((await once()).status).toBe(200)
    expect((await once()).status).toBe(409)
    const stale = await signPurgeRequest(STATUS_SECRET, raw, Date.now() - 10 * 60_000)
    const old = await request('/api/associates/status', {
      env: testEnv,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-associate-signature': stale },
      body: raw,
    })
    expect(old.status).toBe(401)
  })

  it('ends on the associate’s word: the cookie goes, the shopper is signed out, the sign-in page comes back', async () => {
    const testEnv = assocEnv()
    const signedIn = await signInAssociate(testEnv, await newAssociate())
    const response = await request('/en-us/associate-login', {
      env: testEnv,
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        cookie: signedIn.cookie,
      },
      body: 'intent=signOut',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-us/associate-login?associate=ended')
    expect(response.headers.getSetCookie().some((line) => line.startsWith('__Host-assoc=;'))).toBe(true)
    expect((await (await page(testEnv, '/en-us', signedIn.cookie)).text()).includes('associate-banner')).toBe(
      false,
    )
    const ended = await (await page(testEnv, '/en-us/associate-login?associate=ended')).text()
    expect(ended).toContain('The in-store session has ended. The next customer starts afresh.')
  })
})

describe('buying in store', () => {
  it('places an order attributed to the store and the associate', async () => {
    const upstream = createUpstream()
    const testEnv = assocEnv(upstream)
    const robin = await newAssociate()
    const signedIn = await signInAssociate(testEnv, robin)
    const [variant] = await variantsInStock(upstream, 3, 1)
    const added = await send(testEnv, '/api/cart/items', { productId: variant?.sku, qty: 1 }, signedIn.cookie)
    expect(added.status).toBe(200)
    const cookie = added.cookie
    expect(cookie).toContain('__Host-assoc=')
    expect((await call(testEnv, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    expect((await call(testEnv, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const placed = await placeByCard(testEnv, upstream, cookie)
    expect(placed.status).toBe(200)
    expect((placed.body.order as { inStoreSalesInfo: unknown }).inStoreSalesInfo).toEqual({
      storeId: robin.storeId,
      storeEmployeeId: robin.employeeId,
    })
    // The confirmation names the store and the associate, never their ids: from the associate signed in on this
    // device, and as the services know them once the session has ended.
    for (const jar of [cookie, withoutAssociate(cookie)]) {
      const confirmation = await (await page(testEnv, '/en-us/order-confirmation', jar)).text()
      expect(confirmation).toContain('<p class="confirmation__in-store">Sold at Seattle by Robin T.</p>')
    }
    // A shopper's order carries none.
    const shopper = await call(testEnv, '/api/cart/items', { productId: variant?.sku, qty: 1 }, '')
    expect((await call(testEnv, '/api/checkout/shipping', US_ADDRESS, shopper.cookie)).status).toBe(200)
    expect(
      (await call(testEnv, '/api/checkout/billing', { sameAsShipping: true }, shopper.cookie)).status,
    ).toBe(200)
    const own = await placeByCard(testEnv, upstream, shopper.cookie)
    expect((own.body.order as { inStoreSalesInfo: unknown }).inStoreSalesInfo).toBeNull()
  })

  it('names the store and the associate on the order in the customer’s account', async () => {
    const { upstream, env: shopEnv } = createTestShop()
    const shopper = await signedInShopper(shopEnv)
    const variant = await oneVariant(upstream)
    const placed = await placeOrder(shopEnv, upstream, {
      cookie: shopper.cookie,
      email: shopper.email,
      lines: [{ sku: variant.sku, qty: 1 }],
    })
    const { orderNumber } = placed.order
    // Avery sold it at the flagship (as the cart service records an in-store sale).
    await bindings.DB.prepare(
      `UPDATE orders SET body = json_set(body, '$.inStoreSalesInfo', json(?)) WHERE order_number = ?`,
    )
      .bind(JSON.stringify({ storeId: AVERY.storeId, storeEmployeeId: AVERY.employeeId }), orderNumber)
      .run()
    const html = await (await page(shopEnv, `/en-us/account/orders/${orderNumber}`, placed.cookie)).text()
    expect(html).toContain('<p class="account-order-page__sold">Sold at Portland Flagship by Avery C.</p>')
    expect(html).not.toContain(AVERY.employeeId)
    // Services slower than a section may be leave the names out; the order's page does not wait for them.
    setFaults([
      { service: 'stores', kind: 'latency', ms: 20_000 },
      { service: 'utilities', kind: 'latency', ms: 20_000 },
    ])
    const started = Date.now()
    const slow = await (await page(shopEnv, `/en-us/account/orders/${orderNumber}`, placed.cookie)).text()
    expect(Date.now() - started).toBeLessThan(6_000)
    expect(slow).toContain(orderNumber)
    expect(slow).not.toContain('Portland Flagship')
    expect(slow).not.toContain(AVERY.employeeId)
  })

  it('offers no favorites and no saved-for-later, and lets the associate adjust prices', async () => {
    const upstream = createUpstream()
    const testEnv = assocEnv(upstream)
    const signedIn = await signInAssociate(testEnv, await newAssociate())
    expect(signedIn.status).toBe(200)
    const [variant] = await variantsInStock(upstream, 3, 1)
    const added = await send(testEnv, '/api/cart/items', { productId: variant?.sku, qty: 1 }, signedIn.cookie)
    const cookie = added.cookie
    const line = added.body.cart?.items[0]
    const favorites = await send(testEnv, '/api/favorites/items', { productId: variant?.sku }, cookie)
    expect([403, 404]).toContain(favorites.status)
    const saved = await send(testEnv, '/api/saved-for-later', { itemId: line?.id }, cookie)
    expect(saved.status).toBe(403)
    expect(saved.body.errorDetails[0]?.errorId).toBe('ASSOCIATE_NOT_ALLOWED')

    const bag = await (await page(testEnv, '/en-us/cart', cookie)).text()
    // The associate reads each line's season beside its item number (decision 113).
    expect(bag).toMatch(/<p class="bag-line__reference">Item #\d+-\d{3} · Season (SS|FW)\d\d<\/p>/)
    expect(bag.includes('action="/api/saved-for-later')).toBe(false)
    expect(bag.includes('id="saved-title"')).toBe(false)
    expect(bag.includes('<h2 id="price-adjustment-title">Price adjustments (in-store)</h2>')).toBe(true)
    // Its forms post to the bag, which answers them: a refused adjustment is the bag again, at its address.
    expect(bag.slice(bag.indexOf('<main'), bag.indexOf('</main>'))).not.toMatch(/action="\/api/)
    const refusedForm = await bagForm(
      testEnv,
      'addPriceAdjustment',
      { itemId: '', type: 'PERCENT', value: '60', reasonCode: 'DAMAGED_ITEM' },
      cookie,
    )
    expect(refusedForm.status).toBe(400)
    expect(refusedForm.headers.get('location')).toBeNull()
    expect(await refusedForm.text()).toContain(
      '<h2 id="price-adjustment-title">Price adjustments (in-store)</h2>',
    )

    const adjust = (payload: object) => send(testEnv, '/api/cart/price-adjustments', payload, cookie)
    const adjusted = await adjust({
      itemId: line?.id,
      type: 'PERCENT',
      value: '20',
      reasonCode: 'PRICE_MATCH',
    })
    expect(adjusted.status).toBe(200)
    expect(adjusted.body.cart?.adjustments).toHaveLength(1)
    const tooMuch = await adjust({ itemId: '', type: 'PERCENT', value: '60', reasonCode: 'DAMAGED_ITEM' })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.fields).toMatchObject({ value: expect.stringContaining('whole percentage up to 50') })

    // The associate changes an adjustment in place (the cart service's PATCH), checked as an added one is.
    const adjustmentId = adjusted.body.cart?.adjustments[0]?.id as string
    const before = adjusted.body.cart?.adjustments[0]?.amount as number
    const change = (payload: object, id = adjustmentId) =>
      send(testEnv, `/api/cart/price-adjustments/${id}`, payload, cookie, 'PATCH')
    const changed = await change({ type: 'PERCENT', value: '10', reasonCode: 'DAMAGED_ITEM' })
    expect(changed.status).toBe(200)
    expect(changed.body.cart?.adjustments).toHaveLength(1)
    expect(changed.body.cart?.adjustments[0]).toMatchObject({
      id: adjustmentId,
      reason: 'Damaged item',
      reasonCode: 'DAMAGED_ITEM',
      amount: Math.round(before * 50) / 100,
    })
    const changedTooMuch = await change({ type: 'PERCENT', value: '70', reasonCode: 'DAMAGED_ITEM' })
    expect(changedTooMuch.status).toBe(400)
    expect(changedTooMuch.body.fields).toMatchObject({ value: expect.stringContaining('whole percentage') })
    expect((await change({ type: 'PERCENT', value: '5', reasonCode: 'PRICE_MATCH' }, 'PA0000')).status).toBe(
      404,
    )
    // Without JavaScript: the bag's own form, its reason chosen again as it is; a refusal comes back open at the value.
    const bagPage = await (await page(testEnv, '/en-us/cart', cookie)).text()
    expect(bagPage).toContain('<input type="hidden" name="intent" value="changePriceAdjustment"/>')
    expect(bagPage).toMatch(/<option value="DAMAGED_ITEM" selected="">Damaged item<\/option>/)
    // The change form starts from the adjustment as it is: its kind and its value.
    const changeForm = (html: string) => html.slice(html.indexOf(`id="adjust-${adjustmentId}-type"`))
    expect(changeForm(bagPage)).toMatch(/^[^>]*>\s*<option value="PERCENT" selected="">/)
    expect(changeForm(bagPage)).toMatch(new RegExp(`id="adjust-${adjustmentId}-value"[^>]* value="10"`))
    const refusedChange = await bagForm(
      testEnv,
      'changePriceAdjustment',
      { adjustmentId, type: 'PERCENT', value: '80', reasonCode: 'PRICE_MATCH' },
      cookie,
    )
    expect(refusedChange.status).toBe(400)
    const refusedHtml = await refusedChange.text()
    expect(refusedHtml).toContain('<details class="price-adjustment-tools__change" open="">')
    expect(refusedHtml).toContain(`id="adjust-${adjustmentId}-value-error"`)
    expect(refusedHtml).toContain('value="80"')
    const changedForm = await bagForm(
      testEnv,
      'changePriceAdjustment',
      { adjustmentId, type: 'AMOUNT', value: '1.50', reasonCode: 'SERVICE_RECOVERY' },
      cookie,
    )
    expect(changedForm.status).toBe(303)
    expect(changedForm.headers.get('location')).toBe('/en-us/cart?adjust=changed')
    const afterForm = await readCart(testEnv, cookie)
    expect(afterForm.adjustments[0]).toMatchObject({
      id: adjustmentId,
      reasonCode: 'SERVICE_RECOVERY',
      amount: 1.5,
    })
    const changedPage = await (await page(testEnv, '/en-us/cart?adjust=changed', cookie)).text()
    expect(changedPage).toContain('The price adjustment was changed.')
    expect(changeForm(changedPage)).toMatch(/<option value="AMOUNT" selected="">/)
    expect(changeForm(changedPage)).toMatch(new RegExp(`id="adjust-${adjustmentId}-value"[^>]* value="1.5"`))
    const removed = await send(
      testEnv,
      '/api/cart/price-adjustments/remove',
      { adjustmentId: adjusted.body.cart?.adjustments[0]?.id },
      cookie,
    )
    expect(removed.status).toBe(200)
    expect(removed.body.cart?.adjustments).toHaveLength(0)

    // The same browser without in-store mode (a shopper) cannot.
    const shopper = withoutAssociate(cookie)
    const shopperAdjust = await send(
      testEnv,
      '/api/cart/price-adjustments',
      { itemId: line?.id, type: 'PERCENT', value: '20', reasonCode: 'PRICE_MATCH' },
      shopper,
    )
    expect(shopperAdjust.status).toBe(403)
    expect(shopperAdjust.body.errorDetails[0]?.errorId).toBe('ASSOCIATE_ONLY')
    expect((await readCart(testEnv, shopper)).adjustments).toHaveLength(0)
  })
})
