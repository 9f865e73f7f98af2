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
  return (
    <>
      <Island
        name="back-in-stock"
        component={BackInStock}
        props={{
          locale: t.locale.code,
          styleCode: product.styleCode,
          initialColour: colour,
          // The select shows each size as the market reads it, in natural order; it sends the SKU.
          variants: sortBySize(product.variants, (variant) => variant.size).map((variant) => ({
            ...variant,
            size: product.sizeLabels[variant.size] ?? variant.size,
          })),
        }}
      />
      <Island
        name="store-availability"
        component={StoreAvailabilityFinder}
        props={{
          locale: t.locale.code,
          styleCode: product.styleCode,
          variants: product.variants.map(({ sku, colourCode, size }) => ({ sku, colourCode, size })),
          initialColour: colour,
          initialSize: size,
        }}
      />
    </>
  )
}
