/**
 * A shopper's own photo, shared from a product's gallery (decision 104): the form each product page carries, the
 * multipart post answered at the page, the calls the social media service gets (a user, then the upload tagged with
 * the product), and every refusal as the page again with what was typed and the message at its field.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { checkPhotoShare, PHOTO_MAX_BYTES, pictureType } from '../../shared/content/photo-share'
import { findTag } from '../fixtures/html'
import { clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'

beforeEach(clearUpstreamCache)

const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'
/** A product nobody has photographed yet. */
const UNPHOTOGRAPHED = '/en-us/p/ridge-trail-tee-KS100020'

/** A 1 × 1 PNG: a real picture, by its first bytes. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

interface Share {
  photo?: { bytes: Uint8Array; type: string; name?: string } | null
  caption?: string
  handle?: string
  email?: string
  terms?: boolean
  masterId?: string
}

const VALID: Share = {
  photo: { bytes: PNG, type: 'image/png' },
  caption: 'Summit at dawn, still warm.',
  handle: 'ada.hikes',
  email: 'ada@example.com',
  terms: true,
}

/** The form as a browser posts it: a multipart body of a known length, from the shop's own page. */
async function postShare(env: TestEnv, share: Share, path = PRODUCT, address = crypto.randomUUID()) {
  const form = new FormData()
  const { photo, terms, ...fields } = { masterId: 'KS100048', ...share }
  if (photo) form.set('photo', new File([photo.bytes], photo.name ?? 'photo.png', { type: photo.type }))
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value)
  if (terms) form.set('terms', 'on')
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  return request(`${path}?form=photo&gallery=pdp-photos`, {
    env,
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.byteLength),
      origin: 'http://localhost',
      'cf-connecting-ip': address,
    },
    body,
  })
}

const socialPosts = (upstream: ReturnType<typeof createTestShop>['upstream']) =>
  upstream.calls
    .filter((call) => call.method === 'POST' && new URL(call.url).pathname.startsWith('/social/'))
    .map((call) => new URL(call.url).pathname)

/** The text of the element with this id (a field's message), or null. */
const textOf = (html: string, id: string) =>
  new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]?.replaceAll('&#x27;', "'") ?? null

describe('the share form', () => {
  it('is under every product’s gallery, and asks for the first photo of a product nobody photographed', async () => {
    const { env } = createTestShop()
    const html = await (await request(PRODUCT, { env })).text()
    const form = findTag(html, 'form', { class: 'photo-share__form' })?.attributes ?? {}
    expect(form).toMatchObject({
      method: 'post',
      action: '/en-us/p/meadow-crew-tee-KS100048?form=photo&gallery=pdp-photos',
    })
    // HTML's attribute names are case-blind: React writes this one as `encType`.
    expect(form.enctype ?? form.encType).toBe('multipart/form-data')
    expect(findTag(html, 'input', { name: 'masterId' })?.attributes.value).toBe('KS100048')
    expect(findTag(html, 'input', { name: 'photo' })?.attributes.accept).toBe(
      'image/jpeg,image/png,image/webp',
    )
    expect(html).not.toContain('No photos of this product yet')

    const empty = await (await request(UNPHOTOGRAPHED, { env })).text()
    expect(empty).toContain('No photos of this product yet. Be the first to share yours.')
    expect(findTag(empty, 'input', { name: 'masterId' })?.attributes.value).toBe('KS100020')
    // The way back from the form has somewhere to land.
    expect(empty).toContain('id="pdp-photos"')

    // A gallery of a campaign takes no shares.
    const story = await (await request('/en-us/stories/on-film', { env })).text()
    expect(story).not.toContain('photo-share__form')
  })
})

describe('a photo shared', () => {
  it('registers the shopper, uploads the picture tagged with the product, and comes back to the gallery', async () => {
    const { upstream, env } = createTestShop()
    const answer = await postShare(env, VALID)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`${PRODUCT}?photo=sent#pdp-photos`)
    const [user, upload] = upstream.calls.filter((call) => call.url.includes('/social/users'))
    expect(await user?.clone().json()).toEqual({ screen_name: 'ada.hikes', email: 'ada@example.com' })
    expect(new URL(upload?.url ?? 'http://x').pathname).toMatch(/^\/social\/users\/u[0-9a-f]{8}\/media$/)
    const sent = await upload?.clone().formData()
    const file = sent?.get('file') as File
    expect(file.type).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG)
    expect(sent?.get('caption')).toBe('Summit at dawn, still warm.')
    expect(sent?.getAll('tag_keys')).toEqual(['KS100048'])

    const back = await (await request(`${PRODUCT}?photo=sent`, { env })).text()
    expect(back).toContain('Thank you. Your photo will appear here once our team has reviewed it.')
    expect(back).not.toContain('photo-share__form')
  })

  it('sends a screen name as the service takes it, in lowercase', async () => {
    const { upstream, env } = createTestShop()
    expect((await postShare(env, { ...VALID, handle: ' Ada.Hikes ' })).status).toBe(303)
    const user = upstream.calls.find((call) => new URL(call.url).pathname === '/social/users')
    expect(await user?.clone().json()).toMatchObject({ screen_name: 'ada.hikes' })
  })
})

describe('a share refused', () => {
  it('is the page again with each message at its field and what was typed, and nothing is sent', async () => {
    const { upstream, env } = createTestShop()
    const answer = await postShare(env, {
      photo: null,
      caption: ' ',
      handle: 'Not a name!',
      email: 'ada@',
      terms: false,
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const html = await answer.text()
    expect(html).toContain('Please check the fields marked below.')
    expect(textOf(html, 'pdp-photos-share-photo-error')).toBe('Choose a photo to share.')
    expect(textOf(html, 'pdp-photos-share-caption-error')).toBe('Tell us about your photo.')
    expect(textOf(html, 'pdp-photos-share-handle-error')).toBe(
      'Use 2 to 30 lowercase letters, numbers, dots or underscores.',
    )
    expect(textOf(html, 'pdp-photos-share-email-error')).toBe('Enter an email address like name@example.com.')
    expect(textOf(html, 'pdp-photos-share-terms-error')).toBe('Tick the box to confirm the photo is yours.')
    expect(findTag(html, 'input', { name: 'handle' })?.attributes.value).toBe('Not a name!')
    expect(findTag(html, 'input', { name: 'email' })?.attributes.value).toBe('ada@')
    expect(findTag(html, 'details', { class: 'photo-share__details' })?.attributes.open).toBe('')
    // The first refused field takes focus.
    expect(findTag(html, 'input', { name: 'photo' })?.attributes).toHaveProperty('autofocus')
    expect(socialPosts(upstream)).toEqual([])
  })

  it('checks the picture by its first bytes, not by the type the browser gave it', async () => {
    const { upstream, env } = createTestShop()
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')
    const answer = await postShare(env, { ...VALID, photo: { bytes: text, type: 'image/png' } })
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(textOf(html, 'pdp-photos-share-photo-error')).toBe('Choose a JPEG, PNG or WebP picture.')
    // The rest stays as typed, and the terms ticked; the picture must be chosen again.
    expect(findTag(html, 'textarea', { name: 'caption' })).toBeDefined()
    expect(html).toContain('Summit at dawn, still warm.</textarea>')
    expect(findTag(html, 'input', { name: 'terms' })?.attributes).toHaveProperty('checked')
    expect(socialPosts(upstream)).toEqual([])
  })

  it('refuses a body larger than a picture may be before reading it, and a body that is no multipart form', async () => {
    const { upstream, env } = createTestShop()
    const large = new Uint8Array(PHOTO_MAX_BYTES + 64 * 1024)
    large.set(PNG)
    const tooLarge = await postShare(env, { ...VALID, photo: { bytes: large, type: 'image/png' } })
    expect(tooLarge.status).toBe(400)
    const tooLargeHtml = await tooLarge.text()
    expect(textOf(tooLargeHtml, 'pdp-photos-share-photo-error')).toBe('Choose a photo of at most 8 MB.')
    const plain = await request(`${PRODUCT}?form=photo`, {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: 'caption=hello',
    })
    expect(plain.status).toBe(400)
    expect(await plain.text()).toContain('photo-share__form')
    expect(socialPosts(upstream)).toEqual([])
  })

  it('lets one address share five photos a minute; the sixth waits, said atop the form', async () => {
    const { upstream, env } = createTestShop()
    const address = crypto.randomUUID()
    for (let index = 0; index < 5; index++)
      expect((await postShare(env, VALID, PRODUCT, address)).status).toBe(303)
    const sixth = await postShare(env, VALID, PRODUCT, address)
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).toBe('60')
    expect(await sixth.text()).toContain(
      'You’ve shared several photos in a short time. Please wait a minute, then try again.',
    )
    expect(socialPosts(upstream)).toHaveLength(10)
    // Another address is counted on its own.
    expect((await postShare(env, VALID)).status).toBe(303)
  })

  it('says the service could not take it when it fails, and keeps what was typed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    upstream.fail('/social/users')
    const answer = await postShare(env, VALID)
    expect(answer.status).toBe(502)
    const html = await answer.text()
    expect(html).toContain('We couldn’t send your photo just now. Please try again in a moment.')
    expect(findTag(html, 'input', { name: 'handle' })?.attributes.value).toBe('ada.hikes')
    // The user was asked for, and refused: no upload followed.
    expect(socialPosts(upstream)).toEqual(['/social/users'])
    vi.restoreAllMocks()
  })

  it('is refused from another site before anything is read', async () => {
    const { upstream, env } = createTestShop()
    const answer = await request(`${PRODUCT}?form=photo&gallery=pdp-photos`, {
      env,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' },
      body: '--x--',
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).not.toContain('photo-share__form')
    expect(socialPosts(upstream)).toEqual([])
  })
})

describe('the share’s rules', () => {
  it('knows a picture by its first bytes', () => {
    expect(pictureType(PNG)).toBe('image/png')
    expect(pictureType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg')
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')
    expect(pictureType(webp)).toBe('image/webp')
    expect(pictureType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(pictureType(new Uint8Array())).toBeNull()
  })

  it('takes a caption of up to 500 characters, counted as a shopper sees them', () => {
    const base = {
      photo: { size: 10, type: 'image/png' as const },
      handle: 'ada',
      email: 'a@b.co',
      terms: true,
    }
    expect(checkPhotoShare({ ...base, caption: '🏔'.repeat(500) })).toEqual({})
    expect(checkPhotoShare({ ...base, caption: '🏔'.repeat(501) })).toEqual({
      caption: { key: 'photoShare.error.captionTooLong', params: { max: 500 } },
    })
    expect(
      checkPhotoShare({ ...base, caption: 'ok', photo: { size: PHOTO_MAX_BYTES + 1, type: 'image/png' } }),
    ).toMatchObject({ photo: { key: 'photoShare.error.photoTooLarge' } })
  })
})
