import type { Paint } from './paint'
import type { View } from './product-types'

/** One product type's drawing: the body of the SVG for a view, in a paint; `seed` (from the style code) varies trims. */
export type Drawing = (view: View, paint: Paint, seed: number) => string
