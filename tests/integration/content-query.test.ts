/**
 * The page-content query parameters (spec 1 §2, decision 091): each reaches the content service on the pages where
 * it belongs and nowhere else, what the content service answers for it shows on the page, campaign values key
 * a bounded set of cached entries, and a shopper's own values (email, consumer id, referral code) are never
 * cached, logged or shown to another shopper.
 */

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addNewsletterSubscription } from '../../mock-api/db/sign-ups'
import { CACHE_KEY_VERSION } from '../../worker/cache/keys'
import { editorToken } from '../fixtures/preview-token'
import { page, postForm, signedInShopper, uniqueEmail } from './account-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, TEST_SECRETS, type Upstream } from './harness'

beforeEach(clearUpstreamCache)

/** The query of each content-page lookup the mock API was asked, by the path's end (`augmentedpage/KST-US/sign-up`). */
function lookups(upstream: Upstream, pathEnd: string): URLSearchParams[] {
  return upstream.calls
    .map((call) => new URL(call.url))
    .filter((url) => url.pathname.startsWith('/content/') && url.pathname.endsWith(pathEnd))
    .map((url) => url.searchParams)
}

/** The one lookup of a page a test made; fails when there was none or more. */
function lookupOf(upstream: Upstream, pathEnd: string): URLSearchParams {
  const found = lookups(upstream, pathEnd)
  expect(found).toHaveLength(1)
  return found[0] as URLSearchParams
}

/** The cache keys of the content service's documents whose path contains `fragment`. */
async function cacheKeys(fragment: string): Promise<string[]> {
  const { keys } = await bindings.UPSTREAM_CACHE.list({ prefix: `${CACHE_KEY_VERSION}|content|` })
  return keys.map((key) => key.name).filter((name) => name.includes(fragment))
}

const text = async (response: Response) => (await response.text()).replace(/&#x27;|&#39;/g, "'")

const CAMPAIGN_HERO = 'Trail runners get 15% off their first order'
const STORE_BLOCK = 'Joining at Portland Flagship'
const NEWSLETTER_OFFER = 'Your newsletter welcome offer comes with you'
const MEMBER_BLOCK = 'Early access with your account'

describe('the sign-up page', () => {
  it("sends the link's campaign, referral, store and email, and shows what the content service has for them", async () => {
    const { upstream, env } = createTestShop()
    const email = uniqueEmail('prefill')
    const response = await page(
      env,
      `/en-us/account/sign-up?leadSource=TrailRun&referral_code=ab12-cd&storeNum=0101&email=${encodeURIComponent(email)}`,
    )
    expect(response.status).toBe(200)
    const sent = lookupOf(upstream, '/augmentedpage/KST-US/sign-up')
    expect(sent.get('leadSource')).toBe('trailrun')
    expect(sent.get('referral_code')).toBe('AB12-CD')
    expect(sent.get('storeNum')).toBe('0101')
    expect(sent.get('email')).toBe(email)
    expect(sent.get('localePath')).toBe('/en-us')
    const html = await text(response)
    expect(html).toContain(CAMPAIGN_HERO)
    expect(html).toContain(STORE_BLOCK)
    expect(html).toContain('You were invited by a friend: AB12-CD')
    // The campaign's button is written under the locale the content service was told.
    expect(html).toContain('href="/en-us/search?q=trail"')
    // The address pre-fills the field, and is shown nowhere else.
    expect(html).toContain(`value="${email}"`)
    expect(html.split(email)).toHaveLength(2)
  })

  it("sends enrollment_marketing_source under its own name and answers its campaign in the shopper's language", async () => {
    const { upstream, env } = createTestShop()
    const html = await text(await page(env, '/fr-fr/account/sign-up?enrollment_marketing_source=trailrun'))
    const sent = lookupOf(upstream, '/sign-up')
    expect(sent.get('enrollment_marketing_source')).toBe('trailrun')
    expect(sent.get('localePath')).toBe('/fr-fr')
    expect(html).toContain('Les traileurs profitent de 15 % de remise sur leur première commande')
  })

  it('keeps an unknown or malformed value out: the lookup is the default page, read from its one entry', async () => {
    const { upstream, env } = createTestShop()
    await page(env, '/en-us/account/sign-up')
    const [defaultKey] = await cacheKeys('/augmentedpage/KST-US/sign-up')
    expect(defaultKey).toBeDefined()
    const html = await text(
      await page(env, '/en-us/account/sign-up?leadSource=nobody-knows&storeNum=9999&email=not-an-address'),
    )
    expect(html).not.toContain(CAMPAIGN_HERO)
    expect(html).not.toContain('Joining at')
    // Answered from the default entry: one lookup of the page in all, the first view's.
    const sent = lookupOf(upstream, '/augmentedpage/KST-US/sign-up')
    expect(sent.has('leadSource')).toBe(false)
    expect(await cacheKeys('/augmentedpage/KST-US/sign-up')).toEqual([defaultKey])
  })

  it('stores a known campaign under a key of its own, and random campaign values cannot add keys', async () => {
    const { upstream, env } = createTestShop()
    await page(env, '/en-us/account/sign-up?leadSource=trailrun&storeNum=0101')
    await page(env, '/en-us/account/sign-up?leadSource=trailrun&storeNum=0101')
    expect(lookups(upstream, '/augmentedpage/KST-US/sign-up')).toHaveLength(1)
    for (let index = 0; index < 12; index++) {
      const random = crypto.randomUUID().slice(0, 8)
      await page(
        env,
        `/en-us/account/sign-up?leadSource=x${random}&enrollment_marketing_source=y${random}&storeNum=${String(index).padStart(4, '0')}`,
      )
    }
    const keys = await cacheKeys('/augmentedpage/KST-US/sign-up')
    expect(keys).toHaveLength(2)
    expect(
      keys.filter((key) => key.includes('leadSource=trailrun&siteId=KST-US&storeNum=0101')),
    ).toHaveLength(1)
  })

  it('posts its form to an address keeping the campaign (never the email), so a refusal shows the same content', async () => {
    const { env } = createTestShop()
    const email = uniqueEmail('refused')
    const html = await text(
      await page(
        env,
        `/en-us/account/sign-up?leadSource=trailrun&storeNum=0101&email=${encodeURIComponent(email)}`,
      ),
    )
    const action = html.match(/<form[^>]*class="[^"]*sign-up-page__form[^"]*"[^>]*action="([^"]+)"/)?.[1]
    expect(action?.replace(/&amp;/g, '&')).toBe('/en-us/account/sign-up?leadSource=trailrun&storeNum=0101')
    const refused = await postForm(env, '/en-us/account/sign-up?leadSource=trailrun&storeNum=0101', {
      firstName: 'Mia',
      lastName: 'Lund',
      email,
      password: 'Fresh-start7',
      birthDate: '1995-06-15',
    })
    expect(refused.status).toBe(400)
    const again = await text(refused)
    expect(again).toContain(CAMPAIGN_HERO)
    expect(again).toContain(STORE_BLOCK)
    expect(again).toContain(`value="${email}"`)
  })

  it("never caches a shopper's email: two shoppers with different addresses each see only their own answer", async () => {
    const { upstream, env } = createTestShop()
    const reader = uniqueEmail('reader')
    const stranger = uniqueEmail('stranger')
    await addNewsletterSubscription(bindings.DB, {
      email: reader,
      id: `NS${crypto.randomUUID().slice(0, 8)}`,
      campaignName: 'footer',
      acquisitionType: null,
      locale: 'en-us',
      createdAt: new Date().toISOString(),
    })
    const first = await text(await page(env, `/en-us/account/sign-up?email=${encodeURIComponent(reader)}`))
    const second = await text(await page(env, `/en-us/account/sign-up?email=${encodeURIComponent(stranger)}`))
    const again = await text(await page(env, `/en-us/account/sign-up?email=${encodeURIComponent(reader)}`))
    expect(first).toContain(NEWSLETTER_OFFER)
    expect(second).not.toContain(NEWSLETTER_OFFER)
    expect(second).not.toContain(reader)
    expect(again).toContain(NEWSLETTER_OFFER)
    expect(again).not.toContain(stranger)
    // Each asked the content service afresh, telling no cache on the way to keep it.
    const calls = upstream.calls.filter((call) => new URL(call.url).pathname.endsWith('/sign-up'))
    expect(calls).toHaveLength(3)
    for (const call of calls) expect(call.headers.get('cache-control')).toBe('no-store')
    const keys = (await bindings.UPSTREAM_CACHE.list()).keys.map((key) => key.name).join('\n')
    expect(keys).not.toContain('reader-')
    expect(keys).not.toContain('stranger-')
    expect(keys).not.toContain('email')
  })
})

describe('what is logged', () => {
  it("logs a failed sign-up lookup without the shopper's email, and the page still pre-fills the form", async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/content/live/caas/v1/canvas/augmentedpage')
    const lines: string[] = []
    const spies = (['log', 'info', 'warn'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '))
      }),
    )
    const email = uniqueEmail('logged')
    try {
      const html = await text(
        await page(env, `/en-us/account/sign-up?leadSource=trailrun&email=${encodeURIComponent(email)}`),
      )
      expect(html).toContain(`value="${email}"`)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    expect(lines.some((line) => line.includes('sign-up page content unavailable'))).toBe(true)
    expect(lines.join('\n')).not.toContain(email.split('@')[0])
  })
})

describe('the other pages', () => {
  it('sends the campaign on the sign-in page, and no referral, store or email', async () => {
    const { upstream, env } = createTestShop()
    await page(
      env,
      `/en-us/account/sign-in?leadSource=trailrun&referral_code=AB12-CD&storeNum=0101&email=${uniqueEmail('x')}`,
    )
    const sent = lookupOf(upstream, '/page/KST-US/account/sign-in')
    expect(sent.get('leadSource')).toBe('trailrun')
    expect(sent.get('localePath')).toBe('/en-us')
    for (const name of ['referral_code', 'storeNum', 'email', 'consumerId'])
      expect(sent.has(name)).toBe(false)
  })

  it('sends the locale path with every page lookup, and no shopper or campaign value', async () => {
    const { upstream, env } = createTestShop()
    await page(
      env,
      '/en-gb?leadSource=trailrun&email=a%40example.com&consumerId=C1&storeNum=0101&referral_code=AB12',
    )
    const sent = lookupOf(upstream, '/page/KST-GB/home')
    expect(sent.get('localePath')).toBe('/en-gb')
    expect([...sent.keys()].sort()).toEqual(['locale', 'localePath', 'siteId'])
    await page(env, '/en-gb/c/men/jackets/rain-jackets-1210?leadSource=trailrun')
    const category = lookupOf(upstream, '/category/KST-GB/1210')
    expect([...category.keys()].sort()).toEqual(['locale', 'localePath', 'siteId'])
    expect(category.get('localePath')).toBe('/en-gb')
  })

  it("sends a signed-in shopper's consumer id on the account overview and shows the member's block; never a guest's", async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env, { prefix: 'member' })
    const html = await text(await page(env, '/en-us/account', shopper.cookie))
    const sent = lookupOf(upstream, '/augmentedpage/KST-US/account')
    expect(sent.get('consumerId')).toBe(shopper.id)
    expect(html).toContain(MEMBER_BLOCK)
    expect(await cacheKeys('/augmentedpage/KST-US/account')).toEqual([])
    expect((await bindings.UPSTREAM_CACHE.list()).keys.some((key) => key.name.includes(shopper.id))).toBe(
      false,
    )

    // A guest asking the same, or naming a consumer on the sign-up link, sends none.
    const guest = createTestShop()
    const asked = await page(guest.env, '/en-us/account')
    expect(asked.status).toBe(303)
    await page(guest.env, `/en-us/account/sign-up?consumerId=${shopper.id}`)
    expect(lookups(guest.upstream, '/augmentedpage/KST-US/account')).toHaveLength(0)
    expect(lookupOf(guest.upstream, '/augmentedpage/KST-US/sign-up').has('consumerId')).toBe(false)
  })

  it("sends the campaign, the friend's code and the consumer id on the loyalty section, and shows the referral", async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env, { prefix: 'joiner' })
    const html = await text(
      await page(
        env,
        '/en-us/account/loyalty?referral_code=FRIEND-42&leadSource=coast-path&storeNum=0101',
        shopper.cookie,
      ),
    )
    const sent = lookupOf(upstream, '/augmentedpage/KST-US/loyalty-modal')
    expect(sent.get('referral_code')).toBe('FRIEND-42')
    expect(sent.get('leadSource')).toBe('coast-path')
    expect(sent.get('consumerId')).toBe(shopper.id)
    expect(sent.has('storeNum')).toBe(false)
    expect(html).toContain('You were invited by a friend: FRIEND-42')
    expect(html).toContain('Walk the coast path with us')
  })

  it("passes an editor's test context on in preview, and a shopper's nowhere", async () => {
    const { upstream, env } = createTestShop()
    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    await page(env, '/en-us?preview=true&p13n_testcontext=home_hero:B-trail-story,bad pair')
    expect(lookupOf(upstream, '/page/KST-US/home').has('p13n_testcontext')).toBe(false)
    const editor = createTestShop()
    await request('/en-us?preview=true&p13n_testcontext=home_hero:B-trail-story,bad pair', {
      env: editor.env,
      headers: { 'x-preview-token': token },
    })
    const previewed = lookups(editor.upstream, '/page/KST-US/home')
    expect(previewed.length).toBeGreaterThan(0)
    for (const sent of previewed) expect(sent.get('p13n_testcontext')).toBe('home_hero:B-trail-story')
  })
})
