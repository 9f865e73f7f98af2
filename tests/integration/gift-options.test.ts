import { beforeEach, describe, expect, it } from 'vitest'
import { type Cart, CartResponseSchema } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { expectToContainAll } from '../fixtures/expect-text'
import { jsonPost } from './browser'
import { bagForm, placeByCard, shopperWithStyle } from './cart-helpers'
import { clearUpstreamCache, createTestShop, request, type TestEnv, type Upstream } from './harness'

beforeEach(clearUpstreamCache)

/** A shopper with one line of a seeded product in stock in a US bag: their cookie and the line's id. */
async function shopperWithLine(env: TestEnv, upstream: Upstream) {
  const { cookie, cart } = await shopperWithStyle(env, upstream, 'KS100020', 3)
  return { cookie, itemId: cart.items[0]?.id as string }
}

const update = async (env: TestEnv, body: Record<string, unknown>, cookie: string) => {
  const response = await request('/api/cart/items/update', { env, ...jsonPost(body, cookie) })
  return {
    status: response.status,
    body: (await response.json()) as { cart?: Cart; fields?: Record<string, string> } & Record<
      string,
      unknown
    >,
  }
}

const cartOf = async (env: TestEnv, cookie: string) => {
  const response = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
  return CartResponseSchema.parse(await response.json()).cart as Cart
}

const formTo = (env: TestEnv, body: Record<string, string>, cookie: string) =>
  bagForm(env, 'updateLine', body, cookie)

const GIFT = { giftTo: 'Sam', giftEmail: 'sam@example.com', giftMessage: 'Happy trails' }

describe('a bag line’s gift message', () => {
  it('is set from a script, cleaned, kept by the cart, and shown in the checkout’s summary', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, itemId } = await shopperWithLine(env, upstream)

    const set = await update(
      env,
      {
        itemId,
        giftTo: '  Sam  ',
        giftEmail: ' sam@example.com ',
        giftMessage: 'Happy trails\r\nLove, Alex ',
      },
      cookie,
    )
    expect(set.status).toBe(200)
    const gift = { to: 'Sam', email: 'sam@example.com', message: 'Happy trails\nLove, Alex' }
    expect(set.body.cart?.items[0]).toMatchObject({ qty: 1, gift })
    expect((await cartOf(env, cookie)).items[0]?.gift).toEqual(gift)

    const withoutEmail = await update(env, { itemId, giftTo: 'Sam', giftMessage: '' }, cookie)
    expect(withoutEmail.body.cart?.items[0]?.gift).toEqual({ to: 'Sam', email: '', message: '' })

    const checkout = await (await request('/en-us/checkout', { env, headers: { cookie } })).text()
    expect(checkout).toContain('Gift message to Sam')
  })

  it('is refused by field, naming the field: a bad email, over 240 characters, no name, a control character', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, itemId } = await shopperWithLine(env, upstream)
    expect((await update(env, { itemId, ...GIFT }, cookie)).status).toBe(200)

    for (const [change, fields] of [
      [{ giftEmail: 'sam@example' }, { giftEmail: 'Enter an email address like name@example.com.' }],
      [{ giftMessage: 'x'.repeat(241) }, { giftMessage: 'Use 240 characters or fewer.' }],
      [{ giftTo: 'x'.repeat(61) }, { giftTo: 'Use 60 characters or fewer.' }],
      [{ giftTo: '   ' }, { giftTo: 'Enter who the gift is for.' }],
      [{ giftTo: 'Sam\tSmith' }, { giftTo: 'Remove tabs and other hidden characters.' }],
      [{ giftMessage: 'Happy\u0007 trails' }, { giftMessage: 'Remove tabs and other hidden characters.' }],
      [
        { giftTo: '', giftEmail: 'nope' },
        { giftTo: 'Enter who the gift is for.', giftEmail: 'Enter an email address like name@example.com.' },
      ],
    ] as const) {
      const refused = await update(env, { itemId, ...GIFT, ...change }, cookie)
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(refused.body, JSON.stringify(change)).toMatchObject({
        errorDetails: [{ errorId: 'GIFT_INVALID', message: 'Please check the gift message.' }],
        placement: 'item',
      })
      expect(refused.body.fields, JSON.stringify(change)).toEqual(fields)
    }
    // A message of exactly 240 characters, line breaks counted once, is taken.
    const longest = `${'x'.repeat(119)}\r\n${'y'.repeat(120)}`
    const taken = await update(env, { itemId, ...GIFT, giftMessage: longest }, cookie)
    expect(taken.status).toBe(200)
    expect(taken.body.cart?.items[0]?.gift?.message).toHaveLength(240)
  })

  it('is removed, and a removal wins over the fields posted with it', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, itemId } = await shopperWithLine(env, upstream)
    await update(env, { itemId, ...GIFT }, cookie)

    const removed = await update(env, { itemId, gift: 'remove', ...GIFT }, cookie)
    expect(removed.status).toBe(200)
    expect(removed.body.cart?.items[0]?.gift).toBeNull()
    expect((await cartOf(env, cookie)).items[0]?.gift).toBeNull()
    expect((await update(env, { itemId, gift: 'clear' }, cookie)).status).toBe(400)
  })

  it('is saved and removed from plain forms, back on the bag with the notice and the message', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, itemId } = await shopperWithLine(env, upstream)

    const saved = await formTo(env, { itemId, ...GIFT }, cookie)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(`/en-us/cart?item=${itemId}&cart=gift`)
    const bag = await (
      await request(`/en-us/cart?item=${itemId}&cart=gift`, { env, headers: { cookie } })
    ).text()
    expectToContainAll(bag, [
      'Gift message saved.',
      'Gift message to Sam',
      'Happy trails',
      'Edit gift message',
    ])

    const removed = await formTo(env, { itemId, gift: 'remove', ...GIFT }, cookie)
    expect(removed.headers.get('location')).toBe(`/en-us/cart?item=${itemId}&cart=giftRemoved`)
    const after = await (
      await request(`/en-us/cart?item=${itemId}&cart=giftRemoved`, { env, headers: { cookie } })
    ).text()
    expect(after).toContain('Gift message removed.')
    expect(after).not.toContain('Gift message to Sam')
    expect(after).toContain('Add a gift message')
  })

  it('refused from a plain form, is the bag again at its address, as it was typed, with each field’s error', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, itemId } = await shopperWithLine(env, upstream)

    const refused = await formTo(
      env,
      { itemId, giftTo: '', giftEmail: 'sam@', giftMessage: 'Happy trails & "more"' },
      cookie,
    )
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    expect(refused.headers.get('content-type')).toContain('text/html')
    const bag = await refused.text()
    expect((await cartOf(env, cookie)).items[0]?.gift).toBeNull()

    expect(bag).toContain('Please check the gift message.')
    expect(bag).toMatch(/<details class="gift-option-form" open="">/)
    const to = /<input[^>]*name="giftTo"[^>]*>/.exec(bag)?.[0]
    expect(to).toContain('autofocus=""')
    expect(to).toContain('aria-invalid="true"')
    expect(bag).toContain('Enter who the gift is for.')
    expect(bag).toMatch(/<input[^>]*name="giftEmail"[^>]*value="sam@"/)
    expect(bag).toContain('Enter an email address like name@example.com.')
    expect(bag).toMatch(
      /<textarea[^>]*name="giftMessage"[^>]*>Happy trails &amp; &quot;more&quot;<\/textarea>/,
    )

    // Put right, the same form saves, and the typed values leave the bag's address.
    const saved = await formTo(env, { itemId, ...GIFT }, cookie)
    expect(saved.headers.get('location')).toBe(`/en-us/cart?item=${itemId}&cart=gift`)
  })

  it('goes with the line into the order, and the confirmation says whom it is to', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, itemId } = await shopperWithLine(env, upstream)
    await update(env, { itemId, ...GIFT }, cookie)
    expect((await request('/api/checkout/shipping', { env, ...jsonPost(US_ADDRESS, cookie) })).status).toBe(
      200,
    )
    expect(
      (await request('/api/checkout/billing', { env, ...jsonPost({ sameAsShipping: true }, cookie) })).status,
    ).toBe(200)
    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.items[0]?.giftTo).toBe('Sam')
    const confirmation = await (
      await request('/en-us/order-confirmation', { env, headers: { cookie } })
    ).text()
    expect(confirmation).toContain('Gift message to Sam')
  })
})
