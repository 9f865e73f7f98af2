/**
 * Every page answers its own forms (decisions 068, 072, 073, 074): rendered as a shopper sees it, with the forms
 * it offers, no page type has a `<form` whose action is under `/api`. A script calls `/api`; a page's form never
 * does, so no shopper ever sees an `/api` address.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../mock-api/consumers/secrets'
import { insertAssociate } from '../../mock-api/db/associates'
import { ACCOUNT_SECTIONS, accountSectionPath } from '../../shared/routes'
import { page, signedInShopper } from './account-helpers'
import { cookieOf, jsonPost } from './browser'
import { call, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'
import { readyToPay } from './placement-helpers'

beforeEach(clearUpstreamCache)

/** The opening tags of the page's forms. */
const formsOf = (html: string) => [...html.matchAll(/<form\b[^>]*>/g)].map((match) => match[0])

/** An associate of this test alone, signed in at a seeded store: the in-store cookie. */
async function associateCookie(env: ReturnType<typeof createTestEnv>) {
  const employeeId = String(200000 + Math.floor(Math.random() * 799999))
  await insertAssociate(bindings.DB, {
    storeId: '1001',
    employeeId,
    name: 'Robin Forms',
    pin: await hashPassword('1357'),
  }).run()
  const signedIn = await request('/api/associate/sign-in', {
    env,
    ...jsonPost({ storeId: '1001', employeeId, pin: '1357' }),
    headers: {
      ...jsonPost({}).headers,
      'x-storefront-locale': 'en-us',
      'cf-connecting-ip': crypto.randomUUID(),
    },
  })
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
}

describe('the pages’ forms', () => {
  it('post to the pages themselves, never to /api, on every page type that has forms', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const checkout = await readyToPay(env, upstream)
    const shopper = await signedInShopper(env)
    const [variant] = await variantsInStock(upstream, 3, 1)
    expect(
      (await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, shopper.cookie)).status,
    ).toBe(200)
    // A search remembered, so the hub offers to clear it.
    await page(env, '/en-us/search?q=tent', shopper.cookie)
    const associate = await associateCookie(env)
    const PAGES: readonly (readonly [string, string, 'may have none'?])[] = [
      ['/en-us', ''],
      // The consent banner asks on an EMEA site.
      ['/en-gb', ''],
      ['/en-us/stories/trail-season', ''],
      ['/en-us/p/summit-merino-tee-KS100013', ''],
      ['/en-us/p/summit-merino-tee-KS100013', shopper.cookie],
      ['/en-us/cart', checkout],
      ['/en-us/cart', shopper.cookie],
      ['/en-us/checkout', checkout],
      ['/en-us/checkout/billing', checkout],
      // A guest's review pays in the provider's frame: in the checkout's own shell (decision 081), without the site's
      // search, it may hold no plain form; any it holds posts to the page.
      ['/en-us/checkout/summary', checkout, 'may have none'],
      ...ACCOUNT_SECTIONS.map((section): [string, string] => [
        accountSectionPath('en-us', section),
        shopper.cookie,
      ]),
      ['/en-us/account/addresses/new', shopper.cookie],
      ['/en-us/account/sign-in', ''],
      ['/en-us/account/sign-up', ''],
      ['/en-us/account/join', ''],
      ['/en-us/forgot-password', ''],
      ['/en-us/search-hub', shopper.cookie],
      ['/en-us/stores', ''],
      ['/en-gb/privacy-choices', ''],
      ['/en-us/associate-login', ''],
      ['/en-us/associate-login?store=1001', ''],
      ['/en-us/associate-login', associate],
      ['/en-us', associate],
      ['/en-us/help/contact-us', ''],
      ['/en-us/help/warranty', ''],
      ['/en-us/order-status', ''],
      ['/en-us/compare', ''],
      ['/en-us/favorites', ''],
      ['/en-us/preview-tool', ''],
    ]
    for (const [path, cookie, optional] of PAGES) {
      const response = await page(env, path, cookie)
      const what = `${path}${cookie ? ' (with a session)' : ''}`
      expect(response.status, what).toBe(200)
      const forms = formsOf(await response.text())
      if (!optional) expect(forms.length, what).toBeGreaterThan(0)
      expect(
        forms.filter((form) => /\baction="[^"]*\/api\//.test(form)),
        what,
      ).toEqual([])
    }
  })
})
