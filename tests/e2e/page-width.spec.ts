/**
 * No page is wider than the window: every page type, on a 390 px phone and a 1366 px laptop, with JavaScript and
 * without, measured once the deferred sections have streamed in. A page that is wider scrolls sideways, and the
 * failure names the elements that reach past the window's edge without a scroller of their own to hold them. The
 * tests only look, so they share the worker's page (`sharedPage`).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { keepOffline, openPage, PAGES } from './page-types'

const WIDTHS = [390, 1366] as const

interface Widths {
  window: number
  document: number
  body: number
  /** Elements past the window's right edge that no scrolling or clipping box holds, outermost first. */
  escaping: string[]
}

/** The document's widths and the elements that make it wider than the window. */
function measureWidths(page: Page): Promise<Widths> {
  return page.evaluate(() => {
    const root = document.documentElement
    const edge = root.clientWidth
    // The box whose overflow clips an element: walk up its containing blocks, not its DOM parents, because an
    // absolutely positioned element escapes every scroller between it and its nearest positioned ancestor.
    const isHeld = (element: Element): boolean => {
      let current: Element | null = element
      while (current && current !== root && current !== document.body) {
        const position = getComputedStyle(current).position
        if (position === 'fixed') return true
        let block: Element | null = current.parentElement
        if (position === 'absolute')
          while (block && block !== root && getComputedStyle(block).position === 'static')
            block = block.parentElement
        if (!block || block === root || block === document.body) return false
        if (getComputedStyle(block).overflowX !== 'visible') return true
        current = block
      }
      return false
    }
    const escaping: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.right + window.scrollX <= edge + 0.5 || isHeld(element)) continue
      if (escaping.length < 5)
        escaping.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} to ${Math.round(box.right)} px`,
        )
    }
    return { window: edge, document: root.scrollWidth, body: document.body.scrollWidth, escaping }
  })
}

async function expectNoWiderThanWindow(page: Page, width: number): Promise<void> {
  const widths = await measureWidths(page)
  const detail = `at ${width} px: ${JSON.stringify(widths)}`
  expect(widths.document, `the document is wider than the window ${detail}`).toBeLessThanOrEqual(
    widths.window,
  )
  expect(widths.body, `the body is wider than the window ${detail}`).toBeLessThanOrEqual(widths.window)
}

test.describe('page width', () => {
  for (const entry of PAGES) {
    for (const width of WIDTHS) {
      test(`the ${entry.name} is no wider than a ${width} px window`, async ({
        sharedPage: page,
        expectRefusal,
      }) => {
        await keepOffline(page)
        await page.setViewportSize({ width, height: 900 })
        await entry.fill?.(page, true)
        await openPage(page, entry, expectRefusal)
        // Each deferred section's hole is replaced by its content (or by nothing) as the stream delivers it.
        await expect(page.locator('[id^="sf-deferred-"]')).toHaveCount(0)
        await expectNoWiderThanWindow(page, width)
      })
    }
  }
})

test.describe('page width without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const entry of PAGES) {
    test(`without JavaScript, the ${entry.name} is no wider than a 390 or a 1366 px window`, async ({
      sharedPage: page,
      expectRefusal,
    }) => {
      await keepOffline(page)
      await page.setViewportSize({ width: WIDTHS[0], height: 900 })
      await entry.fill?.(page, false)
      await openPage(page, entry, expectRefusal)
      await expectNoWiderThanWindow(page, WIDTHS[0])
      await page.setViewportSize({ width: WIDTHS[1], height: 900 })
      await expectNoWiderThanWindow(page, WIDTHS[1])
    })
  }
})
