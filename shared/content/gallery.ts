/**
 * Pure helpers of the photo-gallery blocks (spec 3 §2.12, §7, §9): the filter an editor writes with placeholders
 * for the page's product and category, and the locale the gallery widget is asked to speak.
 *
 * A filter is a comma-separated list of terms handed to the widget as it is (`campaign:on-film,tag:{productId}`).
 * Two placeholders are recognised, anywhere in a term:
 * - `{productId}`: on a product page, the master id its details name (`masterId`, `KS100020`); the widget uses it as
 *   a tag. A product whose details could not be read has none here.
 * - `{category}`: the category id (`1210`) on a category page.
 * A term whose placeholder has no value on this page is left out, and the placeholder is reported as missing, so
 * the gallery still loads, without that tag (spec 3 §8), and the caller logs it.
 */
import type { PriceRange } from '../catalogue/catalogue'
import { safeReturnPath } from '../return-path'

export const GALLERY_PLACEHOLDERS = { productId: '{productId}', category: '{category}' } as const
export type GalleryPlaceholder = keyof typeof GALLERY_PLACEHOLDERS

/** Values substituted into a filter; only tag-safe characters survive. */
const SAFE_VALUE = /^[A-Za-z0-9_-]{1,40}$/

export interface ResolvedGalleryFilter {
  filter: string
  /** Placeholders the filter used that had no value on this page. */
  missing: GalleryPlaceholder[]
}

/**
 * Substitutes the page's product and category into a gallery filter.
 *
 * @example resolveGalleryFilter('campaign:x,tag:{productId}', { productId: 'KS100020', category: null })
 * // { filter: 'campaign:x,tag:KS100020', missing: [] }
 * @example resolveGalleryFilter('campaign:x,tag:{productId}', { productId: null, category: null })
 * // { filter: 'campaign:x', missing: ['productId'] }
 */
export function resolveGalleryFilter(
  filter: string | undefined,
  values: Readonly<Record<GalleryPlaceholder, string | null | undefined>>,
): ResolvedGalleryFilter {
  const missing = new Set<GalleryPlaceholder>()
  const terms: string[] = []
  for (const raw of (filter ?? '').split(',')) {
    let term = raw.trim()
    if (!term) continue
    let complete = true
    for (const name of Object.keys(GALLERY_PLACEHOLDERS) as GalleryPlaceholder[]) {
      const token = GALLERY_PLACEHOLDERS[name]
      if (!term.includes(token)) continue
      const value = values[name]
      if (value && SAFE_VALUE.test(value)) term = term.split(token).join(value)
      else {
        missing.add(name)
        complete = false
      }
    }
    if (complete) terms.push(term)
  }
  return { filter: terms.join(','), missing: [...missing] }
}

/**
 * The locales the gallery widget speaks, by shop locale (spec 3 §9). Shop locales it lacks fall back to the
 * closest it has (Canadian French to French), any other to `GALLERY_DEFAULT_LOCALE`.
 */
export const GALLERY_LOCALES: Readonly<Record<string, string>> = {
  'en-us': 'en_US',
  'en-ca': 'en_US',
  'fr-ca': 'fr_FR',
  'en-gb': 'en_GB',
  'de-de': 'de_DE',
  'fr-fr': 'fr_FR',
  'it-it': 'it_IT',
  'es-es': 'es_ES',
  'nl-nl': 'nl_NL',
}
export const GALLERY_DEFAULT_LOCALE = 'en_US'

/** The gallery widget's locale for a shop locale code (`fr-ca` → `fr_FR`), with the default as fallback. */
export const galleryLocale = (localeCode: string): string =>
  GALLERY_LOCALES[localeCode.toLowerCase()] ?? GALLERY_DEFAULT_LOCALE

/**
 * Whether a gallery is a vendor's script (decision 092): the older gallery ("loaded from an external script", spec 3
 * §2.12) where a script is configured. Every other gallery shows the social media service's photos.
 */
export const usesGalleryScript = (
  block: { kind: 'social' | 'legacy' },
  scriptUrl: string | null,
): scriptUrl is string => block.kind === 'legacy' && scriptUrl !== null

/** Spec 3 §9: the social widget is created 500 ms after it is displayed. */
export const GALLERY_CREATE_DELAY_MS = 500

/**
 * The address of a gallery's script: the configured script, told which container to fill and in which locale
 * (spec 3 §7: the widgets load by container id and locale).
 *
 * @example galleryScriptSrc('https://widgets.example/gallery.js', 'ugc-1', 'fr_FR')
 * // 'https://widgets.example/gallery.js?containerId=ugc-1&locale=fr_FR'
 */
export function galleryScriptSrc(scriptUrl: string, containerId: string, locale: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?'
  return `${scriptUrl}${separator}containerId=${encodeURIComponent(containerId)}&locale=${encodeURIComponent(locale)}`
}

/**
 * Where a gallery's photos come from, read from its resolved filter (decision 092): a `tag:` term names a product
 * (its master id), whose own photos the gallery shows; else a `campaign:` (or `gallery:`) term names a gallery of
 * the social media service; else the gallery shows the brand's most recent photos. The most specific term wins.
 *
 * @example photoSourceOf('campaign:on-film,tag:KS100048') // { kind: 'product', masterId: 'KS100048' }
 * @example photoSourceOf('campaign:on-film') // { kind: 'gallery', galleryId: 'on-film' }
 */
export type PhotoSource =
  | { kind: 'product'; masterId: string }
  | { kind: 'gallery'; galleryId: string }
  | { kind: 'recent' }
  /** A stream's photos by the stream's id, as a photo's products name it (decision 106: "More photos of"). */
  | { kind: 'stream'; streamId: string }

export function photoSourceOf(filter: string): PhotoSource {
  const terms = filter
    .split(',')
    .map((term) => term.trim().split(':'))
    .filter((parts): parts is [string, string] => parts.length === 2)
  const value = (...names: string[]) =>
    terms.find(([name, term]) => names.includes(name.toLowerCase()) && SAFE_VALUE.test(term))?.[1]
  const masterId = value('tag')
  if (masterId) return { kind: 'product', masterId }
  const galleryId = value('campaign', 'gallery', 'category')
  return galleryId ? { kind: 'gallery', galleryId } : { kind: 'recent' }
}

/** A picture of a photo at one size. */
export interface PhotoImage {
  url: string
  width: number
  height: number
}

/** A shopper's photo as a gallery shows it. */
export interface GalleryPhoto {
  id: string
  /** The shopper's own words, as they wrote them. */
  caption: string
  /** Their handle at the service, without the `@`. */
  handle: string
  thumbnail: PhotoImage
  image: PhotoImage
  /** The products the photo shows (master id, name and stream), the first the one it is tagged with. */
  products: PhotoProduct[]
}

/** One page of a gallery's photos. */
export interface PhotoPage {
  photos: GalleryPhoto[]
  /** This page (from 1), how many pages there are, and how many photos in all. */
  page: number
  pages: number
  total: number
}

export const EMPTY_PHOTO_PAGE: PhotoPage = { photos: [], page: 1, pages: 1, total: 0 }

/** How many photos a page of a gallery shows: three rows of the wide grid (4 across), two of the narrow (2 across, 6 rows). */
export const GALLERY_PAGE_SIZE = 12

/**
 * The query parameter that holds a gallery's page when it is not the first (a plain link pages a gallery without
 * JavaScript, and each gallery on a page has its own): `photos-{containerId}`.
 *
 * @example galleryPageParam('on-film-ugc') // 'photos-on-film-ugc'
 */
export const galleryPageParam = (containerId: string): string => `photos-${containerId}`

/** The page a query value asks for: a whole number from 1, anything else the first page. */
export function galleryPageOf(value: string | undefined): number {
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1
}

/**
 * Why a shopper reports a photo, as the social media service takes it (`POST /media/{mediaId}/reports`): the
 * lightbox offers them in this order, and the worker accepts no other.
 */
export const PHOTO_REPORT_REASONS = ['inappropriate', 'copyright', 'spam', 'other'] as const
export type PhotoReportReason = (typeof PHOTO_REPORT_REASONS)[number]

/** A photo's id at the service: what the grid's `data-photo` holds, and what a report names. */
export const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A stream's id at the service (`st-KS100048`): what a photo's products name, and a stream page's address holds. */
export const STREAM_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A product a photo shows, as the service's streams name it: its stream, its master id and its name. */
export interface PhotoProduct {
  streamId: string
  masterId: string
  name: string
}

/**
 * A product a photo shows as "Shop this photo" offers it (decision 106): its page, and its picture and price when
 * the catalogue gave them (null when the catalogue could not answer: the link and name still show).
 */
export interface ShopPhotoProduct extends PhotoProduct {
  url: string
  image: string | null
  price: PriceRange | null
}

/** At most this many products of a photo are offered (a photo tags one to three; the service allows more). */
export const SHOP_PHOTO_MAX_PRODUCTS = 6

/**
 * A shopper's set of photos (decision 106), saved at the service as a stash and shown at its own address: 1 to 50
 * photos, as the service takes them. The browser keeps the set being made under `PHOTO_SET_STORAGE_KEY`.
 */
export const PHOTO_SET_MAX = 50
export const PHOTO_SET_STORAGE_KEY = 'sf_photo_set'
/** A saved set's id at the service: what its address holds. */
export const PHOTO_SET_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A saved set of photos, as its page shows it. */
export interface PhotoSet {
  id: string
  photos: GalleryPhoto[]
}

/**
 * The page a photo's own page leads back to (decision 114): its `from`, when that is a page of this shop under the
 * photo page's locale (a path on this site, never another host; see `safeReturnPath`), else null.
 *
 * @example photoFromOf('/en-us/stories/on-film#on-film-ugc', 'en-us') // '/en-us/stories/on-film#on-film-ugc'
 * @example photoFromOf('https://evil.example/en-us', 'en-us') // null
 * @example photoFromOf('/api/cart', 'en-us') // null
 */
export function photoFromOf(value: string | undefined, locale: string): string | null {
  const path = safeReturnPath(value)
  if (!path) return null
  const [pathname = ''] = path.split(/[?#]/)
  return pathname === `/${locale}` || pathname.startsWith(`/${locale}/`) ? path : null
}

/** A list of photos whose order a photo's page can read again: a page of a stream, or a saved set. */
export type PhotoList = { kind: 'stream'; streamId: string; page: number } | { kind: 'set'; setId: string }

/**
 * The list of photos a photo's page was opened from, when its `from` is one whose order the shop knows (decision
 * 114): a page of a product's photos by its stream, or a shopper's saved set. A gallery on any other page (a story,
 * a product page) is drawn from its block's filter, which the address does not name: null.
 *
 * @example photoListOf('/en-us/photos/streams/st-KS100048?page=2#shopper-photos')
 * // { kind: 'stream', streamId: 'st-KS100048', page: 2 }
 */
export function photoListOf(from: string): PhotoList | null {
  const [pathname = '', query = ''] = from.split('#')[0]?.split('?') ?? []
  const [, , photos, kind, id, ...more] = pathname.split('/')
  if (photos !== 'photos' || id === undefined || more.length > 0) return null
  if (kind === 'streams' && STREAM_ID.test(id))
    return { kind: 'stream', streamId: id, page: galleryPageOf(/(?:^|&)page=([^&]*)/.exec(query)?.[1]) }
  if (kind === 'sets' && PHOTO_SET_ID.test(id)) return { kind: 'set', setId: id }
  return null
}
