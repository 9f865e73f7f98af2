import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SocialMediaPage, SocialRoot } from '../../worker/upstream/social/schemas'
import { findTag, findTags, type Tag, tagsOf } from '../fixtures/html'
import { allIslandProps, islandProps } from '../fixtures/island-markup'
import { cookieOf, jsonPost } from './browser'
import { callMockApi, clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => vi.restoreAllMocks())

const STORY = '/en-us/stories/on-film'
const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

/** A gallery's thumbnails: the links to the photos, in the page's order. */
const thumbnails = (html: string): Tag[] => findTags(html, 'a', { class: 'photos__thumb' })
const pageLink = (html: string, rel: 'prev' | 'next') => findTag(html, 'a', { rel })?.attributes.href

async function social<T>(upstream: ReturnType<typeof createTestShop>['upstream'], path: string) {
  const response = await callMockApi(upstream, `/social${path}`)
  return { status: response.status, body: (await response.json()) as T }
}

describe('the social media service (mock contract)', () => {
  it('names the brand’s account at its root, and pages its recent photos newest first', async () => {
    const { upstream } = createTestShop()
    for (const path of ['', '/']) {
      const root = await social<SocialRoot>(upstream, path)
      expect(root.body.data.customer.id).toBe('215757')
    }
    const first = await social<SocialMediaPage>(upstream, '/customers/215757/media/recent?count=20')
    expect(first.status).toBe(200)
    expect(first.body.data.paging).toEqual({ page: 1, count: 20, total: 46, pages: 3 })
    const dates = first.body.data.media.map((media) => media.date_submitted ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    const last = await social<SocialMediaPage>(upstream, '/customers/215757/media/recent?count=20&page=3')
    expect(last.body.data.media).toHaveLength(6)
    expect((await social(upstream, '/customers/999/media/recent')).status).toBe(404)
  })

  it('answers a gallery’s 30 photos by category key, each with its pictures, handle, caption and products', async () => {
    const { upstream } = createTestShop()
    const page = await social<SocialMediaPage>(
      upstream,
      '/categories/media/recent?category_key=on-film&count=12',
    )
    expect(page.body.data.paging).toEqual({ page: 1, count: 12, total: 30, pages: 3 })
    const [photo] = page.body.data.media
    expect(photo).toMatchObject({
      type: 'image',
      user: { username: expect.stringMatching(/^[a-z._]+$/) },
      caption: expect.stringMatching(/\w/),
      images: {
        thumbnail: { url: `/media/social/${photo?.id}/thumb.svg`, width: 320, height: 320 },
        normal: { url: `/media/social/${photo?.id}/full.svg`, width: 1000, height: 1000 },
      },
    })
    expect(photo?.streams[0]?.tag_key).toMatch(/^KS\d{6}$/)
    expect((await social(upstream, '/categories/media/recent?category_key=nowhere')).status).toBe(404)
    expect((await social(upstream, '/categories/media/recent')).status).toBe(400)
    expect((await social(upstream, '/categories/media/recent?category_key=on-film&count=51')).status).toBe(
      400,
    )
    expect((await social(upstream, '/categories/media/recent?category_key=on-film&page=0')).status).toBe(400)
  })

  it('answers a product’s photos by tag key or stream id, none for a product nobody photographed', async () => {
    const { upstream } = createTestShop()
    const byTag = await social<SocialMediaPage>(upstream, '/streams/media/recent?tag_key=KS100048')
    expect(byTag.body.data.paging.total).toBe(7)
    for (const media of byTag.body.data.media) {
      expect(media.streams.map((stream) => stream.tag_key)).toContain('KS100048')
    }
    const byStream = await social<SocialMediaPage>(upstream, '/streams/st-KS100048/media/recent')
    expect(byStream.body.data.media.map((media) => media.id)).toEqual(
      byTag.body.data.media.map((media) => media.id),
    )
    const none = await social<SocialMediaPage>(upstream, '/streams/media/recent?tag_key=KS100020')
    expect(none.body.data).toEqual({ media: [], paging: { page: 1, count: 20, total: 0, pages: 1 } })
    expect((await social(upstream, '/streams/st-KS100020/media/recent')).status).toBe(404)
    expect((await social(upstream, '/streams/media/recent?tag_key=<x>')).status).toBe(400)
  })

  it('names the products a photo shows, takes reports, stashes, users and uploads', async () => {
    const { upstream } = createTestShop()
    const page = await social<SocialMediaPage>(upstream, '/streams/media/recent?tag_key=KS100265')
    const id = page.body.data.media[0]?.id ?? ''
    const streams = await social<{ data: { streams: { tag_key: string }[] } }>(
      upstream,
      `/media/${id}/streams`,
    )
    expect(streams.body.data.streams[0]?.tag_key).toBe('KS100265')
    expect((await social(upstream, '/media/ph9999/streams')).status).toBe(404)

    const post = (path: string, body: unknown) =>
      callMockApi(upstream, `/social${path}`, { method: 'POST', body: JSON.stringify(body) })
    expect((await post(`/media/${id}/reports`, { reason: 'spam' })).status).toBe(201)
    expect((await post(`/media/${id}/reports`, { reason: 'boring' })).status).toBe(400)
    expect((await post('/stashes', { media: [id] })).status).toBe(201)
    expect((await post('/stashes', { media: ['ph9999'] })).status).toBe(400)
    const user = await post('/users', { screen_name: 'new.hiker', email: 'hiker@example.com' })
    expect(user.status).toBe(201)
    const { data } = (await user.json()) as { data: { id: string } }
    const upload = await post(`/users/${data.id}/media`, {
      url: 'https://photos.example/a.jpg',
      caption: 'Summit at dawn',
      tag_keys: ['KS100048'],
    })
    expect(upload.status).toBe(201)
    expect(await upload.json()).toMatchObject({ data: { status: 'pending_moderation' } })
    expect((await post(`/users/${data.id}/media`, { url: 'http://photos.example/a.jpg' })).status).toBe(400)
  })

  it('draws each photo offline, as an SVG at the size asked', async () => {
    const { upstream, env } = createTestShop()
    const page = await social<SocialMediaPage>(
      upstream,
      '/categories/media/recent?category_key=on-film&count=1',
    )
    const id = page.body.data.media[0]?.id ?? ''
    const thumb = await request(`/media/social/${id}/thumb.svg`, { env })
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await thumb.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="320"/)
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
    expect(await (await request(`/media/social/${id}/full.svg`, { env })).text()).toContain('width="1000"')
    expect((await request('/media/social/ph9999/full.svg', { env })).status).toBe(404)
  })
})

describe('galleries on a page', () => {
  it('shows a gallery’s first page as linked thumbnails with a link to the next page', async () => {
    const { upstream, env } = createTestShop()
    const html = await (await request(STORY, { env })).text()
    // The island carries no photos: they travel once, as the thumbnails' markup.
    expect(islandProps(html, 'photos')).toEqual({ containerId: 'on-film-ugc', locale: 'en-us' })
    expect(html).toContain('data-island="photos" data-hydrate="interaction"')
    expect(html).not.toContain('data-island="gallery-loader"')
    const links = thumbnails(html)
    expect(links).toHaveLength(12)
    const [first] = links
    const id = first?.attributes['data-photo'] ?? ''
    // Each leads to its photo's own page and back (decision 114); the lightbox reads the full photo from the link.
    expect(first?.attributes.href).toBe(`/en-us/photo/${id}?from=/en-us/stories/on-film%23on-film-ugc`)
    expect(first?.attributes['data-full']).toBe(`/media/social/${id}/full.svg`)
    expect(first?.attributes['data-products']).toMatch(/^KS\d{6}:[A-Z]/)
    const image = findTag(html, 'img', { src: `/media/social/${id}/thumb.svg` })
    expect(image?.attributes).toMatchObject({ width: '320', height: '320', loading: 'lazy' })
    expect(image?.attributes.alt).toMatch(/\w{3}/)
    expect(html).toMatch(/<span class="photos__handle">@[a-z._]+<\/span>/)
    // No heading on a custom page: the section is named by the block's title.
    expect(findTag(html, 'section', { 'aria-label': 'Your trail, on film' })).toBeDefined()
    expect(findTag(html, 'nav', { 'aria-label': 'Gallery pages' })).toBeDefined()
    expect(html).toContain('Page 1 of 3')
    expect(pageLink(html, 'prev')).toBeUndefined()
    expect(pageLink(html, 'next')).toBe('/en-us/stories/on-film?photos-on-film-ugc=2#on-film-ugc')
    // The gallery is the service's `on-film` category, a page of 12.
    const call = upstream.calls.find((entry) => entry.url.includes('/social/categories/media/recent'))
    const query = new URL(call?.url ?? 'http://x').searchParams
    expect([query.get('category_key'), query.get('page'), query.get('count')]).toEqual(['on-film', '1', '12'])
  })

  it('pages without JavaScript: a later page keeps the rest of the address and links back', async () => {
    const { env } = createTestShop()
    const first = await (await request(STORY, { env })).text()
    const html = await (await request(`${STORY}?utm=x&photos-on-film-ugc=3`, { env })).text()
    expect(thumbnails(html)).toHaveLength(6)
    expect(html).toContain('Page 3 of 3')
    expect(pageLink(html, 'next')).toBeUndefined()
    expect(pageLink(html, 'prev')).toBe('/en-us/stories/on-film?utm=x&photos-on-film-ugc=2#on-film-ugc')
    const second = await (await request(`${STORY}?photos-on-film-ugc=2`, { env })).text()
    expect(pageLink(second, 'prev')).toBe('/en-us/stories/on-film#on-film-ugc')
    const ids = (page: string) => thumbnails(page).map((link) => link.attributes['data-photo'])
    expect(new Set([...ids(first), ...ids(second), ...ids(html)]).size).toBe(30)
    // A page that is not a number is the first; no error.
    const odd = await request(`${STORY}?photos-on-film-ugc=abc`, { env })
    expect(odd.status).toBe(200)
    expect(await odd.text()).toContain('Page 1 of 3')
  })

  it('shows the brand’s most recent photos in a gallery that names no product or gallery', async () => {
    // The page holds an editor's broken hero, skipped with a warning.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    const html = await (await request('/en-us/stories/trail-season', { env })).text()
    expect(islandProps(html, 'photos')).toMatchObject({ containerId: 'trail-gallery-legacy' })
    expect(thumbnails(html)).toHaveLength(12)
    expect(html).toContain('Page 1 of 4')
    expect(upstream.calls.some((entry) => entry.url.includes('/social/customers/215757/media/recent'))).toBe(
      true,
    )
  })

  it('words the gallery in the shopper’s language', async () => {
    const { env } = createTestShop()
    const html = await (await request('/de-de/stories/on-film', { env })).text()
    expect(html).toContain('Seite 1 von 3')
    expect(findTag(html, 'a', { rel: 'next' })?.attributes.class).toContain('button')
    expect(html).toContain('>Weitere Fotos</a>')
  })

  it('shows a product’s own photos on its page, tagged by its master id, without a heading', async () => {
    const { upstream, env } = createTestShop()
    const html = await (await request(PRODUCT, { env })).text()
    const links = thumbnails(html)
    expect(links).toHaveLength(7)
    for (const link of links) {
      expect(link.attributes['data-products']).toMatch(/(^|\|)KS100048:Meadow Crew Tee(\||$)/)
    }
    expect(findTag(html, 'nav', { 'aria-label': 'Gallery pages' })).toBeUndefined()
    // One row that scrolls sideways under the product, rather than a wall of photos.
    expect(findTag(html, 'section', { 'aria-label': 'Out there with you' })?.attributes.class).toContain(
      'gallery--strip',
    )
    expect(tagsOf(html, 'h2').some((tag) => tag.attributes.id === 'pdp-photos-title')).toBe(false)
    const call = upstream.calls.find((entry) => entry.url.includes('/social/streams/media/recent'))
    expect(new URL(call?.url ?? 'http://x').searchParams.get('tag_key')).toBe('KS100048')
  })

  it('shows no thumbnails and no empty heading for a product nobody has photographed, only the ask for the first', async () => {
    const { env } = createTestShop()
    const html = await (await request('/en-us/p/ridge-trail-tee-KS100020', { env })).text()
    expect(allIslandProps(html, 'photos')).toEqual([])
    expect(thumbnails(html)).toEqual([])
    const section = /<section class="block gallery[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(section).toContain('aria-label="Out there with you"')
    expect(section).toContain('No photos of this product yet. Be the first to share yours.')
    expect(section).not.toMatch(/<h[1-6]/)
  })

  it('renders the page without the gallery when the social media service fails or is slow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failing = createTestShop()
    failing.upstream.fail('/social/')
    const response = await request(STORY, { env: failing.env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(allIslandProps(html, 'photos')).toEqual([])
    expect(html).toContain('data-block-id="film-traverse"')
    expect(html).not.toContain('Your trail, on film')

    await clearUpstreamCache()
    const slow = createTestShop()
    slow.upstream.delay('/social/', 6000)
    const product = await request(PRODUCT, { env: slow.env })
    expect(product.status).toBe(200)
    const productHtml = await product.text()
    expect(productHtml).toContain('Meadow Crew Tee')
    expect(allIslandProps(productHtml, 'photos')).toEqual([])
    expect(slow.upstream.cancelled.some((entry) => entry.url.includes('/social/'))).toBe(true)
    expect(warn).toHaveBeenCalled()
  })

  it('keeps a gallery’s answer in the cache for the next shopper', async () => {
    const { upstream, env } = createTestShop()
    await request(STORY, { env })
    const asked = () => upstream.calls.filter((entry) => entry.url.includes('/social/categories/')).length
    expect(asked()).toBe(1)
    await request(STORY, { env })
    expect(asked()).toBe(1)
  })

  it('leaves the older gallery to a vendor’s script where one is configured, and draws the rest', async () => {
    const { upstream, env } = createTestShop({ GALLERY_SCRIPT_URL: 'https://widgets.example/gallery.js' })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const legacy = await (await request('/en-us/stories/trail-season', { env })).text()
    expect(islandProps(legacy, 'gallery-loader')).toMatchObject({ containerId: 'trail-gallery-legacy' })
    expect(allIslandProps(legacy, 'photos')).toEqual([])
    expect(upstream.calls.some((entry) => entry.url.includes('/social/'))).toBe(false)
    const social = await (await request(STORY, { env })).text()
    expect(thumbnails(social)).toHaveLength(12)
    expect(social).not.toContain('data-island="gallery-loader"')
  })
})

describe('a shopper’s report of a photo', () => {
  const report = (env: Parameters<typeof request>[1]['env'], id: string, body: unknown, cookie = '') =>
    request(`/api/photos/${id}/reports`, { env, ...jsonPost(body, cookie) })

  it('goes to the social media service with its reason, once a session', async () => {
    const { upstream, env } = createTestShop()
    const first = await report(env, 'ph0003', { reason: 'copyright' })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ reported: true })
    const sent = upstream.calls.filter(
      (call) => new URL(call.url).pathname === '/social/media/ph0003/reports',
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]?.method).toBe('POST')

    const cookie = cookieOf(first)
    const again = await report(env, 'ph0003', { reason: 'spam' }, cookie)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      errorDetails: [{ errorId: 'PHOTO409', message: 'You have already reported this photo.' }],
    })
    expect(upstream.calls.filter((call) => call.url.includes('/social/media/ph0003/reports'))).toHaveLength(1)
    // Another photo is another report.
    expect((await report(env, 'ph0004', { reason: 'spam' }, cookie)).status).toBe(200)
  })

  it('refuses a reason the service does not take, and a photo it does not know', async () => {
    const { upstream, env } = createTestShop()
    for (const body of [{}, { reason: 'boring' }, { reason: 7 }]) {
      const refused = await report(env, 'ph0003', body)
      expect(refused.status).toBe(400)
    }
    expect(upstream.calls.some((call) => call.url.includes('/reports'))).toBe(false)
    const unknown = await report(env, 'ph9999', { reason: 'spam' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      errorDetails: [{ errorId: 'PHOTO404', message: 'This photo is no longer in the gallery.' }],
    })
    expect((await report(env, 'not%20an%20id', { reason: 'spam' })).status).toBe(404)
  })

  it('can be made again when the service failed to take it', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/social/media/ph0005/reports')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failed = await report(env, 'ph0005', { reason: 'inappropriate' })
    expect(failed.status).toBe(502)
    expect(await failed.json()).toMatchObject({
      errorDetails: [
        {
          errorId: 'PHOTO_REPORT_UNAVAILABLE',
          message: 'We couldn’t send your report just now. Please try again in a moment.',
        },
      ],
    })
    upstream.heal()
    expect((await report(env, 'ph0005', { reason: 'inappropriate' }, cookieOf(failed))).status).toBe(200)
  })
})
