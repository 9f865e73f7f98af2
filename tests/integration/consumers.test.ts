/**
 * The mock API's consumer and token service (decision 033), called as the storefront's clients will call it:
 * token grants and their refusals, sign-in's captcha and lock, sign-out, the profile, carts owned by customers and
 * the guest's basket merged on sign-in, and what the database keeps (never a password or token in clear).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import mockApi from '../../mock-api'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/consumers/demo-accounts'
import { hashPassword } from '../../mock-api/consumers/secrets'
import { insertConsumer } from '../../mock-api/db/consumers'
import { clearFaults, setFaults } from '../../mock-api/faults'
import { outbox } from './account-helpers'
import { variantsInStock } from './cart-helpers'
import { bindings, createUpstream, TEST_SECRETS, type Upstream } from './harness'
import { api, type Body, errorOf, pkcePair, TOKEN_CONFLICT_ONCE } from './mock-consumer-helpers'

afterEach(() => {
  vi.useRealTimers()
  clearFaults()
})

const sha256Hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

const signIn = (upstream: Upstream, username: string, password: string, challenge: string, captcha = 'ok') =>
  api(upstream, 'POST', '/consumers-v3/auth/signin', {
    body: {
      username,
      password,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      recaptcha_response: captcha,
    },
  })

interface Tokens {
  tokenType: string
  accessToken: string
  refreshToken: string
  expiresIn: number
  customerId: string
  usid: string
}

async function guestTokens(upstream: Upstream): Promise<Tokens> {
  const answer = await api(upstream, 'POST', '/token/v2/auth/token', { body: { grantType: 'Guest' } })
  expect(answer.status).toBe(200)
  return answer.body as unknown as Tokens
}

/** Signs in and exchanges the code; the exchange's answer. */
async function signedIn(
  upstream: Upstream,
  email: string,
  options: { password?: string; guestBasketId?: string } = {},
) {
  const { verifier, challenge } = await pkcePair()
  const signInAnswer = await signIn(upstream, email, options.password ?? DEMO_PASSWORD, challenge)
  expect(signInAnswer.status).toBe(200)
  const answer = await api(upstream, 'POST', '/token/v2/auth/token', {
    body: {
      grantType: 'Registered',
      authorizationCode: signInAnswer.body.authorizationCode,
      codeVerifier: verifier,
      ...(options.guestBasketId ? { guestObjects: { basketId: options.guestBasketId } } : {}),
    },
  })
  expect(answer.status).toBe(200)
  return answer.body as unknown as Tokens & {
    customer: Record<string, unknown>
    merged: { basketId: string; itemsAdded: number; itemsBefore: number } | null
  }
}

/** A registered consumer of this test alone (so failed sign-ins and carts are its own); their email. */
async function newConsumer(password = 'S3cret-enough') {
  const id = crypto.randomUUID().replace(/-/g, '')
  const email = `test-${id}@example.com`
  await insertConsumer(
    bindings.DB,
    {
      id,
      email,
      firstName: 'Test',
      lastName: 'Shopper',
      consumerType: 'REGISTERED',
      employeeTermsAccepted: false,
      password: await hashPassword(password),
    },
    new Date().toISOString(),
  ).run()
  return { id, email, password }
}

const refresh = (upstream: Upstream, refreshToken: string) =>
  api(upstream, 'POST', '/token/v2/auth/token', { body: { grantType: 'RefreshToken', refreshToken } })

const profile = (upstream: Upstream, token?: string) =>
  api(upstream, 'GET', '/consumers-v3/consumer', token ? { token } : {})

/** Moves the clock the mock API reads (`Date`) on by `ms`. */
function later(ms: number) {
  const now = Date.now()
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now + ms)
}

describe('guest tokens', () => {
  it('grants a new guest customer each time, for 30 minutes', async () => {
    const upstream = createUpstream()
    const first = await guestTokens(upstream)
    const second = await guestTokens(upstream)
    expect(first).toMatchObject({ tokenType: 'Guest', expiresIn: 1800 })
    for (const field of ['accessToken', 'refreshToken', 'customerId', 'usid'] as const)
      expect(first[field]).toEqual(expect.any(String))
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.customerId).not.toBe(first.customerId)
    expect(second.accessToken).not.toBe(first.accessToken)
  })

  it('rotates a guest’s refresh token within the same customer and usid', async () => {
    const upstream = createUpstream()
    const guest = await guestTokens(upstream)
    const next = await refresh(upstream, guest.refreshToken)
    expect(next.status).toBe(200)
    expect(next.body).toMatchObject({ tokenType: 'Guest', customerId: guest.customerId, usid: guest.usid })
    expect(next.body.refreshToken).not.toBe(guest.refreshToken)
    expect(next.body).not.toHaveProperty('customer')
    expect(next.body).not.toHaveProperty('merged')
  })

  it('shortens the access token when ACCESS_TOKEN_SECONDS says so', async () => {
    const response = await mockApi.fetch(
      new Request('https://mock-api.internal/api/token/v2/auth/token', {
        method: 'POST',
        headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
        body: JSON.stringify({ grantType: 'Guest' }),
      }),
      { DB: bindings.DB, EXPECTED_ACCESS_KEY: 'k', ACCESS_TOKEN_SECONDS: '60' },
      { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
    )
    expect(((await response.json()) as Tokens).expiresIn).toBe(60)
  })

  it('refuses a grant it does not know, or a body that is not one', async () => {
    const upstream = createUpstream()
    for (const body of [{ grantType: 'Password' }, { grantType: 'RefreshToken' }, 'nonsense']) {
      const answer = await api(upstream, 'POST', '/token/v2/auth/token', { body })
      expect([answer.status, errorOf(answer)]).toEqual([400, 'API400'])
    }
  })
})

describe('sign-in', () => {
  it('answers an authorization code for the right password, matching the email however it is typed', async () => {
    const upstream = createUpstream()
    const { challenge } = await pkcePair()
    const answer = await signIn(upstream, '  Shopper@Example.COM ', DEMO_PASSWORD, challenge)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      authorizationCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresIn: 60,
    })
  })

  it('refuses a missing, empty or failed captcha before looking at the credentials', async () => {
    const upstream = createUpstream()
    const { challenge } = await pkcePair()
    const body = { username: 'shopper@example.com', password: DEMO_PASSWORD, codeChallenge: challenge }
    for (const captcha of [{}, { recaptcha_response: '' }, { recaptcha_response: 'fail' }]) {
      const answer = await api(upstream, 'POST', '/consumers-v3/auth/signin', {
        body: { ...body, codeChallengeMethod: 'S256', ...captcha },
      })
      expect([answer.status, errorOf(answer)]).toEqual([400, 'AUT403'])
    }
  })

  it('refuses a challenge method other than S256', async () => {
    const upstream = createUpstream()
    const { challenge } = await pkcePair()
    const answer = await api(upstream, 'POST', '/consumers-v3/auth/signin', {
      body: {
        username: 'shopper@example.com',
        password: DEMO_PASSWORD,
        codeChallenge: challenge,
        codeChallengeMethod: 'plain',
        recaptcha_response: 'ok',
      },
    })
    expect([answer.status, errorOf(answer)]).toEqual([400, 'API400'])
  })

  it('answers an unknown account exactly as a wrong password', async () => {
    const upstream = createUpstream()
    const consumer = await newConsumer()
    const { challenge } = await pkcePair()
    const wrong = await signIn(upstream, consumer.email, 'not-the-password', challenge)
    const unknown = await signIn(upstream, `nobody-${crypto.randomUUID()}@example.com`, 'whatever', challenge)
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.errorDetails).toEqual(unknown.body.errorDetails)
    expect(errorOf(wrong)).toBe('AUT401')
  })

  it('warns on the fourth failure, locks on the fifth, and stays locked for 15 minutes even for the right password', async () => {
    const upstream = createUpstream()
    const consumer = await newConsumer()
    const { challenge } = await pkcePair()
    const tries: [number, string | undefined][] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await signIn(upstream, consumer.email, 'wrong', challenge)
      tries.push([answer.status, errorOf(answer)])
    }
    expect(tries).toEqual([
      [401, 'AUT401'],
      [401, 'AUT401'],
      [401, 'AUT401'],
      [401, 'AUT426'],
      [423, 'AUT423'],
    ])
    const right = await signIn(upstream, consumer.email, consumer.password, challenge)
    expect([right.status, errorOf(right)]).toEqual([423, 'AUT423'])

    later(14 * 60 * 1000)
    expect(errorOf(await signIn(upstream, consumer.email, consumer.password, challenge))).toBe('AUT423')
    later(2 * 60 * 1000)
    expect((await signIn(upstream, consumer.email, consumer.password, challenge)).status).toBe(200)
  })

  it('counts and locks an unknown email the same way, so the lock tells nothing either', async () => {
    const upstream = createUpstream()
    const { challenge } = await pkcePair()
    const email = `nobody-${crypto.randomUUID()}@example.com`
    const ids: (string | undefined)[] = []
    for (let attempt = 0; attempt < 6; attempt++)
      ids.push(errorOf(await signIn(upstream, email, 'x', challenge)))
    expect(ids).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423', 'AUT423'])
  })

  it('starts the count again after a success', async () => {
    const upstream = createUpstream()
    const consumer = await newConsumer()
    const { challenge } = await pkcePair()
    for (let attempt = 0; attempt < 3; attempt++) await signIn(upstream, consumer.email, 'wrong', challenge)
    expect((await signIn(upstream, consumer.email, consumer.password, challenge)).status).toBe(200)
    const ids: (string | undefined)[] = []
    for (let attempt = 0; attempt < 3; attempt++)
      ids.push(errorOf(await signIn(upstream, consumer.email, 'wrong', challenge)))
    expect(ids).toEqual(['AUT401', 'AUT401', 'AUT401'])
  })
})

describe('the registered exchange', () => {
  it('exchanges a code and its verifier for the customer’s tokens', async () => {
    const upstream = createUpstream()
    const answer = await signedIn(upstream, 'shopper@example.com')
    expect(answer).toMatchObject({
      tokenType: 'Registered',
      expiresIn: 1800,
      customerId: 'demo-shopper',
      customer: {
        customerId: 'demo-shopper',
        email: 'shopper@example.com',
        firstName: 'Ana',
        lastName: 'Silva',
        consumerType: 'REGISTERED',
        employeeTermsAccepted: false,
      },
      merged: null,
    })
  })

  it('refuses a verifier that does not match the challenge, and then still takes the right one', async () => {
    const upstream = createUpstream()
    const { verifier, challenge } = await pkcePair()
    const code = (await signIn(upstream, 'loyal@example.com', DEMO_PASSWORD, challenge)).body
      .authorizationCode
    const exchange = (codeVerifier: string) =>
      api(upstream, 'POST', '/token/v2/auth/token', {
        body: { grantType: 'Registered', authorizationCode: code, codeVerifier },
      })
    const wrong = await exchange((await pkcePair()).verifier)
    expect([wrong.status, errorOf(wrong)]).toEqual([400, 'AUT404'])
    expect((await exchange(verifier)).status).toBe(200)
  })

  it('takes a code once', async () => {
    const upstream = createUpstream()
    const { verifier, challenge } = await pkcePair()
    const code = (await signIn(upstream, 'athlete@example.com', DEMO_PASSWORD, challenge)).body
      .authorizationCode
    const body = { grantType: 'Registered', authorizationCode: code, codeVerifier: verifier }
    expect((await api(upstream, 'POST', '/token/v2/auth/token', { body })).status).toBe(200)
    const again = await api(upstream, 'POST', '/token/v2/auth/token', { body })
    expect([again.status, errorOf(again)]).toEqual([400, 'AUT404'])
  })

  it('refuses a code after its 60 seconds, and a code it never gave', async () => {
    const upstream = createUpstream()
    const { verifier, challenge } = await pkcePair()
    const code = (await signIn(upstream, 'pro@example.com', DEMO_PASSWORD, challenge)).body.authorizationCode
    later(61_000)
    const expired = await api(upstream, 'POST', '/token/v2/auth/token', {
      body: { grantType: 'Registered', authorizationCode: code, codeVerifier: verifier },
    })
    expect([expired.status, errorOf(expired)]).toEqual([400, 'AUT404'])
    const unknown = await api(upstream, 'POST', '/token/v2/auth/token', {
      body: { grantType: 'Registered', authorizationCode: 'made-up', codeVerifier: verifier },
    })
    expect([unknown.status, errorOf(unknown)]).toEqual([400, 'AUT404'])
  })

  it('answers 409 AUT409 when a fault rule says so, and the retry gets the tokens', async () => {
    const upstream = createUpstream()
    setFaults(TOKEN_CONFLICT_ONCE)
    const first = await api(upstream, 'POST', '/token/v2/auth/token', { body: { grantType: 'Guest' } })
    expect([first.status, errorOf(first)]).toEqual([409, 'AUT409'])
    expect(
      (await api(upstream, 'POST', '/token/v2/auth/token', { body: { grantType: 'Guest' } })).status,
    ).toBe(200)
  })
})

describe('refresh tokens', () => {
  it('rotate: each is used once, and using one twice revokes its whole family', async () => {
    const upstream = createUpstream()
    const first = await signedIn(upstream, 'shopper@example.com')
    const second = await refresh(upstream, first.refreshToken)
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({
      tokenType: 'Registered',
      customerId: 'demo-shopper',
      usid: first.usid,
    })
    const secondTokens = second.body as unknown as Tokens
    expect((await profile(upstream, secondTokens.accessToken)).status).toBe(200)

    const reused = await refresh(upstream, first.refreshToken)
    expect([reused.status, errorOf(reused)]).toEqual([401, 'AUT432'])
    // The family is gone: the later refresh token and the access tokens with it.
    const successor = await refresh(upstream, secondTokens.refreshToken)
    expect([successor.status, errorOf(successor)]).toEqual([401, 'AUT432'])
    expect(errorOf(await profile(upstream, secondTokens.accessToken))).toBe('AUT432')
    expect(errorOf(await profile(upstream, first.accessToken))).toBe('AUT432')
  })

  it('refuse an unknown token, an access token, and one past its 30 days', async () => {
    const upstream = createUpstream()
    const tokens = await guestTokens(upstream)
    expect(errorOf(await refresh(upstream, 'not-a-token'))).toBe('AUT432')
    expect(errorOf(await refresh(upstream, tokens.accessToken))).toBe('AUT432')
    later(31 * 24 * 60 * 60 * 1000)
    const expired = await refresh(upstream, tokens.refreshToken)
    expect([expired.status, errorOf(expired)]).toEqual([401, 'AUT432'])
  })
})

describe('sign-out', () => {
  it('revokes the access token and the refresh token’s family', async () => {
    const upstream = createUpstream()
    const tokens = await signedIn(upstream, 'employee@example.com')
    const out = await api(upstream, 'POST', '/consumers-v3/consumer/auth/signout', {
      token: tokens.accessToken,
      body: { refreshToken: tokens.refreshToken },
    })
    expect(out.status).toBe(204)
    expect(errorOf(await profile(upstream, tokens.accessToken))).toBe('AUT432')
    expect(errorOf(await refresh(upstream, tokens.refreshToken))).toBe('AUT432')
  })

  it('answers 204 for tokens it does not know, and again for tokens already signed out', async () => {
    const upstream = createUpstream()
    const unknown = await api(upstream, 'POST', '/consumers-v3/consumer/auth/signout', {
      token: 'unknown',
      body: { refreshToken: 'unknown' },
    })
    expect(unknown.status).toBe(204)
    const tokens = await guestTokens(upstream)
    for (let time = 0; time < 2; time++) {
      const out = await api(upstream, 'POST', '/consumers-v3/consumer/auth/signout', {
        token: tokens.accessToken,
        body: { refreshToken: tokens.refreshToken },
      })
      expect(out.status).toBe(204)
    }
  })
})

describe('the profile', () => {
  it('answers a registered customer’s profile, with loyalty for a member', async () => {
    const upstream = createUpstream()
    const loyal = await signedIn(upstream, 'loyal@example.com')
    // The loyalty summary comes when asked for (includeLoyaltySummary).
    const answer = await api(upstream, 'GET', '/consumers-v3/consumer?includeLoyaltySummary=true', {
      token: loyal.accessToken,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      consumerId: 'demo-loyal',
      email: 'loyal@example.com',
      firstName: expect.any(String),
      lastName: expect.any(String),
      consumerType: 'REGISTERED',
      employeeTermsAccepted: false,
      isLoyaltyMember: true,
      loyaltyOptInDate: '2024-03-12',
      loyaltySummary: { points: { balance: 2500 } },
      loyalty: { memberId: expect.any(String), confirmed: true },
      consumerDetails: {
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: 'loyal@example.com',
        phone: null,
        postalCode: null,
        birthDate: null,
        gender: null,
        addresses: [expect.objectContaining({ approachType: 'S', main: true, countryCode: 'GB' })],
      },
      preferences: { interests: '', preferredShoeSize: null },
      notificationPreferences: { orderUpdatesSms: false, backInStockEmail: false, priceDropEmail: false },
    })
    const types: Record<string, unknown> = {}
    for (const email of ['shopper', 'employee', 'athlete', 'pro']) {
      const body = (await profile(upstream, (await signedIn(upstream, `${email}@example.com`)).accessToken))
        .body
      types[email] = [body.consumerType, body.employeeTermsAccepted, body.loyalty]
      if (email === 'employee')
        expect(body.consumerDetails).toMatchObject({ employee: { currentSpend: 320, annualCap: 1500 } })
      if (email === 'pro')
        expect(body.consumerDetails).toMatchObject({
          prosumer: { currentSpend: 150, annualCredit: 1000 },
          identity: [{ type: 'WRANX' }],
        })
    }
    expect(types).toEqual({
      shopper: ['REGISTERED', false, null],
      employee: ['EMPLOYEE', false, null],
      athlete: ['ATHLETE', false, null],
      pro: ['PROSUMER', false, null],
    })
  })

  it('refuses a guest with AUT498, and no token or an expired one with AUT432', async () => {
    const upstream = createUpstream()
    const guest = await profile(upstream, (await guestTokens(upstream)).accessToken)
    expect([guest.status, errorOf(guest)]).toEqual([403, 'AUT498'])
    const none = await profile(upstream)
    expect([none.status, errorOf(none)]).toEqual([401, 'AUT432'])
    const tokens = await signedIn(upstream, 'shopper@example.com')
    expect((await profile(upstream, tokens.accessToken)).status).toBe(200)
    later(30 * 60 * 1000 + 1000)
    const expired = await profile(upstream, tokens.accessToken)
    expect([expired.status, errorOf(expired)]).toEqual([401, 'AUT432'])
  })
})

interface WireCart {
  basketId: string
  items: { id: string; productId: string; qty: number; bonus: boolean }[]
}

async function createCart(
  upstream: Upstream,
  token: string | undefined,
  items: { sku: string; qty: number }[],
) {
  const answer = await api(upstream, 'POST', '/cart/v1/cart', {
    ...(token ? { token } : {}),
    body: { currency: 'USD', items: items.map((item) => ({ productId: item.sku, qty: item.qty })) },
  })
  expect(answer.status).toBe(201)
  return answer.body as unknown as WireCart
}

const readCart = async (upstream: Upstream, basketId: string, token?: string) =>
  api(upstream, 'GET', `/cart/v1/cart/${basketId}`, token ? { token } : {})

const linesOf = (cart: WireCart) =>
  Object.fromEntries(cart.items.filter((item) => !item.bonus).map((item) => [item.productId, item.qty]))

describe('carts of customers', () => {
  it('belong to the customer whose token made them: another customer’s token is refused with AUT498', async () => {
    const upstream = createUpstream()
    const [variant] = await variantsInStock(upstream, 5, 1)
    if (!variant) throw new Error('no variant')
    const owner = await guestTokens(upstream)
    const other = await guestTokens(upstream)
    const cart = await createCart(upstream, owner.accessToken, [{ sku: variant.sku, qty: 1 }])

    expect((await readCart(upstream, cart.basketId, owner.accessToken)).status).toBe(200)
    const refusals = [
      await readCart(upstream, cart.basketId, other.accessToken),
      await api(upstream, 'POST', '/cart/v1/item', {
        token: other.accessToken,
        body: { cartId: cart.basketId, productId: variant.sku, qty: 1 },
      }),
      await api(upstream, 'PUT', `/cart/v1/cart/${cart.basketId}/item`, {
        token: other.accessToken,
        body: { itemId: cart.items[0]?.id, qty: 2 },
      }),
      await api(upstream, 'POST', `/cart/v1/cart/prepareOrder?basketId=${cart.basketId}`, {
        token: other.accessToken,
      }),
    ]
    expect(refusals.map((answer) => [answer.status, errorOf(answer)])).toEqual(
      refusals.map(() => [403, 'AUT498']),
    )
    // Without a token a cart call works as before; a token that is not valid is refused as one.
    expect((await readCart(upstream, cart.basketId)).status).toBe(200)
    const invalid = await readCart(upstream, cart.basketId, 'no-such-token')
    expect([invalid.status, errorOf(invalid)]).toEqual([401, 'AUT432'])
    // A cart made without a token is nobody's: any token may use it.
    const anyone = await createCart(upstream, undefined, [{ sku: variant.sku, qty: 1 }])
    expect((await readCart(upstream, anyone.basketId, other.accessToken)).status).toBe(200)
  })

  it('are prepared with or without the totals the shopper saw, and a body that is not those is refused API400', async () => {
    const upstream = createUpstream()
    const [variant] = await variantsInStock(upstream, 5, 1)
    if (!variant) throw new Error('no variant')
    const cart = await createCart(upstream, undefined, [{ sku: variant.sku, qty: 1 }])
    const prepare = async (body?: string) => {
      const response = await upstream.fetcher.fetch(
        `https://mock-api.internal/api/cart/v1/cart/prepareOrder?basketId=${cart.basketId}`,
        {
          method: 'POST',
          headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body }),
        },
      )
      return { status: response.status, body: (await response.json()) as Body }
    }
    // With no body, or an empty one, the cart is checked as it is: here it has no address yet, which is said.
    for (const answer of [await prepare(), await prepare(''), await prepare('null')]) {
      expect(answer.status).toBe(400)
      expect(errorOf(answer)).not.toBe('API400')
    }
    for (const answer of [await prepare('{"expectedTotal":'), await prepare('{"expectedTotal":"ten"}')]) {
      expect([answer.status, errorOf(answer)]).toEqual([400, 'API400'])
    }
  })

  it('are listed for their customer, newest first, and for nobody else', async () => {
    const upstream = createUpstream()
    const [variant] = await variantsInStock(upstream, 5, 1)
    if (!variant) throw new Error('no variant')
    const guest = await guestTokens(upstream)
    const older = await createCart(upstream, guest.accessToken, [{ sku: variant.sku, qty: 1 }])
    const newer = await createCart(upstream, guest.accessToken, [])
    const own = await api(upstream, 'GET', `/cart/v1/customers/${guest.customerId}/baskets`, {
      token: guest.accessToken,
    })
    expect(own).toEqual({ status: 200, body: { baskets: [newer.basketId, older.basketId] } })
    const other = await guestTokens(upstream)
    const refused = await api(upstream, 'GET', `/cart/v1/customers/${guest.customerId}/baskets`, {
      token: other.accessToken,
    })
    expect([refused.status, errorOf(refused)]).toEqual([403, 'AUT498'])
    const none = await api(upstream, 'GET', `/cart/v1/customers/${guest.customerId}/baskets`)
    expect([none.status, errorOf(none)]).toEqual([401, 'AUT432'])
  })
})

describe('the guest’s basket on sign-in', () => {
  it('becomes the customer’s cart when they have none', async () => {
    const upstream = createUpstream()
    const [first, second] = await variantsInStock(upstream, 5, 2)
    if (!first || !second) throw new Error('no variants')
    const consumer = await newConsumer()
    const guest = await guestTokens(upstream)
    const cart = await createCart(upstream, guest.accessToken, [
      { sku: first.sku, qty: 1 },
      { sku: second.sku, qty: 2 },
    ])
    const tokens = await signedIn(upstream, consumer.email, {
      password: consumer.password,
      guestBasketId: cart.basketId,
    })
    expect(tokens.merged).toEqual({ basketId: cart.basketId, itemsAdded: 2, itemsBefore: 0 })
    const read = await readCart(upstream, cart.basketId, tokens.accessToken)
    expect(read.status).toBe(200)
    expect(linesOf(read.body as unknown as WireCart)).toEqual({ [first.sku]: 1, [second.sku]: 2 })
    // It is the customer's now: the guest's token no longer reaches it.
    expect(errorOf(await readCart(upstream, cart.basketId, guest.accessToken))).toBe('AUT498')
    const listed = await api(upstream, 'GET', `/cart/v1/customers/${consumer.id}/baskets`, {
      token: tokens.accessToken,
    })
    expect(listed.body).toEqual({ baskets: [cart.basketId] })
  })

  it('adds its lines to the customer’s cart, summing quantities up to the maximum, and closes it', async () => {
    const upstream = createUpstream()
    const [shared, only] = await variantsInStock(upstream, 8, 2)
    if (!shared || !only) throw new Error('no variants')
    const consumer = await newConsumer()
    const before = await signedIn(upstream, consumer.email, { password: consumer.password })
    const customerCart = await createCart(upstream, before.accessToken, [{ sku: shared.sku, qty: 1 }])
    const guest = await guestTokens(upstream)
    const guestCart = await createCart(upstream, guest.accessToken, [
      { sku: shared.sku, qty: 2 },
      { sku: only.sku, qty: 1 },
    ])
    const tokens = await signedIn(upstream, consumer.email, {
      password: consumer.password,
      guestBasketId: guestCart.basketId,
    })
    expect(tokens.merged).toEqual({ basketId: customerCart.basketId, itemsAdded: 2, itemsBefore: 1 })
    const read = await readCart(upstream, customerCart.basketId, tokens.accessToken)
    expect(linesOf(read.body as unknown as WireCart)).toEqual({ [shared.sku]: 3, [only.sku]: 1 })
    const closed = await readCart(upstream, guestCart.basketId)
    expect([closed.status, errorOf(closed)]).toEqual([404, 'BSK404'])
  })

  it('caps a summed quantity at the product’s maximum', async () => {
    const upstream = createUpstream()
    const capped = await variantWithMax(upstream)
    const consumer = await newConsumer()
    const before = await signedIn(upstream, consumer.email, { password: consumer.password })
    const customerCart = await createCart(upstream, before.accessToken, [
      { sku: capped.sku, qty: capped.maxQty },
    ])
    const guest = await guestTokens(upstream)
    const guestCart = await createCart(upstream, guest.accessToken, [{ sku: capped.sku, qty: 1 }])
    const tokens = await signedIn(upstream, consumer.email, {
      password: consumer.password,
      guestBasketId: guestCart.basketId,
    })
    expect(tokens.merged).toEqual({ basketId: customerCart.basketId, itemsAdded: 1, itemsBefore: 1 })
    const read = await readCart(upstream, customerCart.basketId, tokens.accessToken)
    expect(linesOf(read.body as unknown as WireCart)).toEqual({ [capped.sku]: capped.maxQty })
  })

  it('merges nothing for an empty guest cart, none at all, or another customer’s cart', async () => {
    const upstream = createUpstream()
    const [variant] = await variantsInStock(upstream, 5, 1)
    if (!variant) throw new Error('no variant')
    const consumer = await newConsumer()
    const guest = await guestTokens(upstream)
    const empty = await createCart(upstream, guest.accessToken, [])
    expect(
      (
        await signedIn(upstream, consumer.email, {
          password: consumer.password,
          guestBasketId: empty.basketId,
        })
      ).merged,
    ).toBeNull()
    expect((await signedIn(upstream, consumer.email, { password: consumer.password })).merged).toBeNull()

    const someoneElse = await newConsumer()
    const theirs = await signedIn(upstream, someoneElse.email, { password: someoneElse.password })
    const theirCart = await createCart(upstream, theirs.accessToken, [{ sku: variant.sku, qty: 1 }])
    const tokens = await signedIn(upstream, consumer.email, {
      password: consumer.password,
      guestBasketId: theirCart.basketId,
    })
    expect(tokens.merged).toBeNull()
    expect((await readCart(upstream, theirCart.basketId, theirs.accessToken)).status).toBe(200)
    expect(errorOf(await readCart(upstream, theirCart.basketId, tokens.accessToken))).toBe('AUT498')
  })
})

/** A seeded variant in stock whose product has a per-order maximum, and that maximum. */
async function variantWithMax(upstream: Upstream) {
  const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
  for (let index = 0; index < 400; index++) {
    const style = `KS${100013 + index * 7}`
    const response = await upstream.fetcher.fetch(
      `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
      { headers },
    )
    if (!response.ok) continue
    const product = (await response.json()) as {
      maxQty: number | null
      variants: { sku: string; stock: number }[]
    }
    const variant = product.variants.find((entry) => product.maxQty !== null && entry.stock > product.maxQty)
    if (variant && product.maxQty !== null && product.maxQty > 1)
      return { sku: variant.sku, maxQty: product.maxQty }
  }
  throw new Error('no product with a maximum in stock')
}

describe('what the service stores', () => {
  it('keeps no password, code or token in clear: only salted PBKDF2 hashes and SHA-256 digests', async () => {
    const upstream = createUpstream()
    const { verifier, challenge } = await pkcePair()
    const code = (await signIn(upstream, 'shopper@example.com', DEMO_PASSWORD, challenge)).body
      .authorizationCode as string
    const exchanged = await api(upstream, 'POST', '/token/v2/auth/token', {
      body: { grantType: 'Registered', authorizationCode: code, codeVerifier: verifier },
    })
    const tokens = exchanged.body as unknown as Tokens
    const secrets = [DEMO_PASSWORD, code, tokens.accessToken, tokens.refreshToken]

    const dump = async (table: string) =>
      JSON.stringify((await bindings.DB.prepare(`SELECT * FROM ${table}`).all()).results)
    for (const table of [
      'consumers',
      'authorization_codes',
      'token_families',
      'tokens',
      'sign_in_failures',
    ]) {
      const rows = await dump(table)
      for (const secret of secrets) expect(rows, `${table} holds a secret in clear`).not.toContain(secret)
    }
    const stored = await bindings.DB.prepare('SELECT token_hash FROM tokens WHERE token_hash = ?')
      .bind(await sha256Hex(tokens.accessToken))
      .first()
    expect(stored).not.toBeNull()
    expect(
      await bindings.DB.prepare('SELECT 1 FROM authorization_codes WHERE code_hash = ?')
        .bind(await sha256Hex(code))
        .first(),
    ).not.toBeNull()

    const accounts = await bindings.DB.prepare(
      "SELECT password_hash, password_salt, password_iterations FROM consumers WHERE id LIKE 'demo-%'",
    ).all<{ password_hash: string; password_salt: string; password_iterations: number }>()
    expect(accounts.results).toHaveLength(DEMO_ACCOUNTS.length)
    for (const account of accounts.results) {
      expect(account.password_iterations).toBe(100_000)
      expect(atob(account.password_hash)).toHaveLength(32)
      expect(atob(account.password_salt)).toHaveLength(16)
    }
    // Each account has its own salt, so the same password never hashes alike.
    expect(new Set(accounts.results.map((account) => account.password_hash)).size).toBe(DEMO_ACCOUNTS.length)
  })
})

describe('signing up', () => {
  /** A sign-up's details, with an email and phone of this test alone. */
  const details = (overrides: Record<string, unknown> = {}) => {
    const id = crypto.randomUUID().replace(/-/g, '').slice(0, 12)
    return {
      firstName: 'Mia',
      lastName: 'Lund',
      email: `new-${id}@example.com`,
      password: 'Fresh-start7',
      birthDate: '1995-06-15',
      phone: null,
      country: 'US',
      newsletterOptIn: true,
      smsOptIn: false,
      termsAccepted: true,
      recaptcha_response: 'ok',
      ...overrides,
    }
  }
  const signUp = (upstream: Upstream, body: unknown) =>
    api(upstream, 'POST', '/consumers-v3/auth/signup', { body })
  /** A US mobile number no other test uses. */
  const freshPhone = () =>
    `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

  it('creates a registered consumer with a PBKDF2 hash, who can then sign in', async () => {
    const upstream = createUpstream()
    const body = details({ email: `  New-${crypto.randomUUID().slice(0, 8)}@Example.com ` })
    const answer = await signUp(upstream, body)
    expect(answer.status).toBe(201)
    const consumerId = answer.body.consumerId as string
    expect(consumerId).toMatch(/^[0-9a-f]{32}$/)
    const row = await bindings.DB.prepare('SELECT * FROM consumers WHERE id = ?')
      .bind(consumerId)
      .first<Record<string, unknown>>()
    expect(row).toMatchObject({
      email: (body.email as string).trim().toLowerCase(),
      first_name: 'Mia',
      consumer_type: 'REGISTERED',
      birth_date: '1995-06-15',
      country: 'US',
      newsletter_opt_in: 1,
      sms_opt_in: 0,
      password_iterations: 100_000,
    })
    expect(JSON.stringify(row)).not.toContain('Fresh-start7')
    expect(row?.terms_accepted_at).toBeTruthy()
    const tokens = await signedIn(upstream, body.email as string, { password: 'Fresh-start7' })
    expect(tokens.customer).toMatchObject({
      customerId: consumerId,
      firstName: 'Mia',
      consumerType: 'REGISTERED',
    })
  })

  it('answers 409 AUT439 for an email that has an account, however it is written', async () => {
    const upstream = createUpstream()
    const taken = await signUp(upstream, details({ email: 'SHOPPER@example.com' }))
    expect(taken.status).toBe(409)
    expect(errorOf(taken)).toBe('AUT439')
  })

  it('answers 400 AUT444 for a phone another account has, in any of its written forms', async () => {
    const upstream = createUpstream()
    const phone = freshPhone()
    const first = await signUp(upstream, details({ phone, smsOptIn: true }))
    expect(first.status).toBe(201)
    const stored = await bindings.DB.prepare('SELECT phone, sms_opt_in FROM consumers WHERE id = ?')
      .bind(first.body.consumerId)
      .first()
    expect(stored).toEqual({ phone: `+1${phone}`, sms_opt_in: 1 })
    const again = await signUp(upstream, details({ phone: `+1 (${phone.slice(0, 3)}) ${phone.slice(3)}` }))
    expect(again.status).toBe(400)
    expect(errorOf(again)).toBe('AUT444')
  })

  it('holds a sign-up to its country’s rules (decision 079), as the storefront does, and keeps gender and postal code', async () => {
    const upstream = createUpstream()
    const bare = await signUp(upstream, details({ country: 'IT' }))
    expect(bare.status).toBe(400)
    expect(bare.body.errorDetails).toEqual([
      expect.objectContaining({
        errorId: 'API400',
        message: 'Invalid sign-up fields: gender, phone, postalCode, smsOptIn',
      }),
    ])
    const phone = `31${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const full = details({ country: 'IT', gender: 'FEMALE', phone, postalCode: '00184', smsOptIn: true })
    const created = await signUp(upstream, full)
    expect(created.status).toBe(201)
    const row = await bindings.DB.prepare(
      'SELECT gender, postal_code, sms_opt_in FROM consumers WHERE id = ?',
    )
      .bind(created.body.consumerId)
      .first()
    expect(row).toEqual({ gender: 'FEMALE', postal_code: '00184', sms_opt_in: 1 })
    // Where the country does not ask them, they are not kept.
    const american = await signUp(upstream, details({ gender: 'FEMALE' }))
    expect(american.status).toBe(201)
    const kept = await bindings.DB.prepare('SELECT gender FROM consumers WHERE id = ?')
      .bind(american.body.consumerId)
      .first()
    expect(kept).toEqual({ gender: null })
  })

  it('answers 400 PRO411 without a birth date and PRO410 under the country’s minimum age', async () => {
    const upstream = createUpstream()
    for (const birthDate of [undefined, null, '']) {
      const missing = await signUp(upstream, details({ birthDate }))
      expect(missing.status).toBe(400)
      expect(errorOf(missing)).toBe('PRO411')
    }
    const today = new Date()
    const yearsAgo = (years: number) =>
      `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(today.getUTCDate(), 28)).padStart(2, '0')}`
    // Fourteen is old enough in the US, not in Germany.
    const young = await signUp(upstream, details({ birthDate: yearsAgo(14), country: 'DE' }))
    expect(young.status).toBe(400)
    expect(errorOf(young)).toBe('PRO410')
    expect((await signUp(upstream, details({ birthDate: yearsAgo(14) }))).status).toBe(201)
    const early = await signUp(upstream, details({ birthDate: '1899-12-31' }))
    expect(errorOf(early)).toBe('PRO410')
  })

  it('checks the other fields by the same rules as the storefront, and asks for the bot check', async () => {
    const upstream = createUpstream()
    expect(errorOf(await signUp(upstream, details({ email: 'nope' })))).toBe('AUT453')
    expect(errorOf(await signUp(upstream, details({ password: 'Ab1' })))).toBe('FE872')
    expect(errorOf(await signUp(upstream, details({ password: 'alllowercase1' })))).toBe('API400')
    expect(errorOf(await signUp(upstream, details({ termsAccepted: false })))).toBe('API400')
    expect(errorOf(await signUp(upstream, details({ smsOptIn: true })))).toBe('API400')
    expect(errorOf(await signUp(upstream, details({ firstName: 'R2D2' })))).toBe('API400')
    expect(errorOf(await signUp(upstream, details({ recaptcha_response: 'fail' })))).toBe('AUT403')
    expect((await signUp(upstream, { email: 'x' })).status).toBe(400)
  })
})

const RESET_URL = 'https://shop.example/en-us/reset-password'

const forgot = (upstream: Upstream, email: string) =>
  api(upstream, 'POST', '/consumers-v3/consumer/resetpassword', { body: { email, resetUrl: RESET_URL } })

/** Asks for a reset link and reads its token from the outbox. */
async function resetToken(upstream: Upstream, email: string): Promise<string> {
  expect((await forgot(upstream, email)).status).toBe(202)
  const [latest] = (await outbox(upstream, email)).emails
  return new URL(latest?.link as string).searchParams.get('token') as string
}

const reset = (upstream: Upstream, token: string, password: string) =>
  api(upstream, 'POST', '/consumers-v3/confirmforgotpassword', { body: { token, password } })

const change = (upstream: Upstream, token: string | undefined, currentPassword: string, password: string) =>
  api(upstream, 'POST', '/consumers-v3/consumer/changepassword', {
    body: { currentPassword, password },
    ...(token ? { token } : {}),
  })

describe('forgotten passwords', () => {
  it('answers a known and an unknown address alike, and emails a link only to the account', async () => {
    const upstream = createUpstream()
    const { email } = await newConsumer()
    const unknown = `nobody-${crypto.randomUUID()}@example.com`
    const known = await forgot(upstream, email.toUpperCase())
    const none = await forgot(upstream, unknown)
    expect(known).toEqual({ status: 202, body: {} })
    expect(none).toEqual(known)
    const [sent, ...more] = (await outbox(upstream, email)).emails
    expect(more).toEqual([])
    expect(sent).toMatchObject({ to: email, subject: 'Reset your password' })
    const link = new URL(sent?.link as string)
    expect(`${link.origin}${link.pathname}`).toBe(RESET_URL)
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await outbox(upstream, unknown)).emails).toEqual([])
  })

  it('keeps the token only as its SHA-256, and the outbox only behind the access key', async () => {
    const upstream = createUpstream()
    const { email } = await newConsumer()
    const token = await resetToken(upstream, email)
    const rows = JSON.stringify(
      (await bindings.DB.prepare('SELECT * FROM password_reset_tokens').all()).results,
    )
    expect(rows).not.toContain(token)
    expect(rows).toContain(await sha256Hex(token))
    expect((await outbox(upstream, email, 'wrong-key')).status).toBe(400)
  })

  it('refuses a request that is not one', async () => {
    const upstream = createUpstream()
    const answer = await api(upstream, 'POST', '/consumers-v3/consumer/resetpassword', {
      body: { email: 'a@example.com', resetUrl: 'javascript:alert(1)' },
    })
    expect(errorOf(answer)).toBe('API400')
  })
})

describe('resetting a password', () => {
  it('sets the new password once, and signs the customer out everywhere', async () => {
    const upstream = createUpstream()
    const { id, email, password } = await newConsumer()
    const phone = await signedIn(upstream, email, { password })
    const laptop = await signedIn(upstream, email, { password })
    const token = await resetToken(upstream, email)
    // Whose password it was, so the storefront can end their sessions at the edge too (decision 042).
    expect(await reset(upstream, token, 'N3w-password')).toEqual({ status: 200, body: { consumerId: id } })
    // Every session of theirs is over: access and refresh tokens alike.
    for (const session of [phone, laptop]) {
      expect((await profile(upstream, session.accessToken)).status).toBe(401)
      expect(errorOf(await refresh(upstream, session.refreshToken))).toBe('AUT432')
    }
    await signedIn(upstream, email, { password: 'N3w-password' })
    const { challenge } = await pkcePair()
    expect(errorOf(await signIn(upstream, email, password, challenge))).toBe('AUT401')
    // The link works once.
    expect(errorOf(await reset(upstream, token, 'Other-passw0rd'))).toBe('AUT402')
  })

  it('refuses an unknown token, and a link after its 30 minutes', async () => {
    const upstream = createUpstream()
    const { email } = await newConsumer()
    expect(errorOf(await reset(upstream, 'no-such-token-at-all-anywhere', 'N3w-password'))).toBe('AUT402')
    const token = await resetToken(upstream, email)
    later(30 * 60 * 1000 + 1)
    const answer = await reset(upstream, token, 'N3w-password')
    expect(answer.status).toBe(400)
    expect(errorOf(answer)).toBe('AUT402')
  })

  it('holds the new password to the rule and refuses the current one, keeping the link for another try', async () => {
    const upstream = createUpstream()
    const { email, password } = await newConsumer()
    const token = await resetToken(upstream, email)
    expect(errorOf(await reset(upstream, token, 'Sh0rt'))).toBe('FE872')
    expect(errorOf(await reset(upstream, token, 'alllowercase1'))).toBe('PRO415')
    expect(errorOf(await reset(upstream, token, password))).toBe('AUT451')
    expect((await reset(upstream, token, 'N3w-password')).status).toBe(200)
  })

  it('voids the other links of the account once one is used', async () => {
    const upstream = createUpstream()
    const { email } = await newConsumer()
    const first = await resetToken(upstream, email)
    const second = await resetToken(upstream, email)
    expect((await reset(upstream, second, 'N3w-password')).status).toBe(200)
    expect(errorOf(await reset(upstream, first, 'Other-passw0rd'))).toBe('AUT402')
  })

  it('lifts a sign-in lock: the reset proves the address is theirs', async () => {
    const upstream = createUpstream()
    const { email } = await newConsumer()
    const { challenge } = await pkcePair()
    for (let attempt = 0; attempt < 5; attempt++) await signIn(upstream, email, 'Wrong-pass1', challenge)
    expect(errorOf(await signIn(upstream, email, 'Wrong-pass1', challenge))).toBe('AUT423')
    expect((await reset(upstream, await resetToken(upstream, email), 'N3w-password')).status).toBe(200)
    await signedIn(upstream, email, { password: 'N3w-password' })
  })
})

describe('changing a password', () => {
  it('wants a registered customer’s token', async () => {
    const upstream = createUpstream()
    expect(errorOf(await change(upstream, undefined, 'x', 'N3w-password'))).toBe('AUT432')
    const guest = await guestTokens(upstream)
    const answer = await change(upstream, guest.accessToken, 'x', 'N3w-password')
    expect(answer.status).toBe(403)
    expect(errorOf(answer)).toBe('AUT498')
  })

  it('refuses a wrong current password, the same one again, and one against the rule', async () => {
    const upstream = createUpstream()
    const { email, password } = await newConsumer()
    const session = await signedIn(upstream, email, { password })
    expect(errorOf(await change(upstream, session.accessToken, 'Wrong-pass1', 'N3w-password'))).toBe('AUT450')
    expect(errorOf(await change(upstream, session.accessToken, password, password))).toBe('AUT452')
    expect(errorOf(await change(upstream, session.accessToken, password, 'short'))).toBe('FE872')
  })

  it('changes it and signs out the customer’s other sessions, keeping the one that changed it', async () => {
    const upstream = createUpstream()
    const { email, password } = await newConsumer()
    const here = await signedIn(upstream, email, { password })
    const elsewhere = await signedIn(upstream, email, { password })
    const link = await resetToken(upstream, email)
    expect(await change(upstream, here.accessToken, password, 'N3w-password')).toEqual({
      status: 204,
      body: {},
    })
    expect((await profile(upstream, here.accessToken)).status).toBe(200)
    expect((await refresh(upstream, here.refreshToken)).status).toBe(200)
    expect((await profile(upstream, elsewhere.accessToken)).status).toBe(401)
    expect(errorOf(await refresh(upstream, elsewhere.refreshToken))).toBe('AUT432')
    await signedIn(upstream, email, { password: 'N3w-password' })
    // A link asked for before the change would undo it.
    expect(errorOf(await reset(upstream, link, 'Other-passw0rd'))).toBe('AUT402')
  })
})
