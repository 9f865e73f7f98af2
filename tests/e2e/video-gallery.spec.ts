import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, test } from './fixtures'
import { scrollToIsland } from './islands'
import { CLIP_WEBM } from './video-clip'

const PAGE = '/en-us/stories/on-film'
const FACADE = 'On film: the Picos traverse'
const HOSTED = 'Morning on the ridge'

/**
 * Keeps the page offline: YouTube answers with a stub page (every request to it is recorded) and the hosted-video
 * service with a one-second clip and a transcript. The mock media route serves no video, so the uploaded film
 * must never be requested unless played: those requests are recorded too.
 */
async function stubThirdParties(page: Page) {
  const requests = { youtube: [] as string[], uploaded: [] as string[] }
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube|youtube-nocookie|ytimg)\.com\//, (route) => {
    requests.youtube.push(route.request().url())
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title><p>Player</p>',
    })
  })
  await page.route('https://res.cloudinary.com/**', (route) => {
    const url = route.request().url()
    const cors = { 'access-control-allow-origin': '*' }
    if (url.endsWith('.vtt')) {
      return route.fulfill({
        contentType: 'text/vtt',
        headers: cors,
        body: 'WEBVTT\n\n00:00.000 --> 00:01.000\nFirst light over the ridge.\n',
      })
    }
    if (url.endsWith('.webm'))
      return route.fulfill({ contentType: 'video/webm', headers: cors, body: CLIP_WEBM })
    return route.abort()
  })
  page.on('request', (request) => {
    if (/\/media\/content\/[^/]+\.mp4/.test(request.url())) requests.uploaded.push(request.url())
  })
  return requests
}

const hydrated = (page: Page, island: string) => scrollToIsland(page, island)

test.describe('video and gallery blocks', () => {
  test('pressing play on the YouTube facade loads the no-cookie player, and only then', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    const requests = await stubThirdParties(page)
    await page.goto(PAGE)
    await hydrated(page, 'youtube-facade')
    expect(requests.youtube).toEqual([])
    await page.getByRole('button', { name: `Play video: ${FACADE}` }).click()
    const player = page.locator(`iframe[title="YouTube video: ${FACADE}"]`)
    await expect(player).toBeVisible()
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1&/,
    )
    await expect(player).toBeFocused()
    await expect.poll(() => requests.youtube.length).toBeGreaterThan(0)
    for (const url of requests.youtube) expect(url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await expect(page.getByRole('button', { name: `Play video: ${FACADE}` })).toHaveCount(0)
    expect(requests.uploaded).toEqual([])
  })

  test('the hosted film autoplays muted in view, with its transcript, and its button pauses and plays it', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await stubThirdParties(page)
    await page.goto(PAGE)
    await hydrated(page, 'video-control')
    const video = page.locator('#film-ridge-video')
    await video.scrollIntoViewIfNeeded()
    const pause = page.getByRole('button', { name: `Pause video: ${HOSTED}` })
    await expect(pause).toBeVisible()
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        muted: element.muted,
        transcript: element.textTracks[0]?.mode,
      }))
    await expect.poll(state).toEqual({ paused: false, muted: true, transcript: 'showing' })

    await pause.click()
    const play = page.getByRole('button', { name: `Play video: ${HOSTED}` })
    await expect(play).toBeVisible()
    await expect.poll(async () => (await state()).paused).toBe(true)

    await play.click()
    await expect(pause).toBeVisible()
    await expect.poll(async () => (await state()).paused).toBe(false)
  })

  test('works from the keyboard: the pause button and the facade answer Space and Enter', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await stubThirdParties(page)
    await page.goto(PAGE)
    await hydrated(page, 'video-control')
    await page.locator('#film-ridge-video').scrollIntoViewIfNeeded()
    const pause = page.getByRole('button', { name: `Pause video: ${HOSTED}` })
    await pause.focus()
    await page.keyboard.press('Space')
    const play = page.getByRole('button', { name: `Play video: ${HOSTED}` })
    await expect(play).toBeFocused()
    // Scrolling away and back does not undo the shopper's pause.
    await page.getByRole('heading', { name: FACADE }).scrollIntoViewIfNeeded()
    await page.locator('#film-ridge-video').scrollIntoViewIfNeeded()
    await expect(play).toBeVisible()

    await page.getByRole('button', { name: `Play video: ${FACADE}` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(`iframe[title="YouTube video: ${FACADE}"]`)).toBeFocused()
  })

  test('nothing autoplays for a shopper who prefers reduced motion', async ({ page, consoleErrors }) => {
    void consoleErrors
    await stubThirdParties(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(PAGE)
    await hydrated(page, 'video-control')
    await page.locator('#film-ridge-video').scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: `Play video: ${HOSTED}` })).toBeVisible()
    expect(
      await page.locator('#film-ridge-video').evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true)
  })

  test('without a configured gallery script the gallery says so in the console and shows nothing', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await stubThirdParties(page)
    await page.goto(PAGE)
    await hydrated(page, 'gallery-loader')
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('gallery on-film-ugc: no gallery script is configured (GALLERY_SCRIPT_URL)')
    expect(warnings.join('\n')).toContain('gallery on-film-ugc: no productId on this page')
    const container = page.locator('#on-film-ugc')
    await expect(container).toBeEmpty()
    expect((await container.boundingBox())?.height ?? 0).toBe(0)
    await expect(page.getByRole('heading', { name: 'Your trail, on film' })).toHaveCount(0)
  })

  test('has no serious or critical axe violations', async ({ page, consoleErrors }) => {
    void consoleErrors
    await stubThirdParties(page)
    await page.goto(PAGE)
    await hydrated(page, 'youtube-facade')
    await page.waitForLoadState('networkidle')
    expect(
      await blockingAxeViolations(page, {
        tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      }),
    ).toEqual([])
  })
})
