/**
 * Creating an account through the storefront (decision 036): by script (JSON) and by plain form, each refusal at
 * its field, the consumer service's refusals (AUT439, AUT444, PRO410, PRO411) at theirs, the new customer signed
 * in at once, and the per-address limit.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { expectToContainAll } from '../fixtures/expect-text'
import { page, postForm, postJson, uniqueAddress, uniqueEmail as uniqueEmailOf } from './account-helpers'
import { cookieOf } from './browser'
import {
  bindings,
  clearUpstreamCache,
  createTestEnv,
  createTestShop,
  createUpstream,
  type TestEnv,
} from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const uniqueEmail = () => uniqueEmailOf('join')

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mia',
  lastName: 'Lund',
  email: uniqueEmail(),
  password: 'Fresh-start7',
  birthDate: '1995-06-15',
  phone: '',
  smsOptIn: false,
  newsletter: true,
  agreement: true,
  ...overrides,
})

/** A sign-up by script, from a client address of its own unless given. */
const signUp = (env: TestEnv, body: unknown, options: { cookie?: string; address?: string } = {}) =>
  postJson(env, '/api/account/sign-up', body, options)

/** A plain form's sign-up, as the page without JavaScript posts it to its own URL (unticked boxes are not sent). */
const formSignUp = (env: TestEnv, fields: Record<string, string>, cookie = '') =>
  postForm(env, '/en-us/account/sign-up', fields, { cookie })

/** An upstream that answers sign-up (or another path) with this refusal, and is the mock API otherwise. */
function refusing(path: string, status: number, errorId: string) {
  const upstream = createUpstream()
  const fetcher = {
    fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      if (new URL(request.url).pathname.endsWith(path))
        return Promise.resolve(
          Response.json(
            { errorDetails: [{ errorId, message: 'refused' }], appId: 'mock-api', correlationId: 'x' },
            { status },
          ),
        )
      return upstream.fetcher.fetch(request)
    },
  } as unknown as Fetcher
  return { ...upstream, fetcher }
}

describe('creating an account by script', () => {
  it('opens the account and signs the new customer in at once; the account page welcomes them', async () => {
    const env = createTestShop().env
    const details = form()
    const answer = await signUp(env, details)
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({
      signedUp: { firstName: 'Mia' },
      signedIn: true,
      next: '/en-us/account?account=signedUp',
    })
    expect(JSON.stringify(answer.body)).not.toContain('Fresh-start7')
    expect((await sessionState(answer.cookie)).customer).toMatchObject({
      type: 'REGISTERED',
      email: details.email,
    })
    const account = await page(env, '/en-us/account?account=signedUp', answer.cookie)
    expect(account.status).toBe(200)
    const html = await account.text()
    expect(html).toContain('Welcome, Mia. Your account is ready and you’re signed in.')
    expect(html).toContain(`Signed in as Mia Lund (${details.email}).`)
  })

  it('refuses each field by the shared rules without asking the consumer service', async () => {
    const { upstream, env } = createTestShop()
    const answer = await signUp(env, {
      firstName: '',
      lastName: 'L',
      email: 'nope',
      password: 'weakpass',
      birthDate: '2020-01-01',
      phone: '123',
      smsOptIn: true,
      agreement: false,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      errorDetails: [{ errorId: 'SIGN_UP_INVALID', message: 'Please check the fields marked below.' }],
      fields: {
        firstName: 'Enter your first name.',
        lastName: 'Use 2 to 30 characters.',
        email: 'Enter an email address like name@example.com.',
        password: 'Use at least 8 characters, with an upper-case letter, a lower-case letter and a digit.',
        birthDate: 'You must be 13 or older to create an account.',
        phone: 'Enter a mobile number like (206) 555-0110.',
        smsOptIn: 'Add a valid mobile number to get texts.',
        agreement: 'Accept the terms of sale and the privacy policy to create an account.',
      },
    })
    expect(upstream.calls.some((call) => call.url.includes('/auth/signup'))).toBe(false)
  })

  it('says at the email field that an account exists already', async () => {
    const env = createTestShop().env
    const taken = await signUp(env, form({ email: 'Shopper@Example.com' }))
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      errorDetails: [{ errorId: 'AUT439' }],
      placement: 'field',
      fields: { email: 'An account with this email address already exists.' },
    })
  })

  it('puts the consumer service’s refusals at their fields: the phone, the birth date', async () => {
    const phone = await signUp(
      createTestEnv(refusing('/auth/signup', 400, 'AUT444')),
      form({ phone: '2065550110' }),
    )
    expect(phone.status).toBe(409)
    expect(phone.body).toMatchObject({ fields: { phone: 'This phone number is already in use.' } })
    const age = await signUp(createTestEnv(refusing('/auth/signup', 400, 'PRO410')), form())
    expect(age.body).toMatchObject({
      errorDetails: [{ errorId: 'PRO410' }],
      fields: { birthDate: 'Check your date of birth: you must be old enough to join.' },
    })
    const missing = await signUp(createTestEnv(refusing('/auth/signup', 400, 'PRO411')), form())
    expect(missing.body).toMatchObject({
      fields: { birthDate: 'Enter your date of birth.' },
      action: 'revalidateForm',
    })
  })

  it('answers the service’s missing birth date (revalidateForm) without JavaScript with the form checked again: the birth date’s message at its field, focused', async () => {
    const env = createTestEnv(refusing('/auth/signup', 400, 'PRO411'))
    const fields = form()
    const refused = await formSignUp(env, {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      password: fields.password,
      birthDate: fields.birthDate,
      agreement: 'on',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Enter your date of birth.')
    expect(html).toMatch(/<input id="sign-up-birthDate"[^>]*aria-invalid="true"[^>]*autofocus=""/)
    expect(html).toContain(`value="${fields.email}"`)
    expect(html).not.toContain(fields.password)
  })

  it('keeps the account when signing in after it fails, and sends the shopper to sign in', async () => {
    const env = createTestEnv(refusing('/auth/signin', 503, 'GEN500'))
    const answer = await signUp(env, form())
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ signedIn: false, next: '/en-us/account/sign-in?account=created' })
    const signIn = await (await page(env, '/en-us/account/sign-in?account=created')).text()
    expect(signIn).toContain('Your account is ready. Please sign in.')
  })

  it('takes a filled trap field for a bot', async () => {
    const upstream = createUpstream()
    const bot = await signUp(createTestEnv(upstream), form({ website: 'http://spam.example' }))
    expect(bot.status).toBe(422)
    expect(bot.body).toMatchObject({ errorDetails: [{ errorId: 'AUT403' }] })
    expect(upstream.calls.some((call) => call.url.includes('/auth/signup'))).toBe(false)
  })

  it('limits sign-ups per client address: the eleventh in a minute waits', async () => {
    const env = createTestShop().env
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      const tried = await signUp(env, form({ email: 'shopper@example.com' }), { address })
      expect(tried.status).toBe(409)
    }
    const limited = await signUp(env, form(), { address })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(limited.body).toMatchObject({ errorDetails: [{ errorId: 'SIGN_UP_THROTTLED' }] })
    // Another address is not held back.
    expect((await signUp(env, form())).status).toBe(201)
  })
})

describe('creating an account without JavaScript', () => {
  it('shows the form with its links: sign in, the terms of sale and the privacy policy', async () => {
    const env = createTestShop().env
    const response = await page(env, '/en-us/account/sign-up?returnTo=%2Fen-us%2Fcart')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const html = await response.text()
    expectToContainAll(html, [
      '<h1>Create an account</h1>',
      'href="/en-us/account/sign-in?returnTo=%2Fen-us%2Fcart"',
      'href="/en-us/sale-terms"',
      'href="/en-us/privacy"',
      'name="returnTo" value="/en-us/cart"',
      'data-island="sign-up-helper"',
      'You must be 13 or older to create an account.',
    ])
    for (const legal of ['/en-us/sale-terms', '/en-us/privacy'])
      expect((await page(env, legal)).status).toBe(200)
    const german = await (await page(env, '/de-de/account/sign-up')).text()
    expect(german).toContain('Du musst mindestens 16 Jahre alt sein, um ein Konto zu erstellen.')
    const signIn = await (await page(env, '/en-us/account/sign-in?returnTo=%2Fen-us%2Fcart')).text()
    expect(signIn).toContain('href="/en-us/account/sign-up?returnTo=%2Fen-us%2Fcart">Create an account</a>')
  })

  it('answers a refusal with the page again: what was typed, never the password, and the first refused field focused', async () => {
    const env = createTestShop().env
    const refused = await formSignUp(env, {
      firstName: 'Mia',
      lastName: '',
      email: 'mia@example',
      password: 'Secret-guess9',
      birthDate: '1995-06-15',
      phone: '2065550110',
      smsOptIn: 'on',
      returnTo: '/en-us/cart',
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const html = await refused.text()
    expectToContainAll(html, [
      'Please check the fields marked below.',
      'Enter your last name.',
      'Accept the terms of sale and the privacy policy to create an account.',
      'value="Mia"',
      'value="mia@example"',
      'value="1995-06-15"',
      'value="2065550110"',
    ])
    expect(html).not.toContain('Secret-guess9')
    expect(html).toMatch(/<input id="sign-up-lastName"[^>]*aria-invalid="true"[^>]*autofocus=""/)
    expect(html).toContain('name="returnTo" value="/en-us/cart"')

    const taken = await formSignUp(env, {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'shopper@example.com',
      password: 'Secret-guess9',
      birthDate: '1990-01-01',
      agreement: 'on',
    })
    expect(taken.status).toBe(409)
    const takenHtml = await taken.text()
    expect(takenHtml).toContain('An account with this email address already exists.')
    expect(takenHtml).toContain('<a href="/en-us/account/sign-in">Sign in with this email address</a>')
    expect(takenHtml).not.toContain('Secret-guess9')
  })

  it('signs the new customer in and goes where they were going, or to the account page with a welcome', async () => {
    const env = createTestShop().env
    const fields = {
      firstName: 'Noor',
      lastName: 'Haddad',
      password: 'Fresh-start7',
      birthDate: '2001-03-04',
      agreement: 'on',
    }
    const back = await formSignUp(env, { ...fields, email: uniqueEmail(), returnTo: '/en-us/favorites' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/en-us/favorites')
    const email = uniqueEmail()
    const home = await formSignUp(env, { ...fields, email, returnTo: '//evil.example/' })
    expect(home.headers.get('location')).toBe('/en-us/account?account=signedUp')
    const cookie = cookieOf(home)
    const account = await (await page(env, '/en-us/account?account=signedUp', cookie)).text()
    expect(account).toContain('Welcome, Noor.')
    expect(account).toContain(`Signed in as Noor Haddad (${email}).`)
  })
})

describe('where a new account came from (the consumer details’ source)', () => {
  const sourceOf = async (email: string) =>
    bindings.DB.prepare('SELECT acquisition_type, campaign_name FROM consumers WHERE email = ?')
      .bind(email)
      .first<{ acquisition_type: string | null; campaign_name: string | null }>()

  it('keeps the campaign a shopper arrived by through the form, hidden, and the consumer service stores it', async () => {
    const env = createTestShop().env
    const shown = await (
      await page(env, '/en-us/account/sign-up?utm_source=newsletter&utm_campaign=spring-26', '')
    ).text()
    expect(shown).toContain('<input type="hidden" name="acquisitionType" value="newsletter"/>')
    expect(shown).toContain('<input type="hidden" name="campaignName" value="spring-26"/>')
    // The content service's own parameter wins over utm_source; markup is never a source.
    const lead = await (
      await page(env, '/en-us/account/sign-up?utm_source=ads&leadSource=store-qr', '')
    ).text()
    expect(lead).toContain('name="acquisitionType" value="store-qr"')
    const odd = await (await page(env, '/en-us/account/sign-up?utm_source=%3Cscript%3E', '')).text()
    expect(odd).not.toContain('name="acquisitionType"')

    // Without JavaScript: a refused form keeps the hidden fields, the sign-up sends them.
    const { smsOptIn: _sms, ...typed } = form()
    const fields = {
      ...typed,
      newsletter: 'on',
      agreement: 'on',
      acquisitionType: 'newsletter',
      campaignName: 'spring-26',
    }
    const refused = await formSignUp(env, { ...fields, birthDate: '', phone: '' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('<input type="hidden" name="campaignName" value="spring-26"/>')
    const made = await formSignUp(env, { ...fields, phone: '' })
    expect(made.status).toBe(303)
    expect(await sourceOf(fields.email)).toEqual({
      acquisition_type: 'newsletter',
      campaign_name: 'spring-26',
    })
    // Shown nowhere to the shopper.
    const profile = await (await page(env, '/en-us/account/profile', cookieOf(made))).text()
    expect(profile).not.toContain('spring-26')
  })

  it('sends no source when the shopper came by no campaign, and the simplified sign-up sends one too', async () => {
    const env = createTestShop().env
    const plain = form()
    expect((await signUp(env, plain)).status).toBe(201)
    expect(await sourceOf(plain.email)).toEqual({ acquisition_type: null, campaign_name: null })
    const simple = {
      email: uniqueEmail(),
      password: 'Fresh-start7',
      variant: 'simplified',
      acquisitionType: 'app',
    }
    expect((await signUp(env, simple)).status).toBe(201)
    expect(await sourceOf(simple.email)).toEqual({ acquisition_type: 'app', campaign_name: null })
  })
})

describe('a link that names the consumer (retrieveUserData)', () => {
  const fieldValue = (html: string, id: string) =>
    new RegExp(`<input [^>]*\\bid="${id}"[^>]*\\bvalue="([^"]*)"`).exec(html)?.[1] ??
    new RegExp(`<input [^>]*\\bvalue="([^"]*)"[^>]*\\bid="${id}"`).exec(html)?.[1]

  it('prefills the sign-up from the consumer the link names by id and e-mail address', async () => {
    const env = createTestShop().env
    const response = await page(
      env,
      '/en-us/account/sign-up?consumerId=demo-loyal&email=Loyal%40example.com',
      '',
    )
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(fieldValue(html, 'sign-up-firstName')).toBe('Lena')
    expect(fieldValue(html, 'sign-up-lastName')).toBe('Brandt')
    expect(fieldValue(html, 'sign-up-email')).toBe('loyal@example.com')
  })

  it('says clearly when the id and address are not one consumer’s, or not ids at all, and prefills nothing', async () => {
    const env = createTestShop().env
    for (const query of [
      'consumerId=demo-shopper&email=loyal%40example.com',
      'consumerId=nobody-here&email=nobody%40example.com',
      'consumerId=%3Cscript%3E&email=loyal%40example.com',
      'consumerId=demo-loyal&email=not-an-address',
    ]) {
      const response = await page(env, `/en-us/account/sign-up?${query}`, '')
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain(
        'This link doesn’t match an account any more. Please fill in your details below.',
      )
      expect(fieldValue(html, 'sign-up-email') ?? '').toBe('')
      expect(html).not.toContain('Lena')
    }
  })
})
