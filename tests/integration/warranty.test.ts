/**
 * Warranty cases through the storefront (decision 038): a guest reads what the warranty covers and is asked to
 * sign in (coming back here after); a signed-in shopper opens a case by script or plain form, sent with the token
 * of their session; each field is refused at its field without asking upstream; the per-address limit; and the
 * consumer service's own contract (a guest's token refused, the rules checked again).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { todayOf } from '../../shared/account/sign-up'
import { earliestPurchaseDate, WARRANTY_DESCRIPTION_MAX } from '../../shared/help/warranty'
import { elementText, findTag, textOf } from '../fixtures/html'
import { postForm, postJson, uniqueAddress } from './account-helpers'
import { bindings, callMockApi, clearUpstreamCache, createTestShop, createUpstream, request } from './harness'
import { callsTo, newShopper } from './help-helpers'

beforeEach(clearUpstreamCache)

const WARRANTY = '/api/help/warranty'
/** The warranty page, where its plain form posts. */
const WARRANTY_PAGE = '/en-us/help/warranty'
const UPSTREAM_CASE = '/api/consumers-v3/consumer/warranty'

/** A date `days` before today (UTC), `YYYY-MM-DD`. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

const claim = (overrides: Record<string, unknown> = {}) => ({
  product: 'Cascade Rain Jacket (KS100342)',
  purchaseDate: daysAgo(400),
  orderNumber: '',
  description: 'The seam tape on the left shoulder is peeling off and the jacket lets water in.',
  ...overrides,
})

const caseRow = (caseId: string) =>
  bindings.DB.prepare('SELECT * FROM warranty_cases WHERE case_id = ?')
    .bind(caseId)
    .first<Record<string, string | null>>()

describe('the warranty page', () => {
  it('explains the warranty to a guest and asks them to sign in, coming back here after', async () => {
    const env = createTestShop().env
    const response = await request('/en-us/help/warranty', { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<h1>Product warranty</h1>')
    expect(textOf(html)).toContain('within 5 years of purchase, we’ll repair it, replace it or refund it')
    expect(textOf(html)).toContain('What the warranty covers')
    expect(textOf(html)).toContain('Sign in to open a warranty case')
    expect(
      elementText(
        html,
        findTag(html, 'a', { href: '/en-us/account/sign-in?returnTo=%2Fen-us%2Fhelp%2Fwarranty' }),
      ),
    ).toBe('Sign in')
    expect(
      findTag(html, 'a', { href: '/en-us/account/sign-up?returnTo=%2Fen-us%2Fhelp%2Fwarranty' }),
    ).toBeDefined()
    expect(findTag(html, 'form', { action: WARRANTY_PAGE })).toBeUndefined()
    // The sign-in it links to comes back here.
    const signIn = await (
      await request('/en-us/account/sign-in?returnTo=%2Fen-us%2Fhelp%2Fwarranty', { env })
    ).text()
    expect(findTag(signIn, 'input', { name: 'returnTo' })?.attributes.value).toBe('/en-us/help/warranty')
  })

  it('gives a signed-in shopper the form, in the page’s language, with the dates the warranty covers', async () => {
    const env = createTestShop().env
    const shopper = await newShopper(env, { firstName: 'Lotte', lastName: 'de Vries' })
    const html = await (
      await request('/nl-nl/help/warranty', { env, headers: { cookie: shopper.cookie } })
    ).text()
    expect(html).toContain('<h1>Productgarantie</h1>')
    expect(textOf(html)).toContain(`Ingelogd als Lotte de Vries (${shopper.email}).`)
    expect(findTag(html, 'form', { action: '/nl-nl/help/warranty', method: 'post' })).toBeDefined()
    const date = findTag(html, 'input', { name: 'purchaseDate', type: 'date' })
    const today = new Date().toISOString().slice(0, 10)
    expect(date?.attributes.max).toBe(today)
    expect(date?.attributes.min).toBe(
      `${Number(today.slice(0, 4)) - 5}${today.slice(4)}`.replace(/-02-29$/, '-02-28'),
    )
    for (const label of ['Product', 'Aankoopdatum', 'Bestelnummer (optioneel)', 'Wat is er mis mee?'])
      expect(textOf(html)).toContain(label)
  })
})

describe('opening a warranty case by script', () => {
  it('opens the case for the signed-in shopper, with the token of their session: 201 with its id', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await newShopper(env)
    const answer = await postJson(env, WARRANTY, claim({ orderNumber: 'ks0123456789' }), {
      cookie: shopper.cookie,
    })
    expect(answer.status).toBe(201)
    const caseId = answer.body.caseId as string
    expect(caseId).toMatch(/^WR-\d{8}$/)
    expect(answer.body.next).toBe(`/en-us/help/warranty?case=${caseId}`)
    const [sent] = callsTo(upstream.calls, 'POST', UPSTREAM_CASE)
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer [A-Za-z0-9_-]{20,}$/)
    expect(JSON.stringify(answer.body)).not.toContain(sent?.headers.get('authorization')?.slice(7) as string)
    const row = await caseRow(caseId)
    const consumer = await bindings.DB.prepare('SELECT id FROM consumers WHERE email = ?')
      .bind(shopper.email)
      .first<{ id: string }>()
    expect(row).toMatchObject({
      consumer_id: consumer?.id,
      product: 'Cascade Rain Jacket (KS100342)',
      purchase_date: daysAgo(400),
      order_number: 'KS0123456789',
      locale: 'en-us',
    })
    const page = await (
      await request(`/en-us/help/warranty?case=${caseId}`, { env, headers: { cookie: shopper.cookie } })
    ).text()
    expect(textOf(page)).toContain(`Your case number is ${caseId}.`)
  })

  it('refuses a guest with 401 and asks them to sign in, without asking the consumer service', async () => {
    const { upstream, env } = createTestShop()
    const answer = await postJson(env, WARRANTY, claim())
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({
      errorDetails: [{ errorId: 'AUT498', message: 'Please sign in again.' }],
      action: 'reauthenticate',
    })
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
  })

  it('refuses each field by the shared rules, each at its field, without asking the consumer service', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await newShopper(env)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ product: '' }, 'product', 'Enter the product’s name or style code.'],
      [{ product: 'K' }, 'product', 'Use 2 to 100 characters.'],
      [{ purchaseDate: '' }, 'purchaseDate', 'Enter the date you bought it.'],
      [{ purchaseDate: '2025-02-30' }, 'purchaseDate', 'Enter a real date.'],
      [{ purchaseDate: 'last summer' }, 'purchaseDate', 'Enter a real date.'],
      [{ purchaseDate: daysAgo(-2) }, 'purchaseDate', 'The date of purchase can’t be in the future.'],
      [
        { purchaseDate: daysAgo(5 * 366 + 2) },
        'purchaseDate',
        'The warranty covers products bought in the last 5 years.',
      ],
      [
        { orderNumber: 'order 12' },
        'orderNumber',
        'Enter an order number like KS0123456789, or leave it empty.',
      ],
      [{ description: '' }, 'description', 'Describe the fault.'],
      [
        { description: 'It broke.' },
        'description',
        'Write at least 20 characters, so our repair team understands the fault.',
      ],
      [
        { description: 'x'.repeat(WARRANTY_DESCRIPTION_MAX + 1) },
        'description',
        'Use at most 2000 characters (you wrote 2001).',
      ],
    ]
    for (const [overrides, field, text] of cases) {
      const answer = await postJson(env, WARRANTY, claim(overrides), { cookie: shopper.cookie })
      expect(answer.status, JSON.stringify(overrides).slice(0, 60)).toBe(400)
      expect(answer.body).toMatchObject({
        errorDetails: [{ errorId: 'WARRANTY_INVALID' }],
        fields: { [field]: text },
      })
      expect(Object.keys(answer.body.fields as object)).toEqual([field])
    }
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
    // The first and last days of the five years are covered.
    for (const purchaseDate of [daysAgo(0), earliestPurchaseDate(todayOf(new Date()))])
      expect(
        (await postJson(env, WARRANTY, claim({ purchaseDate }), { cookie: shopper.cookie })).status,
      ).toBe(201)
  })

  it('reads a date typed in the locale’s own pattern', async () => {
    const env = createTestShop().env
    const shopper = await newShopper(env)
    const bought = daysAgo(30)
    const [year, month, day] = bought.split('-')
    const init = { cookie: shopper.cookie }
    const french = await postForm(
      env,
      '/fr-fr/help/warranty',
      { ...(claim({ purchaseDate: `${day}/${month}/${year}` }) as Record<string, string>) },
      init,
    )
    expect(french.status).toBe(303)
    const caseId = new URL(french.headers.get('location') as string, 'http://localhost').searchParams.get(
      'case',
    )
    expect((await caseRow(caseId as string))?.purchase_date).toBe(bought)
  })

  it('limits cases per client address: the sixth in a minute waits, with Retry-After', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await newShopper(env)
    const address = uniqueAddress()
    for (let opened = 0; opened < 5; opened++)
      expect((await postJson(env, WARRANTY, claim(), { cookie: shopper.cookie, address })).status).toBe(201)
    const limited = await postJson(env, WARRANTY, claim(), { cookie: shopper.cookie, address })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(limited.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'WARRANTY_THROTTLED',
          message: 'You’ve opened several cases in a short time. Please wait a minute, then try again.',
        },
      ],
    })
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toHaveLength(5)
  })
})

describe('opening a warranty case without JavaScript', () => {
  it('answers a refusal with the page again: what was typed, the messages, a summary, the first refused field focused', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await newShopper(env)
    const refused = await postForm(
      env,
      '/en-gb/help/warranty',
      { product: 'Summit Boot', purchaseDate: daysAgo(-3), orderNumber: '', description: 'Sole split.' },
      { cookie: shopper.cookie },
    )
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const html = await refused.text()
    expect(html).toMatch(/^<!doctype html><html lang="en-GB"/)
    expect(findTag(html, 'a', { href: '#warranty-purchaseDate' })).toBeDefined()
    expect(findTag(html, 'a', { href: '#warranty-description' })).toBeDefined()
    expect(findTag(html, 'input', { name: 'purchaseDate' })?.attributes).toMatchObject({
      value: daysAgo(-3),
      'aria-invalid': 'true',
      autofocus: '',
    })
    expect(findTag(html, 'input', { name: 'product' })?.attributes.value).toBe('Summit Boot')
    expect(html).toContain('>Sole split.</textarea>')
    expect(textOf(html)).toContain('The date of purchase can’t be in the future.')
    // The footer's language links lead to the warranty page, not to the form's address.
    expect(findTag(html, 'a', { hrefLang: 'fr-FR', href: '/fr-fr/help/warranty' })).toBeDefined()
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
  })

  it('opens the case and shows its id; a guest’s form goes to sign in first', async () => {
    const env = createTestShop().env
    const shopper = await newShopper(env)
    const opened = await postForm(env, WARRANTY_PAGE, claim() as Record<string, string>, {
      cookie: shopper.cookie,
    })
    expect(opened.status).toBe(303)
    const location = opened.headers.get('location') as string
    expect(location).toMatch(/^\/en-us\/help\/warranty\?case=WR-\d{8}$/)
    const page = await (await request(location, { env, headers: { cookie: shopper.cookie } })).text()
    expect(textOf(page)).toContain('Your warranty case is open')

    const guest = await postForm(env, WARRANTY_PAGE, claim() as Record<string, string>)
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe('/en-us/account/sign-in?returnTo=%2Fen-us%2Fhelp%2Fwarranty')
  })
})

describe('the consumer service’s warranty contract', () => {
  const mockCall = (body: unknown, authorization?: string) =>
    callMockApi(createUpstream(), '/api/consumers-v3/consumer/warranty?locale=en-us', {
      method: 'POST',
      headers: authorization ? { authorization } : {},
      body: JSON.stringify(body),
    })

  it('refuses a call without a token (401 AUT432) and a guest’s token (403 AUT498)', async () => {
    const wire = { ...claim(), orderNumber: null }
    const none = await mockCall(wire)
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ errorDetails: [{ errorId: 'AUT432' }] })
    const grant = await callMockApi(createUpstream(), '/api/token/v2/auth/token', {
      method: 'POST',
      body: JSON.stringify({ grantType: 'Guest' }),
    })
    const { accessToken } = (await grant.json()) as { accessToken: string }
    const guest = await mockCall(wire, `Bearer ${accessToken}`)
    expect(guest.status).toBe(403)
    expect(await guest.json()).toMatchObject({ errorDetails: [{ errorId: 'AUT498' }] })
  })
})
