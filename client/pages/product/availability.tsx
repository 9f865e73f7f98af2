import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import { sortBySize } from '../../../shared/catalogue/sizes'
import { useShop } from '../../i18n'
import { BackInStock } from '../../islands/back-in-stock'
import { Island } from '../../islands/island'
import { StoreAvailabilityFinder } from '../../islands/store-availability'

/** "E-mail me when it is back" for the chosen colour's sold-out sizes, and the stores that have the chosen size. */
export function ProductAvailability({
  product,
  colour,
  size,
}: {
  product: ProductDetails
  colour: string
  size: string | null
}) {
  const { t } = useShop()
  // The select shows each sold-out size as the market reads it, in natural order; it sends the SKU.
  const soldOut = sortBySize(
    product.variants.filter((variant) => !variant.inStock),
    (variant) => variant.size,
  ).map(({ sku, colourCode, size }) => ({ sku, colourCode, size: product.sizeLabels[size] ?? size }))
  return (
    <>
      {/* Nothing sold out, nothing to offer: no island, and none of its script. */}
      {soldOut.length > 0 ? (
        <Island
          name="back-in-stock"
          component={BackInStock}
          props={{ locale: t.locale.code, styleCode: product.styleCode, initialColour: colour, soldOut }}
        />
      ) : null}
      <Island
        name="store-availability"
        component={StoreAvailabilityFinder}
        props={{
          locale: t.locale.code,
          styleCode: product.styleCode,
          initialColour: colour,
          initialSize: size,
        }}
      />
    </>
  )
}
