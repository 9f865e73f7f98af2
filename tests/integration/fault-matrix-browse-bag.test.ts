/** The fault matrix (`./fault-matrix.ts`) on the listing, search, search hub, bag and not-found pages. */
import { describeFaultMatrix } from './fault-matrix'

describeFaultMatrix(['listing', 'search', 'search hub', 'bag', 'not found'])
