/**
 * Favorites at the shopper's store (decision 082, audit row 61): the list is read with the favourite store
 * (`favStoreId`), the wishlist service answers it and each item's stock there in its colour, and the favorites page
 * and the account's favorites section say "In stock at Denver" or "Not at Denver" on each card, as server markup.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { baseStoreStock } from '../../mock-api/seed/catalogue'
import { signedInShopper } from './account-helpers'
import { cookieOf, formPost as form } from './browser'
import { bindings, callMockApi, clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'

beforeEach(clearUpstreamCache)

const DENVER = '1002'

const adjusted: string[] = []
afterEach(async () => {
  for (const sku of adjusted.splice(0))
    await bindings.DB.prepare('DELETE FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
      .bind(DENVER, sku)
      .run()
})

/** A product's first colour and that colour's SKUs. */
async function colourOf(styleCode: string) {
  const { results } = await bindings.DB.prepare(
    'SELECT sku, colour_code FROM variants WHERE style_code = ? ORDER BY rowid',
  )
    .bind(styleCode)
    .all<{ sku: string; colour_code: string }>()
  const colour = results[0]?.colour_code as string
  return { colour, skus: results.filter((row) => row.colour_code === colour).map((row) => row.sku) }
}

/** Denver's stock of a colour set outright: `held` of its first size, none of the others. */
async function stockInDenver(skus: readonly string[], held: number) {
  for (const [index, sku] of skus.entries()) {
    adjusted.push(sku)
    await bindings.DB.prepare(
      'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET delta = excluded.delta',
    )
      .bind(DENVER, sku, index === 0 && held > 0 ? held - baseStoreStock(DENVER, sku) : -100_000)
      .run()
  }
}

/** Makes Denver the shopper's store and adds two favourites: one Denver holds, one it does not. */
async function favouritesAtDenver(env: TestEnv, cookie: string) {
  // Choosing the store comes first: the mock's first call seeds the catalogue read next.
  const chosen = await request('/en-us/stores', { env, ...form(`storeId=${DENVER}`, cookie) })
  expect(chosen.status).toBe(303)
  const held = await colourOf('KS100013')
  const none = await colourOf('KS100020')
  await stockInDenver(held.skus, 3)
  await stockInDenver(none.skus, 0)
  const session = cookieOf(chosen, cookie)
  for (const [styleCode, colour] of [
    ['KS100013', held.colour],
    ['KS100020', none.colour],
  ] as const) {
    const added = await request('/en-us/favorites', {
      env,
      ...form(`intent=add&styleCode=${styleCode}&colour=${colour}`, session),
    })
    expect(added.status).toBe(303)
  }
  return session
}

/** Each card's product name and what it says of the store. */
const storeLines = (html: string) =>
  [...html.matchAll(/<article class="product-card">([\s\S]*?)<\/article>/g)].map((card) => ({
    name: /<h[23][^>]*>([^<]+)</.exec(card[1] as string)?.[1],
    store: /favorite-cards__store[^>]*>([^<]+)</.exec(card[1] as string)?.[1] ?? null,
  }))

describe('favorites at the shopper’s store', () => {
  it('answers the list with the favourite store and each item’s stock there, none for a store it does not know', async () => {
    const { env, upstream } = createTestShop()
    const session = await favouritesAtDenver(env, '')
    const html = await (await request('/en-us/favorites', { env, headers: { cookie: session } })).text()
    const favoriteId = /name="id" value="(F[A-Z0-9]{12})-/.exec(html)?.[1] as string
    const read = await callMockApi(
      upstream,
      `/api/wishlists/v2/favorites?favoriteId=${favoriteId}&favStoreId=${DENVER}&siteId=KST-US`,
    )
    const list = (await read.json()) as {
      favStoreId: string | null
      items: { itemId: string; favStore?: { availableQty: number } }[]
    }
    expect(list.favStoreId).toBe(DENVER)
    const byStyle = Object.fromEntries(list.items.map((item) => [item.itemId.slice(0, 8), item.favStore]))
    expect(byStyle).toEqual({ KS100013: { availableQty: 3 }, KS100020: { availableQty: 0 } })
    const unknown = (await (
      await callMockApi(upstream, `/api/wishlists/v2/favorites?favoriteId=${favoriteId}&favStoreId=9999`)
    ).json()) as { favStoreId: string | null; items: { favStore?: unknown }[] }
    expect(unknown.favStoreId).toBeNull()
    expect(unknown.items.every((item) => item.favStore === undefined)).toBe(true)
  })

  it('says on each card of a guest’s list whether Denver holds it, and nothing without a store', async () => {
    const { env } = createTestShop()
    const session = await favouritesAtDenver(env, '')
    const html = await (await request('/en-us/favorites', { env, headers: { cookie: session } })).text()
    expect(html).toContain('Stock shown at your store: Denver')
    expect(storeLines(html).map((card) => card.store)).toEqual(
      expect.arrayContaining(['In stock at Denver', 'Not at Denver']),
    )
    // Added first, listed last: the colour Denver holds.
    expect(storeLines(html).at(-1)?.store).toBe('In stock at Denver')

    const withoutStore = await request('/en-us/favorites', {
      env,
      ...form(`intent=add&styleCode=KS100013&colour=${(await colourOf('KS100013')).colour}`),
    })
    const plain = await (
      await request('/en-us/favorites', { env, headers: { cookie: cookieOf(withoutStore) } })
    ).text()
    expect(plain).toContain('1 item')
    expect(plain).not.toContain('favorite-cards__store')
    expect(plain).not.toContain('Stock shown at your store')
  })

  it('says the same in the account’s favorites section', async () => {
    const { env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const session = await favouritesAtDenver(env, cookie)
    const html = await (
      await request('/en-us/account/favorites', { env, headers: { cookie: session } })
    ).text()
    expect(html).toContain('Stock shown at your store: Denver')
    expect(
      storeLines(html)
        .map((card) => card.store)
        .sort(),
    ).toEqual(['In stock at Denver', 'Not at Denver'])
  })
})
