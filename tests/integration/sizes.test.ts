import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/bag/cart'
import { shownSize } from '../../shared/catalogue/shoe-sizes'
import { compareSizes } from '../../shared/catalogue/sizes'
import { seededProduct } from '../fixtures/seed-products'
import { cookieOf, jsonPost } from './browser'
import { clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'

beforeEach(clearUpstreamCache)

/** A grown-up's shoe with several sizes, one of them in stock. */
const SHOE = seededProduct({ currency: 'EUR', name: /Boot|Runner|Sneaker|Trail Shoe/ })
const sizesOf = () => SHOE.product.sizes

async function productPage(env: TestEnv, locale: string) {
  const location = (
    await request(`/${locale}/p/x-${SHOE.product.styleCode}`, { env, redirect: 'manual' })
  ).headers.get('location') as string
  return (await request(location, { env })).text()
}

/** The buy box's size choices: each radio's value and the label beside it. */
const sizeChoices = (html: string) =>
  [...html.matchAll(/<input[^>]*name="size"[^>]*value="([^"]+)"[^>]*\/?><span>([^<]+)<\/span>/g)].map(
    ([, value, label]) => ({ value, label }),
  )

/** A listing's size facet labels, in the order shown. */
const facetSizes = (html: string) => {
  const fieldset = /<fieldset class="facet facet--size"[\s\S]*?<\/fieldset>/.exec(html)?.[0] ?? ''
  return [...fieldset.matchAll(/<label for="f-size-[^"]+">([^<]+?) <span/g)].map(
    ([, label]) => label as string,
  )
}

const ascending = (labels: readonly string[]) =>
  labels.every((label, i) => i === 0 || Number(labels[i - 1]) < Number(label))

describe('sizes', () => {
  it('lists a shoe’s EU sizes in ascending order on de-de, sending the catalogue’s size', async () => {
    const env = createTestShop().env
    const choices = sizeChoices(await productPage(env, 'de-de'))
    expect(choices.map((choice) => choice.value)).toEqual([...sizesOf()].sort(compareSizes))
    expect(choices.map((choice) => choice.label)).toEqual(
      choices.map((choice) => shownSize(choice.value as string, 'shoes', 'eu')),
    )
    expect(choices.find((choice) => choice.value === '9')?.label).toBe('42.5')
    expect(ascending(choices.map((choice) => choice.label as string))).toBe(true)
  })

  it('lists UK sizes on en-gb and US sizes on en-us', async () => {
    const env = createTestShop().env
    const british = sizeChoices(await productPage(env, 'en-gb'))
    expect(british.find((choice) => choice.value === '9')?.label).toBe('8.5')
    expect(ascending(british.map((choice) => choice.label as string))).toBe(true)
    const american = sizeChoices(await productPage(env, 'en-us'))
    expect(american.every((choice) => choice.label === choice.value)).toBe(true)
  })

  it('shows a shoe’s size guide with the market’s system first, in the site’s language', async () => {
    const env = createTestShop().env
    const html = await productPage(env, 'de-de')
    const guide = /<details class="size-guide">[\s\S]*?<\/details>/.exec(html)?.[0] ?? ''
    expect(guide).toContain('<summary>Größenberater</summary>')
    expect(guide).toContain('Schuhe auf dieser Seite haben EU-Größen.')
    expect(guide).toMatch(
      /<thead><tr><th scope="col">EU<\/th><th scope="col">US<\/th><th scope="col">UK<\/th><th scope="col">Fußlänge \(cm\)<\/th>/,
    )
    expect(guide).toContain('<tr><th scope="row">42.5</th><td>9</td><td>8.5</td><td>27</td></tr>')
    // The shoe's chart comes from the guide, not a second table from the front-end service.
    expect(html).not.toContain('<details class="size-chart">')
    const american = await productPage(env, 'en-us')
    expect(american).toMatch(
      /<thead><tr><th scope="col">US<\/th><th scope="col">UK<\/th><th scope="col">EU<\/th>/,
    )
  })

  it('orders a listing’s size facet naturally: clothes from XS to XXL, shoes ascending in the market’s system', async () => {
    const env = createTestShop().env
    const clothes = facetSizes(await (await request('/en-us/c/men-1000', { env })).text())
    expect(clothes).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL'])
    const shoes = facetSizes(await (await request('/de-de/c/footwear/mens-shoes-4100', { env })).text())
    expect(shoes.length).toBeGreaterThan(4)
    expect(shoes).toContain('42.5')
    expect(ascending(shoes)).toBe(true)
  })

  it('shows the market’s size in the bag and its answer, and keeps the catalogue’s size in the line', async () => {
    const env = createTestShop().env
    // US 9 is EU 42.5 in the published chart: the expected label is the chart's, not the code's that makes it.
    const nine = SHOE.product.variants.find((variant) => variant.size === '9' && variant.onlineStock > 0)
    expect(nine).toBeDefined()
    const added = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: nine?.sku, qty: 1 }),
      headers: { ...jsonPost({}).headers, 'x-storefront-locale': 'de-de' },
    })
    expect(added.status).toBe(200)
    const line = CartResponseSchema.parse(await added.json()).cart?.items.find((item) => !item.bonus)
    expect(line).toMatchObject({ size: '9', sizeLabel: '42.5' })
    const bag = await (await request('/de-de/cart', { env, headers: { cookie: cookieOf(added) } })).text()
    // The line's size menu: each option the catalogue's size as its value, the market's as its label.
    expect(bag).toContain('<option value="9" selected="">42.5</option>')
  })
})
