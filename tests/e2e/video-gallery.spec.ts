import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { scrollToIsland } from './islands'
import { GALLERY_SCRIPT_PATTERN, GALLERY_SCRIPT_URL, GALLERY_STUB_SCRIPT } from './third-parties'

const PAGE = '/en-us/stories/on-film'
/** The older gallery, a vendor's script where one is configured (the end-to-end server configures one; decision 092). */
const LEGACY_PAGE = '/en-us/stories/trail-season'
const LEGACY = 'trail-gallery-legacy'
const FACADE = 'On film: the Picos traverse'
const HOSTED = 'Morning on the ridge'

/**
 * Keeps the page offline: YouTube answers with a stub page (every request to it is recorded). The films and the
 * hosted asset's transcript come from the mock API's local stand-in (`/media/film/...`, decision 052); the uploaded
 * film must never be requested unless played, so those requests are recorded too.
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
  page.on('request', (request) => {
    if (/\/media\/film\/[a-z0-9-]+\.webm/.test(request.url())) requests.uploaded.push(request.url())
  })
  return requests
}

const hydrated = (page: Page, island: string) => scrollToIsland(page, island)

interface Playback {
  /** Calls of `HTMLMediaElement.prototype.play`, whoever made them. */
  play: number
  /** `playing` events: a video actually started. */
  playing: number
}

/**
 * Counts every attempt to play a video and every start of playback, from the page's first script on, by the video's
 * id; the answer is one video's (the hosted film's unless named).
 */
async function countPlayback(page: Page, id = 'film-ridge-video'): Promise<() => Promise<Playback>> {
  await page.addInitScript(() => {
    const counts: Record<string, Playback> = {}
    const of = (target: EventTarget | null) => {
      const key = target instanceof HTMLElement ? target.id : ''
      counts[key] ??= { play: 0, playing: 0 }
      return counts[key]
    }
    Object.assign(window, { __playback: counts })
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      of(this).play += 1
      return play.call(this)
    }
    document.addEventListener(
      'playing',
      (event) => {
        of(event.target).playing += 1
      },
      true,
    )
  })
  return () =>
    page.evaluate(
      (id) =>
        (window as unknown as { __playback: Record<string, Playback> }).__playback[id] ?? {
          play: 0,
          playing: 0,
        },
      id,
    )
}

/**
 * How much of an element is in view (0 to 1), as an IntersectionObserver created now first reports it. The
 * islands' observers were created before it and are notified no later, in the same order: once this has
 * answered, theirs have run for the same position.
 */
const visibleRatio = (page: Page, id: string, rootMargin = '0px') =>
  page.evaluate(
    ({ id, rootMargin }) =>
      new Promise<number>((resolve) => {
        const element = document.getElementById(id)
        if (!element) throw new Error(`no #${id}`)
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect()
            const entry = entries[0]
            resolve(entry?.isIntersecting ? entry.intersectionRatio || Number.EPSILON : 0)
          },
          { rootMargin, threshold: [0, 0.5, 1] },
        )
        observer.observe(element)
      }),
    { id, rootMargin },
  )

/** Time stands still from the first script on, and moves only when a test runs the clock. */
async function freezeTime(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

test.describe('video and gallery blocks', () => {
  test('pressing play on the YouTube facade loads the no-cookie player, and only then', async ({ page }) => {
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
    // The uploaded film that does not autoplay is not fetched (the hero's, which plays, is).
    expect(requests.uploaded.filter((url) => url.includes('/kitchen-'))).toEqual([])
  })

  test('the hosted film autoplays muted in view, with its transcript, and its button pauses and plays it', async ({
    page,
  }) => {
    const playback = await countPlayback(page)
    await stubThirdParties(page)
    await page.goto(PAGE)
    await pageSettled(page)
    const video = page.locator('#film-ridge-video')
    // Out of view, nothing plays yet and its player is not started (spec 3: the hosted player's scripts load on
    // demand; its island waits to be seen: decision 016).
    expect(await visibleRatio(page, 'film-ridge-video')).toBe(0)
    expect(await playback()).toEqual({ play: 0, playing: 0 })
    await expect(page.locator('.video--hosted [data-island="video-control"]')).not.toHaveAttribute(
      'data-hydrated',
      'true',
    )

    await video.scrollIntoViewIfNeeded()
    await expect(page.locator('.video--hosted [data-island="video-control"]')).toHaveAttribute(
      'data-hydrated',
      'true',
    )
    await expect.poll(() => visibleRatio(page, 'film-ridge-video')).toBeGreaterThanOrEqual(0.5)
    // Hydrated with the video half in view, the island asks to play: what the reduced-motion test rules out.
    await expect.poll(async () => (await playback()).play).toBeGreaterThan(0)
    const pause = page.getByRole('button', { name: `Pause video: ${HOSTED}` })
    await expect(pause).toBeVisible()
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        muted: element.muted,
        transcript: element.textTracks[0]?.mode,
      }))
    await expect.poll(state).toEqual({ paused: false, muted: true, transcript: 'showing' })
    await expect.poll(async () => (await playback()).playing).toBeGreaterThan(0)

    await pause.click()
    const play = page.getByRole('button', { name: `Play video: ${HOSTED}` })
    await expect(play).toBeVisible()
    await expect.poll(async () => (await state()).paused).toBe(true)

    await play.click()
    await expect(pause).toBeVisible()
    await expect.poll(async () => (await state()).paused).toBe(false)
  })

  test('the hero’s video plays muted in a loop over its picture, and its button pauses it by keyboard', async ({
    page,
  }) => {
    const playback = await countPlayback(page, 'film-hero-video')
    await stubThirdParties(page)
    await page.goto(PAGE)
    const hero = page.locator('.hero')
    await scrollToIsland(hero, 'video-control')
    const video = page.locator('#film-hero-video')
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        muted: element.muted,
        loop: element.loop,
      }))
    await expect.poll(state).toEqual({ paused: false, muted: true, loop: true })
    await expect.poll(async () => (await playback()).playing).toBeGreaterThan(0)
    // The picture stays beneath it, the poster and what shows where it does not play; the video is decoration.
    await expect(hero.locator('img.hero__media')).toBeVisible()
    await expect(video).toHaveAttribute('aria-hidden', 'true')
    const pause = hero.getByRole('button', { name: 'Pause video: On film' })
    await pause.focus()
    await page.keyboard.press('Enter')
    await expect(hero.getByRole('button', { name: 'Play video: On film' })).toBeFocused()
    await expect.poll(async () => (await state()).paused).toBe(true)
    expect(await blockingAxeViolations(page, { include: ['.hero'] })).toEqual([])
  })

  test('a video the browser will not play is logged, and the shopper keeps its play button', async ({
    page,
  }) => {
    // As a browser that blocks autoplay answers: play() refused.
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('play() is not allowed here', 'NotAllowedError'))
    })
    await stubThirdParties(page)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto(PAGE)
    const hero = page.locator('.hero')
    await scrollToIsland(hero, 'video-control')
    await expect
      .poll(() => warnings.filter((text) => text.includes('film-hero-video did not play')))
      .toHaveLength(1)
    const play = hero.getByRole('button', { name: 'Play video: On film' })
    await expect(play).toBeVisible()
    await play.focus()
    await page.keyboard.press('Enter')
    // Asked again, refused again: logged again, and nothing else changes for the shopper.
    await expect
      .poll(() => warnings.filter((text) => text.includes('film-hero-video did not play')))
      .toHaveLength(2)
    await expect(play).toBeFocused()
    expect(await page.locator('#film-hero-video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(
      true,
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the hero shows its picture, with no video or button over it', async ({ page }) => {
      await page.goto(PAGE)
      const hero = page.locator('.hero')
      await expect(hero.locator('img.hero__media')).toBeVisible()
      await expect(page.locator('#film-hero-video')).toBeHidden()
      await expect(hero.getByRole('button')).toHaveCount(0)
    })
  })

  test('works from the keyboard: the pause button and the facade answer Space and Enter', async ({
    page,
  }) => {
    const playback = await countPlayback(page)
    await stubThirdParties(page)
    await page.goto(PAGE)
    await scrollToIsland(page.locator('.video--hosted'), 'video-control')
    const video = page.locator('#film-ridge-video')
    await video.scrollIntoViewIfNeeded()
    const pause = page.getByRole('button', { name: `Pause video: ${HOSTED}` })
    await expect(pause).toBeVisible()
    await pause.focus()
    await page.keyboard.press('Space')
    const play = page.getByRole('button', { name: `Play video: ${HOSTED}` })
    await expect(play).toBeFocused()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    const afterPause = (await playback()).play

    // Scrolling away and back does not undo the shopper's pause.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(() => visibleRatio(page, 'film-ridge-video')).toBe(0)
    const box = await video.boundingBox()
    expect(
      (box?.y ?? 0) + (box?.height ?? 0) <= 0 || (box?.y ?? 0) >= (page.viewportSize()?.height ?? 0),
    ).toBe(true)
    await video.scrollIntoViewIfNeeded()
    await expect.poll(() => visibleRatio(page, 'film-ridge-video')).toBeGreaterThanOrEqual(0.5)
    // The island has seen the video come back into view (its observer runs before the one just asked).
    expect((await playback()).play).toBe(afterPause)
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await expect(play).toBeVisible()

    await hydrated(page, 'youtube-facade')
    await page.getByRole('button', { name: `Play video: ${FACADE}` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(`iframe[title="YouTube video: ${FACADE}"]`)).toBeFocused()
  })

  test('under reduced motion the hero shows its picture, and its video waits for the play button', async ({
    page,
  }) => {
    const playback = await countPlayback(page, 'film-hero-video')
    await stubThirdParties(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(PAGE)
    const hero = page.locator('.hero')
    await scrollToIsland(hero, 'video-control')
    const play = hero.getByRole('button', { name: 'Play video: On film' })
    await expect(play).toBeVisible()
    expect(await playback()).toEqual({ play: 0, playing: 0 })
    await play.click()
    await expect.poll(async () => (await playback()).playing).toBeGreaterThan(0)
  })

  test('nothing autoplays for a shopper who prefers reduced motion', async ({ page }) => {
    const playback = await countPlayback(page)
    await stubThirdParties(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(PAGE)
    await scrollToIsland(page.locator('.video--hosted'), 'video-control')
    // The button appears once the island's effect has run, that is where it would start watching the video.
    const play = page.getByRole('button', { name: `Play video: ${HOSTED}` })
    await expect(play).toBeAttached()
    await page.locator('#film-ridge-video').scrollIntoViewIfNeeded()
    // The same window in which the video is asked to play without reduced motion (the test above).
    await expect.poll(() => visibleRatio(page, 'film-ridge-video')).toBeGreaterThanOrEqual(0.5)
    expect(await playback()).toEqual({ play: 0, playing: 0 })
    await expect(play).toBeVisible()
    expect(
      await page.locator('#film-ridge-video').evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true)
  })

  test('the older gallery loads its widget only 500 ms after coming into view, told its container and locale', async ({
    page,
  }) => {
    const requests: string[] = []
    await page.route(GALLERY_SCRIPT_PATTERN, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: GALLERY_STUB_SCRIPT })
    })
    await stubThirdParties(page)
    await freezeTime(page)
    await page.goto(LEGACY_PAGE)
    const container = page.locator(`#${LEGACY}`)
    // Configured, the box keeps the widget's height while it waits, so the page does not jump when it fills.
    expect((await container.boundingBox())?.height ?? 0).toBeGreaterThan(100)

    // Far below the fold, it waits however long the page is open.
    expect(await visibleRatio(page, LEGACY, '200px')).toBe(0)
    await page.clock.runFor(5000)
    expect(requests).toEqual([])
    await expect(container).not.toHaveAttribute('data-gallery-state')

    await hydrated(page, 'gallery-loader')
    // The island's observer (with the same margin) has seen it now; its 500 ms start from here.
    await expect.poll(() => visibleRatio(page, LEGACY, '200px')).toBeGreaterThan(0)
    await page.clock.runFor(450)
    expect(requests).toEqual([])
    await expect(container).not.toHaveAttribute('data-gallery-state')
    await page.clock.runFor(100)
    await expect.poll(() => requests).toEqual([`${GALLERY_SCRIPT_URL}?containerId=${LEGACY}&locale=en_US`])
    await expect(container).toHaveAttribute('data-gallery-state', 'loaded')
    // The widget's script ran: the CSP lets in the configured script's origin.
    await expect(container).toHaveAttribute('data-gallery-stub', 'ran')
    await expect(container).toBeVisible()
  })

  test('an older gallery whose widget fails to load says so and stays out of sight', async ({
    page,
    expectRefusal,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    expectRefusal(404, new URL(GALLERY_SCRIPT_URL).pathname)
    await page.route(GALLERY_SCRIPT_PATTERN, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    )
    await stubThirdParties(page)
    await freezeTime(page)
    await page.goto(LEGACY_PAGE)
    await hydrated(page, 'gallery-loader')
    const container = page.locator(`#${LEGACY}`)
    await container.scrollIntoViewIfNeeded()
    await expect.poll(() => visibleRatio(page, LEGACY, '200px')).toBeGreaterThan(0)
    await page.clock.runFor(600)
    await expect(container).toHaveAttribute('data-gallery-state', 'failed')
    await expect(container).toBeHidden()
    await expect(page.locator('section.gallery')).toHaveAttribute('hidden', '')
    await expect(container).toBeEmpty()
    await expect.poll(() => warnings.join('\n')).toContain(`gallery ${LEGACY}: its script did not load`)
  })

  test('has no serious or critical axe violations', async ({ page }) => {
    await stubThirdParties(page)
    await page.goto(PAGE)
    await hydrated(page, 'youtube-facade')
    await pageSettled(page)
    expect(
      await blockingAxeViolations(page, {
        tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      }),
    ).toEqual([])
  })
})
