import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { cookieOf } from './browser'
import {
  addToBag,
  call,
  onlineStock,
  placeByCard,
  productDetails,
  productForm,
  readCart,
  variantsInStock,
} from './cart-helpers'
import type { Upstream } from './harness'
import {
  bindings,
  clearUpstreamCache,
  createTestShop,
  createUpstream,
  request,
  TEST_SECRETS,
} from './harness'

beforeEach(clearUpstreamCache)

/** A personalisable style (Meadow Court Sneaker) and its product page. */
const SNEAKER = 'KS101833'
const SNEAKER_PAGE = `/en-us/p/meadow-court-sneaker-${SNEAKER}`
const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }

interface WireDetails {
  price: { current: number; original: number }
  customisation?: { surcharge: number; designs: unknown[] }
  variants: { sku: string; colourCode: string; size: string; stock: number; price: { current: number } }[]
}

const detailsOf = (upstream: Upstream, style: string, currency = 'USD') =>
  productDetails<WireDetails>(upstream, style, currency)

/** Two sizes of the sneaker in stock for at least `minimum`, with their price in USD. */
async function sneakerSizes(upstream: Upstream, minimum = 3) {
  const details = await detailsOf(upstream, SNEAKER)
  const inStock = details.variants.filter((variant) => variant.stock >= minimum)
  if (inStock.length < 2) throw new Error('not enough sneaker sizes in stock')
  return inStock.map((variant) => ({ ...variant, price: variant.price.current }))
}

const personalised = (text: string, thread = 'gold') => ({
  personalise: true,
  personalText: text,
  threadColour: thread,
})

/** Calls the mock cart service directly, as the storefront's commerce client does. */
const mock = (upstream: Upstream, path: string, init: { method?: string; body?: unknown } = {}) =>
  upstream.fetcher.fetch(`https://mock-api.internal/api/cart${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  })

describe('personalised items', () => {
  it('are offered on a few styles, at a surcharge in each currency', async () => {
    const upstream = createUpstream()
    const surcharges = await Promise.all(
      ['USD', 'CAD', 'GBP', 'EUR'].map(
        async (currency) => (await detailsOf(upstream, SNEAKER, currency)).customisation,
      ),
    )
    // Each with the style's ready-made designs (ready-made-designs.test.ts).
    const withDesigns = (surcharge: number) => ({ surcharge, designs: expect.any(Array) })
    expect(surcharges).toEqual([withDesigns(15), withDesigns(20), withDesigns(12), withDesigns(15)])
    // A jacket and a cap are personalisable too; a tee is not.
    expect((await detailsOf(upstream, 'KS100342')).customisation).toEqual(withDesigns(15))
    expect((await detailsOf(upstream, 'KS102743')).customisation).toEqual(withDesigns(15))
    expect((await detailsOf(upstream, 'KS100048')).customisation).toBeUndefined()
  })

  it('is saved as a recipe the cart service checks by the shared rules', async () => {
    const upstream = createUpstream()
    const [size] = await sneakerSizes(upstream)
    const made = await mock(upstream, '/v1/recipes', {
      method: 'POST',
      body: { productId: size?.sku, text: '  Run   Fast ', threadColour: 'navy' },
    })
    expect(made.status).toBe(201)
    const recipe = (await made.json()) as { recipeId: string }
    expect(recipe).toMatchObject({ masterId: SNEAKER, text: 'Run Fast', threadColour: 'navy' })
    expect(recipe.recipeId).toMatch(/^R[0-9A-F]{16}$/)
    expect(await (await mock(upstream, `/v1/recipes/${recipe.recipeId}`)).json()).toMatchObject({
      text: 'Run Fast',
    })
    expect((await mock(upstream, '/v1/recipes/RNOSUCHRECIPE')).status).toBe(404)

    const refused = async (body: Record<string, unknown>) => {
      const response = await mock(upstream, '/v1/recipes', { method: 'POST', body })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const base = { productId: size?.sku, threadColour: 'gold' }
    for (const text of ['', 'Thirteen chars', 'Run <b>', 'sh1t happens']) {
      const answer = await refused({ ...base, text })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ errorDetails: [{ errorId: 'CUS400' }] })
    }
    expect((await refused({ ...base, text: 'Ok', threadColour: 'pink' })).body).toMatchObject({
      errorDetails: [{ errorId: 'CUS400', message: 'Unknown thread colour' }],
    })
    // A tee cannot be personalised.
    const tee = await refused({ productId: 'KS100048', text: 'Ok', threadColour: 'gold' })
    expect(tee.status).toBe(404)
    expect(tee.body).toMatchObject({ errorDetails: [{ errorId: 'CUS404' }] })
  })

  it('is a line of its own at the surcharge, made to order in a shipment of its own', async () => {
    const { upstream, env } = createTestShop()
    const [size, other] = await sneakerSizes(upstream)
    if (!size || !other) throw new Error('no sizes')
    const added = await addToBag(env, { productId: size.sku, ...personalised('  Ada ', 'gold') })
    expect(added.status).toBe(200)
    const cart = added.body.cart as Cart
    expect(cart.items).toHaveLength(1)
    const line = cart.items[0]
    expect(line).toMatchObject({
      productId: size.sku,
      custom: { text: 'Ada', thread: 'gold', surcharge: 15 },
      pickupStoreId: null,
      maxQty: 5,
      price: { amount: size.price + 15, rowTotal: size.price + 15 },
    })
    expect(line?.recipeId).toMatch(/^R/)
    // Made to order: its own shipment, free, and no home shipment to choose a method for.
    expect(cart.madeToOrder).toEqual({
      label: 'Made to order',
      deliveryTime: 'Ships in 10–14 days',
      price: 0,
    })
    expect(cart.shipment).toBeNull()
    expect(cart.totals).toMatchObject({ itemTotal: size.price + 15, shipping: 0 })

    // The same variant with another personalisation is another line; the same recipe again joins its line.
    const again = await addToBag(env, { productId: size.sku, ...personalised('Grace', 'navy') }, added.cookie)
    expect((again.body.cart as Cart).items.map((entry) => entry.custom?.text)).toEqual(['Ada', 'Grace'])
    const same = await addToBag(env, { productId: size.sku, recipeId: line?.recipeId }, again.cookie)
    expect((same.body.cart as Cart).items.map((entry) => entry.qty)).toEqual([2, 1])

    // A plain line goes in the home shipment, with its methods; the personalised lines stay made to order.
    const plain = await addToBag(env, { productId: other.sku }, same.cookie)
    const mixed = plain.body.cart as Cart
    expect(mixed.items.filter((entry) => !entry.bonus).map((entry) => entry.custom === null)).toEqual([
      false,
      false,
      true,
    ])
    expect(mixed.shipment?.method).toBe('standard')
    expect(mixed.shipment?.options.map((option) => option.code)).toEqual([
      'express',
      'pudo',
      'standard',
      'sts',
    ])
    expect(mixed.madeToOrder?.label).toBe('Made to order')
    // The home method applies to the plain line only; the order's total counts each line once.
    const express = await call(env, '/api/cart/shipping-method', { code: 'express' }, plain.cookie)
    const expressCart = express.body.cart as Cart
    expect(expressCart.totals.shipping).toBe(19.95)
    expect(expressCart.madeToOrder?.price).toBe(0)
    expect(expressCart.totals.itemTotal).toBeCloseTo(3 * (size.price + 15) + other.price, 2)

    // Five a line at most: each is stitched by hand.
    const tooMany = await call(env, '/api/cart/items/update', { itemId: line?.id, qty: 6 }, plain.cookie)
    expect(tooMany.body).toMatchObject({ errorDetails: [{ errorId: 'INV408' }] })
  })

  it('is refused with each field’s message, and never picked up, moved to a store or saved for later', async () => {
    const { upstream, env } = createTestShop()
    const [size] = await sneakerSizes(upstream)
    const bad = await addToBag(env, { productId: size?.sku, ...personalised('<script>', 'pink') })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errorDetails: [{ errorId: 'CUSTOM_INVALID', message: 'Please check your personalization.' }],
      placement: 'item',
      fields: {
        personalText: "Use only letters, numbers, spaces and . , ' & ! ? # -",
        threadColour: 'Choose a thread color.',
      },
    })
    const blocked = await addToBag(env, { productId: size?.sku, ...personalised('F.U.C.K') })
    expect(blocked.body).toMatchObject({
      fields: { personalText: 'We can’t stitch this text. Please choose another.' },
    })
    const long = await addToBag(env, { productId: size?.sku, ...personalised('Thirteen char') })
    expect(long.body).toMatchObject({ fields: { personalText: 'Use at most 12 characters.' } })

    // A tee is not personalisable; an unknown recipe is refused.
    const [tee] = await variantsInStock(upstream, 1, 1)
    const teeAdd = await addToBag(env, { productId: tee?.sku, ...personalised('Ada') })
    expect(teeAdd.body).toMatchObject({ errorDetails: [{ errorId: 'CUS404' }] })
    const unknown = await addToBag(env, { productId: size?.sku, recipeId: 'RNOSUCHRECIPE' })
    expect(unknown.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'CUS404',
          message: 'This personalization is no longer available. Please personalize the item again.',
        },
      ],
    })

    const recipesBefore = (
      await bindings.DB.prepare('SELECT COUNT(*) AS count FROM recipes').first<{ count: number }>()
    )?.count
    const pickup = await addToBag(env, { productId: size?.sku, storeId: '1001', ...personalised('Ada') })
    expect(pickup.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'CUS410',
          message:
            'Personalized items are made to order: they cannot be picked up in a store or saved for later.',
        },
      ],
    })
    // Refused before any recipe is saved.
    expect(
      (await bindings.DB.prepare('SELECT COUNT(*) AS count FROM recipes').first<{ count: number }>())?.count,
    ).toBe(recipesBefore)
    // The cart service refuses a made-to-order line with a store too.
    const recipe = (await (
      await mock(upstream, '/v1/recipes', {
        method: 'POST',
        body: { productId: size?.sku, text: 'Ada', threadColour: 'gold' },
      })
    ).json()) as { recipeId: string }
    const made = (await (
      await mock(upstream, '/v1/cart', { method: 'POST', body: { currency: 'USD' } })
    ).json()) as { basketId: string }
    const direct = await mock(upstream, '/v1/item', {
      method: 'POST',
      body: {
        cartId: made.basketId,
        productId: size?.sku,
        qty: 1,
        recipeId: recipe.recipeId,
        storeId: '1001',
      },
    })
    expect(direct.status).toBe(400)
    expect(await direct.json()).toMatchObject({ errorDetails: [{ errorId: 'CUS410' }] })

    const added = await addToBag(env, { productId: size?.sku, ...personalised('Ada') })
    const itemId = (added.body.cart as Cart).items[0]?.id
    const moved = await call(env, '/api/cart/items/update', { itemId, delivery: '1001' }, added.cookie)
    expect(moved.body).toMatchObject({ errorDetails: [{ errorId: 'CUS410' }] })
    const saved = await call(env, '/api/saved-for-later', { itemId }, added.cookie)
    expect(saved.body).toMatchObject({ errorDetails: [{ errorId: 'CUS410' }] })
    const cart = await readCart(env, added.cookie)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ pickupStoreId: null, custom: { text: 'Ada' } })
  })

  it('is kept with its recipe when the cart service loses the cart', async () => {
    const { upstream, env } = createTestShop()
    const [size] = await sneakerSizes(upstream)
    const added = await addToBag(env, { productId: size?.sku, ...personalised('Ada', 'red') })
    const before = (added.body.cart as Cart).items[0]
    // The cart service forgets the cart; the session's copy of its lines makes it again.
    await bindings.DB.prepare('DELETE FROM cart_items').run()
    await bindings.DB.prepare('DELETE FROM carts').run()
    const rebuilt = await readCart(env, added.cookie)
    expect(rebuilt.items).toEqual([
      expect.objectContaining({
        productId: size?.sku,
        recipeId: before?.recipeId,
        custom: { text: 'Ada', thread: 'red', surcharge: 15 },
      }),
    ])
  })

  it('goes into the order made to order, and takes its blank from the stock', async () => {
    const { upstream, env } = createTestShop()
    const [size] = await sneakerSizes(upstream)
    if (!size) throw new Error('no size')
    const stock = await onlineStock(size.sku)
    const added = await addToBag(env, { productId: size.sku, qty: 2, ...personalised('Ada', 'gold') })
    const cookie = added.cookie
    // A bag of personalised items alone still ships: the shipping step asks for the address, with no method.
    const step = await (await request('/en-us/checkout', { env, headers: { cookie } })).text()
    expect(step).not.toMatch(/<legend>Your contact details<\/legend>/)
    expect(step).toMatch(/<legend>Shipping address<\/legend>/)
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.items).toEqual([
      expect.objectContaining({
        qty: 2,
        custom: { text: 'Ada', thread: 'gold' },
        rowTotal: 2 * (size.price + 15),
      }),
    ])
    expect(order.shipment).toBeNull()
    expect(order.madeToOrder).toEqual({ label: 'Made to order', deliveryTime: 'Ships in 10–14 days' })
    expect(order.totals.shipping).toBe(0)
    expect(await onlineStock(size.sku)).toBe((stock ?? 0) - 2)
  })

  it('is added from the product page’s plain form, and a refusal is that page with what was typed', async () => {
    const { upstream, env } = createTestShop()
    const [size] = await sneakerSizes(upstream)
    if (!size) throw new Error('no size')
    const product = await (await request(`${SNEAKER_PAGE}?colour=${size.colourCode}`, { env })).text()
    expect(product).toMatch(/<input[^>]*type="checkbox"[^>]*name="personalise"/)
    expect(product).toContain('Personalize it (+$15.00)')
    expect(product).toContain(
      'Personalized items are made just for you, so they cannot be returned or exchanged.',
    )
    expect(/<input[^>]*name="personalText"[^>]*>/.exec(product)?.[0]).toContain('maxLength="12"')

    const form = (values: Record<string, string>, cookie = '') =>
      productForm(
        env,
        SNEAKER_PAGE,
        { styleCode: SNEAKER, colour: size.colourCode, size: size.size, qty: '1', ...values },
        cookie,
      )
    // Refused: the product page at its own address, the size and the personalisation as typed.
    const refused = await form({ personalise: '1', personalText: 'Ada & <Bo>', threadColour: 'gold' })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const again = await refused.text()
    expect(again).toMatch(
      new RegExp(
        `<input[^>]*checked=""[^>]*value="${size.size}"|<input[^>]*value="${size.size}"[^>]*checked=""`,
      ),
    )
    expect(again).toContain('Please check your personalization.')
    const text = /<input[^>]*name="personalText"[^>]*>/.exec(again)?.[0]
    expect(text).toContain('value="Ada &amp; &lt;Bo&gt;"')
    expect(text).toContain('aria-invalid="true"')
    expect(again).toContain('Use only letters, numbers, spaces and . , &#x27; &amp; ! ? # -')
    expect(again).toMatch(/<input[^>]*name="personalise"[^>]*checked=""/)

    // Without the checkbox, the fields a plain form always posts are ignored: a plain pair of sneakers.
    const plain = await form({ personalText: '', threadColour: 'white' }, cookieOf(refused))
    expect(plain.headers.get('location')).toContain('cart=added')
    const added = await form(
      { personalise: '1', personalText: 'Ada', threadColour: 'gold' },
      cookieOf(plain, cookieOf(refused)),
    )
    expect(added.headers.get('location')).toBe(
      `${SNEAKER_PAGE}?colour=${size.colourCode}&size=${size.size}&cart=added#buy-${SNEAKER}-notice`,
    )
    const cookie = cookieOf(added, cookieOf(plain, cookieOf(refused)))
    const cart = await readCart(env, cookie)
    expect(cart.items.filter((line) => !line.bonus).map((line) => line.custom?.text ?? null)).toEqual([
      null,
      'Ada',
    ])

    const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    const bag = page.slice(page.indexOf('<div class="bag"'), page.indexOf('class="bag-page__saved"'))
    expect(bag).toContain('Made for you')
    // Its name leads back to its product page with its recipe, which starts the option with it.
    const recipeId = cart.items.find((line) => line.custom)?.recipeId
    expect(bag).toContain(
      `href="${SNEAKER_PAGE}?colour=${size.colourCode}&amp;size=${size.size}&amp;recipe=${recipeId}"`,
    )
    expect(bag).toContain('“Ada” in Gold thread')
    expect(bag).toContain('Made to order: Ships in 10–14 days')
    // The home delivery method is the sneakers' without personalisation; the personalised pair goes on its own.
    expect(bag).toContain(
      'The delivery method is for your other items: personalized items travel in a parcel of their own (Made to order, Ships in 10–14 days).',
    )
    expect(bag).toContain(
      'Personalized items are made just for you, so they cannot be returned or exchanged.',
    )
  })

  it('starts from a saved recipe on a customised product URL, and ignores one that is not this product’s', async () => {
    const { upstream, env } = createTestShop()
    const [size] = await sneakerSizes(upstream)
    const made = await mock(upstream, '/v1/recipes', {
      method: 'POST',
      body: { productId: size?.sku, text: 'Grace', threadColour: 'silver' },
    })
    const { recipeId } = (await made.json()) as { recipeId: string }
    const page = await (await request(`${SNEAKER_PAGE}?recipe=${recipeId}`, { env })).text()
    expect(page).toContain('“Grace” in Silver thread')
    expect(/<input[^>]*name="personalText"[^>]*>/.exec(page)?.[0]).toContain('value="Grace"')
    expect(page).toMatch(/<input[^>]*name="personalise"[^>]*checked=""/)
    expect(
      /<input[^>]*name="threadColour" value="silver"[^>]*>|<input[^>]*value="silver"[^>]*>/.exec(page)?.[0],
    ).toContain('checked=""')
    // Another product's recipe, an unknown one, or a malformed one leaves the option as it is.
    for (const recipe of [recipeId, 'RNOSUCHRECIPE', '%3Cscript%3E']) {
      const style = recipe === recipeId ? 'KS100342' : SNEAKER
      const url = style === SNEAKER ? SNEAKER_PAGE : '/en-us/p/cascade-rain-jacket-KS100342'
      const other = await (await request(`${url}?recipe=${recipe}`, { env })).text()
      expect(other).not.toContain('Customized design')
      expect(other).not.toMatch(/<input[^>]*name="personalise"[^>]*checked=""/)
    }
  })
})
