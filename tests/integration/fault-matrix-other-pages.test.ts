/**
 * The fault matrix (`./fault-matrix.ts`) on the comparison, store locator, foot sizes, favorites, checkout, sign-in,
 * order confirmation and a shopper's photo.
 */
import { describeFaultMatrix } from './fault-matrix'

describeFaultMatrix([
  'comparison',
  'store locator',
  'foot sizes',
  'favorites',
  'checkout',
  'sign-in',
  'order confirmation',
  'photo',
])
