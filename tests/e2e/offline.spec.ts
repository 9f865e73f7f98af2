/**
 * Offline means offline (decision 052): in development, every page type loads everything it asks for (documents,
 * scripts, styles, images, films and caption tracks) from the shop itself or the local mock services, never from
 * another host. Each page is opened, scrolled to its end (so what loads when seen loads), and its films are played;
 * any request to a host other than localhost fails the test, named. Nothing is routed here: a request to the
 * internet would reach the network (or fail) and be recorded either way.
 *
 * The one exception is the gallery widget's host: the end-to-end server configures one on purpose (as a deployment
 * with a gallery vendor would be; `playwright.config.ts`), and every context answers it with a stand-in. Plain
 * development configures none.
 */
import type { Page } from '@playwright/test'
import { addFirstSizeFromPage } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { GALLERY_SCRIPT_PATTERN } from './third-parties'

const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

/** Hosts the shop and its local services answer on: the shop, the mock payment provider (another port). */
const isLocal = (url: string) => {
  if (/^(data|blob|about):/.test(url)) return true
  const { hostname } = new URL(url)
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost')
}

/** Records every request the page makes to another host. */
function watchRequests(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!isLocal(url) && !GALLERY_SCRIPT_PATTERN.test(url)) outside.push(`${request.method()} ${url}`)
  })
  return outside
}

/** Scrolls to the end a screen at a time, so every lazy image, island and section loads. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    if (atEnd) break
  }
  await pageSettled(page)
}

const addToBag = (page: Page) => addFirstSizeFromPage(page, PRODUCT)

const PAGES: { name: string; path: string; fill?: (page: Page) => Promise<void> }[] = [
  { name: 'home page', path: '/en-us' },
  { name: 'category listing', path: '/en-us/c/men-1000' },
  { name: 'product page', path: PRODUCT },
  { name: 'search results page', path: '/en-us/search?q=boot' },
  { name: 'content story', path: '/en-us/stories/trail-season' },
  { name: 'store locator', path: '/en-us/stores' },
  { name: 'store locator searched by city', path: '/de-de/stores?place=Berlin' },
  { name: 'account sign-in', path: '/en-us/account/sign-in' },
  { name: 'bag', path: '/en-us/cart', fill: addToBag },
  { name: 'checkout', path: '/en-us/checkout', fill: addToBag },
]

/** Every page type is checked on a phone and on a laptop: their layouts load different things. */
const WIDTHS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1366, height: 860 } },
] as const

for (const width of WIDTHS) {
  test.describe(`offline in development, on ${width.name}`, () => {
    test.use({ viewport: width.viewport })
    for (const { name, path, fill } of PAGES) {
      // The fixtures fail the test on a console error or an unexpected failed answer, too.
      test(`the ${name} asks no other host for anything and has no serious axe violation`, async ({
        page,
      }) => {
        const outside = watchRequests(page)
        if (fill) await fill(page)
        await page.goto(path)
        await pageSettled(page)
        await scrollThrough(page)
        expect(outside, `requests to other hosts from ${path}`).toEqual([])
        expect(await blockingAxeViolations(page)).toEqual([])
      })
    }
  })
}

test.describe('offline in development', () => {
  test('the on-film story plays its films and captions from the shop', async ({ page }) => {
    const outside = watchRequests(page)
    const films: { url: string; status: number; type: string }[] = []
    page.on('response', (response) => {
      if (response.url().includes('/media/film/'))
        films.push({
          url: new URL(response.url()).pathname,
          status: response.status(),
          type: response.headers()['content-type'] ?? '',
        })
    })
    await page.goto('/en-us/stories/on-film')
    await pageSettled(page)
    await scrollThrough(page)
    // Every video on the page plays (muted, so the browser allows it) until it has data.
    const played = await page.evaluate(async () => {
      const videos = [...document.querySelectorAll('video')]
      return Promise.all(
        videos.map(async (video) => {
          video.muted = true
          await video.play().catch(() => undefined)
          await new Promise<void>((resolve) => {
            if (video.readyState >= 2) resolve()
            else video.addEventListener('loadeddata', () => resolve(), { once: true })
            setTimeout(resolve, 5000)
          })
          video.pause()
          const track = video.textTracks[0]
          if (track) track.mode = 'showing'
          return { source: video.currentSrc, ready: video.readyState >= 2, error: video.error?.code ?? null }
        }),
      )
    })
    expect(played.length).toBeGreaterThanOrEqual(2)
    for (const video of played) {
      expect(new URL(video.source).hostname, video.source).toBe('localhost')
      expect(video, video.source).toMatchObject({ ready: true, error: null })
    }
    // The hosted asset's caption track comes from the stand-in too.
    await expect
      .poll(() => films.filter((film) => film.url.endsWith('.vtt')).map((film) => film.status))
      .toEqual([200])
    expect(
      films.filter((film) => film.url.endsWith('.webm')).every((film) => film.type === 'video/webm'),
    ).toBe(true)
    expect(outside, 'requests to other hosts from the on-film story').toEqual([])
  })
})
