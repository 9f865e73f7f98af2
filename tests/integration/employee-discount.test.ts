/**
 * The employee discount terms and the account overview's discount banners (decision 045): an employee who has not
 * accepted the terms is sent to them after signing in, keeping where the sign-in was going; accepting (a plain form
 * or a script) records it at the consumer service; until then the overview says the discount needs them. Athletes,
 * employees and prosumers see their figures on the overview.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { newShopper, page, pageForm, signIn } from './account-helpers'
import { call } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream } from './harness'

beforeEach(clearUpstreamCache)

type Env = ReturnType<typeof createTestEnv>

async function signedIn(env: Env, consumerType: 'EMPLOYEE' | 'ATHLETE' | 'PROSUMER' | 'REGISTERED') {
  const shopper = await newShopper({ consumerType, firstName: 'Omar' })
  const answer = await signIn(env, shopper.email, shopper.password)
  expect(answer.status).toBe(200)
  return { ...shopper, cookie: answer.cookie, next: answer.body.next as string }
}

const termsAccepted = async (id: string) =>
  (
    await bindings.DB.prepare('SELECT employee_terms_accepted AS accepted FROM consumers WHERE id = ?')
      .bind(id)
      .first<{ accepted: number }>()
  )?.accepted

describe('the employee discount terms', () => {
  it('sends an employee who has not accepted them to the terms after signing in, keeping returnTo', async () => {
    const env = createTestEnv(createUpstream())
    const shopper = await newShopper({ consumerType: 'EMPLOYEE' })
    const answer = await call(
      env,
      '/api/account/sign-in?locale=en-us',
      { email: shopper.email, password: shopper.password, returnTo: '/en-us/favorites' },
      '',
    )
    expect(answer.status).toBe(200)
    expect(answer.body.next).toBe('/en-us/account/employee-terms?returnTo=%2Fen-us%2Ffavorites')
    // The sign-in dialog's terms step, worded, and where it goes on to once decided; then the confirmation.
    expect(answer.body.employeeTerms).toEqual({
      title: 'Employee discount terms',
      intro:
        'Before you shop with your associate discount, please read and accept the employee discount terms.',
      link: 'Read the employee discount terms',
      href: '/en-us/associate-discount-terms',
      newTab: expect.any(String),
      accept: 'Accept and continue',
      decline: 'Continue without the employee discount',
      continueTo: '/en-us/favorites',
    })
    expect(answer.body.confirmation).toMatchObject({ title: expect.stringMatching(/^Welcome back, /) })

    // Without JavaScript: the sign-in's redirect goes to the terms as well.
    const form = await pageForm(env, '/en-us/account/sign-in', {
      email: shopper.email,
      password: shopper.password,
      returnTo: '/en-us/favorites',
    })
    expect(form.status).toBe(303)
    // The terms go on to the page asked for, with the sign-in confirmation as its status.
    expect(form.headers.get('location')).toBe(
      '/en-us/account/employee-terms?returnTo=%2Fen-us%2Ffavorites%3FsignedIn%3D1',
    )
  })

  it('sends a shopper who is not an employee straight on', async () => {
    const env = createTestEnv(createUpstream())
    const { next } = await signedIn(env, 'REGISTERED')
    expect(next).toBe('/en-us/account?account=signedIn')
  })

  it('shows the terms as a plain form, never stored, and refuses it without the box, at the box', async () => {
    const env = createTestEnv(createUpstream())
    const { id, cookie } = await signedIn(env, 'EMPLOYEE')
    const terms = await page(env, '/en-us/account/employee-terms?returnTo=%2Fen-us%2Ffavorites', cookie)
    expect(terms.status).toBe(200)
    expect(terms.headers.get('cache-control')).toContain('no-store')
    const html = await terms.text()
    expect(html).toContain('<h1>Employee discount terms</h1>')
    expect(html).toContain('href="/en-us/associate-discount-terms"')
    expect(html).toContain('action="/en-us/account/employee-terms"')
    expect(html).toContain('name="returnTo" value="/en-us/favorites"')
    expect(html).toContain(
      '<input id="employee-terms-accept" type="checkbox" required="" name="accepted" value="on"/>',
    )

    // Refused, it is the terms again at their own address, still going on to returnTo.
    const again = await pageForm(
      env,
      '/en-us/account/employee-terms',
      { returnTo: '/en-us/favorites' },
      cookie,
    )
    expect(again.status).toBe(400)
    expect(again.headers.get('location')).toBeNull()
    const refusedHtml = await again.text()
    expect(refusedHtml).toContain('name="returnTo" value="/en-us/favorites"')
    expect(refusedHtml).toContain('aria-invalid="true"')
    expect(refusedHtml).toContain(
      '<p id="employee-terms-accept-error" class="field-error">Please accept the employee discount terms to go on.</p>',
    )
    expect(await termsAccepted(id)).toBe(0)
  })

  it('lets an employee decline: signed in without the discount, nothing recorded, the terms asked again next time', async () => {
    const env = createTestEnv(createUpstream())
    const { id, cookie, email, password } = await signedIn(env, 'EMPLOYEE')
    const terms = await (
      await page(env, '/en-us/account/employee-terms?returnTo=%2Fen-us%2Ffavorites', cookie)
    ).text()
    expect(terms).toMatch(
      /<button type="submit" value="decline" class="button button--secondary button--lg" name="decision">Continue without the employee discount<\/button>/,
    )
    // Without JavaScript: the decline button goes on, the box unticked and not refused.
    const declined = await pageForm(
      env,
      '/en-us/account/employee-terms',
      { decision: 'decline', returnTo: '/en-us/favorites' },
      cookie,
    )
    expect(declined.status).toBe(303)
    expect(declined.headers.get('location')).toBe('/en-us/favorites')
    // A script's decline, from the dialog.
    const json = await call(
      env,
      '/api/account/employee-terms?locale=en-us',
      { decision: 'decline', returnTo: '/en-us/favorites' },
      cookie,
    )
    expect(json.status).toBe(200)
    expect(json.body).toEqual({ accepted: false, next: '/en-us/favorites' })
    expect(await termsAccepted(id)).toBe(0)
    const again = await signIn(env, email, password)
    expect(again.body.next).toBe(
      '/en-us/account/employee-terms?returnTo=%2Fen-us%2Faccount%3Faccount%3DsignedIn',
    )
  })

  it('records the acceptance and goes on to returnTo; the terms page then just goes on', async () => {
    const env = createTestEnv(createUpstream())
    const { id, cookie } = await signedIn(env, 'EMPLOYEE')
    const accepted = await pageForm(
      env,
      '/en-us/account/employee-terms',
      { accepted: 'on', returnTo: '/en-us/favorites' },
      cookie,
    )
    expect(accepted.status).toBe(303)
    expect(accepted.headers.get('location')).toBe('/en-us/favorites')
    expect(await termsAccepted(id)).toBe(1)
    const terms = await page(env, '/en-us/account/employee-terms?returnTo=%2Fen-us%2Ffavorites', cookie)
    expect(terms.status).toBe(303)
    expect(terms.headers.get('location')).toBe('/en-us/favorites')
    // The next sign-in goes straight on.
    const shopper = await bindings.DB.prepare('SELECT email FROM consumers WHERE id = ?')
      .bind(id)
      .first<{ email: string }>()
    expect(shopper).not.toBeNull()
  })

  it('takes a script’s JSON, refuses an offsite returnTo, and refuses a shopper who is not an employee', async () => {
    const env = createTestEnv(createUpstream())
    const employee = await signedIn(env, 'EMPLOYEE')
    const json = await call(
      env,
      '/api/account/employee-terms?locale=en-us',
      { accepted: true, returnTo: 'https://evil.example/' },
      employee.cookie,
    )
    expect(json.status).toBe(200)
    expect(json.body).toMatchObject({ accepted: true, next: '/en-us/account' })

    const other = await signedIn(env, 'REGISTERED')
    const refused = await call(
      env,
      '/api/account/employee-terms?locale=en-us',
      { accepted: true },
      other.cookie,
    )
    expect(refused.status).toBe(403)
    expect(refused.body.errorDetails).toEqual([
      expect.objectContaining({
        errorId: 'PRO412',
        message: 'Only employees accept the employee discount terms.',
      }),
    ])
  })

  it('sends a guest to sign in, coming back to the terms', async () => {
    const env = createTestEnv(createUpstream())
    const guest = await page(env, '/en-us/account/employee-terms')
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe(
      `/en-us/account/sign-in?returnTo=${encodeURIComponent('/en-us/account/employee-terms?returnTo=%2Fen-us%2Faccount')}`,
    )
  })
})

describe('the account overview’s discount banners', () => {
  it('tells an employee the discount needs the terms, with a link, and shows the spend once accepted', async () => {
    const env = createTestEnv(createUpstream())
    const { id, cookie } = await signedIn(env, 'EMPLOYEE')
    await bindings.DB.prepare(
      'INSERT INTO employee_allowances (consumer_id, annual_cap, current_spend) VALUES (?, 1500, 320)',
    )
      .bind(id)
      .run()
    const before = await (await page(env, '/en-us/account', cookie)).text()
    expect(before).toContain('Your associate discount needs the employee discount terms accepted.')
    expect(before).toContain(
      '<a href="/en-us/account/employee-terms?returnTo=%2Fen-us%2Faccount">Accept the employee discount terms</a>',
    )
    expect(before).not.toContain('annual associate discount cap')

    await call(env, '/api/account/employee-terms?locale=en-us', { accepted: true }, cookie)
    const after = await (await page(env, '/en-us/account', cookie)).text()
    expect(after).toContain('You’ve spent $320.00 of your $1,500.00 annual associate discount cap.')
    expect(after).not.toContain('needs the employee discount terms accepted')
  })

  it('shows an athlete’s spend of their annual credit, in the shop’s currency', async () => {
    const env = createTestEnv(createUpstream())
    const { id, cookie } = await signedIn(env, 'ATHLETE')
    await bindings.DB.prepare(
      'INSERT INTO athlete_allowances (consumer_id, annual_credit, current_spend) VALUES (?, 500, 200)',
    )
      .bind(id)
      .run()
    const html = await (await page(env, '/en-us/account', cookie)).text()
    expect(html).toContain('<strong>Athlete credit</strong>')
    expect(html).toContain('You’ve used $200.00 of your $500.00 annual credit.')
  })

  it('shows a prosumer their identity’s discount (WRANX or IPA) and their credit; nothing for others', async () => {
    const env = createTestEnv(createUpstream())
    const wranx = await signedIn(env, 'PROSUMER')
    await bindings.DB.batch([
      bindings.DB.prepare('UPDATE consumers SET organisation = ? WHERE id = ?').bind('WRANX', wranx.id),
      bindings.DB.prepare(
        'INSERT INTO prosumer_allowances (consumer_id, annual_credit, current_spend) VALUES (?, 1000, 150)',
      ).bind(wranx.id),
    ])
    const html = await (await page(env, '/en-us/account', wranx.cookie)).text()
    expect(html).toContain(
      'As a WRANX member you get your pro discount on every order. You’ve used $150.00 of your $1,000.00 annual credit.',
    )
    const ipa = await signedIn(env, 'PROSUMER')
    await bindings.DB.prepare('UPDATE consumers SET organisation = ? WHERE id = ?').bind('IPA', ipa.id).run()
    expect(await (await page(env, '/en-us/account', ipa.cookie)).text()).toContain(
      'As an IPA member you get your pro discount on every order.',
    )
    const plain = await signedIn(env, 'REGISTERED')
    expect(await (await page(env, '/en-us/account', plain.cookie)).text()).not.toContain(
      'account-page__banner',
    )
  })

  it('answers the figures in the profile for the demo accounts', async () => {
    const env = createTestEnv(createUpstream())
    for (const [email, expected] of [
      ['athlete@example.com', 'You’ve used $200.00 of your $500.00 annual credit.'],
      ['pro@example.com', 'As a WRANX member you get your pro discount on every order.'],
      ['employee@example.com', 'Your associate discount needs the employee discount terms accepted.'],
    ] as const) {
      const answer = await signIn(env, email, 'Passw0rd!')
      expect(answer.status, email).toBe(200)
      expect(await (await page(env, '/en-us/account', answer.cookie)).text(), email).toContain(expected)
    }
  })
})
