/** From the social media service's wire shapes to the gallery's photos (shared/content/gallery.ts). */
import {
  type GalleryPhoto,
  type PhotoPage,
  type PhotoProduct,
  type PhotoSet,
  STREAM_ID,
} from '../../../shared/content/gallery'
import { resolveMediaUrl } from '../urls'
import type { SocialMedia, SocialMediaPage, SocialMediaStreams, SocialStash, SocialStream } from './schemas'

const HANDLE = /^[A-Za-z0-9._]{1,30}$/

const STYLE_CODE = /^[A-Z]{2}[A-Z0-9]{6,9}$/

/** The products a photo shows, from its streams: those whose tag is a style code. */
export const reshapeStreams = (streams: readonly SocialStream[]): GalleryPhoto['products'] =>
  streams
    .filter((stream) => STYLE_CODE.test(stream.tag_key))
    .map((stream) => ({ masterId: stream.tag_key, name: stream.name, streamId: stream.id }))

/** The products a photo shows with their streams (`/media/{mediaId}/streams`): those whose tag is a style code. */
export const reshapePhotoProducts = (wire: SocialMediaStreams): PhotoProduct[] =>
  wire.data.streams
    .filter((stream) => STYLE_CODE.test(stream.tag_key) && STREAM_ID.test(stream.id))
    .map((stream) => ({ streamId: stream.id, masterId: stream.tag_key, name: stream.name.trim() }))

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

/** A saved set of photos: those still shown as photos, in the order the shopper saved them. */
export const reshapePhotoSet = (wire: SocialStash, mediaBaseUrl: string): PhotoSet => ({
  id: wire.data.id,
  photos: wire.data.media.flatMap((entry) => reshapePhoto(entry, mediaBaseUrl) ?? []),
})

export function reshapePhotoPage(wire: SocialMediaPage, mediaBaseUrl: string): PhotoPage {
  const { media, paging } = wire.data
  return {
    photos: media.flatMap((entry) => reshapePhoto(entry, mediaBaseUrl) ?? []),
    page: paging.page,
    pages: paging.pages,
    total: paging.total,
  }
}
