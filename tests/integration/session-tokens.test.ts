/**
 * The shopper's upstream tokens (decision 034): held only by the session object, refreshed once for all of a
 * shopper's requests, sent by the fetch core on the calls that act for the shopper. A stub stands in front of the
 * mock API here, so each test controls and counts the grants: it answers `/api/token/v2/auth/token` by the contract (Guest,
 * RefreshToken with single-use refresh tokens), counts the grants, keeps a cart to the customer whose token made it
 * (another customer's token gets 403 AUT498), and can refuse an access token (401 AUT432) or a basket (403 AUT498)
 * on cart calls. Everything else goes on to the mock API.
 */
import { runInDurableObject } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { Bindings } from '../../worker/env'
import { RequestSession } from '../../worker/session/session'
import type { UpstreamTokens } from '../../worker/upstream/commerce/tokens'
import { jsonPost } from './browser'
import { shopperWith, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'
import { countingSessions, sessionCookieOf, sessionState } from './sessions'

beforeEach(clearUpstreamCache)

const TOKEN_PATH = '/api/token/v2/auth/token'
const sessions = bindings.SESSIONS

interface Grant {
  grantType: 'Guest' | 'RefreshToken'
  refreshToken?: string
}

/** The token service by the contract, in front of the mock API. */
function tokenUpstream() {
  const upstream = createUpstream()
  const grants: Grant[] = []
  /** Every access token and refresh token handed out, to look for them where they must never be. */
  const secrets: string[] = []
  const refreshTokens = new Map<string, { kind: 'Guest' | 'Registered'; customerId: string; used: boolean }>()
  const refused = new Set<string>()
  const foreignBaskets = new Set<string>()
  /** Whose each access token is, and whose each cart (by the token it was made with): the contract's ownership. */
  const customerOf = new Map<string, string>()
  const ownerOf = new Map<string, string>()
  /** The cart and catalogue requests as the mock API got them: path and the Authorization header. */
  const sent: { path: string; authorization: string | null }[] = []
  let hold: Promise<void> | null = null
  let down = false
  let count = 0

  const issue = (kind: 'Guest' | 'Registered', customerId: string) => {
    count++
    const accessToken = `acc-${count}-${crypto.randomUUID()}`
    const refreshToken = `ref-${count}-${crypto.randomUUID()}`
    secrets.push(accessToken, refreshToken)
    customerOf.set(accessToken, customerId)
    refreshTokens.set(refreshToken, { kind, customerId, used: false })
    return {
      tokenType: kind,
      accessToken,
      refreshToken,
      expiresIn: 1800,
      customerId,
      usid: `usid-${count}`,
    }
  }
  const refusal = (status: number, errorId: string) =>
    Response.json({ errorDetails: [{ errorId, message: errorId }], correlationId: 'x' }, { status })

  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      const path = new URL(request.url).pathname
      if (path === TOKEN_PATH) {
        const grant = (await request.json()) as Grant
        grants.push(grant)
        if (hold) await hold
        if (down) return refusal(503, 'GEN500')
        if (grant.grantType === 'Guest') return Response.json(issue('Guest', `guest-${crypto.randomUUID()}`))
        const known = refreshTokens.get(grant.refreshToken ?? '')
        if (!known || known.used) return refusal(401, 'AUT432')
        known.used = true
        return Response.json(issue(known.kind, known.customerId))
      }
      const authorization = request.headers.get('authorization')
      sent.push({ path, authorization })
      if (path.startsWith('/api/cart')) {
        const token = authorization?.replace(/^Bearer /, '') ?? ''
        if (refused.has(token)) return refusal(401, 'AUT432')
        if ([...foreignBaskets].some((basketId) => path.includes(basketId))) return refusal(403, 'AUT498')
        const owned = [...ownerOf].find(([basketId]) => path.includes(basketId))
        if (owned && owned[1] !== customerOf.get(token)) return refusal(403, 'AUT498')
      }
      // The stub's tokens are its own: the mock API behind it sees the call as one without a token.
      const forwarded = new Request(request)
      forwarded.headers.delete('authorization')
      const response = await upstream.fetcher.fetch(forwarded)
      if (
        (path === '/api/cart/v1/cart' || path === '/api/cart/v1/cartWithItem') &&
        response.ok &&
        authorization
      ) {
        const made = (await response.clone().json()) as { basketId: string }
        ownerOf.set(made.basketId, customerOf.get(authorization.replace(/^Bearer /, '')) ?? '')
      }
      return response
    },
    connect() {
      throw new Error('not supported')
    },
  } as unknown as Fetcher

  return {
    upstream,
    fetcher,
    grants,
    secrets,
    sent,
    /** A Registered pair the service knows, as the sign-in routes will store it. */
    registered(customerId = 'cust-ana'): UpstreamTokens {
      const answer = issue('Registered', customerId)
      return {
        kind: 'Registered',
        accessToken: answer.accessToken,
        accessExpiresAt: Date.now() + 1800_000,
        refreshToken: answer.refreshToken,
        customerId,
        usid: answer.usid,
      }
    },
    /** Refuses an access token from now on (revoked), as 401 AUT432. */
    refuse: (accessToken: string) => refused.add(accessToken),
    /** Answers 403 AUT498 on every call to this basket: it belongs to another customer now. */
    foreign: (basketId: string) => foreignBaskets.add(basketId),
    /** The token service fails (503) until called again with false. */
    setDown: (value: boolean) => {
      down = value
    },
    /** Holds every grant until released. */
    hold() {
      let release = () => {}
      hold = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => {
        hold = null
        release()
      }
    },
  }
}

type Tokens = ReturnType<typeof tokenUpstream>

/**
 * The storefront with tokens on, and its session objects calling the same stub: the objects read their own
 * bindings (as in production), which the test pool shares with them.
 */
function tokensEnv(tokens: Tokens, overrides: Partial<Bindings> = {}) {
  return createTestEnv({ fetcher: tokens.fetcher }, overrides)
}

const idOf = (cookie: string) => /__Host-sid=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
const stubOf = (cookie: string) => sessions.get(sessions.idFromString(idOf(cookie)))

/** The tokens a session object holds, read from its storage as the object keeps them. */
async function storedTokens(cookie: string): Promise<UpstreamTokens | undefined> {
  return runInDurableObject(stubOf(cookie), async (_object, state) => {
    const auth = await state.storage.get<{ tokens?: UpstreamTokens }>('auth')
    return auth?.tokens
  })
}

/** Makes the access token a session holds (nearly) expired, as if half an hour had passed. */
async function expireAccessToken(cookie: string): Promise<void> {
  await runInDurableObject(stubOf(cookie), async (_object, state) => {
    const auth = (await state.storage.get<{ tokens: UpstreamTokens }>('auth')) as { tokens: UpstreamTokens }
    await state.storage.put('auth', {
      ...auth,
      tokens: { ...auth.tokens, accessExpiresAt: Date.now() + 5_000 },
    })
  })
}

const cartRead = (env: Bindings, cookie: string) =>
  request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })

const bearerOf = (tokens: Tokens, path: string) =>
  tokens.sent.filter((entry) => entry.path.startsWith(path)).map((entry) => entry.authorization)

describe('shopper tokens', () => {
  let consoleLines: MockInstance[] = []
  beforeEach(() => {
    consoleLines = (['log', 'info', 'warn', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    )
  })
  afterEach(() => {
    for (const spy of consoleLines) spy.mockRestore()
  })
  const logged = () =>
    [...consoleLines, console.error as unknown as MockInstance]
      .flatMap((spy) => spy.mock?.calls ?? [])
      .map((args) => args.map(String).join(' '))
      .join('\n')

  it('makes no token call and no session object for a visitor who only browses', async () => {
    const tokens = tokenUpstream()
    const counting = countingSessions()
    const env = tokensEnv(tokens, { SESSIONS: counting.namespace })
    for (const path of ['/en-us', '/en-us/c/men-1000', '/en-us/search?q=hoodie'])
      expect((await request(path, { env })).status).toBe(200)
    expect(tokens.grants).toEqual([])
    expect(counting.calls).toEqual([])
    expect(tokens.sent.length).toBeGreaterThan(0)
    expect(tokens.sent.every((entry) => entry.authorization === null)).toBe(true)
  })

  it('gets a Guest token on the first cart call and sends it as a Bearer on cart calls only', async () => {
    const tokens = tokenUpstream()
    const env = tokensEnv(tokens)
    const [variant] = await variantsInStock(tokens.upstream, 2, 1)
    const { cookie } = await shopperWith(env, [
      { sku: variant?.sku as string, qty: 1 },
      { sku: variant?.sku as string, qty: 1 },
    ])
    expect((await cartRead(env, cookie)).status).toBe(200)
    expect(tokens.grants).toEqual([{ grantType: 'Guest' }])
    const held = await storedTokens(cookie)
    expect(held?.kind).toBe('Guest')
    const cartCalls = bearerOf(tokens, '/api/cart')
    expect(cartCalls.length).toBeGreaterThanOrEqual(3)
    expect(new Set(cartCalls)).toEqual(new Set([`Bearer ${held?.accessToken}`]))
    expect((await request('/en-us/c/men-1000', { env, headers: { cookie } })).status).toBe(200)
    const catalogueCalls = tokens.sent.filter((entry) => !entry.path.startsWith('/api/cart'))
    expect(catalogueCalls.length).toBeGreaterThan(0)
    expect(catalogueCalls.every((entry) => entry.authorization === null)).toBe(true)
    // What routes read of the session holds no token.
    expect(JSON.stringify(await sessionState(cookie))).not.toContain(held?.accessToken)
  })

  it('refreshes an expiring token with one call for ten concurrent requests, which all use the new one', async () => {
    const tokens = tokenUpstream()
    const counting = countingSessions()
    const env = tokensEnv(tokens, { SESSIONS: counting.namespace })
    const [variant] = await variantsInStock(tokens.upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const before = (await storedTokens(cookie)) as UpstreamTokens
    await expireAccessToken(cookie)
    tokens.sent.length = 0
    counting.calls.length = 0

    const release = tokens.hold()
    const reads = Array.from({ length: 10 }, () => cartRead(env, cookie))
    // All ten have asked the object for a token before the token service answers the first refresh.
    await vi.waitFor(() => expect(counting.calls.filter((name) => name === 'accessToken')).toHaveLength(10))
    release()
    const answers = await Promise.all(reads)

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    for (const answer of answers) expect(await answer.json()).toHaveProperty('cart.currency', 'USD')
    expect(tokens.grants).toEqual([
      { grantType: 'Guest' },
      { grantType: 'RefreshToken', refreshToken: before.refreshToken },
    ])
    const after = (await storedTokens(cookie)) as UpstreamTokens
    expect(after.accessToken).not.toBe(before.accessToken)
    expect(bearerOf(tokens, '/api/cart')).toEqual(Array(10).fill(`Bearer ${after.accessToken}`))
  })

  it('refreshes once and repeats the call once when the cart service refuses the token with 401 AUT432', async () => {
    const tokens = tokenUpstream()
    const env = tokensEnv(tokens)
    const [variant] = await variantsInStock(tokens.upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const before = (await storedTokens(cookie)) as UpstreamTokens
    tokens.refuse(before.accessToken)
    tokens.sent.length = 0

    const answer = await cartRead(env, cookie)
    expect(answer.status).toBe(200)
    const after = (await storedTokens(cookie)) as UpstreamTokens
    expect(tokens.grants.map((grant) => grant.grantType)).toEqual(['Guest', 'RefreshToken'])
    expect(bearerOf(tokens, '/api/cart')).toEqual([
      `Bearer ${before.accessToken}`,
      `Bearer ${after.accessToken}`,
    ])
  })

  it('answers a cart call with an upstream failure while the token service is down, and keeps the session', async () => {
    const tokens = tokenUpstream()
    const env = tokensEnv(tokens)
    const [variant] = await variantsInStock(tokens.upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const basketId = (await sessionState(cookie)).carts?.['KST-US']
    await expireAccessToken(cookie)
    tokens.setDown(true)

    const failed = await cartRead(env, cookie)
    expect(failed.status).toBe(502)
    expect((await sessionState(cookie)).carts?.['KST-US']).toBe(basketId)

    tokens.setDown(false)
    const read = await cartRead(env, cookie)
    expect(read.status).toBe(200)
    expect(await read.json()).toHaveProperty('cart.currency', 'USD')
    expect(tokens.grants.map((grant) => grant.grantType)).toEqual(['Guest', 'RefreshToken', 'RefreshToken'])
  })

  it('signs a customer out to a new Guest token, without an error, when their refresh is refused', async () => {
    const tokens = tokenUpstream()
    const env = tokensEnv(tokens)
    const [variant] = await variantsInStock(tokens.upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const session = new RequestSession(sessions, idOf(cookie))
    const registered = { ...tokens.registered(), accessExpiresAt: Date.now() - 1000 }
    await session.signIn(registered, { type: 'REGISTERED', loyaltyMember: false, profiles: [] })
    const signedIn = await sessionCookieFor(session.id as string)
    expect((await sessionState(signedIn)).customer?.type).toBe('REGISTERED')
    // Its refresh token was used elsewhere first: the session's use of it is refused.
    tokens.grants.length = 0
    await refreshElsewhere(tokens, registered.refreshToken)

    const answer = await cartRead(env, signedIn)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ cart: null })
    expect(tokens.grants.map((grant) => grant.grantType)).toEqual(['RefreshToken', 'RefreshToken', 'Guest'])
    const state = await sessionState(signedIn)
    expect(state.customer).toBeUndefined()
    expect(state.carts).toBeUndefined()
    expect(state.signedOut?.reason).toBe('revoked')
    expect((await storedTokens(signedIn))?.kind).toBe('Guest')
  })

  it('moves a sign-in to a new session id, where the old cookie finds no tokens', async () => {
    const tokens = tokenUpstream()
    const env = tokensEnv(tokens)
    const [variant] = await variantsInStock(tokens.upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const guest = (await storedTokens(cookie)) as UpstreamTokens
    const basketId = (await sessionState(cookie)).carts?.['KST-US']

    const session = new RequestSession(sessions, idOf(cookie))
    const registered = tokens.registered()
    await session.signIn(registered, { type: 'REGISTERED', loyaltyMember: true, profiles: [] })
    expect(session.id).not.toBe(idOf(cookie))
    expect(session.issued).toBe(true)
    const signedIn = await sessionCookieFor(session.id as string)
    expect((await sessionState(signedIn)).carts?.['KST-US']).toBe(basketId)
    expect((await storedTokens(signedIn))?.accessToken).toBe(registered.accessToken)
    expect(await sessionState(cookie)).toEqual({})
    expect(await storedTokens(cookie)).toBeUndefined()

    // The old cookie is a new, empty session: its first cart call gets a new Guest token, not anyone's tokens.
    tokens.sent.length = 0
    expect(await (await cartRead(env, cookie)).json()).toEqual({ cart: null })
    expect(tokens.sent.filter((entry) => entry.authorization?.includes(guest.accessToken))).toEqual([])

    // Signing out answers the tokens to revoke and leaves a fresh guest's session under another id.
    const before = session.id
    expect(await session.signOut()).toEqual(registered)
    expect(session.id).not.toBe(before)
    expect(await session.read()).toEqual({})
    expect(await storedTokens(signedIn)).toBeUndefined()
    const grant = await session.accessToken()
    expect(grant.kind).toBe('Guest')
  })

  it('signs out a customer idle for three days, and reads an idle guest session as empty after thirty', async () => {
    const tokens = tokenUpstream()
    tokensEnv(tokens)
    const session = new RequestSession(sessions, null)
    await session.change({ kind: 'compare.add', styleCode: 'KS100013' })
    await session.signIn(tokens.registered(), { type: 'REGISTERED', loyaltyMember: false, profiles: [] })
    const cookie = await sessionCookieFor(session.id as string)
    await runInDurableObject(stubOf(cookie), (_object, state) =>
      state.storage.put('touched', Date.now() - 3 * 24 * 60 * 60 * 1000 - 1),
    )
    const state = await sessionState(cookie)
    expect(state.customer).toBeUndefined()
    expect(state.compare).toEqual(['KS100013'])
    expect(state.signedOut?.reason).toBe('timeout')
    expect(await storedTokens(cookie)).toBeUndefined()
  })

  it('rebuilds a bag the cart service calls another customer’s (403 AUT498) from its lines, saying so', async () => {
    const tokens = tokenUpstream()
    const env = tokensEnv(tokens)
    const [first, second] = await variantsInStock(tokens.upstream, 2, 2)
    const { cookie, cart } = await shopperWith(env, [
      { sku: first?.sku as string, qty: 1 },
      { sku: second?.sku as string, qty: 2 },
    ])
    const lost = (await sessionState(cookie)).carts?.['KST-US'] as string
    tokens.foreign(lost)

    const html = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    expect(html).toContain('Your bag belonged to another sign-in, so we started a new one with its items.')
    for (const line of cart.items) expect(html).toContain(line.name)
    const made = (await sessionState(cookie)).carts?.['KST-US']
    expect(made).toBeDefined()
    expect(made).not.toBe(lost)

    // A change to a cart that is another customer's makes it again too, and answers the toast.
    tokens.foreign(made as string)
    const changed = await request('/api/cart/items/update', {
      env,
      ...jsonPost({ itemId: 'x', qty: 1 }, cookie),
    })
    expect(await changed.json()).toMatchObject({
      errorDetails: [
        {
          errorId: 'INVALID_CUSTOMER_CART',
          message: 'Your bag belonged to another sign-in, so we started a new one with its items.',
        },
      ],
      placement: 'toast',
      action: 'recreateCart',
    })
    expect((await sessionState(cookie)).carts?.['KST-US']).not.toBe(made)
  })

  it('never lets a token out: not in a response body or header, not in the session read, not in a log line', async () => {
    const tokens = tokenUpstream()
    const env = tokensEnv(tokens)
    const [variant] = await variantsInStock(tokens.upstream, 1, 1)
    const seen: string[] = []
    const keep = async (response: Response) => {
      seen.push(JSON.stringify([...response.headers]), await response.clone().text())
      return response
    }
    const added = await keep(
      await request('/api/cart/items', { env, ...jsonPost({ productId: variant?.sku, qty: 1 }) }),
    )
    const cookie = sessionCookieOf(added)
    await expireAccessToken(cookie)
    tokens.refuse(((await storedTokens(cookie)) as UpstreamTokens).accessToken)
    await keep(await cartRead(env, cookie))
    await keep(await request('/en-us/cart', { env, headers: { cookie } }))
    await keep(await request('/en-us/checkout', { env, headers: { cookie } }))
    seen.push(JSON.stringify(await sessionState(cookie)))
    expect(tokens.grants.map((grant) => grant.grantType)).toEqual(['Guest', 'RefreshToken'])
    expect(tokens.secrets.length).toBeGreaterThanOrEqual(4)
    const everything = `${seen.join('\n')}\n${logged()}`
    for (const secret of tokens.secrets) expect(everything).not.toContain(secret)
  })
})

/** The signed cookie of a session id. */
async function sessionCookieFor(id: string): Promise<string> {
  const { signSessionId, SESSION_COOKIE_NAME } = await import('../../worker/session/cookie')
  return `${SESSION_COOKIE_NAME}=${await signSessionId(id, TEST_SECRETS.SESSION_SECRET)}`
}

/** Uses a refresh token from somewhere else (a stolen copy): it is single-use, so the session's own use is refused. */
async function refreshElsewhere(tokens: Tokens, refreshToken: string): Promise<void> {
  await tokens.fetcher.fetch(`https://mock-api.internal${TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'RefreshToken', refreshToken }),
  })
}
