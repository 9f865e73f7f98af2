/**
 * The content service's fixed augmented pages (spec 2 §7, decision 096) asked where they belong: each page asks
 * for its own, once, under the site, and shows what the content service has for it; a page that does not show it
 * does not ask.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { GIFT_WITH_PURCHASE } from '../../mock-api/cart/rules'
import { page, signedInShopper, uniqueEmail } from './account-helpers'
import { shopperWith, variantsInStock } from './cart-helpers'
import { clearUpstreamCache, createTestShop, request, type Upstream } from './harness'
import { oneVariant, placeOrder } from './order-helpers'

beforeEach(clearUpstreamCache)

/** The lookups of one augmented page the mock API was asked. */
const asked = (upstream: Upstream, name: string) =>
  upstream.calls.filter((call) => new URL(call.url).pathname.endsWith(`/augmentedpage/KST-US/${name}`))

const text = async (response: Response) => (await response.text()).replace(/&#x27;|&#39;/g, "'")

describe('the augmented pages', () => {
  it('gives the search prompt and a search that found nothing their tips, and a search with results none', async () => {
    const { upstream, env } = createTestShop()
    const tips = 'try an activity (trail running), a material (merino)'
    expect(await text(await page(env, '/en-us/search'))).toContain(tips)
    expect(asked(upstream, 'search')).toHaveLength(1)
    expect(await text(await page(env, '/en-us/search?q=qqxxzzqqxx'))).toContain(tips)
    const found = await text(await page(env, '/en-us/search?q=jacket'))
    expect(found).not.toContain(tips)
    // Read once, then from the cache: the search with results never asked.
    expect(asked(upstream, 'search')).toHaveLength(1)
    expect(await text(await page(env, '/de-de/search'))).toContain('Versuchen Sie eine Aktivität')
  })

  it('gives the bag its own content', async () => {
    const { upstream, env } = createTestShop()
    const html = await text(await page(env, '/en-us/cart'))
    expect(html).toContain('<strong>Free returns within 60 days.</strong>')
    expect(asked(upstream, 'cart')).toHaveLength(1)
  })

  it('gives the checkout its own content under the steps', async () => {
    const { upstream, env } = createTestShop()
    const variant = await oneVariant(upstream)
    const { cookie } = await shopperWith(env, [{ sku: variant.sku, qty: 1 }])
    const html = await text(await page(env, '/en-us/checkout', cookie))
    expect(html).toContain('Your card details go straight to our payment provider')
    expect(asked(upstream, 'checkout')).toHaveLength(1)
  })

  it('has the bag and the checkout read the cart once, their content’s personalization taking the page’s read', async () => {
    const { upstream, env } = createTestShop({
      PERSONALIZATION_API_URL: 'https://mock-api.internal/personalization',
    })
    const variant = await oneVariant(upstream)
    const { cookie } = await shopperWith(env, [{ sku: variant.sku, qty: 1 }])
    const visitor = `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
    const cartReads = () =>
      upstream.calls.filter(
        (call) => call.method === 'GET' && /\/cart\/v1\/cart\/[^/]+$/.test(new URL(call.url).pathname),
      ).length
    for (const path of ['/en-us/cart', '/en-us/checkout']) {
      const before = cartReads()
      const html = await text(await page(env, path, `${cookie}; sf_vuid=${visitor}`))
      expect(html, path).toContain(variant.sku)
      expect(cartReads() - before, path).toBe(1)
    }
  })

  it('gives the order confirmation what happens next', async () => {
    const { upstream, env } = createTestShop()
    // Under the gift with purchase's threshold and not the gift itself, so the order takes none of the gift's
    // stock, which other tests count on.
    const variant = (await variantsInStock(upstream, 20, 8)).find(
      (each) => each.price < GIFT_WITH_PURCHASE.threshold.USD - 10 && each.sku !== GIFT_WITH_PURCHASE.sku,
    )
    if (!variant) throw new Error('no variant under the gift threshold in stock')
    const { cookie } = await placeOrder(env, upstream, {
      email: uniqueEmail('augmented'),
      lines: [{ sku: variant.sku, qty: 1 }],
    })
    const html = await text(await page(env, '/en-us/order-confirmation', cookie))
    expect(html).toContain('<strong>What happens next:</strong>')
    expect(asked(upstream, 'order-confirmation')).toHaveLength(1)
  })

  it('gives the store locator what the stores offer', async () => {
    const { upstream, env } = createTestShop()
    const html = await text(await page(env, '/en-us/stores'))
    expect(html).toContain('free repairs of zips and buckles')
    expect(asked(upstream, 'store-locator')).toHaveLength(1)
  })

  it('gives contact us when the team answers, after the help page’s own content', async () => {
    const { upstream, env } = createTestShop()
    const html = await text(await page(env, '/en-us/help/contact-us'))
    expect(html).toContain('Our team answers every day from 8 am to 8 pm')
    expect(asked(upstream, 'contact-us')).toHaveLength(1)
  })

  it('gives the account’s profile section why the details matter', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await signedInShopper(env)
    const html = await text(await page(env, '/en-us/account/profile', cookie))
    expect(html).toContain('we use your postal code to tell you about events')
    expect(asked(upstream, 'account-profile')).toHaveLength(1)
  })

  it('gives the sign-in dialog’s sign-in and sign-up steps their own content, as fragments', async () => {
    const { upstream, env } = createTestShop()
    const fragment = (path: string, name: string) =>
      request(path, { env, redirect: 'manual', headers: { 'x-fragment': name } })
    const signIn = await fragment('/en-us/account/sign-up', 'sign-in-modal')
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('cache-control')).toContain('no-store')
    const html = await text(signIn)
    expect(html).toContain('<strong>Signed in, your bag and favorites follow you</strong>')
    // Only the blocks: no page around them.
    expect(html).not.toContain('<html')
    expect(await text(await fragment('/en-us/account/sign-in', 'sign-up-modal'))).toContain(
      '<strong>With an account</strong> you check out faster',
    )
    expect(await text(await fragment('/nl-nl/account/sign-in', 'sign-up-modal'))).toContain('Met een account')
    expect(asked(upstream, 'sign-in-modal')).toHaveLength(1)
    expect(asked(upstream, 'sign-up-modal')).toHaveLength(1)
    // Any other fragment name is the page itself.
    expect(await text(await fragment('/en-us/account/sign-in', 'westend'))).toContain('<html')
  })

  it('gives the dialog an empty fragment when the content service fails', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/content/')
    const response = await request('/en-us/account/sign-in', {
      env,
      headers: { 'x-fragment': 'sign-in-modal' },
    })
    expect(response.status).toBe(200)
    expect((await response.text()).trim()).toBe('')
  })

  it('shows gift cards, the offers, Basecamp and the West End flagship as landing pages, linked from the footer', async () => {
    const { upstream, env } = createTestShop()
    const gifts = await page(env, '/en-us/gift-card')
    expect(gifts.status).toBe(200)
    const giftsHtml = await text(gifts)
    expect(giftsHtml).toContain('<title>Gift cards')
    expect(giftsHtml).toContain('<h2>Give them the trail</h2>')
    // Its shelf, from the catalogue: the e-gift card itself.
    expect(giftsHtml).toContain('Kestrel e-gift card')
    expect(asked(upstream, 'gift-card')).toHaveLength(1)
    for (const [path, href] of [
      ['/en-us/gift-card', '/en-us/gift-card'],
      ['/en-us/promotions', '/en-us/promotions'],
      ['/en-us/basecamp', '/en-us/basecamp'],
      ['/en-us/westend', '/en-us/westend'],
    ])
      expect(giftsHtml, path).toContain(`href="${href}"`)
    // Amounts are the market's: the spend-and-save and the gift with purchase in pounds in Britain.
    const offers = await text(await page(env, '/en-gb/promotions'))
    expect(offers).toContain('an order of £120 or more takes money off')
    expect(offers).toContain('from £80, a pair of Harbor ski socks')
    expect(await text(await page(env, '/de-de/westend'))).toContain('Unser Flagship-Store im West End')
    expect((await page(env, '/en-us/basecamp')).status).toBe(200)
    // Tidewater's sites have none of them.
    expect((await request('/en-us/gift-card', { env, host: 'tidewater.localhost' })).status).toBe(404)
  })

  it('leaves a page whole without its content when the content service fails', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/content/')
    const response = await page(env, '/en-us/stores')
    expect(response.status).toBe(200)
    expect(await text(response)).not.toContain('free repairs of zips and buckles')
  })
})
