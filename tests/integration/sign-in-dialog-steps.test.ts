/**
 * The sign-in dialog's further steps (spec 1 §2's dialogs, decision 046): their words and the sign-up form's setup
 * come from `GET /api/account/dialog-steps` when the dialog opens, never with the page; the steps post JSON to the
 * routes the pages' forms use, and the flow's answers name the steps the dialog goes through.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { SIGN_IN_DIALOG_STEP_WORDS } from '../../client/components/sign-in-dialog/words'
import { ISLAND_WORDS } from '../../client/islands/words'
import { LOCALES } from '../../shared/i18n/locales'
import { page, postJson, uniqueEmail, uniquePhone } from './account-helpers'
import { clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'

beforeEach(clearUpstreamCache)

const dialogSteps = (env: TestEnv, locale?: string) =>
  request('/api/account/dialog-steps', {
    env,
    headers: { accept: 'application/json', ...(locale ? { 'x-storefront-locale': locale } : {}) },
  })

describe('the dialog’s further steps, fetched when it opens', () => {
  it('answers every word of the steps in the page’s language, with the locale’s sign-up setup', async () => {
    const env = createTestShop().env
    const response = await dialogSteps(env, 'de-de')
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      words: { bcp47: string; messages: Record<string, string> }
      signUp: Record<string, unknown>
      signInHref: string
    }
    expect(body.words.bcp47).toBe('de-DE')
    const keys = [...SIGN_IN_DIALOG_STEP_WORDS, ...ISLAND_WORDS['sign-up-helper']]
    expect(Object.keys(body.words.messages).sort()).toEqual([...new Set(keys)].sort())
    // Every key is worded: none reads as the key itself.
    expect(Object.entries(body.words.messages).filter(([key, text]) => text === key || text === '')).toEqual(
      [],
    )
    expect(body.words.messages['password.forgot.checkTitle']).toBe('Prüfen Sie Ihr Postfach')
    expect(body.signUp).toMatchObject({
      country: 'DE',
      region: 'EMEA',
      rules: LOCALES['de-de']?.signUp,
      termsHref: '/de-de/sale-terms',
      privacyHref: '/de-de/privacy',
      smsTermsHref: '/de-de/sms-terms',
      loyaltyTermsHref: '/de-de/loyalty-terms',
    })
    expect(body.signUp.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body.signInHref).toBe('/de-de/account/sign-in')
  })

  it('may be kept by shared caches an hour for the locale it names, and never when the locale is guessed', async () => {
    const env = createTestShop().env
    const named = await dialogSteps(env, 'fr-fr')
    expect(named.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(named.headers.get('vary')).toContain('x-storefront-locale')
    expect(((await named.json()) as { words: { bcp47: string } }).words.bcp47).toBe('fr-FR')
    const guessed = await dialogSteps(env)
    expect(guessed.headers.get('cache-control')).toBe('private, no-store')
  })

  it('leaves the steps’ words out of a guest’s page, which carries only the sign-in form’s', async () => {
    const env = createTestShop().env
    const html = await (await page(env, '/en-us')).text()
    expect(html).toContain('data-island="sign-in-link"')
    for (const text of ['Check your email', 'Your interests', 'Join our loyalty program?'])
      expect(html.includes(text)).toBe(false)
  })
})

describe('the dialog’s sign-up and the steps after it, by script', () => {
  it('goes from a sign-up with a phone to the loyalty offer, the welcome, the interests and success', async () => {
    const env = createTestShop().env
    const email = uniqueEmail('dialog')
    const phone = uniquePhone()
    const signUp = await postJson(env, '/api/account/join', {
      step: 'signup',
      firstName: 'Ines',
      lastName: 'Moor',
      email,
      password: 'Fresh-start7',
      birthDate: '1991-05-06',
      phone: phone.typed,
      postalCode: '98101',
      agreement: 'on',
      returnTo: '/en-us/c/jackets',
    })
    expect(signUp.status).toBe(200)
    expect(signUp.body).toMatchObject({ signedIn: true })
    const stepOf = (next: unknown) => new URL(String(next), 'http://localhost').searchParams.get('step')
    expect(stepOf(signUp.body.next)).toBe('non-loyalty')
    const { cookie } = signUp

    const offer = await postJson(env, '/api/account/join', { step: 'non-loyalty', skip: 'on' }, { cookie })
    expect(stepOf(offer.body.next)).toBe('welcome')
    const welcome = await postJson(env, '/api/account/join', { step: 'welcome' }, { cookie })
    // Phone, names, postal code and birth date are on file: the mobile and profile steps are passed over.
    expect(stepOf(welcome.body.next)).toBe('interests')
    const interests = await postJson(
      env,
      '/api/account/join',
      { step: 'interests', interests: ['climbing'], preferredShoeSize: '10', returnTo: '/en-us/c/jackets' },
      { cookie },
    )
    expect(stepOf(interests.body.next)).toBe('success')
    expect(new URL(String(interests.body.next), 'http://localhost').searchParams.get('returnTo')).toBe(
      '/en-us/c/jackets',
    )
  })

  it('refuses the loyalty offer without the programme’s terms at the agreement', async () => {
    const env = createTestShop().env
    const signUp = await postJson(env, '/api/account/join', {
      step: 'signup',
      firstName: 'Ines',
      lastName: 'Moor',
      email: uniqueEmail('dialog'),
      password: 'Fresh-start7',
      birthDate: '1991-05-06',
      agreement: 'on',
    })
    const refused = await postJson(
      env,
      '/api/account/join',
      { step: 'non-loyalty', agreement: false },
      { cookie: signUp.cookie },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({ agreement: 'Please agree to the loyalty program terms to join.' })
  })
})
