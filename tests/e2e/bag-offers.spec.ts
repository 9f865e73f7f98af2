import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

// The brand's accent and the error red: the colours the bag keeps for what went wrong.
const WARNING_COLOURS = ['rgb(228, 87, 46)', 'rgb(179, 38, 30)', 'rgb(138, 31, 36)']

test.describe('the bag’s offers', () => {
  test('read as offers, not errors: a price tag in the brand’s colour, no alert, nothing in warning colours', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100013')
    await page.goto('/en-us/cart')
    await pageSettled(page)
    const offers = page.getByRole('region', { name: 'Offers for your bag' })
    const items = offers.getByRole('listitem')
    await expect(items.first()).toBeVisible()
    await expect(items.filter({ hasText: /^Spend \$[\d.]+ more for free standard delivery$/ })).toHaveCount(1)
    await expect(offers.getByRole('alert')).toHaveCount(0)
    for (const item of await items.all()) {
      await expect(item.locator('svg.offer-mark')).toBeVisible()
      const { colours, reached } = await item.evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          colours: [style.borderLeftColor, style.color, style.backgroundColor],
          reached: element.classList.contains('is-reached'),
        }
      })
      for (const colour of colours) expect(WARNING_COLOURS).not.toContain(colour)
      // The brand's own colour marks an offer within reach, the success green one the bag has.
      expect(colours[0]).toBe(reached ? 'rgb(30, 97, 48)' : 'rgb(11, 61, 46)')
    }
    expect(await blockingAxeViolations(page)).toEqual([])
  })
})
