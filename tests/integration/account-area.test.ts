/**
 * The signed-in account area's frame: every section is the shopper's own page (never stored), in one navigation
 * that marks where the shopper is; the overview links each other section; unknown sections are not found; a
 * guest is sent to sign in and comes back to the section asked for.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_SECTIONS, accountSectionPath } from '../../shared/routes'
import { page, signedInShopper } from './account-helpers'
import { clearUpstreamCache, createTestShop } from './harness'

beforeEach(clearUpstreamCache)

describe('the account area', () => {
  it('draws every section in the area’s navigation, the current one marked, with signing out, and never stores it', async () => {
    const env = createTestShop().env
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
        '<form class="account-layout__sign-out" action="/api/account/sign-out?locale=en-us" method="post">',
      )
      if (section === 'overview') {
        expect(html).toContain('Hello, Maya')
        expect(html).toContain(email)
        expect(html).toContain('<strong>Sign-in and security</strong>')
      }
    }
  })

  it('answers 404 for a section that does not exist, and for the overview under a second address', async () => {
    const env = createTestShop().env
    const { cookie } = await signedInShopper(env)
    for (const path of ['/en-us/account/overview', '/en-us/account/nothing', '/en-us/account/security/more'])
      expect((await page(env, path, cookie)).status, path).toBe(404)
  })

  it('sends a guest to sign in, coming back to the section asked for', async () => {
    const env = createTestShop().env
    const guest = await page(env, '/en-us/account/security')
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsecurity',
    )
  })
})
