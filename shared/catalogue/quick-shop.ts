/**
 * What a quick shop offers of a product: each colour with its sizes' codes in natural order and those of them sold
 * out, and each size as the market reads it where that differs from its code. The upsell's quick shop reads it from
 * the product page's payload (`{product path}/_payload.json`, decision 108) when a shopper opens it; the page tells
 * the upsell only which variant to add at once for a product that has a single one in stock (`onlyChoice`).
 */

export interface QuickShopColour {
  code: string
  name: string
  hex: string
  sizes: string[]
  soldOut?: string[]
}

export interface QuickShopOptions {
  colours: QuickShopColour[]
  sizeLabels?: Record<string, string>
}

/**
 * A product page's data without its HTML (`GET {product path}/_payload.json`, decision 108): the product, its colours
 * and sizes with their stock, as the page would show them. The same for every shopper: nothing of a session in it.
 */
export interface ProductPayload extends QuickShopOptions {
  pageType: 'product'
  /** The product page's path. */
  path: string
  styleCode: string
  name: string
}

/** A variant as the quick shop adds it, with the style: by colour and size (`/api/cart/items` takes either). */
export interface QuickShopChoice {
  colour: string
  size: string
}

/** A product's colours and variants (in natural size order) as the quick shop offers them. */
export function quickShopOptions(product: {
  colours: readonly { code: string; name: string; hex: string }[]
  variants: readonly { colourCode: string; size: string; inStock: boolean }[]
  sizeLabels?: Readonly<Record<string, string>>
}): QuickShopOptions {
  const colours = product.colours.map(({ code, name, hex }) => {
    const variants = product.variants.filter((variant) => variant.colourCode === code)
    const soldOut = variants.filter((variant) => !variant.inStock).map((variant) => variant.size)
    return {
      code,
      name,
      hex,
      sizes: variants.map((variant) => variant.size),
      ...(soldOut.length > 0 ? { soldOut } : {}),
    }
  })
  const sizeLabels = product.sizeLabels ?? {}
  return Object.keys(sizeLabels).length > 0 ? { colours, sizeLabels: { ...sizeLabels } } : { colours }
}

/** The only variant in stock, when there is exactly one: it can be added without choosing. */
export function onlyChoice(colours: readonly QuickShopColour[]): QuickShopChoice | null {
  const available = colours.flatMap((colour) =>
    colour.sizes
      .filter((size) => !colour.soldOut?.includes(size))
      .map((size) => ({ colour: colour.code, size })),
  )
  return available.length === 1 ? (available[0] ?? null) : null
}
