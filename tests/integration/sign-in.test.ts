import { runInDurableObject } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults, setFaults } from '../../mock-api/faults'
import type { Cart } from '../../shared/bag/cart'
import type { UpstreamTokens } from '../../worker/upstream/commerce/tokens'
import { formPost, jsonPost } from './browser'
import { call, readCart, shopperWith, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, TEST_SECRETS, type TestEnv } from './harness'
import { TOKEN_CONFLICT_ONCE } from './mock-consumer-helpers'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const ANA = { email: 'shopper@example.com', password: 'Passw0rd!' }

const signIn = (env: TestEnv, body: Record<string, unknown>, cookie = '') =>
  call(env, '/api/account/sign-in', body, cookie)

/** A plain form's sign-in, as the page without JavaScript posts it: to its own URL. */
const formSignIn = (env: TestEnv, fields: Record<string, string>, cookie = '') =>
  request('/en-us/account/sign-in', {
    env,
    ...formPost(new URLSearchParams(fields).toString(), cookie),
  })

const page = async (env: TestEnv, path: string, cookie: string) =>
  request(path, { env, redirect: 'manual', headers: { cookie } })

/** The tokens a session object holds, read from its storage. */
async function storedTokens(cookie: string): Promise<UpstreamTokens | undefined> {
  const id = /__Host-sid=([0-9a-f]{64})\./.exec(cookie)?.[1] as string
  const stub = bindings.SESSIONS.get(bindings.SESSIONS.idFromString(id))
  return runInDurableObject(stub, async (_object, state) => {
    const auth = await state.storage.get<{ tokens?: UpstreamTokens }>('auth')
    return auth?.tokens
  })
}

describe('signing in', () => {
  it('signs a shopper in to a new session holding their tokens, and the account page greets them by name', async () => {
    const env = createTestShop().env
    const answer = await signIn(env, { ...ANA, email: '  Shopper@Example.com ' })
    expect(answer.status).toBe(200)
    // The dialog's confirmation, worded: the greeting, and no points for an account outside the programme.
    expect(answer.body).toEqual({
      signedIn: { firstName: 'Ana' },
      next: '/en-us/account?account=signedIn',
      confirmation: { title: 'Welcome back, Ana', notes: ['You’re signed in.'], action: 'Continue' },
    })
    const tokens = await storedTokens(answer.cookie)
    expect(tokens?.kind).toBe('Registered')
    expect(JSON.stringify(answer.body)).not.toContain(tokens?.accessToken as string)
    expect((await sessionState(answer.cookie)).customer).toMatchObject({
      type: 'REGISTERED',
      email: 'shopper@example.com',
    })
    const account = await page(env, '/en-us/account?account=signedIn', answer.cookie)
    expect(account.status).toBe(200)
    const html = await account.text()
    expect(html).toContain('Welcome back, Ana. You’re signed in.')
    expect(html).toContain('Signed in as Ana Silva (shopper@example.com).')
    expect(html).not.toContain(tokens?.accessToken as string)
    expect(html).not.toContain(tokens?.refreshToken as string)
    expect(account.headers.get('cache-control')).toContain('no-store')
  })

  it('greets the signed-in shopper by name in every page’s header; a guest’s header offers the sign-in', async () => {
    const env = createTestShop().env
    const guest = await (await page(env, '/en-us/c/men-1000', '')).text()
    expect(guest.includes('data-island="sign-in-link"')).toBe(true)
    expect(guest.includes('Hi, Ana')).toBe(false)
    const answer = await signIn(env, ANA)
    const listing = await (await page(env, '/en-us/c/men-1000', answer.cookie)).text()
    expect(listing.includes('Hi, Ana<span class="visually-hidden"> (Account)</span>')).toBe(true)
    expect(listing.includes('data-island="sign-in-link"')).toBe(false)
  })

  it('moves the session to a new id: the cookie the shopper had before no longer holds anything', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 2, 1)
    const guest = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const answer = await signIn(env, ANA, guest.cookie)
    expect(answer.cookie).not.toBe(guest.cookie)
    expect(await sessionState(guest.cookie)).toEqual({})
  })

  it('answers a wrong password and an unknown account alike, and refuses a form’s fields one by one', async () => {
    const env = createTestShop().env
    const wrong = await signIn(env, { ...ANA, password: 'nope-Nope1' })
    const unknown = await signIn(env, { email: 'nobody@example.com', password: 'Passw0rd!' })
    for (const refused of [wrong, unknown]) {
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject({
        errorDetails: [{ errorId: 'AUT401', message: 'The email address or password is wrong.' }],
        placement: 'top',
      })
    }
    const fields = await signIn(env, { email: 'not-an-email', password: '' })
    expect(fields.status).toBe(400)
    expect(fields.body).toMatchObject({
      errorDetails: [{ errorId: 'SIGN_IN_INVALID' }],
      fields: {
        email: 'Enter an email address like name@example.com.',
        password: 'Enter your password.',
      },
    })
  })

  it('takes a filled trap field for a bot and asks no one', async () => {
    const env = createTestShop().env
    const bot = await signIn(env, { ...ANA, website: 'http://spam.example' })
    expect(bot.status).toBe(422)
    expect(bot.body).toMatchObject({ errorDetails: [{ errorId: 'AUT403' }] })
  })

  it('limits tries per account: the eleventh in a minute waits, however it is written', async () => {
    const env = createTestShop().env
    const email = 'limit-check@example.com'
    for (let attempt = 0; attempt < 10; attempt++) {
      const tried = await signIn(env, {
        email: attempt % 2 ? email.toUpperCase() : email,
        password: 'Wrong-pass1',
      })
      expect(tried.status).not.toBe(429)
    }
    const response = await request('/api/account/sign-in', {
      env,
      ...jsonPost({ email, password: 'Wrong-pass1' }),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'SIGN_IN_THROTTLED' }] })
    // Without JavaScript the page itself says to wait, and when.
    const form = await formSignIn(env, { email, password: 'Wrong-pass1' })
    expect(form.status).toBe(429)
    expect(form.headers.get('retry-after')).toBe('60')
  })

  it('without JavaScript: a refusal is the sign-in page again with the email kept and never the password; a success goes where the shopper was going', async () => {
    const env = createTestShop().env
    const refused = await formSignIn(env, {
      email: 'shopper@example.com',
      password: 'Secret-guess9',
      returnTo: '/en-us/cart',
    })
    expect(refused.status).toBe(422)
    const html = await refused.text()
    expect(html).toContain('The email address or password is wrong.')
    expect(html).toContain('value="shopper@example.com"')
    expect(html).not.toContain('Secret-guess9')
    expect(html).toContain('name="returnTo" value="/en-us/cart"')
    expect(refused.headers.get('location')).toBeNull()

    const fields = await formSignIn(env, { email: '', password: '' })
    expect(fields.status).toBe(400)
    const fieldsHtml = await fields.text()
    expect(fieldsHtml).toContain('Enter your email address.')
    expect(fieldsHtml).toContain('aria-invalid="true"')

    const ok = await formSignIn(env, { ...ANA, returnTo: '/en-us/favorites' })
    expect(ok.status).toBe(303)
    // The landing page carries the sign-in confirmation as a status (the dialog's, without JavaScript).
    expect(ok.headers.get('location')).toBe('/en-us/favorites?signedIn=1')
    const cookie = ok.headers.get('set-cookie')?.split(';')[0] ?? ''
    const landing = await (await page(env, '/en-us/favorites?signedIn=1', cookie)).text()
    expect(landing).toMatch(
      /<section class="sign-in-status" role="status" aria-labelledby="sign-in-status-title"><h2 id="sign-in-status-title" class="sign-in-status__title">Welcome back, Ana<\/h2><p>You’re signed in.<\/p><\/section>/,
    )
    // A guest given the same address sees no confirmation: nobody signed in.
    expect(await (await page(env, '/en-us/favorites?signedIn=1', '')).text()).not.toContain('sign-in-status')
    // A return path with a query and a fragment keeps both, the status among the query's parameters.
    const anchored = await formSignIn(env, { ...ANA, returnTo: '/en-us/help?topic=returns#refunds' })
    expect(anchored.headers.get('location')).toBe('/en-us/help?topic=returns&signedIn=1#refunds')
    // A return path to another site is not followed: the account page instead.
    const elsewhere = await formSignIn(env, { ...ANA, returnTo: '//evil.example/account' })
    expect(elsewhere.headers.get('location')).toBe('/en-us/account?account=signedIn')
  })

  it('without JavaScript: the form posts to its page, a refusal answers there with the error at its field, and a reload shows the page, not JSON', async () => {
    const env = createTestShop().env
    const signInPage = await (await page(env, '/en-us/account/sign-in', '')).text()
    expect(signInPage).toContain('action="/en-us/account/sign-in"')
    expect(signInPage).not.toContain('action="/api/')

    const refused = await formSignIn(env, { email: 'not-an-address', password: 'Secret-guess9' })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    expect(refused.headers.get('content-type')).toContain('text/html')
    const html = await refused.text()
    expect(html).toContain('value="not-an-address"')
    expect(html).toMatch(
      /<input[^>]*name="email"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="email"/,
    )
    expect(html).not.toContain('Secret-guess9')

    // A reload asks for the page at that URL: the sign-in page, never a JSON body.
    const reload = await page(env, '/en-us/account/sign-in', '')
    expect(reload.status).toBe(200)
    expect(reload.headers.get('content-type')).toContain('text/html')
    expect(await reload.text()).toContain('action="/en-us/account/sign-in"')
  })

  it('without JavaScript: a sign-in posted from another site is refused before it is read', async () => {
    const env = createTestShop().env
    const response = await request('/en-us/account/sign-in', {
      env,
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: new URLSearchParams(ANA).toString(),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie') ?? '').not.toContain('session')
    expect(response.headers.get('location')).toBeNull()
  })

  it('merges the guest’s bag into the shopper’s, and the bag says so', async () => {
    const { upstream, env } = createTestShop()
    const [first, second] = await variantsInStock(upstream, 3, 2)
    // Ana's own bag from an earlier visit.
    const earlier = await signIn(env, { email: 'loyal@example.com', password: 'Passw0rd!' })
    expect(
      (await call(env, '/api/cart/items', { productId: first?.sku, qty: 1 }, earlier.cookie)).status,
    ).toBe(200)
    // As a guest on another device, another item.
    const guest = await shopperWith(env, [{ sku: second?.sku as string, qty: 2 }])
    const answer = await signIn(env, { email: 'loyal@example.com', password: 'Passw0rd!' }, guest.cookie)
    expect(answer.body).toMatchObject({
      next: '/en-us/cart?cart=merged',
      confirmation: {
        title: 'Welcome back, Lena',
        notes: [
          'You’re signed in.',
          'We combined this bag with the one saved in your account.',
          'You have 2,500 loyalty points.',
        ],
      },
    })
    const cart = (await readCart(env, answer.cookie)) as Cart
    const lines = cart.items.filter((line) => !line.bonus).map((line) => [line.productId, line.qty])
    expect(lines).toEqual(
      expect.arrayContaining([
        [first?.sku, 1],
        [second?.sku, 2],
      ]),
    )
    const bag = await (await page(env, '/en-us/cart?cart=merged', answer.cookie)).text()
    expect(bag).toContain('We combined this bag with the one saved in your account.')
    // The overview shows a member's points, read with the profile (its loyalty summary), linking to the programme.
    const overview = await (await page(env, '/en-us/account', answer.cookie)).text()
    expect(overview).toContain(
      '<p class="account-page__points"><a href="/en-us/account/loyalty">You have 2,500 loyalty points.</a></p>',
    )
  })

  it('without JavaScript: lands on the merged bag with the greeting and the points as a status, the merge said once', async () => {
    const { upstream, env } = createTestShop()
    const [first, second] = await variantsInStock(upstream, 3, 2)
    const earlier = await signIn(env, { email: 'loyal@example.com', password: 'Passw0rd!' })
    await call(env, '/api/cart/items', { productId: first?.sku, qty: 1 }, earlier.cookie)
    const guest = await shopperWith(env, [{ sku: second?.sku as string, qty: 1 }])
    const ok = await formSignIn(env, { email: 'loyal@example.com', password: 'Passw0rd!' }, guest.cookie)
    expect(ok.headers.get('location')).toBe('/en-us/cart?cart=merged&signedIn=1')
    const cookie = ok.headers.get('set-cookie')?.split(';')[0] ?? ''
    const bag = await (await page(env, '/en-us/cart?cart=merged&signedIn=1', cookie)).text()
    const status = /<section class="sign-in-status"[\s\S]*?<\/section>/.exec(bag)?.[0] ?? ''
    expect(status).toContain('Welcome back, Lena')
    expect(status).toContain('You have 2,500 loyalty points.')
    expect(status).not.toContain('combined')
    expect(bag.split('We combined this bag with the one saved in your account.').length).toBe(2)
  })

  it('retries the token exchange once after a 409, two seconds later', async () => {
    const env = createTestShop().env
    setFaults([TOKEN_CONFLICT_ONCE])
    const started = Date.now()
    const answer = await signIn(env, ANA)
    expect(answer.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
  })
})

describe('the sign-in page’s loyalty join button and content block', () => {
  it('offers a separate button to the loyalty-only sign-up, keeping where the shopper was going, and the page’s content', async () => {
    const { env } = createTestShop()
    const html = await (await page(env, '/en-us/account/sign-in?returnTo=%2Fen-us%2Fcart', '')).text()
    expect(html).toContain(
      '<a class="button button--secondary button--block" href="/en-us/account/sign-up?variant=loyalty&amp;returnTo=%2Fen-us%2Fcart">Join the loyalty program</a>',
    )
    expect(html).toContain('<div class="sign-in-page__content">')
    expect(html).toContain('Members collect points on every order')
    const german = await (await page(env, '/de-de/account/sign-in', '')).text()
    expect(german).toContain('href="/de-de/account/sign-up?variant=loyalty">Dem Treueprogramm beitreten</a>')
    expect(german).toContain('Mehr für Mitglieder')
    // The button leads to the loyalty-only form.
    const loyalty = await (await page(env, '/en-us/account/sign-up?variant=loyalty', '')).text()
    expect(loyalty).toContain('<input type="hidden" name="variant" value="loyalty"/>')
  })

  it('shows neither where the shop offers no button and the content service has nothing to give', async () => {
    const { upstream, env } = createTestShop({ LOYALTY_JOIN: 'false' })
    upstream.fail('/content')
    const answer = await page(env, '/en-us/account/sign-in', '')
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('<h1>Sign in</h1>')
    expect(html).not.toContain('variant=loyalty')
    expect(html).not.toContain('sign-in-page__content')
  })
})

describe('signing out', () => {
  it('ends the tokens upstream and leaves a guest with a new bag; the account page then asks to sign in', async () => {
    const { upstream, env } = createTestShop()
    const signedIn = await signIn(env, ANA)
    const tokens = (await storedTokens(signedIn.cookie)) as UpstreamTokens
    const out = await call(env, '/api/account/sign-out', {}, signedIn.cookie)
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ signedOut: true, next: '/en-us?account=signedOut' })
    expect(await sessionState(signedIn.cookie)).toEqual({})
    // Upstream, the tokens no longer work.
    const profile = await upstream.fetcher.fetch('https://mock-api.internal/api/consumers-v3/consumer', {
      headers: {
        'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY,
        authorization: `Bearer ${tokens.accessToken}`,
      },
    })
    expect(profile.status).toBe(401)
    const account = await page(env, '/en-us/account', out.cookie)
    expect(account.status).toBe(303)
    expect(account.headers.get('location')).toBe('/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount')
    const home = await (await page(env, '/en-us?account=signedOut', out.cookie)).text()
    expect(home).toContain('<p class="notice" role="status">You’re signed out.</p>')
    // The home page says nothing of the kind to anyone else.
    expect(await (await page(env, '/en-us', out.cookie)).text()).not.toContain('You’re signed out.')
  })
})

describe('a session the shop signs out by itself', () => {
  it('sends the shopper to sign in, saying once that they were signed out, when their tokens no longer work', async () => {
    const { upstream, env } = createTestShop()
    const signedIn = await signIn(env, ANA)
    const tokens = (await storedTokens(signedIn.cookie)) as UpstreamTokens
    // Ended elsewhere (a sign-out on the service, as "sign out everywhere" does), and the access token has lapsed.
    await upstream.fetcher.fetch('https://mock-api.internal/api/consumers-v3/consumer/auth/signout', {
      method: 'POST',
      headers: {
        'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY,
        authorization: `Bearer ${tokens.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    })
    const id = /__Host-sid=([0-9a-f]{64})\./.exec(signedIn.cookie)?.[1] as string
    await runInDurableObject(
      bindings.SESSIONS.get(bindings.SESSIONS.idFromString(id)),
      async (_object, state) => {
        const auth = (await state.storage.get<{ tokens: UpstreamTokens }>('auth')) as {
          tokens: UpstreamTokens
        }
        await state.storage.put('auth', {
          ...auth,
          tokens: { ...auth.tokens, accessExpiresAt: Date.now() - 1000 },
        })
      },
    )
    const account = await page(env, '/en-us/account', signedIn.cookie)
    expect(account.status).toBe(303)
    expect(account.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount&account=sessionEnded',
    )
    const notice = await (await page(env, account.headers.get('location') as string, signedIn.cookie)).text()
    expect(notice).toContain('You were signed out. Please sign in again.')
    // Said once: the next visit to the account page just asks to sign in.
    const again = await page(env, '/en-us/account', signedIn.cookie)
    expect(again.headers.get('location')).toBe('/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount')
  })
})
