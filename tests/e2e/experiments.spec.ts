/**
 * Experiments decided at the edge (decision 063): a visitor's variant is in the server's HTML, never switched in
 * the browser, stays the same from page to page, and a visitor without targeting consent sees only baselines.
 */
import { visitorIn, visitorWithFlagOn } from '../fixtures/visitors'
import { expect, pageSettled, test } from './fixtures'
import { askMock } from './mock-api'

const HERO = {
  baseline: 'Made for the long way round',
  a: 'Weatherproof from the first step',
  b: 'Find your trail',
}

test.describe('experiments at the edge', () => {
  test('a visitor’s hero variant comes in the first HTML and stays the same on every page', async ({
    page,
    context,
    baseURL,
  }) => {
    const visitor = visitorIn('home_hero', 'B-trail-story')
    await context.addCookies([{ name: 'sf_vuid', value: visitor, url: baseURL as string }])
    const response = await page.goto('/en-us')
    // The server's own HTML holds the variant: nothing is switched once the page is in the browser.
    const html = (await response?.text()) ?? ''
    expect(html.includes(HERO.b)).toBe(true)
    expect(html.includes(HERO.baseline)).toBe(false)
    await expect(page.getByRole('heading', { level: 1, name: HERO.b })).toBeVisible()
    await page.getByRole('link', { name: 'Shop trail running' }).first().click()
    await expect(page).toHaveURL(/trail-running/)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: HERO.b })).toBeVisible()
    await page.goto('/en-us?utm_campaign=autumn')
    await expect(page.getByRole('heading', { level: 1, name: HERO.b })).toBeVisible()
    expect((await context.cookies()).find((cookie) => cookie.name === 'sf_vuid')?.value).toBe(visitor)
  })

  test('the variant renders without JavaScript, as the server wrote it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await context.addCookies([
      { name: 'sf_vuid', value: visitorIn('home_hero', 'Experiment'), url: baseURL as string },
    ])
    const page = await context.newPage()
    await page.goto(`${baseURL}/en-us`)
    await expect(page.getByRole('heading', { level: 1, name: HERO.a })).toBeVisible()
    await context.close()
  })

  test('a visitor in the product page experiment sees the buy box’s benefits', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'sf_vuid', value: visitorIn('product_page', 'Experiment'), url: baseURL as string },
    ])
    await page.goto('/en-us/p/summit-merino-tee-KS100013')
    await pageSettled(page)
    const benefits = page.getByRole('list', { name: 'What you get' })
    await expect(benefits).toContainText('Free returns within 60 days')
    await expect(benefits).toContainText('Free pickup in store')
  })

  test('Global Privacy Control withdraws targeting: no visitor id, only the baseline', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } })
    await context.addCookies([
      { name: 'sf_vuid', value: visitorIn('home_hero', 'B-trail-story'), url: baseURL as string },
    ])
    const page = await context.newPage()
    await page.goto(`${baseURL}/en-us`)
    await expect(page.getByRole('heading', { level: 1, name: HERO.baseline })).toBeVisible()
    expect((await context.cookies()).some((cookie) => cookie.name === 'sf_vuid')).toBe(false)
    await context.close()
  })

  test('in EMEA a visitor who consented to all but targeting gets no visitor id and the baseline', async ({
    page,
    context,
  }) => {
    await page.goto('/en-gb')
    await expect(page.getByRole('heading', { level: 1, name: HERO.baseline })).toBeVisible()
    expect((await context.cookies()).some((cookie) => cookie.name === 'sf_vuid')).toBe(false)
  })

  test('a visitor in the client-ingest rollout sends the page’s timings once it is left', async ({
    page,
    context,
    baseURL,
    expectRefusal,
  }) => {
    // The datafile turns the page-timing beacon on for a tenth of visitors: one of them.
    const visitor = visitorWithFlagOn('client_ingest')
    await context.addCookies([{ name: 'sf_vuid', value: visitor, url: baseURL as string }])
    const timings = async () => {
      const answer = await askMock(page.request, '/__dev/performance?site=KST-US')
      return ((await answer.json()) as { batches: { path: string; measures: { name: string }[] }[] }).batches
    }
    await page.goto('/en-us/stores')
    await expect(page.locator('html')).toHaveAttribute('data-ingest', 'on')
    // A page of this test's own (a path no other test asks for: its not-found page, timed like any other), so the
    // batch found is this page's, whatever other tests' visitors send meanwhile.
    const own = `/en-us/timings-${crypto.randomUUID()}`
    expectRefusal(404, own)
    await page.goto(own)
    await expect(page.locator('html')).toHaveAttribute('data-ingest', 'on')
    await pageSettled(page)
    // Leaving the page sends the batch (the browser reports no request of a page it is leaving: the mock API's
    // record shows it arrived).
    await page.goto('/en-us/help/contact-us')
    await expect.poll(async () => (await timings()).filter((batch) => batch.path === own)).toHaveLength(1)
    const [mine] = (await timings()).filter((batch) => batch.path === own)
    expect(mine?.measures.map((measure) => measure.name)).toEqual(expect.arrayContaining(['TTFB', 'FCP']))
    // A page of a visitor outside the rollout carries no beacon.
    await context.addCookies([
      { name: 'sf_vuid', value: visitorIn('home_hero', 'Baseline'), url: baseURL as string },
    ])
    await page.goto('/en-us/stores')
    await expect(page.locator('html')).not.toHaveAttribute('data-ingest', 'on')
  })

  test('a consenting visitor’s page view reaches the data platform through the segment-events queue', async ({
    page,
    context,
    baseURL,
  }) => {
    // A visitor of this test's own, so the events found are this page's (decision 112).
    const visitor = `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 27)}`
    await context.addCookies([{ name: 'sf_vuid', value: visitor, url: baseURL as string }])
    await page.goto('/en-us')
    await pageSettled(page)
    const segmentEvents = async () => {
      const answer = await askMock(page.request, `/__dev/experimentation/segment-events?user_id=${visitor}`)
      return ((await answer.json()) as { events: { action: string; query: Record<string, string> }[] }).events
    }
    await expect.poll(async () => (await segmentEvents()).map((event) => event.action)).toEqual(['pageview'])
    expect((await segmentEvents())[0]?.query.page_type).toBe('home')
  })
})
