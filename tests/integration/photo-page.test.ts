/**
 * A shopper's photo on a page of its own (decision 114): where a gallery's thumbnail leads without JavaScript. The
 * photo large with whose it is and its caption, "Shop this photo", the way back to the gallery (`?from=`, a page of
 * this shop only), the photos either side when the gallery is a product's photos or a saved set, and the report as
 * a plain form answered post/redirect/get. Read from the social media service by the photo's id (`GET /media/{id}`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SocialMediaPage } from '../../worker/upstream/social/schemas'
import { elementText, findTag, findTags, innerHtml, tagsOf } from '../fixtures/html'
import { allIslandProps } from '../fixtures/island-markup'
import { cookieOf, formPost, jsonPost } from './browser'
import { callMockApi, clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => vi.restoreAllMocks())

type Shop = ReturnType<typeof createTestShop>
const STORY = '/en-us/stories/on-film'
const STREAM = '/en-us/photos/streams/st-KS100048'
const path = (call: Request) => new URL(call.url).pathname
const thumbnails = (html: string) => findTags(html, 'a', { class: 'photos__thumb' })
const h1 = (html: string) => elementText(html, tagsOf(html, 'h1')[0])

/** The markup inside the first such element; a test fails where there is none. */
function inside(html: string, name: string, wanted: Record<string, string>): string {
  const tag = findTag(html, name, wanted)
  if (!tag) throw new Error(`No <${name}> ${JSON.stringify(wanted)}`)
  return innerHtml(html, tag)
}

/** The tee's photos, newest first, as the service lists them. */
async function teePhotos(upstream: Shop['upstream']) {
  const answer = await callMockApi(upstream, '/social/streams/st-KS100048/media/recent?count=12')
  return ((await answer.json()) as SocialMediaPage).data.media
}

describe('the social media service’s photo by its id (mock contract)', () => {
  it('answers one photo as the lists give it, and a photo it does not have as its 404', async () => {
    const { upstream } = createTestShop()
    const [listed] = await teePhotos(upstream)
    const answer = await callMockApi(upstream, `/social/media/${listed?.id}`)
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { data: unknown }).data).toEqual(listed)
    expect((await callMockApi(upstream, '/social/media/ph9999')).status).toBe(404)
  })
})

describe('a photo’s own page', () => {
  it('shows the photo large with whose it is, its caption, its products and the way back, with no script of its own', async () => {
    const { upstream, env } = createTestShop()
    const [photo] = await teePhotos(upstream)
    const id = photo?.id ?? ''
    upstream.calls.length = 0
    const response = await request(`/en-us/photo/${id}?from=/en-us/stories/on-film%23on-film-ugc`, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(h1(html)).toBe(`Photo by @${photo?.user.username}`)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(findTag(html, 'link', { rel: 'canonical' })?.attributes.href).toMatch(
      new RegExp(`/en-us/photo/${id}$`),
    )
    // Whose photo it is and their caption, as a post reads, then the photo large.
    expect(elementText(html, findTag(html, 'p', { class: 'photo-page__caption' }))).toBe(photo?.caption)
    const large = findTag(html, 'img', { class: 'photo-page__photo' })
    expect(large?.attributes).toMatchObject({
      src: `/media/social/${id}/full.svg`,
      width: '1000',
      height: '1000',
      alt: photo?.caption,
    })

    const shop = inside(html, 'section', { 'aria-labelledby': 'photo-shop-title' })
    expect(findTags(shop, 'li', { class: 'photo-page__product' })).toHaveLength(photo?.streams.length ?? -1)
    expect(findTags(shop, 'img', { alt: '' })).toHaveLength(photo?.streams.length ?? -1)
    const tee = findTag(html, 'a', {
      class: 'photo-page__product-name',
      href: '/en-us/p/meadow-crew-tee-KS100048',
    })
    expect(elementText(html, tee)).toBe('Meadow Crew Tee')
    expect(shop).toMatch(/<p class="price">.*\$\d+\.\d\d.*<\/p>/)
    expect(findTag(html, 'a', { href: STREAM })).toBeDefined()
    expect(html).toContain('More photos of Meadow Crew Tee')

    // Back to the gallery the photo was opened from, at the gallery; the breadcrumb names the product.
    const back = findTag(html, 'a', { href: '/en-us/stories/on-film#on-film-ugc' })
    expect(elementText(html, back)).toBe('Back to the photos')
    const crumbs = inside(html, 'nav', { class: 'breadcrumb' })
    expect(tagsOf(crumbs, 'a').map((link) => link.attributes.href)).toEqual([
      '/en-us',
      '/en-us/p/meadow-crew-tee-KS100048',
    ])
    expect(elementText(crumbs, findTag(crumbs, 'li', { 'aria-current': 'page' }))).toBe(
      `Photo by @${photo?.user.username}`,
    )
    // Opened from a story, whose gallery's order the address does not say: no steps.
    expect(findTag(html, 'nav', { 'aria-label': 'Photos in this gallery' })).toBeUndefined()

    // The report, a plain form posting to this page, the first reason chosen.
    const form = findTag(html, 'form', { class: 'photo-page__report-form' })
    expect(form?.attributes).toMatchObject({
      method: 'post',
      action: `/en-us/photo/${id}?from=/en-us/stories/on-film%23on-film-ugc`,
    })
    const reasons = findTags(html, 'input', { type: 'radio', name: 'reason' })
    expect(reasons.map((input) => input.attributes.value)).toEqual([
      'inappropriate',
      'copyright',
      'spam',
      'other',
    ])
    expect(reasons.map((input) => 'checked' in input.attributes)).toEqual([true, false, false, false])
    expect(findTag(html, 'details', { id: 'photo-report' })?.attributes).not.toHaveProperty('open')
    expect(allIslandProps(html, 'photos')).toEqual([])

    expect(upstream.calls.filter((call) => path(call) === `/social/media/${id}`)).toHaveLength(1)
    await request(`/en-us/photo/${id}`, { env })
    expect(upstream.calls.filter((call) => path(call) === `/social/media/${id}`)).toHaveLength(1)
  })

  it('is where every gallery’s thumbnail leads, with the way back to that gallery’s page', async () => {
    const { env } = createTestShop()
    const story = await (await request(`${STORY}?utm=x&photos-on-film-ugc=2`, { env })).text()
    const [first] = thumbnails(story)
    const id = first?.attributes['data-photo'] ?? ''
    expect(first?.attributes.href).toBe(
      `/en-us/photo/${id}?from=/en-us/stories/on-film%3Futm%3Dx%26photos-on-film-ugc%3D2%23on-film-ugc`,
    )
    // The lightbox reads the full photo from the link.
    expect(first?.attributes['data-full']).toBe(`/media/social/${id}/full.svg`)
    const page = await (await request(first?.attributes.href ?? '', { env })).text()
    expect(
      findTag(page, 'a', { href: '/en-us/stories/on-film?utm=x&photos-on-film-ugc=2#on-film-ugc' }),
    ).toBeDefined()

    const product = await (await request('/en-us/p/meadow-crew-tee-KS100048', { env })).text()
    expect(thumbnails(product)[0]?.attributes.href).toMatch(
      /^\/en-us\/photo\/ph\d{4}\?from=\/en-us\/p\/meadow-crew-tee-KS100048%23pdp-photos$/,
    )
    const stream = await (await request(`${STREAM}`, { env })).text()
    expect(thumbnails(stream)[0]?.attributes.href).toMatch(
      /^\/en-us\/photo\/ph\d{4}\?from=\/en-us\/photos\/streams\/st-KS100048%23shopper-photos$/,
    )
    const saved = await request('/api/photo-sets', { env, ...jsonPost({ photos: ['ph0002', 'ph0007'] }) })
    const { url } = (await saved.json()) as { url: string }
    const set = await (await request(url, { env })).text()
    expect(thumbnails(set).map((link) => link.attributes.href)).toEqual(
      ['ph0002', 'ph0007'].map((photo) => `/en-us/photo/${photo}?from=${url}%23shopper-photos`),
    )
  })

  it('links the photos either side when opened from a product’s photos or a saved set', async () => {
    const { upstream, env } = createTestShop()
    const ids = (await teePhotos(upstream)).map((photo) => photo.id)
    const from = `?from=${STREAM}%23shopper-photos`
    const second = await (await request(`/en-us/photo/${ids[1]}${from}`, { env })).text()
    const steps = findTag(second, 'nav', { 'aria-label': 'Photos in this gallery' })
    expect(steps && innerHtml(second, steps)).toContain('<span>Photo 2 of 7</span>')
    expect(findTag(second, 'a', { rel: 'prev' })?.attributes.href).toBe(`/en-us/photo/${ids[0]}${from}`)
    expect(findTag(second, 'a', { rel: 'next' })?.attributes.href).toBe(`/en-us/photo/${ids[2]}${from}`)
    const first = await (await request(`/en-us/photo/${ids[0]}${from}`, { env })).text()
    expect(findTag(first, 'a', { rel: 'prev' })).toBeUndefined()
    expect(first).toContain('Photo 1 of 7')

    const saved = await request('/api/photo-sets', { env, ...jsonPost({ photos: ['ph0002', 'ph0007'] }) })
    const { url } = (await saved.json()) as { url: string }
    const last = await (await request(`/en-us/photo/ph0007?from=${url}`, { env })).text()
    expect(findTag(last, 'a', { rel: 'prev' })?.attributes.href).toBe(`/en-us/photo/ph0002?from=${url}`)
    expect(findTag(last, 'a', { rel: 'next' })).toBeUndefined()
    // A photo that is not in the list it names (one of another product) has no steps, and its page is still whole.
    const other = await callMockApi(upstream, '/social/streams/st-KS100265/media/recent?count=1')
    const [stranger] = ((await other.json()) as SocialMediaPage).data.media
    expect(ids).not.toContain(stranger?.id)
    const elsewhere = await request(`/en-us/photo/${stranger?.id}${from}`, { env })
    expect(elsewhere.status).toBe(200)
    expect(findTag(await elsewhere.text(), 'nav', { 'aria-label': 'Photos in this gallery' })).toBeUndefined()
  })

  it('leads back only to a page of this shop in its locale, else names home and the product', async () => {
    const { env } = createTestShop()
    for (const from of [
      '//evil.example/en-us',
      'https://evil.example/en-us/stories/on-film',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      '/de-de/stories/on-film',
      '/api/cart',
      '/en-usx/stories',
    ]) {
      const html = await (
        await request(`/en-us/photo/ph0003?from=${encodeURIComponent(from)}`, { env })
      ).text()
      expect(html, from).not.toContain('Back to the photos')
      // The form posts to the page without the refused way back.
      expect(findTag(html, 'form', { class: 'photo-page__report-form' })?.attributes.action, from).toBe(
        '/en-us/photo/ph0003',
      )
      // The breadcrumb's way home and to the product the photo shows.
      const crumbs = inside(html, 'nav', { class: 'breadcrumb' })
      expect(
        tagsOf(crumbs, 'a').map((link) => link.attributes.href?.replace(/\/p\/.*$/, '/p/…')),
        from,
      ).toEqual(['/en-us', '/en-us/p/…'])
    }
    const home = await (await request('/en-us/photo/ph0003?from=/en-us', { env })).text()
    expect(findTag(home, 'a', { href: '/en-us' }) && home.includes('Back to the photos')).toBe(true)
  })

  it('is the shop’s 404 page for a photo the service does not have, or an address that is no photo’s', async () => {
    const { env } = createTestShop()
    for (const address of [
      '/en-us/photo/ph9999',
      '/en-us/photo/not%20an%20id',
      '/en-us/photo/ph0003/more',
      '/en-us/photo',
    ]) {
      const response = await request(address, { env })
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).toContain('We can’t find that page')
    }
  })

  it('names the products the photo carries when they cannot be read, and is the 503 page when the photo cannot', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    upstream.fail('/social/media/ph0003/streams')
    const named = await request('/en-us/photo/ph0003', { env })
    expect(named.status).toBe(200)
    const html = await named.text()
    const shop = inside(html, 'section', { 'aria-labelledby': 'photo-shop-title' })
    const links = findTags(shop, 'a', { class: 'photo-page__product-name' })
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.attributes.href).toMatch(/^\/en-us\/p\/[a-z0-9-]+-KS\d{6}$/)
    expect(shop).not.toContain('<img')
    expect(shop).not.toContain('class="price"')
    expect(warn.mock.calls.some(([line]) => String(line).includes('photo products unavailable'))).toBe(true)

    upstream.heal()
    upstream.fail('/social/media/ph0004')
    expect((await request('/en-us/photo/ph0004', { env })).status).toBe(503)
  })
})

describe('reporting a photo from its own page', () => {
  const PHOTO = '/en-us/photo/ph0005?from=/en-us/stories/on-film%23on-film-ugc'
  const reports = (upstream: Shop['upstream']) =>
    upstream.calls.filter((call) => path(call) === '/social/media/ph0005/reports')

  it('sends the reason chosen and comes back with the thanks; a second report of the session is refused at the reasons', async () => {
    const { upstream, env } = createTestShop()
    const sent = await request(PHOTO, { env, ...formPost('reason=spam') })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe(`${PHOTO}&report=sent#photo-report`)
    expect(await reports(upstream)[0]?.json()).toEqual({ reason: 'spam' })

    const thanks = await (await request(`${PHOTO}&report=sent`, { env })).text()
    const status = findTag(thanks, 'p', { id: 'photo-report', role: 'status' })
    expect(elementText(thanks, status)).toBe('Thank you. Our team will review this photo.')
    expect(findTag(thanks, 'form', { class: 'photo-page__report-form' })).toBeUndefined()
    expect(findTag(thanks, 'a', { href: '/en-us/stories/on-film#on-film-ugc' })).toBeDefined()

    const again = await request(PHOTO, { env, ...formPost('reason=copyright', cookieOf(sent)) })
    expect(again.status).toBe(409)
    expect(again.headers.get('cache-control')).toBe('private, no-store')
    const html = await again.text()
    expect(findTag(html, 'details', { id: 'photo-report', open: true })).toBeDefined()
    expect(elementText(html, findTag(html, 'p', { id: 'photo-report-error' }))).toBe(
      'You have already reported this photo.',
    )
    const chosen = findTag(html, 'input', { name: 'reason', value: 'copyright' })
    expect(chosen?.attributes).toMatchObject({
      checked: '',
      autofocus: '',
      'aria-describedby': 'photo-report-error',
    })
    expect(reports(upstream)).toHaveLength(1)
  })

  it('refuses a reason the service does not take without asking it, and a photo it does not have is the 404 page', async () => {
    const { upstream, env } = createTestShop()
    const refused = await request(PHOTO, { env, ...formPost('reason=boring') })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(elementText(html, findTag(html, 'p', { id: 'photo-report-error' }))).toBe('Check this field.')
    expect(findTag(html, 'input', { value: 'inappropriate' })?.attributes).toHaveProperty('checked')
    expect(reports(upstream)).toHaveLength(0)
    expect((await request('/en-us/photo/ph9999', { env, ...formPost('reason=spam') })).status).toBe(404)
    expect((await request('/en-us/photo/bad%20id', { env, ...formPost('reason=spam') })).status).toBe(404)
  })

  it('loses nothing when the service fails: it says so, keeps the reason, and takes the report again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    upstream.fail('/social/media/ph0005/reports')
    const failed = await request(PHOTO, { env, ...formPost('reason=other') })
    expect(failed.status).toBe(502)
    const html = await failed.text()
    expect(elementText(html, findTag(html, 'p', { id: 'photo-report-error' }))).toBe(
      'We couldn’t send your report just now. Please try again in a moment.',
    )
    expect(findTag(html, 'input', { value: 'other' })?.attributes).toHaveProperty('checked')
    expect(findTag(html, 'form', { class: 'photo-page__report-form' })?.attributes.action).toBe(PHOTO)
    // The photo, its products and the way back are all still there.
    expect(findTag(html, 'img', { src: '/media/social/ph0005/full.svg' })).toBeDefined()
    expect(findTag(html, 'a', { href: '/en-us/stories/on-film#on-film-ugc' })).toBeDefined()

    // The same session sends it again: the record of the report that failed was taken back.
    const cookie = cookieOf(failed)
    expect(cookie).not.toBe('')
    upstream.heal()
    const again = await request(PHOTO, { env, ...formPost('reason=other', cookie) })
    expect(again.status).toBe(303)
    expect(reports(upstream)).toHaveLength(2)
  })
})
