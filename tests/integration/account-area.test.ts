/**
 * The signed-in account area's frame: every section is the shopper's own page (never stored), in one navigation
 * that marks where the shopper is; the overview links each other section; unknown sections are not found; a
 * guest is sent to sign in and comes back to the section asked for.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_SECTIONS, accountSectionPath } from '../../shared/routes'
import { page, pageForm, signedInShopper } from './account-helpers'
import { clearUpstreamCache, createTestEnv, createUpstream } from './harness'

beforeEach(clearUpstreamCache)

describe('the account area', () => {
  it('draws every section in the area’s navigation, the current one marked, with signing out, and never stores it', async () => {
    const env = createTestEnv(createUpstream())
    const { cookie, email } = await signedInShopper(env, { firstName: 'Maya' })
    for (const section of ACCOUNT_SECTIONS) {
      const path = accountSectionPath('en-us', section)
      const response = await page(env, path, cookie)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control')).toContain('no-store')
      const html = await response.text()
      const nav = /<nav class="account-layout__nav" aria-label="Your account">([\s\S]*?)<\/nav>/.exec(
        html,
      )?.[1]
      expect(nav, path).toBeDefined()
      for (const other of ACCOUNT_SECTIONS)
        expect(nav).toContain(`href="${accountSectionPath('en-us', other)}"`)
      expect(nav).toContain(`<a href="${path}" aria-current="page">`)
      expect(nav?.match(/aria-current="page"/g)).toHaveLength(1)
      expect(html).toContain(
        '<form class="account-layout__sign-out" action="/en-us/account" method="post"><input type="hidden" name="intent" value="signOut"/>',
      )
      if (section === 'overview') {
        expect(html).toContain('Hello, Maya')
        expect(html).toContain(email)
        expect(html).toContain('<strong>Sign-in and security</strong>')
      }
    }
  })

  it('signs out with the plain form, posted to the account, and lands on the home page, which says so', async () => {
    const env = createTestEnv(createUpstream())
    const { cookie } = await signedInShopper(env)
    const out = await pageForm(env, '/en-us/account', { intent: 'signOut' }, cookie)
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/en-us?account=signedOut')
    const home = await page(env, '/en-us?account=signedOut', cookie)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<p class="notice" role="status">You’re signed out.</p>')
    expect((await page(env, '/en-us/account', cookie)).status).toBe(303)
    // Refused (no intent), it is the overview again at its own address, still signed in.
    const again = await signedInShopper(env)
    const refused = await pageForm(env, '/en-us/account', {}, again.cookie)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const html = await refused.text()
    expect(html).toContain('Hello, ')
    const signOut = /<form class="account-layout__sign-out"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    expect(signOut).toContain('<p class="notice notice--error" role="alert">')
  })

  it('answers 404 for a section that does not exist, and for the overview under a second address', async () => {
    const env = createTestEnv(createUpstream())
    const { cookie } = await signedInShopper(env)
    for (const path of ['/en-us/account/overview', '/en-us/account/nothing', '/en-us/account/security/more'])
      expect((await page(env, path, cookie)).status, path).toBe(404)
  })

  it('sends a guest to sign in, coming back to the section asked for', async () => {
    const env = createTestEnv(createUpstream())
    const guest = await page(env, '/en-us/account/security')
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsecurity',
    )
  })
})
