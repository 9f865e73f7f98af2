/**
 * Personalization decisions at the edge (decision 062), through the storefront and the mock decision service: the
 * decided variant and the decided recommendations are in the page's first HTML for a visitor, the baseline renders
 * when the service is slow or failing (and a failing one is left alone for a while), impressions are reported
 * once and never for 'Control', clicks are recorded from a ping, nothing at all is sent without a visitor id, and a
 * signed-in shopper's interests are heard as they are now. A returning visitor's page shows their last decision
 * at once when the fresh one is late.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DATAFILE } from '../../mock-api/experimentation/datafile'
import { variantOf } from '../../mock-api/routes/personalization'
import type { Order } from '../../shared/bag/order'
import { DECISION_BUDGET_MS } from '../../worker/personalization/service'
import { forgetDatafiles } from '../../worker/upstream/experimentation/datafile'
import { newShopper, postForm, postJson, signIn } from './account-helpers'
import { jsonPost } from './browser'
import type { FakeClock, Upstream } from './harness'
import {
  bindings,
  clearUpstreamCache,
  createTestEnv,
  createTestShop,
  createUpstream,
  request,
  settleOnFakeClock,
  startFakeClock,
  TEST_SECRETS,
} from './harness'
import { seedSession, sessionCookieOf, sessionState } from './sessions'

let clock: FakeClock | null = null

beforeEach(async () => {
  forgetDatafiles()
  await clearUpstreamCache()
})

afterEach(() => {
  clock?.restore()
  clock = null
})

const STORY = '/en-us/stories/trail-season'
const DECIDE = '/personalization/api/engine/v1/decide/'

/** A visitor the mock decision service puts in `variant` of the trail call to action. */
function visitorIn(variant: 'Bold' | 'Control'): string {
  for (let index = 0; index < 1000; index += 1) {
    const visitor = `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
    if (variantOf(visitor, 'exp-trail-cta') === variant) return visitor
  }
  throw new Error(`no visitor found in ${variant}`)
}

/**
 * How long a page may wait past its own data for a service that lately answered at once: half as long again (no
 * time) and the few milliseconds the isolate's own scheduling is given (decision 062).
 */
const A_FEW_MS = 10

/** The decision service configured as development configures it (wrangler.toml). */
const WITH_PERSONALIZATION = { PERSONALIZATION_API_URL: 'https://mock-api.internal/personalization' }

const asVisitor = (visitor: string) => ({ cookie: `sf_vuid=${visitor}` })

/** An order the shopper placed on the US site, as their session keeps it for the confirmation. */
const PLACED_ORDER: Order = {
  orderNumber: 'KS0000000042',
  status: 'placed',
  action: null,
  createdAt: '2026-11-24T08:00:00Z',
  currency: 'USD',
  email: 'rita@example.com',
  items: [
    {
      id: 'line-1',
      sku: 'KS100010-BLK-M',
      styleCode: 'KS100010',
      name: 'Ridgeline Shell Jacket',
      qty: 1,
      rowTotal: 249.99,
      image: '/images/products/KS100010.svg',
      colour: 'Black',
      size: 'M',
      pickupStoreId: null,
      bonus: false,
      pickupStore: null,
      giftTo: null,
      giftEmail: null,
      digital: false,
      customAmount: null,
      adjustment: null,
      custom: null,
    },
  ],
  adjustments: [],
  promotions: [],
  inStoreSalesInfo: null,
  pickupPerson: null,
  shippingAddress: null,
  billingAddress: null,
  shipment: null,
  newsletterConsent: false,
  totals: {
    itemTotal: 249.99,
    totalDiscount: 0,
    shipping: null,
    tax: null,
    taxIncluded: false,
    total: 249.99,
  },
  payment: { code: 'CREDIT_CARD', label: 'Visa •••• 1111', amount: 249.99 },
  giftCards: [],
  rewardCode: null,
  madeToOrder: null,
}

/** A visitor's browser holding their session cookie (`name=value`, or '' before it has one). */
const withSession = (visitor: string, session: string) => ({
  cookie: session ? `sf_vuid=${visitor}; ${session}` : `sf_vuid=${visitor}`,
})

interface Records {
  requests: {
    requestId: string | null
    pageType: string | null
    events: { eventType: string; customVariables?: { variable: string; value: string | null }[] }[]
  }[]
  records: { kind: string; value: string }[]
}

async function recordsOf(upstream: Upstream, visitor: string): Promise<Records> {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/__dev/personalization/records?visitor=${visitor}`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  return (await response.json()) as Records
}

/** Sets (`PUT`, with the rules) or clears (`DELETE`) the mock API's fault rules, as the benchmark does. */
const faultsOf = (upstream: Upstream) => (method: 'PUT' | 'DELETE', body?: unknown) =>
  upstream.fetcher.fetch('https://mock-api.internal/__faults', {
    method,
    headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const experienceOf = (html: string) =>
  /data-experience="exp-trail-cta" data-variant="([^"]+)"/.exec(html)?.[1] ?? null

/** The recommended-for-you carousel's markup. */
const carouselOf = (html: string) =>
  /data-block-id="trail-recommended"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''

const pingsOf = (markup: string) => [...markup.matchAll(/ping="([^"]+)"/g)].map((match) => match[1] as string)

const decideCalls = (upstream: Upstream) =>
  upstream.calls.filter((call) => new URL(call.url).pathname.startsWith(DECIDE))

/** Decision requests (not recordings of a view or an impression) the service received, from any visitor. */
async function decisionRequests(upstream: Upstream): Promise<number> {
  let asked = 0
  for (const call of decideCalls(upstream)) {
    const body = (await call.clone().json()) as { events: { eventType: string }[] }
    if (body.events.some((event) => event.eventType === 'monetate:decision:DecisionRequest')) asked += 1
  }
  return asked
}

/** The worker's own `Server-Timing` entry `name`, in milliseconds; null when the response has none. */
function serverTiming(response: Response, name: string): number | null {
  const entry = (response.headers.get('server-timing') ?? '')
    .split(',')
    .find((part) => part.trim().startsWith(`${name};`))
  const duration = /dur=([\d.]+)/.exec(entry ?? '')?.[1]
  return duration === undefined ? null : Number(duration)
}

/**
 * A storefront and mock API whose caches and seed are warm, as a shop's are: the decision budget is for the
 * decision service, not for seeding the mock's database on its first call.
 */
async function warmShop() {
  const { upstream, env } = createTestShop(WITH_PERSONALIZATION)
  await request(STORY, { env })
  await recordsOf(upstream, 'vuid_warm')
  return { upstream, env }
}

describe('personalization in the first HTML', () => {
  it('renders the decided variant and the decided recommendations, with a click ping on each product', async () => {
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')

    const html = await (await request(STORY, { env, headers: asVisitor(visitor) })).text()

    expect(experienceOf(html)).toBe('v1')
    expect(html).toContain('New in: shop now')
    const pings = pingsOf(carouselOf(html))
    expect(pings).toHaveLength(8)
    for (const ping of pings)
      expect(ping).toMatch(/^http:\/\/localhost\/api\/personalization\/click\?t=rt\.1\./)

    // One decision asked for; the impressions went in a call of their own, after the response.
    const decisions = (await recordsOf(upstream, visitor)).requests.filter(
      (asked) => asked.requestId !== null,
    )
    expect(decisions).toHaveLength(1)
    const [asked] = decisions
    expect(asked?.pageType).toBe('content')
    expect(asked?.events.map((event) => event.eventType)).toEqual(
      expect.arrayContaining([
        'monetate:context:PageView',
        'monetate:context:Language',
        'monetate:decision:DecisionRequest',
      ]),
    )
  })

  it('reports the impressions of what the page showed once, after the response', async () => {
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')

    const html = await (await request(STORY, { env, headers: asVisitor(visitor) })).text()

    const { records } = await recordsOf(upstream, visitor)
    const impressions = records.filter((record) => record.kind === 'impression').map((record) => record.value)
    expect(impressions).toHaveLength(2)
    expect(new Set(impressions).size).toBe(2)
    expect(impressions.some((id) => id.startsWith('imp.4101.Bold.'))).toBe(true)
    expect(impressions.some((id) => id.startsWith('imp.rec.home-recommended.'))).toBe(true)
    const shownTokens = pingsOf(carouselOf(html)).map((ping) =>
      decodeURIComponent(ping.split('?t=')[1] ?? ''),
    )
    expect(
      records.filter((record) => record.kind === 'rec-impression').map((record) => record.value),
    ).toEqual(shownTokens)
  })

  it("shows the baseline for a 'Control' decision and sends no impression for it", async () => {
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Control')

    const html = await (await request(STORY, { env, headers: asVisitor(visitor) })).text()

    expect(experienceOf(html)).toBe('baseline')
    expect(html).toContain('See all new arrivals')
    const impressions = (await recordsOf(upstream, visitor)).records.filter(
      (record) => record.kind === 'impression',
    )
    expect(impressions.map((record) => record.value.split('.').slice(0, 2).join('.'))).toEqual(['imp.rec'])
  })

  it('sends nothing at all without targeting consent, whatever visitor cookie the request holds', async () => {
    const { upstream, env } = createTestShop(WITH_PERSONALIZATION)

    // Global Privacy Control withdraws targeting in every region (decision 060): no visitor id, no decision.
    const withdrawn = { 'sec-gpc': '1' }
    const cookies: Record<string, string>[] = [
      withdrawn,
      { ...withdrawn, cookie: `sf_vuid=${visitorIn('Bold')}` },
      { ...withdrawn, cookie: 'sf_vuid=not-a-visitor' },
      { ...withdrawn, cookie: `sf_vuid=vuid_${'x'.repeat(40)}` },
    ]
    for (const headers of cookies) {
      const html = await (await request(STORY, { env, headers })).text()
      expect(experienceOf(html)).toBe('baseline')
      // The catalogue's own recommendations still show, without click pings.
      expect(carouselOf(html)).toContain('product-card')
      expect(pingsOf(carouselOf(html))).toEqual([])
    }
    expect(decideCalls(upstream)).toEqual([])
  })
})

/** The `userInterest` each decision request of a visitor told the service, in order (null: none told). */
async function interestsHeard(upstream: Upstream, visitor: string) {
  const { requests } = await recordsOf(upstream, visitor)
  return requests
    .filter((asked) => asked.requestId !== null)
    .map(
      (asked) =>
        asked.events
          .flatMap((event) => event.customVariables ?? [])
          .find((entry) => entry.variable === 'userInterest')?.value ?? null,
    )
}

describe('what the decision service hears of the shopper', () => {
  it('hears a signed-in shopper’s interests, as they are after each change', async () => {
    const { upstream, env } = await warmShop()
    const shopper = await newShopper()
    await bindings.DB.prepare("UPDATE consumers SET interests = 'hiking|climbing' WHERE id = ?")
      .bind(shopper.id)
      .run()
    const visitor = visitorIn('Bold')
    // Signed in as a visitor already: the answer's one cookie is then the session's.
    const signedIn = await signIn(env, shopper.email, shopper.password, `sf_vuid=${visitor}`)
    expect(signedIn.status).toBe(200)
    const cookie = `${signedIn.cookie}; sf_vuid=${visitor}`
    const view = () => request(STORY, { env, headers: { cookie } })

    await view()
    expect(await interestsHeard(upstream, visitor)).toEqual(['hiking|climbing'])

    // Edited on the profile page: the next page view tells the new ones.
    const edited = await postJson(
      env,
      '/api/account/profile',
      { interests: ['running', 'hiking'] },
      { cookie },
    )
    expect(edited.status).toBe(200)
    await view()
    expect(await interestsHeard(upstream, visitor)).toEqual(['hiking|climbing', 'hiking|running'])

    // Chosen again at the enrolment flow's interests step, and then none at all.
    for (const interests of [['snow'], []]) {
      const saved = await postForm(
        env,
        '/en-us/account/join',
        { step: 'interests', interests, preferredShoeSize: '' },
        { cookie },
      )
      expect(saved.headers.get('location')).toBe('/en-us/account/join?step=success')
      await view()
    }
    expect(await interestsHeard(upstream, visitor)).toEqual([
      'hiking|climbing',
      'hiking|running',
      'snow',
      null,
    ])
  })

  it('hears no interests from a guest', async () => {
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')
    await request(STORY, { env, headers: asVisitor(visitor) })
    expect(await interestsHeard(upstream, visitor)).toEqual([null])
  })
})

describe('page views that decide nothing', () => {
  it('tell the decision service of each product view, even while the product’s content cannot be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = await warmShop()
    const productViews = async (visitor: string) =>
      (await recordsOf(upstream, visitor)).requests.flatMap((asked) =>
        asked.events.filter((event) => event.eventType === 'monetate:context:ProductDetailView'),
      )
    const view = async (styleCode: string) => {
      const visitor = visitorIn('Bold')
      const path = (await request(`/en-us/p/x-${styleCode}`, { env, redirect: 'manual' })).headers.get(
        'location',
      ) as string
      const page = await request(path, { env, headers: asVisitor(visitor) })
      expect(page.status).toBe(200)
      await page.text()
      return productViews(visitor)
    }
    expect(await view('KS100048')).toEqual([
      { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'KS100048' }] },
    ])

    const faults = faultsOf(upstream)
    // Another product, whose content is not in the cache yet: the content service fails it.
    const failing = [
      { service: 'content', path: '/live/caas/v1/canvas/product/*', kind: 'error', status: 503 },
    ]
    expect((await faults('PUT', failing)).status).toBe(200)
    try {
      expect(await view('KS100013')).toEqual([
        { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'KS100013' }] },
      ])
    } finally {
      await faults('DELETE')
    }
  })

  it('tell the decision service which list a product was opened from, for that product only', async () => {
    const { upstream, env } = await warmShop()
    const list = `sf_list=${encodeURIComponent('2~KS100048~search:rain shell')}`
    const variablesOf = async (styleCode: string, visitor: string) => {
      const path = (await request(`/en-us/p/x-${styleCode}`, { env, redirect: 'manual' })).headers.get(
        'location',
      ) as string
      const page = await request(path, { env, headers: { cookie: `sf_vuid=${visitor}; ${list}` } })
      expect(page.status).toBe(200)
      await page.text()
      return (await recordsOf(upstream, visitor)).requests.flatMap((asked) =>
        asked.events.flatMap((event) =>
          event.eventType === 'monetate:context:CustomVariables' ? (event.customVariables ?? []) : [],
        ),
      )
    }
    expect(await variablesOf('KS100048', visitorIn('Bold'))).toEqual(
      expect.arrayContaining([
        { variable: 'productList', value: 'search:rain shell' },
        { variable: 'listPosition', value: '2' },
        { variable: 'interactionOrigin', value: 'search' },
        { variable: 'searchTerm', value: 'rain shell' },
      ]),
    )
    // Another product opened later (from a link outside any list): the cookie still names the first.
    const other = (await variablesOf('KS100013', visitorIn('Bold'))).map((entry) => entry.variable)
    expect(other).not.toContain('productList')
    expect(other).not.toContain('searchTerm')
  })

  it('clears the list a product was opened from when the shopper has not consented to analytics', async () => {
    const { env } = await warmShop()
    const path = (await request('/en-gb/p/x-KS100048', { env, redirect: 'manual' })).headers.get(
      'location',
    ) as string
    const page = await request(path, {
      env,
      headers: { cookie: `sf_list=${encodeURIComponent('2~KS100048~category:1000')}` },
    })
    expect(page.status).toBe(200)
    expect(page.headers.getSetCookie().find((cookie) => cookie.startsWith('sf_list='))).toMatch(/Max-Age=0/i)
    await page.text()
  })

  it('tell the decision service of a search, its term and the cards it showed, after the response', async () => {
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')
    const html = await (
      await request('/en-us/search?q=jacket', {
        env,
        headers: {
          ...asVisitor(visitor),
          referer: 'http://localhost/en-us/account/orders?email=ana%40example.com',
        },
      })
    ).text()
    // The cards of the results, in the order the page shows them.
    const results = html.slice(
      html.indexOf('<ul class="product-grid'),
      html.indexOf('</ul>', html.indexOf('<ul class="product-grid')),
    )
    const shown = [
      ...new Set([...results.matchAll(/data-style-code="([A-Z0-9]+)"/g)].map((match) => match[1])),
    ]
    expect(shown.length).toBeGreaterThan(0)
    const { requests } = await recordsOf(upstream, visitor)
    const search = requests.find((entry) => entry.pageType === 'search')
    const events = (search?.events ?? []) as (Record<string, unknown> & { eventType: string })[]
    expect(events.find((event) => event.eventType === 'monetate:context:SearchView')).toMatchObject({
      searchTerm: 'jacket',
    })
    const thumbnails = events.find((event) => event.eventType === 'monetate:context:ProductThumbnailView')
    expect(thumbnails?.products).toEqual(shown)
    // What the shopper typed stays in the shop (decision 062): the page's URL and the referrer go without their query.
    expect(events.find((event) => event.eventType === 'monetate:context:PageView')).toMatchObject({
      url: 'http://localhost/en-us/search',
    })
    expect(events.find((event) => event.eventType === 'monetate:context:Referrer')).toEqual({
      eventType: 'monetate:context:Referrer',
      referrer: 'http://localhost/en-us/account/orders',
    })
    expect(JSON.stringify(search)).not.toContain('?')
    // A view is recorded, not a decision asked for.
    expect(events.some((event) => event.eventType === 'monetate:decision:DecisionRequest')).toBe(false)
  })

  it('tell the decision service of a purchase once, however often its confirmation is shown', async () => {
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')
    const session = await seedSession({ orders: { 'KST-US': { last: PLACED_ORDER } } })

    for (let view = 0; view < 2; view += 1) {
      const page = await request('/en-us/order-confirmation', { env, headers: withSession(visitor, session) })
      expect(await page.text()).toContain(PLACED_ORDER.orderNumber)
    }

    const views = (await recordsOf(upstream, visitor)).requests.filter(
      (entry) => entry.pageType === 'checkout',
    )
    expect(views).toHaveLength(2)
    const purchases = views.map((entry) =>
      (entry.events as (Record<string, unknown> & { eventType: string })[]).find(
        (event) => event.eventType === 'monetate:context:Purchase',
      ),
    )
    expect(purchases[0]).toMatchObject({ purchaseId: PLACED_ORDER.orderNumber })
    expect(purchases[1]).toBeUndefined()
  })
})

describe('the decision and the first byte', () => {
  it("gets a quick service's variant and items into the first HTML, page after page", async () => {
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')
    // The worker's clock stands still unless the test moves it: the service answers before any time limit of the
    // page comes due, however slowly this machine renders.
    clock = startFakeClock({ date: true })

    // The first page of an isolate waits for the whole budget; the next show the fresh decision when it comes
    // with the page's own data, else the visitor's last one on the page, which their session remembers.
    let session = ''
    for (let page = 0; page < 5; page += 1) {
      const response = await request(STORY, { env, headers: withSession(visitor, session) })
      session = sessionCookieOf(response, session)
      const html = await response.text()
      // Each page shows its own, fresh decision.
      expect(response.headers.get('server-timing')).toContain(
        'p13n-wait;desc="waited for the personalization decision"',
      )
      expect(experienceOf(html)).toBe('v1')
      expect(pingsOf(carouselOf(html))).toHaveLength(8)
    }
    // Each page asked for its own decision: a remembered one stands in, it does not stop the asking.
    const asked = (await recordsOf(upstream, visitor)).requests.filter((entry) => entry.requestId !== null)
    expect(asked).toHaveLength(5)
  })

  it("shows a returning visitor's last decision on a page at once when the service turns slow", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')
    // The worker's clock moves only when the page is already waiting on it: the slow answer cannot come before
    // the page's own data, however slowly this machine gets it.
    clock = startFakeClock({ date: true })
    const first = await request(STORY, { env, headers: asVisitor(visitor) })
    expect(experienceOf(await first.text())).toBe('v1')
    const session = sessionCookieOf(first)
    const remembered = (await sessionState(session)).decisions
    expect(remembered?.visitorId).toBe(visitor)
    expect(remembered?.pages.map((entry) => entry.page)).toEqual(['KST-US /en-us/stories/trail-season'])
    // A fresh decision that chooses the same is not written again.
    const again = await request(STORY, { env, headers: withSession(visitor, session) })
    expect(experienceOf(await again.text())).toBe('v1')
    expect((await sessionState(session)).decisions).toEqual(remembered)
    upstream.delay(DECIDE, 500)

    const { value: response } = await settleOnFakeClock(
      clock,
      request(STORY, { env, headers: withSession(visitor, session) }),
    )
    const html = await response.text()

    // The page did not wait for the late answer: its own data was all it waited for.
    expect(response.headers.get('server-timing')).toContain('p13n-wait;desc="showed the last decision"')
    expect(serverTiming(response, 'p13n-wait')).toBeLessThanOrEqual(1)
    expect(experienceOf(html)).toBe('v1')
    const pings = pingsOf(carouselOf(html))
    expect(pings).toHaveLength(8)
    for (const ping of pings)
      expect(ping).toMatch(/^http:\/\/localhost\/api\/personalization\/click\?t=rt\.1\./)
    // Another page, never seen in this session, has no decision to show and renders its baselines.
    const { value: other } = await settleOnFakeClock(
      clock,
      request('/en-us', { env, headers: withSession(visitor, session) }),
    )
    expect(other.headers.get('server-timing')).toContain(
      'p13n-wait;desc="waited for the personalization decision"',
    )
  })

  it('never shows a decision made for another visitor id, and forgets them all when targeting is withdrawn', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = await warmShop()
    const first = await request(STORY, { env, headers: asVisitor(visitorIn('Bold')) })
    const session = sessionCookieOf(first)
    expect((await sessionState(session)).decisions).toBeDefined()
    upstream.delay(DECIDE, 500)

    // The same browser with a new visitor id (its cookie was cleared): the old id's decision is not theirs.
    const html = await (
      await request(STORY, { env, headers: withSession(visitorIn('Bold'), session) })
    ).text()
    expect(experienceOf(html)).toBe('baseline')

    // Global Privacy Control withdraws targeting in every region.
    const choice = jsonPost({ action: 'save', functional: true }, session)
    const withdrawn = await request('/api/consent', {
      env,
      ...choice,
      headers: { ...choice.headers, 'sec-gpc': '1' },
    })
    expect(withdrawn.status).toBe(200)
    expect((await sessionState(session)).decisions).toBeUndefined()
  })

  it('costs a page a few milliseconds, not the budget, once a service that answered at once turns slow', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')
    // On the worker's clock, which moves only as the test moves it, the service answers at once.
    clock = startFakeClock({ date: true })
    // The isolate learns how long the service takes to answer (page after page, as a shop's isolate does).
    for (let page = 0; page < 3; page += 1) {
      const html = await (await request(STORY, { env, headers: asVisitor(visitor) })).text()
      expect(experienceOf(html)).toBe('v1')
    }
    upstream.delay(DECIDE, 500)

    const { value: response } = await settleOnFakeClock(
      clock,
      request(STORY, { env, headers: asVisitor(visitor) }),
    )
    const html = await response.text()

    expect(experienceOf(html)).toBe('baseline')
    expect(carouselOf(html)).toContain('product-card')
    // The catalogue's own recommendations, each pinging its click with the widget's id (decision 109).
    expect(pingsOf(carouselOf(html)).length).toBeGreaterThan(0)
    for (const ping of pingsOf(carouselOf(html))) expect(ping).toMatch(/\?t=rw\.1\.home-recommended\./)
    // How long the page held its first byte for the decision once its own data was ready: as long as the service
    // took to answer lately (at once), half as long again and a few milliseconds for the isolate's own
    // scheduling, not the budget.
    const waited = serverTiming(response, 'p13n-wait')
    expect(waited).not.toBeNull()
    expect(waited).toBeLessThanOrEqual(A_FEW_MS)
    expect(waited).toBeLessThan(DECISION_BUDGET_MS)
  })

  describe('the home page', () => {
    const WITH_EXPERIMENTS = {
      ...WITH_PERSONALIZATION,
      EXPERIMENTATION_CDN_URL: 'https://mock-api.internal/experimentation',
      EXPERIMENTATION_SDK_KEY: DATAFILE.sdkKey,
    }
    const heroOf = (html: string) => /data-experience="home_hero" data-variant="([^"]+)"/.exec(html)?.[1]

    it('has its recommendations decided in the first HTML, beside its hero decided at the edge', async () => {
      const { upstream, env } = createTestShop(WITH_EXPERIMENTS)
      const visitor = visitorIn('Bold')

      const html = await (await request('/en-us', { env, headers: asVisitor(visitor) })).text()

      expect(heroOf(html)).toBeDefined()
      const carousel = /data-block-id="home-recommended"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      expect(pingsOf(carousel)).toHaveLength(8)
      expect(await decisionRequests(upstream)).toBe(1)
    })

    it('does not ask the decision service for an experience the experimentation service decides', async () => {
      const upstream = createUpstream()
      // The same home page without its personalised recommendations: only the hero experience is left.
      const fetcher = {
        async fetch(input: RequestInfo | URL, init?: RequestInit) {
          const response = await upstream.fetcher.fetch(input, init)
          if (!/\/page\/[^/]+\/home$/.test(new URL(new Request(input).url).pathname)) return response
          const page = (await response.json()) as { components: { source?: string }[] }
          const components = page.components.filter((block) => block.source !== 'personalization')
          return Response.json({ ...page, components })
        },
      } as unknown as Fetcher
      const env = createTestEnv({ fetcher }, WITH_EXPERIMENTS)
      const visitor = visitorIn('Bold')

      for (let page = 0; page < 2; page += 1) {
        const html = await (await request('/en-us', { env, headers: asVisitor(visitor) })).text()
        expect(heroOf(html)).toBeDefined()
        expect(html.includes('data-block-id="home-recommended"')).toBe(false)
      }
      expect(await decisionRequests(upstream)).toBe(0)
    })
  })
})

describe('a decision service in trouble', () => {
  it('renders the baseline within the budget when the service is slow, cancelling the call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop(WITH_PERSONALIZATION)
    const visitor = visitorIn('Bold')
    // Warm the catalogue and content caches, so the second page's time is the decision's.
    await request(STORY, { env })
    upstream.delay(DECIDE, 5000)
    const asked = upstream.nextCall(DECIDE)

    // The worker's clock moves only as the test moves it, so the budget is the only time the page can spend.
    clock = startFakeClock({ date: true })
    const page = request(STORY, { env, headers: asVisitor(visitor) })
    const call = await asked
    clock.advance(DECISION_BUDGET_MS - 1)
    expect(call.signal.aborted).toBe(false)
    clock.advance(1)
    const response = await page
    const html = await response.text()

    // Answered with the clock at the budget: the five-second answer was never waited for.
    expect(call.signal.aborted).toBe(true)
    expect((call.signal.reason as Error).name).toBe('TimeoutError')
    expect(serverTiming(response, 'p13n')).toBeLessThanOrEqual(DECISION_BUDGET_MS)
    expect(experienceOf(html)).toBe('baseline')
    // The catalogue's own recommendations, each pinging its click with the widget's id (decision 109).
    expect(pingsOf(carouselOf(html)).length).toBeGreaterThan(0)
    for (const ping of pingsOf(carouselOf(html))) expect(ping).toMatch(/\?t=rw\.1\.home-recommended\./)
    expect(upstream.cancelled.map((cancelled) => new URL(cancelled.url).pathname)).toEqual([
      `${DECIDE}kestrel`,
    ])
    const logged = warn.mock.calls.map((args) => JSON.parse(String(args[0])) as { message: string })
    expect(logged.map((line) => line.message)).toContain('personalization decision unavailable')
  })

  it('stops calling a failing service after three failures, and renders the baseline meanwhile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop(WITH_PERSONALIZATION)
    const visitor = visitorIn('Bold')
    upstream.fail(DECIDE)

    for (let page = 0; page < 5; page += 1) {
      const html = await (await request(STORY, { env, headers: asVisitor(visitor) })).text()
      expect(experienceOf(html)).toBe('baseline')
    }
    expect(decideCalls(upstream)).toHaveLength(3)
  })

  it('takes its faults from the mock API switchboard, as the benchmark does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = await warmShop()
    const visitor = visitorIn('Bold')
    const faults = faultsOf(upstream)
    expect((await faults('PUT', [{ service: 'personalization', kind: 'error', status: 503 }])).status).toBe(
      200,
    )
    try {
      const html = await (await request(STORY, { env, headers: asVisitor(visitor) })).text()
      expect(experienceOf(html)).toBe('baseline')
    } finally {
      await faults('DELETE')
    }
    const html = await (await request(STORY, { env, headers: asVisitor(visitor) })).text()
    expect(experienceOf(html)).toBe('v1')
  })
})

describe('recommendation clicks', () => {
  const click = (cookie?: string) => ({
    method: 'POST',
    headers: {
      origin: 'http://localhost',
      'content-type': 'text/ping',
      'ping-to': 'http://localhost/en-us/p/x',
      ...(cookie ? { cookie } : {}),
    },
    body: 'PING',
  })

  it('records a pinged click once and answers 204 at once', async () => {
    const { upstream, env } = createTestShop(WITH_PERSONALIZATION)
    const visitor = visitorIn('Bold')

    const response = await request('/api/personalization/click?t=rt.1.abc.home-recommended.0.KS100048', {
      env,
      ...click(asVisitor(visitor).cookie),
    })

    expect(response.status).toBe(204)
    const clicks = (await recordsOf(upstream, visitor)).records.filter(
      (record) => record.kind === 'rec-click',
    )
    expect(clicks.map((record) => record.value)).toEqual(['rt.1.abc.home-recommended.0.KS100048'])
  })

  it('refuses a click without a token it can read', async () => {
    const env = createTestShop().env
    for (const path of ['/api/personalization/click', '/api/personalization/click?t=%3Cscript%3E']) {
      const response = await request(path, { env, ...click() })
      expect(response.status).toBe(400)
    }
  })

  it('sends nothing for a click without targeting consent', async () => {
    const { upstream, env } = createTestShop(WITH_PERSONALIZATION)
    const call = click()
    const response = await request('/api/personalization/click?t=rt.1.abc', {
      env,
      ...call,
      headers: { ...call.headers, 'sec-gpc': '1' },
    })
    expect(response.status).toBe(204)
    expect(decideCalls(upstream)).toEqual([])
  })
})

describe('the mock decision service', () => {
  const decide = (upstream: Upstream, body: unknown, retailer = 'kestrel') =>
    upstream.fetcher.fetch(`https://mock-api.internal${DECIDE}${retailer}`, {
      method: 'POST',
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const valid = {
    channel: 'kestrel/d/KST-US',
    deviceId: 'vuid_contract01',
    events: [
      { eventType: 'monetate:context:PageView', pageType: 'home', url: 'http://localhost/en-us' },
      { eventType: 'monetate:decision:DecisionRequest', requestId: 'r1' },
    ],
  }

  it('answers a decision request in the Engine API shape', async () => {
    const upstream = createUpstream()
    const response = await decide(upstream, valid)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      meta: { code: number }
      data: { responses: { requestId: string; actions: { actionType: string; component: string }[] }[] }
    }
    expect(body.meta.code).toBe(200)
    expect(body.data.responses[0]?.requestId).toBe('r1')
    expect(body.data.responses[0]?.actions.map((action) => action.component)).toEqual([
      'exp-trail-cta',
      'home-recommended',
      'recommended',
      'complete-the-look',
    ])
  })

  it('refuses a request outside the contract with 400', async () => {
    const upstream = createUpstream()
    for (const body of [
      null,
      { ...valid, deviceId: 'someone' },
      { ...valid, events: [] },
      { ...valid, events: [{ eventType: 'monetate:context:ScreenSize', width: 390 }] },
    ]) {
      expect((await decide(upstream, body)).status).toBe(400)
    }
    expect((await decide(upstream, valid, 'tidewater')).status).toBe(400)
  })
})
