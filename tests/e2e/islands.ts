import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page, Route } from '@playwright/test'
import { expect } from './fixtures'

/** The client build's manifest: which chunk each island loads. */
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../dist/manifest.json'), 'utf8'),
) as { islands: Record<string, { file: string }> }

/** The chunk an island's code comes in, as the build's manifest names it. */
export function islandChunk(name: string): string {
  const file = manifest.islands[name]?.file
  if (!file) throw new Error(`the build has no chunk for the ${name} island`)
  return file
}

/** Holds back the answers to `url` until the returned function is called. */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**${url}`, async (route: Route) => {
    await released
    await route.fallback()
  })
  return release
}

/**
 * Scrolls to an island as a shopper reading down the page would, and waits until it has hydrated: islands below
 * the fold load their code only when they come near the viewport (decision 016). Returns the island's marker.
 */
export async function scrollToIsland(scope: Page | Locator, name: string): Promise<Locator> {
  const island = scope.locator(`[data-island="${name}"]`).first()
  // A marker whose island renders nothing before it hydrates has no size, which Playwright's own scrolling refuses.
  await island.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  return island
}

/**
 * Moves the pointer onto an island that hydrates on interaction (the buy box, decision 076), as a shopper reaching
 * for it does, and waits until it has hydrated. Returns the island's marker.
 */
export async function reachIsland(page: Page, name: string): Promise<Locator> {
  const island = page.locator(`[data-island="${name}"]`).first()
  await island.hover()
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  return island
}

/**
 * Answers `url` with a 404, as a shop deployed since the page was rendered does for a chunk of the build it no
 * longer serves: once `when` has settled (so a test can let the shopper type first), for the first `times` asks.
 * Later asks reach the server, as they would after the page reloaded into the new build.
 */
export async function dropChunk(
  page: Page,
  url: string,
  { when = Promise.resolve(), times }: { when?: Promise<void>; times?: number } = {},
): Promise<void> {
  await page.route(
    `**${url}`,
    async (route: Route) => {
      await when
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
    },
    times === undefined ? undefined : { times },
  )
}

/** Answers the page's own build's app manifest with the 404 of a build no longer served, for the first `times` asks. */
export async function retireBuild(page: Page, times?: number): Promise<void> {
  await page.route(
    '**/builds/meta/*.json',
    (route: Route) =>
      route.fulfill({
        status: 404,
        headers: { 'cache-control': 'no-store' },
        json: {
          id: new URL(route.request().url()).pathname.split('/').pop()?.replace('.json', ''),
          latest: 'f'.repeat(16),
        },
      }),
    times === undefined ? undefined : { times },
  )
}
