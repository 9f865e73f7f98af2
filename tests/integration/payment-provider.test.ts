/**
 * The mock payment provider through its own `fetch` (decision 023): the Checkout API's payments, details, balance
 * and methods; idempotency; the signed notifications to the commerce API; faults; and that card data stays on the
 * provider. Pages are in payment-provider-pages.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DroppedConnectionError } from '../../mock-api/faults/apply'
import { claimIdempotencyKey } from '../../mock-api/payments/db/idempotency'
import { clearPaymentFaults, setPaymentFaults } from '../../mock-api/payments/faults'
import { verifyNotification } from '../../mock-api/payments/hmac'
import type { PaymentNotification } from '../../mock-api/payments/notifications'
import type { BalanceCheckResponse, PaymentResponse } from '../../mock-api/payments/schemas'
import type { TestPaymentProvider } from '../fixtures/payment-provider'
import {
  createPaymentProvider,
  paymentRequest,
  paymentsDb,
  TEST_CARDS,
  TEST_PROVIDER,
} from '../fixtures/payment-provider'
import { allowConsoleErrors } from '../setup'

afterEach(() => {
  clearPaymentFaults()
  vi.useRealTimers()
})

const pay = async (provider: TestPaymentProvider, body: unknown, idempotencyKey?: string) => {
  const response = await provider.api('/v71/payments', body, idempotencyKey ? { idempotencyKey } : {})
  return { response, body: (await response.json()) as PaymentResponse }
}

const details = async (provider: TestPaymentProvider, body: unknown, idempotencyKey?: string) => {
  const response = await provider.api('/v71/payments/details', body, idempotencyKey ? { idempotencyKey } : {})
  return { response, body: (await response.json()) as PaymentResponse }
}

const paymentsFor = async (reference: string) =>
  (
    await paymentsDb
      .prepare('SELECT psp_reference, status FROM payments WHERE merchant_reference = ?1')
      .bind(reference)
      .all<{ psp_reference: string; status: string }>()
  ).results

const itemOf = (notification: PaymentNotification | undefined) =>
  notification?.notificationItems[0]?.NotificationRequestItem

/** Answers the challenge page's form as the shopper would; the threeDSResult the result page posts to the shop. */
async function answerChallenge(
  provider: TestPaymentProvider,
  token: string,
  code: string,
  action = 'submit',
) {
  const response = await provider.fetch('/checkoutshopper/threeds2/challenge', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
    body: new URLSearchParams({ token, origin: TEST_PROVIDER.shopOrigin, code, action }).toString(),
  })
  expect(response.status).toBe(200)
  const result = /"threeDSResult":"([^"]+)"/.exec(await response.text())?.[1]
  expect(result).toBeTruthy()
  return result as string
}

async function challenged(provider: TestPaymentProvider) {
  const card = await provider.encryptCard({ number: TEST_CARDS.challenge })
  const { body } = await pay(provider, paymentRequest(card.paymentMethod))
  expect(body.resultCode).toBe('ChallengeShopper')
  if (body.action?.type !== 'threeDS2') throw new Error('no challenge action')
  return { payment: body, action: body.action }
}

describe('the Checkout API', () => {
  it('refuses a call without the API key, as Adyen does, with 401', async () => {
    const provider = createPaymentProvider()
    const response = await provider.api(
      '/v71/paymentMethods',
      { merchantAccount: TEST_PROVIDER.merchantAccount },
      { apiKey: 'wrong' },
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ status: 401, errorCode: '000', errorType: 'security' })
  })

  it('lists cards, the gift card and pay later as payment methods', async () => {
    const provider = createPaymentProvider()
    const response = await provider.api('/v71/paymentMethods', {
      merchantAccount: TEST_PROVIDER.merchantAccount,
      countryCode: 'US',
      amount: { currency: 'USD', value: 5000 },
      shopperLocale: 'en-US',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      paymentMethods: [
        { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
        { type: 'giftcard', name: 'Gift card', brand: 'givex' },
        { type: 'klarna', name: 'Pay later' },
      ],
    })
  })

  it('answers a body that breaks the contract with a 422 naming the fields, and a non-JSON body likewise', async () => {
    const provider = createPaymentProvider()
    const invalid = await provider.api('/v71/payments', { amount: { currency: 'usd', value: -1 } })
    expect(invalid.status).toBe(422)
    const body = (await invalid.json()) as { errorCode: string; invalidFields: { name: string }[] }
    expect(body.errorCode).toBe('702')
    expect(body.invalidFields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['amount.currency', 'amount.value', 'reference', 'paymentMethod']),
    )
    const notJson = await provider.fetch('/v71/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_PROVIDER.apiKey },
      body: '{not json',
    })
    expect(notJson.status).toBe(422)
  })
})

describe('card payments', () => {
  it('authorises the frictionless test card at once, for the whole amount', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    expect(card).toMatchObject({ brand: 'visa', lastFour: '1111' })
    const request = paymentRequest(card.paymentMethod, { amount: { currency: 'EUR', value: 4995 } })
    const { response, body } = await pay(provider, request)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: request.reference,
      amount: { currency: 'EUR', value: 4995 },
      paymentMethod: { type: 'scheme', brand: 'visa' },
    })
    expect(body.pspReference).toMatch(/^[A-Z0-9]{16}$/)
    expect(body.action).toBeUndefined()
  })

  it('refuses the declined test card with the refusal reason Refused', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard({ number: TEST_CARDS.refused })
    const { body } = await pay(provider, paymentRequest(card.paymentMethod))
    expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' })
  })

  it('asks the shopper to pass a challenge for the 3-D Secure card, and authorises it after the right code', async () => {
    const provider = createPaymentProvider()
    const { payment, action } = await challenged(provider)
    expect(action).toMatchObject({ type: 'threeDS2', subtype: 'challenge', paymentMethodType: 'scheme' })
    expect(action.url).toBe(
      `${TEST_PROVIDER.origin}/checkoutshopper/threeds2/challenge?token=${encodeURIComponent(action.token)}`,
    )
    expect(provider.commerce.calls).toHaveLength(0)

    const threeDSResult = await answerChallenge(provider, action.token, '1234')
    const { response, body } = await details(provider, {
      details: { threeDSResult },
      paymentData: action.paymentData,
    })
    expect(response.status).toBe(200)
    expect(body).toMatchObject({
      pspReference: payment.pspReference,
      resultCode: 'Authorised',
      merchantReference: payment.merchantReference,
    })
    expect(itemOf(provider.commerce.delivered[0])).toMatchObject({
      pspReference: payment.pspReference,
      success: 'true',
    })
  })

  it('refuses a challenged card after a wrong one-time code: there is one attempt', async () => {
    const provider = createPaymentProvider()
    const { action } = await challenged(provider)
    const threeDSResult = await answerChallenge(provider, action.token, '9999')
    // The same challenge answered again (a double submit) keeps its first answer.
    expect(await answerChallenge(provider, action.token, '1234')).toBe(threeDSResult)
    const { body } = await details(provider, { details: { threeDSResult } })
    expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' })
    expect(itemOf(provider.commerce.delivered[0])).toMatchObject({
      success: 'false',
      reason: '3D Not Authenticated',
    })
  })

  it('refuses a challenged card when the shopper cancels the challenge', async () => {
    const provider = createPaymentProvider()
    const { action } = await challenged(provider)
    const threeDSResult = await answerChallenge(provider, action.token, '', 'cancel')
    const { body } = await details(provider, { details: { threeDSResult } })
    expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Shopper Cancelled' })
  })

  it('refuses details with an unknown threeDSResult, or with paymentData of another payment', async () => {
    const provider = createPaymentProvider()
    const unknown = await details(provider, { details: { threeDSResult: 'not-a-result' } })
    expect(unknown.response.status).toBe(422)
    const { action } = await challenged(provider)
    const threeDSResult = await answerChallenge(provider, action.token, '1234')
    const mixed = await details(provider, { details: { threeDSResult }, paymentData: 'Ab02b4c0!other' })
    expect(mixed.response.status).toBe(422)
  })

  it('refuses unknown card tokens with a 422 as Adyen does for data it cannot decrypt', async () => {
    const provider = createPaymentProvider()
    const { response, body } = await pay(
      provider,
      paymentRequest({
        type: 'scheme',
        encryptedCardNumber: 'adyenjs_0_1_25$made-up',
        encryptedExpiryMonth: 'adyenjs_0_1_25$made-up-month',
        encryptedExpiryYear: 'adyenjs_0_1_25$made-up-year',
        encryptedSecurityCode: 'adyenjs_0_1_25$made-up-cvc',
      }),
    )
    expect(response.status).toBe(422)
    expect(body).toMatchObject({
      errorCode: '174',
      message: 'Unable to decrypt data',
      errorType: 'validation',
    })
  })

  it('spends card tokens once: a second payment with them is refused as undecryptable', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    expect((await pay(provider, paymentRequest(card.paymentMethod))).body.resultCode).toBe('Authorised')
    const again = await pay(provider, paymentRequest(card.paymentMethod))
    expect(again.response.status).toBe(422)
    expect(again.body).toMatchObject({ errorCode: '174' })
  })

  it('refuses card tokens older than their 30 minutes as undecryptable, and wipes their data', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    if (!('encryptedCardNumber' in card.paymentMethod)) throw new Error('not a card')
    await paymentsDb
      .prepare('UPDATE card_data SET expires_at = ?2 WHERE number_token = ?1')
      .bind(card.paymentMethod.encryptedCardNumber, Date.now() - 1)
      .run()
    const { response, body } = await pay(provider, paymentRequest(card.paymentMethod))
    expect(response.status).toBe(422)
    expect(body).toMatchObject({ errorCode: '174' })
    await provider.encryptCard()
    const expired = await paymentsDb
      .prepare('SELECT number FROM card_data WHERE number_token = ?1')
      .bind(card.paymentMethod.encryptedCardNumber)
      .first<{ number: string | null }>()
    expect(expired).toEqual({ number: null })
  })

  it('never makes tokens of an expired date, a number that fails Luhn or a short security code', async () => {
    const provider = createPaymentProvider()
    const lastYear = String(new Date().getUTCFullYear() - 1)
    for (const [card, field] of [
      [{ expiryYear: lastYear }, 'expiry'],
      [{ expiryMonth: '13' }, 'expiry'],
      [{ number: '4111111111111112' }, 'number'],
      [{ number: '6011111111111117' }, 'number'],
      [{ securityCode: '73' }, 'securityCode'],
      [{ number: '378282246310005', securityCode: '737' }, 'securityCode'],
    ] as const) {
      const response = await provider.fetch('/checkoutshopper/v1/encrypt', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_PROVIDER.origin },
        body: JSON.stringify({
          kind: 'card',
          number: TEST_CARDS.frictionless,
          expiryMonth: '03',
          expiryYear: String(new Date().getUTCFullYear() + 2),
          securityCode: '737',
          ...card,
        }),
      })
      expect(response.status, JSON.stringify(card)).toBe(422)
      const body = (await response.json()) as { invalidFields: { name: string }[] }
      expect(body.invalidFields.map((entry) => entry.name)).toEqual([field])
    }
    const count = await paymentsDb
      .prepare('SELECT count(*) AS n FROM card_data WHERE number = ?1')
      .bind('4111111111111112')
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('takes card data only from its own card fields page (the Origin of the call)', async () => {
    const provider = createPaymentProvider()
    for (const origin of [TEST_PROVIDER.shopOrigin, 'https://evil.example', undefined]) {
      const response = await provider.fetch('/checkoutshopper/v1/encrypt', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ kind: 'giftcard', number: TEST_CARDS.giftCard, pin: '1234' }),
      })
      expect(response.status).toBe(403)
    }
  })
})

describe('gift cards', () => {
  const merchant = () => `Test-${crypto.randomUUID().slice(0, 8)}`

  it('holds 25.00 in every currency, and says so in a balance check', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptGiftCard()
    const merchantAccount = merchant()
    for (const currency of ['USD', 'CAD', 'GBP', 'EUR']) {
      const response = await provider.api('/v71/paymentMethods/balance', {
        merchantAccount,
        paymentMethod: card.paymentMethod,
        amount: { currency, value: 1000 },
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        resultCode: 'Success',
        balance: { currency, value: 2500 },
      })
    }
    const short = await provider.api('/v71/paymentMethods/balance', {
      merchantAccount,
      paymentMethod: card.paymentMethod,
      amount: { currency: 'USD', value: 9000 },
    })
    expect(await short.json()).toMatchObject({ resultCode: 'NotEnoughBalance', balance: { value: 2500 } })
  })

  it('takes what the card holds when the order costs more, and the balance goes down by it', async () => {
    const provider = createPaymentProvider()
    const merchantAccount = merchant()
    const first = await provider.encryptGiftCard()
    const partial = await pay(
      provider,
      paymentRequest(first.paymentMethod, { merchantAccount, amount: { currency: 'GBP', value: 6000 } }),
    )
    expect(partial.body).toMatchObject({
      resultCode: 'Authorised',
      amount: { currency: 'GBP', value: 2500 },
      paymentMethod: { type: 'giftcard', brand: 'givex' },
    })
    expect(itemOf(provider.commerce.delivered[0])?.amount).toEqual({ currency: 'GBP', value: 2500 })

    const second = await provider.encryptGiftCard()
    const balance = await provider.api('/v71/paymentMethods/balance', {
      merchantAccount,
      paymentMethod: second.paymentMethod,
      amount: { currency: 'GBP', value: 100 },
    })
    expect(await balance.json()).toMatchObject({ resultCode: 'NotEnoughBalance', balance: { value: 0 } })
    // Other currencies keep their own balance.
    const euros = await pay(
      provider,
      paymentRequest(second.paymentMethod, { merchantAccount, amount: { currency: 'EUR', value: 1000 } }),
    )
    expect(euros.body).toMatchObject({ resultCode: 'Authorised', amount: { value: 1000 } })
    const third = await provider.encryptGiftCard()
    const rest = await provider.api('/v71/paymentMethods/balance', {
      merchantAccount,
      paymentMethod: third.paymentMethod,
      amount: { currency: 'EUR', value: 100 },
    })
    expect(await rest.json()).toMatchObject({ resultCode: 'Success', balance: { value: 1500 } })
  })

  it('refuses a payment with the card that holds nothing', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptGiftCard(TEST_CARDS.emptyGiftCard)
    const balance = (await (
      await provider.api('/v71/paymentMethods/balance', {
        merchantAccount: merchant(),
        paymentMethod: card.paymentMethod,
        amount: { currency: 'USD', value: 100 },
      })
    ).json()) as BalanceCheckResponse
    expect(balance).toMatchObject({ resultCode: 'NotEnoughBalance', balance: { currency: 'USD', value: 0 } })
    const { body } = await pay(provider, paymentRequest(card.paymentMethod, { merchantAccount: merchant() }))
    expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' })
  })

  it('refuses a wrong PIN in the balance check and in a payment', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptGiftCard(TEST_CARDS.giftCard, '4321')
    const balance = await provider.api('/v71/paymentMethods/balance', {
      merchantAccount: merchant(),
      paymentMethod: card.paymentMethod,
    })
    expect(await balance.json()).toMatchObject({ resultCode: 'Failed', refusalReason: 'Invalid Pin' })
    const { body } = await pay(provider, paymentRequest(card.paymentMethod, { merchantAccount: merchant() }))
    expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Invalid Pin' })
  })

  it('never takes more than the card holds when payments run at once', async () => {
    const provider = createPaymentProvider()
    const merchantAccount = merchant()
    const cards = await Promise.all(Array.from({ length: 5 }, () => provider.encryptGiftCard()))
    const answers = await Promise.all(
      cards.map((card) =>
        pay(
          provider,
          paymentRequest(card.paymentMethod, { merchantAccount, amount: { currency: 'CAD', value: 1000 } }),
        ),
      ),
    )
    const taken = answers
      .filter(({ body }) => body.resultCode === 'Authorised')
      .reduce((sum, { body }) => sum + body.amount.value, 0)
    expect(taken).toBe(2500)
  })
})

describe('pay later', () => {
  async function payLater(provider: TestPaymentProvider) {
    const request = paymentRequest({ type: 'klarna' }, { amount: { currency: 'USD', value: 12345 } })
    const { body } = await pay(provider, request)
    expect(body.resultCode).toBe('RedirectShopper')
    if (body.action?.type !== 'redirect') throw new Error('no redirect action')
    expect(body.action).toMatchObject({ method: 'GET', paymentMethodType: 'klarna' })
    const url = new URL(body.action.url)
    expect(url.origin + url.pathname).toBe(`${TEST_PROVIDER.origin}/checkoutshopper/paylater`)
    return { request, payment: body, token: url.searchParams.get('token') as string }
  }

  const decide = (provider: TestPaymentProvider, token: string, decision: string) =>
    provider.fetch('/checkoutshopper/paylater', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
      body: new URLSearchParams({ token, decision }).toString(),
    })

  it('returns to the shop with a redirectResult after approval; details read it as Authorised', async () => {
    const provider = createPaymentProvider()
    const { request, payment, token } = await payLater(provider)
    const approval = await decide(provider, token, 'approve')
    expect(approval.status).toBe(303)
    const back = new URL(approval.headers.get('location') ?? '')
    expect(back.origin + back.pathname).toBe(request.returnUrl)
    const redirectResult = back.searchParams.get('redirectResult') as string
    expect(redirectResult).toBeTruthy()
    // The shopper's decision is the result of record: notified even if the shopper never comes back.
    expect(itemOf(provider.commerce.delivered[0])).toMatchObject({
      pspReference: payment.pspReference,
      success: 'true',
      paymentMethod: 'klarna',
      amount: { currency: 'USD', value: 12345 },
    })
    const { body } = await details(provider, { details: { redirectResult } })
    expect(body).toMatchObject({ pspReference: payment.pspReference, resultCode: 'Authorised' })
    expect(provider.commerce.delivered).toHaveLength(1)
  })

  it('returns to the shop after a decline; details read it as Refused', async () => {
    const provider = createPaymentProvider()
    const { token } = await payLater(provider)
    const decline = await decide(provider, token, 'decline')
    const redirectResult = new URL(decline.headers.get('location') ?? '').searchParams.get('redirectResult')
    const { body } = await details(provider, { details: { redirectResult } })
    expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' })
    // A second decision changes nothing.
    const again = await decide(provider, token, 'approve')
    expect(new URL(again.headers.get('location') ?? '').searchParams.get('redirectResult')).toBe(
      redirectResult,
    )
    expect(provider.commerce.delivered.map((notification) => itemOf(notification)?.success)).toEqual([
      'false',
    ])
  })
})

describe('idempotency', () => {
  it('answers the same key and body with the recorded answer, marked Idempotent-Replayed', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    const key = crypto.randomUUID()
    const first = await pay(provider, request, key)
    expect(first.response.headers.get('idempotent-replayed')).toBeNull()
    // The same body with its keys in another order is the same body.
    const reordered = Object.fromEntries(Object.entries(request).reverse())
    const second = await pay(provider, reordered, key)
    expect(second.response.status).toBe(200)
    expect(second.response.headers.get('idempotent-replayed')).toBe('true')
    expect(second.body).toEqual(first.body)
    expect(await paymentsFor(request.reference)).toHaveLength(1)
    expect(provider.commerce.delivered).toHaveLength(1)
  })

  it('refuses the same key with another body with a 422', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    const key = crypto.randomUUID()
    await pay(provider, request, key)
    const other = await pay(provider, { ...request, amount: { currency: 'USD', value: 1 } }, key)
    expect(other.response.status).toBe(422)
    expect(other.body).toMatchObject({ errorCode: '704' })
  })

  it('answers 409 with Retry-After while a request with the key is still in flight', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    const key = crypto.randomUUID()
    const { canonicalJson } = await import('../../mock-api/payments/idempotency')
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(request)))
    const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
    // Another request holds the key: it claimed it and has not answered yet.
    expect(await claimIdempotencyKey(paymentsDb, 'payments', key, hash, Date.now())).toEqual({
      kind: 'claimed',
    })
    const { response, body } = await pay(provider, request, key)
    expect(response.status).toBe(409)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(body).toMatchObject({ errorCode: '704' })
    expect(await paymentsFor(request.reference)).toHaveLength(0)
  })

  it('records exactly one payment for 50 concurrent calls with one key', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    const key = crypto.randomUUID()
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(provider, request, key)))
    const payments = await paymentsFor(request.reference)
    expect(payments).toHaveLength(1)
    for (const { response, body } of answers) {
      if (response.status === 200) expect(body.pspReference).toBe(payments[0]?.psp_reference)
      else {
        expect(response.status).toBe(409)
        expect(response.headers.get('retry-after')).toBe('1')
      }
    }
    expect(answers.filter(({ response }) => response.status === 200).length).toBeGreaterThanOrEqual(1)
    expect(provider.commerce.delivered).toHaveLength(1)
  })

  it('answers details by the same rule', async () => {
    const provider = createPaymentProvider()
    const { action } = await challenged(provider)
    const threeDSResult = await answerChallenge(provider, action.token, '1234')
    const key = crypto.randomUUID()
    const first = await details(provider, { details: { threeDSResult } }, key)
    const replay = await details(provider, { details: { threeDSResult } }, key)
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body).toEqual(first.body)
    const other = await details(
      provider,
      { details: { threeDSResult }, paymentData: action.paymentData },
      key,
    )
    expect(other.response.status).toBe(422)
  })
})

describe('payment notifications', () => {
  it('signs each notification as Adyen does, so the commerce API can verify it', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod, { amount: { currency: 'CAD', value: 2599 } })
    const { body } = await pay(provider, request)
    expect(provider.commerce.calls).toHaveLength(1)
    const call = provider.commerce.calls[0] as Request
    expect(new URL(call.url).pathname).toBe('/api/cart/v1/payment-notifications')
    expect(call.headers.get('x-api-key')).toBe(TEST_PROVIDER.commerceAccessKey)
    const notification = provider.commerce.delivered[0] as PaymentNotification
    expect(notification.live).toBe('false')
    const item = itemOf(notification)
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: body.pspReference,
      merchantReference: request.reference,
      merchantAccountCode: TEST_PROVIDER.merchantAccount,
      amount: { currency: 'CAD', value: 2599 },
      paymentMethod: 'visa',
      additionalData: { cardSummary: '1111' },
    })
    if (!item) throw new Error('no item')
    expect(await verifyNotification(item, TEST_PROVIDER.hmacKey)).toBe(true)
    expect(
      await verifyNotification({ ...item, amount: { currency: 'CAD', value: 1 } }, TEST_PROVIDER.hmacKey),
    ).toBe(false)
    expect(await verifyNotification(item, 'AB'.repeat(32))).toBe(false)
  })

  it('notifies each final result once, and nothing for a payment that waits for the shopper', async () => {
    const provider = createPaymentProvider()
    const { payment, action } = await challenged(provider)
    expect(provider.commerce.calls).toHaveLength(0)
    const threeDSResult = await answerChallenge(provider, action.token, '1234')
    await details(provider, { details: { threeDSResult } })
    await details(provider, { details: { threeDSResult } })
    await Promise.all([
      details(provider, { details: { threeDSResult } }),
      details(provider, { details: { threeDSResult } }),
    ])
    expect(provider.commerce.delivered.map((notification) => itemOf(notification)?.pspReference)).toEqual([
      payment.pspReference,
    ])
  })

  it('retries a notification the commerce API fails, with backoff, without changing the answer', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = createPaymentProvider()
    provider.commerce.failNext(2)
    const card = await provider.encryptCard()
    const { response, body } = await pay(provider, paymentRequest(card.paymentMethod))
    expect(response.status).toBe(200)
    expect(body.resultCode).toBe('Authorised')
    expect(provider.commerce.calls).toHaveLength(3)
    expect(provider.commerce.delivered).toHaveLength(1)
    expect(warnings.mock.calls.map((args) => args.join(' '))).toEqual([
      `payment notification not delivered, retrying ${body.pspReference} answered 503`,
      `payment notification not delivered, retrying ${body.pspReference} answered 503`,
    ])
    warnings.mockRestore()
  })

  it('gives up after four attempts and logs the payment reference only', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = createPaymentProvider()
    provider.commerce.failNext(10)
    const card = await provider.encryptCard()
    const { response, body } = await pay(provider, paymentRequest(card.paymentMethod))
    expect(response.status).toBe(200)
    expect(provider.commerce.calls).toHaveLength(4)
    const errors = allowConsoleErrors()
    expect(errors).toHaveLength(1)
    expect(errors[0]?.join(' ')).toContain(body.pspReference)
    expect(warnings).toHaveBeenCalledTimes(3)
    warnings.mockRestore()
  })
})

describe('cancels', () => {
  const cancel = (provider: TestPaymentProvider, path: string, body: unknown, idempotencyKey?: string) =>
    provider.api(path, body, idempotencyKey ? { idempotencyKey } : {})

  it('voids an authorisation by its pspReference: 201 received, the payment cancelled, and a CANCELLATION notified', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    const { body: paid } = await pay(provider, request)
    const key = crypto.randomUUID()
    const response = await cancel(
      provider,
      `/v71/payments/${paid.pspReference}/cancels`,
      { merchantAccount: TEST_PROVIDER.merchantAccount, reference: 'void-1' },
      key,
    )
    expect(response.status).toBe(201)
    const received = (await response.json()) as Record<string, string>
    expect(received).toMatchObject({
      merchantAccount: TEST_PROVIDER.merchantAccount,
      paymentPspReference: paid.pspReference,
      reference: 'void-1',
      status: 'received',
    })
    expect(await paymentsFor(request.reference)).toEqual([
      { psp_reference: paid.pspReference, status: 'Cancelled' },
    ])
    const notified = itemOf(provider.commerce.delivered.at(-1))
    expect(notified).toMatchObject({
      eventCode: 'CANCELLATION',
      originalReference: paid.pspReference,
      pspReference: received.pspReference,
      merchantReference: request.reference,
      success: 'true',
    })
    expect(await verifyNotification(notified as never, TEST_PROVIDER.hmacKey)).toBe(true)
    // The same cancel again is answered as before and changes nothing.
    const again = await cancel(
      provider,
      `/v71/payments/${paid.pspReference}/cancels`,
      { merchantAccount: TEST_PROVIDER.merchantAccount, reference: 'void-1' },
      key,
    )
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(received)
  })

  it('voids by merchant reference a payment whose answer never arrived (a technical cancel), and says when there was none', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'commit-then-drop', times: 1 })
    await expect(provider.api('/v71/payments', request, { idempotencyKey: 'lost-1' })).rejects.toBeInstanceOf(
      DroppedConnectionError,
    )
    const voided = await cancel(provider, '/v71/cancels', {
      merchantAccount: TEST_PROVIDER.merchantAccount,
      paymentReference: request.reference,
    })
    expect(voided.status).toBe(201)
    expect(await paymentsFor(request.reference)).toEqual([expect.objectContaining({ status: 'Cancelled' })])
    expect(itemOf(provider.commerce.delivered.at(-1))).toMatchObject({
      eventCode: 'TECHNICAL_CANCEL',
      merchantReference: request.reference,
      success: 'true',
    })
    const nothing = await cancel(provider, '/v71/cancels', {
      merchantAccount: TEST_PROVIDER.merchantAccount,
      paymentReference: 'ORDER-never-paid',
    })
    expect(nothing.status).toBe(201)
    expect(itemOf(provider.commerce.delivered.at(-1))).toMatchObject({
      eventCode: 'TECHNICAL_CANCEL',
      merchantReference: 'ORDER-never-paid',
      success: 'false',
    })
  })

  it('gives a gift card back what a cancelled payment took from it', async () => {
    const provider = createPaymentProvider()
    const merchantAccount = `Test-${crypto.randomUUID().slice(0, 8)}`
    const card = await provider.encryptGiftCard()
    const request = paymentRequest(card.paymentMethod, {
      merchantAccount,
      amount: { currency: 'USD', value: 1500 },
    })
    const { body: paid } = await pay(provider, request)
    expect(paid.resultCode).toBe('Authorised')
    await cancel(provider, `/v71/payments/${paid.pspReference}/cancels`, { merchantAccount })
    const again = await provider.encryptGiftCard()
    const balance = await provider.api('/v71/paymentMethods/balance', {
      merchantAccount,
      paymentMethod: again.paymentMethod,
      amount: { currency: 'USD', value: 100 },
    })
    expect(await balance.json()).toMatchObject({ resultCode: 'Success', balance: { value: 2500 } })
  })

  it('refuses to cancel another merchant’s payment or one it does not know', async () => {
    const provider = createPaymentProvider()
    const card = await provider.encryptCard()
    const { body: paid } = await pay(provider, paymentRequest(card.paymentMethod))
    for (const [path, merchantAccount] of [
      [`/v71/payments/${paid.pspReference}/cancels`, 'SomeoneElseECOM'],
      ['/v71/payments/NOSUCHPAYMENT0000/cancels', TEST_PROVIDER.merchantAccount],
    ] as const) {
      const response = await cancel(provider, path, { merchantAccount })
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({ errorCode: '167' })
    }
    expect((await paymentsFor(paid.merchantReference))[0]?.status).toBe('Authorised')
  })
})

describe('faults', () => {
  it('answers later by a latency rule', async () => {
    const provider = createPaymentProvider()
    setPaymentFaults({ endpoint: '/v71/paymentMethods', kind: 'latency', ms: 5000 })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let answered = false
    const pending = provider
      .api('/v71/paymentMethods', { merchantAccount: TEST_PROVIDER.merchantAccount })
      .then((response) => {
        answered = true
        return response
      })
    await vi.advanceTimersByTimeAsync(4999)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).status).toBe(200)
  })

  it('answers a 5xx in the Checkout API error shape and records nothing; a retry with the key then pays', async () => {
    const provider = createPaymentProvider()
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'error', status: 502, times: 1 })
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    const key = crypto.randomUUID()
    const failed = await pay(provider, request, key)
    expect(failed.response.status).toBe(502)
    expect(failed.body).toMatchObject({ status: 502, errorType: 'internal' })
    expect(await paymentsFor(request.reference)).toHaveLength(0)
    const retried = await pay(provider, request, key)
    expect(retried.body.resultCode).toBe('Authorised')
    expect(retried.response.headers.get('idempotent-replayed')).toBeNull()
  })

  it('commits then drops the answer: the payment exists, and a retry with the key gets the recorded answer', async () => {
    const provider = createPaymentProvider()
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'commit-then-drop', times: 1 })
    const card = await provider.encryptCard()
    const request = paymentRequest(card.paymentMethod)
    const key = crypto.randomUUID()
    await expect(provider.api('/v71/payments', request, { idempotencyKey: key })).rejects.toBeInstanceOf(
      DroppedConnectionError,
    )
    const [recorded] = await paymentsFor(request.reference)
    expect(recorded?.status).toBe('Authorised')
    const retried = await pay(provider, request, key)
    expect(retried.response.headers.get('idempotent-replayed')).toBe('true')
    expect(retried.body).toMatchObject({ pspReference: recorded?.psp_reference, resultCode: 'Authorised' })
    expect(provider.commerce.delivered).toHaveLength(1)
  })

  it('drops an answer behind a service binding by breaking its body off', async () => {
    const provider = createPaymentProvider({ env: { BEHIND_SERVICE_BINDING: 'true' } })
    setPaymentFaults({ endpoint: '/v71/paymentMethods', kind: 'commit-then-drop' })
    const response = await provider.api('/v71/paymentMethods', {
      merchantAccount: TEST_PROVIDER.merchantAccount,
    })
    await expect(response.text()).rejects.toBeInstanceOf(DroppedConnectionError)
  })

  it('sets, lists and clears rules at /__faults, behind the API key', async () => {
    const provider = createPaymentProvider()
    const set = await provider.fetch('/__faults', {
      method: 'PUT',
      headers: { 'x-api-key': TEST_PROVIDER.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify([{ endpoint: '/v71/payments/details', kind: 'latency', ms: 10 }]),
    })
    expect(await set.json()).toEqual({
      rules: [{ endpoint: '/v71/payments/details', kind: 'latency', ms: 10, hits: 0 }],
    })
    const invalid = await provider.fetch('/__faults', {
      method: 'POST',
      headers: { 'x-api-key': TEST_PROVIDER.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: '/v71/nothing', kind: 'latency', ms: 10 }),
    })
    expect(invalid.status).toBe(422)
    expect((await provider.fetch('/__faults', { method: 'GET' })).status).toBe(401)
    const cleared = await provider.fetch('/__faults', {
      method: 'DELETE',
      headers: { 'x-api-key': TEST_PROVIDER.apiKey },
    })
    expect(await cleared.json()).toEqual({ rules: [] })
  })
})

describe('card data', () => {
  it('never shows a card number or security code in an answer, a notification or a log', async () => {
    const logged: unknown[][] = []
    const spies = (['log', 'info', 'warn', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args)
      }),
    )
    try {
      const provider = createPaymentProvider()
      provider.commerce.failNext(1)
      const seen: string[] = []
      const read = async (response: Response) => {
        seen.push(JSON.stringify([...response.headers]), await response.text())
      }
      const encrypt = (body: Record<string, unknown>) =>
        provider.fetch('/checkoutshopper/v1/encrypt', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_PROVIDER.origin },
          body: JSON.stringify(body),
        })
      const year = String(new Date().getUTCFullYear() + 2)
      for (const number of [TEST_CARDS.frictionless, TEST_CARDS.challenge, TEST_CARDS.refused]) {
        const encrypted = await encrypt({
          kind: 'card',
          number,
          expiryMonth: '05',
          expiryYear: year,
          securityCode: '592',
        })
        const text = await encrypted.clone().text()
        seen.push(text)
        const card = JSON.parse(text) as { paymentMethod: unknown }
        await read(await provider.api('/v71/payments', paymentRequest(card.paymentMethod as never)))
      }
      await read(
        await encrypt({
          kind: 'card',
          number: '4111111111111112',
          expiryMonth: '05',
          expiryYear: year,
          securityCode: '592',
        }),
      )
      const gift = await encrypt({ kind: 'giftcard', number: TEST_CARDS.giftCard, pin: '8316' })
      const giftText = await gift.text()
      seen.push(giftText)
      const giftCard = JSON.parse(giftText) as { paymentMethod: unknown }
      await read(
        await provider.api('/v71/paymentMethods/balance', {
          merchantAccount: TEST_PROVIDER.merchantAccount,
          paymentMethod: giftCard.paymentMethod,
        }),
      )
      await read(await provider.api('/v71/payments', paymentRequest(giftCard.paymentMethod as never)))
      for (const call of provider.commerce.calls) seen.push(await call.text())
      const everything = [...seen, ...logged.map((args) => args.map(String).join(' '))].join('\n')
      expect(provider.commerce.delivered.length).toBeGreaterThan(0)
      for (const secret of [
        TEST_CARDS.frictionless,
        TEST_CARDS.challenge,
        TEST_CARDS.refused,
        '4111111111111112',
        TEST_CARDS.giftCard,
        '"592"',
        ':592',
        '"8316"',
      ]) {
        expect(everything).not.toContain(secret)
      }
      // Once spent, the card data itself is gone from the provider's database.
      const kept = await paymentsDb
        .prepare('SELECT count(*) AS n FROM card_data WHERE used_at IS NOT NULL AND number IS NOT NULL')
        .first<{ n: number }>()
      expect(kept?.n).toBe(0)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })
})
