/**
 * The catalogue contract (`worker/upstream/catalogue/`): the category tree, product search and suggestions,
 * product details, inventory, recommendations, product sets and back-in-stock sign-ups. Prices come in the
 * currency asked for; images are the mock API's generated SVGs.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { FACET_IDS, type FacetId, PRICE_BUCKETS, SORTS } from '../../shared/catalogue/listing'
import { sortBySize, sortSizes } from '../../shared/catalogue/sizes'
import { RECOMMENDATION_LIMIT } from '../../shared/content/blocks'
import { productTypeOf, productViews } from '../art/product-types'
import { brandOfSite, carries } from '../brands'
import { type Currency, PERSONALISATION } from '../cart/rules'
import { listCategories, listCategoryNodes } from '../db/categories'
import { listWidgetProducts } from '../db/looks'
import { searchProducts, suggestProducts } from '../db/product-search'
import {
  getOnlineStock,
  getProduct,
  getSetCandidate,
  listSetMembers,
  listSetProducts,
  listVariantStock,
  listVariants,
  productSummary,
} from '../db/products'
import { listDesigns } from '../db/recipes'
import { addStockNotification } from '../db/sign-ups'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'
import { indexFor, searchText, suggestTerms } from '../search'
import { canonicalise, searchLanguageOf } from '../search/text'
import type { SiteBrand } from '../seed/catalogue'
import { colourName, productTexts } from '../seed/product-texts'
import { sizeLabelFor, sizeSystemOf } from '../size-labels'

const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR']
const isCurrency = (value: string): value is Currency => CURRENCIES.includes(value)
const MAX_COUNT = 96

export const catalogueRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/products')

/** The brand whose assortment a call asks about, from its `siteId` (decision 056); null for every product. */
const brandOf = (c: { req: { query: (name: string) => string | undefined } }) =>
  brandOfSite(c.req.query('siteId'))

catalogueRoutes.get('/v2/catalog', async (c) => {
  const language = languageOf(c.req.query('locale'))
  const results = await listCategories(c.env.DB)
  return c.json({
    categories: results.map((row) => {
      const names = JSON.parse(row.names) as Record<string, string>
      return {
        id: row.id,
        parentId: row.parent_id,
        depth: row.depth,
        position: row.position,
        name: names[language] ?? names.en,
        nameEn: names.en,
      }
    }),
  })
})

// A category subtree and/or a text query, refined by facets, sorted and paged (facet counts: db/product-search).
catalogueRoutes.get('/v2/search/productSearch', async (c) => {
  const currency = c.req.query('currency') ?? 'USD'
  if (!CURRENCIES.includes(currency)) return apiError(c, 400, 'API400', `Unknown currency '${currency}'`)
  const start = Number(c.req.query('start') ?? '0')
  const count = Number(c.req.query('count') ?? '24')
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    return apiError(c, 400, 'API400', `start must be 0 or more and count between 1 and ${MAX_COUNT}`)
  }
  const sort = c.req.query('sort') ?? 'relevance'
  if (!(SORTS as readonly string[]).includes(sort))
    return apiError(c, 400, 'API400', `Unknown sort '${sort}'`)
  const language = languageOf(c.req.query('locale'))
  const sizeSystem = sizeSystemOf(c.req.query('locale'))

  const categories = await listCategoryNodes(c.env.DB)
  const childrenOf = (id: string | null) =>
    categories.filter((category) => category.parent_id === id).sort((a, b) => a.position - b.position)
  const subtree = (id: string): string[] => [id, ...childrenOf(id).flatMap((child) => subtree(child.id))]

  const categoryId = c.req.query('categoryId')
  if (categoryId && !categories.some((category) => category.id === categoryId))
    return apiError(c, 404, 'API404', `Unknown category '${categoryId}'`)
  const query = (c.req.query('q') ?? '').trim().slice(0, 100)
  // The full-text search (decision 051) finds the products; SQL refines, counts, sorts and pages them.
  const searchLanguage = searchLanguageOf(language)
  const text = query
    ? searchText(
        await indexFor(c.env.DB, searchLanguage, brandOf(c)),
        query,
        searchLanguage,
        c.req.query('autoCorrect') !== 'false',
      )
    : null

  const selected = new Map<FacetId, string[]>()
  for (const facet of FACET_IDS) {
    const values =
      c.req
        .queries(`refine_${facet}`)
        ?.filter((value) => value.length > 0 && value.length <= 40)
        .slice(0, 20) ?? []
    if (values.length > 0) selected.set(facet, values)
  }

  const found = await searchProducts(c.env.DB, {
    currency,
    brand: brandOf(c),
    categoryIds: categoryId ? subtree(categoryId) : null,
    styleCodes: text?.codes ?? null,
    selected,
    sort,
    start,
    count,
    subtree,
  })

  const countsByCategory = new Map(found.facets.category.map((row) => [row.value, row.count]))
  const categoryValues = childrenOf(categoryId ?? null)
    .map((child) => {
      const names = JSON.parse(child.names) as Record<string, string>
      const total = subtree(child.id).reduce((sum, id) => sum + (countsByCategory.get(id) ?? 0), 0)
      return { value: child.id, label: names[language] ?? names.en ?? child.id, count: total }
    })
    .filter((value) => value.count > 0)
  const { rating, sale } = found.facets
  const facets = [
    { id: 'category', values: categoryValues },
    { id: 'gender', values: found.facets.gender },
    {
      id: 'colour',
      values: found.facets.colour.map((value) => ({
        ...value,
        label: colourName({ code: value.value, name: value.label ?? value.value }, language),
      })),
    },
    {
      id: 'size',
      // In their natural order, each labelled as the market reads it (decision 053).
      values: sortBySize(found.facets.size, (row) => row.value).map(({ kind, ...row }) => ({
        ...row,
        label: sizeLabelFor(row.value, kind ?? '', sizeSystem),
      })),
    },
    {
      id: 'price',
      values: PRICE_BUCKETS.map((bucket) => ({
        value: bucket,
        count: found.facets.price.find((row) => row.value === bucket)?.count ?? 0,
      })).filter((value) => value.count > 0),
    },
    { id: 'activity', values: found.facets.activity },
    { id: 'brand', values: found.facets.brand },
    {
      id: 'rating',
      values: [
        { value: '4', count: rating.r4 },
        { value: '3', count: rating.r3 },
      ].filter((value) => value.count > 0),
    },
    { id: 'sale', values: sale > 0 ? [{ value: 'true', count: sale }] : [] },
  ].map((facet) => ({
    ...facet,
    values: facet.values.map((value) => ({
      ...value,
      selected: selected.get(facet.id as FacetId)?.includes(value.value) ?? false,
    })),
  }))

  return c.json({
    total: found.total,
    start,
    count,
    sort,
    // The query the products are for, when the one asked found nothing and its spelling correction did.
    correctedQuery: text?.correctedQuery ?? null,
    products: found.products.map((row) => productSummary(row, currency, language)),
    facets,
  })
})

/**
 * Suggestions as the shopper types: fuller searches that start with the text (one per stem), the categories whose
 * names start with its words (each once), and the four best products the full-text search finds for it.
 */
catalogueRoutes.get('/v2/search/autoSuggest', async (c) => {
  const currency = c.req.query('currency') ?? 'USD'
  if (!CURRENCIES.includes(currency)) return apiError(c, 400, 'API400', `Unknown currency '${currency}'`)
  const query = (c.req.query('q') ?? '').trim().toLowerCase().slice(0, 40)
  if (query.length < 2) return c.json({ terms: [], categories: [], products: [] })
  const language = languageOf(c.req.query('locale'))
  const searchLanguage = searchLanguageOf(language)
  const indexed = await indexFor(c.env.DB, searchLanguage, brandOf(c))
  const found = searchText(indexed, query, searchLanguage)
  const { categories, products } = await suggestProducts(c.env.DB, found.codes.slice(0, 4), currency)
  const asked = canonicalise(found.correctedQuery ?? query, searchLanguage)
    .split(' ')
    .filter(Boolean)
  const seen = new Set<string>()
  const matchingCategories = categories
    .map((row) => {
      const localised = JSON.parse(row.names) as Record<string, string>
      return { id: row.id, name: localised[language] ?? localised.en ?? row.id, en: localised.en ?? '' }
    })
    .filter((category) => {
      if (seen.has(category.id)) return false
      const words = new Set(
        [category.name, category.en].flatMap((name) => canonicalise(name, searchLanguage).split(' ')),
      )
      const matches = asked.every((part) => [...words].some((word) => word.startsWith(part)))
      if (matches) seen.add(category.id)
      return matches
    })
    .slice(0, 6)
    .map(({ id, name }) => ({ id, name }))
  return c.json({
    terms: suggestTerms(indexed, found.correctedQuery ?? query, searchLanguage),
    categories: matchingCategories,
    products: products.map((row) => productSummary(row, currency, language)),
  })
})

catalogueRoutes.get('/v2/products/:productId/details', async (c) => {
  const currency = c.req.query('currency') ?? 'USD'
  const styleCode = c.req.param('productId').slice(0, 8)
  const row = await getProduct(c.env.DB, styleCode, currency)
  // A product the brand's sites do not carry is not found there (decision 056).
  if (!row || !carries(brandOf(c), row.brands))
    return apiError(c, 404, 'PLP400', `Product '${c.req.param('productId')}' not found`)
  const language = languageOf(c.req.query('locale'))
  const variants = await listVariants(c.env.DB, styleCode)
  const summary = productSummary(row, currency, language)
  const type = productTypeOf(row.name, row.kind)
  // The product's copy in the asked language, as a catalogue service keeps it per locale (decision 054).
  const texts = productTexts({ styleCode, name: row.name, kind: row.kind, activity: row.activity }, language)
  const system = sizeSystemOf(c.req.query('locale'))
  return c.json({
    ...summary,
    // The product master the colours and sizes belong to: the social media service's tag for its photos (spec 3 §7).
    masterId: styleCode,
    // Every colour's pictures (decision 050): its views, main picture first.
    colours: summary.colours.map((colour) => ({
      ...colour,
      views: productViews(styleCode, colour.code, type),
    })),
    description: texts.description,
    features: texts.features,
    materials: texts.materials,
    care: texts.care,
    gender: row.gender,
    productType: row.kind,
    activity: row.activity,
    sizes: sortSizes(JSON.parse(row.sizes) as string[]),
    maxQty: row.max_qty,
    // Sent by email (spec 2 §3): its variants are amounts, each priced alike in every currency.
    isDigitalProduct: row.digital === 1,
    // Personalisable (decision 030): what a personalisation adds to each unit's price in the asked currency.
    // Its ready-made designs (migration 0044), added by their code (`precreatedCustomsCode`).
    ...(PERSONALISATION.styles.has(styleCode) && isCurrency(currency)
      ? {
          customisation: {
            surcharge: PERSONALISATION.surcharge[currency],
            designs: (await listDesigns(c.env.DB, styleCode)).map((design) => ({
              code: design.design_code,
              text: design.text,
              threadColour: design.thread,
            })),
          },
        }
      : {}),
    // Each size as the market reads it (decision 053); the value stays the catalogue's.
    variants: variants.map((v) => ({
      sku: v.sku,
      colourCode: v.colour_code,
      size: v.size,
      sizeLabel: sizeLabelFor(v.size, row.kind, system),
      upc: v.upc,
      stock: v.online_stock,
      price:
        v.price !== null
          ? { original: v.price, current: v.price }
          : v.premium && row.high_current !== null
            ? { original: row.high_original ?? row.high_current, current: row.high_current }
            : { original: row.original, current: row.current },
    })),
  })
})

catalogueRoutes.get('/v2/products/:productId/inventory', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  const results = await listVariantStock(c.env.DB, styleCode)
  if (results.length === 0) return apiError(c, 404, 'PLP400', 'Product not found')
  return c.json({
    productId: styleCode,
    variants: results.map((row) => ({
      sku: row.sku,
      quantity: row.online_stock,
      status: row.online_stock > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    })),
  })
})

/** A recommendation widget's products (db/looks.ts): like the product, what goes with it, or the best loved. */
catalogueRoutes.get('/v1/widgetRecommendations', async (c) => {
  const currency = c.req.query('currency') ?? 'USD'
  // Up to the most a recommendations block asks for (spec 3 §9: 24).
  const limit = Math.min(RECOMMENDATION_LIMIT, Math.max(1, Number(c.req.query('limit') ?? '8') || 8))
  const widget = c.req.query('widget') ?? 'pdp-similar'
  const language = languageOf(c.req.query('locale'))
  const results = await listWidgetProducts(c.env.DB, {
    productId: (c.req.query('productId') ?? '').slice(0, 11),
    widget,
    currency,
    limit,
    brand: brandOf(c),
  })
  if (!results) return apiError(c, 404, 'PLP400', 'Product not found')
  return c.json({
    widget,
    // Each recommendation's id names the widget, the slot and the product, as an impression or a click reports it.
    items: results.map((row, index) => ({
      ...productSummary(row, currency, language),
      recommendationId: `rw.1.${widget.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40)}.${index + 1}.${row.style_code}`,
    })),
  })
})

/** Sets are the outfits a collection name makes: the same first word, the same gender, apparel and footwear. */
async function setOf(db: D1Database, styleCode: string, brand: SiteBrand | null) {
  const product = await getSetCandidate(db, styleCode)
  if (
    !product ||
    !carries(brand, product.brands) ||
    !['apparel', 'shoes'].includes(product.kind) ||
    product.gender === 'unisex'
  )
    return null
  const collection = product.name.split(' ')[0] ?? ''
  const results = await listSetMembers(db, product.gender, collection, brand)
  if (results.length < 2) return null
  return {
    id: `SET-${collection.toUpperCase()}-${product.gender.toUpperCase()}`,
    name: `${collection} ${product.gender === 'men' ? 'Men' : 'Women'}`,
    styleCodes: results.map((row) => row.style_code),
  }
}

catalogueRoutes.get('/v2/products/:productId/productSets', async (c) => {
  const set = await setOf(c.env.DB, c.req.param('productId').slice(0, 11), brandOf(c))
  return c.json({ productSets: set ? [{ id: set.id, name: set.name }] : [] })
})

catalogueRoutes.get('/v2/products/:productSetId/productSet', async (c) => {
  const match = /^SET-([A-Z]+)-(MEN|WOMEN)$/.exec(c.req.param('productSetId'))
  if (!match) return apiError(c, 404, 'PLP400', 'Product set not found')
  const currency = c.req.query('currency') ?? 'USD'
  const [, collection, gender] = match as unknown as [string, string, string]
  const name = `${collection.charAt(0)}${collection.slice(1).toLowerCase()}`
  const results = await listSetProducts(c.env.DB, gender.toLowerCase(), name, currency, brandOf(c))
  if (results.length < 2) return apiError(c, 404, 'PLP400', 'Product set not found')
  return c.json({
    id: c.req.param('productSetId'),
    name: `${name} ${gender === 'MEN' ? 'Men' : 'Women'}`,
    items: results.map((row) => productSummary(row, currency, languageOf(c.req.query('locale')))),
  })
})

const NotificationSchema = z.object({
  email: z.email().max(100),
  sku: z.string().regex(/^[A-Z0-9]{8,24}$/),
  locale: z.string().regex(/^[a-z]{2}-[a-z0-9]{2,3}$/),
})

catalogueRoutes.put('/v1/notifications', async (c) => {
  const parsed = NotificationSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'AUT453', 'Invalid email format')
  const stock = await getOnlineStock(c.env.DB, parsed.data.sku)
  if (stock === null) return apiError(c, 404, 'ORD404', 'Item not available')
  if (stock > 0) return apiError(c, 409, 'NTF409', 'This item is in stock')
  await addStockNotification(c.env.DB, {
    email: parsed.data.email.toLowerCase(),
    sku: parsed.data.sku,
    locale: parsed.data.locale,
    createdAt: new Date().toISOString(),
  })
  return c.json({ subscribed: true })
})
