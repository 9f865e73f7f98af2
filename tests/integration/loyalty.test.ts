/**
 * The account's loyalty section (decision 045): a member sees their points, the vouchers they buy and the welcome
 * offer; anyone else joins through the loyalty token call, with an optional referral code (a member's id, which
 * `?referral_code=` fills in) and the programme's terms, as a plain form or a script.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { expectToContainAll } from '../fixtures/expect-text'
import { page, pageForm, signedInShopper, signIn } from './account-helpers'
import { call } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop } from './harness'

beforeEach(clearUpstreamCache)

const memberOf = (id: string) =>
  bindings.DB.prepare(
    'SELECT loyalty_member_id AS memberId, loyalty_points AS points, loyalty_referred_by AS referredBy FROM consumers WHERE id = ?',
  )
    .bind(id)
    .first<{ memberId: string | null; points: number | null; referredBy: string | null }>()

const JOIN_LOYALTY = '/api/account/loyalty/join?locale=en-us'

describe('the loyalty section', () => {
  it('shows a member their points, the vouchers with what they can use, and the welcome offer', async () => {
    const env = createTestShop().env
    const loyal = await signIn(env, 'loyal@example.com', 'Passw0rd!')
    expect(loyal.status).toBe(200)
    const response = await page(env, '/en-us/account/loyalty', loyal.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const html = await response.text()
    expect(html).toContain('<h1>Loyalty</h1>')
    expect(html).toMatch(/<p class="account-loyalty-page__balance">[\d,]+ points<\/p>/)
    expectToContainAll(html, [
      'Member number: LM-100-2500',
      // The profile's loyaltyOptInDate (spec 2 §3), in the locale's own way of writing a date.
      'Member since 03/12/2024',
      '$5.00 voucher for 500 points',
      '$10.00 voucher for 1,000 points',
      'You can use it at checkout.',
      '10% off your next order with the code WELCOME10.',
    ])
    expect(html).toMatch(/Valid until [A-Z][a-z]+ \d{1,2}, \d{4}\./)
    expect(html).not.toContain('action="/api/account/loyalty/join?locale=en-us"')
  })

  it('says how many more points a voucher needs', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env)
    await bindings.DB.prepare('UPDATE consumers SET loyalty_member_id = ?, loyalty_points = 600 WHERE id = ?')
      .bind(`LM-T-${shopper.id.slice(0, 8)}`, shopper.id)
      .run()
    const html = await (await page(env, '/en-us/account/loyalty', shopper.cookie)).text()
    expect(html).toContain('600 points')
    expect(html).toContain('You need 400 more points.')
  })

  it('offers anyone else the join form, its referral code filled from referral_code, and joins them', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env)
    const html = await (
      await page(env, '/en-us/account/loyalty?referral_code=lm-100-2500', shopper.cookie)
    ).text()
    expect(html).toContain('action="/en-us/account/loyalty"')
    expect(html.includes('action="/api/account/loyalty')).toBe(false)
    expect(html).toContain('name="referralCode" value="LM-100-2500"')
    expect(html).toContain('href="/en-us/loyalty-terms"')
    // A code that is not one is not filled in.
    expect(
      await (await page(env, '/en-us/account/loyalty?referral_code=%3Cscript%3E', shopper.cookie)).text(),
    ).not.toContain('value="<script>"')

    // The referrer is a member of this test's own, so the bonus it earns is counted here and nowhere else.
    const referrer = await signedInShopper(env)
    const join = (referralCode: string | null, cookie: string) =>
      pageForm(
        env,
        '/en-us/account/loyalty',
        { ...(referralCode ? { referralCode } : {}), agreement: 'on' },
        cookie,
      )
    expect((await join(null, referrer.cookie)).status).toBe(303)
    const before = await memberOf(referrer.id)
    const joined = await join(before?.memberId ?? '', shopper.cookie)
    expect(joined.status).toBe(303)
    expect(joined.headers.get('location')).toBe('/en-us/account/loyalty?account=joined')
    const member = await memberOf(shopper.id)
    expect(member?.memberId).toMatch(/^LM-[0-9A-F]{10}$/)
    expect(member?.points).toBe(350)
    expect(member?.referredBy).toBe(before?.memberId)
    expect((await memberOf(referrer.id))?.points).toBe((before?.points ?? 0) + 250)
    const after = await (await page(env, '/en-us/account/loyalty?account=joined', shopper.cookie)).text()
    expect(after).toContain('Welcome to the loyalty program.')
    expect(after).toContain('350 points')
    expect(after).toContain('You need 150 more points.')
  })

  it('refuses a join without the terms, or with a referral code no member has, at the field, keeping the code', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env)
    const noTerms = await pageForm(
      env,
      '/en-us/account/loyalty',
      { referralCode: 'LM-100-2500' },
      shopper.cookie,
    )
    // The refusal is the section at its own address, the code as typed and each message at its field.
    expect(noTerms.headers.get('location')).toBeNull()
    expect(noTerms.status).toBe(400)
    const html = await noTerms.text()
    expect(html).toContain(
      '<p id="loyalty-join-agreement-error" class="field-error">Please agree to the loyalty program terms to join.</p>',
    )
    expect(html).toContain('value="LM-100-2500"')

    const unknown = await pageForm(
      env,
      '/en-us/account/loyalty',
      { referralCode: 'LM-NOBODY', agreement: 'on' },
      shopper.cookie,
    )
    expect(unknown.headers.get('location')).toBeNull()
    const unknownHtml = await unknown.text()
    expect(unknownHtml).toContain('We don’t know this referral code.')
    expect(unknownHtml).toContain('value="LM-NOBODY"')
    // A reload is a GET of that address: the section, not JSON.
    const reloaded = await page(env, '/en-us/account/loyalty', shopper.cookie)
    expect(reloaded.headers.get('content-type')).toContain('text/html')
    const bad = await call(env, JOIN_LOYALTY, { referralCode: '<b>', agreement: true }, shopper.cookie)
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ referralCode: expect.stringContaining('Enter the referral code') })
    expect((await memberOf(shopper.id))?.memberId).toBeNull()
  })

  it('joins by script without a referral code, with the starting points, and a second join changes nothing', async () => {
    const env = createTestShop().env
    const shopper = await signedInShopper(env)
    const first = await call(env, JOIN_LOYALTY, { agreement: true }, shopper.cookie)
    expect(first.status).toBe(201)
    const memberId = first.body.memberId
    expect(memberId).toMatch(/^LM-/)
    expect((await memberOf(shopper.id))?.points).toBe(100)
    const second = await call(env, JOIN_LOYALTY, { agreement: true }, shopper.cookie)
    expect(second.body.memberId).toBe(memberId)
    expect((await memberOf(shopper.id))?.points).toBe(100)
  })

  it('refuses a guest', async () => {
    const env = createTestShop().env
    const guest = await call(env, JOIN_LOYALTY, { agreement: true }, '')
    expect(guest.status).toBe(422)
    expect(guest.body.errorDetails).toEqual([expect.objectContaining({ errorId: 'REW401' })])
    const section = await page(env, '/en-us/account/loyalty')
    expect(section.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Floyalty',
    )
  })
})
