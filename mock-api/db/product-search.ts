/**
 * Product search over the seeded catalogue: a category subtree and/or words, refined by facets, sorted and paged,
 * in one batch. Facet counts are disjunctive: each facet's counts apply every other facet's filters but not its
 * own, so a shopper can widen a choice within a facet and see what each option would give.
 */
import { type FacetId, PRICE_BUCKETS, parsePriceBucket } from '../../shared/catalogue/listing'
import { carriedBySql } from '../brands'
import type { SiteBrand } from '../seed/catalogue'
import { PRICE_COLUMNS, type ProductRow } from './products'

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

export interface ProductSearch {
  currency: string
  /** The brand whose sites' assortment is searched (decision 056); null for every product. */
  brand?: SiteBrand | null
  /** The category subtree to search in (the category and every category below it), or null for all. */
  categoryIds: readonly string[] | null
  /** The products the text search found, most relevant first (null without a text query). */
  styleCodes: readonly string[] | null
  /** Chosen facet values, by facet. */
  selected: ReadonlyMap<FacetId, string[]>
  sort: string
  start: number
  count: number
  /** A category and every category below it, for the category facet's values. */
  subtree: (id: string) => string[]
}

export interface FacetCountRow {
  value: string
  label?: string
  count: number
  /** On a size: the shoe kind (`shoes`, `kids-shoes`) whose chart the value is of, or null. */
  kind?: string | null
}

/** One page of matching products, the total and the rows of every facet's counts. */
export async function searchProducts(db: D1Database, search: ProductSearch) {
  const base: Clause[] = [
    { sql: 'pr.currency = ?', params: [search.currency] },
    carriedBySql(search.brand ?? null),
  ]
  if (search.categoryIds) {
    base.push({
      sql: `p.category_id IN (${placeholders(search.categoryIds)})`,
      params: [...search.categoryIds],
    })
  }
  // The text search's answer, written into the SQL as a list: D1 binds at most 100 parameters a statement, and
  // style codes are checked to be letters and digits only.
  const codes = (search.styleCodes ?? []).filter((code) => /^[A-Z0-9]{1,12}$/.test(code))
  const codeList = `,${codes.join(',')},`
  if (search.styleCodes)
    base.push({ sql: `p.style_code IN (${codes.map((code) => `'${code}'`).join(', ')})`, params: [] })
  const filterClauses = new Map<FacetId, Clause>()
  for (const [facet, values] of search.selected) {
    const clause = facetClause(facet, values, search.subtree)
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
  const { sort, count, start } = search
  // Relevance with a text query is the text search's order; without one, how loved a product is.
  const orderBy =
    sort === 'relevance' && search.styleCodes
      ? `instr('${codeList}', ',' || p.style_code || ',')`
      : ORDER_BY[sort]

  const facetQuery = (
    facet: FacetId,
    select: string,
    extraFrom = '',
    groupBy = 'GROUP BY value',
    only = '',
  ) => {
    const scope = where(facet)
    return db
      .prepare(`SELECT ${select} ${from}${extraFrom} WHERE ${scope.sql}${only} ${groupBy}`)
      .bind(...scope.params)
  }
  // An e-gift card's design and amounts are no colour or size to refine a listing by.
  const physical = ' AND p.digital = 0'
  const statements = [
    db.prepare(`SELECT COUNT(*) AS total ${from} WHERE ${all.sql}`).bind(...all.params),
    db
      .prepare(
        `SELECT p.*, ${PRICE_COLUMNS} ${from} WHERE ${all.sql} ORDER BY ${orderBy}, p.style_code LIMIT ${count} OFFSET ${start}`,
      )
      .bind(...all.params),
    facetQuery('category', 'p.category_id AS value, COUNT(*) AS count'),
    facetQuery('gender', 'p.gender AS value, COUNT(*) AS count'),
    facetQuery(
      'colour',
      "json_extract(j.value, '$.code') AS value, json_extract(j.value, '$.name') AS label, COUNT(DISTINCT p.style_code) AS count",
      ', json_each(p.colours) j',
      'GROUP BY value',
      physical,
    ),
    facetQuery(
      'size',
      // The size chart a value is of: a shoe's when shoes have it (a kids' 4 shared with clothes reads as a shoe size).
      "j.value AS value, COUNT(DISTINCT p.style_code) AS count, MAX(CASE WHEN p.kind IN ('shoes', 'kids-shoes') THEN p.kind END) AS kind",
      ', json_each(p.sizes) j',
      'GROUP BY value',
      physical,
    ),
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
    (result?.results ?? []) as unknown as FacetCountRow[]
  const ratingRow = (rating?.results[0] ?? {}) as { r4?: number; r3?: number }
  const saleRow = (sale?.results[0] ?? {}) as { count?: number }
  return {
    total: (totalResult?.results[0] as { total?: number } | undefined)?.total ?? 0,
    products: (pageResult?.results ?? []) as unknown as ProductRow[],
    facets: {
      category: rows(categoryCounts),
      gender: rows(gender),
      colour: rows(colour),
      size: rows(size),
      price: rows(price),
      activity: rows(activity),
      brand: rows(brand),
      rating: { r4: Number(ratingRow.r4 ?? 0), r3: Number(ratingRow.r3 ?? 0) },
      sale: Number(saleRow.count ?? 0),
    },
  }
}

/** What suggestions are made of: every category, and the products the text search found first, in its order. */
export async function suggestProducts(db: D1Database, styleCodes: readonly string[], currency: string) {
  const codes = styleCodes.filter((code) => /^[A-Z0-9]{1,12}$/.test(code)).slice(0, 4)
  const [categories, products] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT id, names FROM categories ORDER BY depth, position'),
    db
      .prepare(
        `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ? WHERE p.style_code IN (${codes.map((code) => `'${code}'`).join(', ')})`,
      )
      .bind(currency),
  ])
  const rows = (products?.results ?? []) as unknown as ProductRow[]
  return {
    categories: (categories?.results ?? []) as { id: string; names: string }[],
    products: codes.flatMap((code) => rows.filter((row) => row.style_code === code)),
  }
}
