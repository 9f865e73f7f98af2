/**
 * schema.org structured data for search engines: `Product` with its offers and rating, and `BreadcrumbList`.
 * Built from view models; serialised with `<` escaped so it can sit inside a script element.
 */
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
    const inStock = product.variants.some((variant) => variant.colourCode === colour.code && variant.inStock)
    return {
      '@type': 'Offer',
      sku: `${product.styleCode}${colour.code}`,
      url: `${origin}${product.url}?colour=${colour.code}`,
      price: product.price.current.toFixed(2),
      priceCurrency: product.price.currency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    }
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
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
