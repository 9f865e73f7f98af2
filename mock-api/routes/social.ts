/**
 * The social media service's contract (spec 2 §7, a host of its own; `worker/upstream/social/`): shoppers' photos
 * of the brand's products, read by gallery (category), by product (a stream, by its id or its `tag_key`, the style
 * code), by account, one photo by its id (decision 114), and the products a photo shows; and the calls that report a
 * photo, save a shopper's set of photos (a stash) and read it back by its id (decision 106), register a shopper and
 * take their upload. Lists answer newest first, a page at a time: `page` (from 1) and `count` (1 to 50, 20 if not
 * given), with `paging` saying where the page is.
 *
 * The pictures themselves are under `/media/social/{mediaId}/{thumb|full}.svg`, on the media host.
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { PHOTO_SIZES, type PhotoSize, photoArt } from '../social/photo-art'
import { allPhotos, photoById, SOCIAL_CATEGORIES, SOCIAL_CUSTOMER, type SocialPhoto } from '../social/photos'

/** The contract's routes, under the service's base path `/social` (mounted at the end of this module). */
const contract = new Hono<{ Bindings: MockEnv }>()

export const SOCIAL_PAGE_MAX = 50
const SOCIAL_PAGE_DEFAULT = 20
const TAG_KEY = /^[A-Z]{2}[A-Z0-9]{6,9}$/
const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/
const MEDIA_ID = /^ph\d{4}$/

const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) =>
  c.json({ metadata: { code: status, message: 'OK' }, data }, status)

const streamOf = (product: { styleCode: string; name: string }) => ({
  id: `st-${product.styleCode}`,
  tag_key: product.styleCode,
  name: product.name,
})

const mediaOf = (photo: SocialPhoto) => ({
  id: photo.id,
  type: 'image',
  source: 'instagram',
  caption: photo.caption,
  date_submitted: photo.submittedAt,
  user: { id: photo.userId, username: photo.username },
  images: {
    thumbnail: {
      url: `/media/social/${photo.id}/thumb.svg`,
      width: PHOTO_SIZES.thumb,
      height: PHOTO_SIZES.thumb,
    },
    normal: { url: `/media/social/${photo.id}/full.svg`, width: PHOTO_SIZES.full, height: PHOTO_SIZES.full },
  },
  streams: photo.products.map(streamOf),
})

/** A page of photos, or an API400 answer when `page` or `count` is not a whole number in range. */
function pageOf(c: Context, photos: readonly SocialPhoto[]) {
  const read = (name: string, fallback: number) => {
    const value = c.req.query(name)
    return value === undefined ? fallback : /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN
  }
  const page = read('page', 1)
  const count = read('count', SOCIAL_PAGE_DEFAULT)
  if (!(page >= 1) || !(count >= 1) || count > SOCIAL_PAGE_MAX) {
    return apiError(c, 400, 'API400', `page is 1 or more and count 1 to ${SOCIAL_PAGE_MAX}`)
  }
  const pages = Math.max(1, Math.ceil(photos.length / count))
  return ok(c, {
    media: photos.slice((page - 1) * count, page * count).map(mediaOf),
    paging: { page, count, total: photos.length, pages },
  })
}

/** The service's root: the brand's account, its galleries, and where its recent media are. */
const root = (c: Context) =>
  ok(c, {
    customer: SOCIAL_CUSTOMER,
    categories: SOCIAL_CATEGORIES,
    _links: { media_recent: { href: `/customers/${SOCIAL_CUSTOMER.id}/media/recent` } },
  })

contract.get('/', root)

contract.get('/customers/:customerId/media/recent', (c) =>
  c.req.param('customerId') === SOCIAL_CUSTOMER.id
    ? pageOf(c, allPhotos())
    : apiError(c, 404, 'API404', 'No such customer'),
)

contract.get('/categories/media/recent', (c) => {
  const key = c.req.query('category_key') ?? ''
  if (!KEY.test(key)) return apiError(c, 400, 'API400', 'category_key is required')
  if (!SOCIAL_CATEGORIES.some((category) => category.id === key))
    return apiError(c, 404, 'API404', 'No such category')
  return pageOf(
    c,
    allPhotos().filter((photo) => photo.categories.includes(key)),
  )
})

const ofProduct = (styleCode: string) =>
  allPhotos().filter((photo) => photo.products.some((product) => product.styleCode === styleCode))

contract.get('/streams/media/recent', (c) => {
  const tag = c.req.query('tag_key') ?? ''
  if (!TAG_KEY.test(tag)) return apiError(c, 400, 'API400', 'tag_key is a product style code')
  // A product nobody has photographed yet has an empty stream, not a missing one.
  return pageOf(c, ofProduct(tag))
})

contract.get('/streams/:streamId/media/recent', (c) => {
  const tag = c.req.param('streamId').replace(/^st-/, '')
  const photos = TAG_KEY.test(tag) ? ofProduct(tag) : []
  return photos.length > 0 ? pageOf(c, photos) : apiError(c, 404, 'API404', 'No such stream')
})

/**
 * One photo by its id, as the lists give it (decision 114: the shop shows a photo on a page of its own, which a
 * link names by its id alone). A photo the service does not have, or no longer has, is its 404.
 */
contract.get('/media/:mediaId', (c) => {
  const photo = photoById(c.req.param('mediaId'))
  return photo ? ok(c, mediaOf(photo)) : apiError(c, 404, 'API404', 'No such photo')
})

contract.get('/media/:mediaId/streams', (c) => {
  const photo = photoById(c.req.param('mediaId'))
  if (!photo) return apiError(c, 404, 'API404', 'No such photo')
  return ok(c, { streams: photo.products.map(streamOf) })
})

const ReportSchema = z.object({
  reason: z.enum(['inappropriate', 'copyright', 'spam', 'other']),
  email: z.email().optional(),
})

contract.post('/media/:mediaId/reports', async (c) => {
  if (!photoById(c.req.param('mediaId'))) return apiError(c, 404, 'API404', 'No such photo')
  const body = await readJsonBody(c, ReportSchema)
  if (!body) return apiError(c, 400, 'API400', 'A report names its reason')
  return ok(c, { id: crypto.randomUUID(), media_id: c.req.param('mediaId'), status: 'received' }, 201)
})

const StashSchema = z.object({ media: z.array(z.string().regex(MEDIA_ID)).min(1).max(50) })
const STASH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Saves a set of photos (a stash): 1 to 50 known ones, a photo named twice kept once, in the order given. */
contract.post('/stashes', async (c) => {
  const body = await readJsonBody(c, StashSchema)
  if (!body?.media.every((id) => photoById(id)))
    return apiError(c, 400, 'API400', 'A stash holds 1 to 50 known photos')
  const media = [...new Set(body.media)]
  const id = crypto.randomUUID()
  await c.env.DB.prepare('INSERT INTO social_stashes (id, media, created_at) VALUES (?, ?, ?)')
    .bind(id, JSON.stringify(media), new Date().toISOString())
    .run()
  return ok(c, { id, media }, 201)
})

/**
 * A stash with its photos, as the lists give them (decision 106: the shop shows a shared set by its id). A photo
 * the service has taken down since is left out; an id it does not know is its 404.
 */
contract.get('/stashes/:stashId', async (c) => {
  const id = c.req.param('stashId')
  const row = STASH_ID.test(id)
    ? await c.env.DB.prepare('SELECT media, created_at FROM social_stashes WHERE id = ?')
        .bind(id)
        .first<{ media: string; created_at: string }>()
    : null
  if (!row) return apiError(c, 404, 'API404', 'No such stash')
  const media = (JSON.parse(row.media) as string[]).flatMap((mediaId) => photoById(mediaId) ?? [])
  return ok(c, { id, created_at: row.created_at, media: media.map(mediaOf) })
})

const UserSchema = z.object({
  screen_name: z.string().regex(/^[a-z0-9._]{2,30}$/),
  email: z.email(),
})

contract.post('/users', async (c) => {
  const body = await readJsonBody(c, UserSchema)
  if (!body) return apiError(c, 400, 'API400', 'A user has a screen name and an email')
  return ok(c, { id: `u${crypto.randomUUID().slice(0, 8)}`, screen_name: body.screen_name }, 201)
})

const UploadSchema = z.object({
  url: z.url({ protocol: /^https$/ }),
  caption: z.string().trim().min(1).max(500),
  tag_keys: z.array(z.string().regex(TAG_KEY)).max(10).default([]),
})

/** The pictures an upload may be, and its largest size (8 MB). */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const UPLOAD_MAX_BYTES = 8 * 1024 * 1024

/**
 * An upload sent as a file (multipart: `file`, `caption`, `tag_keys` once a tag), as a shopper's comes; null when
 * it is not one the service takes.
 */
async function fileUpload(c: Context): Promise<{ caption: string; tags: string[] } | null> {
  const form = await c.req.formData().catch(() => null)
  const file = form?.get('file')
  const caption = String(form?.get('caption') ?? '').trim()
  const tags = (form?.getAll('tag_keys') ?? []).map(String)
  if (!(file instanceof File) || !UPLOAD_TYPES.includes(file.type)) return null
  if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) return null
  if (caption.length === 0 || caption.length > 500) return null
  if (tags.length > 10 || !tags.every((tag) => TAG_KEY.test(tag))) return null
  return { caption, tags }
}

contract.post('/users/:userId/media', async (c) => {
  if (!/^u[0-9a-z]{4,12}$/.test(c.req.param('userId'))) return apiError(c, 404, 'API404', 'No such user')
  const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data')
  const body = multipart ? await fileUpload(c) : await readJsonBody(c, UploadSchema)
  if (!body)
    return apiError(
      c,
      400,
      'API400',
      'An upload is a picture (JPEG, PNG or WebP up to 8 MB) or an https url, with a caption',
    )
  // Uploads wait for moderation: none joins a gallery until it is approved.
  return ok(c, { id: crypto.randomUUID(), status: 'pending_moderation' }, 201)
})

/** The service at its base path, whose root answers with or without its slash (`/social`, `/social/`). */
export const socialRoutes = new Hono<{ Bindings: MockEnv }>().get('/social/', root).route('/social', contract)

/** The photos' pictures, on the media host (open, like the other generated images). */
export const socialPictureRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/media/social')

socialPictureRoutes.get('/:mediaId/:file{(thumb|full)\\.svg}', (c) => {
  const photo = photoById(c.req.param('mediaId'))
  if (!photo) return apiError(c, 404, 'API404', 'Image not found')
  const size: PhotoSize = c.req.param('file').startsWith('thumb') ? 'thumb' : 'full'
  return c.body(photoArt(photo, size), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
  })
})
