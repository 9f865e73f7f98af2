/**
 * Product search over the seeded catalogue: a category subtree and/or a text query, refined by facets, sorted
 * and paged. Facet counts are disjunctive: each facet's counts apply every other facet's filters but not its
 * own, so a shopper can widen a choice within a facet and see what each option would give.
 */
import type { Context } from 'hono'
import { FACET_IDS, type FacetId, PRICE_BUCKETS, parsePriceBucket, SORTS } from '../../shared/listing'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'

const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR']
const MAX_COUNT = 96

export interface ProductRow {
  style_code: string
  name: string
  description: string
  brand: string
  gender: string
  activity: string
  kind: string
  category_id: string
  colours: string
  sizes: string
  rating: number
  review_count: number
  released_at: string
  max_qty: number | null
  original: number
  current: number
  high_original: number | null
  high_current: number | null
}

/** The price columns every product query selects (`pr` is the prices table in the asked currency). */
export const PRICE_COLUMNS = 'pr.original, pr.current, pr.high_original, pr.high_current'

interface Clause {
  sql: string
  params: unknown[]
}

const ORDER_BY: Record<string, string> = {
  relevance: 'p.review_count * p.rating DESC',
  newest: 'p.released_at DESC',
  'price-asc': 'pr.current ASC',
  'price-desc': 'pr.current DESC',
  rating: 'p.rating DESC, p.review_count DESC',
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ')

function facetClause(facet: FacetId, values: string[], subtree: (id: string) => string[]): Clause | null {
  switch (facet) {
    case 'category': {
      const ids = values.flatMap(subtree)
      return { sql: `p.category_id IN (${placeholders(ids)})`, params: ids }
    }
    case 'gender':
    case 'activity':
    case 'brand':
      return { sql: `p.${facet} IN (${placeholders(values)})`, params: values }
    case 'colour':
      return {
        sql: `EXISTS (SELECT 1 FROM json_each(p.colours) j WHERE json_extract(j.value, '$.code') IN (${placeholders(values)}))`,
        params: values,
      }
    case 'size':
      return {
        sql: `EXISTS (SELECT 1 FROM json_each(p.sizes) j WHERE j.value IN (${placeholders(values)}))`,
        params: values,
      }
    case 'price': {
      const ranges = values.map(parsePriceBucket).filter((range) => range !== null)
      if (ranges.length === 0) return null
      return {
        sql: `(${ranges.map((range) => (range.max === null ? '(pr.current >= ?)' : '(pr.current >= ? AND pr.current < ?)')).join(' OR ')})`,
        params: ranges.flatMap((range) => (range.max === null ? [range.min] : [range.min, range.max])),
      }
    }
    case 'rating':
      return { sql: 'p.rating >= ?', params: [Math.min(...values.map(Number))] }
    case 'sale':
      return { sql: 'pr.current < pr.original', params: [] }
  }
}

export async function productSearch(c: Context<{ Bindings: MockEnv }>) {
  const db = c.env.DB
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

  const { results: categories } = await db
    .prepare('SELECT id, parent_id, names, position FROM categories')
    .all<{ id: string; parent_id: string | null; names: string; position: number }>()
  const childrenOf = (id: string | null) =>
    categories.filter((category) => category.parent_id === id).sort((a, b) => a.position - b.position)
  const subtree = (id: string): string[] => [id, ...childrenOf(id).flatMap((child) => subtree(child.id))]

  const base: Clause[] = [{ sql: 'pr.currency = ?', params: [currency] }]
  const categoryId = c.req.query('categoryId')
  if (categoryId) {
    if (!categories.some((category) => category.id === categoryId))
      return apiError(c, 404, 'API404', `Unknown category '${categoryId}'`)
    const ids = subtree(categoryId)
    base.push({ sql: `p.category_id IN (${placeholders(ids)})`, params: ids })
  }
  const query = (c.req.query('q') ?? '').trim().slice(0, 100)
  // D1 refuses LIKE patterns longer than 50 bytes, so each word is capped (the real search has no such limit).
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((word) => word.slice(0, 40))
  for (const word of words) {
    const like = `%${word.replace(/[%_]/g, '')}%`
    base.push({
      sql: '(lower(p.name) LIKE ? OR lower(p.brand) LIKE ? OR lower(p.description) LIKE ? OR lower(p.activity) LIKE ?)',
      params: [like, like, like, like],
    })
  }

  const selected = new Map<FacetId, string[]>()
  for (const facet of FACET_IDS) {
    const values =
      c.req
        .queries(`refine_${facet}`)
        ?.filter((value) => value.length > 0 && value.length <= 40)
        .slice(0, 20) ?? []
    if (values.length > 0) selected.set(facet, values)
  }
  const filterClauses = new Map<FacetId, Clause>()
  for (const [facet, values] of selected) {
    const clause = facetClause(facet, values, subtree)
    if (clause) filterClauses.set(facet, clause)
  }

  const where = (except?: FacetId) => {
    const clauses = [
      ...base,
      ...[...filterClauses].filter(([facet]) => facet !== except).map(([, clause]) => clause),
    ]
    return {
      sql: clauses.map((clause) => clause.sql).join(' AND '),
      params: clauses.flatMap((clause) => clause.params),
    }
  }
  const from = 'FROM products p JOIN prices pr ON pr.style_code = p.style_code'
  const all = where()
  const relevance = words.length > 0 ? `(CASE WHEN lower(p.name) LIKE ? THEN 0 ELSE 1 END), ` : ''
  const relevanceParams = words.length > 0 && sort === 'relevance' ? [`%${words[0]}%`] : []
  const orderBy = sort === 'relevance' ? `${relevance}${ORDER_BY.relevance}` : ORDER_BY[sort]

  const facetQuery = (facet: FacetId, select: string, extraFrom = '', groupBy = 'GROUP BY value') => {
    const scope = where(facet)
    return db
      .prepare(`SELECT ${select} ${from}${extraFrom} WHERE ${scope.sql} ${groupBy}`)
      .bind(...scope.params)
  }
  const statements = [
    db.prepare(`SELECT COUNT(*) AS total ${from} WHERE ${all.sql}`).bind(...all.params),
    db
      .prepare(
        `SELECT p.*, ${PRICE_COLUMNS} ${from} WHERE ${all.sql} ORDER BY ${orderBy}, p.style_code LIMIT ${count} OFFSET ${start}`,
      )
      .bind(...all.params, ...relevanceParams),
    facetQuery('category', 'p.category_id AS value, COUNT(*) AS count'),
    facetQuery('gender', 'p.gender AS value, COUNT(*) AS count'),
    facetQuery(
      'colour',
      "json_extract(j.value, '$.code') AS value, json_extract(j.value, '$.name') AS label, COUNT(DISTINCT p.style_code) AS count",
      ', json_each(p.colours) j',
    ),
    facetQuery('size', 'j.value AS value, COUNT(DISTINCT p.style_code) AS count', ', json_each(p.sizes) j'),
    facetQuery(
      'price',
      `CASE ${PRICE_BUCKETS.map((bucket) => {
        const range = parsePriceBucket(bucket) as { min: number; max: number | null }
        return range.max === null
          ? `WHEN pr.current >= ${range.min} THEN '${bucket}'`
          : `WHEN pr.current >= ${range.min} AND pr.current < ${range.max} THEN '${bucket}'`
      }).join(' ')} END AS value, COUNT(*) AS count`,
    ),
    facetQuery('activity', 'p.activity AS value, COUNT(*) AS count'),
    facetQuery('brand', 'p.brand AS value, COUNT(*) AS count'),
    facetQuery('rating', 'SUM(p.rating >= 4) AS r4, SUM(p.rating >= 3) AS r3', '', ''),
    facetQuery('sale', 'SUM(pr.current < pr.original) AS count', '', ''),
  ]
  const [
    totalResult,
    pageResult,
    categoryCounts,
    gender,
    colour,
    size,
    price,
    activity,
    brand,
    rating,
    sale,
  ] = await db.batch<Record<string, unknown>>(statements)

  const rows = (result: D1Result<Record<string, unknown>> | undefined) =>
    (result?.results ?? []) as Array<{ value: string; label?: string; count: number }>
  const categoryScope = categoryId ?? null
  const countsByCategory = new Map(rows(categoryCounts).map((row) => [row.value, row.count]))
  const categoryValues = childrenOf(categoryScope)
    .map((child) => {
      const names = JSON.parse(child.names) as Record<string, string>
      const total = subtree(child.id).reduce((sum, id) => sum + (countsByCategory.get(id) ?? 0), 0)
      return { value: child.id, label: names[language] ?? names.en ?? child.id, count: total }
    })
    .filter((value) => value.count > 0)
  const ratingRow = (rating?.results[0] ?? {}) as { r4?: number; r3?: number }
  const saleRow = (sale?.results[0] ?? {}) as { count?: number }
  const facets = [
    { id: 'category', values: categoryValues },
    { id: 'gender', values: rows(gender) },
    { id: 'colour', values: rows(colour) },
    { id: 'size', values: rows(size) },
    {
      id: 'price',
      values: PRICE_BUCKETS.map((bucket) => ({
        value: bucket,
        count: rows(price).find((row) => row.value === bucket)?.count ?? 0,
      })).filter((value) => value.count > 0),
    },
    { id: 'activity', values: rows(activity) },
    { id: 'brand', values: rows(brand) },
    {
      id: 'rating',
      values: [
        { value: '4', count: Number(ratingRow.r4 ?? 0) },
        { value: '3', count: Number(ratingRow.r3 ?? 0) },
      ].filter((value) => value.count > 0),
    },
    {
      id: 'sale',
      values: Number(saleRow.count ?? 0) > 0 ? [{ value: 'true', count: Number(saleRow.count) }] : [],
    },
  ].map((facet) => ({
    ...facet,
    values: facet.values.map((value) => ({
      ...value,
      selected: selected.get(facet.id as FacetId)?.includes(value.value) ?? false,
    })),
  }))

  return c.json({
    total: (totalResult?.results[0] as { total?: number } | undefined)?.total ?? 0,
    start,
    count,
    sort,
    products: (pageResult?.results ?? []).map((row) =>
      productSummary(row as unknown as ProductRow, currency),
    ),
    facets,
  })
}

export const productSummary = (row: ProductRow, currency: string) => {
  const colours = JSON.parse(row.colours) as Array<{ code: string; name: string; hex: string }>
  return {
    styleCode: row.style_code,
    name: row.name,
    brand: row.brand,
    categoryId: row.category_id,
    colours: colours.map((colour) => ({
      code: colour.code,
      name: colour.name,
      hex: colour.hex,
      image: `/media/product/${row.style_code}/${colour.code}.svg`,
    })),
    price: {
      currency,
      original: row.original,
      current: row.current,
      ...(row.high_current === null
        ? {}
        : { highOriginal: row.high_original ?? row.high_current, highCurrent: row.high_current }),
    },
    rating: { score: row.rating, count: row.review_count },
    releasedAt: row.released_at,
  }
}

/** Suggestions as the shopper types: matching search terms, categories and a few products. */
export async function autoSuggest(c: Context<{ Bindings: MockEnv }>) {
  const db = c.env.DB
  const currency = c.req.query('currency') ?? 'USD'
  if (!CURRENCIES.includes(currency)) return apiError(c, 400, 'API400', `Unknown currency '${currency}'`)
  const query = (c.req.query('q') ?? '').trim().toLowerCase().slice(0, 40)
  if (query.length < 2) return c.json({ terms: [], categories: [], products: [] })
  const language = languageOf(c.req.query('locale'))
  const like = `%${query.replace(/[%_]/g, '')}%`
  const [names, categories, products] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        'SELECT DISTINCT name FROM products WHERE lower(name) LIKE ? ORDER BY review_count DESC LIMIT 50',
      )
      .bind(like),
    db.prepare('SELECT id, names FROM categories ORDER BY depth, position'),
    db
      .prepare(
        `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ? WHERE lower(p.name) LIKE ? ORDER BY p.review_count * p.rating DESC LIMIT 4`,
      )
      .bind(currency, like),
  ])
  const words = new Map<string, number>()
  for (const row of (names?.results ?? []) as { name: string }[]) {
    for (const word of row.name.toLowerCase().split(/\s+/)) {
      if (word.startsWith(query) || (query.includes(' ') && row.name.toLowerCase().includes(query)))
        words.set(word, (words.get(word) ?? 0) + 1)
    }
  }
  const terms = [...words.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([term]) => term)
  const matchingCategories = ((categories?.results ?? []) as { id: string; names: string }[])
    .map((row) => {
      const localised = JSON.parse(row.names) as Record<string, string>
      return { id: row.id, name: localised[language] ?? localised.en ?? row.id, en: localised.en ?? '' }
    })
    .filter(
      (category) => category.name.toLowerCase().includes(query) || category.en.toLowerCase().includes(query),
    )
    .slice(0, 4)
    .map(({ id, name }) => ({ id, name }))
  return c.json({
    terms,
    categories: matchingCategories,
    products: ((products?.results ?? []) as unknown as ProductRow[]).map((row) =>
      productSummary(row, currency),
    ),
  })
}
