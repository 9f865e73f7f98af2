/**
 * What a shopper sees at a glance: the home page's trending products fill every row they start at every width,
 * and a story's list of places and its questions say by their look that they lead somewhere or open.
 */
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

const WIDTHS = [390, 768, 1024, 1366, 1920] as const
const STORY = '/en-us/stories/trail-season'

/** How many cards each row of a list holds, top to bottom, by where each card's box starts. */
async function cardsPerRow(cards: Locator): Promise<number[]> {
  const tops = await cards.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  )
  const rows = new Map<number, number>()
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1)
  return [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top) as number)
}

/** What the element's `::after` box draws; `none` or `normal` when it draws nothing. */
const afterContent = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element, '::after').content)

test.describe('trending now', () => {
  for (const width of WIDTHS) {
    test(`fills every row it starts at ${width} px`, async ({ sharedPage: page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/en-us')
      const trending = page.getByRole('region', { name: 'Trending now' })
      await trending.scrollIntoViewIfNeeded()
      const cards = trending.getByRole('article')
      await expect(cards.first()).toBeVisible()
      const rows = await cardsPerRow(cards)
      expect(rows.length, `rows at ${width} px`).toBeGreaterThan(0)
      expect(new Set(rows).size, `cards per row at ${width} px: ${rows.join(', ')}`).toBe(1)
      expect(rows[0], `cards a row at ${width} px`).toBe(width < 768 ? 2 : 4)
    })
  }
})

test.describe('a story’s lists and questions', () => {
  for (const width of [390, 1366]) {
    test(`say that they lead on or open, at ${width} px`, async ({ sharedPage: page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(STORY)
      // "Where to go": each place a link row that ends in an arrow.
      const places = page.getByRole('region', { name: 'Where to go' })
      for (const name of ['Coast paths', 'High passes']) {
        const link = places.getByRole('link', { name })
        await expect(link).toBeVisible()
        expect(await afterContent(link), name).toBe('"→"')
      }
      // Questions: each a disclosure with a plus that turns to a minus when it opens, by keyboard too.
      const questions = page.getByRole('region', { name: 'Questions' })
      const closed = questions.locator('summary', { hasText: 'Do trail shoes run small?' })
      expect(await afterContent(closed)).toBe('"+"')
      await closed.focus()
      await page.keyboard.press('Enter')
      await expect(questions.getByText('Go half a size up for long descents.')).toBeVisible()
      expect(await afterContent(closed)).toBe('"−"')
    })
  }

  test('the boot-fitting card shows a boot', async ({ sharedPage: page, request }) => {
    await page.goto(STORY)
    const card = page.getByRole('link', { name: 'Fit your boots' })
    const src = await card.locator('img').first().getAttribute('src')
    expect(src).toMatch(/card-shoes\.svg$/)
    const art = await (await request.get(new URL(src as string, page.url()).toString())).text()
    expect(art).toContain('data-subject="hiking-boot"')
  })
})
