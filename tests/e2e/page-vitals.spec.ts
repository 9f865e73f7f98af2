/**
 * What a phone's Lighthouse run measures of the five pages on the way to an order (home, a listing, a product, the bag
 * and the checkout), at a phone's width and a laptop's (decision 120):
 * - nothing moves while the page arrives and its islands hydrate: the layout shifts summed (those that follow the
 *   shopper's own input left out) stay at or under 0.05. The islands' code is held back until the page has painted,
 *   as on a slow phone, so what hydrating changes is seen moving;
 * - the largest thing in the first view, when it is a picture, loads at once at high priority; the page's lead
 *   picture is the only one with that priority (the checkout has none);
 * - every picture below the fold, or out of sight, waits until it nears the screen;
 * - before the first paint a page asks for no island's code, only the entry's (decision 123): on a phone's slow
 *   network every request shares the bandwidth with the stylesheet and the lead picture.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { addToBag } from './bag-helpers'
import { expect, pageSettled, test } from './fixtures'

const WIDTHS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
] as const

/** Each page, and whether it has a lead picture (the one loaded ahead of everything else). */
const PAGES = [
  { name: 'home', path: '/en-us', lead: true, line: false },
  { name: 'listing', path: '/en-us/c/men-1000', lead: true, line: false },
  { name: 'product', path: '/en-us/p/summit-merino-tee-KS100013', lead: true, line: false },
  { name: 'bag', path: '/en-us/cart', lead: true, line: true },
  { name: 'checkout', path: '/en-us/checkout', lead: false, line: true },
] as const

/** The client build's manifest: the entry and the modules it imports, which every page runs. */
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../dist/manifest.json'), 'utf8'),
) as { entry: { file: string; imports: string[] } }
const entryModules = [manifest.entry.file, ...manifest.entry.imports].sort()

/** The most the layout may shift as a page loads, as Lighthouse's "good" CLS is 0.1 and the shop's goal half that. */
const MOST_SHIFT = 0.05

interface Recorded {
  shifts: { value: number; sources: string[] }[]
  largest: {
    tag: string
    url: string
    loading: string | null
    fetchPriority: string | null
    name: string
  } | null
}

/** Runs in the page before its own scripts: records its layout shifts and largest paints from the start. */
function recordVitals() {
  const nameOf = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null)
    if (!element) return '(gone)'
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : []
    return [element.tagName.toLowerCase(), ...classes.filter(Boolean)].join('.')
  }
  const recorded: Recorded = { shifts: [], largest: null }
  ;(window as unknown as { vitals: Recorded }).vitals = recorded
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number
      hadRecentInput: boolean
      sources: { node: Node | null }[]
    }[]) {
      if (!entry.hadRecentInput)
        recorded.shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => nameOf(source.node)),
        })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as unknown as { element: Element | null; url: string } | undefined
    if (!last) return
    const element = last.element
    recorded.largest = {
      tag: element?.tagName ?? '(gone)',
      url: last.url,
      loading: element?.getAttribute('loading') ?? null,
      fetchPriority: element?.getAttribute('fetchpriority') ?? null,
      name: nameOf(element),
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

/** Runs in the page: its pictures with high priority, and those out of the first view that do not wait to load. */
function pictures() {
  const fold = window.innerHeight
  const images = [...document.images]
  const name = (image: HTMLImageElement) => new URL(image.currentSrc || image.src).pathname
  return {
    high: images.filter((image) => image.getAttribute('fetchpriority') === 'high').map(name),
    eagerOutOfView: images
      .filter((image) => image.getAttribute('loading') !== 'lazy')
      .filter(
        (image) => !image.checkVisibility() || image.getBoundingClientRect().top + window.scrollY >= fold,
      )
      .map(name),
  }
}

/**
 * Opens `path` with the islands' code (and whatever `alsoHeld` matches) held back until the page has first painted,
 * then lets it through and waits until every island due has hydrated, the page has gone quiet and two more frames
 * have been drawn. Answers the scripts the page asked for before it painted.
 */
async function openAsASlowPhoneWould(page: Page, path: string, alsoHeld?: string): Promise<string[]> {
  let release: () => void = () => {}
  let painted = false
  const beforePaint = new Set<string>()
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    if (!painted) beforePaint.add(new URL(route.request().url()).pathname)
    await released
    await route.fallback()
  })
  if (alsoHeld)
    await page.route(alsoHeld, async (route) => {
      await released
      await route.fallback()
    })
  // The page's `load` waits for its scripts: it is not waited for until they are let through.
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  )
  painted = true
  release()
  await pageSettled(page)
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  return [...beforePaint].sort()
}

test.describe('the pages on the way to an order load calmly, their lead picture first', () => {
  for (const { name: width, viewport } of WIDTHS) {
    for (const { name, path, lead, line } of PAGES) {
      test(`${name} on ${width}`, async ({ page }) => {
        await page.setViewportSize(viewport)
        if (line) {
          // A plain text address of the shop, which runs nothing: the bag's call is sent from the shop's origin.
          await page.goto('/robots.txt')
          await addToBag(page, 'KS100013')
        }
        await page.addInitScript(recordVitals)
        const scriptsBeforePaint = await openAsASlowPhoneWould(page, path)
        expect(scriptsBeforePaint, 'scripts asked for before the first paint').toEqual(entryModules)
        const { shifts, largest } = await page.evaluate(
          () => (window as unknown as { vitals: Recorded }).vitals,
        )
        const shifted = shifts.reduce((sum, shift) => sum + shift.value, 0)
        test.info().annotations.push({
          type: 'vitals',
          description: `layout shift ${shifted.toFixed(4)}, largest paint ${largest?.name} ${largest?.url ?? ''}`,
        })
        expect(shifted, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MOST_SHIFT)

        expect(largest, 'no largest contentful paint recorded').not.toBeNull()
        if (largest?.url) {
          // The largest paint is a picture: an <img> that loads at once, at high priority.
          expect(largest, `the largest paint, ${largest.name}`).toMatchObject({
            tag: 'IMG',
            fetchPriority: 'high',
          })
          expect(largest.loading, `the largest paint, ${largest.name}`).not.toBe('lazy')
        }
        const { high, eagerOutOfView } = await page.evaluate(pictures)
        expect(high, 'pictures loaded at high priority').toHaveLength(lead ? 1 : 0)
        if (largest?.url) expect(high).toEqual([new URL(largest.url).pathname])
        expect(eagerOutOfView, 'pictures out of the first view that load at once').toEqual([])
      })
    }
  }
})

test.describe('a shopper’s photo on its own page', () => {
  for (const { name: width, viewport } of WIDTHS) {
    test(`does not move as its photo arrives, on ${width}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.addInitScript(recordVitals)
      // The photo arrives after the page has first painted, as on a slow network.
      await openAsASlowPhoneWould(page, '/en-us/photo/ph0001', '**/media/social/ph0001/**')
      const { shifts, largest } = await page.evaluate(
        () => (window as unknown as { vitals: Recorded }).vitals,
      )
      const shifted = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect(shifted, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(MOST_SHIFT)
      expect(largest, 'the largest paint').toMatchObject({ tag: 'IMG', fetchPriority: 'high' })
    })
  }
})
