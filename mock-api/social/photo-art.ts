/**
 * A shopper's photo, drawn as the product art is (decision 050): a landscape of the photo's theme (the editorial
 * art) with the product it shows in its colour in the foreground, as a square SVG. `full` is the lightbox's
 * picture (1000 × 1000); `thumb` the grid's (320 × 320), the same drawing at its size. Served offline by the mock.
 */
import { editorialArt } from '../art/editorial'
import { escapeXml, paintOf } from '../art/paint'
import { DRAWINGS } from '../art/product-art'
import { PRODUCT_TYPES, type ProductType, VIEWS_OF } from '../art/product-types'
import { hashString } from '../seed/random'
import type { SocialPhoto } from './photos'

export const PHOTO_SIZES = { full: 1000, thumb: 320 } as const
export type PhotoSize = keyof typeof PHOTO_SIZES

export function photoArt(photo: SocialPhoto, size: PhotoSize): string {
  const side = PHOTO_SIZES[size]
  const { theme, styleCode, colourHex, productType } = photo.scene
  const type = (PRODUCT_TYPES as readonly string[]).includes(productType)
    ? (productType as ProductType)
    : 'tee'
  // The landscape, cut to a square from its 3:2 frame.
  const landscape = editorialArt(`ugc-${theme}-${photo.id}`).replace(
    /^<svg [^>]*>/,
    '<svg width="1000" height="1000" viewBox="0 0 960 640" preserveAspectRatio="xMidYMid slice">',
  )
  const paint = paintOf(colourHex)
  const drawing = DRAWINGS[type](
    VIEWS_OF[type][0] ?? 'front',
    paint,
    hashString(styleCode),
    photo.products[0]?.name ?? '',
  )
  // Leaning a little, off centre, as a shopper's snapshot would show it.
  const tilt = (hashString(photo.id) % 13) - 6
  const x = 250 + (hashString(photo.id) % 180)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 1000 1000"><title>${escapeXml(photo.caption)}</title><defs><linearGradient id="f"><stop offset="0" stop-color="${paint.light}"/><stop offset=".55" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient></defs>${landscape}<ellipse cx="${x + 250}" cy="930" rx="260" ry="34" fill="#000" opacity=".22"/><g transform="translate(${x} 420) rotate(${tilt} 250 250) scale(1.05)" stroke-linejoin="round" stroke-linecap="round">${drawing}</g></svg>`
}
