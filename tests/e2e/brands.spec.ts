import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

/** Each brand's origin in the test server: Kestrel is the default brand, Tidewater has its own host. */
const BRANDS = [
  { name: 'Kestrel', origin: () => '' },
  { name: 'Tidewater', origin: () => `http://tidewater.localhost:${process.env.E2E_PORT}` },
] as const

interface LogoBoxes {
  text: string
  viewBox: { width: number; height: number }
  bbox: { x: number; y: number; width: number; height: number }
  svg: { left: number; right: number; top: number; bottom: number }
  drawn: { left: number; right: number; top: number; bottom: number }
  viewport: number
}

test.describe('each brand its own', () => {
  for (const brand of BRANDS) {
    for (const width of [320, 390, 1366]) {
      test(`the ${brand.name} logo draws its whole name inside its box at ${width} px`, async ({
        sharedPage: page,
      }) => {
        await page.setViewportSize({ width, height: 844 })
        await page.goto(`${brand.origin()}/en-us`)
        const logo = page.getByRole('link', { name: `${brand.name} home` }).locator('svg.brand-logo')
        await expect(logo).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        const boxes = await logo.evaluate((svg): LogoBoxes => {
          const element = svg as SVGSVGElement
          const text = element.querySelector('text') as SVGTextElement
          const rect = (box: DOMRect) => ({
            left: box.left,
            right: box.right,
            top: box.top,
            bottom: box.bottom,
          })
          const bbox = text.getBBox()
          return {
            text: text.textContent ?? '',
            viewBox: { width: element.viewBox.baseVal.width, height: element.viewBox.baseVal.height },
            bbox: { x: bbox.x, y: bbox.y, width: bbox.width, height: bbox.height },
            svg: rect(element.getBoundingClientRect()),
            drawn: rect(text.getBoundingClientRect()),
            viewport: document.documentElement.clientWidth,
          }
        })
        expect(boxes.text).toBe(brand.name.toUpperCase())
        // In the logo's own units: the name's drawn box lies inside the view box.
        expect(boxes.bbox.x).toBeGreaterThanOrEqual(0)
        expect(boxes.bbox.y).toBeGreaterThanOrEqual(0)
        expect(boxes.bbox.x + boxes.bbox.width).toBeLessThanOrEqual(boxes.viewBox.width)
        expect(boxes.bbox.y + boxes.bbox.height).toBeLessThanOrEqual(boxes.viewBox.height)
        // On the screen: the name inside the logo's box, and the logo inside the page.
        const slack = 0.5
        expect(boxes.drawn.left).toBeGreaterThanOrEqual(boxes.svg.left - slack)
        expect(boxes.drawn.right).toBeLessThanOrEqual(boxes.svg.right + slack)
        expect(boxes.drawn.top).toBeGreaterThanOrEqual(boxes.svg.top - slack)
        expect(boxes.drawn.bottom).toBeLessThanOrEqual(boxes.svg.bottom + slack)
        expect(boxes.svg.left).toBeGreaterThanOrEqual(0)
        expect(boxes.svg.right).toBeLessThanOrEqual(boxes.viewport)
      })
    }
  }

  test('Tidewater has its own home, theme and promo bar, and keyboard focus shows in its colour', async ({
    sharedPage: page,
  }) => {
    const origin = BRANDS[1].origin()
    await page.goto(`${origin}/en-us`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dressed for the turn of the tide' }),
    ).toBeVisible()
    await expect(page.getByText('Made for the long way round')).toHaveCount(0)
    const promo = page.getByRole('region', { name: 'Promotions' })
    await expect(promo).toHaveCSS('background-color', 'rgb(18, 60, 105)')
    await expect(page.locator('body')).toHaveCSS('font-family', /Georgia/)
    // The skip link first, then the promo bar's controls, then the logo: its focus ring is Tidewater's.
    const home = page.getByRole('link', { name: 'Tidewater home' })
    await home.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(home).toBeFocused()
    await expect(home).toHaveCSS('outline-color', 'rgb(11, 114, 133)')
    // The footer leads to Tidewater's own story, which reads as its own.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Stories' }).click()
    await expect(page).toHaveURL(/\/en-us\/stories\/tide-lines$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tide lines' })).toBeVisible()
  })

  for (const [name, path] of [
    ['home', '/en-us'],
    ['listing', '/en-us/c/men-1000'],
    ['product', '/en-us/p/x-KS300013'],
    ['story', '/en-gb/stories/tide-lines'],
    ['store locator', '/en-gb/stores'],
  ] as const) {
    test(`Tidewater’s ${name} page has no serious or critical axe violations`, async ({
      sharedPage: page,
    }) => {
      const response = await page.goto(`${BRANDS[1].origin()}${path}`)
      expect(response?.status()).toBe(200)
      await pageSettled(page)
      expect(await blockingAxeViolations(page)).toEqual([])
    })
  }
})
