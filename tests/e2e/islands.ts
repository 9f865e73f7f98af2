import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

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
