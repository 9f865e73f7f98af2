import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { PREVIEW_SCROLL_MESSAGE } from '../../shared/content/preview-tool'
import { editorToken } from '../fixtures/preview-token'
import { blockingAxeViolations, expect, test } from './fixtures'

/** The PREVIEW_SECRET `wrangler dev` runs with: `.dev.vars`, which `prepare-dev` copies from `.dev.vars.example`. */
function previewSecret(): string {
  const root = path.resolve(import.meta.dirname, '../..')
  const file = ['.dev.vars', '.dev.vars.example']
    .map((name) => path.join(root, name))
    .find((name) => {
      try {
        readFileSync(name)
        return true
      } catch {
        return false
      }
    })
  const secret = /^PREVIEW_SECRET=(.+)$/m.exec(readFileSync(file ?? '', 'utf8'))?.[1]?.trim()
  if (!secret) throw new Error('PREVIEW_SECRET not found in .dev.vars or .dev.vars.example')
  return secret
}

const validToken = () => editorToken(previewSecret(), { editor: 'e2e-editor@example.com' })

/** Starts the editor's preview session as the tool's token form does; the context keeps the session cookie. */
async function startPreviewSession(page: Page) {
  const token = await validToken()
  const response = await page.request.post('/api/preview/session', {
    form: { token },
    headers: { accept: 'application/json' },
  })
  expect(response.status()).toBe(200)
  return token
}

test.describe('content preview tool', () => {
  test('without a token it asks for one, refuses a bad one and opens the tool with a good one', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    expectRefusal(401, '/api/preview/session')
    const response = await page.goto('/en-us/preview-tool')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Content preview' })).toBeVisible()
    await expect(page.getByText('A preview token is needed to use this tool.')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByLabel('Document type')).toHaveCount(0)
    await expect(page.locator('[data-island="preview-tool"]')).toHaveAttribute('data-hydrated', 'true')

    const tokenField = page.getByLabel('Preview token')
    await tokenField.fill('not-a-token.at-all')
    await page.getByRole('button', { name: 'Start preview' }).click()
    await expect(page.getByRole('alert')).toHaveText('That preview token is not valid or has expired.')
    await expect(tokenField).toHaveAccessibleDescription('That preview token is not valid or has expired.')
    await expect(page).toHaveURL(/\/en-us\/preview-tool$/)

    const token = await validToken()
    await tokenField.fill(token)
    await page.getByRole('button', { name: 'Start preview' }).click()
    await expect(page.getByLabel('Document type')).toBeVisible()
    await expect(page).toHaveURL(/\/en-us\/preview-tool\?preview=true$/)
    expect(page.url()).not.toContain(token)
    expect(await page.content()).not.toContain(token)
  })

  test('choosing a doc type and Go writes the query and lists and renders the results', async ({
    sharedPage: page,
    consoleErrors,
  }) => {
    void consoleErrors
    const token = await startPreviewSession(page)
    await page.goto('/en-us/preview-tool')
    await expect(page).toHaveURL(/\/en-us\/preview-tool\?preview=true$/)
    await expect(page.locator('[data-island="preview-tool"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByText('Previewing as e2e-editor@example.com')).toBeVisible()

    const limit = page.getByLabel('Results per page')
    await expect(limit).toHaveValue('20')
    await expect(limit.getByRole('option')).toHaveText(['10', '20', '50'])
    await expect(page.getByLabel('Document type').getByRole('option', { name: 'promoBar' })).toHaveCount(0)

    await page.getByLabel('Document type').selectOption('banner')
    await page.getByLabel('Layout variant').fill('thin')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(
      /\/en-us\/preview-tool\?preview=true&page=1&docType=banner&layoutVariant=thin&p13n_testcontext=&limit=20$/,
    )

    const table = page.getByRole('table', { name: /^banner documents, page 1 of \d+/ })
    await expect(table).toBeVisible()
    await expect(table.getByRole('columnheader')).toHaveText([
      'ID',
      'Name',
      'Referrers count',
      'Modification date',
    ])
    const row = table.getByRole('row', { name: /help-contact-us-body/ })
    await expect(row.getByRole('cell')).toHaveText([
      'help-contact-us-body',
      'Contact us',
      '1',
      /^\d{2}\/\d{2}\/\d{4}$/,
    ])
    const render = page.getByRole('region', { name: 'Contact us (help-contact-us-body)' })
    await expect(render.getByRole('heading', { name: 'Contact us', exact: true })).toBeVisible()
    await expect(page.getByLabel('Layout variant')).toHaveValue('thin')
    await expect(page.getByLabel('Document type')).toHaveValue('banner')
    await expect(page.getByTitle('Target page on', { exact: false })).toHaveAttribute('title', /, localhost$/)
    expect(await page.content()).not.toContain(token)

    await page.getByLabel('Layout variant').fill('no-such-variant')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(/layoutVariant=no-such-variant/)
    await expect(page.getByText('No results.')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })

  test('pop-ups can be chosen, and forced variants reach the renders and the target frame', async ({
    sharedPage: page,
    consoleErrors,
  }) => {
    void consoleErrors
    await startPreviewSession(page)
    await page.goto('/en-us/preview-tool?preview=true')
    await expect(page.locator('[data-island="preview-tool"]')).toHaveAttribute('data-hydrated', 'true')
    await page.getByLabel('Document type').selectOption('popup')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(/docType=popup/)
    const popup = page.getByRole('group', { name: 'Pop-up Monthly newsletter: closed and open' })
    await expect(popup.getByText('Letters from the workshop')).toBeVisible()
    await expect(popup.getByRole('heading', { level: 4 })).toHaveText(/early access to the sale/)
    await expect(popup.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-us/newsletter')
    expect(await blockingAxeViolations(page)).toEqual([])

    await page.getByLabel('Document type').selectOption('experience')
    const forced = page.getByLabel('Forced variants')
    await expect(forced).toHaveAccessibleDescription(/experience:variant/)
    // The experiment's variation key, as the experimentation service names it (B-trail-story is variant B).
    await forced.fill('home_hero:B-trail-story')
    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page).toHaveURL(/p13n_testcontext=home_hero%3AB-trail-story/)
    await expect(page.locator('[data-experience="home_hero"]')).toHaveAttribute('data-variant', 'home-hero-b')
    await expect(page.locator('.preview-tool__frame')).toHaveAttribute(
      'src',
      '/en-us?preview=true&p13n_testcontext=home_hero%3AB-trail-story',
    )
    await expect(forced).toHaveValue('home_hero:B-trail-story')
  })

  test('an empty doc type says "Doc type is required", on change and on Go', async ({
    sharedPage: page,
    consoleErrors,
  }) => {
    void consoleErrors
    await startPreviewSession(page)
    await page.goto('/en-us/preview-tool?preview=true')
    await expect(page.locator('[data-island="preview-tool"]')).toHaveAttribute('data-hydrated', 'true')
    const docType = page.getByLabel('Document type')

    await page.getByRole('button', { name: 'Go' }).click()
    await expect(page.getByRole('alert')).toHaveText('Doc type is required')
    await expect(docType).toBeFocused()
    await expect(docType).toHaveAccessibleDescription('Doc type is required')
    await expect(page).toHaveURL(/\/en-us\/preview-tool\?preview=true$/)

    await docType.selectOption('hero')
    await expect(page.getByText('Doc type is required')).toHaveCount(0)
    await expect(docType).not.toHaveAttribute('aria-invalid', 'true')
    await docType.selectOption('')
    await expect(page.getByRole('alert')).toHaveText('Doc type is required')
    await expect(docType).toHaveAttribute('aria-invalid', 'true')
  })

  test('keeps its scroll in step with a parent frame on an allowed origin', async ({
    sharedPage: page,
    baseURL,
    consoleErrors,
  }) => {
    void consoleErrors
    await startPreviewSession(page)
    await page.goto('/en-us/stores')
    await page.evaluate(() => {
      const received: unknown[] = []
      Object.assign(window, { received })
      window.addEventListener('message', (event) => received.push(event.data))
      const frame = document.createElement('iframe')
      frame.name = 'preview-tool-frame'
      frame.title = 'Preview tool'
      frame.src = '/en-us/preview-tool?preview=true&docType=banner&limit=20'
      frame.style.cssText =
        'position:fixed;top:0;left:0;width:800px;height:400px;z-index:1000;background:#fff'
      document.body.append(frame)
    })
    const frame = page.frameLocator('iframe[name="preview-tool-frame"]')
    await expect(frame.locator('[data-island="preview-tool"]')).toHaveAttribute('data-hydrated', 'true')
    const child = page.frame({ name: 'preview-tool-frame' })
    if (!child) throw new Error('no preview tool frame')

    await page.evaluate(
      ({ type, origin }) => {
        const target = document.querySelector<HTMLIFrameElement>('iframe[name="preview-tool-frame"]')
        target?.contentWindow?.postMessage({ type, ratio: 0.5 }, origin)
      },
      { type: PREVIEW_SCROLL_MESSAGE, origin: new URL(baseURL ?? 'http://localhost').origin },
    )
    await expect.poll(() => child.evaluate(() => window.scrollY)).toBeGreaterThan(100)

    await child.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toContainEqual({ type: PREVIEW_SCROLL_MESSAGE, ratio: 0 })
  })
})

test.describe('the preview bar', () => {
  for (const width of [390, 1366])
    test(`at ${width} px a previewed page says so, stays axe-clean, and its exit leads to the published page`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      await startPreviewSession(page)
      await page.goto('/en-us/c/men-1000?preview=true&sort=price-asc')
      const bar = page.getByRole('region', { name: 'Preview' })
      await expect(bar).toContainText('Previewing drafts.')
      await expect(bar).toBeInViewport()
      const box = await bar.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(width)
      expect(await blockingAxeViolations(page)).toEqual([])
      await bar.getByRole('link', { name: 'Exit preview' }).click()
      await expect(page).toHaveURL(/\/en-us\/c\/men-1000\?sort=price-asc$/)
      await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)
    })
})
