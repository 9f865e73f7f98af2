/**
 * From catalogue wire shapes to `shared/catalogue/catalogue.ts`: product URLs, media on the media host, badges, trails,
 * facets the shop knows, suggestions, product sets and stock.
 */
import {
  type Category,
  DEFAULT_MAX_QTY,
  type Facet,
  getBadges,
  type PriceRange,
  type ProductDetails,
  type ProductPage,
  type ProductSet,
  type ProductSummary,
  type RecommendedSummary,
  type Suggestions,
} from '../../../shared/catalogue/catalogue'
import { FACET_IDS, type FacetId } from '../../../shared/catalogue/listing'
import { sortBySize, sortSizes } from '../../../shared/catalogue/sizes'
import { REC_TOKEN } from '../../../shared/personalization/personalization'
import { categoryPath, productPath, searchPath } from '../../../shared/routes'
import { type ReshapeContext, resolveMediaUrl } from '../urls'
import type {
  CatalogueDetails,
  CatalogueInventory,
  CatalogueProduct,
  CatalogueProductSet,
  CatalogueRecommendation,
  CatalogueSearch,
  CatalogueSuggest,
  CatalogueTree,
} from './schemas'

/** What a catalogue reshape needs of the request: the locale for URLs, the media host for images. */
export type CatalogueReshapeContext = ReshapeContext

/** A range only when its top is above its bottom: an upstream that repeats the low price sends one price. */
function reshapePrice(price: CatalogueProduct['price']): PriceRange {
  const { currency, original, current, highOriginal, highCurrent } = price
  if (highCurrent === null || highCurrent === undefined || highCurrent <= current) {
    return { currency, original, current }
  }
  return {
    currency,
    original,
    current,
    highOriginal: Math.max(highOriginal ?? highCurrent, highCurrent),
    highCurrent,
  }
}

export function reshapeProduct(product: CatalogueProduct, ctx: CatalogueReshapeContext): ProductSummary {
  return {
    styleCode: product.styleCode,
    name: product.name,
    brand: product.brand,
    url: productPath(ctx.locale, product.name, product.styleCode),
    colours: product.colours.map(({ views, ...colour }) => ({
      ...colour,
      image: resolveMediaUrl(colour.image, ctx.mediaBaseUrl) ?? '',
      ...(views
        ? {
            views: views.map(({ view, image }) => ({
              view,
              image: resolveMediaUrl(image, ctx.mediaBaseUrl) ?? '',
            })),
          }
        : {}),
    })),
    price: reshapePrice(product.price),
    rating: product.rating,
    badges: getBadges(product.price),
  }
}

export function reshapeDetails(product: CatalogueDetails, ctx: CatalogueReshapeContext): ProductDetails {
  return {
    ...reshapeProduct(product, ctx),
    masterId: product.masterId ?? null,
    description: product.description,
    features: product.features,
    materials: product.materials,
    care: product.care,
    productType: product.productType ?? null,
    sizes: sortSizes(product.sizes),
    sizeLabels: Object.fromEntries(
      product.variants.map((variant) => [variant.size, variant.sizeLabel ?? variant.size]),
    ),
    maxQty: product.maxQty ?? DEFAULT_MAX_QTY,
    categoryId: product.categoryId,
    digital: product.isDigitalProduct === true,
    personalisation: product.customisation
      ? {
          surcharge: product.customisation.surcharge,
          designs: product.customisation.designs.map(({ code, text, threadColour }) => ({
            code,
            text,
            thread: threadColour,
          })),
        }
      : null,
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      colourCode: variant.colourCode,
      size: variant.size,
      ...(variant.upc ? { upc: variant.upc } : {}),
      inStock: variant.stock > 0,
      price: {
        currency: product.price.currency,
        original: (variant.price ?? product.price).original,
        current: (variant.price ?? product.price).current,
      },
    })),
  }
}

/** Every category with its trail and children, keyed by id; URLs use the English names, as the menu does. */
export function reshapeCategoryTree(
  tree: CatalogueTree,
  ctx: CatalogueReshapeContext,
): Record<string, Category> {
  const byId = new Map(tree.categories.map((entry) => [entry.id, entry]))
  const ancestors = (id: string | null): CatalogueTree['categories'] => {
    const out: CatalogueTree['categories'] = []
    let current = id ? byId.get(id) : undefined
    while (current) {
      out.unshift(current)
      current = current.parentId ? byId.get(current.parentId) : undefined
    }
    return out
  }
  const urlOf = (entry: CatalogueTree['categories'][number]) =>
    categoryPath(
      ctx.locale,
      ancestors(entry.parentId).map((a) => a.nameEn),
      entry.nameEn,
      entry.id,
    )
  const result: Record<string, Category> = {}
  for (const entry of tree.categories) {
    result[entry.id] = {
      id: entry.id,
      parentId: entry.parentId,
      name: entry.name,
      url: urlOf(entry),
      trail: ancestors(entry.parentId).map((a) => ({ id: a.id, name: a.name, url: urlOf(a) })),
      children: tree.categories
        .filter((child) => child.parentId === entry.id)
        .sort((a, b) => a.position - b.position)
        .map((child) => ({ id: child.id, name: child.name, url: urlOf(child) })),
    }
  }
  return result
}

/**
 * A search answer: products reshaped, facets limited to the ones the shop knows and without empty values. A facet
 * that cannot narrow the page is left out (Gender with only Men on the men's page: every value would keep every
 * product), unless the shopper has chosen one of its values.
 */
export function reshapeSearch(search: CatalogueSearch, ctx: CatalogueReshapeContext): ProductPage {
  const facets: Facet[] = search.facets
    .filter((facet): facet is CatalogueSearch['facets'][number] & { id: FacetId } =>
      (FACET_IDS as readonly string[]).includes(facet.id),
    )
    .map((facet) => ({
      id: facet.id,
      // Sizes in their natural order, whatever order the catalogue sent (decision 053).
      values: (facet.id === 'size' ? sortBySize(facet.values, (value) => value.value) : facet.values)
        .filter((value) => value.count > 0 || value.selected)
        .map((value) => ({
          value: value.value,
          label: value.label ?? null,
          count: value.count,
          selected: value.selected,
        })),
    }))
    .filter(
      (facet) =>
        facet.values.length > 0 && facet.values.some((value) => value.selected || value.count < search.total),
    )
  return {
    total: search.total,
    start: search.start,
    products: search.products.map((product) => reshapeProduct(product, ctx)),
    facets,
    ...(search.correctedQuery ? { correctedQuery: search.correctedQuery } : {}),
  }
}

/**
 * Suggested categories the tree knows, each target once, named with its department: the top of its trail, or the
 * whole trail when two would still read alike ("Hiking boots — Footwear › Women's shoes").
 */
export function suggestedCategories(
  entries: readonly { id: string }[],
  categories: Record<string, Category>,
): Suggestions['categories'] {
  const seen = new Set<string>()
  const found = entries.flatMap((entry) => {
    const category = categories[entry.id]
    if (!category || seen.has(category.url)) return []
    seen.add(category.url)
    return [category]
  })
  const label = (category: Category) => category.trail[0]?.name
  const alike = (category: Category) =>
    found.filter((other) => other.name === category.name && label(other) === label(category)).length > 1
  return found.map((category) => {
    const department = alike(category) ? category.trail.map((step) => step.name).join(' › ') : label(category)
    return {
      id: category.id,
      name: category.name,
      url: category.url,
      ...(department ? { department } : {}),
    }
  })
}

/**
 * What the search box suggests for `query`: terms as search links, categories the tree knows (others are
 * dropped), and products. A missing answer suggests nothing.
 */
export function reshapeSuggestions(
  query: string,
  doc: CatalogueSuggest | null,
  categories: Record<string, Category>,
  ctx: CatalogueReshapeContext,
): Suggestions {
  return {
    query,
    terms: [...new Set((doc?.terms ?? []).map((text) => text.trim().toLowerCase()))]
      .filter((text) => text.length > 0)
      .map((text) => ({ text, url: searchPath(ctx.locale, text) })),
    categories: suggestedCategories(doc?.categories ?? [], categories),
    products: (doc?.products ?? []).map((product) => reshapeProduct(product, ctx)),
  }
}

/** Online stock per variant SKU; a negative count reads as none. */
export function reshapeInventory(doc: CatalogueInventory): Record<string, number> {
  return Object.fromEntries(doc.variants.map((variant) => [variant.sku, Math.max(0, variant.quantity)]))
}

/**
 * A widget's recommended product, with its recommendation id when it is one a click can send back (`REC_TOKEN`).
 */
export function reshapeRecommendation(
  item: CatalogueRecommendation,
  ctx: CatalogueReshapeContext,
): RecommendedSummary {
  const id = item.recommendationId
  return { ...reshapeProduct(item, ctx), recommendationId: id && REC_TOKEN.test(id) ? id : null }
}

/** A product set seen from one of its products (`styleCode`): the others, or null when there are none. */
export function reshapeProductSet(
  set: CatalogueProductSet,
  styleCode: string,
  ctx: CatalogueReshapeContext,
): ProductSet | null {
  const products = set.items
    .filter((item) => item.styleCode !== styleCode)
    .map((item) => reshapeProduct(item, ctx))
  return products.length > 0 ? { id: set.id, name: set.name, products } : null
}
