import type { Page } from '@playwright/test'
import type { CartResponse } from '../../shared/bag/cart'
import type { StoreAvailability } from '../../shared/stores/stores'
import { addToBag, skusInStock } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { DEAR_B } from './seed-styles'

/** The API's headers as the shop's own page sends them. */
const headersOf = (page: Page) => ({ 'x-storefront-locale': 'en-us', origin: new URL(page.url()).origin })

/** Makes a store the shopper's from the locator's card, by keyboard. */
async function makeMyStore(page: Page, store: string) {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: store, exact: true }) })
  await card.getByRole('button', { name: 'Make this my store' }).focus()
  await page.keyboard.press('Enter')
}

/** The shopper's bag line of a style, picked up in the first store near Seattle that holds it. */
async function pickupNearSeattle(page: Page, styleCode: string) {
  await addToBag(page, styleCode)
  const headers = headersOf(page)
  const bag = (await (await page.request.get('/api/cart', { headers })).json()) as CartResponse
  const line = bag.cart?.items.find((entry) => entry.masterId === styleCode)
  if (!line) throw new Error('no line')
  const found = await page.request.get(
    `/api/stores/availability?styleCode=${styleCode}&sku=${line.productId}&postalCode=98101`,
    { headers },
  )
  const { stores } = (await found.json()) as { stores: StoreAvailability[] }
  const store = stores.find((entry) => entry.quantity >= 1)
  if (!store) throw new Error('no store near Seattle holds the line')
  const moved = await page.request.post('/api/cart/items/update', {
    headers,
    data: { itemId: line.id, delivery: store.id },
  })
  expect(moved.status()).toBe(200)
  return { line, store }
}

test.describe('my store', () => {
  test('a shopper makes Denver their store, picks a tee up there from the product page, then moves the bag’s pickups by keyboard', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/stores')
    await pageSettled(page)
    await makeMyStore(page, 'Denver')
    await expect(page.getByRole('status')).toHaveText('Denver is now your store.')
    await expect(page.getByText('Your store: Denver')).toBeVisible()
    expect(await blockingAxeViolations(page, { include: ['.store-locator'] })).toEqual([])

    // The product page offers pickup at Denver, with the sizes Denver holds in the colour shown.
    let sizes: string[] = []
    for (const style of ['KS100048', 'KS100020', 'KS100013', 'KS100027', 'KS100034']) {
      await page.goto(`/en-us/p/x-${style}`)
      const stock = await page.locator('.my-store__stock').textContent()
      const held = /^In stock at Denver in [^,]+, sizes (.+)$/.exec(stock ?? '')
      if (held?.[1]) {
        sizes = held[1].split(/, | and /)
        break
      }
    }
    expect(sizes.length, 'a product Denver holds').toBeGreaterThan(0)
    await pageSettled(page)
    const how = page.getByRole('group', { name: 'How to get it' })
    await expect(how.getByRole('radio', { name: 'Ship to me' })).toBeChecked()
    const size = page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: sizes[0] as string, exact: true })
    await size.click()
    await expect(size).toBeChecked()
    await how.getByRole('radio', { name: 'Ship to me' }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(how.getByRole('radio', { name: 'Pick up at Denver' })).toBeChecked()
    expect(await blockingAxeViolations(page, { include: ['.my-store'] })).toEqual([])
    // "How to get it" is chosen before adding: after it in the focus order come "Change store", then "Add to bag".
    await page.keyboard.press('Tab')
    await expect(how.getByRole('link', { name: 'Change store' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Add to bag', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Added to your bag.').first()).toBeVisible()

    // A second item, delivered; choosing Seattle for it asks about the item picked up in Denver.
    await addToBag(page, 'KS100062')
    await page.goto('/en-us/cart')
    await pageSettled(page)
    await expect(page.getByText('Pick up in store: Denver')).toBeVisible()
    const choose = page.getByRole('button', { name: /^Pick up in store: / })
    await choose.focus()
    await page.keyboard.press('Enter')
    const picker = page.getByRole('dialog', { name: /^Pick up .+ in store$/ })
    await expect(picker).toBeVisible()
    // The picker searches around the shopper's store at once.
    await expect(picker.getByRole('textbox', { name: 'Postal code' })).toHaveValue('80202')
    await picker.getByRole('textbox', { name: 'Postal code' }).fill('98101')
    await page.keyboard.press('Enter')
    // The stores near Seattle, nearest first, once the search has answered.
    await expect(picker.locator('.store__name').first()).toHaveText(/^Seattle/)
    // A store near Seattle, not the shopper's own (which the picker also offers, first, when it holds the line).
    const pickHere = picker.getByRole('button', { name: /^Pick up here: (?!Denver)/ }).first()
    await expect(pickHere).toBeVisible()
    const store = ((await pickHere.getAttribute('aria-label')) as string).replace('Pick up here: ', '')
    await pickHere.focus()
    await page.keyboard.press('Enter')

    const confirmation = page.getByRole('dialog', { name: 'Change your pickup store?' })
    await expect(confirmation).toBeVisible()
    await expect(confirmation.getByText(`Move 1 item to pickup at ${store}?`)).toBeVisible()
    await expect(
      confirmation.getByText('Your bag has items to pick up at Denver.', { exact: false }),
    ).toBeVisible()
    const move = confirmation.getByRole('button', { name: `Move to ${store}` })
    await expect(move).toBeFocused()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')

    const changed = page.getByRole('dialog', { name: `${store} is now your store` })
    await expect(changed).toBeVisible()
    await expect(
      changed.getByText(new RegExp(`moved to pickup at ${store}|will be delivered instead`)).first(),
    ).toBeVisible()
    const ok = changed.getByRole('button', { name: 'OK' })
    await expect(ok).toBeFocused()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await expect(changed).toBeHidden()
    await expect(page.getByText('Pick up in store: Denver')).toHaveCount(0)
    await page.goto('/en-us/stores')
    await expect(page.getByText(`Your store: ${store}`)).toBeVisible()
  })

  test('the bag keeps offering pickup at the shopper’s store after another line changes', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/stores')
    await pageSettled(page)
    await makeMyStore(page, 'Denver')
    await expect(page.getByText('Your store: Denver')).toBeVisible()
    // A delivered line Denver holds (the first SKU in stock online that Denver holds too), and another line.
    const headers = headersOf(page)
    let held: string | null = null
    search: for (const style of ['KS100048', 'KS100020', 'KS100013', 'KS100027', 'KS100034']) {
      for (const sku of await skusInStock(page, style)) {
        const found = await page.request.get(
          `/api/stores/availability?styleCode=${style}&sku=${sku}&postalCode=80202`,
          { headers },
        )
        const { stores } = (await found.json()) as { stores: StoreAvailability[] }
        if (!stores.some((store) => store.name === 'Denver' && store.quantity >= 1)) continue
        const added = await page.request.post('/api/cart/items', {
          headers,
          data: { productId: sku, qty: 1 },
        })
        expect(added.status(), `add ${sku}`).toBe(200)
        const line = ((await added.json()) as CartResponse).cart?.items.find(
          (entry) => entry.productId === sku,
        )
        held = line?.name ?? null
        break search
      }
    }
    expect(held, 'a line Denver holds').not.toBeNull()
    await addToBag(page, DEAR_B.style, 1, { minStock: 2 })
    await page.goto('/en-us/cart')
    await pageSettled(page)
    const offer = page.getByRole('button', { name: `Pick up at my store, Denver: ${held}` })
    await expect(offer).toBeVisible()
    // The other line's quantity changes; the cart service's answer does not name the store, the offer stays.
    await page.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_B.name}`) }).selectOption('2')
    await expect(page.getByRole('status').filter({ hasText: 'Quantity updated.' })).toBeVisible()
    await expect(offer).toBeVisible()
    await offer.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Pick up in store: Denver')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the bag’s store picker asks before moving the other pickups to the store chosen, then says what moved', async ({
      sharedPage: page,
    }) => {
      await page.goto('/en-us/stores')
      const { store } = await pickupNearSeattle(page, 'KS100020')
      await addToBag(page, DEAR_B.style)
      await page.goto('/en-us/cart')
      await page.getByRole('link', { name: `Pick up in store: ${DEAR_B.name}` }).click()
      await page.getByRole('textbox', { name: 'Postal code' }).fill('98101')
      await page.getByRole('button', { name: 'Find stores' }).click()
      // A store near Seattle other than the one the first item is picked up at (its name is in the label only).
      const other = new RegExp(`^Pick up here: (?!${store.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$)`)
      const pick = page.getByRole('button', { name: other }).first()
      const target = ((await pick.getAttribute('aria-label')) ?? '').replace('Pick up here: ', '')
      await pick.click()

      const confirmation = page.getByRole('dialog', { name: 'Change your pickup store?' })
      await expect(confirmation.getByText(`Move 1 item to pickup at ${target}?`)).toBeVisible()
      await expect(confirmation.getByText(`Your bag has items to pick up at ${store.name}.`)).toBeVisible()
      await expect(confirmation.getByRole('button', { name: `Move to ${target}` })).toBeFocused()
      await page.keyboard.press('Enter')

      const changed = page.getByRole('dialog', { name: `${target} is now your store` })
      await expect(changed).toBeVisible()
      // The line chosen for the store moved there; the other moved too, or is delivered where the store lacks it.
      await expect(
        changed.getByText(new RegExp(`moved to pickup at ${target}|will be delivered instead`)).first(),
      ).toBeVisible()
      await expect(changed.getByRole('link', { name: 'OK' })).toBeFocused()
      await expect(page.getByText(`Pick up in store: ${target}`, { exact: true }).first()).toBeVisible()
      await expect(page.getByText(`Pick up in store: ${store.name}`, { exact: true })).toHaveCount(0)
      await page.keyboard.press('Enter')
      await expect(changed).toBeHidden()
      await expect(page).toHaveURL(/\/en-us\/cart$/)
    })

    test('the locator asks before moving the bag’s pickups to the new store, then says the store changed', async ({
      sharedPage: page,
    }) => {
      await page.goto('/en-us/stores')
      const { store } = await pickupNearSeattle(page, 'KS100020')
      const target = store.name === 'Denver' ? 'San Francisco' : 'Denver'
      await page.reload()
      await makeMyStore(page, target)

      const confirmation = page.getByRole('dialog', { name: 'Change your pickup store?' })
      await expect(confirmation).toBeVisible()
      await expect(confirmation.getByText(`Move 1 item to pickup at ${target}?`)).toBeVisible()
      const move = confirmation.getByRole('button', { name: `Move to ${target}` })
      await expect(move).toBeFocused()
      await expect(confirmation.getByRole('button', { name: 'Keep them where they are' })).toBeVisible()
      await page.keyboard.press('Enter')

      const changed = page.getByRole('dialog', { name: `${target} is now your store` })
      await expect(changed).toBeVisible()
      await expect(
        changed
          .getByText(new RegExp(`1 item moved to pickup at ${target}|will be delivered instead`))
          .first(),
      ).toBeVisible()
      await expect(changed.getByRole('link', { name: 'OK' })).toBeFocused()
      // Its one action is the locator without the report, so it closes with no script at all.
      await page.keyboard.press('Enter')
      await expect(changed).toBeHidden()
      await expect(page.getByText(`Your store: ${target}`)).toBeVisible()
    })
  })
})
