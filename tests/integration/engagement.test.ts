import { beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../mock-api/consumers/secrets'
import { insertConsumer } from '../../mock-api/db/consumers'
import { signIn, uniqueAddress } from './account-helpers'
import { cookieOf, formPost } from './browser'
import {
  bindings,
  clearUpstreamCache,
  createTestEnv,
  createUpstream,
  request,
  type Upstream,
} from './harness'

beforeEach(clearUpstreamCache)

const STORY = '/en-us/stories/trail-season'
const OPEN_EVENT = 'trail-weekend-2026'

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`

/**
 * A shopper of this test alone with this email, signed in for real (decision 048: the newsletter and event calls go
 * with their Registered token), the session's cookie.
 */
async function signedIn(env: ReturnType<typeof createTestEnv>, email: string): Promise<string> {
  const password = 'Engage-passw0rd'
  await insertConsumer(
    bindings.DB,
    {
      id: crypto.randomUUID().replace(/-/g, ''),
      email,
      firstName: 'Ana',
      lastName: 'Ruiz',
      consumerType: 'REGISTERED',
      employeeTermsAccepted: false,
      password: await hashPassword(password),
    },
    new Date().toISOString(),
  ).run()
  const answer = await signIn(env, email, password)
  expect(answer.status).toBe(200)
  return answer.cookie
}

const post = (body: unknown, options: { cookie?: string; locale?: string; raw?: boolean } = {}) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    origin: 'http://localhost',
    'x-storefront-locale': options.locale ?? 'en-us',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  },
  body: options.raw ? (body as string) : JSON.stringify(body),
})

/** The bodies and headers of the posts the mock API received on a path (a read of the same path has no body). */
async function callsTo(upstream: Upstream, path: string) {
  const calls = upstream.calls.filter((call) => call.method === 'POST' && new URL(call.url).pathname === path)
  return Promise.all(
    calls.map(async (call) => ({
      body: (await call.clone().json()) as Record<string, unknown>,
      headers: call.headers,
      method: call.method,
    })),
  )
}

const NEWSLETTER_PATH = '/api/consumers-v3/consumer/subscription'
/** Spec 1 §7: one path for every event, the event named in the payload. */
const REGISTRATION_PATH = '/api/consumers-v3/consumer/event-registration'

describe('newsletter sign-up', () => {
  it('signs a guest up with the page as the campaign, and answers the same email again just as a new one', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const email = unique('ana')
    const first = await request('/api/newsletter', { env, ...post({ email, policy: true, path: STORY }) })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(await first.json()).toEqual({ subscribed: true })
    const [call] = await callsTo(upstream, NEWSLETTER_PATH)
    expect(call?.method).toBe('POST')
    expect(call?.body).toEqual({
      type: 'Newsletter',
      channel: 'email',
      optIn: true,
      email,
      acquisitionType: 'Signup',
      campaignName: STORY,
    })
    expect(call?.headers.get('x-consumer-email')).toBeNull()

    // The consumer service knows the address (its NWS409); the shopper, or whoever typed it, is not told.
    const again = await request('/api/newsletter', {
      env,
      ...post({ email: email.toUpperCase(), policy: true, path: STORY }),
    })
    const fresh = await request('/api/newsletter', {
      env,
      ...post({ email: unique('ben'), policy: true, path: STORY }),
    })
    for (const response of [again, fresh]) {
      expect(response.status).toBe(first.status)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('content-type')).toBe(first.headers.get('content-type'))
      expect(response.headers.getSetCookie()).toEqual(first.headers.getSetCookie())
      expect(await response.json()).toEqual({ subscribed: true })
    }
    // The same work behind each answer: one call upstream apiece, and the address is stored once.
    expect(await callsTo(upstream, NEWSLETTER_PATH)).toHaveLength(3)
    const stored = await bindings.DB.prepare(
      'SELECT COUNT(*) AS count FROM newsletter_subscriptions WHERE email = ?',
    )
      .bind(email)
      .first<{ count: number }>()
    expect(stored?.count).toBe(1)
  })

  it('checks the email and the policy box in the worker, in the page’s language, before any upstream call', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const missing = await request('/api/newsletter', { env, ...post({ policy: true, path: STORY }) })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ fields: { email: 'Email is required.' } })
    const bad = await request('/api/newsletter', { env, ...post({ email: 'ana@', policy: true }) })
    expect(await bad.json()).toMatchObject({ fields: { email: 'Email is not valid' } })
    const noPolicy = await request('/api/newsletter', {
      env,
      ...post({ email: unique('ben'), policy: false, path: STORY }),
    })
    expect(noPolicy.status).toBe(400)
    const body = (await noPolicy.json()) as { fields: Record<string, string> }
    expect(body.fields).toEqual({ policy: 'Tick this box to continue.' })
    const french = await request('/api/newsletter', { env, ...post({}, { locale: 'fr-fr' }) })
    expect(await french.json()).toMatchObject({
      fields: { email: 'E-mail : ce champ est obligatoire.', policy: 'Cochez cette case pour continuer.' },
    })
    expect(await callsTo(upstream, NEWSLETTER_PATH)).toEqual([])
  })

  it('shows the API’s refusal of an email at the email field (AUT453)', async () => {
    const env = createTestEnv(createUpstream())
    // Passes the shop's rule but not the API's (two dots in a row).
    const response = await request('/api/newsletter', {
      env,
      ...post({ email: 'ana..ruiz@example.com', policy: true, path: STORY }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'AUT453' }],
      fields: { email: 'Email is not valid' },
    })
  })

  it('does not send a known account email, and remembers the account as subscribed', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const email = unique('cleo')
    const cookie = await signedIn(env, email)
    const before = await (await request(STORY, { env, headers: { cookie } })).text()
    expect(before).toContain(`"knownEmail":"${email}`)
    expect(before).toContain('readOnly=""')

    const response = await request('/api/newsletter', {
      env,
      ...post({ email: 'someone.else@example.com', policy: true, path: STORY }, { cookie }),
    })
    expect(response.status).toBe(200)
    const [call] = await callsTo(upstream, NEWSLETTER_PATH)
    // The account is named by the shopper's token alone (decision 048).
    expect(call?.body).toEqual({ type: 'Newsletter', channel: 'email', optIn: true, campaignName: STORY })
    expect(call?.headers.get('x-consumer-email')).toBeNull()
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /)

    // The next page knows: the heading shows the success text and there is no form.
    const after = await (
      await request(STORY, { env, headers: { cookie: cookieOf(response, cookie) } })
    ).text()
    const block = after.slice(after.indexOf('data-block-id="trail-newsletter"'))
    expect(block.slice(0, 400)).toContain(
      '<h2 id="trail-newsletter-title" class="block__title">You are on the list: the next letter is on its way.</h2>',
    )
    expect(after).not.toContain('newsletter__form')
  })

  it('works as a plain form posted to its own page: success goes back to the block, a refusal is the page again', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const email = unique('dan')
    const body = (fields: string) => `path=${encodeURIComponent(STORY)}&blockId=trail-newsletter&${fields}`
    const action = `${STORY}?form=newsletter`
    const story = await (await request(STORY, { env })).text()
    expect(story).toContain(`action="${action}"`)
    expect(story).not.toContain('action="/api/newsletter')
    const ok = await request(action, {
      env,
      ...formPost(body(`email=${encodeURIComponent(email)}&policy=on`)),
    })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe(`${STORY}?newsletter=subscribed#trail-newsletter`)
    const again = await request(action, {
      env,
      ...formPost(body(`email=${encodeURIComponent(email)}&policy=on`)),
    })
    // An address already on the list comes back just as a new one.
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(`${STORY}?newsletter=subscribed#trail-newsletter`)
    // Refused, it is the page again at its own address: the email as typed, the message at its field.
    const noPolicy = await request(action, { env, ...formPost(body(`email=${encodeURIComponent(email)}`)) })
    expect(noPolicy.status).toBe(400)
    expect(noPolicy.headers.get('location')).toBeNull()
    expect(noPolicy.headers.get('cache-control')).toBe('private, no-store')
    const refused = await noPolicy.text()
    expect(refused).toContain(
      '<p class="field-error" id="trail-newsletter-policy-error">Tick this box to continue.</p>',
    )
    expect(refused).toContain('aria-invalid="true" aria-describedby="trail-newsletter-policy-error"')
    expect(refused).toContain(`value="${email}"`)
    const badEmail = await (
      await request(action, { env, ...formPost(body('email=ana%40&policy=on')) })
    ).text()
    expect(badEmail).toContain('id="trail-newsletter-email-error"')
    expect(badEmail).toContain('value="ana@"')
    // The way back is the page it was posted to, never a path the form names.
    const elsewhere = await request(action, {
      env,
      ...formPost(`path=%2F%2Fevil.example&blockId=x&email=${encodeURIComponent(unique('eve'))}&policy=on`),
    })
    expect(elsewhere.headers.get('location')).toBe(`${STORY}?newsletter=subscribed#x`)

    const page = await (await request(`${STORY}?newsletter=subscribed`, { env })).text()
    expect(page).toContain('"initialNotice":{"kind":"success"')
    expect(page).toContain('<div class="notice notice--success engage-notice" role="status">')
    // A refusal's code in the address means nothing any more: the page is the plain page.
    const stale = await (await request(`${STORY}?newsletter=policy`, { env })).text()
    expect(stale).not.toContain('trail-newsletter-policy-error')
  })

  it('answers bad bodies with a 400, never a 500', async () => {
    const env = createTestEnv(createUpstream())
    for (const body of ['{not json', '[1,2]', 'null', JSON.stringify({ email: 5, policy: {} })]) {
      const response = await request('/api/newsletter', { env, ...post(body, { raw: true }) })
      expect(response.status).toBe(400)
      expect(await response.json()).toHaveProperty('errorDetails')
    }
  })
})

describe('newsletter sign-ups per client address', () => {
  /** A sign-up by script from the client's address (the edge's `CF-Connecting-IP`). */
  const signUp = (env: ReturnType<typeof createTestEnv>, address: string, locale = 'en-us') => {
    const init = post({ email: unique('flood'), policy: true, path: STORY }, { locale })
    return request('/api/newsletter', {
      env,
      ...init,
      headers: { ...init.headers, 'cf-connecting-ip': address },
    })
  }

  it('takes ten a minute from one address; the eleventh waits, asked of no one, with a clear message', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) expect((await signUp(env, address)).status).toBe(200)
    const calls = (await callsTo(upstream, NEWSLETTER_PATH)).length
    const throttled = await signUp(env, address)
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('60')
    expect(await throttled.json()).toMatchObject({
      errorDetails: [
        {
          errorId: 'NEWSLETTER_THROTTLED',
          message: 'Too many sign-ups. Please wait a minute, then try again.',
        },
      ],
      placement: 'top',
    })
    expect(await callsTo(upstream, NEWSLETTER_PATH)).toHaveLength(calls)
    // In the page's language.
    const french = await signUp(env, address, 'fr-fr')
    expect(french.status).toBe(429)
    expect(await french.json()).toMatchObject({
      errorDetails: [{ message: 'Trop d’inscriptions. Patientez une minute, puis réessayez.' }],
    })
    // Another address is not held back.
    expect((await signUp(env, uniqueAddress())).status).toBe(200)
  })

  it('answers a plain form past the limit with the page again, whose block says to wait', async () => {
    const env = createTestEnv(createUpstream())
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) expect((await signUp(env, address)).status).toBe(200)
    const body = `path=${encodeURIComponent(STORY)}&blockId=trail-newsletter&email=${encodeURIComponent(unique('form'))}&policy=on`
    const form = await request(`${STORY}?form=newsletter`, {
      env,
      ...formPost(body),
      headers: { ...formPost(body).headers, 'cf-connecting-ip': address },
    })
    expect(form.status).toBe(429)
    expect(form.headers.get('location')).toBeNull()
    expect(form.headers.get('retry-after')).toBe('60')
    const page = await form.text()
    expect(page).toContain('Too many sign-ups. Please wait a minute, then try again.')
    expect(page).toContain('"initialNotice":{"kind":"error"')
  })
})

const registration = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  attendingDays: ['2027-11-06', '2027-11-05'],
  plusOne: 'Luis Gómez',
  terms: true,
  startDate: '2027-11-05',
  endDate: '2027-11-07',
  ...extra,
})

describe('event registration', () => {
  it('asks a guest to sign in', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const response = await request(`/api/events/${OPEN_EVENT}/registrations`, {
      env,
      ...post(registration()),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'AUT401', message: 'Sign in to join this event.' }],
    })
    expect(await callsTo(upstream, REGISTRATION_PATH)).toEqual([])
    // The page gives the dialog no email, so it starts with the sign-in step.
    const page = await (await request(STORY, { env })).text()
    expect(page).toContain('data-island="event-signup"')
    expect(page).toContain('"email":null')
  })

  it('registers a signed-in shopper with the account’s email, and refuses a second registration (REG409)', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const email = unique('eva')
    const cookie = await signedIn(env, email)
    const page = await (await request(STORY, { env, headers: { cookie } })).text()
    expect(page).toContain(`"email":"${email}"`)

    const response = await request(`/api/events/${OPEN_EVENT}/registrations`, {
      env,
      ...post(registration({ email: 'not-mine@example.com' }), { cookie }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ registered: true, attendingDays: '2027-11-05,2027-11-06' })
    const [call] = await callsTo(upstream, REGISTRATION_PATH)
    // No email: the token names the account, whose email is the one registered (decision 048).
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /)
    expect(call?.body).toEqual({
      attendingDays: '2027-11-05,2027-11-06',
      eventId: OPEN_EVENT,
      eventTermsAccepted: true,
      firstName: 'Ana',
      lastName: 'Ruiz',
      gender: null,
      phoneNumber: null,
      plusOne: 'Luis Gómez',
      registrationTimestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    })

    const again = await request(`/api/events/${OPEN_EVENT}/registrations`, {
      env,
      ...post(registration({ plusOne: '' }), { cookie }),
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      errorDetails: [{ errorId: 'REG409', message: 'You are already registered for this event.' }],
    })
  })

  it('sends the gender and phone the account holds, the phone in its international form (spec 3 §3, spec 2 §5)', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const email = unique('gia')
    const cookie = await signedIn(env, email)
    await bindings.DB.prepare('UPDATE consumers SET phone = ?, gender = ? WHERE email = ?')
      .bind('+12065550142', 'F', email)
      .run()
    const response = await request(`/api/events/${OPEN_EVENT}/registrations`, {
      env,
      ...post(registration(), { cookie }),
    })
    expect(response.status).toBe(201)
    const [call] = await callsTo(upstream, REGISTRATION_PATH)
    expect(call?.body).toMatchObject({ gender: 'F', phoneNumber: '+12065550142', firstName: 'Ana' })
  })

  it('passes on a full, a closed and an unknown event with their messages', async () => {
    const env = createTestEnv(createUpstream())
    const cookie = await signedIn(env, unique('finn'))
    const full = await request('/api/events/repair-cafe-2026/registrations', {
      env,
      ...post(
        registration({ startDate: '2027-11-13', endDate: '2027-11-13', attendingDays: ['2027-11-13'] }),
        {
          cookie,
        },
      ),
    })
    expect(full.status).toBe(409)
    expect(await full.json()).toMatchObject({
      errorDetails: [{ errorId: 'EVT409', message: 'This event is full.' }],
    })
    const closed = await request('/api/events/summer-ultra-2026/registrations', {
      env,
      ...post(
        registration({ startDate: '2026-07-03', endDate: '2026-07-05', attendingDays: ['2026-07-03'] }),
        {
          cookie,
        },
      ),
    })
    // Closed is a business rule's refusal (422); full and already registered conflict with the event's state (409).
    expect(closed.status).toBe(422)
    expect(await closed.json()).toMatchObject({
      errorDetails: [{ errorId: 'EVT410', message: 'Registration for this event is closed.' }],
    })
    const unknown = await request('/api/events/no-such-event/registrations', {
      env,
      ...post(registration(), { cookie }),
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      errorDetails: [{ errorId: 'EVT404', message: 'This event could not be found.' }],
    })
  })

  it('refuses days outside the event, twice the same day or none, at the days field', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = await signedIn(env, unique('gus'))
    const send = (extra: Record<string, unknown>) =>
      request(`/api/events/${OPEN_EVENT}/registrations`, { env, ...post(registration(extra), { cookie }) })
    for (const attendingDays of [['2027-11-04'], ['2027-11-08'], ['2027-11-06', '2027-11-06'], ['7 Nov']]) {
      const response = await send({ attendingDays })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        fields: { attendingDays: 'Choose days between the first and the last day of the event.' },
      })
    }
    expect(await (await send({ attendingDays: [] })).json()).toMatchObject({
      fields: { attendingDays: 'Choose at least one day.' },
    })
    expect(await callsTo(upstream, REGISTRATION_PATH)).toEqual([])
    // Dates the page claimed but the event does not have: the API refuses (EVT400), shown at the same field.
    const stale = await send({
      startDate: '2026-11-01',
      endDate: '2026-11-10',
      attendingDays: ['2026-11-02'],
    })
    expect(stale.status).toBe(400)
    expect(await stale.json()).toMatchObject({
      errorDetails: [{ errorId: 'EVT400' }],
      fields: { attendingDays: 'Choose days between the first and the last day of the event.' },
    })
  })

  it('checks the guest’s name only when it is filled, and the names and terms always', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = await signedIn(env, unique('hana'))
    const send = (extra: Record<string, unknown>) =>
      request(`/api/events/${OPEN_EVENT}/registrations`, { env, ...post(registration(extra), { cookie }) })
    const badGuest = await send({ plusOne: 'guest#1' })
    expect(badGuest.status).toBe(400)
    expect(await badGuest.json()).toMatchObject({ fields: { plusOne: 'Enter a valid name for your guest.' } })
    // Names are 2–30 characters here as everywhere in the shop, and the message says so.
    const long = await send({ firstName: 'A', lastName: 'Lund-Åkesson'.padEnd(31, 'x'), plusOne: 'L' })
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({
      fields: {
        firstName: 'Enter 2 to 30 characters.',
        lastName: 'Enter 2 to 30 characters.',
        plusOne: 'Enter 2 to 30 characters.',
      },
    })
    const incomplete = await send({ firstName: ' ', lastName: 'R2-D2', terms: false, plusOne: 'Luis' })
    expect(await incomplete.json()).toMatchObject({
      fields: {
        firstName: 'First name is required.',
        lastName: 'Name is not valid.',
        terms: 'Tick this box to continue.',
      },
    })
    expect(await callsTo(upstream, REGISTRATION_PATH)).toEqual([])
    const noGuest = await send({ plusOne: '' })
    expect(noGuest.status).toBe(201)
    const [call] = await callsTo(upstream, REGISTRATION_PATH)
    expect(call?.body.plusOne).toBeNull()
  })

  it('answers bad bodies with a 400 or 404, never a 500', async () => {
    const env = createTestEnv(createUpstream())
    const cookie = await signedIn(env, unique('ivo'))
    for (const body of [
      '{not json',
      '[]',
      'null',
      JSON.stringify({ attendingDays: 'all', terms: 'yes' }),
      JSON.stringify(registration({ startDate: 'soon', endDate: 'later' })),
      JSON.stringify(registration({ attendingDays: Array.from({ length: 100 }, () => '2027-11-05') })),
    ]) {
      const response = await request(`/api/events/${OPEN_EVENT}/registrations`, {
        env,
        ...post(body, { cookie, raw: true }),
      })
      expect(response.status).toBe(400)
    }
    const badId = await request('/api/events/bad%20id!/registrations', {
      env,
      ...post(registration(), { cookie }),
    })
    expect(badId.status).toBe(404)
  })
})
