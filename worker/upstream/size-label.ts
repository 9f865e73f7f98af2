/** A line's variation values as the commerce and consumer services send them. */
type VariationValues = readonly { code: string; value: string; label?: string }[]

/**
 * A line's size as the shopper's market reads it (decision 053): the service's label for it (a UK or EU shoe
 * size), else the size itself; null when the line has no size.
 */
export function sizeShown(variants: VariationValues): string | null {
  const size = variants.find((variant) => variant.code === 'size')
  return size ? (size.label ?? size.value) : null
}
