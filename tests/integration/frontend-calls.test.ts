/**
 * The front-end service's calls where they belong (spec 2 §7, decision 096): the header's utility links and the
 * footer's social links on every page, a static page by name where the content service has no page, the popular
 * searches on the search hub, the shop's clock for blocks that go by the date, and the contract checker told of an
 * answer off its contract. Each asks the mock API with the call's own parameters, and the page shows the answer.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from './account-helpers'
import { cookieOf, formPost } from './browser'
import { callMockApi, clearUpstreamCache, createTestShop, request, type Upstream } from './harness'

beforeEach(clearUpstreamCache)

/** The front-end service calls the mock API was asked, by path (`/fapi/components/utility`). */
const fapiCalls = (upstream: Upstream, path: string) =>
  upstream.calls.filter((call) => new URL(call.url).pathname === path)

const text = async (response: Response) => (await response.text()).replace(/&#x27;|&#39;/g, "'")

/** The utility navigation's HTML, or null when the page has none. */
const utilityNav = (html: string) =>
  /<nav class="site-header__utility[^"]*"[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? null

describe('the header’s utility links', () => {
  it('come from the utility component in the page’s language, under its locale, and are read once for a while', async () => {
    const { upstream, env } = createTestShop()
    const english = await text(await page(env, '/en-us'))
    const nav = utilityNav(english)
    expect(nav).toContain('aria-label="Shop services"')
    expect(nav).toContain('<a href="/en-us/stores">Find a store</a>')
    expect(nav).toContain('<a href="/en-us/order-status">Order status</a>')
    expect(nav).toContain('<a href="/en-us/help/contact-us">Help</a>')
    // A phone's header keeps its one row: the same links are at the foot of its menu.
    const phoneMenu = /<ul class="mega-menu-mobile__utility">[\s\S]*?<\/ul>/.exec(english)?.[0]
    expect(phoneMenu).toContain('<a href="/en-us/stores">Find a store</a>')
    const [call] = fapiCalls(upstream, '/fapi/components/utility')
    expect(call?.method).toBe('GET')
    expect(new URL(call?.url ?? '').searchParams.get('locale')).toBe('en-us')

    await page(env, '/en-us/search-hub')
    expect(fapiCalls(upstream, '/fapi/components/utility')).toHaveLength(1)

    const french = utilityNav(await text(await page(env, '/fr-fr')))
    expect(french).toContain('aria-label="Services de la boutique"')
    expect(french).toContain('<a href="/fr-fr/stores">Trouver un magasin</a>')
  })

  it('leave the header without the row when the service fails, and the page still answers', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/fapi/components/utility')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await page(env, '/en-us')
    expect(response.status).toBe(200)
    expect(utilityNav(await text(response))).toBeNull()
    expect(warn.mock.calls.some((args) => String(args[0]).includes('utility links unavailable'))).toBe(true)
    warn.mockRestore()
  })
})

describe('the footer’s social links', () => {
  it('come from the footer component for the brand’s site, as https links under “Follow us”', async () => {
    const { upstream, env } = createTestShop()
    const html = await text(await page(env, '/en-us'))
    const footer = /<footer class="site-footer">[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    expect(footer).toContain('<h2>Follow us</h2>')
    expect(footer).toContain('<a href="https://www.instagram.com/kestreloutdoor/">Instagram</a>')
    expect(footer).toContain('>Strava</a>')
    const [call] = fapiCalls(upstream, '/fapi/components/footer')
    expect(new URL(call?.url ?? '').searchParams.get('siteId')).toBe('KST-US')
  })
})

describe('a static page by name', () => {
  it('is the front-end service’s page when the content service has none by that slug', async () => {
    const { upstream, env } = createTestShop()
    const response = await page(env, '/en-us/accessibility')
    expect(response.status).toBe(200)
    const html = await text(response)
    expect(html).toContain('<h1>Accessibility statement</h1>')
    expect(html).toContain('Last updated 11/02/2026')
    expect(html).toContain('<h2>Tell us</h2>')
    expect(html).toContain('<title>Accessibility statement')
    expect(fapiCalls(upstream, '/fapi/pages/accessibility')).toHaveLength(1)
    // The content service was asked first.
    expect(
      upstream.calls.some((call) => new URL(call.url).pathname.endsWith('/page/KST-US/accessibility')),
    ).toBe(true)

    const german = await text(await page(env, '/de-de/accessibility'))
    expect(german).toContain('<h1>Erklärung zur Barrierefreiheit</h1>')
    expect(german).toContain('Zuletzt aktualisiert: 02/11/2026')
  })

  it('is the 404 page when neither service has it, and a deeper slug never asks the front-end service', async () => {
    const { upstream, env } = createTestShop()
    expect((await page(env, '/en-us/no-such-statement')).status).toBe(404)
    expect(fapiCalls(upstream, '/fapi/pages/no-such-statement')).toHaveLength(1)
    expect((await page(env, '/en-us/help/no-such-statement')).status).toBe(404)
    expect(upstream.calls.some((call) => new URL(call.url).pathname.includes('/fapi/pages/help'))).toBe(false)
  })
})

describe('the search hub’s popular searches', () => {
  it('come from the search component in the page’s language', async () => {
    const { upstream, env } = createTestShop()
    const html = await text(await page(env, '/en-us/search-hub'))
    expect(html).toContain('href="/en-us/search?q=trail%20running%20shoes"')
    expect(fapiCalls(upstream, '/fapi/components/search')).toHaveLength(1)
    const german = await text(await page(env, '/de-de/search-hub'))
    expect(german).toContain('Trailschuhe')
  })

  it('are the site language’s own list when the service fails', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/fapi/components/search')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await text(await page(env, '/en-us/search-hub'))
    expect(html).toContain('href="/en-us/search?q=gore-tex"')
    expect(html).not.toContain('trail running shoes')
    vi.restoreAllMocks()
  })
})

describe('the shop’s clock', () => {
  const STORY = '/en-us/stories/trail-season'
  const ended = (html: string) => html.split('This event has ended.').length - 1

  it('says which events have ended: set ahead past an event’s last day, its sign-up closes', async () => {
    const { upstream, env } = createTestShop()
    expect(ended(await text(await page(env, STORY)))).toBe(1)
    expect(fapiCalls(upstream, '/fapi/server/time')).toHaveLength(1)
    // A year and a half ahead: past the trail weekend of November 2027.
    const ahead = await callMockApi(upstream, '/__dev/clock', {
      method: 'POST',
      body: JSON.stringify({ offsetMs: 548 * 24 * 3600 * 1000 }),
    })
    expect(ahead.status).toBe(200)
    try {
      expect(ended(await text(await page(env, STORY)))).toBe(2)
      // Never cached: each page asks.
      expect(fapiCalls(upstream, '/fapi/server/time')).toHaveLength(2)
    } finally {
      await callMockApi(upstream, '/__dev/clock', {
        method: 'POST',
        body: JSON.stringify({ offsetMs: null }),
      })
    }
  })

  it('is not asked by a page without a block that goes by the date', async () => {
    const { upstream, env } = createTestShop()
    await page(env, '/en-us')
    expect(fapiCalls(upstream, '/fapi/server/time')).toHaveLength(0)
  })
})

describe('the contract checker', () => {
  it('is sent an answer off its contract, and its verdict is logged, while the page goes on without the part', async () => {
    const { upstream, env } = createTestShop()
    upstream.offContract('/fapi/components/utility')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await page(env, '/en-us')
    expect(response.status).toBe(200)
    expect(utilityNav(await text(response))).toBeNull()
    const [check] = fapiCalls(upstream, '/fapi/api/validate-response/frontend.utility')
    expect(check?.method).toBe('POST')
    expect(await check?.json()).toEqual({ unexpected: true })
    const verdict = warn.mock.calls
      .map((args) => String(args[0]))
      .find((line) => line.includes('upstream answer off contract'))
    expect(verdict).toContain('frontend.utility')
    expect(verdict).toContain('expected array, received undefined')
    warn.mockRestore()
  })

  it('is never sent an answer a shopper’s own call got', async () => {
    const { upstream, env } = createTestShop()
    upstream.offContract('/api/consumers-v3/consumer')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await page(env, '/en-us')
    expect(
      upstream.calls.some((call) => new URL(call.url).pathname.includes('validate-response/consumers')),
    ).toBe(false)
    vi.restoreAllMocks()
  })
})

describe('the comparison', () => {
  it('asks the compare component for the compared products at once, and shows its activity and gender rows', async () => {
    const { upstream, env } = createTestShop()
    let cookie = ''
    for (const style of ['KS100013', 'KS100020']) {
      cookie = cookieOf(
        await request('/en-us/compare', { env, ...formPost(`intent=add&styleCode=${style}`, cookie) }),
        cookie,
      )
    }
    const html = await text(await page(env, '/en-us/compare', cookie))
    const calls = fapiCalls(upstream, '/fapi/components/compare')
    expect(calls).toHaveLength(1)
    expect(new URL(calls[0]?.url ?? '').searchParams.get('ids')).toBe('KS100013,KS100020')
    const row = (label: string) =>
      new RegExp(`<th scope="row">${label}</th>((?:<td>[^<]*</td>){2})`).exec(html)?.[1]
    const activities = row('Activity')
    const genders = row('Gender')
    expect(activities).toMatch(/^<td>(Hiking|Running|Everyday|Climbing|Snow|Travel|Camping)<\/td>/)
    expect(genders).toMatch(/^<td>(Men|Women|Kids|Unisex)<\/td>/)
  })

  it('shows the details’ rows alone when the compare component fails', async () => {
    const { upstream, env } = createTestShop()
    const added = await request('/en-us/compare', { env, ...formPost('intent=add&styleCode=KS100013') })
    upstream.fail('/fapi/components/compare')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = await text(await page(env, '/en-us/compare', cookieOf(added)))
    expect(html).toContain('<th scope="row">Price</th>')
    expect(html).not.toContain('<th scope="row">Activity</th>')
    vi.restoreAllMocks()
  })

  it('is not asked for an empty comparison', async () => {
    const { upstream, env } = createTestShop()
    await page(env, '/en-us/compare')
    expect(fapiCalls(upstream, '/fapi/components/compare')).toHaveLength(0)
  })
})

describe('the search hub’s collections', () => {
  it('come from the collections component in the page’s language, each leading to its category', async () => {
    const { upstream, env } = createTestShop()
    const html = await text(await page(env, '/en-us/search-hub'))
    const section =
      /<section aria-labelledby="search-hub-collections">[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(section).toContain('<h2 id="search-hub-collections">Collections</h2>')
    expect(section).toContain('<a href="/en-us/c/men/jackets-1200">Autumn layers</a>')
    expect(section).toContain('<a href="/en-us/c/equipment/tents-6100">Camp in comfort</a>')
    expect(fapiCalls(upstream, '/fapi/components/collections')).toHaveLength(1)
    const french = await text(await page(env, '/fr-fr/search-hub'))
    expect(french).toContain('Camper confortablement')
  })
})
