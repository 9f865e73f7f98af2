import { beforeEach, describe, expect, it } from 'vitest'
import { GIFT_WITH_PURCHASE } from '../../mock-api/cart/rules'
import { CartResponseSchema } from '../../shared/bag/cart'
import { seededStyle, seedPriceOf } from '../fixtures/seed-products'
import { allowConsoleErrors } from '../setup'
import { cookieOf, jsonPost } from './browser'
import { bagForm } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

// The Meadow Crew Tee in Sand, size M: in stock in the seed.
const SKU = 'KS100048720M'
const TEE_PRICE = seedPriceOf(seededStyle('KS100048'), 'USD').current
// Two tees, and the free socks when two cost enough for the gift with purchase.
const BAG_ITEMS = 2 * TEE_PRICE >= GIFT_WITH_PURCHASE.threshold.USD ? 3 : 2

async function startBag(env: TestEnv) {
  const response = await request('/api/cart/items', { env, ...jsonPost({ productId: SKU, qty: 2 }) })
  const { cart } = CartResponseSchema.parse(await response.json())
  return { cookie: cookieOf(response), lineId: cart?.items[0]?.id as string }
}

const bagPage = async (env: TestEnv, cookie: string, query = '') =>
  (await request(`/en-us/cart${query}`, { env, headers: { cookie } })).text()

const section = (html: string, id: string) =>
  html.slice(
    html.indexOf(`aria-labelledby="${id}"`),
    html.indexOf('</section>', html.indexOf(`aria-labelledby="${id}"`)),
  )

describe('saved for later', () => {
  it('saves a bag line for later, moves it back, saves it again and removes it, all without JavaScript', async () => {
    const env = createTestShop().env
    let { cookie, lineId } = await startBag(env)

    const bag = await bagPage(env, cookie)
    expect(bag).toContain(`Your bag holds ${BAG_ITEMS} items.`)
    expect(section(bag, 'bag-lines-title')).toContain('>Meadow Crew Tee</a>')
    // Its colour among its facts, its size in the menu of the colour's sizes it can be changed to.
    expect(section(bag, 'bag-lines-title')).toMatch(/<dt>Color<\/dt><dd>[A-Z][a-z]+<\/dd><\/dl>/)
    expect(section(bag, 'bag-lines-title')).toMatch(/<option value="M" selected="">M<\/option>/)
    expect(bag).toContain(
      '<button type="submit" class="link-button" aria-label="Save for later: Meadow Crew Tee">',
    )
    expect(section(bag, 'saved-title')).toContain('Saved for later (0)')

    const saved = await bagForm(env, 'saveForLater', { itemId: lineId }, cookie)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/en-us/cart?saved=saved')
    cookie = cookieOf(saved, cookie)
    const afterSave = await bagPage(env, cookie, '?saved=saved')
    expect(afterSave).toContain('<p class="notice notice--success" role="status">Saved for later.</p>')
    expect(afterSave).toContain('Your bag is empty.')
    const list = section(afterSave, 'saved-title')
    expect(list).toContain('Saved for later (1)')
    expect(list).toMatch(
      /href="\/en-us\/p\/meadow-crew-tee-KS100048\?colour=720&amp;size=M">Meadow Crew Tee<\/a>/,
    )
    expect(list).toContain('<dt>Quantity</dt><dd>2</dd>')
    expect(list).toContain(`$${TEE_PRICE.toFixed(2)}`)
    const savedId = /name="itemId" value="([^"]+)"/.exec(list)?.[1] as string

    const moved = await bagForm(env, 'moveToBag', { itemId: savedId }, cookie)
    expect(moved.headers.get('location')).toBe('/en-us/cart?saved=moved')
    cookie = cookieOf(moved, cookie)
    const afterMove = await bagPage(env, cookie)
    expect(afterMove).toContain(`Your bag holds ${BAG_ITEMS} items.`)
    expect(section(afterMove, 'saved-title')).toContain('Nothing saved for later.')

    const again = /name="itemId" value="([^"]+)"/.exec(section(afterMove, 'bag-lines-title'))?.[1] as string
    cookie = cookieOf(await bagForm(env, 'saveForLater', { itemId: again }, cookie), cookie)
    const savedAgain = /name="itemId" value="([^"]+)"/.exec(
      section(await bagPage(env, cookie), 'saved-title'),
    )?.[1]
    const removed = await bagForm(env, 'removeSaved', { itemId: savedAgain as string }, cookie)
    expect(removed.headers.get('location')).toBe('/en-us/cart?saved=removed')
    const afterRemove = await bagPage(env, cookie, '?saved=removed')
    expect(afterRemove).toContain('Removed from saved for later.')
    expect(afterRemove).toContain('Your bag is empty.')
    expect(section(afterRemove, 'saved-title')).toContain('Saved for later (0)')
  })

  it('answers scripts with JSON and refuses bad or unknown items with a clear message', async () => {
    const env = createTestShop().env
    const { cookie, lineId } = await startBag(env)
    const json = (path: string, body: unknown, withCookie = cookie) =>
      request(path, { env, ...jsonPost(body, withCookie) })
    const malformed = await json('/api/saved-for-later', { itemId: '../../etc' })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({
      errorDetails: [{ errorId: 'API400', message: 'Something went wrong. Please try again.' }],
    })
    // Without a bag, or for a line the bag does not hold, there is nothing to save: unknown, and no list is made.
    const noBag = await json('/api/saved-for-later', { itemId: lineId }, '')
    expect(noBag.status).toBe(404)
    const unknown = await json('/api/saved-for-later', { itemId: 'not-in-this-bag' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      errorDetails: [{ errorId: 'SFL404', message: 'That item is no longer there; the page shows what is.' }],
    })
    expect((await sessionState(cookie)).saveForLaterId).toBeUndefined()
    const ok = await json('/api/saved-for-later', { itemId: lineId })
    expect(ok.status).toBe(200)
    const body = (await ok.json()) as { notice: string; cart: { items: unknown[] } }
    expect(body.notice).toBe('saved')
    expect(body.cart.items).toEqual([])
    // Without JavaScript a refusal is the bag at its own address, saying so above the list.
    const garbageForm = await bagForm(env, 'moveToBag', { itemId: '\u0000' }, cookie)
    expect(garbageForm.status).toBe(400)
    expect(garbageForm.headers.get('location')).toBeNull()
    expect(await garbageForm.text()).toContain('That request could not be understood.')
    expect(await bagPage(env, cookie, '?saved=API400')).not.toContain('That request could not be understood.')
    expect(await bagPage(env, cookie, '?saved=%3Cscript%3E')).not.toMatch(/class="notice[^"]*" role=/)
  })

  it('keeps an item that sold out saved, saying it could not be moved to the bag (ITEM_OOS), not "out of stock"', async () => {
    const env = createTestShop().env
    const { cookie, lineId } = await startBag(env)
    const saved = await request('/api/saved-for-later', { env, ...jsonPost({ itemId: lineId }, cookie) })
    expect(saved.status).toBe(200)
    const list = section(await bagPage(env, cookie), 'saved-title')
    const savedId = /name="itemId" value="([^"]+)"/.exec(list)?.[1] as string
    const stock = await bindings.DB.prepare('SELECT online_stock FROM variants WHERE sku = ?')
      .bind(SKU)
      .first<number>('online_stock')
    await bindings.DB.prepare('UPDATE variants SET online_stock = 0 WHERE sku = ?').bind(SKU).run()
    try {
      const moved = await request('/api/saved-for-later/move', {
        env,
        ...jsonPost({ itemId: savedId }, cookie),
      })
      expect(moved.status).toBe(422)
      expect(await moved.json()).toMatchObject({
        errorDetails: [{ errorId: 'ITEM_OOS', message: 'This item could not be moved to your bag.' }],
      })
      const form = await bagForm(env, 'moveToBag', { itemId: savedId }, cookie)
      expect(form.headers.get('location')).toBeNull()
      const page = await form.text()
      expect(page).toContain(
        'This item could not be moved to your bag: it is out of stock, so it stays saved for later.',
      )
      expect(page).not.toContain('out of stock.')
      expect(section(page, 'saved-title')).toContain('Saved for later (1)')
    } finally {
      await bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?').bind(stock, SKU).run()
    }
  })

  it('still shows the bag when the saved list cannot be read, and says so', async () => {
    allowConsoleErrors()
    const { upstream, env } = createTestShop()
    const bag = await startBag(env)
    const cookie = cookieOf(
      await bagForm(env, 'saveForLater', { itemId: bag.lineId }, bag.cookie),
      bag.cookie,
    )
    upstream.fail('/api/wishlists/v2/saveForLater')
    const html = await bagPage(env, cookie)
    expect(html).toContain('Your saved items could not be loaded just now. They are still saved.')
    upstream.heal()
    expect(section(await bagPage(env, cookie), 'saved-title')).toContain('Saved for later (1)')
  })
  it('reads the list in pages of the configured size, up to what the bag page shows', async () => {
    // One a page (spec 1 §9: the page size comes from configuration).
    const env = createTestShop({ SAVED_FOR_LATER_PAGE_SIZE: '1' }).env
    let cookie = ''
    for (const sku of [SKU, 'KS100048720L', 'KS100048720S']) {
      const added = await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }, cookie) })
      expect(added.status, sku).toBe(200)
      cookie = cookieOf(added, cookie)
      const { cart } = CartResponseSchema.parse(await added.json())
      const line = cart?.items.find((item) => item.productId === sku)
      cookie = cookieOf(await bagForm(env, 'saveForLater', { itemId: line?.id as string }, cookie), cookie)
    }
    const list = section(await bagPage(env, cookie), 'saved-title')
    expect(list).toContain('Saved for later (3)')
    expect(list.match(/name="itemId"/g)?.length).toBeGreaterThanOrEqual(3)
    for (const size of ['S', 'M', 'L']) expect(list).toContain(`size=${size}">Meadow Crew Tee</a>`)
  })
})
