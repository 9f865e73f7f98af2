/**
 * What a collection tile or a story card shows: the thing it leads to. A tile named for a category (`tile-hats`,
 * `card-shoes`, `tile-tidewater-rain-coast`) draws that category's product, as the product pictures draw it, standing
 * in front of its landscape; a tile named for a place or a service (`card-coast`, `card-repair`) stays a landscape.
 */
import { hashString } from '../seed/random'
import type { Drawing } from './drawing'
import { paintOf } from './paint'
import { DRAWINGS } from './product-art'
import type { ProductType, View } from './product-types'

/** A word of a tile's name, the product type it shows and a product name that picks the type's look. */
const SUBJECTS: ReadonlyArray<readonly [RegExp, ProductType, string]> = [
  [/^(boots?|shoes?)$/, 'hiking-boot', 'Mid GTX Boot'],
  [/^sandals?$/, 'sandal', 'Hiking Sandal'],
  [/^(jackets?|rain)$/, 'rain-shell', 'Rain Jacket'],
  [/^fleece$/, 'fleece', 'Half-Zip Fleece'],
  [/^(packs?|bags)$/, 'backpack', 'Backpack 28L'],
  [/^kids$/, 'romper', 'Baby Romper'],
  [/^(tents?|camp)$/, 'tent', '2P Tent'],
  [/^sleeping$/, 'sleeping-bag', 'Down Bag'],
  [/^hats?$/, 'beanie', 'Beanie'],
  [/^socks?$/, 'socks', 'Hiking Socks'],
  [/^gloves?$/, 'gloves', 'Liner Gloves'],
]

/** The view each subject is best seen from: shoes from the side, the rest from the front. */
const SIDE_ON: ReadonlySet<ProductType> = new Set(['hiking-boot', 'sandal', 'socks'])

export interface TileSubject {
  type: ProductType
  /** The product name the drawing is made for ("Beanie", "Mid GTX Boot"). */
  name: string
}

/** The product a tile or card shows, from the words of its name after the first; null for a landscape. */
export function subjectOf(name: string): TileSubject | null {
  const [kind, ...words] = name.split('-')
  if (kind !== 'tile' && kind !== 'card') return null
  for (const word of words)
    for (const [pattern, type, noun] of SUBJECTS) if (pattern.test(word)) return { type, name: noun }
  return null
}

/**
 * The subject drawn over a `width` × `height` picture in `hex`, standing on its shadow in the lower part, under
 * the middle: the product drawing's 500 × 500 box scaled to most of the picture's narrower side.
 */
export function subjectLayer(subject: TileSubject, width: number, height: number, hex: string): string {
  const paint = paintOf(hex)
  const drawing: Drawing = DRAWINGS[subject.type]
  const view: View = SIDE_ON.has(subject.type) ? 'side' : 'front'
  const size = Math.round(Math.min(width, height * 0.75) * 0.8)
  const x = Math.round((width - size) / 2)
  const y = Math.round(height * 0.97 - size)
  return [
    `<defs><linearGradient id="f"><stop offset="0" stop-color="${paint.light}"/><stop offset=".55" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>`,
    `<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`,
    `<g data-subject="${subject.type}" transform="translate(${x} ${y}) scale(${(size / 500).toFixed(3)})" stroke-linejoin="round" stroke-linecap="round">`,
    `<ellipse cx="250" cy="452" rx="200" ry="26" fill="url(#s)"/>`,
    drawing(view, paint, hashString(subject.name), subject.name),
    '</g>',
  ].join('')
}
