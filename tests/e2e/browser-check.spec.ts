/**
 * The browser check of `fixtures.ts` checks itself: each test below breaks one of its rules and is expected to
 * fail (`test.fail()`); if the check let it pass, the run reports it. They need no server: the pages are set
 * in place or answered by routes.
 */
import { expect, test } from './fixtures'

const ORIGIN = 'https://check.e2e.test'

test.describe('the browser check', () => {
  test('fails a test on a console error in a context the test opened itself', async ({ browser }) => {
    test.fail()
    const other = await browser.newContext()
    const page = await other.newPage()
    await page.setContent('<p>Another shopper</p>')
    const logged = page.waitForEvent('console')
    await page.evaluate(() => console.error('something went wrong'))
    await logged
    await other.close()
  })

  test('fails a test on an uncaught exception in the page', async ({ page }) => {
    test.fail()
    await page.setContent('<p>A page</p>')
    const thrown = page.waitForEvent('pageerror')
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('an island broke')
      })
    })
    await thrown
  })

  test('fails a test on an answer of 400 or more that it did not declare', async ({ page }) => {
    test.fail()
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 409, body: 'Conflict' }))
    const response = await page.goto(`${ORIGIN}/api/cart/items`)
    expect(response?.status()).toBe(409)
  })

  test('fails a test whose declared refusal never comes', async ({ page, expectRefusal }) => {
    test.fail()
    expectRefusal(409, '/api/cart/items')
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 200, body: 'Fine' }))
    await page.goto(`${ORIGIN}/api/cart/items`)
  })

  test('fails a test on a refusal of another path than the declared one', async ({ page, expectRefusal }) => {
    test.fail()
    expectRefusal(409, '/api/cart/items')
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 409, body: 'Conflict' }))
    await page.goto(`${ORIGIN}/api/cart/items`)
    await page.goto(`${ORIGIN}/api/compare`)
  })

  test('lets a declared refusal through', async ({ page, expectRefusal }) => {
    expectRefusal(409, '/api/cart/items')
    await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ status: 409, body: 'Conflict' }))
    const response = await page.goto(`${ORIGIN}/api/cart/items`)
    expect(response?.status()).toBe(409)
  })
})
