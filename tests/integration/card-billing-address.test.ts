/**
 * A saved card keeps the billing address it was saved with (the profile's main billing address then). When the
 * shopper deletes that address from the profile, the card service cannot check the card against it: paying with
 * the card is refused as PYT405 at the top of the payment step, nothing is charged, and another card still pays.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { signedInShopper, signIn } from './account-helpers'
import { jsonPost } from './browser'
import { call, shownTotals } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'
import { cardPayment, key, ordersOf, post, quietRefusals, readyToPay } from './placement-helpers'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

const BILLING = {
  firstName: 'Rita',
  lastName: 'Reset',
  addressLine1: '500 Pine Street',
  addressLine2: '',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  phone: '206 555 0123',
  type: 'B',
}

const json = async (env: TestEnv, method: string, path: string, cookie: string, body: unknown = {}) => {
  const response = await request(path, { env, ...jsonPost(body, cookie), method })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('a saved card whose billing address was deleted from the profile', () => {
  it('is refused as PYT405 at the top when it pays, charging nothing, while a new card pays', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const first = await json(env, 'POST', '/api/account/addresses', shopper.cookie, BILLING)
    expect(first.status).toBe(201)
    const second = await json(env, 'POST', '/api/account/addresses', shopper.cookie, {
      ...BILLING,
      addressLine1: '1200 Harbor Avenue',
    })
    expect(second.status).toBe(201)
    const card = await upstream.payments.encryptCard({})
    const saved = await call(
      env,
      '/api/account/payment-methods/cards',
      { paymentMethod: card.paymentMethod },
      shopper.cookie,
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    const instrument = await bindings.DB.prepare(
      "SELECT id, billing_address_id FROM consumer_payment_instruments WHERE consumer_id = ? AND method = 'CREDIT_CARD'",
    )
      .bind(shopper.id)
      .first<{ id: string; billing_address_id: string | null }>()
    // The card was saved with the main billing address, which the shopper then deletes.
    expect(instrument?.billing_address_id).toBe(first.body.addressId)
    const deleted = await json(
      env,
      'DELETE',
      `/api/account/addresses/${first.body.addressId}`,
      shopper.cookie,
    )
    expect(deleted.status).toBe(200)

    const cookie = await readyToPay(env, upstream, shopper.cookie)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const expected = await shownTotals(env, cookie)
    const refused = await post(
      env,
      '/api/checkout/orders',
      { payment: { code: 'SAVED_CARD', id: instrument?.id }, idempotencyKey: key(), expected },
      cookie,
    )
    expect(refused.status, refused.text).toBe(404)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'PYT405', message: 'We couldn’t find that address. Please enter it again.' }],
      placement: 'top',
    })
    expect(await ordersOf(basketId)).toEqual([])
    const paid = await post(
      env,
      '/api/checkout/orders',
      { payment: await cardPayment(upstream.payments), idempotencyKey: key(), expected },
      cookie,
    )
    expect(paid.status, paid.text).toBe(200)
  })
})

describe('a saved card whose billing address lacks what its country checks', () => {
  it('is refused as PYT406 at the top when it pays (the demo account moved from the old shop), charging nothing', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    await upstream.payments.encryptCard({}) // the mock's demo accounts are added on its first call
    const signedIn = await signIn(env, 'legacy@example.com', 'Passw0rd!')
    expect(signedIn.status).toBe(200)
    const cookie = await readyToPay(env, upstream, signedIn.cookie)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const expected = await shownTotals(env, cookie)
    const refused = await post(
      env,
      '/api/checkout/orders',
      { payment: { code: 'SAVED_CARD', id: 'demo-legacy-visa' }, idempotencyKey: key(), expected },
      cookie,
    )
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'PYT406', message: 'Some address details are missing.' }],
      placement: 'top',
    })
    expect(await ordersOf(basketId)).toEqual([])
  })
})
