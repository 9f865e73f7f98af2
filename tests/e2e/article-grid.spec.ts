import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, test } from './fixtures'

const JOURNAL = '/en-us/journal'

async function openJournal(page: Page) {
  await page.goto(JOURNAL)
  await expect(page.locator('[data-island="article-grid"]')).toHaveAttribute('data-hydrated', 'true')
  // The tag buttons wait for the script; once enabled, the island has run its first effect.
  await expect(page.getByRole('button', { name: /^Hiking/ })).toBeEnabled()
}

const grid = (page: Page) => page.locator('#journal-grid-cards')
const cards = (page: Page) => grid(page).getByRole('listitem')
const titles = (page: Page) => grid(page).getByRole('link')
/** The publication dates of the cards shown, in order. */
const dates = (page: Page) =>
  grid(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))

/** Newest first: each date is no later than the one before it, and every card has one. */
function expectNewestFirst(list: string[]) {
  expect(list.every((date) => !Number.isNaN(Date.parse(date)))).toBe(true)
  expect(list).toEqual([...list].sort((a, b) => Date.parse(b) - Date.parse(a)))
}

/** The count a tag button shows for its articles, "Climbing (2)" → 2. */
async function facetCount(page: Page, tag: RegExp): Promise<number> {
  const name = await page.getByRole('button', { name: tag }).textContent()
  const count = /\((\d+)\)\s*$/.exec(name ?? '')?.[1]
  if (count === undefined) throw new Error(`no count on the tag button: ${name}`)
  return Number(count)
}

test.describe('the article grid', () => {
  test('a page of articles that cannot come is logged, and the grid keeps what it shows and can be asked again', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    await openJournal(page)
    await expect(cards(page)).toHaveCount(6)
    const shown = await titles(page).allTextContents()
    let refuse = true
    await page.route(/\/api\/articles\?/, (route) =>
      refuse
        ? route.fulfill({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({ errorDetails: [{ errorId: 'API502', message: 'Bad gateway' }] }),
          })
        : route.continue(),
    )
    expectRefusal(502, '/api/articles')
    const logged = page.waitForEvent('console', (message) => message.text().includes('articles unavailable'))
    await page.getByRole('button', { name: 'Read more' }).click()
    expect((await logged).type()).toBe('warning')
    // Nothing lost, nothing half-shown: the loading state is cleared and the same six cards stay.
    await expect(page.locator('.article-grid__results')).toHaveAttribute('aria-busy', 'false')
    expect(await titles(page).allTextContents()).toEqual(shown)
    await expect(page.getByRole('status')).toHaveText('Showing 6 of 16 articles')
    refuse = false
    await page.getByRole('button', { name: 'Read more' }).click()
    await expect(cards(page)).toHaveCount(12)
  })

  test('choosing a tag shows its articles from the first one, and clear all restores the journal', async ({
    sharedPage: page,
  }) => {
    await openJournal(page)
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByRole('status')).toHaveText('Showing 6 of 16 articles')
    const journal = await titles(page).allTextContents()
    expectNewestFirst(await dates(page))
    const climbingCount = await facetCount(page, /^Climbing/)
    const familyCount = await facetCount(page, /^Family/)
    expect(climbingCount).toBeGreaterThan(0)

    // Read more first, so the tag must reset the offset to 0.
    await page.getByRole('button', { name: 'Read more' }).click()
    await expect(cards(page)).toHaveCount(12)

    const request = page.waitForRequest((req) => req.url().includes('/api/articles?'))
    const climbing = page.getByRole('button', { name: /^Climbing/ })
    await climbing.click()
    const url = new URL((await request).url())
    expect(url.searchParams.getAll('tagId')).toEqual(['climbing'])
    expect(url.searchParams.get('offset')).toBe('0')
    await expect(climbing).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status')).toHaveText(`Showing ${climbingCount} of ${climbingCount} articles`)
    await expect(cards(page)).toHaveCount(climbingCount)
    expectNewestFirst(await dates(page))
    const climbingTitles = await titles(page).allTextContents()
    await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0)

    // A second tag widens the choice: an article with any chosen tag shows, so the climbing ones stay.
    const widened = page.waitForResponse((res) => res.url().includes('tagId=family'))
    await page.getByRole('button', { name: /^Family/ }).click()
    await widened
    await expect(page.locator('.article-grid__results')).toHaveAttribute('aria-busy', 'false')
    const shown = await cards(page).count()
    await expect(page.getByRole('status')).toHaveText(`Showing ${shown} of ${shown} articles`)
    const both = await titles(page).allTextContents()
    expect(both.length).toBeGreaterThanOrEqual(Math.max(climbingCount, familyCount))
    expect(both.length).toBeLessThanOrEqual(climbingCount + familyCount)
    expect(both).toEqual(expect.arrayContaining(climbingTitles))
    expectNewestFirst(await dates(page))

    await page.getByRole('button', { name: 'Clear all (2)' }).click()
    await expect(page.getByRole('status')).toHaveText('Showing 6 of 16 articles')
    await expect(titles(page)).toHaveText(journal)
    await expect(climbing).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('button', { name: /^Clear all/ })).toHaveCount(0)
  })

  test('read more appends the next page and moves focus to its first article', async ({
    sharedPage: page,
  }) => {
    await openJournal(page)
    const first = await titles(page).allTextContents()
    const request = page.waitForRequest((req) => req.url().includes('/api/articles?'))
    await page.getByRole('button', { name: 'Read more' }).click()
    const url = new URL((await request).url())
    expect(url.searchParams.get('offset')).toBe('6')
    expect(url.searchParams.get('limit')).toBe('6')
    await expect(cards(page)).toHaveCount(12)
    const twelve = await titles(page).allTextContents()
    expect(twelve.slice(0, 6)).toEqual(first)
    expect(new Set(twelve).size, 'no article shown twice').toBe(12)
    // The next page continues the order: the whole list is still newest first.
    expectNewestFirst(await dates(page))
    await expect(titles(page).nth(6)).toBeFocused()
    await expect(page.locator('.article-grid__results')).toHaveAttribute('aria-busy', 'false')

    await page.getByRole('button', { name: 'Read more' }).click()
    await expect(cards(page)).toHaveCount(16)
    await expect(page.getByRole('status')).toHaveText('Showing 16 of 16 articles')
    expectNewestFirst(await dates(page))
    await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0)
  })

  test('on a small screen, four facets show until see more, and see less folds them again', async ({
    sharedPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openJournal(page)
    const tags = page.getByRole('group', { name: 'Filter by topic' }).locator('.article-grid__tag')
    const visible = async () => {
      const flags = await tags.evaluateAll((buttons) =>
        buttons.map((button) => (button as HTMLElement).offsetParent !== null),
      )
      return flags.filter(Boolean).length
    }
    await expect.poll(visible).toBe(4)
    const toggle = page.getByRole('button', { name: 'See more' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect.poll(visible).toBe(8)
    const less = page.getByRole('button', { name: 'See less' })
    await expect(less).toHaveAttribute('aria-expanded', 'true')
    await less.click()
    await expect.poll(visible).toBe(4)
  })

  test('on a large screen all eight facets fit, so there is no see more', async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openJournal(page)
    await expect(
      page.getByRole('group', { name: 'Filter by topic' }).getByRole('button', { pressed: false }),
    ).toHaveCount(8)
    await expect(page.getByRole('button', { name: 'See more' })).toBeHidden()
  })

  test('the journal page has no serious or critical axe violations', async ({ sharedPage: page }) => {
    await openJournal(page)
    const hiking = await facetCount(page, /^Hiking/)
    await page.getByRole('button', { name: /^Hiking/ }).click()
    await expect(page.getByRole('button', { name: /^Hiking/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status')).toHaveText(`Showing ${Math.min(6, hiking)} of ${hiking} articles`)
    expect(await blockingAxeViolations(page)).toEqual([])
  })
})

test.describe('the article grid without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the first page and reads more through a link', async ({ sharedPage: page }) => {
    await page.goto(JOURNAL)
    await expect(cards(page)).toHaveCount(6)
    const first = await titles(page).allTextContents()
    await page.getByRole('link', { name: 'Read more' }).click()
    await expect(page).toHaveURL(/\?articles=12#journal-grid$/)
    await expect(cards(page)).toHaveCount(12)
    expect((await titles(page).allTextContents()).slice(0, 6)).toEqual(first)
    expectNewestFirst(await dates(page))
    const title = titles(page).first()
    const name = (await title.textContent()) ?? ''
    const href = (await title.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/en-us\/journal\/[a-z0-9-]+$/)
    await title.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible()
  })
})
