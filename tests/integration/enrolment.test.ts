/**
 * The enrolment flow (decision 046): the consumer service's lookup and the edge's limits on it, the flow's page
 * (`/{locale}/account/join`) and its steps by plain form, where it starts (spec 2 §4), each step's refusal at its
 * field, the email pre-fill from a link, and the sign-up variants (loyalty-only, simplified).
 */

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { expectToContainAll } from '../fixtures/expect-text'
import { allIslandProps, hasIsland } from '../fixtures/island-markup'
import {
  newShopper,
  page,
  postForm,
  postJson,
  signedInShopper,
  uniqueAddress,
  uniqueEmail as uniqueEmailOf,
  uniquePhone,
} from './account-helpers'
import { cookieOf } from './browser'
import { call } from './cart-helpers'
import type { TestEnv, Upstream } from './harness'
import { bindings, clearUpstreamCache, createTestShop, createUpstream, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const uniqueEmail = () => uniqueEmailOf('enrol')

/** A plain form post of a step, from a client address of its own unless given. */
const step = (env: TestEnv, fields: Record<string, string | string[]>, cookie = '', address?: string) =>
  postForm(env, '/en-us/account/join', fields, { cookie, address })

/** A JSON lookup, from a client address of its own unless given. */
const lookup = (env: TestEnv, email: string, address?: string) =>
  postJson(env, '/api/account/lookup', { email }, { address })

/** A completed profile for a shopper of this test: phone, postal code and birth date on file. */
const completeProfile = (id: string) =>
  bindings.DB.prepare(
    "UPDATE consumers SET phone = ?, postal_code = '98101', birth_date = '1990-04-02' WHERE id = ?",
  )
    .bind(`+1206555${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`, id)
    .run()

const consumerRow = (email: string) =>
  bindings.DB.prepare(
    'SELECT id, first_name, last_name, phone, postal_code, birth_date, interests, preferred_shoe_size, loyalty_member_id FROM consumers WHERE email = ?',
  )
    .bind(email)
    .first<Record<string, string | null>>()

/** The mock consumer service's own answer, with a guest's token. */
async function mockLookup(upstream: Upstream, email: string, token?: string) {
  const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' }
  const bearer =
    token ??
    (
      (await (
        await upstream.fetcher.fetch('https://mock-api.internal/api/token/v2/auth/token', {
          method: 'POST',
          headers,
          body: JSON.stringify({ grantType: 'Guest' }),
        })
      ).json()) as { accessToken: string }
    ).accessToken
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/api/consumers-v3/consumer/lookup?${new URLSearchParams({ email })}`,
    { headers: { ...headers, authorization: `Bearer ${bearer}` } },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const SIGN_UP = '/api/account/sign-up'

describe('the consumer service’s lookup', () => {
  it('answers an unknown email, a partially enrolled account and a complete one, to a guest’s token', async () => {
    const upstream = createUpstream()
    expect((await mockLookup(upstream, uniqueEmail())).body).toEqual({
      exists: false,
      partiallyEnrolled: false,
    })
    const shopper = await newShopper({ prefix: 'enrol' })
    expect((await mockLookup(upstream, shopper.email.toUpperCase())).body).toEqual({
      exists: true,
      partiallyEnrolled: true,
    })
    await completeProfile(shopper.id)
    expect((await mockLookup(upstream, shopper.email)).body).toEqual({
      exists: true,
      partiallyEnrolled: false,
    })
  })

  it('refuses a caller without a valid token', async () => {
    const answer = await mockLookup(createUpstream(), uniqueEmail(), 'not-a-token')
    expect(answer.status).toBe(401)
  })
})

describe('the lookup at the edge', () => {
  it('tells a script whether the email has an account, and nothing more', async () => {
    const env = createTestShop().env
    const shopper = await newShopper({ prefix: 'enrol' })
    expect((await lookup(env, shopper.email)).body).toEqual({ exists: true })
    expect((await lookup(env, uniqueEmail())).body).toEqual({ exists: false })
  })

  it('refuses an invalid email at its field without asking upstream', async () => {
    const { upstream, env } = createTestShop()
    const answer = await lookup(env, 'not-an-email')
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ fields: { email: 'Enter an email address like name@example.com.' } })
    expect(upstream.calls.some((entry) => entry.url.includes('/consumer/lookup'))).toBe(false)
  })

  it('limits lookups of one email: the sixth in a minute waits, from any address', async () => {
    const env = createTestShop().env
    const email = uniqueEmail()
    for (let attempt = 0; attempt < 5; attempt++) expect((await lookup(env, email)).status).toBe(200)
    const limited = await lookup(env, email)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(limited.body).toMatchObject({
      errorDetails: [{ errorId: 'ENROL_THROTTLED' }],
      fields: { email: 'Too many tries. Please wait a minute, then try again.' },
    })
  })

  it('limits lookups per client address: the twenty-first in a minute waits', async () => {
    const env = createTestShop().env
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await lookup(env, uniqueEmail(), address)).status).toBe(200)
    const limited = await lookup(env, uniqueEmail(), address)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
  })
})

describe('where the flow starts', () => {
  it('starts a guest at the lookup, never stored', async () => {
    const env = createTestShop().env
    const response = await page(env, '/en-us/account/join')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('cache-control')).toContain('private')
    const html = await response.text()
    expect(html).toContain('<h1>Sign in or create an account</h1>')
    expect(html).toContain('name="step" value="lookup"')
  })

  it('sends a guest asking for a complete-profile step to the lookup', async () => {
    const env = createTestShop().env
    const html = await (await page(env, '/en-us/account/join?step=mobile')).text()
    expect(html).toContain('name="step" value="lookup"')
  })

  it('starts a signed-in shopper without a phone at the mobile step, and one with a phone at the profile step', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env, { prefix: 'enrol' })
    const mobile = await (await page(env, '/en-us/account/join', shopper.cookie)).text()
    expect(mobile).toContain('name="step" value="mobile"')
    expect(mobile).toContain('Step 3 of 6')
    await bindings.DB.prepare('UPDATE consumers SET phone = ? WHERE id = ?')
      .bind(uniquePhone().international, shopper.id)
      .run()
    const profile = await (await page(env, '/en-us/account/join?step=lookup', shopper.cookie)).text()
    expect(profile).toContain('name="step" value="profile"')
    // Only what is missing is asked: the names are on file.
    expect(profile).toContain('name="postalCode"')
    expect(profile).toContain('name="birthDate"')
    expect(profile).not.toContain('name="firstName"')
  })
})

describe('the email pre-fill', () => {
  it('fills the lookup and the sign-up page with a valid email from the link', async () => {
    const env = createTestShop().env
    const join = await (await page(env, '/en-us/account/join?email=Ana.Lopez%40Example.com')).text()
    expect(join).toContain('value="ana.lopez@example.com"')
    const signUp = await (await page(env, '/en-us/account/sign-up?email=ana.lopez%40example.com')).text()
    expect(signUp).toMatch(/id="sign-up-email"[^>]*value="ana\.lopez@example\.com"/)
  })

  it('never echoes an email that is not valid', async () => {
    const env = createTestShop().env
    const bad = '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%40x'
    for (const path of [`/en-us/account/join?email=${bad}`, `/en-us/account/sign-up?email=${bad}`]) {
      const html = await (await page(env, path)).text()
      expect(html).not.toContain('alert(1)')
      expect(html).not.toContain('%3Cscript')
    }
  })
})

describe('the steps by plain form', () => {
  it('answers the lookup of a known email with the sign-in step, the email in its field and not in a URL', async () => {
    const env = createTestShop().env
    const shopper = await newShopper({ prefix: 'enrol' })
    const response = await step(env, { step: 'lookup', email: shopper.email, returnTo: '/en-us/cart' })
    expect(response.status).toBe(200)
    expect(response.headers.get('location')).toBeNull()
    const html = await response.text()
    expectToContainAll(html, [
      '<h1>Welcome back</h1>',
      `value="${shopper.email}"`,
      'name="step" value="signin"',
      'value="/en-us/cart"',
    ])
    expect(html).not.toContain(`email=${encodeURIComponent(shopper.email)}`)
  })

  it('answers the lookup of an unknown email with the sign-up step, the email filled in', async () => {
    const env = createTestShop().env
    const email = uniqueEmail()
    const html = await (await step(env, { step: 'lookup', email })).text()
    expect(html).toContain('<h1>Create your account</h1>')
    expect(html).toMatch(new RegExp(`id="sign-up-email"[^>]*value="${email.replace(/\./g, '\\.')}"`))
    expect(html).toContain('name="step" value="signup"')
  })

  it('refuses an invalid email at the lookup’s field, keeping what was typed', async () => {
    const env = createTestShop().env
    const response = await step(env, { step: 'lookup', email: 'ana@' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('id="join-email-error"')
    expect(html).toContain('Enter an email address like name@example.com.')
    expect(html).toContain('value="ana@"')
  })

  it('answers a plain form’s lookup asked too often with the page, the wait at the email field', async () => {
    const env = createTestShop().env
    const email = uniqueEmail()
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await step(env, { step: 'lookup', email })).status).toBe(200)
    const limited = await step(env, { step: 'lookup', email })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    const html = await limited.text()
    expect(html).toMatch(/id="join-email-error"[^>]*>Too many tries\. Please wait a minute, then try again\./)
    expect(html).toContain('name="step" value="lookup"')
  })

  it('sends the forgot-password step to the forgotten-password page', async () => {
    const env = createTestShop().env
    const response = await page(env, '/en-us/account/join?step=forgot-password')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-us/forgot-password')
  })

  it('refuses the sign-in step at its field, and a wrong password at the top, never filling the password back', async () => {
    const env = createTestShop().env
    const shopper = await newShopper({ prefix: 'enrol' })
    const empty = await step(env, { step: 'signin', email: shopper.email, password: '' })
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('id="join-password-error"')
    const wrong = await step(env, { step: 'signin', email: shopper.email, password: 'Wrong-passw0rd' })
    expect(wrong.status).toBe(422)
    const html = await wrong.text()
    expect(html).toContain('name="step" value="signin"')
    expect(html).not.toContain('Wrong-passw0rd')
  })

  it('takes a partially enrolled shopper on to what is missing after signing in, and a complete one back', async () => {
    const env = createTestShop().env
    const partial = await newShopper({ prefix: 'enrol' })
    const first = await step(env, {
      step: 'signin',
      email: partial.email,
      password: partial.password,
      returnTo: '/en-us/cart',
    })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/en-us/account/join?step=mobile&returnTo=%2Fen-us%2Fcart')
    const complete = await newShopper({ prefix: 'enrol' })
    await completeProfile(complete.id)
    const second = await step(env, {
      step: 'signin',
      email: complete.email,
      password: complete.password,
      returnTo: '/en-us/cart',
    })
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe('/en-us/cart')
  })

  it('goes from sign-up through every complete-profile step to success, refusing each step at its field', async () => {
    const env = createTestShop().env
    const email = uniqueEmail()
    const signUp = await step(env, {
      step: 'signup',
      firstName: 'Noa',
      lastName: 'Berg',
      email,
      password: 'Fresh-start7',
      birthDate: '1992-03-04',
      agreement: 'on',
    })
    expect(signUp.status).toBe(303)
    expect(signUp.headers.get('location')).toBe('/en-us/account/join?step=non-loyalty')
    const cookie = cookieOf(signUp)

    const unagreed = await step(env, { step: 'non-loyalty' }, cookie)
    expect(unagreed.status).toBe(400)
    expect(await unagreed.text()).toContain('Please agree to the loyalty program terms to join.')
    const skipped = await step(env, { step: 'non-loyalty', skip: 'on' }, cookie)
    expect(skipped.headers.get('location')).toBe('/en-us/account/join?step=welcome')
    const welcome = await (await page(env, '/en-us/account/join?step=welcome', cookie)).text()
    expect(welcome).toContain('href="/en-us/account/join?step=mobile"')
    // Not a member: no welcome offer.
    expect(welcome.includes('Your welcome offer')).toBe(false)

    const noPhone = await step(env, { step: 'mobile', phone: '' }, cookie)
    expect(noPhone.status).toBe(400)
    expect(await noPhone.text()).toMatch(/id="join-phone-error"[^>]*>Enter your mobile number\./)
    const badPhone = await step(env, { step: 'mobile', phone: '12' }, cookie)
    expect(badPhone.status).toBe(400)
    const badHtml = await badPhone.text()
    expect(badHtml).toContain('id="join-phone-error"')
    expect(badHtml).toContain('value="12"')
    const mobile = uniquePhone()
    const phone = await step(env, { step: 'mobile', phone: mobile.typed }, cookie)
    expect(phone.headers.get('location')).toBe('/en-us/account/join?step=profile')

    const noPostal = await step(env, { step: 'profile', postalCode: '' }, cookie)
    expect(noPostal.status).toBe(400)
    expect(await noPostal.text()).toContain('Enter your postal code.')
    const badPostal = await step(env, { step: 'profile', postalCode: 'ABC' }, cookie)
    expect(badPostal.status).toBe(400)
    expect(await badPostal.text()).toContain('id="join-postalCode-error"')
    const profile = await step(env, { step: 'profile', postalCode: '98101' }, cookie)
    expect(profile.headers.get('location')).toBe('/en-us/account/join?step=interests')

    const interests = await step(
      env,
      { step: 'interests', interests: ['running', 'hiking'], preferredShoeSize: '9' },
      cookie,
    )
    expect(interests.headers.get('location')).toBe('/en-us/account/join?step=success')
    const success = await (await page(env, '/en-us/account/join?step=success', cookie)).text()
    expect(success).toContain('You’re all set')
    expect(success).toContain('href="/en-us/account"')

    expect(await consumerRow(email)).toMatchObject({
      first_name: 'Noa',
      phone: mobile.international,
      postal_code: '98101',
      birth_date: '1992-03-04',
      interests: 'hiking|running',
      preferred_shoe_size: '9',
      loyalty_member_id: null,
    })
  })

  it('joins the loyalty program from the offer', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env, { prefix: 'enrol' })
    const joined = await step(env, { step: 'non-loyalty', agreement: 'on' }, shopper.cookie)
    expect(joined.headers.get('location')).toBe('/en-us/account/join?step=welcome')
    expect((await consumerRow(shopper.email))?.loyalty_member_id).toBeTruthy()
    // The new member is welcomed with their welcome offer.
    const welcome = await (await page(env, '/en-us/account/join?step=welcome', shopper.cookie)).text()
    expect(welcome.includes('<h2 id="join-welcome-offer">Your welcome offer</h2>')).toBe(true)
    expect(welcome.includes('10% off your next order with the code WELCOME10.')).toBe(true)
  })
})

describe('the sign-up variants', () => {
  const signUp = (env: TestEnv, body: Record<string, unknown>) => postJson(env, SIGN_UP, body)

  it('shows the loyalty variant with its benefits and terms, and the simplified one with email and password only', async () => {
    const env = createTestShop().env
    const loyalty = await (await page(env, '/en-us/account/sign-up?variant=loyalty')).text()
    expect(loyalty).toContain('Member benefits')
    expect(loyalty).toContain('name="loyaltyAgreement"')
    expect(loyalty).toContain('href="/en-us/loyalty-terms"')
    const simplified = await (await page(env, '/en-us/account/sign-up?variant=simplified')).text()
    expect(simplified).toContain('name="email"')
    expect(simplified).toContain('name="password"')
    expect(simplified).toContain('name="variant" value="simplified"')
    expect(simplified).not.toContain('name="firstName"')
    expect(simplified).not.toContain('name="birthDate"')
    expect(simplified).toContain('href="/en-us/sale-terms"')
    expect(simplified).toContain('href="/en-us/privacy"')
    expect(simplified).toContain('at least 8 characters')
  })

  it('makes a loyalty member with the loyalty variant, and refuses it without the programme’s terms', async () => {
    const env = createTestShop().env
    const details = {
      firstName: 'Lia',
      lastName: 'Moss',
      password: 'Fresh-start7',
      birthDate: '1991-02-03',
      agreement: true,
      variant: 'loyalty',
    }
    const refused = await signUp(env, { ...details, email: uniqueEmail() })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      fields: { loyaltyAgreement: 'Please agree to the loyalty program terms to join.' },
    })
    const email = uniqueEmail()
    const joined = await signUp(env, { ...details, email, loyaltyAgreement: true })
    expect(joined.status).toBe(201)
    expect(joined.body).toMatchObject({ signedIn: true, loyaltyMember: true })
    expect((await consumerRow(email))?.loyalty_member_id).toBeTruthy()
  })

  it('makes a partially enrolled account with the simplified variant, which the flow then completes', async () => {
    const { upstream, env } = createTestShop()
    const email = uniqueEmail()
    const weak = await signUp(env, { email, password: 'short', variant: 'simplified' })
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({ fields: { password: expect.any(String) } })
    const created = await signUp(env, { email, password: 'Fresh-start7', variant: 'simplified' })
    expect(created.status).toBe(201)
    const cookie = created.cookie
    expect(await consumerRow(email)).toMatchObject({ first_name: '', phone: null, birth_date: null })
    expect((await mockLookup(upstream, email)).body).toEqual({ exists: true, partiallyEnrolled: true })
    // The flow starts at the mobile step, which asks the names too (a phone is kept with a name only).
    const mobile = await (await page(env, '/en-us/account/join', cookie)).text()
    expect(mobile).toContain('name="step" value="mobile"')
    expect(mobile).toContain('name="firstName"')
    const solsPhone = uniquePhone().digits
    const noNames = await step(env, { step: 'mobile', phone: solsPhone }, cookie)
    expect(noNames.status).toBe(400)
    expect(await noNames.text()).toContain('id="join-firstName-error"')
    const saved = await step(
      env,
      { step: 'mobile', firstName: 'Sol', lastName: 'Vik', phone: solsPhone },
      cookie,
    )
    expect(saved.headers.get('location')).toBe('/en-us/account/join?step=profile')
    const profile = await (await page(env, '/en-us/account/join?step=profile', cookie)).text()
    expect(profile).not.toContain('name="firstName"')
    expect(profile).toContain('name="birthDate"')
  })

  it('answers a simplified sign-up that is not JSON as a plain form, with the variant kept on refusal', async () => {
    const env = createTestShop().env
    const response = await postForm(env, '/en-us/account/sign-up', {
      email: 'x',
      password: '',
      variant: 'simplified',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('name="variant" value="simplified"')
    expect(html).not.toContain('name="firstName"')
  })

  it('still opens the full form’s account by script as before', async () => {
    const env = createTestShop().env
    const answer = await call(
      env,
      SIGN_UP,
      {
        firstName: 'Ola',
        lastName: 'Dahl',
        email: uniqueEmail(),
        password: 'Fresh-start7',
        birthDate: '1990-01-01',
        agreement: true,
      },
      '',
    )
    expect(answer.status).toBe(201)
    expect(answer.body).not.toHaveProperty('loyaltyMember')
  })
})

describe('the header’s sign-in dialog', () => {
  const islandProps = (html: string) => allIslandProps(html, 'sign-in-link')[0] ?? null

  it('offers a guest the sign-in dialog behind a plain link to the account', async () => {
    const env = createTestShop().env
    const html = await (await page(env, '/en-us')).text()
    expect(html).toMatch(
      /<a class="site-header__account site-header__person" href="\/en-us\/account" aria-haspopup="dialog">Account<\/a>/,
    )
    expect(islandProps(html)).toMatchObject({ href: '/en-us/account', dialog: { simplified: false } })
    // Its code waits for the shopper: the marker hydrates on interaction, and nothing of it is preloaded.
    expect(hasIsland(html, 'sign-in-link')).toBe(true)
    expect(html).toMatch(/data-island="sign-in-link"[^>]*data-hydrate="interaction"/)
  })

  it('offers the simplified enrolment dialog where the deployment turns it on', async () => {
    const env = createTestShop({ SIMPLIFIED_ENROLLMENT: 'true' }).env
    const html = await (await page(env, '/en-us')).text()
    expect(islandProps(html)).toMatchObject({ dialog: { simplified: true } })
  })

  it('gives a signed-in shopper the plain account link, greeting them', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env, { prefix: 'enrol' })
    const html = await (await page(env, '/en-us', shopper.cookie)).text()
    expect(html.includes('data-island="sign-in-link"')).toBe(false)
    expect(
      html.includes(
        '<a class="site-header__account site-header__person" href="/en-us/account">Hi, Rita<span class="visually-hidden"> (Account)</span></a>',
      ),
    ).toBe(true)
  })
})
