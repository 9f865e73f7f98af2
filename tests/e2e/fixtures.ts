/**
 * A page fixture that fails the test on any console error or uncaught exception in the browser, except the
 * browser's own log line for a 4xx answer from the shop's API, which flows that test refusals expect.
 */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // A refusal from our own API (a validation error, an out-of-stock answer) is part of the flow under test,
      // and the browser logs every 4xx fetch; server errors (5xx) and everything else still fail the test.
      const refusal = /status of 4\d\d/.test(message.text()) && message.location().url.includes('/api/')
      if (!refusal) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    await use(errors)
    expect(errors, 'browser console errors').toEqual([])
  },
})

export { expect }

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Serious and critical axe violations on the page, or inside the given selectors, one readable line each. */
export async function blockingAxeViolations(
  page: Page,
  options: { include?: string[]; tags?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(options.tags ?? AXE_TAGS)
  for (const selector of options.include ?? []) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`)
}
