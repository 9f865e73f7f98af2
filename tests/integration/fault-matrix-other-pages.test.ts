/** The fault matrix (`./fault-matrix.ts`) on the comparison, store locator, foot sizes, favorites, checkout, sign-in and order confirmation. */
import { describeFaultMatrix } from './fault-matrix'

describeFaultMatrix([
  'comparison',
  'store locator',
  'foot sizes',
  'favorites',
  'checkout',
  'sign-in',
  'order confirmation',
])
