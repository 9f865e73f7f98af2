/**
 * The catalogue and the cart answer a size as the request's market reads it (decision 053): the size's value stays
 * the catalogue's one (US sizes for shoes, in SKUs, filters and cart lines), and its label is the market's shoe
 * size (UK on en-gb, EU on the continent), as a commerce platform keeps a variation value's display name per locale.
 */

import { type ShoeSizeSystem, shoeSizeSystemOf, shownSize } from '../shared/catalogue/shoe-sizes'
import { getLocale } from '../shared/i18n/locales'

/** The shoe-size system of a request's `locale` (`en-gb` in development, `en_GB` as the real services take it). */
export function sizeSystemOf(locale: string | undefined): ShoeSizeSystem {
  const info = getLocale((locale ?? '').replace('_', '-'))
  return info ? shoeSizeSystemOf(info) : 'us'
}

/** A size's label for a product of this kind in the request's market. */
export function sizeLabelFor(size: string, kind: string, system: ShoeSizeSystem): string {
  return shownSize(size, kind, system)
}
