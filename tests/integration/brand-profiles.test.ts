/**
 * A profile per brand (decision 088): the mock consumer service answers 404 PRO404 for an account without a profile
 * on the call's brand and creates one by `POST /consumers-v3/consumer`; the storefront signs such a shopper in all
 * the same and takes them to the brand's welcome step ("Welcome to Kestrel: confirm your details"), a plain form
 * prefilled from the sign-in identity, before the account or the complete-profile steps.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { newShopper, page, postForm, signIn } from './account-helpers'
import { cookieOf } from './browser'
import { bindings, clearUpstreamCache, createTestShop, createUpstream, type Upstream } from './harness'
import { api, errorOf, pkcePair } from './mock-consumer-helpers'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

/** A shopper whose account has a profile on Tidewater only (none on Kestrel, the test shop's brand). */
async function tidewaterShopper() {
  const shopper = await newShopper({ prefix: 'brand', firstName: 'Orla', lastName: 'Brandt' })
  await bindings.DB.prepare("UPDATE consumers SET profile_brands = 'tidewater' WHERE id = ?")
    .bind(shopper.id)
    .run()
  return shopper
}

const brandsOf = async (id: string) =>
  (
    await bindings.DB.prepare('SELECT profile_brands FROM consumers WHERE id = ?')
      .bind(id)
      .first<{ profile_brands: string | null }>()
  )?.profile_brands

/** Signs in at the mock (PKCE) and exchanges the code: the customer's access token. */
async function tokenOf(upstream: Upstream, email: string, password: string): Promise<string> {
  const { verifier, challenge } = await pkcePair()
  const code = await api(upstream, 'POST', '/consumers-v3/auth/signin', {
    body: {
      username: email,
      password,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      recaptcha_response: 'ok',
    },
  })
  const exchange = await api(upstream, 'POST', '/token/v2/auth/token', {
    body: { grantType: 'Registered', authorizationCode: code.body.authorizationCode, codeVerifier: verifier },
  })
  return exchange.body.accessToken as string
}

const create = (upstream: Upstream, token: string, body: unknown, siteId: string | null = 'KST-US') =>
  api(upstream, 'POST', `/consumers-v3/consumer${siteId ? `?siteId=${siteId}` : ''}`, { body, token })

const names = (details: Record<string, string> = {}) => ({
  consumerProfile: { consumerDetails: { firstName: 'Orla', lastName: 'Brandt', ...details } },
  country: 'US',
})

describe('the consumer service’s profiles per brand', () => {
  it('answers PRO404 on a brand where the account has no profile, and the profile on its own brand', async () => {
    const upstream = createUpstream()
    const shopper = await tidewaterShopper()
    const token = await tokenOf(upstream, shopper.email, shopper.password)
    const kestrel = await api(upstream, 'GET', '/consumers-v3/consumer?siteId=KST-US', { token })
    expect([kestrel.status, errorOf(kestrel)]).toEqual([404, 'PRO404'])
    const tidewater = await api(upstream, 'GET', '/consumers-v3/consumer?siteId=TDW-US', { token })
    expect([tidewater.status, tidewater.body.firstName]).toEqual([200, 'Orla'])
  })

  it('makes a sign-up’s profile on the brand of the site it signed up on, and on no other', async () => {
    const upstream = createUpstream()
    const email = `brand-${crypto.randomUUID().slice(0, 12)}@example.com`
    const password = 'Brand-passw0rd'
    const signUp = await api(upstream, 'POST', '/consumers-v3/auth/signup', {
      body: {
        firstName: 'Tove',
        lastName: 'Lund',
        email,
        password,
        birthDate: '1991-03-04',
        country: 'US',
        termsAccepted: true,
        recaptcha_response: 'ok',
        siteId: 'TDW-US',
      },
    })
    expect(signUp.status).toBe(201)
    expect(await brandsOf(signUp.body.consumerId as string)).toBe('tidewater')
    const token = await tokenOf(upstream, email, password)
    const kestrel = await api(upstream, 'GET', '/consumers-v3/consumer?siteId=KST-US', { token })
    expect([kestrel.status, errorOf(kestrel)]).toEqual([404, 'PRO404'])
    expect((await api(upstream, 'GET', '/consumers-v3/consumer?siteId=TDW-US', { token })).status).toBe(200)
  })

  it('creates the profile on the call’s brand with the details confirmed, then reads it there', async () => {
    const upstream = createUpstream()
    const shopper = await tidewaterShopper()
    const token = await tokenOf(upstream, shopper.email, shopper.password)
    const created = await create(upstream, token, names({ firstName: 'Orla Mae', postalCode: '98101' }))
    expect(created.status).toBe(201)
    expect(created.body.consumerDetails).toMatchObject({ firstName: 'Orla Mae', postalCode: '98101' })
    expect(await brandsOf(shopper.id)).toBe('tidewater kestrel')
    const read = await api(upstream, 'GET', '/consumers-v3/consumer?siteId=KST-US', { token })
    expect([read.status, read.body.firstName]).toEqual([200, 'Orla Mae'])
  })

  it('refuses a profile that exists on the brand already (PRO409), a new one or an account on every brand', async () => {
    const upstream = createUpstream()
    const shopper = await tidewaterShopper()
    const token = await tokenOf(upstream, shopper.email, shopper.password)
    expect((await create(upstream, token, names())).status).toBe(201)
    const again = await create(upstream, token, names())
    expect([again.status, errorOf(again)]).toEqual([409, 'PRO409'])
    const everywhere = await newShopper({ prefix: 'brand' })
    const theirs = await create(
      upstream,
      await tokenOf(upstream, everywhere.email, everywhere.password),
      names(),
    )
    expect([theirs.status, errorOf(theirs)]).toEqual([409, 'PRO409'])
    expect(await brandsOf(everywhere.id)).toBeNull()
  })

  it('refuses missing names, refused fields, no brand and a guest, creating nothing', async () => {
    const upstream = createUpstream()
    const shopper = await tidewaterShopper()
    const token = await tokenOf(upstream, shopper.email, shopper.password)
    const refusals = [
      [await create(upstream, token, { country: 'US' }), 400, 'PRO412'],
      [await create(upstream, token, names({ lastName: ' ' })), 400, 'PRO412'],
      [await create(upstream, token, names({ phone: '12' })), 400, 'PRO412'],
      [await create(upstream, token, names({ birthDate: '2020-01-01' })), 400, 'PRO410'],
      [await create(upstream, token, names(), null), 400, 'API400'],
      [await create(upstream, token, names(), 'ZZZ-US'), 400, 'API400'],
    ] as const
    for (const [answer, status, errorId] of refusals)
      expect([answer.status, errorOf(answer)]).toEqual([status, errorId])
    const guest = await api(upstream, 'POST', '/token/v2/auth/token', { body: { grantType: 'Guest' } })
    const byGuest = await create(upstream, guest.body.accessToken as string, names())
    expect([byGuest.status, errorOf(byGuest)]).toEqual([403, 'AUT498'])
    expect(await brandsOf(shopper.id)).toBe('tidewater')
  })
})

describe('signing in on a brand where the account has no profile', () => {
  const signInForm = (env: Parameters<typeof page>[0], email: string, password: string) =>
    postForm(env, '/en-us/account/sign-in', { email, password, returnTo: '/en-us/account' })

  it('signs in and goes to the brand’s welcome step, prefilled from the identity, without JavaScript', async () => {
    const { env } = createTestShop()
    const shopper = await tidewaterShopper()
    const signedIn = await signInForm(env, shopper.email, shopper.password)
    expect(signedIn.status).toBe(303)
    const welcome = signedIn.headers.get('location') ?? ''
    expect(welcome).toBe('/en-us/account/join?step=brand&returnTo=%2Fen-us%2Faccount%3Faccount%3DsignedIn')
    const cookie = cookieOf(signedIn, '')
    const html = await (await page(env, welcome, cookie)).text()
    expect(html).toContain('Welcome to Kestrel: confirm your details')
    expect(html).toContain('name="step" value="brand"')
    expect(html).toMatch(/id="join-firstName"[^>]*value="Orla"|value="Orla"[^>]*id="join-firstName"/)
    expect(html).toMatch(/id="join-lastName"[^>]*value="Brandt"|value="Brandt"[^>]*id="join-lastName"/)
    // Every account page, and every other step of the flow, waits for the profile.
    const account = await page(env, '/en-us/account/orders', cookie)
    expect(account.status).toBe(303)
    expect(account.headers.get('location')).toBe(
      '/en-us/account/join?step=brand&returnTo=%2Fen-us%2Faccount%2Forders',
    )
    expect(await (await page(env, '/en-us/account/join?step=profile', cookie)).text()).toContain(
      'name="step" value="brand"',
    )
  })

  it('tells a script to go on to the welcome step, with no sign-in confirmation first', async () => {
    const { env } = createTestShop()
    const shopper = await tidewaterShopper()
    const answer = await signIn(env, shopper.email, shopper.password)
    expect(answer.status).toBe(200)
    expect(answer.body.next).toBe(
      '/en-us/account/join?step=brand&returnTo=%2Fen-us%2Faccount%3Faccount%3DsignedIn',
    )
    expect(answer.body.confirmation).toBeUndefined()
  })

  it('refuses empty names at their fields, then creates the profile and goes on to what is missing', async () => {
    const { env } = createTestShop()
    const shopper = await tidewaterShopper()
    const signedIn = await signInForm(env, shopper.email, shopper.password)
    const cookie = cookieOf(signedIn, '')
    const returnTo = '/en-us/account?account=signedIn'
    const refused = await postForm(
      env,
      '/en-us/account/join',
      { step: 'brand', firstName: 'Orla', lastName: '', returnTo },
      { cookie },
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Welcome to Kestrel: confirm your details')
    expect(html).toMatch(/id="join-lastName"[^>]*aria-invalid="true"/)
    expect(await brandsOf(shopper.id)).toBe('tidewater')

    const confirmed = await postForm(
      env,
      '/en-us/account/join',
      { step: 'brand', firstName: 'Orla', lastName: 'Brandt-Kerr', returnTo },
      { cookie },
    )
    expect(confirmed.status).toBe(303)
    // No phone on file: the complete-profile steps go on with the mobile step, then back to the account.
    expect(confirmed.headers.get('location')).toBe(
      `/en-us/account/join?step=mobile&returnTo=${encodeURIComponent(returnTo)}`,
    )
    expect(await brandsOf(shopper.id)).toBe('tidewater kestrel')
    const account = await page(env, '/en-us/account', cookie)
    expect(account.status).toBe(200)
    expect(await account.text()).toContain('Orla')
  })

  it('keeps the brand’s welcome step from a guest and from a shopper who has a profile here', async () => {
    const { env } = createTestShop()
    const guest = await page(env, '/en-us/account/join?step=brand')
    expect(await guest.text()).toContain('name="step" value="lookup"')
    const everywhere = await newShopper({ prefix: 'brand' })
    const signedIn = await signInForm(env, everywhere.email, everywhere.password)
    expect(signedIn.headers.get('location')).toBe('/en-us/account?account=signedIn')
    const html = await (await page(env, '/en-us/account/join?step=brand', cookieOf(signedIn, ''))).text()
    expect(html).not.toContain('name="step" value="brand"')
  })
})
