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
