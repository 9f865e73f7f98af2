/**
 * The islands that hydrate with every product page, gathered so they load as one chunk instead of one each: the
 * registry loads all three from here.
 */
export { BuyBox } from './buy-box'
export { ProductGallery } from './product-gallery'
export { ProductPrice } from './product-price'
