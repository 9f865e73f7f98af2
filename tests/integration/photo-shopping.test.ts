/**
 * Shopping shoppers' photos (decision 106): the products a photo shows (`GET /media/{mediaId}/streams`) with their
 * pages, pictures and prices; a product's photos by its stream (`GET /streams/{streamId}/media/recent`); and a
 * shopper's set of photos saved at the service (`POST /stashes`) and shown at its own address (`GET
 * /stashes/{stashId}`). Also the product page's gallery tag, read from the product's details (`masterId`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ShopPhotoProduct } from '../../shared/content/gallery'
import { createKvCache } from '../../worker/cache/kv-cache'
import { SocialMediaError } from '../../worker/upstream/errors'
import { createUpstreamFetch } from '../../worker/upstream/http'
import { createSocialClient } from '../../worker/upstream/social/client'
import type { SocialMediaPage } from '../../worker/upstream/social/schemas'
import { elementText, findTag, findTags, tagsOf } from '../fixtures/html'
import { allIslandProps, islandProps } from '../fixtures/island-markup'
import { jsonPost } from './browser'
import {
  bindings,
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  createUpstream,
  request,
  TEST_SECRETS,
} from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => vi.restoreAllMocks())

const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'
const STREAM = '/en-us/photos/streams/st-KS100048'

const thumbnails = (html: string) => findTags(html, 'a', { class: 'photos__thumb' })
const path = (call: Request) => new URL(call.url).pathname

/** A photo of the tee that shows a second product too (every third of a product's photos does). */
async function photoWithTwoProducts(upstream: ReturnType<typeof createUpstream>): Promise<string> {
  const page = (await (
    await callMockApi(upstream, '/social/streams/media/recent?tag_key=KS100048')
  ).json()) as SocialMediaPage
  const photo = page.data.media.find((media) => media.streams.length === 2)
  if (!photo) throw new Error('No photo of KS100048 shows two products')
  return photo.id
}

function socialClient() {
  const upstream = createUpstream()
  const fetch = createUpstreamFetch({
    service: 'social',
    baseUrl: 'https://mock-api.internal/social',
    fetcher: (call) => upstream.fetcher.fetch(call),
    accessKey: TEST_SECRETS.UPSTREAM_ACCESS_KEY,
    serverTrustId: 'trust',
    locale: 'en-us',
    errorClass: SocialMediaError,
  })
  const background: Promise<unknown>[] = []
  const cache = createKvCache({
    kv: bindings.UPSTREAM_CACHE,
    waitUntil: (promise) => background.push(promise),
    bypass: false,
  })
  return {
    upstream,
    settled: () => Promise.all(background.splice(0)),
    social: createSocialClient({ fetch, cache, siteId: 'KST-US', locale: 'en-us', mediaBaseUrl: '' }),
  }
}

describe('the social media client’s further calls', () => {
  it('reads the products a photo shows with their streams, from the cache the second time', async () => {
    const { upstream, social, settled } = socialClient()
    const id = await photoWithTwoProducts(upstream)
    const products = await social.getPhotoProducts(id)
    expect(products).toHaveLength(2)
    expect(products?.[0]).toEqual({ streamId: 'st-KS100048', masterId: 'KS100048', name: 'Meadow Crew Tee' })
    expect(products?.[1]?.streamId).toMatch(/^st-KS\d{6}$/)
    const asked = () => upstream.calls.filter((call) => path(call) === `/social/media/${id}/streams`).length
    expect(asked()).toBe(1)
    await settled()
    await social.getPhotoProducts(id)
    expect(asked()).toBe(1)
    expect(await social.getPhotoProducts('ph9999')).toBeNull()
  })

  it('pages a stream’s photos by the stream’s id, and reads an unknown stream as no photos', async () => {
    const { upstream, social } = socialClient()
    const first = await social.listPhotos({ kind: 'stream', streamId: 'st-KS100048' }, { page: 1, count: 3 })
    expect([first.page, first.pages, first.total, first.photos.length]).toEqual([1, 3, 7, 3])
    const third = await social.listPhotos({ kind: 'stream', streamId: 'st-KS100048' }, { page: 3, count: 3 })
    expect(third.photos).toHaveLength(1)
    const ids = new Set([...first.photos, ...third.photos].map((photo) => photo.id))
    expect(ids.size).toBe(4)
    for (const photo of [...first.photos, ...third.photos])
      expect(photo.products.map((product) => product.streamId)).toContain('st-KS100048')
    const call = upstream.calls.find((entry) => path(entry) === '/social/streams/st-KS100048/media/recent')
    expect(new URL(call?.url ?? 'http://x').searchParams.get('count')).toBe('3')
    const none = await social.listPhotos({ kind: 'stream', streamId: 'st-KS100020' }, { page: 1, count: 12 })
    expect(none.total).toBe(0)
  })

  it('saves a set of photos as a stash, never from the cache, and reads it back by its id', async () => {
    const { upstream, social } = socialClient()
    const id = await social.savePhotoSet(['ph0003', 'ph0001', 'ph0003'])
    const saves = upstream.calls.filter((call) => path(call) === '/social/stashes')
    expect(saves.map((call) => call.method)).toEqual(['POST'])
    expect(await saves[0]?.json()).toEqual({ media: ['ph0003', 'ph0001', 'ph0003'] })
    const set = await social.getPhotoSet(id)
    expect(set?.photos.map((photo) => photo.id)).toEqual(['ph0003', 'ph0001'])
    expect(set?.photos[0]?.image.url).toMatch(/\/social\/ph0003\/full\.svg$/)
    expect(await social.getPhotoSet('00000000-0000-4000-8000-000000000000')).toBeNull()
    await expect(social.savePhotoSet(['ph9999'])).rejects.toMatchObject({
      status: 400,
      operation: 'savePhotoSet',
    })
  })
})

describe('“Shop this photo” (/api/photos/:mediaId/products)', () => {
  it('answers the products a photo shows with their pages, pictures and prices, for shared caches', async () => {
    const { upstream, env } = createTestShop()
    const id = await photoWithTwoProducts(upstream)
    const response = await request(`/api/photos/${id}/products`, {
      env,
      headers: { accept: 'application/json', 'x-storefront-locale': 'en-gb' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/public/)
    const { products } = (await response.json()) as { products: ShopPhotoProduct[] }
    expect(products).toHaveLength(2)
    expect(products[0]).toMatchObject({
      masterId: 'KS100048',
      streamId: 'st-KS100048',
      name: 'Meadow Crew Tee',
      url: '/en-gb/p/meadow-crew-tee-KS100048',
      image: expect.stringMatching(/^\/media\//),
      price: { currency: 'GBP', current: expect.any(Number), original: expect.any(Number) },
    })
    expect(upstream.calls.some((call) => path(call) === `/social/media/${id}/streams`)).toBe(true)
  })

  it('keeps a product’s name and link when the catalogue cannot answer, and says a photo it does not know is gone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    const id = await photoWithTwoProducts(upstream)
    upstream.fail('/api/products/')
    const response = await request(`/api/photos/${id}/products`, {
      env,
      headers: { accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    const { products } = (await response.json()) as { products: ShopPhotoProduct[] }
    expect(products[0]).toEqual({
      masterId: 'KS100048',
      streamId: 'st-KS100048',
      name: 'Meadow Crew Tee',
      url: '/en-us/p/meadow-crew-tee-KS100048',
      image: null,
      price: null,
    })
    expect(warn.mock.calls.some(([line]) => String(line).includes('photo product details failed'))).toBe(true)

    const gone = await request('/api/photos/ph9999/products', {
      env,
      headers: { accept: 'application/json' },
    })
    expect(gone.status).toBe(404)
    expect(await gone.json()).toMatchObject({ errorDetails: [{ errorId: 'PHOTO404' }] })
  })

  it('answers a failure of the social media service as one, never a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    upstream.garbage('/social/media/')
    const garbled = await request('/api/photos/ph0003/products', {
      env,
      headers: { accept: 'application/json' },
    })
    expect(garbled.status).toBe(502)
    upstream.heal()
    upstream.fail('/social/media/')
    const down = await request('/api/photos/ph0004/products', {
      env,
      headers: { accept: 'application/json' },
    })
    expect(down.status).toBe(502)
    expect(down.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('a shopper’s set of photos', () => {
  it('is saved at the service and shown at its own address to whoever opens it', async () => {
    const { upstream, env } = createTestShop()
    const saved = await request('/api/photo-sets', { env, ...jsonPost({ photos: ['ph0002', 'ph0007'] }) })
    expect(saved.status).toBe(200)
    const { id, url } = (await saved.json()) as { id: string; url: string }
    expect(url).toBe(`/en-us/photos/sets/${id}`)
    expect(upstream.calls.filter((call) => path(call) === '/social/stashes')).toHaveLength(1)

    const page = await request(url, { env })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(elementText(html, tagsOf(html, 'h1')[0])).toBe('A set of shoppers’ photos')
    expect(html).toContain('2 photos saved from our galleries.')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(thumbnails(html).map((link) => link.attributes['data-photo'])).toEqual(['ph0002', 'ph0007'])
    expect(islandProps(html, 'photos')).toEqual({ containerId: 'shopper-photos', locale: 'en-us' })
    // Read once: a saved set never changes.
    await request(url, { env })
    expect(upstream.calls.filter((call) => path(call) === `/social/stashes/${id}`)).toHaveLength(1)
    expect((await request('/en-us/photos/sets/00000000-0000-4000-8000-000000000000', { env })).status).toBe(
      404,
    )
  })

  it('refuses a set of no photos, too many, or one the service no longer has', async () => {
    const { upstream, env } = createTestShop()
    const many = Array.from({ length: 51 }, (_, index) => `ph${String(index + 1).padStart(4, '0')}`)
    for (const photos of [[], many, ['not an id']]) {
      const refused = await request('/api/photo-sets', { env, ...jsonPost({ photos }) })
      expect(refused.status).toBe(400)
    }
    expect(upstream.calls.some((call) => path(call) === '/social/stashes')).toBe(false)
    const gone = await request('/api/photo-sets', { env, ...jsonPost({ photos: ['ph0001', 'ph9999'] }) })
    expect(gone.status).toBe(400)
    expect(await gone.json()).toMatchObject({
      errorDetails: [
        {
          errorId: 'PHOTO_SET_REFUSED',
          message: 'We couldn’t save your set: a photo in it is no longer in the gallery.',
        },
      ],
    })
  })
})

describe('a product’s photos by its stream', () => {
  it('shows the stream’s photos, named by its product, with the way to the product', async () => {
    const { upstream, env } = createTestShop()
    const response = await request(STREAM, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(elementText(html, tagsOf(html, 'h1')[0])).toBe('Photos of the Meadow Crew Tee')
    // The breadcrumb's link to the product, and the one beside the photos.
    const toProduct = findTags(html, 'a', { href: '/en-us/p/meadow-crew-tee-KS100048' })
    expect(toProduct.map((link) => elementText(html, link))).toEqual([
      'Meadow Crew Tee',
      'Shop the Meadow Crew Tee',
    ])
    expect(thumbnails(html)).toHaveLength(7)
    expect(findTag(html, 'nav', { 'aria-label': 'Gallery pages' })).toBeUndefined()
    const call = upstream.calls.find((entry) => path(entry) === '/social/streams/st-KS100048/media/recent')
    const query = new URL(call?.url ?? 'http://x').searchParams
    expect([query.get('page'), query.get('count')]).toEqual(['1', '12'])
  })

  it('sends a page past the last to the last, and answers an unknown stream or a failing service as pages do', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    const past = await request(`${STREAM}?page=4`, { env })
    expect(past.status).toBe(302)
    expect(past.headers.get('location')).toBe(`${STREAM}#shopper-photos`)
    expect((await request('/en-us/photos/streams/st-KS100020', { env })).status).toBe(404)
    expect((await request('/en-us/photos/streams/st%20x', { env })).status).toBe(404)
    expect((await request('/en-us/photos/elsewhere/x', { env })).status).toBe(404)
    upstream.fail('/social/')
    const down = await request('/en-us/photos/streams/st-KS100265', { env })
    expect(down.status).toBe(503)
    expect(allIslandProps(await down.text(), 'photos')).toEqual([])
  })
})

describe('the product page gallery’s tag', () => {
  it('is the master id the product’s details name, read from the details the page already holds', async () => {
    const { upstream, env } = createTestShop()
    const wire = await callMockApi(upstream, '/api/products/v2/products/KS100048/details?currency=USD')
    expect(await wire.json()).toMatchObject({ styleCode: 'KS100048', masterId: 'KS100048' })
    upstream.calls.length = 0
    const html = await (await request(PRODUCT, { env })).text()
    expect(thumbnails(html)).toHaveLength(7)
    const details = upstream.calls.filter(
      (call) => path(call) === '/api/products/v2/products/KS100048/details',
    )
    expect(details).toHaveLength(1)
    const tagged = upstream.calls.find((call) => path(call) === '/social/streams/media/recent')
    expect(new URL(tagged?.url ?? 'http://x').searchParams.get('tag_key')).toBe('KS100048')
  })
})
