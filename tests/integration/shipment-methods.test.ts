import { beforeEach, describe, expect, it } from 'vitest'
import { arrivalDate, formatArrival } from '../../shared/bag/arrival'
import { createCommerceClient } from '../../worker/upstream/commerce/client'
import { CommerceApiError } from '../../worker/upstream/errors'
import { createUpstreamFetch } from '../../worker/upstream/http'
import { cookieOf, formPost } from './browser'
import { shopperWith, variantsInStock } from './cart-helpers'
import {
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  createUpstream,
  request,
  TEST_SECRETS,
  type Upstream,
} from './harness'

beforeEach(clearUpstreamCache)

const commerceOf = (upstream: Upstream) =>
  createCommerceClient({
    fetch: createUpstreamFetch({
      service: 'commerce',
      baseUrl: 'https://mock-api.internal/api',
      fetcher: (request) => upstream.fetcher.fetch(request),
      accessKey: TEST_SECRETS.UPSTREAM_ACCESS_KEY,
      serverTrustId: 'trust',
      locale: 'en-us',
      errorClass: CommerceApiError,
    }),
    mediaBaseUrl: '/media',
  })

describe('one shipment’s delivery methods', () => {
  it('answers the home shipment’s methods as the cart has them, without the rest of the cart', async () => {
    const upstream = createUpstream()
    const commerce = commerceOf(upstream)
    const [variant] = await variantsInStock(upstream, 2, 1)
    const { basketId, cart } = await commerce.createCart({ currency: 'USD', country: 'US' }, [
      { productId: variant?.sku as string, qty: 1 },
    ])
    upstream.calls.length = 0
    const methods = await commerce.getShipmentMethods(basketId, 'me')
    expect(methods).toEqual(cart.shipment?.options)
    expect(methods?.map((method) => method.code)).toEqual(expect.arrayContaining(['standard', 'express']))
    expect(upstream.calls.map((call) => new URL(call.url).pathname)).toEqual([
      `/api/cart/v1/cart/${basketId}/shippingMethod/me`,
    ])
    const raw = await callMockApi(upstream, `/api/cart/v1/cart/${basketId}/shippingMethod/me`)
    const body = (await raw.json()) as Record<string, unknown>
    expect(body).toMatchObject({ shippingId: 'me', applicableShippingMethods: expect.any(Array) })
    expect(body).not.toHaveProperty('items')
  })

  it('answers null for a shipment the cart does not have, or a cart that is gone', async () => {
    const upstream = createUpstream()
    const commerce = commerceOf(upstream)
    const [variant] = await variantsInStock(upstream, 2, 1)
    const { basketId } = await commerce.createCart({ currency: 'USD', country: 'US' }, [
      { productId: variant?.sku as string, qty: 1 },
    ])
    expect(await commerce.getShipmentMethods(basketId, 'customs')).toBeNull()
    expect(await commerce.getShipmentMethods('gone0000', 'me')).toBeNull()
    const refused = await callMockApi(upstream, `/api/cart/v1/cart/${basketId}/shippingMethod/customs`)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toMatchObject({ errorDetails: [{ errorId: 'SHP404' }] })
  })
})

/** The bag page's summary, from its heading to the totals. */
const summaryOf = (html: string) => html.slice(html.indexOf('id="bag-summary-title"'))

describe('the bag’s shipping method dialog', () => {
  it('answers the home shipment’s methods to the bag, fastest first, and refuses another shipment or no cart', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const headers = { cookie, 'x-storefront-locale': 'en-us' }
    const response = await request('/api/cart/shipments/me/methods', { env, headers })
    expect(response.status).toBe(200)
    const { methods } = (await response.json()) as { methods: { code: string; deliveryTime: string }[] }
    expect(methods.map((method) => method.code).slice(0, 2)).toEqual(['express', 'pudo'])
    expect(methods.map((method) => method.code)).toContain('standard')

    const unknown = await request('/api/cart/shipments/gift/methods', { env, headers })
    expect(unknown.status).toBe(400)
    const noCart = await request('/api/cart/shipments/me/methods', {
      env,
      headers: { 'x-storefront-locale': 'en-us' },
    })
    expect(noCart.status).toBe(404)
    expect(await noCart.json()).toMatchObject({ errorDetails: [{ errorId: 'BSK404' }] })
  })

  it('says the shipment’s method and day, and without JavaScript opens the dialog as a form that changes it', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
    const today = new Date().toISOString().slice(0, 10)
    const day = (time: string) => formatArrival(arrivalDate(time, today) as string, 'en-US')

    const bag = summaryOf(await (await request('/en-us/cart', { env, headers: { cookie } })).text())
    expect(bag).toContain(`Standard delivery, arrives by ${day('3-5 business days')}`)
    expect(bag).toMatch(/<a class="link-button" href="\/en-us\/cart\?shipping=me"[^>]*>Change</)
    expect(bag).not.toContain('id="bag-shipment-dialog"')

    const asked = summaryOf(
      await (await request('/en-us/cart?shipping=me', { env, headers: { cookie } })).text(),
    )
    const dialog = asked.slice(asked.indexOf('<dialog'), asked.indexOf('</dialog>'))
    expect(dialog).toMatch(
      /^<dialog open="" id="bag-shipment-dialog"[^>]*aria-labelledby="bag-shipment-dialog-title"/,
    )
    expect(dialog).toContain('>Change delivery method</h2>')
    expect(dialog).toContain('<form action="/en-us/cart" method="post">')
    expect(dialog).toContain('name="intent" value="chooseShipping"')
    expect(dialog).toMatch(/type="radio" name="code" checked="" value="standard"/)
    expect(dialog).toContain(`1-2 business days, arrives by ${day('1-2 business days')}`)
    // A collection point or a store is chosen at checkout, where its place is.
    expect(dialog).not.toContain('value="pudo"')

    const chosen = await request('/en-us/cart', {
      env,
      ...formPost('intent=chooseShipping&code=express', cookie),
    })
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/en-us/cart?cart=shipping')
    const after = summaryOf(
      await (
        await request('/en-us/cart?cart=shipping', { env, headers: { cookie: cookieOf(chosen, cookie) } })
      ).text(),
    )
    expect(after).toContain(`Express delivery, arrives by ${day('1-2 business days')}`)
    expect(after).toContain('$19.95')
  })
})
