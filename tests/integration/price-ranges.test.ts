import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/cart'
import { clearUpstreamCache, createTestEnv, createUpstream, jsonPost, request } from './harness'

beforeEach(clearUpstreamCache)

// Seeded products whose extended size (XXL) costs more: one marked down, one at full price.
const SALE_RANGE = 'KS100034' // $169.00–$189.99, was $241.99–$271.00
const FULL_RANGE = 'KS100048' // $307.99–$344.99

async function productUrl(env: ReturnType<typeof createTestEnv>, style: string) {
  return (await request(`/en-us/p/x-${style}`, { env, redirect: 'manual' })).headers.get('location') as string
}

const visible = (html: string) =>
  html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    .replace(/<span aria-hidden="true">([^<]*)<\/span>/g, '$1')

describe('price ranges', () => {
  it('shows the range on listing cards, read as "to" by screen readers', async () => {
    const env = createTestEnv(createUpstream())
    const html = await (await request('/en-us/c/men/tops/t-shirts-1110', { env })).text()
    const card = html.slice(
      html.indexOf(`-${FULL_RANGE}"`),
      html.indexOf('</li>', html.indexOf(`-${FULL_RANGE}"`)),
    )
    expect(visible(card)).toContain('<span class="price__current">$307.99 – $344.99</span>')
    expect(card).toContain('<span class="visually-hidden"> to </span>')
  })

  it('shows the range until a size is chosen, then that size’s price, with the originals struck through', async () => {
    const env = createTestEnv(createUpstream())
    const url = await productUrl(env, SALE_RANGE)
    const range = visible(await (await request(url, { env })).text())
    expect(range).toMatch(
      /price__current--sale">\$169\.00 – \$189\.99<\/span> <s class="price__original">\$241\.99 – \$271\.00<\/s>/,
    )
    const extended = visible(await (await request(`${url}?colour=610&size=XXL`, { env })).text())
    expect(extended).toMatch(
      /price__current--sale">\$189\.99<\/span> <s class="price__original">\$271\.00<\/s>/,
    )
    const regular = visible(await (await request(`${url}?colour=610&size=M`, { env })).text())
    expect(regular).toMatch(
      /price__current--sale">\$169\.00<\/span> <s class="price__original">\$241\.99<\/s>/,
    )
  })

  it('hands the browser the price of each size priced apart', async () => {
    const env = createTestEnv(createUpstream())
    const html = await (await request(await productUrl(env, FULL_RANGE), { env })).text()
    const props = /data-island="product-price" data-props="([^"]+)"/.exec(html)?.[1] ?? ''
    const parsed = JSON.parse(props.replaceAll('&quot;', '"'))
    expect(Object.keys(parsed.bySize)).toEqual(['XXL'])
    expect(parsed.bySize.XXL).toEqual({
      current: '$344.99',
      currentHigh: null,
      original: null,
      originalHigh: null,
    })
    expect(parsed.product).toMatchObject({ current: '$307.99', currentHigh: '$344.99' })
  })

  it('offers each colour as an AggregateOffer with its low and high price', async () => {
    const env = createTestEnv(createUpstream())
    const html = await (await request(await productUrl(env, FULL_RANGE), { env })).text()
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'
    const product = JSON.parse(json)
    expect(product.offers[0]).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '307.99',
      highPrice: '344.99',
      priceCurrency: 'USD',
    })
  })

  it('charges the extended size its own price in the bag', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const add = async (sku: string) =>
      request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }) })
    const { cart } = CartResponseSchema.parse(await (await add(`${FULL_RANGE}720XXL`)).json())
    expect(cart?.items[0]?.price).toMatchObject({ amount: 344.99, original: 344.99 })
  })
})
