import type { Paint } from './paint'
import type { View } from './product-types'

/**
 * One product type's drawing: the body of the SVG for a view, in a paint. The product's name picks its variant (a
 * zip hoodie, mittens, a roller duffel); `seed` (from the style code) varies small trims.
 */
export type Drawing = (view: View, paint: Paint, seed: number, name: string) => string
