/**
 * The account's profile and address book through the storefront (decision 039): the pages drawn from the profile,
 * the profile form (the basic details skipped when every one is empty, interests sent as one pipe-separated string,
 * the shoe size), the address book's rules as the shopper meets them, plain forms without JavaScript and JSON for
 * scripts, the "profile not loaded" state when the consumer service fails, the guest sent to sign in, and the
 * checkout's shipping step offering the main shipping address.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults, setFaults } from '../../mock-api/faults'
import { page, pageForm, signedInShopper, uniquePhone } from './account-helpers'
import { formPost, jsonPost } from './browser'
import { call, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv, type Upstream } from './harness'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

// biome-ignore lint/suspicious/noExplicitAny: -- answers are read field by field, as the tests name them
type Body = Record<string, any>

/** The start tag of the element of this id. */
const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? ''
/** The value a field of this id shows. */
const valueIn = (html: string, id: string) => /\bvalue="([^"]*)"/.exec(tagOf(html, id))?.[1]
const isChecked = (html: string, id: string) => tagOf(html, id).includes('checked=""')

const errorOf = (body: Body) => (body.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId

/** A plain form post with repeated fields (checkboxes), as a browser sends it. */
const formOf = (env: TestEnv, path: string, fields: [string, string][], cookie: string) =>
  request(path, { env, ...formPost(new URLSearchParams(fields).toString(), cookie) })

/** The address book's own form for a change of one address, as the book renders it (decision 068). */
const bookForm = (id: string | undefined, change: 'main' | 'delete') =>
  `action="/en-us/account/addresses" method="post"><input type="hidden" name="address" value="${id}"/><input type="hidden" name="change" value="${change}"/>`

/** A same-origin JSON call with any method. */
async function json(env: TestEnv, method: string, path: string, cookie: string, body?: unknown) {
  const init = jsonPost(body ?? {}, cookie)
  const response = await request(path, {
    env,
    ...init,
    method,
    ...(body === undefined ? { body: undefined } : {}),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body }
}

/** The bodies of the calls the mock consumer service got for a path and method, parsed. */
const sent = (upstream: Upstream, method: string, pathEnd: string) =>
  Promise.all(
    upstream.calls
      .filter((call) => call.method === method && new URL(call.url).pathname.endsWith(pathEnd))
      .map(async (call) => (await call.clone().json()) as Body),
  )

const US_ADDRESS = {
  firstName: 'Rita',
  lastName: 'Reset',
  addressLine1: '500 Pine Street',
  addressLine2: '',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  phone: '206 555 0123',
}

const addresses = async (env: TestEnv, cookie: string) =>
  ((await json(env, 'GET', '/api/account/addresses', cookie)).body.addresses as Body[]).map((address) => ({
    id: address.id as string,
    type: address.type as string,
    main: address.main as boolean,
    line: address.addressLine1 as string,
  }))

describe('the profile page', () => {
  it('is the shopper’s own page, filled from the account, and saves by a plain form post', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, email } = await signedInShopper(env)
    const shown = await page(env, '/en-us/account/profile', cookie)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toContain('no-store')
    const html = await shown.text()
    expect(html).toContain('<h1>Profile</h1>')
    expect(html).toContain(email)
    expect(valueIn(html, 'profile-firstName')).toBe('Rita')
    expect(html).toContain('action="/en-us/account/profile"')
    expect(html).toContain('Like (206) 555-0110.')
    // The US shop does not ask for gender.
    expect(html).not.toContain('name="gender"')
    // The postal code is masked by the country, as at sign-up: a ZIP or ZIP+4, a numeric keyboard.
    const zip = /pattern="([^"]*)"/.exec(tagOf(html, 'profile-postalCode'))?.[1] ?? ''
    expect(new RegExp(`^(?:${zip})$`).test('98101')).toBe(true)
    expect(new RegExp(`^(?:${zip})$`).test('98101-1234')).toBe(true)
    expect(new RegExp(`^(?:${zip})$`).test('9810')).toBe(false)
    expect(tagOf(html, 'profile-postalCode')).toContain('inputMode="numeric"')

    const rosasPhone = uniquePhone()
    const saved = await formOf(
      env,
      '/en-us/account/profile',
      [
        ['firstName', 'Rosa'],
        ['lastName', 'Rivera'],
        ['birthDate', '1988-07-21'],
        ['phone', rosasPhone.typed],
        ['postalCode', '98101'],
        ['interests', 'climbing'],
        ['interests', 'hiking'],
        ['preferredShoeSize', '9'],
      ],
      cookie,
    )
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/en-us/account/profile?account=profileSaved')
    const [body] = await sent(upstream, 'PUT', '/consumers-v3/consumer')
    // The header greets the shopper by the name they now gave.
    const home = await (await page(env, '/en-us', cookie)).text()
    expect(home.includes('Hi, Rosa<span class="visually-hidden"> (Account)</span>')).toBe(true)
    expect(body).toEqual({
      consumerProfile: {
        consumerDetails: {
          firstName: 'Rosa',
          lastName: 'Rivera',
          birthDate: '1988-07-21',
          phone: rosasPhone.digits,
          postalCode: '98101',
        },
        preferences: { interests: 'hiking|climbing', preferredShoeSize: '9' },
      },
      country: 'US',
    })

    const after = await (await page(env, '/en-us/account/profile?account=profileSaved', cookie)).text()
    expect(after).toContain('Your profile is saved.')
    expect(valueIn(after, 'profile-lastName')).toBe('Rivera')
    expect(valueIn(after, 'profile-phone')).toBe(rosasPhone.shown)
    expect(valueIn(after, 'profile-birthDate')).toBe('1988-07-21')
    expect(isChecked(after, 'profile-interests-hiking')).toBe(true)
    expect(isChecked(after, 'profile-interests-climbing')).toBe(true)
    expect(isChecked(after, 'profile-interests-running')).toBe(false)
    expect(after).toMatch(/<option value="9" selected="">9<\/option>/)
  })

  it('skips the basic details when every one is empty, and saves the interests and shoe size alone', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const saved = await formOf(
      env,
      '/en-us/account/profile',
      [
        ['firstName', ''],
        ['lastName', ' '],
        ['birthDate', ''],
        ['phone', ''],
        ['postalCode', ''],
        ['interests', 'running'],
        ['preferredShoeSize', '11'],
      ],
      cookie,
    )
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/en-us/account/profile?account=preferencesSaved')
    const [body] = await sent(upstream, 'PUT', '/consumers-v3/consumer')
    expect(body?.consumerProfile).toEqual({ preferences: { interests: 'running', preferredShoeSize: '11' } })
    const { profile } = (await json(env, 'GET', '/api/account/profile', cookie)).body
    expect(profile).toMatchObject({
      firstName: 'Rita',
      lastName: 'Reset',
      interests: ['running'],
      preferredShoeSize: '11',
    })
    expect(
      await (await page(env, '/en-us/account/profile?account=preferencesSaved', cookie)).text(),
    ).toContain('Your interests and shoe size are saved.')
  })

  it('answers a refused form with its page: messages at the fields, a summary, what was typed, focus on the first', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const refused = await formOf(
      env,
      '/en-us/account/profile',
      [
        ['firstName', ''],
        ['lastName', 'Reset'],
        ['birthDate', '2031-01-01'],
        ['phone', '555 12'],
        ['postalCode', '9810'],
        ['interests', 'hiking'],
        ['interests', 'knitting'],
        ['preferredShoeSize', '9'],
      ],
      cookie,
    )
    expect(refused.status).toBe(400)
    expect(refused.headers.get('cache-control')).toContain('no-store')
    const html = await refused.text()
    for (const message of [
      'Enter your first name.',
      'Your date of birth can’t be in the future.',
      'Enter a mobile number like (206) 555-0110.',
      'Enter a ZIP code like 12345.',
      'Choose interests from the list.',
    ])
      expect(html).toContain(message)
    expect(html).toContain('<div class="error-summary" role="alert"')
    expect(html).toContain('<a href="#profile-firstName">First name: Enter your first name.</a>')
    expect(tagOf(html, 'profile-firstName')).toMatch(/aria-invalid="true"[^>]*autofocus=""/)
    expect(html.match(/autofocus=""/g)).toHaveLength(1)
    expect(valueIn(html, 'profile-phone')).toBe('555 12')
    expect(valueIn(html, 'profile-lastName')).toBe('Reset')
    expect(isChecked(html, 'profile-interests-hiking')).toBe(true)
    expect(await sent(upstream, 'PUT', '/consumers-v3/consumer')).toEqual([])
  })

  it('answers scripts with JSON: the profile, the saved one, and the refused fields', async () => {
    const { env } = createTestShop()
    const { cookie, email } = await signedInShopper(env)
    const read = await json(env, 'GET', '/api/account/profile', cookie)
    expect(read.status).toBe(200)
    expect(read.body.profile).toEqual({
      email,
      firstName: 'Rita',
      lastName: 'Reset',
      phone: '',
      birthDate: '',
      postalCode: '',
      gender: '',
      interests: [],
      preferredShoeSize: '',
      addresses: [],
    })
    const saved = await json(env, 'PUT', '/api/account/profile', cookie, {
      firstName: 'Rita',
      lastName: 'Reset',
      interests: 'snow|running',
      preferredShoeSize: '12',
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      saved: 'profileSaved',
      profile: { interests: ['running', 'snow'], preferredShoeSize: '12' },
      next: '/en-us/account/profile?account=profileSaved',
    })
    const refused = await json(env, 'POST', '/api/account/profile', cookie, {
      firstName: 'R',
      lastName: 'Reset',
      preferredShoeSize: '52',
    })
    expect(refused.status).toBe(400)
    expect(errorOf(refused.body)).toBe('PROFILE_INVALID')
    expect(refused.body.fields).toEqual({
      firstName: 'Use 2 to 30 characters.',
      preferredShoeSize: 'Choose a size from the list.',
    })
  })

  it('asks for gender in the German shop and words another account’s phone at the phone field', async () => {
    const { env } = createTestShop()
    const other = await signedInShopper(env)
    const { cookie } = await signedInShopper(env)
    const shown = await (await page(env, '/de-de/account/profile', cookie)).text()
    expect(shown).toContain('<option value="DIVERSE">Divers</option>')
    const phone = [
      ['firstName', 'Rita'],
      ['lastName', 'Reset'],
      ['phone', '206 555 0188'],
    ] as [string, string][]
    expect((await formOf(env, '/en-us/account/profile', phone, other.cookie)).status).toBe(303)
    const taken = await formOf(env, '/en-us/account/profile', phone, cookie)
    expect(taken.status).toBe(409)
    const html = await taken.text()
    expect(html).toContain(
      '<p id="profile-phone-error" class="field-error">This phone number is already in use.</p>',
    )
    expect(valueIn(html, 'profile-phone')).toBe('206 555 0188')
  })
})

describe('the address book', () => {
  it('adds, lists, makes main and deletes addresses by JSON, with the rules of the consumer service', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const first = await json(env, 'POST', '/api/account/addresses', cookie, { ...US_ADDRESS, type: 'S' })
    expect(first.status).toBe(201)
    expect(first.body.addressId).toMatch(/^S-/)
    const billing = await json(env, 'POST', '/api/account/addresses', cookie, { ...US_ADDRESS, type: 'B' })
    expect(billing.body.addressId).toMatch(/^B-/)
    const second = await json(env, 'POST', '/api/account/addresses', cookie, {
      ...US_ADDRESS,
      addressLine1: '12 Second Avenue',
      type: 'S',
    })
    expect(await addresses(env, cookie)).toEqual([
      { id: first.body.addressId, type: 'S', main: true, line: '500 Pine Street' },
      { id: second.body.addressId, type: 'S', main: false, line: '12 Second Avenue' },
      { id: billing.body.addressId, type: 'B', main: true, line: '500 Pine Street' },
    ])

    const main = await json(env, 'POST', `/api/account/addresses/${second.body.addressId}/main`, cookie, {})
    expect(main.status).toBe(200)
    expect(
      (await addresses(env, cookie)).filter((address) => address.main).map((address) => address.id),
    ).toEqual([second.body.addressId, billing.body.addressId])

    const same = await json(env, 'POST', '/api/account/addresses', cookie, { ...US_ADDRESS, type: 'S' })
    expect([same.status, errorOf(same.body)]).toEqual([409, 'CCA400'])
    expect(same.body.errorDetails[0].message).toBe('You’ve already saved this address.')

    const lastBilling = await json(env, 'DELETE', `/api/account/addresses/${billing.body.addressId}`, cookie)
    expect([lastBilling.status, errorOf(lastBilling.body)]).toEqual([422, 'PRO414'])

    const deleted = await json(env, 'DELETE', `/api/account/addresses/${second.body.addressId}`, cookie)
    expect(deleted.status).toBe(200)
    expect(await addresses(env, cookie)).toEqual([
      { id: first.body.addressId, type: 'S', main: true, line: '500 Pine Street' },
      { id: billing.body.addressId, type: 'B', main: true, line: '500 Pine Street' },
    ])
  })

  it('refuses another shopper’s address with CCA401 and asks the consumer service nothing about it', async () => {
    const { upstream, env } = createTestShop()
    const owner = await signedInShopper(env)
    const { cookie } = await signedInShopper(env)
    const theirs = (
      await json(env, 'POST', '/api/account/addresses', owner.cookie, { ...US_ADDRESS, type: 'S' })
    ).body.addressId as string
    upstream.calls.length = 0
    for (const [method, path, body] of [
      ['PUT', `/api/account/addresses/${theirs}`, { ...US_ADDRESS, addressLine1: '1 Taken Road' }],
      ['POST', `/api/account/addresses/${theirs}/main`, {}],
      ['DELETE', `/api/account/addresses/${theirs}`, undefined],
      ['DELETE', '/api/account/addresses/..%2Fconsumer', undefined],
    ] as const) {
      const answer = await json(env, method, path, cookie, body)
      expect([answer.status, errorOf(answer.body)], `${method} ${path}`).toEqual([404, 'CCA401'])
    }
    expect(upstream.calls.filter((call) => call.url.includes('/address/'))).toEqual([])
    expect(await addresses(env, owner.cookie)).toEqual([
      { id: theirs, type: 'S', main: true, line: '500 Pine Street' },
    ])
  })

  it('keeps an address on the page when the consumer service fails to delete it', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const id = (await json(env, 'POST', '/api/account/addresses', cookie, { ...US_ADDRESS, type: 'S' })).body
      .addressId as string
    setFaults([
      {
        service: 'consumers',
        path: '/consumers-v3/consumer/address/*',
        method: 'DELETE',
        kind: 'error',
        status: 503,
      },
    ])
    const failed = await pageForm(env, '/en-us/account/addresses', { address: id, change: 'delete' }, cookie)
    expect(failed.status).toBe(502)
    const html = await failed.text()
    expect(html).toContain('Something went wrong. Please try again.')
    expect(html).toContain('500 Pine Street')
    clearFaults()
    expect((await addresses(env, cookie)).map((address) => address.id)).toEqual([id])
  })

  it('works by plain forms: add, refuse with the typed values, make main, refuse a duplicate, delete', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const empty = await (await page(env, '/en-us/account/addresses', cookie)).text()
    expect(empty).toContain('You have no saved shipping addresses yet.')
    expect(empty).toContain('href="/en-us/account/addresses/new?type=B"')

    const form = await page(env, '/en-us/account/addresses/new?type=B', cookie)
    expect(form.status).toBe(200)
    const formHtml = await form.text()
    expect(formHtml).toContain('<h2>Add an address</h2>')
    expect(isChecked(formHtml, 'address-type-B')).toBe(true)
    expect(formHtml).toContain('action="/en-us/account/addresses/new"')
    expect(valueIn(formHtml, 'address-firstName')).toBe('Rita')

    const refused = await pageForm(
      env,
      '/en-us/account/addresses/new',
      { ...US_ADDRESS, postalCode: '9810', type: 'S' },
      cookie,
    )
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(refusedHtml).toContain('Enter a ZIP code like 12345.')
    expect(refusedHtml).toContain('<a href="#address-postalCode">ZIP code: Enter a ZIP code like 12345.</a>')
    expect(valueIn(refusedHtml, 'address-addressLine1')).toBe('500 Pine Street')
    expect(valueIn(refusedHtml, 'address-postalCode')).toBe('9810')
    expect(tagOf(refusedHtml, 'address-postalCode')).toContain('autofocus=""')
    expect(isChecked(refusedHtml, 'address-type-S')).toBe(true)

    const added = await pageForm(env, '/en-us/account/addresses/new', { ...US_ADDRESS, type: 'S' }, cookie)
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe('/en-us/account/addresses?account=addressSaved')
    const other = await pageForm(
      env,
      '/en-us/account/addresses/new',
      { ...US_ADDRESS, addressLine1: '77 Harbor Way', type: 'S', main: 'on' },
      cookie,
    )
    expect(other.status).toBe(303)
    const [main, first] = await addresses(env, cookie)
    expect([main?.line, main?.main, first?.line, first?.main]).toEqual([
      '77 Harbor Way',
      true,
      '500 Pine Street',
      false,
    ])

    const list = await (await page(env, '/en-us/account/addresses?account=addressSaved', cookie)).text()
    expect(list).toContain('Address saved.')
    expect(list.indexOf('77 Harbor Way')).toBeLessThan(list.indexOf('500 Pine Street'))
    expect(list).toContain('Main shipping address')
    expect(list).toContain(bookForm(first?.id, 'main'))
    expect(list).not.toContain(bookForm(main?.id, 'main'))
    expect(list).toContain(bookForm(first?.id, 'delete'))

    const made = await pageForm(
      env,
      '/en-us/account/addresses',
      { address: `${first?.id}`, change: 'main' },
      cookie,
    )
    expect(made.headers.get('location')).toBe('/en-us/account/addresses?account=addressMain')
    expect((await addresses(env, cookie)).find((address) => address.main)?.id).toBe(first?.id)

    const edit = await page(env, `/en-us/account/addresses/${main?.id}`, cookie)
    expect(edit.status).toBe(200)
    const duplicate = await pageForm(env, `/en-us/account/addresses/${main?.id}`, US_ADDRESS, cookie)
    expect(duplicate.status).toBe(409)
    const duplicateHtml = await duplicate.text()
    expect(duplicateHtml).toContain('You’ve already saved this address.')
    expect(duplicateHtml).toContain('<h2>Edit address</h2>')

    const changed = await pageForm(
      env,
      `/en-us/account/addresses/${main?.id}`,
      { ...US_ADDRESS, addressLine1: '78 Harbor Way' },
      cookie,
    )
    expect(changed.headers.get('location')).toBe('/en-us/account/addresses?account=addressSaved')

    const deleted = await pageForm(
      env,
      '/en-us/account/addresses',
      { address: `${first?.id}`, change: 'delete' },
      cookie,
    )
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('location')).toBe('/en-us/account/addresses?account=addressDeleted')
    expect(await addresses(env, cookie)).toEqual([
      { id: main?.id, type: 'S', main: true, line: '78 Harbor Way' },
    ])
    expect(
      await (await page(env, '/en-us/account/addresses?account=addressDeleted', cookie)).text(),
    ).toContain('Address deleted.')
  })

  it('offers no delete for the only billing address, and words the refusal when a form asks anyway', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const id = (await json(env, 'POST', '/api/account/addresses', cookie, { ...US_ADDRESS, type: 'B' })).body
      .addressId as string
    const list = await (await page(env, '/en-us/account/addresses', cookie)).text()
    expect(list).toContain('Your only billing address can be changed but not deleted.')
    expect(list).not.toContain(bookForm(id, 'delete'))
    const refused = await pageForm(env, '/en-us/account/addresses', { address: id, change: 'delete' }, cookie)
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain(
      'Your only billing address can’t be deleted. Add another one first.',
    )
  })

  it('answers 404 for an address page that is not the shopper’s', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    for (const path of [
      '/en-us/account/addresses/S-nothing',
      '/en-us/account/addresses/new/more',
      '/en-us/account/profile/x',
    ])
      expect((await page(env, path, cookie)).status, path).toBe(404)
  })
})

describe('a profile not loaded', () => {
  it('shows each section’s message and no form, and refuses a change without sending it', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    setFaults([
      { service: 'consumers', path: '/consumers-v3/consumer', method: 'GET', kind: 'error', status: 503 },
    ])
    for (const path of ['/en-us/account/profile', '/en-us/account/addresses']) {
      const response = await page(env, path, cookie)
      expect(response.status, path).toBe(503)
      expect(response.headers.get('cache-control')).toContain('no-store')
      expect(response.headers.get('retry-after')).toBe('30')
      const html = await response.text()
      expect(html).toContain('We couldn’t load your profile just now, so nothing can be changed here.')
      expect(html).toContain(`<a href="${path}" class="button button--secondary">Try again</a>`)
      expect(html).not.toContain('action="/en-us/account/profile')
      expect(html).not.toContain('action="/en-us/account/addresses')
    }
    const script = await json(env, 'PUT', '/api/account/profile', cookie, {
      firstName: 'Rita',
      lastName: 'Reset',
    })
    expect([script.status, errorOf(script.body)]).toEqual([502, 'PROFILE_NOT_LOADED'])
    expect(script.body.errorDetails[0].message).toBe(
      'We couldn’t load your profile just now, so nothing can be changed here. Please try again in a moment.',
    )
    const add = await json(env, 'POST', '/api/account/addresses', cookie, { ...US_ADDRESS, type: 'S' })
    expect([add.status, errorOf(add.body)]).toEqual([502, 'PROFILE_NOT_LOADED'])

    // A plain form keeps what was typed, and says why nothing was saved.
    const typed = await formOf(
      env,
      '/en-us/account/profile',
      [
        ['firstName', 'Rita'],
        ['lastName', 'Rivera'],
      ],
      cookie,
    )
    expect(typed.status).toBe(502)
    const html = await typed.text()
    expect(html).toContain('We couldn’t load your profile just now')
    expect(valueIn(html, 'profile-lastName')).toBe('Rivera')
    expect(await sent(upstream, 'PUT', '/consumers-v3/consumer')).toEqual([])
    expect(await sent(upstream, 'POST', '/consumers-v3/consumer/address')).toEqual([])
  })

  it('counts a profile the consumer service no longer finds (PRO404) as not loaded', async () => {
    const { env } = createTestShop()
    const { cookie, id } = await signedInShopper(env)
    await bindings.DB.prepare('DELETE FROM consumers WHERE id = ?').bind(id).run()
    const response = await page(env, '/en-us/account/addresses', cookie)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('We couldn’t load your profile just now')
  })
})

describe('a guest', () => {
  it('is sent to sign in, coming back to the page asked for; scripts get 401', async () => {
    const { env } = createTestShop()
    for (const path of [
      '/en-us/account/profile',
      '/en-us/account/addresses',
      '/en-us/account/addresses/new',
    ]) {
      const guest = await page(env, path)
      expect(guest.status, path).toBe(303)
      expect(guest.headers.get('location')).toBe(
        `/en-us/account/sign-in?${new URLSearchParams({ returnTo: path })}`,
      )
    }
    const script = await json(env, 'PUT', '/api/account/profile', '', { firstName: 'Rita' })
    expect([script.status, errorOf(script.body)]).toEqual([401, 'AUT498'])
    const form = await pageForm(env, '/en-us/account/addresses/new', { ...US_ADDRESS, type: 'S' })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Faddresses',
    )
  })
})

describe('the checkout', () => {
  it('offers a signed-in shopper’s main shipping address on the shipping step of a bag without one', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, email } = await signedInShopper(env)
    await json(env, 'POST', '/api/account/addresses', cookie, { ...US_ADDRESS, type: 'S' })
    await json(env, 'POST', '/api/account/addresses', cookie, {
      ...US_ADDRESS,
      addressLine1: '9 Billing Lane',
      type: 'B',
    })
    const [variant] = await variantsInStock(upstream, 1, 1)
    expect((await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, cookie)).status).toBe(200)
    const checkout = await page(env, '/en-us/checkout', cookie)
    expect(checkout.status).toBe(200)
    const html = await checkout.text()
    expect(valueIn(html, 'shipping-addressLine1')).toBe('500 Pine Street')
    expect(valueIn(html, 'shipping-postalCode')).toBe('98101')
    expect(valueIn(html, 'shipping-email')).toBe(email)
    expect(html).not.toContain('9 Billing Lane')
  })
})
