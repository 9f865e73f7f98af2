/**
 * The account's subscriptions section (decision 045): the newsletter by email on and off at once; texts need a
 * valid phone and a double opt-in (a code "sent" through the mock's outbox, with a link that fills it in), and stop
 * at once. Plain forms and scripts alike.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { newPhone, page, pageForm, signedInShopper, textsTo } from './account-helpers'
import { call } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop } from './harness'

beforeEach(clearUpstreamCache)

const rowOf = (id: string, channel: 'email' | 'sms') =>
  bindings.DB.prepare(
    'SELECT optin, double_optin AS doubleOptin, recipient FROM consumer_subscriptions WHERE consumer_id = ? AND channel = ?',
  )
    .bind(id, channel)
    .first<{ optin: number; doubleOptin: number; recipient: string | null }>()

/** The section that answers its own forms (decision 068). */
const SECTION = '/en-us/account/subscriptions'

const SUBSCRIPTIONS = '/api/account/subscriptions?locale=en-us'
const CONFIRM_SUBSCRIPTION = '/api/account/subscriptions/confirm?locale=en-us'

describe('the subscriptions section', () => {
  it('turns the email newsletter on and off at once, as plain forms', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env)
    const before = await page(env, '/en-us/account/subscriptions', shopper.cookie)
    expect(before.status).toBe(200)
    expect(before.headers.get('cache-control')).toContain('no-store')
    expect(await before.text()).toContain('You don’t get our newsletter.')

    const on = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        channel: 'email',
        optin: 'true',
      },
      shopper.cookie,
    )
    expect(on.headers.get('location')).toBe('/en-us/account/subscriptions?account=emailOn')
    const html = await (
      await page(env, '/en-us/account/subscriptions?account=emailOn', shopper.cookie)
    ).text()
    expect(html).toContain('You’ll get our newsletter by email.')
    expect(html).toContain(`You get our newsletter at ${shopper.email}.`)
    expect(await rowOf(shopper.id, 'email')).toMatchObject({ optin: 1, doubleOptin: 1 })

    const off = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        channel: 'email',
        optin: 'false',
      },
      shopper.cookie,
    )
    expect(off.headers.get('location')).toBe('/en-us/account/subscriptions?account=emailOff')
    expect(await rowOf(shopper.id, 'email')).toMatchObject({ optin: 0 })
  })

  it('refuses texts without a valid phone, at the phone, keeping what was typed and out of the URL', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env)
    const refused = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        channel: 'sms',
        optin: 'true',
        phone: '12345',
      },
      shopper.cookie,
    )
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const html = await refused.text()
    expect(html).toContain(
      '<p id="subscriptions-phone-error" class="field-error">Enter a valid mobile number',
    )
    expect(html).toContain('value="12345"')
    const json = await call(env, SUBSCRIPTIONS, { channel: 'sms', optin: true, phone: '' }, shopper.cookie)
    expect(json.status).toBe(400)
    expect(json.body.fields).toEqual({ phone: expect.stringContaining('Enter a valid mobile number') })
    expect(await rowOf(shopper.id, 'sms')).toBeNull()
  })

  it('starts texts with a double opt-in: a code sent, refused when wrong, confirmed from the text’s link', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const phone = newPhone()
    const started = await pageForm(
      env,
      SECTION,
      {
        intent: 'change',
        channel: 'sms',
        optin: 'true',
        phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      },
      shopper.cookie,
    )
    expect(started.headers.get('location')).toBe('/en-us/account/subscriptions?account=smsPending')
    expect(await rowOf(shopper.id, 'sms')).toEqual({ optin: 1, doubleOptin: 0, recipient: `+1${phone}` })
    const pending = await (
      await page(env, '/en-us/account/subscriptions?account=smsPending', shopper.cookie)
    ).text()
    expect(pending).toContain(`We sent a code to +1${phone}.`)
    expect(pending).toContain('action="/en-us/account/subscriptions"')
    expect(pending.includes('action="/api/account/subscriptions')).toBe(false)

    const [text] = await textsTo(upstream, phone)
    const link = new URL(text?.link ?? '')
    const code = link.searchParams.get('code') ?? ''
    expect(code).toMatch(/^\d{6}$/)
    expect(link.pathname).toBe('/en-us/account/subscriptions')
    expect(text?.subject).toContain(code)

    const wrong = await pageForm(
      env,
      SECTION,
      { intent: 'confirm', code: code === '000000' ? '111111' : '000000' },
      shopper.cookie,
    )
    // The refusal is the section at its own address, the code as typed and the message at it.
    expect(wrong.headers.get('location')).toBeNull()
    expect(wrong.status).toBe(400)
    const wrongHtml = await wrong.text()
    expect(wrongHtml).toContain('That code isn’t right.')
    expect(wrongHtml).toContain(`value="${code === '000000' ? '111111' : '000000'}"`)
    // A reload is a GET of that address: the section, not JSON.
    const reloaded = await page(env, SECTION, shopper.cookie)
    expect(reloaded.headers.get('content-type')).toContain('text/html')

    // The text's link fills the code in; confirming is the shopper's own post.
    const fromLink = await (await page(env, `${link.pathname}${link.search}`, shopper.cookie)).text()
    expect(fromLink).toContain(`value="${code}"`)
    expect(await rowOf(shopper.id, 'sms')).toMatchObject({ doubleOptin: 0 })
    const confirmed = await pageForm(env, SECTION, { intent: 'confirm', code }, shopper.cookie)
    expect(confirmed.headers.get('location')).toBe('/en-us/account/subscriptions?account=smsOn')
    expect(await rowOf(shopper.id, 'sms')).toEqual({ optin: 1, doubleOptin: 1, recipient: `+1${phone}` })
    const on = await (await page(env, '/en-us/account/subscriptions?account=smsOn', shopper.cookie)).text()
    expect(on).toContain(`You get our text messages at +1${phone}.`)

    // Stopping works at once.
    const stopped = await call(env, SUBSCRIPTIONS, { channel: 'sms', optin: false }, shopper.cookie)
    expect(stopped.status).toBe(200)
    expect(await rowOf(shopper.id, 'sms')).toMatchObject({ optin: 0, doubleOptin: 0 })
  })

  it('ends a pending opt-in after five wrong codes, and a used code does not confirm again', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const phone = newPhone()
    await call(env, SUBSCRIPTIONS, { channel: 'sms', optin: true, phone }, shopper.cookie)
    const code = new URL((await textsTo(upstream, phone))[0]?.link ?? '').searchParams.get('code') ?? ''
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(env, CONFIRM_SUBSCRIPTION, { code: wrongCode }, shopper.cookie)
      expect(wrong.status).toBe(400)
    }
    const late = await call(env, CONFIRM_SUBSCRIPTION, { code }, shopper.cookie)
    expect(late.status).toBe(400)
    expect(late.body.errorDetails).toEqual([
      expect.objectContaining({ errorId: 'SUBSCRIPTION_CODE_EXPIRED' }),
    ])
    expect(await rowOf(shopper.id, 'sms')).toMatchObject({ doubleOptin: 0 })
  })

  it('sends a new code at most once a minute', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const phone = newPhone()
    const fields = { intent: 'change', channel: 'sms', optin: 'true', phone }
    const first = await pageForm(env, SECTION, fields, shopper.cookie)
    expect(first.headers.get('location')).toBe('/en-us/account/subscriptions?account=smsPending')
    const again = await pageForm(env, SECTION, fields, shopper.cookie)
    expect(again.headers.get('location')).toBeNull()
    expect(again.status).toBe(429)
    expect(await again.text()).toContain('We sent you a code less than a minute ago.')
    expect(await textsTo(upstream, phone)).toHaveLength(1)
  })

  it('refuses a guest', async () => {
    const env = createTestShop().env
    const guest = await call(env, SUBSCRIPTIONS, { channel: 'email', optin: true }, '')
    expect(guest.status).toBe(422)
    const section = await page(env, '/en-us/account/subscriptions')
    expect(section.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsubscriptions',
    )
  })
})
