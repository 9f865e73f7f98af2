/** Shoppers reserving in store for the integration tests of decision 086: their store, their reservation. */
import { expect } from 'vitest'
import { cookieOf, formPost } from './browser'
import { productDetails } from './cart-helpers'
import { bindings, request, type TestEnv, type Upstream } from './harness'

export const DENVER = '1002'
export const STYLE = 'KS100048'
export const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

/** Stock set outright for the tests' SKUs in the tests' stores, put back afterwards. */
const adjusted: { storeId: string; sku: string }[] = []
export async function setStoreStock(storeId: string, sku: string, delta: number) {
  adjusted.push({ storeId, sku })
  await bindings.DB.prepare(
    'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET delta = excluded.delta',
  )
    .bind(storeId, sku, delta)
    .run()
}
export const storeDelta = async (storeId: string, sku: string) =>
  (
    await bindings.DB.prepare('SELECT delta FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
      .bind(storeId, sku)
      .first<{ delta: number }>()
  )?.delta ?? 0
/** Puts back the stock the test set. */
export async function restoreStoreStock() {
  for (const { storeId, sku } of adjusted.splice(0))
    await bindings.DB.prepare('DELETE FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
      .bind(storeId, sku)
      .run()
}

export const post = (env: TestEnv, path: string, fields: Record<string, string>, cookie: string) =>
  request(path, { env, ...formPost(new URLSearchParams(fields).toString(), cookie) })
export const html = async (env: TestEnv, path: string, cookie: string) =>
  (await request(path, { env, headers: { cookie } })).text()

/** A size of the product's first colour that Denver holds, made the shopper's store (with `cookie`, or a new one). */
export async function shopperAtDenver(env: TestEnv, upstream: Upstream, cookie = '') {
  const details = await productDetails<{
    variants: { sku: string; colourCode: string; size: string; stock: number }[]
  }>(upstream, STYLE)
  const variant = details.variants.find((entry) => entry.stock > 0)
  if (!variant) throw new Error('no variant in stock')
  await setStoreStock(DENVER, variant.sku, 50)
  const chosen = await post(env, '/en-us/stores', { storeId: DENVER }, cookie)
  expect(chosen.status).toBe(303)
  return { variant, cookie: cookieOf(chosen, cookie) }
}

/** Reserves the variant at Denver from the product page's plain form; the shopper's cookie after it. */
export async function reserveFromProductPage(
  env: TestEnv,
  variant: { colourCode: string; size: string },
  cookie: string,
) {
  const started = await post(
    env,
    `${PRODUCT}?form=reserve`,
    { colour: variant.colourCode, size: variant.size, storeId: DENVER },
    cookie,
  )
  expect(started.status).toBe(303)
  expect(started.headers.get('location')).toBe('/en-us/reserve')
  return cookieOf(started, cookie)
}

/** The key the reserve page's form carries. */
export const placementKeyOf = (page: string) => /name="placementKey" value="([\w-]+)"/.exec(page)?.[1] ?? ''

export const contact = {
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam.lee@example.com',
  phone: '(303) 555-0147',
}

/** The orders the cart service placed from a basket. */
export const ordersOfBasket = async (basketId: string) =>
  (
    await bindings.DB.prepare(
      "SELECT order_number, body FROM orders WHERE basket_id = ? AND status = 'placed'",
    )
      .bind(basketId)
      .all<{ order_number: string; body: string }>()
  ).results

export const reserveCartsOf = async (sku: string) =>
  (
    await bindings.DB.prepare(
      "SELECT carts.id, carts.created_at, carts.expires_at, carts.status FROM carts JOIN cart_items ON cart_items.cart_id = carts.id WHERE carts.kind = 'reserve' AND cart_items.sku = ? ORDER BY carts.created_at DESC",
    )
      .bind(sku)
      .all<{ id: string; created_at: string; expires_at: string; status: string }>()
  ).results
