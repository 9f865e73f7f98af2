import type { Page } from '@playwright/test'
import { LIST_CONTEXT_COOKIE, readListContext } from '../../shared/analytics/list-context'
import { seededStyle, seedPriceOf } from '../fixtures/seed-products'
import { blockingAxeViolations, expect, test } from './fixtures'
import { dropChunk, islandChunk, reachIsland, scrollToIsland } from './islands'
import { earnsGift } from './seed-styles'

/**
 * An add to the bag opens the mini cart: the line just added with its colour and size, the bag's subtotal, the
 * offers it is close to, the ways to checkout and the bag, focus inside; closed with Escape, focus goes back to "Add to bag".
 */
async function seeMiniCart(page: Page, name?: string, { delivered = true } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Added to your bag' })
  await expect(dialog).toBeVisible()
  if (name) await expect(dialog.getByText(name)).toBeVisible()
  await expect(dialog.getByText(/^Subtotal \(\d+ items?\)/)).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/en-us/checkout')
  await expect(dialog.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/en-us/cart')
  // The offers the cart service shows in the mini cart (free delivery for a bag with a line to deliver, the
  // spend-and-save), not those for the bag alone (the members' welcome offer).
  const offers = dialog.getByRole('listitem')
  await expect(offers.filter({ hasText: /free standard delivery/ })).toHaveCount(delivered ? 1 : 0)
  await expect(offers.filter({ hasText: /to save|You save|off your order/ })).toHaveCount(1)
  await expect(dialog.getByText(/Members save/)).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Add to bag', exact: true })).toBeFocused()
}

/** Holds back an island's script until the returned function is called, as a slow network would. */
async function holdIsland(page: Page, name: string): Promise<() => void> {
  const file = islandChunk(name)
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === file,
    async (route) => {
      await released
      await route.fallback()
    },
  )
  return release
}

test.describe('product page', () => {
  test('a shopper picks colour and size, adds to the bag, and the mini cart counts it', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/c/men/jackets/rain-jackets-1210')
    await page.getByRole('article').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-KS\d{6}/)
    await reachIsland(page, 'buy-box')
    // The list it was opened from, for the product page's worker to read (decision 100).
    const styleCode = /KS\d{6}/.exec(page.url())?.[0] ?? ''
    const listCookie = (await page.context().cookies()).find((cookie) => cookie.name === LIST_CONTEXT_COOKIE)
    expect(readListContext(decodeURIComponent(listCookie?.value ?? ''), styleCode)).toEqual({
      productList: 'category:1210',
      position: 1,
      searchTerm: null,
      origin: 'listing',
    })
    await expect(page.getByRole('link', { name: /^Bag\W+0 items$/ })).toBeVisible()

    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Choose a size.')

    // The first rain jacket of the seeded catalogue comes in several colours.
    const colours = page.getByRole('group', { name: /^Color:/ }).getByRole('radio')
    expect(await colours.count()).toBeGreaterThan(1)
    const second = colours.nth(1)
    const secondName = await second.evaluate(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
    )
    await second.check({ force: true })
    await expect(second).toBeChecked()
    const code = await second.getAttribute('value')
    expect(code).toMatch(/^\d{3}$/)
    await expect(page).toHaveURL(new RegExp(`[?&]colour=${code}(&|$)`))
    await expect(page.getByRole('group', { name: `Color: ${secondName.trim()}` })).toBeVisible()
    const size = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first()
    await size.check({ force: true })
    await expect(page).toHaveURL(/size=/)
    await page.getByLabel('Quantity').fill('2')
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await seeMiniCart(page)
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
    // Two, and the free socks when the two reach the gift's threshold.
    const bag = page.getByRole('link', { name: /^Bag\W+[23] items$/ })
    await expect(bag).toBeVisible()
    const count = (await bag.textContent()) ?? ''

    await page.reload()
    await expect(page.getByRole('link', { name: /^Bag\W+[23] items$/ })).toHaveText(count)
  })

  test('choosing a thumbnail shows that colour and selects it in the form, by keyboard', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/c/men/tops/t-shirts-1110')
    const card = page
      .getByRole('article')
      .filter({ hasText: /\d colors/ })
      .first()
    await card.getByRole('link').click()
    await expect(page.locator('[data-island="product-gallery"]')).toHaveAttribute('data-hydrated', 'true')
    const product = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    const thumbs = page.getByRole('list', { name: 'Color' }).getByRole('button')
    const first = (await thumbs.nth(0).getByRole('img').getAttribute('alt')) ?? ''
    const second = thumbs.nth(1)
    const name = (await second.getByRole('img').getAttribute('alt')) ?? ''
    const image = await second.getByRole('img').getAttribute('src')
    expect(name).not.toBe(first)
    const main = page.locator('.gallery__main')
    await expect(main).toHaveAttribute('alt', `${product}, ${first}, Front`)
    await expect(main).not.toHaveAttribute('src', image ?? '')

    await second.focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    // The large picture is now the chosen colour's.
    await expect(page.getByRole('img', { name: `${product}, ${name}, Front`, exact: true })).toBeVisible()
    await expect(main).toHaveAttribute('src', image ?? '')
    await expect(page.getByRole('radio', { name })).toBeChecked()
  })

  test('the gallery shows each view of the colour, chosen by keyboard, and keeps the view when the colour changes', async ({
    sharedPage: page,
  }) => {
    // The Alder Tee comes in two colours, each drawn from the front, the back, the side and close up.
    await page.goto('/en-us/p/x-KS100076')
    await expect(page.locator('[data-island="product-gallery"]')).toHaveAttribute('data-hydrated', 'true')
    const product = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    const views = page.getByRole('list', { name: 'Views' }).getByRole('button')
    await expect(views).toHaveCount(4)
    expect(
      await views.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['Front', 'Back', 'Side', 'Detail'])
    const main = page.locator('.gallery__main')
    const colour =
      (await page
        .getByRole('list', { name: 'Color' })
        .getByRole('button')
        .nth(0)
        .getByRole('img')
        .getAttribute('alt')) ?? ''
    await expect(main).toHaveAttribute('alt', `${product}, ${colour}, Front`)

    const back = page.getByRole('button', { name: 'Back', exact: true })
    await back.focus()
    await page.keyboard.press('Enter')
    await expect(back).toHaveAttribute('aria-pressed', 'true')
    await expect(main).toHaveAttribute('alt', `${product}, ${colour}, Back`)
    await expect(main).toHaveAttribute('src', /-back\.svg$/)

    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(main).toHaveAttribute('alt', `${product}, ${colour}, Side`)

    const other = page.getByRole('list', { name: 'Color' }).getByRole('button').nth(1)
    const otherName = (await other.getByRole('img').getAttribute('alt')) ?? ''
    await other.click()
    await expect(main).toHaveAttribute('alt', `${product}, ${otherName}, Side`)
    await expect(page.getByRole('button', { name: 'Side', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('a colour chosen in the gallery before the buy box has hydrated shows in the buy box once it has', async ({
    sharedPage: page,
  }) => {
    const releaseBuyBox = await holdIsland(page, 'buy-box')
    // The Alder Tee comes in two colours. The page cannot finish loading while the buy box's script is held.
    await page.goto('/en-us/p/x-KS100076', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('[data-island="product-gallery"]')).toHaveAttribute('data-hydrated', 'true')
    const buyBox = page.locator('[data-island="buy-box"]')
    await expect(buyBox).not.toHaveAttribute('data-hydrated', 'true')
    const thumbs = page.getByRole('list', { name: 'Color' }).getByRole('button')
    const name = (await thumbs.nth(1).getByRole('img').getAttribute('alt')) ?? ''
    await thumbs.nth(1).click()
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')

    releaseBuyBox()
    // Reached, it hydrates against the page's HTML without an error (the browser check fails the test on one),
    // then shows the shopper's choice.
    await reachIsland(page, 'buy-box')
    await expect(page.getByRole('group', { name: `Color: ${name}` })).toBeVisible()
    await expect(page.getByRole('radio', { name })).toBeChecked()
  })

  test('an add to the bag tapped before the buy box has hydrated is answered in place once it has', async ({
    sharedPage: page,
  }) => {
    const releaseBuyBox = await holdIsland(page, 'buy-box')
    await page.goto('/en-us/p/meadow-crew-tee-KS100048?colour=720&size=L', { waitUntil: 'domcontentloaded' })
    const buyBox = page.locator('[data-island="buy-box"]')
    await expect(page.locator('[data-island="product-gallery"]')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    // The plain form is held, not sent: the page stays, the buy box waits for its script.
    await expect(buyBox).toHaveAttribute('data-hydrated', 'pending')
    expect(new URL(page.url()).search).toBe('?colour=720&size=L')

    releaseBuyBox()
    await seeMiniCart(page, 'Meadow Crew Tee')
    // The tee, and the free socks if it costs the gift's threshold or more.
    const count = earnsGift('KS100048') ? /^Bag\W+2 items$/ : /^Bag\W+1 item$/
    await expect(page.getByRole('link', { name: count })).toBeVisible()
    expect(new URL(page.url()).search).toBe('?colour=720&size=L')
  })

  test('“Add to bag” stays where it is as the buy box hydrates, so a press on it then lands on it', async ({
    sharedPage: page,
  }) => {
    const releaseBuyBox = await holdIsland(page, 'buy-box')
    await page.goto('/en-us/p/meadow-crew-tee-KS100048?colour=720&size=L', { waitUntil: 'domcontentloaded' })
    const buyBox = page.locator('[data-island="buy-box"]')
    const add = page.getByRole('button', { name: 'Add to bag', exact: true })
    // The buy box waits for the shopper's reach (decision 076); its script is held once reached.
    await expect(buyBox).toHaveAttribute('data-hydrated', 'waiting')
    await buyBox.dispatchEvent('pointerover')
    await expect(buyBox).toHaveAttribute('data-hydrated', 'pending')
    // "Show selection" is the plain page's, for a browser without scripts: not shown where scripts run.
    await expect(page.getByRole('button', { name: 'Show selection' })).toBeHidden()
    const before = await add.boundingBox()

    releaseBuyBox()
    await expect(buyBox).toHaveAttribute('data-hydrated', 'true')
    expect(await add.boundingBox()).toEqual(before)
  })

  test('a buy box whose script fails offers “Show selection” again, as the plain page does', async ({
    page,
    expectRefusal,
  }) => {
    const chunk = islandChunk('buy-box')
    expectRefusal(404, chunk)
    await dropChunk(page, chunk, { times: 1 })
    await page.goto('/en-us/p/meadow-crew-tee-KS100048?colour=720&size=L')
    const buyBox = page.locator('[data-island="buy-box"]')
    await expect(buyBox).toHaveAttribute('data-hydrated', 'waiting')
    await buyBox.dispatchEvent('pointerover')
    await expect(buyBox).toHaveAttribute('data-hydrated', 'failed')
    await expect(page.getByRole('button', { name: 'Show selection' })).toBeVisible()
  })

  test('the price narrows from the range to the chosen size’s price', async ({ sharedPage: page }) => {
    // The Meadow Crew Tee charges more for XXL. Its prices come from the catalogue's seed, not from the page.
    const tee = seededStyle('KS100048')
    const usd = seedPriceOf(tee, 'USD')
    const money = (amount: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
    const dearer = [
      ...new Set(tee.variants.filter((variant) => variant.premium).map((variant) => variant.size)),
    ]
    expect(dearer).toEqual(['XXL'])
    expect(usd.highCurrent).not.toBeNull()
    const low = money(usd.current)
    const high = money(usd.highCurrent as number)
    expect(usd.highCurrent as number).toBeGreaterThan(usd.current)

    await page.goto('/en-us/p/meadow-crew-tee-KS100048')
    const island = page.locator('[data-island="product-price"]')
    await expect(island).toHaveAttribute('data-hydrated', 'true')

    // Seen as "low – high" (hidden from screen readers), read as "from low to high".
    const price = page.locator('.product-page__head .price__current')
    await expect(price.locator('[aria-hidden="true"]')).toHaveText(`${low} – ${high}`, { useInnerText: true })
    await expect(price).toMatchAriaSnapshot(`- text: from ${low} to ${high}`)

    const sizes = page.getByRole('group', { name: 'Size' })
    await sizes.getByRole('radio', { name: 'XXL' }).check({ force: true })
    await expect(price).toHaveText(high)
    // A size not priced apart costs the low end.
    const plain = await sizes
      .getByRole('radio', { disabled: false })
      .evaluateAll(
        (inputs, apart) =>
          inputs.map((input) => (input as HTMLInputElement).value).filter((size) => !apart.includes(size)),
        dearer,
      )
    expect(plain).toContain('M')
    await sizes.getByRole('radio', { name: 'M' }).check({ force: true })
    await expect(price).toHaveText(low)
  })

  test('a shopper saves a bag line for later and moves it back', async ({ sharedPage: page }) => {
    await page.goto('/en-us/p/meadow-crew-tee-KS100048?colour=720&size=L')
    await reachIsland(page, 'buy-box')
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await seeMiniCart(page, 'Meadow Crew Tee')
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
    await page.goto('/en-us/cart')
    const bag = page.getByRole('region', { name: /^Your bag holds/ })
    const saved = page.getByRole('region', { name: /^Saved for later/ })
    await bag.getByRole('button', { name: 'Save for later: Meadow Crew Tee' }).first().click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved for later.' })).toBeVisible()
    await expect(saved.getByRole('link', { name: 'Meadow Crew Tee' }).first()).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await saved.getByRole('button', { name: 'Move to bag: Meadow Crew Tee' }).first().click()
    await expect(page.getByRole('status').filter({ hasText: 'Moved to your bag.' })).toBeVisible()
    await expect(bag.getByRole('link', { name: 'Meadow Crew Tee' }).first()).toBeVisible()
  })
})

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('adding to the bag works without JavaScript', async ({ sharedPage: page }) => {
    await page.goto('/en-gb/c/bags/backpacks-5100')
    await page.getByRole('article').first().getByRole('link').click()
    // A shopper presses the size's label; the radio itself is drawn as part of it.
    const sizes = page.getByRole('group', { name: 'Size' })
    await sizes
      .locator('label', { has: page.locator('input:enabled') })
      .first()
      .click()
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Show selection' })).toBeVisible()
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page).toHaveURL(/cart=added.*#buy-KS\d+-notice$/)
    await expect(page.getByText('Added to your bag.')).toBeVisible()
    // The page comes back at the notice: the next Tab goes on from there, not from the top of the page.
    await expect(page.getByText('Added to your bag.')).toBeInViewport()
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => {
        const notice = document.querySelector('.buy-box__notice')
        const focused = document.activeElement
        return Boolean(
          notice && focused && notice.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING,
        )
      }),
    ).toBe(true)
    await page.goto('/en-gb/cart')
    // The backpack, and the free socks if it costs enough for the gift with purchase.
    await expect(page.getByText(/^Your bag holds (1 item|2 items)\.$/)).toBeVisible()
  })
})

test.describe('store availability', () => {
  test('a shopper checks stock near a postal code and adds the item for pickup', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/c/bags/backpacks-5100')
    await page.getByRole('article').first().getByRole('link').click()
    await scrollToIsland(page, 'store-availability')
    await page.getByRole('button', { name: 'Check store availability' }).click()
    await expect(page.getByText('Choose a size to see which stores have it.')).toBeVisible()
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { disabled: false })
      .first()
      .check({ force: true })
    await page.getByLabel('Postal code').fill('abc!')
    await page.getByRole('button', { name: 'Find stores' }).click()
    await expect(page.getByRole('alert')).toHaveText('Enter a postal code.')
    await page.getByLabel('Postal code').fill('10012')
    const availability = page.waitForResponse((response) =>
      response.url().includes('/api/stores/availability?'),
    )
    await page.getByRole('button', { name: 'Find stores' }).click()
    const { stores } = (await (await availability).json()) as { stores: { id: string; name: string }[] }
    const list = page.getByRole('list', { name: 'Stores near you' })
    await expect(list.getByRole('listitem').first()).toContainText('New York SoHo')
    // The chosen store: the first one that offers pickup, and its id from the answer the list was drawn from.
    const item = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Pick up here' }) })
      .first()
    const storeName = (await item.locator('.store__name').textContent())?.trim() ?? ''
    const chosen = stores.filter((store) => store.name === storeName)
    expect(chosen, `one store named ${storeName}`).toHaveLength(1)
    await item.getByRole('button', { name: 'Pick up here' }).click()
    await expect(item.getByRole('button', { name: 'Pick up here' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText(`Pick up at ${storeName}`)).toBeVisible()
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await seeMiniCart(page, undefined, { delivered: false })
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
    const cart = await page.evaluate(async () =>
      (await fetch('/api/cart', { headers: { 'x-storefront-locale': 'en-us' } })).json(),
    )
    // A new shopper's bag: the one line is the one just added, for pickup at the chosen store.
    expect(cart.cart.items).toHaveLength(1)
    expect(cart.cart.items[0].pickupStoreId).toBe(chosen[0]?.id)
  })
})

test.describe('product content', () => {
  test('the complete-the-look upsell streams in below the details and its quick shop works', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/p/meadow-crew-tee-KS100048')
    const look = page.getByRole('region', { name: 'Complete the look' })
    await scrollToIsland(look, 'upsell')
    await expect(page.getByText('XXL takes more fabric, so it costs a little more.')).toBeVisible()
    await look
      .getByRole('button', { name: /^Quick shop: / })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
