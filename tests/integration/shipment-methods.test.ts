import { beforeEach, describe, expect, it } from 'vitest'
import { createCommerceClient } from '../../worker/upstream/commerce/client'
import { CommerceApiError } from '../../worker/upstream/errors'
import { createUpstreamFetch } from '../../worker/upstream/http'
import { variantsInStock } from './cart-helpers'
import { callMockApi, clearUpstreamCache, createUpstream, TEST_SECRETS, type Upstream } from './harness'

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
