/**
 * A product's picture: its type's drawing in its colour and a view, framed on a neutral backdrop with a soft floor
 * shadow, 500 × 500. The same style, colour and view always give the same SVG.
 */

import { hashString } from '../seed/random'
import { ACCESSORIES } from './accessories'
import { BAGS } from './bags'
import { BOTTOMS } from './bottoms'
import { CAMPING } from './camping'
import type { Drawing } from './drawing'
import { FOOTWEAR } from './footwear'
import { GARMENTS } from './garments'
import { paintOf, productFrame } from './paint'
import type { ProductType, View } from './product-types'

export const DRAWINGS: Readonly<Record<ProductType, Drawing>> = {
  ...GARMENTS,
  ...BOTTOMS,
  ...FOOTWEAR,
  ...BAGS,
  ...CAMPING,
  ...ACCESSORIES,
}

/** A product's picture; `name` (the product's, e.g. "Summit Mittens") picks the type's variant. */
export function productArt(
  type: ProductType,
  view: View,
  hex: string,
  styleCode: string,
  title: string,
  name = title,
): string {
  const paint = paintOf(hex)
  return productFrame(paint, DRAWINGS[type](view, paint, hashString(styleCode), name), title)
}
