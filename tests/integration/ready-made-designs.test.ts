import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import { cookieOf } from './browser'
import { addToBag, productDetails, productForm, readCart } from './cart-helpers'
import type { Upstream } from './harness'
import { bindings, callMockApi, clearUpstreamCache, createTestShop, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

/** A personalisable style (Meadow Court Sneaker), its product page and its two ready-made designs. */
const SNEAKER = 'KS101833'
const SNEAKER_PAGE = `/en-us/p/meadow-court-sneaker-${SNEAKER}`
const ACE = 'KST-MDW-ACE'

interface WireDetails {
  customisation?: { surcharge: number; designs: { code: string; text: string; threadColour: string }[] }
  variants: { sku: string; colourCode: string; size: string; stock: number; price: { current: number } }[]
}

/** A size of the sneaker in stock for at least three, with its price in USD. */
async function sneakerSize(upstream: Upstream) {
  const details = await productDetails<WireDetails>(upstream, SNEAKER)
  const variant = details.variants.find((entry) => entry.stock >= 3)
  if (!variant) throw new Error('no sneaker size in stock')
  return { ...variant, price: variant.price.current }
}

/** The bodies the storefront sent to a cart service path. */
const sentTo = (upstream: Upstream, path: string) =>
  Promise.all(
    upstream.calls
      .filter((call) => call.method === 'POST' && new URL(call.url).pathname === path)
      .map(async (call) => (await call.clone().json()) as Record<string, unknown>),
  )

/** The part of a product page that holds one design's form. */
const designItem = (page: string, code: string) => {
  const start = page.indexOf(`<li id="design-${code}"`)
  return start < 0 ? '' : page.slice(start, page.indexOf('</li>', start))
}

describe('ready-made designs', () => {
  it('are answered with the product details of a personalisable style, and a tee has none', async () => {
    const upstream = createUpstream()
    expect((await productDetails<WireDetails>(upstream, SNEAKER)).customisation).toEqual({
      surcharge: 15,
      designs: [
        { code: 'KST-MDW-ACE', text: 'ACE', threadColour: 'navy' },
        { code: 'KST-MDW-COURT', text: 'COURT 76', threadColour: 'gold' },
      ],
    })
    expect((await productDetails<WireDetails>(upstream, 'KS102743')).customisation?.designs).toEqual([
      { code: 'KST-CAP-SUMMIT', text: 'SUMMIT', threadColour: 'gold' },
      { code: 'KST-CAP-TRAIL', text: 'TRAIL CREW', threadColour: 'white' },
    ])
    expect((await productDetails<WireDetails>(upstream, 'KS100048')).customisation).toBeUndefined()
  })

  it('are added by their code, as a personalised line at the surcharge that the same design joins', async () => {
    const { upstream, env } = createTestShop()
    const size = await sneakerSize(upstream)
    const added = await addToBag(env, { productId: size.sku, design: ' kst-mdw-ace ' })
    expect(added.status).toBe(200)
    // The first add makes the cart with the item, the code in the add's payload.
    expect(await sentTo(upstream, '/api/cart/v1/cartWithItem')).toEqual([
      expect.objectContaining({ productId: size.sku, qty: 1, precreatedCustomsCode: ACE }),
    ])
    const cart = added.body.cart as Cart
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: size.sku,
        recipeId: 'D-MDW-ACE',
        custom: { text: 'ACE', thread: 'navy', surcharge: 15 },
        maxQty: 5,
        price: expect.objectContaining({ amount: size.price + 15, rowTotal: size.price + 15 }),
      }),
    ])
    expect(cart.madeToOrder).toMatchObject({ label: 'Made to order' })

    // The same design again joins its line; another design is a line of its own.
    const again = await addToBag(env, { productId: size.sku, design: ACE }, added.cookie)
    expect(await sentTo(upstream, '/api/cart/v1/item')).toEqual([
      expect.objectContaining({ productId: size.sku, precreatedCustomsCode: ACE }),
    ])
    expect((again.body.cart as Cart).items.map((line) => [line.custom?.text, line.qty])).toEqual([['ACE', 2]])
    const court = await addToBag(env, { productId: size.sku, design: 'KST-MDW-COURT' }, again.cookie)
    expect((court.body.cart as Cart).items.map((line) => [line.custom?.text, line.qty])).toEqual([
      ['ACE', 2],
      ['COURT 76', 1],
    ])
  })

  it('refuses a code the product has no design for, and one of another style, as not found', async () => {
    const { upstream, env } = createTestShop()
    const size = await sneakerSize(upstream)
    for (const design of ['KST-MDW-NOPE', 'KST-CAP-SUMMIT', 'not a <code>']) {
      const refused = await addToBag(env, { productId: size.sku, design })
      expect(refused.status, design).toBe(404)
      expect(refused.body, design).toMatchObject({
        errorDetails: [
          {
            errorId: 'CUS404',
            message: 'This design is not available for this product. Please choose another.',
          },
        ],
      })
    }
    // The cart service says the same when asked directly.
    const direct = await callMockApi(upstream, '/api/cart/v1/cartWithItem?currency=USD', {
      method: 'POST',
      body: JSON.stringify({ productId: size.sku, qty: 1, precreatedCustomsCode: 'KST-CAP-SUMMIT' }),
    })
    expect(direct.status).toBe(404)
    expect(await direct.json()).toMatchObject({ errorDetails: [{ errorId: 'CUS404' }] })
  })

  it('is never picked up in a store, and is not asked for with a personalisation of the shopper’s own', async () => {
    const { upstream, env } = createTestShop()
    const size = await sneakerSize(upstream)
    const pickup = await addToBag(env, { productId: size.sku, design: ACE, storeId: '1001' })
    expect(pickup.status).toBe(422)
    expect(pickup.body).toMatchObject({ errorDetails: [{ errorId: 'CUS410' }] })
    const direct = await callMockApi(upstream, '/api/cart/v1/cartWithItem?currency=USD', {
      method: 'POST',
      body: JSON.stringify({ productId: size.sku, qty: 1, precreatedCustomsCode: ACE, storeId: '1001' }),
    })
    expect(await direct.json()).toMatchObject({ errorDetails: [{ errorId: 'CUS410' }] })

    const both = [
      { recipeId: 'D-MDW-COURT' },
      { personalise: true, personalText: 'Ada', threadColour: 'gold' },
    ]
    for (const own of both) {
      const refused = await addToBag(env, { productId: size.sku, design: ACE, ...own })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        errorDetails: [
          {
            errorId: 'CUSTOM_DESIGN_CONFLICT',
            message: 'Choose one of our designs or your own text, not both.',
          },
        ],
      })
    }
    const twice = await callMockApi(upstream, '/api/cart/v1/cartWithItem?currency=USD', {
      method: 'POST',
      body: JSON.stringify({
        productId: size.sku,
        qty: 1,
        precreatedCustomsCode: ACE,
        recipeId: 'D-MDW-ACE',
      }),
    })
    expect(twice.status).toBe(400)
    expect(await twice.json()).toMatchObject({
      errorDetails: [
        {
          errorId: 'API400',
          message: 'An item is made to a recipeId or to a precreatedCustomsCode, not both',
        },
      ],
    })
    // Nothing was added by any of them.
    expect(await sentTo(upstream, '/api/cart/v1/item')).toEqual([])
  })

  it('is kept when the cart service loses the cart', async () => {
    const { upstream, env } = createTestShop()
    const size = await sneakerSize(upstream)
    const added = await addToBag(env, { productId: size.sku, design: ACE })
    expect(added.status).toBe(200)
    await bindings.DB.prepare('DELETE FROM cart_items').run()
    await bindings.DB.prepare('DELETE FROM carts').run()
    const rebuilt = await readCart(env, added.cookie)
    expect(rebuilt.items).toEqual([
      expect.objectContaining({
        productId: size.sku,
        recipeId: 'D-MDW-ACE',
        custom: { text: 'ACE', thread: 'navy', surcharge: 15 },
      }),
    ])
  })

  it('is offered on the product page as a plain form each, added with it, and refused at that form', async () => {
    const { upstream, env } = createTestShop()
    const size = await sneakerSize(upstream)
    const page = await (await request(`${SNEAKER_PAGE}?colour=${size.colourCode}`, { env })).text()
    expect(page).toContain('Or choose one of our designs (+$15.00)')
    const ace = designItem(page, ACE)
    const formTag = /<form[^>]*>/.exec(ace)?.[0]
    expect(formTag).toContain(`action="${SNEAKER_PAGE}"`)
    expect(formTag).toContain('method="post"')
    expect(ace).toContain('“ACE” in Navy thread')
    expect(ace).toContain('<input type="hidden" name="design" value="KST-MDW-ACE"/>')
    expect(ace).toMatch(/<select id="design-KST-MDW-ACE-size" name="size"/)
    expect(ace).toContain('>Add “ACE” to bag</button>')
    expect(designItem(page, 'KST-MDW-COURT')).toContain('>Add “COURT 76” to bag</button>')

    const form = (fields: Record<string, string>, cookie = '') =>
      productForm(
        env,
        SNEAKER_PAGE,
        { styleCode: SNEAKER, colour: size.colourCode, qty: '1', size: size.size, ...fields },
        cookie,
      )
    const added = await form({ design: ACE })
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(
      `${SNEAKER_PAGE}?colour=${size.colourCode}&size=${size.size}&cart=added&design=${ACE}#design-${ACE}`,
    )
    const cookie = cookieOf(added)
    expect((await readCart(env, cookie)).items).toEqual([
      expect.objectContaining({
        productId: size.sku,
        custom: { text: 'ACE', thread: 'navy', surcharge: 15 },
      }),
    ])
    const back = await (
      await request(`${SNEAKER_PAGE}?colour=${size.colourCode}&size=${size.size}&cart=added&design=${ACE}`, {
        env,
        headers: { cookie },
      })
    ).text()
    expect(designItem(back, ACE)).toContain('role="status">Added to your bag.</p>')
    expect(designItem(back, 'KST-MDW-COURT')).not.toContain('Added to your bag.')

    // A size sold out since the page was drawn: the page again, the message and focus at that design's form.
    await bindings.DB.prepare('UPDATE variants SET online_stock = 0 WHERE sku = ?').bind(size.sku).run()
    const soldOut = await form({ design: 'KST-MDW-COURT' }, cookie)
    expect(soldOut.status).toBe(422)
    expect(soldOut.headers.get('location')).toBeNull()
    const refusedPage = await soldOut.text()
    const court = designItem(refusedPage, 'KST-MDW-COURT')
    expect(court).toContain('role="alert">Sorry, this item is out of stock.</p>')
    expect(court).toMatch(/<select[^>]*autofocus=""[^>]*aria-invalid="true"/)
    expect(designItem(refusedPage, ACE)).not.toContain('out of stock')
    // Once the catalogue's copy is read again, the form offers the sold-out size no more.
    await clearUpstreamCache()
    const later = await (await request(`${SNEAKER_PAGE}?colour=${size.colourCode}`, { env })).text()
    expect(designItem(later, 'KST-MDW-COURT')).toMatch(
      new RegExp(`<option value="${size.size}" disabled="">${size.size} \\(sold out\\)</option>`),
    )

    // A design the product does not offer has no form: its refusal is the buy box's.
    const unknown = await form({ design: 'KST-MDW-GONE' }, cookie)
    expect(unknown.status).toBe(404)
    const unknownPage = await unknown.text()
    expect(unknownPage).toContain('This design is not available for this product. Please choose another.')
    expect(designItem(unknownPage, ACE)).not.toContain('not available')
    expect((await readCart(env, cookie)).items).toHaveLength(1)
  })
})
