/**
 * Decision 048: every subscription type of spec 1 §3 in the account (the members' newsletter and the loyalty
 * programme's messages for loyalty members only, refused to anyone else at the type's form), sign-up's SMS opt-in
 * starting the double opt-in, the newsletter block and the event sign-up going with the shopper's token, and the
 * segments following the signed-in shopper (joining the loyalty program at once; IPA from the profile).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { expectToContainAll } from '../fixtures/expect-text'
import { newPhone, page, pageForm, signedInShopper, textsTo } from './account-helpers'
import { cookieOf, jsonPost } from './browser'
import { call } from './cart-helpers'
import type { TestEnv, Upstream } from './harness'
import { bindings, clearUpstreamCache, createTestShop, request } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

const SECTION = '/en-us/account/subscriptions'
const STORY = '/en-us/stories/trail-season'

const rowOf = (id: string, type: string, channel: 'email' | 'sms') =>
  bindings.DB.prepare(
    `SELECT optin, double_optin AS doubleOptin, recipient FROM consumer_subscriptions
      WHERE consumer_id = ? AND type = ? AND channel = ?`,
  )
    .bind(id, type, channel)
    .first<{ optin: number; doubleOptin: number; recipient: string | null }>()

/** A loyalty member of this test alone, signed in. */
const signedInMember = (env: TestEnv) =>
  signedInShopper(env, {
    prefix: 'member',
    loyalty: { memberId: `LM-${crypto.randomUUID().slice(0, 8).toUpperCase()}`, points: 100 },
  })

const SUBSCRIPTIONS = '/api/account/subscriptions?locale=en-us'
const CONFIRM_SUBSCRIPTION = '/api/account/subscriptions/confirm?locale=en-us'
const NEWSLETTER = '/api/newsletter?locale=en-us'
const EVENT_REGISTRATIONS = '/api/events/trail-weekend-2026/registrations?locale=en-us'
const JOIN_LOYALTY = '/api/account/loyalty/join?locale=en-us'

describe('the subscription types', () => {
  it('offers a member the members’ newsletter and the loyalty messages, each turned on and off', async () => {
    const env = createTestShop().env
    const member = await signedInMember(env)
    const before = await (await page(env, SECTION, member.cookie)).text()
    expectToContainAll(before, [
      '<h2 id="subscriptions-members-email-title">Members’ newsletter</h2>',
      '<h2 id="subscriptions-loyalty-title">Loyalty program messages</h2>',
      'You don’t get the members’ newsletter.',
      'Phone for loyalty texts',
    ])

    const on = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        type: 'LoyaltyNewsletter',
        channel: 'email',
        optin: 'true',
      },
      member.cookie,
    )
    expect(on.headers.get('location')).toBe(`${SECTION}?type=LoyaltyNewsletter&account=emailOn`)
    const after = await (await page(env, on.headers.get('location') ?? '', member.cookie)).text()
    expect(after).toContain('You’ll get the members’ newsletter.')
    expect(after).toContain(`You get the members’ newsletter at ${member.email}.`)
    expect(await rowOf(member.id, 'LoyaltyNewsletter', 'email')).toMatchObject({ optin: 1, doubleOptin: 1 })
    // The newsletter itself is another subscription, untouched.
    expect(await rowOf(member.id, 'Newsletter', 'email')).toBeNull()

    const loyaltyEmail = await call(
      env,
      SUBSCRIPTIONS,
      { type: 'Loyalty', channel: 'email', optin: true },
      member.cookie,
    )
    expect(loyaltyEmail.status).toBe(200)
    expect(await rowOf(member.id, 'Loyalty', 'email')).toMatchObject({ optin: 1 })
    const off = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        type: 'LoyaltyNewsletter',
        channel: 'email',
        optin: 'false',
      },
      member.cookie,
    )
    expect(off.headers.get('location')).toBe(`${SECTION}?type=LoyaltyNewsletter&account=emailOff`)
    expect(await rowOf(member.id, 'LoyaltyNewsletter', 'email')).toMatchObject({ optin: 0 })
  })

  it('keeps loyalty texts to a double opt-in of their own, apart from the newsletter’s', async () => {
    const { upstream, env } = createTestShop()
    const member = await signedInMember(env)
    const phone = newPhone()
    const started = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        type: 'Loyalty',
        channel: 'sms',
        optin: 'true',
        phone,
      },
      member.cookie,
    )
    expect(started.headers.get('location')).toBe(`${SECTION}?type=Loyalty&account=smsPending`)
    expect(await rowOf(member.id, 'Loyalty', 'sms')).toEqual({
      optin: 1,
      doubleOptin: 0,
      recipient: `+1${phone}`,
    })
    expect(await rowOf(member.id, 'Newsletter', 'sms')).toBeNull()
    const pending = await (
      await page(env, `${SECTION}?type=Loyalty&account=smsPending`, member.cookie)
    ).text()
    expect(pending).toContain('Confirmation pending.')
    expect(pending).toContain(`We sent a code to +1${phone}. Enter it to start your loyalty texts.`)

    const [text] = await textsTo(upstream, phone)
    const link = new URL(text?.link ?? '')
    const code = link.searchParams.get('code') ?? ''
    expect(link.searchParams.get('type')).toBe('Loyalty')
    // The newsletter has nothing pending: the loyalty code confirms nothing there.
    const elsewhere = await call(env, CONFIRM_SUBSCRIPTION, { code }, member.cookie)
    expect(elsewhere.body.errorDetails).toEqual([
      expect.objectContaining({ errorId: 'SUBSCRIPTION_CODE_EXPIRED' }),
    ])
    const fromLink = await (await page(env, `${link.pathname}${link.search}`, member.cookie)).text()
    expect(fromLink).toContain(`id="subscriptions-loyalty-code"`)
    expect(fromLink).toContain(`value="${code}"`)
    const confirmed = await pageForm(
      env,
      SECTION,
      {
        intent: 'confirm',
        type: 'Loyalty',
        code,
      },
      member.cookie,
    )
    expect(confirmed.headers.get('location')).toBe(`${SECTION}?type=Loyalty&account=smsOn`)
    expect(await rowOf(member.id, 'Loyalty', 'sms')).toMatchObject({ optin: 1, doubleOptin: 1 })
    const on = await (await page(env, `${SECTION}?type=Loyalty&account=smsOn`, member.cookie)).text()
    expect(on).toContain('Confirmed: you’ll get loyalty texts.')
    expect(on).toContain(`You get loyalty texts at +1${phone}.`)
  })

  it('refuses the loyalty types to a shopper who is not a member, at the type’s form', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const section = await (await page(env, SECTION, shopper.cookie)).text()
    expect(section).toContain('For loyalty members.')
    expect(section).toContain('href="/en-us/account/loyalty"')
    expect(section).not.toContain('Get the members’ newsletter')

    const refused = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        type: 'LoyaltyNewsletter',
        channel: 'email',
        optin: 'true',
      },
      shopper.cookie,
    )
    // The refusal is the section at its own address, the message at the type's form.
    expect(refused.headers.get('location')).toBeNull()
    const shown = refused
    expect(shown.status).toBe(422)
    const html = await shown.text()
    const at = html.indexOf('id="subscriptions-members-refusal"')
    expect(at).toBeGreaterThan(html.indexOf('id="subscriptions-members-title"'))
    expect(html.slice(at, at + 200)).toContain('This is for loyalty members. Join the loyalty program first.')

    const json = await call(
      env,
      SUBSCRIPTIONS,
      { type: 'Loyalty', channel: 'sms', optin: true, phone: newPhone() },
      shopper.cookie,
    )
    expect(json.status).toBe(422)
    expect(json.body.errorDetails).toEqual([
      expect.objectContaining({ errorId: 'SUBSCRIPTION_MEMBERS_ONLY' }),
    ])
    expect(await rowOf(shopper.id, 'Loyalty', 'sms')).toBeNull()
    expect(await rowOf(shopper.id, 'LoyaltyNewsletter', 'email')).toBeNull()

    // A channel a type is not sent by is refused before anything is asked upstream.
    const member = await signedInMember(env)
    const sent = upstream.calls.length
    const wrongChannel = await call(
      env,
      SUBSCRIPTIONS,
      { type: 'LoyaltyNewsletter', channel: 'sms', optin: true, phone: newPhone() },
      member.cookie,
    )
    expect(wrongChannel.status).toBe(400)
    expect(wrongChannel.body.errorDetails).toEqual([
      expect.objectContaining({ errorId: 'SUBSCRIPTION_CHANNEL_INVALID' }),
    ])
    expect(
      upstream.calls.slice(sent).filter((each) => new URL(each.url).pathname.endsWith('/subscription')),
    ).toEqual([])
  })
})

describe('sign-up’s SMS opt-in', () => {
  it('starts the double opt-in: texts wait for the code, confirmed in the account', async () => {
    const { upstream, env } = createTestShop()
    const phone = newPhone()
    const email = `texts-${crypto.randomUUID().slice(0, 12)}@example.com`
    const init = jsonPost({
      firstName: 'Tess',
      lastName: 'Texter',
      email,
      password: 'Fresh-start7',
      birthDate: '1995-06-15',
      phone,
      smsOptIn: true,
      newsletter: false,
      agreement: true,
    })
    const signedUp = await request('/api/account/sign-up', {
      env,
      ...init,
      headers: { ...init.headers, 'cf-connecting-ip': `198.51.100.${crypto.randomUUID().slice(0, 6)}` },
    })
    expect(signedUp.status).toBe(201)
    const cookie = cookieOf(signedUp)
    const consumer = await bindings.DB.prepare('SELECT id FROM consumers WHERE email = ?')
      .bind(email)
      .first<{ id: string }>()
    const id = consumer?.id ?? ''
    expect(await rowOf(id, 'Newsletter', 'sms')).toEqual({
      optin: 1,
      doubleOptin: 0,
      recipient: `+1${phone}`,
    })

    const [text] = await textsTo(upstream, phone)
    const link = new URL(text?.link ?? '')
    expect(link.pathname).toBe(SECTION)
    const code = link.searchParams.get('code') ?? ''
    expect(code).toMatch(/^\d{6}$/)

    const section = await (await page(env, SECTION, cookie)).text()
    expect(section).toContain('Confirmation pending.')
    expect(section).toContain(`We sent a code to +1${phone}.`)
    expect(section).not.toContain('You get our text messages')

    const confirmed = await pageForm(env, SECTION, { intent: 'confirm', code }, cookie)
    expect(confirmed.headers.get('location')).toBe(`${SECTION}?account=smsOn`)
    expect(await rowOf(id, 'Newsletter', 'sms')).toMatchObject({ optin: 1, doubleOptin: 1 })
  })

  it('starts nothing without the opt-in', async () => {
    const { upstream, env } = createTestShop()
    const phone = newPhone()
    const email = `quiet-${crypto.randomUUID().slice(0, 12)}@example.com`
    const init = jsonPost({
      firstName: 'Quinn',
      lastName: 'Quiet',
      email,
      password: 'Fresh-start7',
      birthDate: '1995-06-15',
      phone,
      smsOptIn: false,
      newsletter: false,
      agreement: true,
    })
    const signedUp = await request('/api/account/sign-up', {
      env,
      ...init,
      headers: { ...init.headers, 'cf-connecting-ip': `198.51.100.${crypto.randomUUID().slice(0, 6)}` },
    })
    expect(signedUp.status).toBe(201)
    expect(await textsTo(upstream, phone)).toEqual([])
  })
})

/** The bodies and headers of the posts the mock API received on a path (a read of the same path has no body). */
async function callsTo(upstream: Upstream, path: string) {
  const calls = upstream.calls.filter((each) => each.method === 'POST' && new URL(each.url).pathname === path)
  return Promise.all(
    calls.map(async (each) => ({
      body: (await each.clone().json()) as Record<string, unknown>,
      headers: each.headers,
    })),
  )
}

const NEWSLETTER_PATH = '/api/consumers-v3/consumer/subscription'
const newsletterBlockOf = (html: string) => {
  const at = html.indexOf('data-block-id="trail-newsletter"')
  return html.slice(at, html.indexOf('</section>', at))
}

describe('the newsletter and the event sign-up with the shopper’s token', () => {
  it('subscribes the token’s account, and the block knows the subscriber from the account', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    expect(newsletterBlockOf(await (await page(env, STORY, shopper.cookie)).text())).toContain(
      'Letters from the workshop',
    )

    const subscribed = await call(
      env,
      NEWSLETTER,
      { email: 'someone.else@example.com', policy: true, path: STORY },
      shopper.cookie,
    )
    expect(subscribed.status).toBe(200)
    const [sent] = await callsTo(upstream, NEWSLETTER_PATH)
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /)
    expect(sent?.headers.get('x-consumer-email')).toBeNull()
    expect(sent?.body).toEqual({ type: 'Newsletter', channel: 'email', optIn: true, campaignName: STORY })
    expect(await rowOf(shopper.id, 'Newsletter', 'email')).toMatchObject({
      optin: 1,
      recipient: shopper.email,
    })
    const someoneElse = await bindings.DB.prepare(
      'SELECT email FROM newsletter_subscriptions WHERE email = ?',
    )
      .bind('someone.else@example.com')
      .first()
    expect(someoneElse).toBeNull()

    // Stopped in the account, the block offers the form again: it reads the account, not the session's flag.
    await call(env, SUBSCRIPTIONS, { channel: 'email', optin: false }, subscribed.cookie)
    const offered = newsletterBlockOf(await (await page(env, STORY, subscribed.cookie)).text())
    expect(offered).toContain('Letters from the workshop')
    expect(offered).not.toContain('newsletter--subscribed')
    // Turned on in the account, the block shows the success text as its heading.
    await call(env, SUBSCRIPTIONS, { channel: 'email', optin: true }, subscribed.cookie)
    const known = newsletterBlockOf(await (await page(env, STORY, subscribed.cookie)).text())
    expect(known).toContain('newsletter--subscribed')
    expect(known).not.toContain('Letters from the workshop')
    // Signing up again is answered as the first time (an address's subscription is never told apart), and
    // changes nothing.
    const again = await call(env, NEWSLETTER, { policy: true, path: STORY }, subscribed.cookie)
    expect(again.status).toBe(200)
    expect(await rowOf(shopper.id, 'Newsletter', 'email')).toMatchObject({
      optin: 1,
      recipient: shopper.email,
    })
  })

  it('keeps one newsletter list by address: a guest’s sign-up shows in the account, and the account’s opt-out ends it', async () => {
    const { env } = createTestShop()
    const shopper = await signedInShopper(env, { prefix: 'one-store' })
    // Signed out, on another device: the same address signs up as a guest.
    const asGuest = await call(env, NEWSLETTER, { email: shopper.email, policy: true, path: STORY }, '')
    expect(asGuest.status).toBe(200)
    const subscribed = await (await page(env, SECTION, shopper.cookie)).text()
    expect(subscribed).toContain(`You get our newsletter at ${shopper.email}.`)
    expect(await rowOf(shopper.id, 'Newsletter', 'email')).toMatchObject({ optin: 1 })

    const off = await call(
      env,
      SUBSCRIPTIONS,
      { type: 'Newsletter', channel: 'email', optin: false },
      shopper.cookie,
    )
    expect(off.status).toBe(200)
    const onList = await bindings.DB.prepare('SELECT email FROM newsletter_subscriptions WHERE email = ?')
      .bind(shopper.email)
      .first()
    expect(onList).toBeNull()
    expect(await (await page(env, SECTION, shopper.cookie)).text()).not.toContain('You get our newsletter at')
  })

  it('still sends a guest’s email in the body, with no token', async () => {
    const { upstream, env } = createTestShop()
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`
    const answer = await call(env, NEWSLETTER, { email, policy: true, path: STORY }, '')
    expect(answer.status).toBe(200)
    const [sent] = await callsTo(upstream, NEWSLETTER_PATH)
    expect(sent?.headers.get('authorization')).toBeNull()
    expect(sent?.body).toMatchObject({ email })
  })

  it('registers the token’s account for an event, with no email sent', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const answer = await call(
      env,
      EVENT_REGISTRATIONS,
      {
        firstName: 'Rita',
        lastName: 'Reset',
        attendingDays: ['2027-11-06'],
        terms: true,
        startDate: '2027-11-05',
        endDate: '2027-11-07',
      },
      shopper.cookie,
    )
    expect(answer.status).toBe(201)
    const [sent] = await callsTo(upstream, '/api/consumers-v3/consumer/event-registration')
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /)
    expect(sent?.body).not.toHaveProperty('email')
    const row = await bindings.DB.prepare(
      'SELECT email FROM event_registrations WHERE event_id = ? AND email = ?',
    )
      .bind('trail-weekend-2026', shopper.email.toLowerCase())
      .first()
    expect(row).not.toBeNull()
  })

  it('answers a token the consumer service refuses with “sign in again”, subscribing no one', async () => {
    const { env } = createTestShop()
    const shopper = await signedInShopper(env)
    // Every grant of the account is revoked upstream (signed out elsewhere): its tokens no longer name anyone.
    await bindings.DB.prepare('UPDATE token_families SET revoked_at = ? WHERE customer_id = ?')
      .bind(Date.now(), shopper.id)
      .run()
    const refused = await call(
      env,
      NEWSLETTER,
      { email: shopper.email, policy: true, path: STORY },
      shopper.cookie,
    )
    expect(refused.status).toBe(401)
    expect(refused.body.errorDetails).toEqual([
      expect.objectContaining({ errorId: 'AUT498', message: 'Please sign in again to go on.' }),
    ])
    expect(await rowOf(shopper.id, 'Newsletter', 'email')).toBeNull()
    const byEmail = await bindings.DB.prepare('SELECT email FROM newsletter_subscriptions WHERE email = ?')
      .bind(shopper.email)
      .first()
    expect(byEmail).toBeNull()

    const event = await call(
      env,
      EVENT_REGISTRATIONS,
      {
        firstName: 'Rita',
        lastName: 'Reset',
        attendingDays: ['2027-11-06'],
        terms: true,
        startDate: '2027-11-05',
        endDate: '2027-11-07',
      },
      shopper.cookie,
    )
    expect(event.status).toBe(401)
  })
})

const segmentOf = (html: string, blockId: string) =>
  new RegExp(`data-block-id="${blockId}"><div class="segmentation" data-segment="([^"]+)"`).exec(html)?.[1] ??
  null

describe('segments that follow the signed-in shopper', () => {
  it('shows members’ content right after joining the loyalty program, without signing in again', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env)
    expect(segmentOf(await (await page(env, STORY, shopper.cookie)).text(), 'trail-welcome')).toBe('baseline')
    const joined = await call(env, JOIN_LOYALTY, { agreement: true }, shopper.cookie)
    expect(joined.status).toBe(201)
    expect((await sessionState(joined.cookie)).customer?.loyaltyMember).toBe(true)
    expect(segmentOf(await (await page(env, STORY, joined.cookie)).text(), 'trail-welcome')).toBe('members')
  })

  it('reads an IPA identity from the profile at sign-in: ipa-loggedin and ipa-wranx-loggedin hold', async () => {
    const env = createTestShop().env
    const ipa = await signedInShopper(env, { consumerType: 'PROSUMER', organisation: 'IPA', prefix: 'ipa' })
    expect((await sessionState(ipa.cookie)).customer?.profiles).toEqual(['IPA'])
    const html = await (await page(env, STORY, ipa.cookie)).text()
    expect(segmentOf(html, 'trail-welcome')).toBe('ipa')
    expect(segmentOf(html, 'trail-pros')).toBe('pros')

    const wranx = await signedInShopper(env, {
      consumerType: 'PROSUMER',
      organisation: 'WRANX',
      prefix: 'wranx',
    })
    expect((await sessionState(wranx.cookie)).customer?.profiles).toEqual(['WRANX'])
    const wranxHtml = await (await page(env, STORY, wranx.cookie)).text()
    expect(segmentOf(wranxHtml, 'trail-welcome')).toBe('baseline')
    expect(segmentOf(wranxHtml, 'trail-pros')).toBe('pros')

    const plain = await signedInShopper(env)
    // Anyone else: the segmentation has no baseline, so nothing shows.
    expect(segmentOf(await (await page(env, STORY, plain.cookie)).text(), 'trail-pros')).toBeNull()
  })
})
