/**
 * schema.org structured data for search engines: `Product` with its offers and rating, and `BreadcrumbList`.
 * Built from view models; serialised with `<` escaped so it can sit inside a script element.
 */

import { scriptJson } from '../i18n/text'
import type { ProductDetails } from './catalogue'

export interface Crumb {
  name: string
  url: string
}

export type JsonLd = Record<string, unknown>

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.url,
    })),
  }
}

export function productJsonLd(product: ProductDetails, origin: string): JsonLd {
  const absolute = (url: string) => (url.startsWith('http') ? url : origin + url)
  const offers = product.colours.map((colour) => {
    const variants = product.variants.filter((variant) => variant.colourCode === colour.code)
    const inStock = variants.some((variant) => variant.inStock)
    const prices = variants.map((variant) => variant.price.current)
    const low = prices.length > 0 ? Math.min(...prices) : product.price.current
    const high = prices.length > 0 ? Math.max(...prices) : product.price.current
    const common = {
      sku: `${product.styleCode}${colour.code}`,
      url: `${origin}${product.url}?colour=${colour.code}`,
      priceCurrency: product.price.currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    }
    // Sizes priced differently make the colour's offer a range.
    return high > low
      ? {
          '@type': 'AggregateOffer',
          ...common,
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: variants.length,
        }
      : { '@type': 'Offer', ...common, price: low.toFixed(2) }
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.styleCode,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.colours.map((colour) => absolute(colour.image)),
    offers,
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.score,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped so markup can never break out. */
export function serialiseJsonLd(data: JsonLd): string {
  return scriptJson(data)
}
