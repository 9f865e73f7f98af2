/**
 * The social media service (spec 2 §7, a host of its own): shoppers' photos for the gallery blocks, by gallery
 * (`/categories/media/recent`), by product (`/streams/media/recent` by `tag_key`, the master id), or the brand's
 * most recent (`/customers/{customerId}/media/recent`, the customer id read from the service's root). Every list is a
 * page (`page`, `count`), cached `short`: new photos arrive all day, and a gallery a minute behind costs nothing. A gallery or product the service
 * does not know reads as an empty page. A shopper's report of a photo goes to the service as it is made, never cached:
 * a photo it does not know is its 404. A shopper's own photo goes as the service takes one: the shopper registered
 * under their screen name and email (`POST /users`), then the picture uploaded under that user, tagged with the
 * product's master id (`POST /users/{userId}/media`, multipart), to wait for the moderators.
 *
 * For "Shop this photo" and the pages of a product's and a shopper's photos (decision 106): the products a photo
 * shows (`/media/{mediaId}/streams`, cached `short`), a stream's photos by its id (`/streams/{streamId}/media/recent`,
 * a page as the other lists), and a shopper's set of photos saved as a stash (`POST /stashes`, never cached) and read
 * back by its id (`GET /stashes/{stashId}`, cached `long`: a saved set never changes). For a photo's own page
 * (decision 114): one photo by its id (`GET /media/{mediaId}`, cached `short`, as the lists are).
 *
 * @example await social.listPhotos({ kind: 'product', masterId: 'KS100048' }, { page: 1, count: 12 })
 */
import type * as z from 'zod'
import {
  EMPTY_PHOTO_PAGE,
  type GalleryPhoto,
  type PhotoPage,
  type PhotoProduct,
  type PhotoReportReason,
  type PhotoSet,
  type PhotoSource,
} from '../../../shared/content/gallery'
import type { PhotoType } from '../../../shared/content/photo-share'
import { createCacheKey, type Query } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { UpstreamFetch } from '../http'
import { reshapePhoto, reshapePhotoPage, reshapePhotoProducts, reshapePhotoSet } from './reshape'
import {
  SocialMediaOneSchema,
  SocialMediaPageSchema,
  SocialMediaStreamsSchema,
  SocialReportSchema,
  SocialRootSchema,
  SocialStashSavedSchema,
  SocialStashSchema,
  SocialUploadSchema,
  SocialUserSchema,
} from './schemas'

export interface SocialClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
  mediaBaseUrl: string
}

/** A page of a list: which page (from 1) and how many photos a page holds (1 to 50). */
export interface PhotoPageOptions {
  page: number
  count: number
}

export type SocialClient = ReturnType<typeof createSocialClient>

export function createSocialClient(options: SocialClientOptions) {
  async function cached<S extends z.ZodType>(
    operation: string,
    path: string,
    schema: S,
    policy: 'short' | 'long',
    query?: Query,
  ): Promise<z.infer<S> | null> {
    const key = await createCacheKey({
      service: 'social',
      siteId: options.siteId,
      locale: options.locale,
      path,
      query,
    })
    return options.cache.get({
      key,
      label: `social.${operation}`,
      policy,
      load: () => options.fetch.call({ operation, path, schema, query }),
    })
  }

  /** The brand's account id at the service, from its root (cached long: it never changes). */
  async function customerId(): Promise<string | null> {
    const root = await cached('root', '/', SocialRootSchema, 'long')
    return root?.data.customer.id ?? null
  }

  async function page(operation: string, path: string, query: Query): Promise<PhotoPage> {
    const wire = await cached(operation, path, SocialMediaPageSchema, 'short', query)
    return wire ? reshapePhotoPage(wire, options.mediaBaseUrl) : EMPTY_PHOTO_PAGE
  }

  return {
    /** A page of the photos a gallery shows, newest first; an empty page when there are none. */
    async listPhotos(source: PhotoSource, { page: number, count }: PhotoPageOptions): Promise<PhotoPage> {
      const paging = { page: number, count }
      switch (source.kind) {
        case 'product':
          return page('productPhotos', '/streams/media/recent', { tag_key: source.masterId, ...paging })
        case 'gallery':
          return page('galleryPhotos', '/categories/media/recent', {
            category_key: source.galleryId,
            ...paging,
          })
        case 'stream':
          return page('streamPhotos', `/streams/${encodeURIComponent(source.streamId)}/media/recent`, paging)
        case 'recent': {
          const id = await customerId()
          return id
            ? page('recentPhotos', `/customers/${encodeURIComponent(id)}/media/recent`, paging)
            : EMPTY_PHOTO_PAGE
        }
      }
    },

    /**
     * One photo by its id, as a gallery shows it; null when the service does not know it, or it is not one a gallery
     * would show (not a picture, no usable picture or handle).
     *
     * @example await social.getPhoto('ph0012') // { id: 'ph0012', caption: '…', handle: 'trailmaya', … }
     */
    async getPhoto(mediaId: string): Promise<GalleryPhoto | null> {
      const wire = await cached(
        'photo',
        `/media/${encodeURIComponent(mediaId)}`,
        SocialMediaOneSchema,
        'short',
      )
      return wire ? reshapePhoto(wire.data, options.mediaBaseUrl) : null
    },

    /**
     * The products a photo shows, each with its stream (for its other photos); null when the service does not know
     * the photo.
     *
     * @example await social.getPhotoProducts('ph0012') // [{ streamId: 'st-KS100048', masterId: 'KS100048', name: 'Meadow Crew Tee' }]
     */
    async getPhotoProducts(mediaId: string): Promise<PhotoProduct[] | null> {
      const wire = await cached(
        'photoProducts',
        `/media/${encodeURIComponent(mediaId)}/streams`,
        SocialMediaStreamsSchema,
        'short',
      )
      return wire ? reshapePhotoProducts(wire) : null
    },

    /** Saves a shopper's set of photos (1 to 50 ids) as a stash; the id the service keeps it under. */
    async savePhotoSet(mediaIds: readonly string[]): Promise<string> {
      const saved = await options.fetch.call({
        operation: 'savePhotoSet',
        method: 'POST',
        path: '/stashes',
        body: { media: mediaIds },
        schema: SocialStashSavedSchema,
      })
      if (!saved) throw new Error('The social media service answered no stash')
      return saved.data.id
    },

    /** A saved set of photos by its id, or null when the service does not know it. */
    async getPhotoSet(setId: string): Promise<PhotoSet | null> {
      const wire = await cached(
        'photoSet',
        `/stashes/${encodeURIComponent(setId)}`,
        SocialStashSchema,
        'long',
      )
      return wire ? reshapePhotoSet(wire, options.mediaBaseUrl) : null
    },

    /** Reports a photo to the service's moderators, for one of the reasons it takes. */
    async reportPhoto(mediaId: string, reason: PhotoReportReason): Promise<void> {
      await options.fetch.call({
        operation: 'reportPhoto',
        method: 'POST',
        path: `/media/${encodeURIComponent(mediaId)}/reports`,
        body: { reason },
        schema: SocialReportSchema,
      })
    },

    /** Shares a shopper's photo of a product: registers them, then uploads it under their name; its status. */
    async sharePhoto(share: {
      handle: string
      email: string
      caption: string
      masterId: string
      picture: { bytes: Uint8Array; type: PhotoType }
    }): Promise<{ id: string; status: string }> {
      const user = await options.fetch.call({
        operation: 'createUser',
        method: 'POST',
        path: '/users',
        body: { screen_name: share.handle, email: share.email },
        schema: SocialUserSchema,
      })
      if (!user) throw new Error('The social media service answered no user')
      const form = new FormData()
      const extension = share.picture.type.slice('image/'.length)
      form.set('file', new File([share.picture.bytes], `photo.${extension}`, { type: share.picture.type }))
      form.set('caption', share.caption)
      form.append('tag_keys', share.masterId)
      const upload = await options.fetch.call({
        operation: 'uploadPhoto',
        method: 'POST',
        path: `/users/${encodeURIComponent(user.data.id)}/media`,
        form,
        schema: SocialUploadSchema,
      })
      if (!upload) throw new Error('The social media service answered no upload')
      return upload.data
    },
  }
}
