import { expect, test } from './fixtures'
import { dropChunk, islandChunk, retireBuild } from './islands'

/**
 * A page left open across a deployment (decision 108): the search box's chunk of the build that rendered the page is
 * gone, and the page asks its build's app manifest whether that build is still served.
 */
test.describe('a page open across a deployment', () => {
  test('reloads itself once into the new build and keeps what the shopper typed', async ({
    page,
    expectRefusal,
  }) => {
    const chunk = islandChunk('search-box')
    expectRefusal(404, chunk)
    expectRefusal(404, /\/builds\/meta\/[0-9a-f]{16}\.json$/)
    let typed: () => void = () => {}
    await dropChunk(page, chunk, { when: new Promise<void>((resolve) => (typed = resolve)), times: 1 })
    await retireBuild(page, 1)
    await page.goto('/en-us')
    const build = await page.locator('html').getAttribute('data-build')
    expect(build).toMatch(/^[0-9a-f]{16}$/)
    await page.evaluate(() => Object.assign(window, { beforeReload: true }))

    const reloaded = page.waitForEvent('framenavigated')
    await page.getByRole('searchbox', { name: 'Search' }).fill('jack')
    typed()
    await reloaded
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false)

    // The page is the new build's: what was typed is back, and the search box comes alive with it and suggests.
    const search = page.getByRole('searchbox', { name: 'Search' })
    await expect(search).toHaveValue('jack')
    await search.focus()
    await expect(page.locator('[data-island="search-box"]')).toHaveAttribute('data-hydrated', 'true')
    const answer = page.waitForResponse((response) => response.url().includes('/api/search/suggest?q=jacke'))
    const box = page.getByRole('combobox', { name: 'Search' })
    await expect(box).toHaveValue('jack')
    await box.press('End')
    await box.pressSequentially('e')
    expect((await answer).ok()).toBe(true)
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible()
  })

  test('reloads at most once for a build, and leaves the island as the server rendered it after that', async ({
    page,
    expectRefusal,
  }) => {
    const chunk = islandChunk('search-box')
    expectRefusal(404, chunk)
    expectRefusal(404, /\/builds\/meta\/[0-9a-f]{16}\.json$/)
    await dropChunk(page, chunk)
    await retireBuild(page)
    let loads = 0
    page.on('load', () => {
      loads += 1
    })
    await page.goto('/en-us')
    const search = page.getByRole('searchbox', { name: 'Search' })
    const reloaded = page.waitForEvent('framenavigated')
    await search.focus()
    await reloaded
    await page.waitForLoadState('load')
    await page.getByRole('searchbox', { name: 'Search' }).focus()
    const island = page.locator('[data-island="search-box"]')
    await expect(island).toHaveAttribute('data-hydrated', 'failed')
    expect(loads).toBe(2)
    // Without its script the search box is still a plain form that searches.
    await page.getByRole('searchbox', { name: 'Search' }).fill('boot')
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search\?q=boot/)
  })

  test('leaves an island whose chunk failed while its build is still served as the server rendered it', async ({
    page,
    expectRefusal,
  }) => {
    const chunk = islandChunk('search-box')
    expectRefusal(404, chunk)
    await dropChunk(page, chunk, { times: 1 })
    const manifests: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/builds/meta/')) manifests.push(response.status())
    })
    await page.goto('/en-us')
    await page.getByRole('searchbox', { name: 'Search' }).focus()
    await expect(page.locator('[data-island="search-box"]')).toHaveAttribute('data-hydrated', 'failed')
    expect(manifests).toEqual([200])
  })
})
