/**
 * A page fixture that fails the test on any console error or uncaught exception in the browser.
 */
import { test as base, expect } from '@playwright/test'

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    await use(errors)
    expect(errors, 'browser console errors').toEqual([])
  },
})

export { expect }
