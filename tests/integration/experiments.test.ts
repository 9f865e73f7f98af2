/**
 * Flags and experiments decided at the edge (decision 063): the variant a visitor is bucketed into is in the
 * server's HTML, the same on every request of that visitor; without targeting consent (EMEA without a choice, or
 * Global Privacy Control anywhere) no visitor id is made or kept and every experience shows its baseline.
 */

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DATAFILE } from '../../mock-api/experimentation/datafile'
import { DEVELOPMENT_ODP_API_KEY, segmentBandOf } from '../../mock-api/routes/experimentation'
import { writeOptanonConsent } from '../../shared/consent'
import { variantName } from '../../shared/personalization/flags'
import { VISITOR_COOKIE } from '../../shared/personalization/visitor'
import { forgetDatafiles } from '../../worker/upstream/experimentation/datafile'
import { allIslandProps } from '../fixtures/island-markup'
import { editorToken } from '../fixtures/preview-token'
import { DECIDER, US_GUEST, visitorIn } from '../fixtures/visitors'
import { jsonPost } from './browser'
import { variantsInStock } from './cart-helpers'
import { consume, recordedBatches, recordingQueue } from './experiment-event-helpers'
import type { Upstream } from './harness'
import { clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(async () => {
  forgetDatafiles()
  await clearUpstreamCache()
})

const setup = (overrides: Record<string, string> = {}) => {
  const upstream = createUpstream()
  const env = createTestEnv(upstream, {
    EXPERIMENTATION_CDN_URL: 'https://mock-api.internal/experimentation',
    EXPERIMENTATION_SDK_KEY: DATAFILE.sdkKey,
    ...overrides,
  })
  return { upstream, env }
}

const decider = DECIDER
const usGuest = US_GUEST

const HEROES: Record<string, string> = {
  Baseline: 'Made for the long way round',
  A: 'Weatherproof from the first step',
  B: 'Find your trail',
}

const heroOf = (html: string) =>
  /<h1 id="home-hero[^"]*-title" class="block__title">([^<]*)<\/h1>/.exec(html)?.[1]
const visitorCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${VISITOR_COOKIE}=`))
    ?.split(';')[0]
const consentCookie = (targeting: boolean) =>
  `OptanonConsent=${encodeURIComponent(
    writeOptanonConsent(
      { performanceAndAnalytics: true, functional: true, targeting },
      new Date('2026-11-20T10:00:00Z'),
    ),
  )}; OptanonAlertBoxClosed=2026-11-20T10:00:00.000Z`

describe('experiments at the edge', () => {
  it('gives a visitor outside EMEA an id, and the hero decided for it in the first HTML, on every request', async () => {
    const { env } = setup()
    const first = await request('/en-us', { env })
    const cookie = visitorCookieOf(first)
    expect(cookie).toMatch(/^sf_vuid=vuid_[0-9a-f]{27}$/)
    expect(first.headers.getSetCookie().find((line) => line.startsWith('sf_vuid='))).toMatch(/HttpOnly/i)
    const id = (cookie as string).slice('sf_vuid='.length)
    const decision = decider.decide('home_hero', { id, attributes: usGuest })
    const expected =
      decision.impression?.ruleType === 'feature-test' ? variantName(decision.variationKey ?? '') : 'Baseline'
    expect(heroOf(await first.text())).toBe(HEROES[expected])
    for (const path of ['/en-us', '/en-us?utm_source=mail']) {
      const again = await request(path, { env, headers: { cookie: cookie as string } })
      expect(visitorCookieOf(again)).toBeUndefined()
      expect(heroOf(await again.text())).toBe(HEROES[expected])
    }
  })

  it.each([
    ['Baseline', 'Baseline'],
    ['Experiment', 'A'],
    ['B-trail-story', 'B'],
  ])('renders the %s variation of the home hero for a visitor bucketed there', async (variation, name) => {
    const { env } = setup()
    const id = visitorIn('home_hero', variation)
    const html = await (await request('/en-us', { env, headers: { cookie: `sf_vuid=${id}` } })).text()
    expect(heroOf(html)).toBe(HEROES[name])
    expect(
      html.includes(
        `data-experience="home_hero" data-variant="${name === 'Baseline' ? 'baseline' : `home-hero-${name.toLowerCase()}`}"`,
      ),
    ).toBe(true)
  })

  it('shows the buy box benefits only to a visitor in the product page experiment’s Experiment variation', async () => {
    const { env } = setup()
    const inside = visitorIn('product_page', 'Experiment')
    const outside = visitorIn('product_page', 'Baseline')
    const product = '/en-us/p/summit-merino-tee-KS100013'
    const withBenefits = await (
      await request(product, { env, headers: { cookie: `sf_vuid=${inside}` } })
    ).text()
    const without = await (await request(product, { env, headers: { cookie: `sf_vuid=${outside}` } })).text()
    expect(
      withBenefits.includes(
        '<ul class="product-page__benefits" aria-label="What you get"><li>Free returns within 60 days</li>',
      ),
    ).toBe(true)
    expect(without.includes('product-page__benefits')).toBe(false)
  })

  it('decides nothing in EMEA without a choice: no id is made, an old one is removed, and the baseline shows', async () => {
    const { env } = setup()
    const inB = visitorIn('home_hero', 'B-trail-story', { ...usGuest, country: 'GB', locale: 'en-gb' })
    const response = await request('/en-gb', { env, headers: { cookie: `sf_vuid=${inB}` } })
    const removal = response.headers.getSetCookie().find((line) => line.startsWith('sf_vuid='))
    expect(removal).toMatch(/Max-Age=0/i)
    expect(heroOf(await response.text())).toBe(HEROES.Baseline)
  })

  it('decides in EMEA once the shopper consents to targeting, and not when they consent to the rest only', async () => {
    const { env } = setup()
    const inB = visitorIn('home_hero', 'B-trail-story', { ...usGuest, country: 'GB', locale: 'en-gb' })
    const consented = await request('/en-gb', {
      env,
      headers: { cookie: `sf_vuid=${inB}; ${consentCookie(true)}` },
    })
    expect(heroOf(await consented.text())).toBe(HEROES.B)
    const refused = await request('/en-gb', {
      env,
      headers: { cookie: `sf_vuid=${inB}; ${consentCookie(false)}` },
    })
    expect(heroOf(await refused.text())).toBe(HEROES.Baseline)
  })

  it('withdraws targeting for Global Privacy Control in every region', async () => {
    const { env } = setup()
    const inB = visitorIn('home_hero', 'B-trail-story')
    const response = await request('/en-us', { env, headers: { cookie: `sf_vuid=${inB}`, 'sec-gpc': '1' } })
    expect(response.headers.getSetCookie().find((line) => line.startsWith('sf_vuid='))).toMatch(/Max-Age=0/i)
    expect(heroOf(await response.text())).toBe(HEROES.Baseline)
    const fresh = await request('/en-us', { env, headers: { 'sec-gpc': '1' } })
    expect(visitorCookieOf(fresh)).toBeUndefined()
  })

  it('turns a flag on for the audience its rule targets: simplified enrolment for UK shoppers who consent', async () => {
    const { env } = setup()
    const dialogOf = (html: string) => JSON.stringify(allIslandProps(html, 'sign-in-link')[0] ?? '')
    const uk = await (await request('/en-gb', { env, headers: { cookie: consentCookie(true) } })).text()
    expect(dialogOf(uk)).toContain('"simplified":true')
    const ukWithout = await (
      await request('/en-gb', { env, headers: { cookie: consentCookie(false) } })
    ).text()
    expect(dialogOf(ukWithout)).toContain('"simplified":false')
    const us = await (await request('/en-us', { env })).text()
    expect(dialogOf(us)).toContain('"simplified":false')
  })

  it('asks the segment service for a visitor’s segments, and an audience of them decides a flag', async () => {
    const phone = { ...usGuest, device: 'phone' }
    let id = ''
    for (let n = 0; !id && n < 20_000; n++) {
      const candidate = `vuid_${n.toString(16).padStart(27, '0')}`
      const decide = (qualifiedSegments: string[]) =>
        DECIDER.decide('mobile_shop_all', { id: candidate, attributes: phone, qualifiedSegments })
      // A frequent buyer (the mock's band 0 to 29) on a phone, whom the phone menu's test puts in its baseline
      // (shop-all off); anyone outside the test's audience has it on.
      const inTest = decide(['frequent_buyers'])
      if (segmentBandOf(candidate) <= 29 && inTest.variationKey === 'Baseline' && decide([]).enabled)
        id = candidate
    }
    const headers = { cookie: `sf_vuid=${id}`, 'sec-ch-ua-mobile': '?1' }
    const shopAll = '<li><a class="mega-menu-mobile__shop-all"'
    const segmented = setup({
      ODP_HOST: 'https://mock-api.internal/experimentation',
      ODP_API_KEY: DEVELOPMENT_ODP_API_KEY,
    })
    expect((await (await request('/en-us', { env: segmented.env, headers })).text()).includes(shopAll)).toBe(
      false,
    )
    const { env } = setup()
    expect((await (await request('/en-us', { env, headers })).text()).includes(shopAll)).toBe(true)
  })

  it('asks nothing about a visitor whose id the page made, and asks on the visitor’s next page', async () => {
    const { upstream, env } = setup({
      ODP_HOST: 'https://mock-api.internal/experimentation',
      ODP_API_KEY: DEVELOPMENT_ODP_API_KEY,
    })
    const asked = () =>
      upstream.calls.filter((call) => new URL(call.url).pathname === '/experimentation/v3/graphql')
    const first = await request('/en-us', { env, headers: { 'sec-ch-ua-mobile': '?1' } })
    const cookie = visitorCookieOf(first) ?? ''
    const id = cookie.slice(`${VISITOR_COOKIE}=`.length)
    expect(id).toMatch(/^vuid_/)
    await first.text()
    // The data platform has heard nothing of an id made just now: the first page decides without asking it.
    expect(asked()).toEqual([])
    const next = await request('/en-us', { env, headers: { cookie, 'sec-ch-ua-mobile': '?1' } })
    await next.text()
    const [call] = asked()
    if (!call) throw new Error('the next page did not ask for the visitor’s segments')
    expect(((await call.json()) as { query: string }).query).toContain(`fs_user_id: "${id}"`)
  })

  it('lets an editor force a variation in preview only', async () => {
    const { env } = setup()
    const baseline = visitorIn('home_hero', 'Baseline')
    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    const headers = { cookie: `sf_vuid=${baseline}`, 'x-preview-token': token }
    const forced = await request('/en-us?preview=true&p13n_testcontext=home_hero:B-trail-story', {
      env,
      headers,
    })
    expect(heroOf(await forced.text())).toBe(HEROES.B)
    const shopper = await request('/en-us?p13n_testcontext=home_hero:B-trail-story', {
      env,
      headers: { cookie: `sf_vuid=${baseline}` },
    })
    expect(heroOf(await shopper.text())).toBe(HEROES.Baseline)
  })

  it('lets an editor force a variation in preview where there is no visitor id', async () => {
    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    const forcedPath = '/en-us?preview=true&p13n_testcontext=home_hero:B-trail-story'
    // A deployment without experiments makes no visitor id; an editor refusing targeting (GPC) has none either.
    const { env: unconfigured } = setup({ EXPERIMENTATION_SDK_KEY: '' })
    const plain = await request(forcedPath, { env: unconfigured, headers: { 'x-preview-token': token } })
    expect(visitorCookieOf(plain)).toBeUndefined()
    expect(heroOf(await plain.text())).toBe(HEROES.B)
    const { env } = setup()
    const private_ = await request(forcedPath, { env, headers: { 'x-preview-token': token, 'sec-gpc': '1' } })
    expect(visitorCookieOf(private_)).toBeUndefined()
    expect(heroOf(await private_.text())).toBe(HEROES.B)
    // Never outside preview.
    const shopper = await request('/en-us?p13n_testcontext=home_hero:B-trail-story', { env: unconfigured })
    expect(heroOf(await shopper.text())).toBe(HEROES.Baseline)
  })

  it('renders every page with the defaults when the experimentation service is down', async () => {
    const { env, upstream } = setup()
    upstream.fail('/experimentation')
    const inB = visitorIn('home_hero', 'B-trail-story')
    const response = await request('/en-us', { env, headers: { cookie: `sf_vuid=${inB}` } })
    expect(response.status).toBe(200)
    expect(heroOf(await response.text())).toBe(HEROES.Baseline)
  })

  it('makes no visitor id where experiments are switched off', async () => {
    const { env } = setup({ EXPERIMENTATION_SDK_KEY: '' })
    expect(visitorCookieOf(await request('/en-us', { env }))).toBeUndefined()
  })
})

describe('experiment events from the shop’s own pages', () => {
  const withQueue = () => {
    const recording = recordingQueue()
    recording.release()
    const events = {
      EXPERIMENT_EVENTS_URL: 'https://mock-api.internal/experimentation/v1/events',
      EXPERIMENT_EVENTS: recording.queue,
    } as unknown as Record<string, string>
    return { ...setup(events), sent: recording.sent }
  }
  const addToBag = async (
    env: ReturnType<typeof setup>['env'],
    sku: string,
    cookie: string,
    locale = 'en-us',
  ) => {
    const call = jsonPost({ productId: sku, qty: 1 }, cookie)
    return request('/api/cart/items', {
      env,
      ...call,
      headers: { ...call.headers, 'x-storefront-locale': locale },
    })
  }
  const decisionsOf = (batches: Awaited<ReturnType<typeof recordedBatches>>) =>
    batches.flatMap((batch) =>
      batch.visitors.flatMap((visitor) => visitor.snapshots.flatMap((snapshot) => snapshot.decisions ?? [])),
    )
  const eventKeysOf = (batches: Awaited<ReturnType<typeof recordedBatches>>) =>
    batches.flatMap((batch) =>
      batch.visitors.flatMap((visitor) =>
        visitor.snapshots.flatMap((snapshot) => snapshot.events.map((e) => e.key)),
      ),
    )

  it('reports a consenting visitor’s impressions of what the page showed, and a bag add as a conversion', async () => {
    const { env, upstream, sent } = withQueue()
    const id = visitorIn('home_hero', 'B-trail-story')
    const cookie = `sf_vuid=${id}`
    await request('/en-us', { env, headers: { cookie } })
    const [variant] = await variantsInStock(upstream, 1, 1)
    expect((await addToBag(env, variant?.sku ?? '', cookie)).status).toBe(200)
    await consume(sent, env)
    const batches = await recordedBatches(upstream, id)
    const decisions = decisionsOf(batches)
    // The home page showed the hero's experiment, and the features every page has; not the product page's test.
    expect(decisions.find((decision) => decision.metadata.flag_key === 'home_hero')?.metadata).toMatchObject({
      rule_type: 'feature-test',
      variation_key: 'B-trail-story',
    })
    expect(decisions.some((decision) => decision.metadata.flag_key === 'allow_favorites')).toBe(true)
    expect(decisions.some((decision) => decision.metadata.flag_key === 'product_page')).toBe(false)
    expect(eventKeysOf(batches)).toContain('add_to_cart')
    expect(batches[0]).toMatchObject({ account_id: DATAFILE.accountId, revision: DATAFILE.revision })
  })

  it('sends nothing about a shopper without targeting consent: no message queued, no batch recorded', async () => {
    const { env, upstream, sent } = withQueue()
    // A visitor id of its own: the mock's records outlive a test.
    const id = `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 27)}`
    const cookie = `sf_vuid=${id}`
    const [variant] = await variantsInStock(upstream, 1, 1)
    for (const [path, headers] of [
      ['/en-gb', { cookie }],
      ['/en-us', { cookie, 'sec-gpc': '1' }],
    ] as const) {
      expect((await request(path, { env, headers })).status).toBe(200)
    }
    await addToBag(env, variant?.sku ?? '', cookie, 'en-gb')
    expect(sent).toEqual([])
    await consume(sent, env)
    expect(await recordedBatches(upstream, id)).toEqual([])
  })
})

/** The page-timing batches the mock front-end service received for a site (`/__dev/performance`). */
async function receivedTimings(upstream: Upstream, site = 'KST-US') {
  const response = await upstream.fetcher.fetch(`https://mock-api.internal/__dev/performance?site=${site}`, {
    headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
  })
  return ((await response.json()) as { batches: { path: string; measures: unknown[] }[] }).batches
}

describe('the client-ingest flag', () => {
  const batch = {
    pageType: 'home',
    path: '/en-us',
    measures: [
      { name: 'LCP', value: 1234 },
      { name: 'CLS', value: 0.02 },
    ],
  }

  it('marks the page for the timing beacon and passes a valid batch on to the front-end service', async () => {
    const { env, upstream } = setup({ CLIENT_INGEST: 'true', EXPERIMENTATION_SDK_KEY: '' })
    const html = await (await request('/en-us', { env })).text()
    expect(html.includes('data-ingest="on"')).toBe(true)
    const answer = await request('/api/performance', { env, ...jsonPost(batch) })
    expect(answer.status).toBe(204)
    const received = await receivedTimings(upstream)
    expect(received[0]).toMatchObject({ path: '/en-us', measures: batch.measures })
  })

  it('refuses a batch that is not one, and takes none where the flag is off', async () => {
    const on = setup({ CLIENT_INGEST: 'true', EXPERIMENTATION_SDK_KEY: '' })
    for (const junk of [{ ...batch, measures: [{ name: 'LCP', value: -1 }] }, { ...batch, path: 'x' }, {}]) {
      expect((await request('/api/performance', { env: on.env, ...jsonPost(junk) })).status).toBe(400)
    }
    const off = setup({ CLIENT_INGEST: 'false', EXPERIMENTATION_SDK_KEY: '' })
    expect((await request('/en-us', { env: off.env }).then((r) => r.text())).includes('data-ingest')).toBe(
      false,
    )
    expect((await request('/api/performance', { env: off.env, ...jsonPost(batch) })).status).toBe(404)
  })

  it('sends nothing on for an EMEA shopper who did not consent to measuring', async () => {
    const { env, upstream } = setup({ CLIENT_INGEST: 'true', EXPERIMENTATION_SDK_KEY: '' })
    const html = await (await request('/en-gb', { env })).text()
    expect(html.includes('data-ingest')).toBe(false)
    const before = (await receivedTimings(upstream, 'KST-GB')).length
    const call = jsonPost({ ...batch, path: '/en-gb' })
    const answer = await request('/api/performance', {
      env,
      ...call,
      headers: { ...call.headers, 'x-storefront-locale': 'en-gb' },
    })
    expect(answer.status).toBe(204)
    expect(await receivedTimings(upstream, 'KST-GB')).toHaveLength(before)
  })
})

describe('the datafile interval', () => {
  it('warns, once, when the datafile is checked more often than every 30 seconds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const warnings = () =>
      warn.mock.calls
        .map(([line]) => JSON.parse(String(line)) as { message: string; intervalMs?: number })
        .filter(
          (line) => line.message === 'experimentation datafile checked more often than every 30 seconds',
        )
    // Every 30 seconds is often enough to say nothing.
    const usual = setup({ EXPERIMENTATION_DATAFILE_INTERVAL: '30' })
    expect((await request('/en-us', usual)).status).toBe(200)
    expect(warnings()).toEqual([])
    const eager = setup({ EXPERIMENTATION_DATAFILE_INTERVAL: '29' })
    for (let page = 0; page < 2; page += 1) expect((await request('/en-us', eager)).status).toBe(200)
    expect(warnings()).toEqual([expect.objectContaining({ level: 'warn', intervalMs: 29_000 })])
  })
})
