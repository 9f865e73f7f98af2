/**
 * Favorites and saved-for-later follow the account (decision 047): a guest's lists join the account's at sign-in,
 * once and without duplicates; another device signed in to the account holds the same lists; signing out leaves a
 * guest without them; another consumer's list is neither read nor taken; a bag the merge grew is checked for stock
 * at once, and the bag says what the check changed; the account has a favorites section.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import type { Cart } from '../../shared/bag/cart'
import { newShopper, page, signIn } from './account-helpers'
import { cookieOf, formPost, jsonPost } from './browser'
import { call, readCart, shopperWith, variantsInStock } from './cart-helpers'
import type { TestEnv, Upstream } from './harness'
import { bindings, clearUpstreamCache, createTestEnv, createTestShop, request, TEST_SECRETS } from './harness'
import { seedSession, sessionState } from './sessions'

beforeEach(clearUpstreamCache)

/** Seeded styles in a colour (`{styleCode}{colour}`) and SKUs of them, in stock in the seed. */
const TEE = 'KS100048720M'
const styleOf = (sku: string) => ({ styleCode: sku.slice(0, 8), colour: sku.slice(8, 11) })

/** Adds a style in a colour to the session's favorites by script; the cookie after it. */
async function addFavorite(env: TestEnv, sku: string, cookie: string): Promise<string> {
  const response = await request('/api/favorites?locale=en-us', { env, ...jsonPost(styleOf(sku), cookie) })
  expect(response.status).toBe(200)
  return cookieOf(response, cookie)
}

/** Puts a SKU in the bag and saves the line for later; the cookie after it. */
async function saveForLater(env: TestEnv, sku: string, qty: number, cookie: string): Promise<string> {
  const added = await call(env, '/api/cart/items', { productId: sku, qty }, cookie)
  expect(added.status).toBe(200)
  const line = added.body.cart?.items.find((entry) => entry.productId === sku && !entry.bonus)
  const saved = await call(env, '/api/saved-for-later', { itemId: line?.id }, added.cookie)
  expect(saved.status).toBe(200)
  return saved.cookie
}

/** The names of the products on the favorites page (not the ones an empty list suggests). */
async function favoriteNames(env: TestEnv, cookie: string, path = '/en-us/favorites'): Promise<string[]> {
  const html =
    (await (await page(env, path, cookie)).text()).split('<section class="suggested-products"')[0] ?? ''
  return [...html.matchAll(/<h[23] class="product-card__name">([^<]+)<\/h[23]>/g)].map(
    (match) => match[1] as string,
  )
}

/** The saved-for-later list as the mock holds it: SKU and quantity of each item. */
async function savedItems(listId: string): Promise<[string, number][]> {
  const { results } = await bindings.DB.prepare(
    'SELECT sku, qty FROM saved_items WHERE list_id = ? ORDER BY sku',
  )
    .bind(listId)
    .all<{ sku: string; qty: number }>()
  return results.map((row) => [row.sku, row.qty])
}

/** Variants of distinct styles in stock, their colour known from the SKU (`{style:8}{colour:3}{size}`). */
async function distinctStyles(upstream: Upstream, count: number) {
  const found = await variantsInStock(upstream, 3, count + 4)
  // Not the tee's style, which the tests save by its own SKU.
  const seen = new Set<string>([TEE.slice(0, 8)])
  return found.filter((variant) => {
    const style = variant.sku.slice(0, 8)
    if (seen.has(style)) return false
    seen.add(style)
    return true
  })
}

describe('favorites and saved-for-later follow the account', () => {
  it('merges a guest’s lists into the account’s at sign-in, without duplicates, and every device then holds them', async () => {
    const { upstream, env } = createTestShop()
    const [one, two, three, four] = (await distinctStyles(upstream, 4)).map((variant) => variant.sku)
    const account = await newShopper()

    // On the first device, signed in: two favorites and a saved tee.
    let first = (await signIn(env, account.email, account.password)).cookie
    first = await addFavorite(env, one as string, first)
    first = await addFavorite(env, two as string, first)
    first = await saveForLater(env, TEE, 1, first)
    const lists = await sessionState(first)
    expect(lists.favoriteId).toMatch(/^F[A-Z0-9]{12}$/)
    expect(lists.saveForLaterId).toMatch(/^S[A-Z0-9]{12}$/)

    // On a second device, as a guest: one of the same favorites, a new one, the same tee and another item saved.
    let guest = await addFavorite(env, two as string, '')
    guest = await addFavorite(env, three as string, guest)
    guest = await saveForLater(env, TEE, 2, guest)
    guest = await saveForLater(env, four as string, 1, guest)
    const guestLists = await sessionState(guest)

    const signedIn = await signIn(env, account.email, account.password, guest)
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ next: '/en-us/account?account=signedIn&lists=merged' })
    const second = signedIn.cookie
    const state = await sessionState(second)
    expect(state.favoriteId).toBe(lists.favoriteId)
    expect(state.saveForLaterId).toBe(lists.saveForLaterId)

    // One favorite of each style and colour, the saved tee once with both quantities.
    expect((await favoriteNames(env, second)).sort()).toEqual((await favoriteNames(env, first)).sort())
    expect(await favoriteNames(env, second)).toHaveLength(3)
    expect(await savedItems(lists.saveForLaterId as string)).toEqual(
      [
        [TEE, 3],
        [four, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    )
    // The guest's lists are gone into the account's.
    expect(await savedItems(guestLists.saveForLaterId as string)).toEqual([])
    const guestFavorites = await bindings.DB.prepare('SELECT id FROM favorites WHERE id = ?')
      .bind(guestLists.favoriteId)
      .first()
    expect(guestFavorites).toBeNull()

    // The welcome says the lists were merged; the bag on the first device shows the merged saved list.
    const overview = await (await page(env, '/en-us/account?account=signedIn&lists=merged', second)).text()
    expect(overview).toContain(
      'We added the favorites and saved items from this visit to the ones in your account.',
    )
    const bag = await (await page(env, '/en-us/cart', first)).text()
    expect(bag).toContain('Saved for later (2)')

    // A third device, signing in with nothing of its own, holds the same lists.
    const third = await signIn(env, account.email, account.password)
    expect(third.body).toMatchObject({ next: '/en-us/account?account=signedIn' })
    expect(await favoriteNames(env, third.cookie)).toHaveLength(3)
    expect((await sessionState(third.cookie)).saveForLaterId).toBe(lists.saveForLaterId)

    // Signing out leaves a guest without them; they stay with the account.
    const out = await call(env, '/api/account/sign-out', {}, second)
    expect(out.status).toBe(200)
    const after = await sessionState(out.cookie).catch(() => ({}))
    expect(after).not.toHaveProperty('favoriteId')
    expect(after).not.toHaveProperty('saveForLaterId')
    expect(await favoriteNames(env, out.cookie)).toEqual([])
    expect(await favoriteNames(env, third.cookie)).toHaveLength(3)
  })

  it('merges nothing twice: a second exchange naming the same guest list finds it gone', async () => {
    const { upstream, env } = createTestShop()
    const [one] = (await distinctStyles(upstream, 1)).map((variant) => variant.sku)
    const account = await newShopper()
    const own = await addFavorite(
      env,
      one as string,
      (await signIn(env, account.email, account.password)).cookie,
    )
    const guest = await addFavorite(env, one as string, '')
    const guestList = (await sessionState(guest)).favoriteId as string
    const merged = await signIn(env, account.email, account.password, guest)
    // The same product in the same colour is already in the account's list: nothing joined.
    expect(merged.body).toMatchObject({ next: '/en-us/account?account=signedIn' })
    expect(await favoriteNames(env, merged.cookie)).toHaveLength(1)
    // The guest session's list id, seeded again and signed in with: nothing is left of it to merge.
    const again = await signIn(
      env,
      account.email,
      account.password,
      await seedSession({ favoriteId: guestList }),
    )
    expect(again.body).toMatchObject({ next: '/en-us/account?account=signedIn' })
    expect((await sessionState(again.cookie)).favoriteId).toBe((await sessionState(own)).favoriteId)
  })

  it('never reads or takes another consumer’s list', async () => {
    const { upstream, env } = createTestShop()
    const [one] = (await distinctStyles(upstream, 1)).map((variant) => variant.sku)
    const owner = await newShopper()
    let cookie = (await signIn(env, owner.email, owner.password)).cookie
    cookie = await addFavorite(env, one as string, cookie)
    cookie = await saveForLater(env, TEE, 1, cookie)
    const { favoriteId, saveForLaterId } = await sessionState(cookie)
    const names = await favoriteNames(env, cookie)
    expect(names).toHaveLength(1)

    // Asked for without the owner's token, the lists are not there.
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
    const base = 'https://mock-api.internal/api'
    for (const url of [
      `${base}/wishlists/v2/favorites?favoriteId=${favoriteId}`,
      `${base}/wishlists/v2/saveForLater?saveForLaterId=${saveForLaterId}`,
    ])
      expect((await upstream.fetcher.fetch(url, { headers })).status, url).toBe(404)

    // A guest session that names them (as if it had learnt the ids) sees nothing and changes nothing.
    const intruder = await seedSession({ favoriteId, saveForLaterId })
    expect(await favoriteNames(env, intruder)).toEqual([])
    const bag = await (await page(env, '/en-us/cart', intruder)).text()
    expect(bag).toContain('Saved for later (0)')

    // Another consumer signing in from that session does not take them.
    const other = await newShopper()
    const taken = await signIn(env, other.email, other.password, intruder)
    expect(taken.status).toBe(200)
    const state = await sessionState(taken.cookie)
    expect(state.favoriteId).not.toBe(favoriteId)
    expect(state.saveForLaterId).not.toBe(saveForLaterId)
    expect(await favoriteNames(env, taken.cookie)).toEqual([])
    // Adding as the other consumer makes a list of their own.
    await addFavorite(env, one as string, taken.cookie)
    expect((await sessionState(taken.cookie)).favoriteId).not.toBe(favoriteId)
    // The owner's lists are as they were.
    expect(await favoriteNames(env, cookie)).toEqual(names)
    expect(await savedItems(saveForLaterId as string)).toEqual([[TEE, 1]])
  })

  it('checks the stock of a bag the merge grew, and the bag says what the check changed beside the merge', async () => {
    const { upstream, env } = createTestShop()
    const [kept, short, gone] = await variantsInStock(upstream, 3, 3)
    const account = await newShopper()
    const own = await signIn(env, account.email, account.password)
    expect((await call(env, '/api/cart/items', { productId: kept?.sku, qty: 1 }, own.cookie)).status).toBe(
      200,
    )
    const guest = await shopperWith(env, [
      { sku: short?.sku as string, qty: 3 },
      { sku: gone?.sku as string, qty: 1 },
    ])
    // While the guest shops, the stock runs low of one and out of the other.
    const stock = bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?')
    await stock.bind(1, short?.sku).run()
    await stock.bind(0, gone?.sku).run()
    try {
      const answer = await signIn(env, account.email, account.password, guest.cookie)
      expect(answer.body).toMatchObject({ next: '/en-us/cart?cart=merged&stock=2' })
      const cart = (await readCart(env, answer.cookie)) as Cart
      const lines = cart.items.filter((line) => !line.bonus).map((line) => [line.productId, line.qty])
      expect(lines).toEqual(
        expect.arrayContaining([
          [kept?.sku, 1],
          [short?.sku, 1],
        ]),
      )
      expect(lines.map(([sku]) => sku)).not.toContain(gone?.sku)
      const bag = await (await page(env, '/en-us/cart?cart=merged&stock=2', answer.cookie)).text()
      const merge = /<div class="bag-page__merge">([\s\S]*?)<\/div>/.exec(bag)?.[1] ?? ''
      expect(merge).toContain('We combined this bag with the one saved in your account.')
      expect(merge).toContain(
        '2 items in your combined bag were out of stock or had fewer left than you wanted: we took them out or lowered their quantities.',
      )
      // Said once, above the bag, not again inside it.
      expect(bag.match(/We combined this bag/g)).toHaveLength(1)
    } finally {
      await stock.bind(short?.stock, short?.sku).run()
      await stock.bind(gone?.stock, gone?.sku).run()
    }
  })

  it('says nothing of stock when a merged bag is all in stock, and words a forged count as nothing', async () => {
    const { upstream, env } = createTestShop()
    const [mine, theirs] = await variantsInStock(upstream, 3, 2)
    const account = await newShopper()
    const own = await signIn(env, account.email, account.password)
    await call(env, '/api/cart/items', { productId: mine?.sku, qty: 1 }, own.cookie)
    const guest = await shopperWith(env, [{ sku: theirs?.sku as string, qty: 1 }])
    const answer = await signIn(env, account.email, account.password, guest.cookie)
    expect(answer.body).toMatchObject({ next: '/en-us/cart?cart=merged' })
    const bag = await (await page(env, '/en-us/cart?cart=merged&stock=<b>', answer.cookie)).text()
    expect(bag).toContain('We combined this bag with the one saved in your account.')
    expect(bag).not.toContain('combined bag were out of stock')
  })
})

describe('each brand’s sites see their own products in the account’s lists (decision 056)', () => {
  const TIDEWATER = 'tidewater.localhost'
  const seed = generateCatalogue()
  const onlyOn = (brand: 'kestrel' | 'tidewater') => {
    const product = seed.find((entry) => !entry.digital && entry.brands.join() === brand)
    if (!product) throw new Error(`no product only ${brand} sells`)
    // The variant with the most stock, so other tests' orders leave it in stock.
    const variant = [...product.variants].sort((a, b) => b.onlineStock - a.onlineStock)[0]
    return { name: product.name, sku: variant?.sku as string }
  }
  const kestrel = onlyOn('kestrel')
  const tidewater = onlyOn('tidewater')

  /** A JSON call from an en-us page of the brand on `host`, with its own origin. */
  async function brandCall(env: TestEnv, host: string, path: string, body: unknown, cookie: string) {
    const init = jsonPost(body, cookie)
    const response = await request(path, {
      env,
      host,
      ...init,
      headers: { ...init.headers, origin: `http://${host}` },
    })
    return { status: response.status, cookie: cookieOf(response, cookie), body: await response.json() }
  }
  const pageOn = (env: TestEnv, host: string, path: string, cookie: string) =>
    request(path, { env, host, headers: { cookie } }).then((response) => response.text())

  it('lists on each brand only the favorites and saved items its sites sell, and adds nothing they do not', async () => {
    const env = createTestShop().env
    const account = await newShopper()
    let cookie = (await signIn(env, account.email, account.password)).cookie
    // One of each brand's own, added and saved on that brand's site: the account holds all four.
    for (const [host, product] of [
      ['localhost', kestrel],
      [TIDEWATER, tidewater],
    ] as const) {
      const added = await brandCall(env, host, '/api/favorites?locale=en-us', styleOf(product.sku), cookie)
      expect(added.status, host).toBe(200)
      const bagged = await brandCall(
        env,
        host,
        '/api/cart/items',
        { productId: product.sku, qty: 1 },
        added.cookie,
      )
      expect(bagged.status, host).toBe(200)
      const line = (bagged.body as { cart: Cart }).cart.items.find((entry) => entry.productId === product.sku)
      const saved = await brandCall(env, host, '/api/saved-for-later', { itemId: line?.id }, bagged.cookie)
      expect(saved.status, host).toBe(200)
      cookie = saved.cookie
    }
    const { saveForLaterId } = await sessionState(cookie)
    expect((await savedItems(saveForLaterId as string)).map(([sku]) => sku).sort()).toEqual(
      [kestrel.sku, tidewater.sku].sort(),
    )

    expect(await favoriteNames(env, cookie)).toEqual([kestrel.name])
    const theirs = (await pageOn(env, TIDEWATER, '/en-us/favorites', cookie)).split(
      '<section class="suggested-products"',
    )[0] as string
    expect(theirs).toContain(tidewater.name)
    expect(theirs).not.toContain(kestrel.name)
    expect(theirs).toContain('1 item')

    const bag = await (await page(env, '/en-us/cart', cookie)).text()
    expect(bag).toContain('Saved for later (1)')
    expect(bag).not.toContain(tidewater.name)
    const theirBag = await pageOn(env, TIDEWATER, '/en-us/cart', cookie)
    expect(theirBag).toContain('Saved for later (1)')
    expect(theirBag).not.toContain(kestrel.name)

    // A product the brand does not sell is not added to its favorites, and the list is as it was.
    const refused = await brandCall(
      env,
      TIDEWATER,
      '/api/favorites?locale=en-us',
      styleOf(kestrel.sku),
      cookie,
    )
    expect(refused.status).toBe(404)
    expect(await favoriteNames(env, cookie)).toEqual([kestrel.name])
  })
})

describe('the account’s favorites section', () => {
  it('sends a guest to sign in, then shows the empty state, the list, and removes an item back to itself', async () => {
    const { upstream, env } = createTestShop()
    const [one] = (await distinctStyles(upstream, 1)).map((variant) => variant.sku)
    const guest = await page(env, '/en-us/account/favorites')
    expect(guest.status).toBe(303)
    expect(guest.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Ffavorites',
    )

    const account = await newShopper()
    let cookie = (await signIn(env, account.email, account.password)).cookie
    const empty = await page(env, '/en-us/account/favorites', cookie)
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toContain('no-store')
    const emptyHtml = await empty.text()
    expect(emptyHtml).toContain('<h1>Favorites</h1>')
    expect(emptyHtml).toContain('You have no favorites yet.')
    expect(emptyHtml).toContain('<a href="/en-us/account/favorites" aria-current="page">Favorites</a>')

    cookie = await addFavorite(env, one as string, cookie)
    const listed = await (await page(env, '/en-us/account/favorites', cookie)).text()
    expect(listed).toContain('1 item')
    const names = await favoriteNames(env, cookie, '/en-us/account/favorites')
    expect(names).toHaveLength(1)
    const id = /name="id" value="([^"]+)"/.exec(listed)?.[1] as string
    // The section's remove form posts to the section itself (decision 068).
    expect(listed).toContain('action="/en-us/account/favorites"')

    const removed = await request('/en-us/account/favorites', {
      env,
      ...formPost(new URLSearchParams({ intent: 'remove', id }).toString(), cookie),
    })
    expect(removed.status).toBe(303)
    expect(removed.headers.get('location')).toBe('/en-us/account/favorites?favorite=removed')
    const after = await (await page(env, '/en-us/account/favorites?favorite=removed', cookie)).text()
    expect(after).toContain('Removed from your favorites.')
    expect(after).toContain('You have no favorites yet.')
    // The list's own form goes back to the list, whatever return path it names.
    const elsewhere = await request('/en-us/favorites', {
      env,
      ...formPost(
        new URLSearchParams({ intent: 'remove', id, returnTo: '/en-us/account' }).toString(),
        cookie,
      ),
    })
    expect(elsewhere.headers.get('location')).toBe('/en-us/favorites')
  })

  it('has a card on the overview; without favorites offered it is neither listed nor a page', async () => {
    const { upstream, env: on } = createTestShop()
    const account = await newShopper()
    const cookie = (await signIn(on, account.email, account.password)).cookie
    const overview = await (await page(on, '/en-us/account', cookie)).text()
    expect(overview).toContain('<strong>Favorites</strong>')

    const off = createTestEnv(upstream, { ALLOW_FAVORITES: 'false' })
    const offCookie = (await signIn(off, account.email, account.password)).cookie
    const without = await (await page(off, '/en-us/account', offCookie)).text()
    expect(without).not.toContain('/en-us/account/favorites')
    expect((await page(off, '/en-us/account/favorites', offCookie)).status).toBe(404)
    expect((await page(off, '/en-us/account/favorites')).status).toBe(404)
  })
})
