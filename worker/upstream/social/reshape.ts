/** From the social media service's wire shapes to the gallery's photos (shared/content/gallery.ts). */
import type { GalleryPhoto, PhotoPage } from '../../../shared/content/gallery'
import { resolveMediaUrl } from '../urls'
import type { SocialMedia, SocialMediaPage, SocialStream } from './schemas'

const HANDLE = /^[A-Za-z0-9._]{1,30}$/

/** The products a photo shows, from its streams: those whose tag is a style code. */
export const reshapeStreams = (streams: readonly SocialStream[]): GalleryPhoto['products'] =>
  streams
    .filter((stream) => /^[A-Z]{2}[A-Z0-9]{6,9}$/.test(stream.tag_key))
    .map((stream) => ({ masterId: stream.tag_key, name: stream.name }))

/** A photo, or null when it is not an image, has no usable picture or no valid handle (it is left out). */
export function reshapePhoto(media: SocialMedia, mediaBaseUrl: string): GalleryPhoto | null {
  if (media.type !== 'image') return null
  const thumbnail = resolveMediaUrl(media.images.thumbnail.url, mediaBaseUrl)
  const image = resolveMediaUrl(media.images.normal.url, mediaBaseUrl)
  const handle = media.user.username.replace(/^@/, '')
  if (!thumbnail || !image || !HANDLE.test(handle)) return null
  return {
    id: media.id,
    caption: media.caption.trim(),
    handle,
    thumbnail: { ...media.images.thumbnail, url: thumbnail },
    image: { ...media.images.normal, url: image },
    products: reshapeStreams(media.streams),
  }
}

export function reshapePhotoPage(wire: SocialMediaPage, mediaBaseUrl: string): PhotoPage {
  const { media, paging } = wire.data
  return {
    photos: media.flatMap((entry) => reshapePhoto(entry, mediaBaseUrl) ?? []),
    page: paging.page,
    pages: paging.pages,
    total: paging.total,
  }
}
