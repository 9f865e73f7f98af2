/**
 * Refusals of the error catalogue that the upstreams send in reachable cases of their own (spec 1 §8), seen
 * through the storefront: the status, error id, placement, action and message the shopper gets.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { resolveError } from '../../shared/error-catalogue'
import { US_ADDRESS } from '../fixtures/checkout'
import { paymentsDb, TEST_CARDS } from '../fixtures/payment-provider'
import { seedPriceOf } from '../fixtures/seed-products'
import { newShopper, signIn } from './account-helpers'
import { cookieOf, formPost, jsonPost } from './browser'
import { bagForm, call, shopperWith, shownTotals, variantsInStock } from './cart-helpers'
import {
  bindings,
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  createUpstream,
  request,
  type TestEnv,
  type Upstream,
} from './harness'
import { cardPayment, cartOf, key, placeByCard, post, quietRefusals, readyToPay } from './placement-helpers'

beforeEach(clearUpstreamCache)

/** A US shopper with one line in the bag. */
async function shopper(env: TestEnv, upstream: Upstream) {
  const [variant] = await variantsInStock(upstream, 3, 1)
  return shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
}

const PIN = TEST_CARDS.giftCardPin

describe('gift cards the cart service cannot take', () => {
  it('tells a number of no card of this shop’s, one never issued and an expired card apart, at the gift card', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    for (const [errorId, path, number] of [
      // Another shop's card: its number is outside this shop's programme, refused before the provider is asked.
      ['GFC700', '/api/cart/gift-cards', '7777 1234 5678 9012'],
      // In the programme's range, but no card of that number was issued.
      ['GFC760', '/api/cart/gift-cards/balance', '6006 4999 9999 9999'],
    ] as const) {
      const refused = await call(env, path, { number, pin: PIN }, cookie)
      expect(refused.status, errorId).toBe(400)
      expect(refused.body, errorId).toMatchObject({
        errorDetails: [{ errorId, message: 'Check the gift card number and PIN.' }],
        placement: 'giftCard',
      })
    }
    // The demo's expired card: its balance is still there, but it no longer pays.
    for (const path of ['/api/cart/gift-cards/balance', '/api/cart/gift-cards']) {
      const expired = await call(env, path, { number: TEST_CARDS.expiredGiftCard, pin: PIN }, cookie)
      expect(expired.status).toBe(422)
      expect(expired.body).toMatchObject({
        errorDetails: [{ errorId: 'GFC812', message: 'This gift card has expired.' }],
        placement: 'giftCard',
      })
    }
    expect((await cartOf(env, cookie))?.payments).toEqual([])
  })

  it('refuses an expired card typed into the checkout’s payment fields as expired', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    const card = await upstream.payments.encryptGiftCard(TEST_CARDS.expiredGiftCard)
    const expired = await post(
      env,
      '/api/checkout/gift-cards',
      { ...card.paymentMethod, lastFour: card.lastFour },
      cookie,
    )
    expect(expired.status).toBe(422)
    expect(expired.body).toMatchObject({ errorDetails: [{ errorId: 'GFC812' }], placement: 'giftCard' })
  })
})

describe('a card whose expiry passed before the order was placed', () => {
  it('is refused as FE309 at the top of the payment step, the bag left open to pay again', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const payment = await cardPayment(upstream.payments)
    // The card was entered on the last day of its expiry month; the order is placed after midnight.
    await paymentsDb
      .prepare('UPDATE card_data SET expiry_month = ?2, expiry_year = ?3 WHERE number_token = ?1')
      .bind(
        (payment.paymentMethod as { encryptedCardNumber: string }).encryptedCardNumber,
        '01',
        String(new Date().getUTCFullYear() - 1),
      )
      .run()
    const refused = await post(
      env,
      '/api/checkout/orders',
      { payment, idempotencyKey: key(), expected: await shownTotals(env, cookie) },
      cookie,
    )
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'FE309', message: 'Check the card’s expiry date.' }],
      placement: 'top',
    })
    expect((await cartOf(env, cookie))?.items.length).toBeGreaterThan(0)
    // Another card pays the same bag.
    const paid = await placeByCard(env, upstream, cookie)
    expect(paid.status, paid.text).toBe(200)
  })
})

describe('the services’ general refusals', () => {
  it('answers a known path asked with a method it has no route for 405 API405, naming the methods it has', async () => {
    const upstream = createUpstream()
    const response = await callMockApi(upstream, '/api/cart/v1/giftcard/balance', { method: 'GET' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'API405' }] })
    // A path no contract has is still 404, whatever the method; a content path is not mistaken for one.
    expect((await callMockApi(upstream, '/api/cart/v1/nothing-here', { method: 'PUT' })).status).toBe(404)
    expect((await callMockApi(upstream, '/content/live/nothing-here', { method: 'DELETE' })).status).toBe(404)
  })

  it('answers a caller that takes no JSON 406 API406, and one that takes any type or JSON the answer', async () => {
    const upstream = createUpstream()
    const path = '/api/cart/v1/addressRules/US'
    const refused = await callMockApi(upstream, path, { headers: { accept: 'text/html' } })
    expect(refused.status).toBe(406)
    expect(await refused.json()).toMatchObject({ errorDetails: [{ errorId: 'API406' }] })
    for (const accept of ['application/json', 'text/html, */*;q=0.1', 'application/problem+json'])
      expect((await callMockApi(upstream, path, { headers: { accept } })).status).toBe(200)
  })

  it('refuses a body sent as anything but JSON 415 API415 before reading it, and reads a JSON one', async () => {
    const upstream = createUpstream()
    const path = '/api/cart/v1/cart'
    const body = JSON.stringify({ currency: 'USD', country: 'US' })
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain;charset=UTF-8',
      'multipart/form-data',
    ]) {
      const refused = await callMockApi(upstream, path, {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      })
      expect(refused.status, type).toBe(415)
      expect(await refused.json()).toMatchObject({ errorDetails: [{ errorId: 'API415' }] })
    }
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const made = await callMockApi(upstream, path, {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      })
      expect(made.status, type).toBe(201)
    }
  })

  it('words all three as the shop’s generic message at the top, should a shop call ever meet one', () => {
    for (const errorId of ['API405', 'API406', 'API415'])
      expect(resolveError(errorId, 'GET is not allowed', 405)).toMatchObject({
        key: 'error.generic',
        placement: 'top',
      })
  })
})

describe('what the cart service refuses before it checks anything else (spec 1 §8)', () => {
  const wire = { firstName: 'Ana', lastName: 'Silva', addressLine1: '12 Main Street', city: 'Portland' }
  const address = { ...wire, province: 'OR', postalCode: '97201', countryCode: 'US' }

  it('refuses an address without a phone SHP410 for delivery and BILL410 for billing, and a gift card without its number GFC400', async () => {
    const upstream = createUpstream()
    const made = await callMockApi(upstream, '/api/cart/v1/cart', {
      method: 'POST',
      body: JSON.stringify({ currency: 'USD', country: 'US' }),
    })
    const { basketId } = (await made.json()) as { basketId: string }
    const refusals = [
      await callMockApi(upstream, `/api/cart/v2/cart/${basketId}/shippingAddress`, {
        method: 'POST',
        body: JSON.stringify({ address, email: 'ana@example.com' }),
      }),
      await callMockApi(upstream, `/api/cart/v1/cart/${basketId}/billingAddress`, {
        method: 'POST',
        body: JSON.stringify({ address }),
      }),
      await callMockApi(upstream, '/api/cart/v1/giftcard/balance', {
        method: 'POST',
        body: JSON.stringify({ cartId: basketId, giftCard: {} }),
      }),
    ]
    const answers = await Promise.all(
      refusals.map(async (answer) => [
        answer.status,
        ((await answer.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId,
      ]),
    )
    expect(answers).toEqual([
      [400, 'SHP410'],
      [400, 'BILL410'],
      [400, 'GFC400'],
    ])
  })

  it('words them where the shopper fixes them: at the phone, the billing phone and the gift card', () => {
    expect(resolveError('SHP410', '', 400)).toMatchObject({ placement: 'field', field: 'phone' })
    expect(resolveError('BILL410', '', 400)).toMatchObject({ placement: 'field', field: 'billingPhone' })
    expect(resolveError('GFC400', '', 400)).toMatchObject({ placement: 'giftCard' })
  })
})

describe('a promotion code of the wrong shape', () => {
  it('is refused as PRM160 at the promo code field, by script and without JavaScript alike', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    for (const code of ['AB1', 'WELCOME_10', 'SUMMER-SALE']) {
      const refused = await call(env, '/api/cart/coupons', { code }, cookie)
      expect(refused.status, code).toBe(400)
      expect(refused.body, code).toMatchObject({
        errorDetails: [{ errorId: 'PRM160', message: 'This code isn’t valid.' }],
        placement: 'field',
        fields: { coupon: 'This code isn’t valid.' },
      })
    }
    const form = await bagForm(env, 'applyCoupon', { code: 'WELCOME_10' }, cookie)
    expect(form.status).toBe(400)
    expect(await form.text()).toContain('This code isn’t valid.')
    expect((await cartOf(env, cookie))?.coupons).toEqual([])
  })
})

describe('a delivery address the tax engine cannot place', () => {
  it('is refused as TAX309 at the top of the shipping step, sent back to mend it (never retried), and an address it can place goes through', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    // A ZIP code of the right format whose sectional centre (its first three digits) was never assigned: asking
    // again gives the same answer, so the shopper is sent to the address instead of being offered a retry.
    const refused = await post(env, '/api/checkout/shipping', { ...US_ADDRESS, postalCode: '00212' }, cookie)
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'TAX309',
          message: 'We can’t work out the tax for this postal code. Check the delivery address.',
        },
      ],
      placement: 'top',
      action: 'backToShipping',
    })
    expect((await cartOf(env, cookie))?.shippingAddress ?? null).toBeNull()
    expect((await post(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
  })
})

/** Sets a variant's online stock, as another shopper's order would have taken it. */
const setOnlineStock = (sku: string, count: number) =>
  bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?').bind(count, sku).run()

describe('lines with no stock left when the order is placed', () => {
  it('refuses as INV409 at the top when some lines have none left, and INV405 at the line when none of the bag has', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const lines = ((await cartOf(env, cookie))?.items ?? []).filter((line) => !line.bonus)
    expect(lines).toHaveLength(2)
    await setOnlineStock(lines[0]?.productId as string, 0)
    const some = await placeByCard(env, upstream, cookie)
    expect(some.status, some.text).toBe(422)
    expect(some.body).toMatchObject({
      errorDetails: [{ errorId: 'INV409', message: 'Some items in your bag are no longer in stock.' }],
      placement: 'top',
    })

    const alone = await shopper(env, upstream)
    expect((await post(env, '/api/checkout/shipping', US_ADDRESS, alone.cookie)).status).toBe(200)
    expect((await post(env, '/api/checkout/billing', { sameAsShipping: true }, alone.cookie)).status).toBe(
      200,
    )
    await setOnlineStock(alone.cart.items[0]?.productId as string, 0)
    const none = await placeByCard(env, upstream, alone.cookie)
    expect(none.status, none.text).toBe(422)
    expect(none.body).toMatchObject({
      errorDetails: [{ errorId: 'INV405', message: expect.any(String) }],
      placement: 'item',
    })
  })
})

describe('an account closed while its shopper is signed in', () => {
  it('answers a consumer call for it CCN404, and the shop asks the shopper to sign in again', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await newShopper()
    const { cookie } = await signIn(env, shopper.email, shopper.password)
    const card = await upstream.payments.encryptCard()
    const saved = await call(
      env,
      '/api/account/payment-methods/cards',
      { paymentMethod: card.paymentMethod },
      cookie,
    )
    expect(saved.status).toBe(201)
    // The account is closed (by the shopper elsewhere, or by customer care) while this session still holds its token.
    await bindings.DB.prepare('DELETE FROM consumers WHERE id = ?').bind(shopper.id).run()
    const refused = await call(env, '/api/account/payment-methods/main', { id: saved.body.saved }, cookie)
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'CCN404', message: 'Please sign in again.' }],
      placement: 'top',
      action: 'reauthenticate',
    })
    // Without JavaScript the page's own form sends the shopper to sign in again, told why, and back to the page.
    const section = '/en-us/account/payment-methods'
    const form = await request(section, { env, ...formPost(`intent=main&id=${saved.body.saved}`, cookie) })
    expect(form.status).toBe(303)
    const to = new URL(form.headers.get('location') as string, 'https://shop.test')
    expect(to.pathname).toBe('/en-us/account/sign-in')
    expect(Object.fromEntries(to.searchParams)).toEqual({ returnTo: section, account: 'sessionEnded' })
    const signInPage = await request(`${to.pathname}${to.search}`, { env })
    expect(await signInPage.text()).toContain('You were signed out. Please sign in again.')
  })
})

describe('an account customer care has locked', () => {
  it('answers the right password AUT441 with its own message, and a wrong one as any wrong password', async () => {
    const { env } = createTestShop()
    const shopper = await newShopper()
    await bindings.DB.prepare('UPDATE consumers SET locked_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), shopper.id)
      .run()
    const wrong = await signIn(env, shopper.email, 'Wrong-passw0rd')
    expect(wrong.body).toMatchObject({ errorDetails: [{ errorId: 'AUT401' }] })
    const locked = await signIn(env, shopper.email, shopper.password)
    expect(locked.status).toBe(422)
    expect(locked.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'AUT441',
          message: 'Your account is locked. Please contact customer service to unlock it.',
        },
      ],
      placement: 'top',
    })
    // Without JavaScript: the sign-in page again, with the message.
    const page = await request('/en-us/account/sign-in', {
      env,
      ...formPost(new URLSearchParams({ email: shopper.email, password: shopper.password }).toString()),
    })
    expect(page.status).toBe(422)
    expect(await page.text()).toContain(
      'Your account is locked. Please contact customer service to unlock it.',
    )
  })
})

describe('accounts the right password does not sign in', () => {
  it.each([
    ['unconfirmed', 'AUT418', 'made for the shopper and never activated'],
    ['passwordExpired', 'AUT437', 'whose password has expired'],
    ['deactivated', 'AUT438', 'closed by the shopper, waiting to be deleted'],
  ])(
    'answers an account %s %s as invalid credentials at the top of sign-in (%s), a wrong password as any',
    async (state, errorId) => {
      const { env } = createTestShop()
      const shopper = await newShopper()
      await bindings.DB.prepare('UPDATE consumers SET sign_in_state = ? WHERE id = ?')
        .bind(state, shopper.id)
        .run()
      const wrong = await signIn(env, shopper.email, 'Wrong-passw0rd')
      expect(wrong.body).toMatchObject({ errorDetails: [{ errorId: 'AUT401' }] })
      const refused = await signIn(env, shopper.email, shopper.password)
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject({
        errorDetails: [{ errorId, message: 'The email address or password is wrong.' }],
        placement: 'top',
      })
      // Activated, the password reset or the account reopened, the same password signs in.
      await bindings.DB.prepare('UPDATE consumers SET sign_in_state = NULL WHERE id = ?')
        .bind(shopper.id)
        .run()
      expect((await signIn(env, shopper.email, shopper.password)).status).toBe(200)
    },
  )
})

describe('an add to the bag that names a product but none of its variants', () => {
  it('is refused by the cart service as ProductItemRequired at the item, asking for a colour and size', async () => {
    const { env } = createTestShop()
    // A script naming the style (the product with variations) where a variant belongs.
    const refused = await call(env, '/api/cart/items', { productId: 'KS100013', qty: 1 }, '')
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      errorDetails: [
        { errorId: 'ProductItemRequired', message: 'Choose the color and size you want first.' },
      ],
      placement: 'item',
    })
    // An id that is neither a style nor a variant is still an item not available.
    const unknown = await call(env, '/api/cart/items', { productId: 'KS999999X1', qty: 1 }, '')
    expect(unknown.body).toMatchObject({ errorDetails: [{ errorId: 'ORD404' }] })
  })
})

describe('a pickup in a store that keeps no stock record of the item', () => {
  it('is refused as INV701 at the item: another brand’s store holds no inventory of this brand’s own line', async () => {
    const { upstream, env } = createTestShop()
    await variantsInStock(upstream, 3, 1) // the mock's catalogue is seeded on its first call
    const store = await bindings.DB.prepare("SELECT id FROM stores WHERE brand = 'tidewater' LIMIT 1").first<{
      id: string
    }>()
    const own = await bindings.DB.prepare(
      "SELECT v.sku FROM variants v JOIN products p ON p.style_code = v.style_code WHERE p.brands = 'kestrel' AND p.digital = 0 AND v.online_stock > 2 LIMIT 1",
    ).first<{ sku: string }>()
    const refused = await call(
      env,
      '/api/cart/items',
      { productId: own?.sku, storeId: store?.id, qty: 1 },
      '',
    )
    expect(refused.status, JSON.stringify(refused.body)).toBe(422)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'INV701', message: 'Sorry, this item is out of stock.' }],
      placement: 'item',
    })
    // Delivered, the same item goes in the bag.
    expect((await call(env, '/api/cart/items', { productId: own?.sku, qty: 1 }, '')).status).toBe(200)
  })
})

describe('a sign-in on a site whose customer list the consumer service does not know', () => {
  it('is refused as AUT440; the shop names its own site, whose list the service knows, and words AUT440 at the top', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await newShopper()
    const attempt = (siteId: string) =>
      callMockApi(upstream, '/api/consumers-v3/auth/signin', {
        method: 'POST',
        body: JSON.stringify({
          username: shopper.email,
          password: shopper.password,
          codeChallenge: 'A'.repeat(43),
          codeChallengeMethod: 'S256',
          recaptcha_response: 'edge-checked',
          siteId,
        }),
      })
    // A site no brand of the service's has (a site set up before its customer list).
    const unknown = await attempt('ZZZ-US')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ errorDetails: [{ errorId: 'AUT440' }] })
    expect((await attempt('TDW-GB')).status).toBe(200)
    // The shop's sign-in names the site it is on, whose customer list the service has.
    expect((await signIn(env, shopper.email, shopper.password)).status).toBe(200)
    const sent = upstream.calls.findLast((call) =>
      new URL(call.url).pathname.endsWith('/consumers-v3/auth/signin'),
    )
    expect(await sent?.json()).toMatchObject({ siteId: 'KST-US' })
    // Should a site's list ever be missing, the shopper reads that they could not be signed in.
    expect(resolveError('AUT440', 'No customer list', 404)).toMatchObject({
      key: 'error.auth.failed',
      placement: 'top',
    })
  })
})

describe('a line whose product was withdrawn from sale after it went into the bag', () => {
  it('is refused as INV407 at the line when the order is placed, nothing charged, and the product is added to no bag again', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    // A product of this test alone (late in the catalogue, and none other test picks), as the withdrawal lasts.
    const recalled = [...generateCatalogue()]
      .reverse()
      .find(
        (product) =>
          !product.digital &&
          (Number(product.styleCode.slice(2)) - 100013) % 7 !== 0 &&
          seedPriceOf(product, 'USD').current > 20 &&
          product.variants.some((variant) => variant.onlineStock >= 3 && !variant.premium),
      )
    const sku = recalled?.variants.find((variant) => variant.onlineStock >= 3 && !variant.premium)?.sku
    let cookie = cookieOf(await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }) }))
    cookie = await readyToPay(env, upstream, cookie)
    const line = ((await cartOf(env, cookie))?.items ?? []).find((item) => item.productId === sku)
    // A recall: the product leaves the catalogue's sale while the bag still holds it.
    const withdrawn = await callMockApi(upstream, `/__dev/stock/${line?.productId}`, {
      method: 'POST',
      body: JSON.stringify({ withdrawn: true }),
    })
    expect(withdrawn.status).toBe(200)
    const refused = await placeByCard(env, upstream, cookie)
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'INV407', message: 'This item is no longer available.' }],
      placement: 'item',
    })
    expect((await cartOf(env, cookie))?.items.some((item) => item.productId === line?.productId)).toBe(true)
    const again = await call(env, '/api/cart/items', { productId: line?.productId, qty: 1 }, '')
    expect(again.body).toMatchObject({ errorDetails: [{ errorId: 'ORD404' }] })
  })
})
