import { beforeEach, describe, expect, it } from 'vitest'
import type { BagFormIntent } from '../../shared/bag/bag-forms'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { postJson, uniqueAddress } from './account-helpers'
import { jsonPost } from './browser'
import {
  bagForm,
  call,
  placeByCard,
  readCart,
  shopperWith,
  shownTotals,
  variantsInStock,
} from './cart-helpers'
import { clearUpstreamCache, createTestShop, request, type TestEnv, type Upstream } from './harness'

beforeEach(clearUpstreamCache)

/** The demo gift card as a shopper types it, with the spaces it is printed with. */
const CARD = { number: '6006 4912 3456 7890', pin: TEST_CARDS.giftCardPin }
/** The card with a PIN that is not its own, one for each try. */
const wrongPin = (attempt: number) => ({ ...CARD, pin: `${9000 + attempt}` })
const BALANCE = '/api/cart/gift-cards/balance'

/** A US shopper with one line in the bag. */
async function shopper(env: TestEnv, upstream: Upstream) {
  const [variant] = await variantsInStock(upstream, 3, 1)
  return shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
}

/** A bag form that succeeds without JavaScript: where it goes back to. */
async function formCall(env: TestEnv, intent: BagFormIntent, fields: Record<string, string>, cookie: string) {
  const response = await bagForm(env, intent, fields, cookie)
  expect(response.status).toBe(303)
  return response.headers.get('location') ?? ''
}

/** A code tried by script from the shopper's address (the edge's `CF-Connecting-IP`). */
async function tryCode(env: TestEnv, path: string, body: unknown, from: { cookie: string; address: string }) {
  const init = jsonPost(body, from.cookie)
  const response = await request(path, {
    env,
    ...init,
    headers: { ...init.headers, 'cf-connecting-ip': from.address },
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { cart?: Cart } & Record<string, unknown>,
  }
}

const bagPage = async (env: TestEnv, location: string, cookie: string) =>
  (await request(location, { env, headers: { cookie } })).text()

const PLACE_ORDER = '/api/checkout/orders'

describe('gift cards in the bag', () => {
  it('checks a typed card’s balance and applies it to pay first, naming it only by its last four digits', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, cart } = await shopper(env, upstream)
    const balance = await call(env, BALANCE, CARD, cookie)
    expect(balance.status).toBe(200)
    expect(balance.body).toEqual({ balance: { amount: 25, currency: 'USD' } })

    const applied = await call(env, '/api/cart/gift-cards', CARD, cookie)
    expect(applied.status).toBe(200)
    const paid = applied.body.cart as Cart
    const pays = Math.min(25, cart.totals.total)
    expect(paid.payments).toEqual([
      expect.objectContaining({ method: 'GIFT_CARD', label: '•••• 7890', amount: pays }),
    ])
    expect(paid.totals.remainingToPay).toBeCloseTo(paid.totals.total - pays, 2)
    expect(JSON.stringify(applied.body)).not.toContain(TEST_CARDS.giftCard)
    // The card stays on the cart when it is read again, and the checkout's payment step sees it.
    expect((await readCart(env, cookie)).payments).toHaveLength(1)

    const removed = await call(
      env,
      '/api/cart/gift-cards/remove',
      { id: paid.payments[0]?.id as string },
      cookie,
    )
    expect(removed.status).toBe(200)
    expect((removed.body.cart as Cart).payments).toEqual([])
  })

  it('refuses a malformed entry field by field before asking anyone, and the cart service’s refusals at the gift card', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    const malformed = await call(env, '/api/cart/gift-cards', { number: '6006 49', pin: '12' }, cookie)
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({
      errorDetails: [{ errorId: 'GIFT_CARD_INVALID' }],
      placement: 'giftCard',
      fields: {
        number: 'Enter the card number: 12 to 19 digits.',
        pin: 'The PIN is 4 to 8 digits.',
      },
    })
    const missing = await call(env, '/api/cart/gift-cards', { number: '', pin: '' }, cookie)
    expect(missing.body).toMatchObject({
      fields: { number: 'Enter a gift card number.', pin: 'Enter the PIN.' },
    })

    const wrongPin = await call(env, '/api/cart/gift-cards', { ...CARD, pin: '9999' }, cookie)
    expect(wrongPin.status).toBe(400)
    expect(wrongPin.body).toMatchObject({ errorDetails: [{ errorId: 'GFC800' }], placement: 'giftCard' })
    const empty = await call(
      env,
      '/api/cart/gift-cards',
      { number: TEST_CARDS.emptyGiftCard, pin: TEST_CARDS.giftCardPin },
      cookie,
    )
    expect(empty.body).toMatchObject({ errorDetails: [{ errorId: 'GFC740' }], placement: 'giftCard' })
    expect((await call(env, '/api/cart/gift-cards', CARD, cookie)).status).toBe(200)
    const again = await call(env, '/api/cart/gift-cards', CARD, cookie)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ errorDetails: [{ errorId: 'GFC755' }], placement: 'giftCard' })
  })

  it('limits how often one shopper may try cards: the eleventh try in a minute waits', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    // Every try comes from the shopper's address, as the edge says it does: 11 of the address's 30.
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      const tried = await tryCode(env, BALANCE, wrongPin(attempt), { cookie, address })
      expect(tried.body).toMatchObject({ errorDetails: [{ errorId: 'GFC800' }] })
    }
    const answer = await postJson(env, BALANCE, CARD, { cookie, address })
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).toBe('60')
    expect(answer.body).toMatchObject({
      errorDetails: [{ errorId: 'GIFT_CARD_THROTTLED' }],
      placement: 'giftCard',
    })
    // The checkout's gift card fields count against the same limit.
    const card = await upstream.payments.encryptGiftCard()
    const framed = await tryCode(
      env,
      '/api/checkout/gift-cards/balance',
      { ...card.paymentMethod, lastFour: card.lastFour },
      { cookie, address },
    )
    expect(framed.status).toBe(429)
    // Another shopper is not held back, though they share the address.
    const other = await shopper(env, upstream)
    expect((await tryCode(env, BALANCE, CARD, { cookie: other.cookie, address })).status).toBe(200)
  })

  it('limits the tries of one address: the 31st waits though none of its four shoppers tried ten times', async () => {
    const { upstream, env } = createTestShop()
    const address = uniqueAddress()
    const shoppers = [
      await shopper(env, upstream),
      await shopper(env, upstream),
      await shopper(env, upstream),
      await shopper(env, upstream),
    ]
    const tries = [8, 8, 8, 6]
    for (const [index, { cookie }] of shoppers.entries())
      for (let attempt = 0; attempt < (tries[index] as number); attempt++) {
        const tried = await tryCode(env, BALANCE, wrongPin(attempt), { cookie, address })
        expect(tried.body).toMatchObject({ errorDetails: [{ errorId: 'GFC800' }] })
      }
    // The fourth shopper's seventh try, the address's 31st.
    const refused = await tryCode(env, BALANCE, CARD, {
      cookie: shoppers[3]?.cookie as string,
      address,
    })
    expect(refused.status).toBe(429)
    expect(refused.retryAfter).toBe('60')
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'GIFT_CARD_THROTTLED' }],
      placement: 'giftCard',
    })
    // Elsewhere, the same shopper's try goes through.
    const elsewhere = await tryCode(env, BALANCE, CARD, {
      cookie: shoppers[3]?.cookie as string,
      address: uniqueAddress(),
    })
    expect(elsewhere.status).toBe(200)
  })

  it('works without JavaScript: the balance, the card applied and a refusal answered at the bag, never the number or PIN', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    const checked = await formCall(env, 'checkGiftCard', CARD, cookie)
    const query = new URL(checked, 'http://localhost').searchParams
    expect([query.get('cart'), query.get('balance')]).toEqual(['giftCardBalance', '25'])
    expect(await bagPage(env, checked, cookie)).toContain('This card holds $25.00.')

    // Refused: the bag at its own address, the refusal at the form, the form empty again.
    const refused = await bagForm(env, 'applyGiftCard', { ...CARD, pin: '4321' }, cookie)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    const refusedPage = await refused.text()
    expect(refusedPage).toMatch(/<details class="bag__gift-card" open="">/)
    expect(refusedPage).toContain('Check the gift card number and PIN.')
    expect(refusedPage).not.toContain('value="6006')
    expect(refusedPage).not.toContain(`value="${TEST_CARDS.giftCardPin}"`)

    const applied = await formCall(env, 'applyGiftCard', CARD, cookie)
    expect(applied).toBe('/en-us/cart?cart=giftCard')
    const page = await bagPage(env, applied, cookie)
    expect(page).toContain('Your gift card has been applied.')
    expect(page).toMatch(/Gift card •••• 7890 pays \$\d+\.\d\d/)
    expect(page).toMatch(/Left to pay: \$\d+\.\d\d/)
    for (const location of [checked, applied]) {
      expect(location).not.toContain('6006')
      expect(location).not.toContain(TEST_CARDS.giftCardPin)
    }
    expect(page).not.toContain('value="6006')

    const id = (await readCart(env, cookie)).payments[0]?.id as string
    expect(await formCall(env, 'removeGiftCard', { id }, cookie)).toBe('/en-us/cart?cart=giftCardRemoved')
    expect((await readCart(env, cookie)).payments).toEqual([])
  })

  it('charges a card applied in the bag when the order is placed, and only then', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopper(env, upstream)
    expect((await call(env, '/api/cart/gift-cards', CARD, cookie)).status).toBe(200)
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const before = await call(env, BALANCE, CARD, cookie)
    expect(before.body).toEqual({ balance: { amount: 25, currency: 'USD' } })
    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.giftCards).toEqual([{ label: '•••• 7890', amount: 25 }])
    // Spent: the next shopper to try the card finds nothing on it.
    const next = await shopper(env, upstream)
    const after = await call(env, '/api/cart/gift-cards', CARD, next.cookie)
    expect(after.body).toMatchObject({ errorDetails: [{ errorId: 'GFC740' }] })
  })
  it('lets a card worth more than the bag pay the total only, following the total down when a line goes', async () => {
    const { upstream, env } = createTestShop()
    const [first, second] = await variantsInStock(upstream, 3, 2)
    const { cookie, cart: before } = await shopperWith(env, [
      { sku: first?.sku as string, qty: 1 },
      { sku: second?.sku as string, qty: 1 },
    ])
    const large = { number: TEST_CARDS.largeGiftCard, pin: TEST_CARDS.giftCardPin }
    expect((await call(env, BALANCE, large, cookie)).body).toEqual({
      balance: { amount: 500, currency: 'USD' },
    })
    expect(before.totals.total).toBeLessThan(500)

    const applied = (await call(env, '/api/cart/gift-cards', large, cookie)).body.cart as Cart
    expect(applied.payments).toEqual([
      expect.objectContaining({ method: 'GIFT_CARD', label: '•••• 0000', amount: applied.totals.total }),
    ])
    expect(applied.totals.total).toBe(before.totals.total)
    expect(applied.totals.remainingToPay).toBe(0)

    // One line fewer: the card pays the new, smaller total, and still nothing is left to pay.
    const line = applied.items.find((item) => item.productId === second?.sku)
    const removed = await call(env, '/api/cart/items/remove', { itemId: line?.id as string }, cookie)
    expect(removed.status).toBe(200)
    const smaller = removed.body.cart as Cart
    expect(smaller.totals.total).toBeLessThan(applied.totals.total)
    expect(smaller.payments).toEqual([
      expect.objectContaining({ method: 'GIFT_CARD', amount: smaller.totals.total }),
    ])
    expect(smaller.totals.remainingToPay).toBe(0)

    // Placed with no card: the gift card pays it all, and its balance goes down by the total only.
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    const billed = await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)
    expect(billed.status).toBe(200)
    const due = billed.body.cart as Cart
    expect(due.totals.remainingToPay).toBe(0)
    const placed = await call(
      env,
      PLACE_ORDER,
      {
        payment: { code: 'GIFT_CARD' },
        idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
        expected: await shownTotals(env, cookie),
      },
      cookie,
    )
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.status).toBe('placed')
    expect(order.giftCards).toEqual([{ label: '•••• 0000', amount: due.totals.total }])
    expect(order.payment).toMatchObject({ code: 'GIFT_CARD', amount: 0 })
    const next = await shopper(env, upstream)
    const left = await call(env, BALANCE, large, next.cookie)
    expect(left.body).toEqual({
      balance: { amount: Math.round((500 - due.totals.total) * 100) / 100, currency: 'USD' },
    })
  })
})
