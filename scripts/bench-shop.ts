/**
 * A shopper's calls to the running shop, for the bench (scripts/bench.ts, bench-load.ts, bench-scaling.ts): the
 * sessions it measures pages with (a bag holding lines, favorites, a comparison, a signed-in account), and the
 * products and in-stock variants it fills them from. Each call keeps the whole cookie jar, as a browser does.
 */
import { cookieOf } from '../tests/fixtures/cookie-jar.ts'
import { islandProps } from '../tests/fixtures/island-markup.ts'

/**
 * The encoding the measured requests accept: the body as the worker writes it, by default. On Cloudflare the front
 * line compresses a worker's text answers after they leave the worker, on its own machines; `wrangler dev` imitates
 * that inside the workers' own process (miniflare's entry worker gzips what "FL" would), so a page's figures would
 * carry compression that a deployed worker never runs, on the one thread its workers share. `BENCH_ACCEPT_ENCODING`
 * (for instance `gzip, br`) measures with it (decision 127).
 */
export const MEASURED_ENCODING: Readonly<Record<string, string>> = {
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'identity',
}

/** The middle value (the upper one of an even count); 0 for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The shop's answers a bench reads: a bag line as the cart call returns it. */
export interface CartAnswer {
  cart: { items: { id: string; productId: string; bonus?: boolean }[] } | null
}

export type BenchShop = ReturnType<typeof createBenchShop>

export function createBenchShop(base: string) {
  /** Throws unless the page answers itself (200) to this session: a redirect would measure another page. */
  async function expectPage(url: string, headers: Record<string, string>, what: string): Promise<void> {
    const response = await fetch(`${base}${url}`, { headers, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${what}: ${url} answered ${response.status}, not the page`)
  }

  /** Product pages of the listing, in its order. */
  async function productUrls(count: number): Promise<string[]> {
    const html = await (await fetch(`${base}/en-us/c/men-1000`)).text()
    const urls = [
      ...new Set(
        [...html.matchAll(/href="(\/en-us\/p\/[a-z0-9-]+-[A-Z]{2}[A-Z0-9]{6,9})"/g)].map((m) => m[1]),
      ),
    ]
    if (urls.length < count) throw new Error(`the listing links ${urls.length} products, not ${count}`)
    return urls.slice(0, count) as string[]
  }

  /** A shopper's session (a bag and favorites, so the product page asks for their favorites too). */
  async function shopperCookie(productUrl: string): Promise<string> {
    const page = await fetch(`${base}${productUrl}`)
    await page.arrayBuffer()
    // Every cookie the page set (the visitor id, the session), as a browser keeps them.
    const cookie = cookieOf(page)
    const colour = /name="colour" value="(\d{3})"/.exec(
      await (await fetch(`${base}${productUrl}`)).text(),
    )?.[1]
    const styleCode = /-([A-Z]{2}[A-Z0-9]{6,9})$/.exec(productUrl)?.[1]
    const added = await fetch(`${base}/api/favorites`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-storefront-locale': 'en-us' },
      body: JSON.stringify({ styleCode, colour }),
    })
    if (!added.ok) throw new Error(`adding a favorite answered ${added.status}`)
    return cookieOf(added, cookie)
  }

  /** A session that holds a comparison only: the product page reads it, and asks no upstream more for it. */
  async function comparingCookie(productUrl: string): Promise<string> {
    const page = await fetch(`${base}${productUrl}`)
    await page.arrayBuffer()
    const cookie = cookieOf(page)
    const added = await fetch(`${base}/api/compare`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-storefront-locale': 'en-us' },
      body: JSON.stringify({ styleCode: /-([A-Z]{2}[A-Z0-9]{6,9})$/.exec(productUrl)?.[1] }),
    })
    if (!added.ok) throw new Error(`adding to the comparison answered ${added.status}`)
    return cookieOf(added, cookie)
  }

  /** A signed-in shopper's session: the demo account signed in by the shop's own sign-in call. */
  async function signedInCookie(): Promise<string> {
    const response = await fetch(`${base}/api/account/sign-in`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: base,
        'x-storefront-locale': 'en-us',
      },
      body: JSON.stringify({ email: 'shopper@example.com', password: 'Passw0rd!' }),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`signing in answered ${response.status}`)
    return cookieOf(response)
  }

  /** The variants of a product page's buy box that are in stock, in its order. */
  async function inStockSkus(productUrl: string): Promise<string[]> {
    const html = await (await fetch(`${base}${productUrl}`)).text()
    const props = islandProps<{ skus: Record<string, Record<string, string>>; soldOut: string[] }>(
      html,
      'buy-box',
    )
    const sold = new Set(props.soldOut)
    return Object.values(props.skus)
      .flatMap((sizes) => Object.values(sizes))
      .filter((each) => !sold.has(each))
  }

  /** An in-stock variant of a product page's buy box. */
  async function inStockSku(productUrl: string): Promise<string> {
    const sku = (await inStockSkus(productUrl))[0]
    if (!sku) throw new Error(`nothing in stock on ${productUrl}`)
    return sku
  }

  /**
   * `count` different in-stock variants, at most `perProduct` of each product of the listing, so a bag of them
   * holds lines of many products as a real one does.
   */
  async function variantsAcrossProducts(count: number, perProduct = 3): Promise<string[]> {
    const skus: string[] = []
    for (const url of await productUrls(Math.min(48, Math.ceil(count / perProduct) + 4))) {
      skus.push(...(await inStockSkus(url)).slice(0, perProduct))
      if (skus.length >= count) return skus.slice(0, count)
    }
    throw new Error(`the listing's products have ${skus.length} variants in stock, not ${count}`)
  }

  const addToBag = (sku: string, cookie = '') =>
    fetch(`${base}/api/cart/items`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-storefront-locale': 'en-us',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ productId: sku, qty: 1 }),
    })

  const removeFromBag = (itemId: string, cookie: string) =>
    fetch(`${base}/api/cart/items/remove`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront-locale': 'en-us', cookie },
      body: JSON.stringify({ itemId }),
    })

  /** A shopper with one line in the bag, for the bag and checkout pages. */
  async function bagCookie(sku: string): Promise<string> {
    const added = await addToBag(sku)
    await added.arrayBuffer()
    if (!added.ok) throw new Error(`add to bag answered ${added.status}`)
    return cookieOf(added)
  }

  return {
    expectPage,
    productUrls,
    shopperCookie,
    comparingCookie,
    signedInCookie,
    inStockSkus,
    inStockSku,
    variantsAcrossProducts,
    addToBag,
    removeFromBag,
    bagCookie,
  }
}
