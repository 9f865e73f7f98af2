/**
 * Sign-up by each locale's rules (spec 1 §5 "Sign-up"; decision 079): the phone required where the locale says,
 * the SMS opt-in usable only with a valid phone and required where asked, gender where configured, and the postal
 * code by the country's format and mask. Posted as the page posts it without JavaScript: each refusal is the page
 * again, each message at its field in the page's language, the form's attributes saying what is required.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { findTag, textOf } from '../fixtures/html'
import { page, postForm, uniqueEmail } from './account-helpers'
import { cookieOf } from './browser'
import { clearUpstreamCache, createTestShop, type TestEnv } from './harness'

beforeEach(clearUpstreamCache)

/** The fields every locale asks, filled in well; unticked boxes are not sent. */
const base = (overrides: Record<string, string> = {}): Record<string, string> => ({
  firstName: 'Mia',
  lastName: 'Lund',
  email: uniqueEmail('locale'),
  password: 'Fresh-start7',
  birthDate: '1995-06-15',
  phone: '',
  agreement: 'on',
  ...overrides,
})

const signUp = (env: TestEnv, locale: string, fields: Record<string, string>) =>
  postForm(env, `/${locale}/account/sign-up`, fields)

/** Each refused field's message on the page that came back. */
async function refusals(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400)
  const html = await response.text()
  const errors: Record<string, string> = {}
  for (const match of html.matchAll(/<p[^>]*id="sign-up-(\w+)-error"[^>]*>([\s\S]*?)<\/p>/g))
    errors[match[1] as string] = textOf(match[2] as string).trim()
  return errors
}

describe('sign-up by the locale’s rules', () => {
  it('asks little in the US, Canada and the UK: phone, texts and postal code optional, no gender', async () => {
    const env = createTestShop().env
    for (const locale of ['en-us', 'en-ca', 'fr-ca', 'en-gb']) {
      const html = await (await page(env, `/${locale}/account/sign-up`)).text()
      expect(findTag(html, 'select', { name: 'gender' }), locale).toBeUndefined()
      expect(findTag(html, 'input', { name: 'phone' })?.attributes.required, locale).toBeUndefined()
      expect(findTag(html, 'input', { name: 'postalCode' })?.attributes.required, locale).toBeUndefined()
      expect((await signUp(env, locale, base())).status, locale).toBe(303)
    }
    // Where given, the postal code must have the country's format.
    expect(await refusals(await signUp(env, 'en-us', base({ postalCode: '9810' })))).toEqual({
      postalCode: 'Enter a postal code like 12345.',
    })
    expect(await refusals(await signUp(env, 'en-ca', base({ postalCode: '12345' })))).toEqual({
      postalCode: 'Enter a postal code like A1A 1A1.',
    })
  })

  it('requires gender in Germany, and nothing more', async () => {
    const env = createTestShop().env
    const html = await (await page(env, '/de-de/account/sign-up')).text()
    expect(findTag(html, 'select', { name: 'gender', required: true })).toBeDefined()
    expect(textOf(html)).toContain('Postleitzahl (optional)')
    expect(await refusals(await signUp(env, 'de-de', base()))).toEqual({
      gender: 'Wähle dein Geschlecht aus.',
    })
    expect(await refusals(await signUp(env, 'de-de', base({ gender: 'OTHER' })))).toEqual({
      gender: 'Wähle eine der aufgeführten Möglichkeiten.',
    })
    expect((await signUp(env, 'de-de', base({ gender: 'DIVERSE' }))).status).toBe(303)
  })

  it('requires the phone, gender and postal code in France, each with its message', async () => {
    const env = createTestShop().env
    expect(await refusals(await signUp(env, 'fr-fr', base()))).toEqual({
      gender: 'Choisissez votre genre.',
      phone: 'Saisissez votre numéro de mobile.',
      postalCode: 'Saisissez votre code postal.',
    })
    expect(
      await refusals(
        await signUp(env, 'fr-fr', base({ gender: 'FEMALE', phone: '0612', postalCode: '7500' })),
      ),
    ).toEqual({
      phone: 'Saisissez un numéro de mobile comme 06 12 34 56 78.',
      postalCode: 'Saisissez un code postal comme 75001.',
    })
    // The SMS opt-in stays a choice in France.
    const fields = base({ gender: 'FEMALE', phone: '0612345678', postalCode: '75001' })
    expect((await signUp(env, 'fr-fr', fields)).status).toBe(303)
  })

  it('requires the SMS opt-in in Italy, usable only with a valid phone, and keeps what was given on the account', async () => {
    const env = createTestShop().env
    const html = await (await page(env, '/it-it/account/sign-up')).text()
    expect(findTag(html, 'input', { name: 'smsOptIn', required: true })).toBeDefined()
    expect(findTag(html, 'input', { name: 'phone' })?.attributes).toMatchObject({
      required: '',
      inputMode: 'tel',
    })
    expect(findTag(html, 'input', { name: 'postalCode' })?.attributes).toMatchObject({
      required: '',
      inputMode: 'numeric',
      pattern: '[0-9][0-9][0-9][0-9][0-9]',
      maxLength: '5',
      autoComplete: 'postal-code',
    })
    expect(await refusals(await signUp(env, 'it-it', base()))).toEqual({
      gender: 'Scegli il tuo genere.',
      phone: 'Inserisci il tuo numero di cellulare.',
      postalCode: 'Inserisci il tuo CAP.',
      smsOptIn: 'Accetta di ricevere SMS per creare un account in questo negozio.',
    })
    const filled = { gender: 'MALE', postalCode: '00184', smsOptIn: 'on' }
    expect(await refusals(await signUp(env, 'it-it', base({ ...filled, phone: '312' })))).toEqual({
      phone: 'Inserisci un numero di cellulare come 312 345 6789.',
      smsOptIn: 'Inserisci un numero di cellulare valido per ricevere SMS.',
    })
    const created = await signUp(env, 'it-it', base({ ...filled, phone: '3123456789' }))
    expect(created.status).toBe(303)
    const profile = await (await page(env, '/it-it/account/profile', cookieOf(created))).text()
    expect(findTag(profile, 'input', { name: 'postalCode' })?.attributes.value).toBe('00184')
    expect(findTag(profile, 'option', { value: 'MALE', selected: true })).toBeDefined()
  })

  it('requires the phone and postal code in Spain, gender optional; the Netherlands the postal code by its mask', async () => {
    const env = createTestShop().env
    expect(await refusals(await signUp(env, 'es-es', base()))).toEqual({
      phone: 'Introduce tu número de móvil.',
      postalCode: 'Introduce tu código postal.',
    })
    expect((await signUp(env, 'es-es', base({ phone: '612345678', postalCode: '28013' }))).status).toBe(303)
    const dutch = await (await page(env, '/nl-nl/account/sign-up')).text()
    expect(findTag(dutch, 'input', { name: 'postalCode' })?.attributes).toMatchObject({
      required: '',
      pattern: '[0-9][0-9][0-9][0-9] ?[A-Za-z][A-Za-z]',
    })
    expect(await refusals(await signUp(env, 'nl-nl', base({ postalCode: '1012' })))).toEqual({
      postalCode: 'Vul een postcode in zoals 1012 AB.',
    })
    // Gender is not asked there: a value sent anyway is not looked at.
    expect((await signUp(env, 'nl-nl', base({ postalCode: '1012ab', gender: 'OTHER' }))).status).toBe(303)
  })
})
