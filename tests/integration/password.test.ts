/**
 * Forgotten, reset and changed passwords through the storefront (decision 037): the same answer for any address,
 * the link only in the account's email, the reset page's token kept out of referrers and caches, every refusal
 * with its field's message (and, for a plain form, the page again without the passwords), sessions elsewhere
 * signed out, and the rate limits.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { newShopper as newShopperOf, page, pageForm, signIn } from './account-helpers'
import { formPost, jsonPost } from './browser'
import { call, readCart, variantsInStock } from './cart-helpers'
import type { TestEnv, Upstream } from './harness'
import { bindings, clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

/** A registered shopper of this test alone, so changing their password touches no other test. */
const newShopper = (password = 'Old-passw0rd') => newShopperOf({ password, prefix: 'reset' })

/** The reset links the mock "emailed" to an address, newest first. */
async function linksSentTo(upstream: Upstream, to: string): Promise<string[]> {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/__dev/outbox?to=${encodeURIComponent(to)}`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  const { emails } = (await response.json()) as { emails: { link: string }[] }
  return emails.map((email) => email.link)
}

const forgot = (env: TestEnv, email: string, ip = crypto.randomUUID()) =>
  request('/api/account/forgot-password', {
    env,
    ...jsonPost({ email }),
    headers: { ...jsonPost({ email }).headers, 'cf-connecting-ip': ip },
  })

/** Asks for a link through the storefront and reads its token from the mock's outbox. */
async function tokenFor(env: TestEnv, upstream: Upstream, email: string): Promise<string> {
  expect((await forgot(env, email)).status).toBe(200)
  const [link] = await linksSentTo(upstream, email)
  return new URL(link as string).searchParams.get('token') as string
}

const errorOf = (body: Record<string, unknown>) =>
  (body.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId

const RESET_PASSWORD = '/api/account/reset-password'
const CHANGE_PASSWORD = '/api/account/change-password'

describe('forgot password', () => {
  it('answers a known and an unknown address the same, and only the account gets a link to this shop', async () => {
    const { upstream, env } = createTestShop()
    const { email } = await newShopper()
    const unknown = `nobody-${crypto.randomUUID()}@example.com`
    const known = await forgot(env, email.toUpperCase())
    const none = await forgot(env, unknown)
    expect(known.status).toBe(200)
    expect(none.status).toBe(200)
    const body = await known.json()
    expect(body).toEqual({ sent: true, next: '/en-us/forgot-password?password=sent' })
    expect(await none.json()).toEqual(body)
    const [link, ...more] = await linksSentTo(upstream, email)
    expect(more).toEqual([])
    expect(link).toMatch(/^http:\/\/localhost\/en-us\/reset-password\?token=[A-Za-z0-9_-]{43}$/)
    expect(await linksSentTo(upstream, unknown)).toEqual([])

    // Without JavaScript: the page says the same, whoever asked.
    const formKnown = await pageForm(env, '/en-us/forgot-password', { email })
    const formNone = await pageForm(env, '/en-us/forgot-password', { email: unknown })
    expect(formKnown.status).toBe(303)
    expect(formKnown.headers.get('location')).toBe('/en-us/forgot-password?password=sent')
    expect(formNone.headers.get('location')).toBe(formKnown.headers.get('location'))
    const sent = await page(env, '/en-us/forgot-password?password=sent')
    expect(await sent.text()).toContain(
      'If an account exists for that address, we’ve sent a link to reset the password.',
    )
  })

  it('is linked from the sign-in page, and its page is never stored', async () => {
    const env = createTestShop().env
    const signInPage = await (await page(env, '/en-us/account/sign-in')).text()
    expect(signInPage).toContain('href="/en-us/forgot-password">Forgot your password?</a>')
    const forgotPage = await page(env, '/en-us/forgot-password')
    expect(forgotPage.status).toBe(200)
    expect(forgotPage.headers.get('cache-control')).toContain('no-store')
    const html = await forgotPage.text()
    expect(html).toContain('<h1>Forgot your password?</h1>')
    expect(html).toContain('action="/en-us/forgot-password"')
  })

  it('refuses an address that is not one beside its field, keeping what was typed', async () => {
    const env = createTestShop().env
    const script = await call(env, '/api/account/forgot-password', { email: 'not-an-email' }, '')
    expect(script.status).toBe(400)
    expect(script.body).toMatchObject({ fields: { email: 'Enter an email address like name@example.com.' } })
    const form = await pageForm(env, '/en-us/forgot-password', { email: 'not-an-email' })
    expect(form.status).toBe(400)
    expect(form.headers.get('location')).toBeNull()
    const html = await form.text()
    expect(html).toContain('value="not-an-email"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain('Enter an email address like name@example.com.')
  })

  it('limits requests per account, however the address is written, whether or not it has an account', async () => {
    const { env } = createTestShop()
    for (const email of [(await newShopper()).email, `nobody-${crypto.randomUUID()}@example.com`]) {
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await forgot(env, attempt % 2 ? email.toUpperCase() : email)).status).toBe(200)
      const refused = await forgot(env, email)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      expect(errorOf(await refused.json())).toBe('PASSWORD_RESET_THROTTLED')
    }
  })

  it('limits requests per client address, whatever addresses it asks for', async () => {
    const env = createTestShop().env
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await forgot(env, `someone-${attempt}-${crypto.randomUUID()}@example.com`, ip)).status).toBe(
        200,
      )
    const refused = await forgot(env, `one-more-${crypto.randomUUID()}@example.com`, ip)
    expect(refused.status).toBe(429)
    expect(errorOf(await refused.json())).toBe('PASSWORD_RESET_THROTTLED')
  })
})

describe('reset password', () => {
  it('shows the form with the link’s token in a hidden field, never stored and sent with no referrer', async () => {
    const { upstream, env } = createTestShop()
    const { email } = await newShopper()
    const token = await tokenFor(env, upstream, email)
    const response = await page(env, `/en-us/reset-password?token=${token}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await response.text()
    expect(html).toContain(`name="token" value="${token}"`)
    expect(html).toContain('At least 8 characters')
    // Other pages keep the usual policy.
    expect((await page(env, '/en-us/forgot-password')).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    )
    // A link without a token (or a mangled one) asks for a new link.
    const missing = await (await page(env, '/en-us/reset-password?token=%3Cscript%3E')).text()
    expect(missing).toContain('This password reset link is incomplete. Please ask for a new one.')
    expect(missing).not.toContain('<script>')
    expect(missing).toContain('href="/en-us/forgot-password"')
  })

  it('refuses passwords that differ, a weak one, and the current one, each beside its field', async () => {
    const { upstream, env } = createTestShop()
    const { email, password } = await newShopper()
    const token = await tokenFor(env, upstream, email)
    const reset = (fields: Record<string, string>) => call(env, RESET_PASSWORD, { token, ...fields }, '')
    const mismatch = await reset({ password: 'N3w-password', confirmPassword: 'N3w-passwort' })
    expect(mismatch.status).toBe(400)
    expect(errorOf(mismatch.body)).toBe('FE340')
    expect(mismatch.body).toMatchObject({ fields: { confirmPassword: 'The passwords don’t match.' } })
    const weak = await reset({ password: 'alllowercase1', confirmPassword: 'alllowercase1' })
    expect(weak.body).toMatchObject({ fields: { password: 'Add an upper-case letter.' } })
    const short = await reset({ password: 'Sh0rt', confirmPassword: 'Sh0rt' })
    expect(errorOf(short.body)).toBe('FE872')
    const same = await reset({ password, confirmPassword: password })
    expect(same.status).toBe(422)
    expect(errorOf(same.body)).toBe('AUT451')
    expect(same.body).toMatchObject({ fields: { password: 'Choose a password you haven’t used before.' } })

    // Without JavaScript: the page again, the token kept, no password filled back.
    const form = await pageForm(env, '/en-us/reset-password', {
      token,
      password: 'N3w-password',
      confirmPassword: 'Different-passw0rd',
    })
    expect(form.status).toBe(400)
    expect(form.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await form.text()
    expect(html).toContain(`name="token" value="${token}"`)
    expect(html).toContain('The passwords don’t match.')
    expect(html).not.toContain('N3w-password')
    expect(html).not.toContain('Different-passw0rd')
    // None of these used the link.
    expect((await reset({ password: 'N3w-password', confirmPassword: 'N3w-password' })).status).toBe(200)
  })

  it('refuses an expired link and a used one, and asks for a new link', async () => {
    const { upstream, env } = createTestShop()
    const { email } = await newShopper()
    const expired = await tokenFor(env, upstream, email)
    const hash = Array.from(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(expired))),
      (byte) => byte.toString(16).padStart(2, '0'),
    ).join('')
    await bindings.DB.prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, hash)
      .run()
    const fields = { password: 'N3w-password', confirmPassword: 'N3w-password' }
    const late = await pageForm(env, '/en-us/reset-password', { token: expired, ...fields })
    expect(late.status).toBe(422)
    const html = await late.text()
    expect(html).toContain('This password reset link has expired. Please ask for a new one.')
    expect(html).toContain('href="/en-us/forgot-password"')

    const token = await tokenFor(env, upstream, email)
    expect((await call(env, RESET_PASSWORD, { token, ...fields }, '')).status).toBe(200)
    const again = await call(
      env,
      RESET_PASSWORD,
      { token, password: 'Other-passw0rd', confirmPassword: 'Other-passw0rd' },
      '',
    )
    expect(errorOf(again.body)).toBe('AUT402')
  })

  it('sets the password, sends the shopper to sign in, and signs out their other sessions: the old one’s next bag call is a guest’s', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 3, 1)
    const { email, password } = await newShopper()
    const before = await signIn(env, email, password)
    expect(before.status).toBe(200)
    expect(
      (await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, before.cookie)).status,
    ).toBe(200)
    const token = await tokenFor(env, upstream, email)
    const done = await pageForm(env, '/en-us/reset-password', {
      token,
      password: 'N3w-password',
      confirmPassword: 'N3w-password',
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/en-us/account/sign-in?account=passwordChanged')
    const signInPage = await (await page(env, '/en-us/account/sign-in?account=passwordChanged')).text()
    expect(signInPage).toContain('Your password has been changed. Please sign in.')

    // The session signed in before the reset: its next bag call goes on as a guest's, with an empty bag.
    const bag = await request('/api/cart', {
      env,
      headers: { cookie: before.cookie, 'x-storefront-locale': 'en-us' },
    })
    expect(bag.status).toBe(200)
    expect(((await bag.json()) as { cart: { items: unknown[] } | null }).cart?.items ?? []).toEqual([])
    const state = await sessionState(before.cookie)
    expect(state.customer).toBeUndefined()
    expect(state.signedOut).toMatchObject({ reason: 'revoked' })

    expect((await signIn(env, email, password)).status).toBe(422)
    expect((await signIn(env, email, 'N3w-password')).status).toBe(200)
  })
})

describe('change password', () => {
  it('is in the account’s sign-in and security section, and a guest is sent to sign in', async () => {
    const env = createTestShop().env
    const { email, password } = await newShopper()
    const signedIn = await signIn(env, email, password)
    const overview = await (await page(env, '/en-us/account', signedIn.cookie)).text()
    expect(overview).toContain('href="/en-us/account/security"')
    const security = await page(env, '/en-us/account/security', signedIn.cookie)
    expect(security.headers.get('cache-control')).toContain('no-store')
    const html = await security.text()
    expect(html).toContain('<h2 id="change-password-title">Change password</h2>')
    expect(html).toContain('action="/en-us/account/security"')
    const guest = await call(
      env,
      CHANGE_PASSWORD,
      { currentPassword: password, password: 'N3w-password', confirmPassword: 'N3w-password' },
      '',
    )
    expect(guest.status).toBe(401)
    expect(guest.body).toMatchObject({ action: 'reauthenticate' })
    const guestForm = await pageForm(env, '/en-us/account/security', {
      currentPassword: password,
      password: 'N3w-password',
      confirmPassword: 'N3w-password',
    })
    expect(guestForm.status).toBe(303)
    expect(guestForm.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsecurity',
    )
    const guestPage = await page(env, '/en-us/account/security', '')
    expect(guestPage.status).toBe(303)
    expect(guestPage.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsecurity',
    )
  })

  it('refuses a wrong current password and the same one again, beside their fields, without filling any back', async () => {
    const env = createTestShop().env
    const { email, password } = await newShopper()
    const { cookie } = await signIn(env, email, password)
    const wrong = await call(
      env,
      CHANGE_PASSWORD,
      { currentPassword: 'Wrong-passw0rd', password: 'N3w-password', confirmPassword: 'N3w-password' },
      cookie,
    )
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong.body)).toBe('AUT450')
    expect(wrong.body).toMatchObject({ fields: { currentPassword: 'The current password is wrong.' } })
    const same = await call(
      env,
      CHANGE_PASSWORD,
      { currentPassword: password, password, confirmPassword: password },
      cookie,
    )
    expect(errorOf(same.body)).toBe('AUT452')
    expect(same.body).toMatchObject({ fields: { password: 'Choose a password you haven’t used before.' } })
    const mismatch = await call(
      env,
      CHANGE_PASSWORD,
      { currentPassword: password, password: 'N3w-password', confirmPassword: 'n3w-password' },
      cookie,
    )
    expect(errorOf(mismatch.body)).toBe('FE340')

    const form = await pageForm(
      env,
      '/en-us/account/security',
      { currentPassword: 'Wrong-passw0rd', password: 'N3w-password', confirmPassword: 'N3w-password' },
      cookie,
    )
    expect(form.status).toBe(422)
    const html = await form.text()
    expect(html).toContain('The current password is wrong.')
    expect(html).toContain('aria-invalid="true"')
    expect(html).not.toContain('Wrong-passw0rd')
    expect(html).not.toContain('N3w-password')
  })

  it('changes it, keeps this session and signs out the others', async () => {
    const { upstream, env } = createTestShop()
    const { email, password } = await newShopper()
    const here = await signIn(env, email, password)
    const elsewhere = await signIn(env, email, password)
    const [variant] = await variantsInStock(upstream, 3, 1)
    expect(
      (await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, elsewhere.cookie)).status,
    ).toBe(200)
    const done = await pageForm(
      env,
      '/en-us/account/security',
      { currentPassword: password, password: 'N3w-password', confirmPassword: 'N3w-password' },
      here.cookie,
    )
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/en-us/account/security?account=passwordChanged')
    const account = await page(env, '/en-us/account/security?account=passwordChanged', here.cookie)
    expect(account.status).toBe(200)
    expect(await account.text()).toContain(
      'Your password has been changed. You’ve been signed out on your other devices.',
    )
    await readCart(env, elsewhere.cookie)
    expect((await sessionState(elsewhere.cookie)).customer).toBeUndefined()
    expect((await sessionState(here.cookie)).customer).toMatchObject({ email })
    expect((await signIn(env, email, 'N3w-password')).status).toBe(200)
  })
})

describe('a refused plain form', () => {
  it('comes back in the page’s language, its language links leading to the page, not the API', async () => {
    const env = createTestShop().env
    const page = await (await request('/en-us/forgot-password', { env })).text()
    expect(page).toContain('action="/en-us/forgot-password"')
    const refused = await request('/fr-fr/forgot-password', {
      env,
      ...formPost('email=not-an-email', ''),
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('<html lang="fr-FR"')
    expect(html).toContain('href="/de-de/forgot-password"')
    expect(html).not.toContain('href="/de-de/account/forgot-password"')
  })
})
