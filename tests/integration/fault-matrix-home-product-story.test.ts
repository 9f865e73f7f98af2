/** The fault matrix (`./fault-matrix.ts`) on the home, product and story pages. */
import { describeFaultMatrix } from './fault-matrix'

describeFaultMatrix(['home', 'product', 'content page'])
