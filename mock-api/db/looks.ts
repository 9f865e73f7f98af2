/**
 * "Complete the look", as a recommendation service's complementary-items strategy answers it: for a product, the
 * things worn or carried with it, never more of the same. A boot brings socks, trousers, a shell, a pack and a hat;
 * a shell brings trousers, boots, a hat and gloves. The table below names, for each leaf category, the leaf
 * categories that go with it, best match first, for the product's own gender (a unisex product takes both
 * genders'). The picks are of the product's own label, carried by the site, priced, in stock online, and taken one
 * category at a time, so the row shows a pair of socks, a pair of trousers and a shell before a second pair of socks.
 */
import { carriedBySql } from '../brands'
import type { SiteBrand } from '../seed/catalogue'
import {
  getProductCategory,
  listBestLovedProducts,
  listSimilarProducts,
  PRICE_COLUMNS,
  type ProductRow,
} from './products'

/** The widget (and decision component) that answers with the look. */
export const LOOK_WIDGET = 'complete-the-look'

type Gender = 'men' | 'women'

/** A man's or a woman's apparel leaf (`tee` of men is 1110) or shoe leaf (`boots` of women is 4210). */
const APPAREL = {
  tee: 110,
  shirt: 120,
  hoodie: 130,
  shell: 210,
  insulated: 220,
  fleece: 230,
  trousers: 310,
  shorts: 320,
}
const SHOES = { boots: 10, trail: 20, sneakers: 30 }
type Part = keyof typeof APPAREL | keyof typeof SHOES

const leafOf = (part: Part, gender: Gender): string =>
  part in APPAREL
    ? String((gender === 'men' ? 1000 : 2000) + APPAREL[part as keyof typeof APPAREL])
    : String((gender === 'men' ? 4100 : 4200) + SHOES[part as keyof typeof SHOES])

const HATS = '6310'
const GLOVES = '6320'
const SOCKS = '6330'
const BACKPACKS = '5100'
const DUFFELS = '5200'
const HIP_PACKS = '5300'
const TENTS = '6100'
const SLEEPING_BAGS = '6200'
const KIDS_SHOES = '4300'

/** What goes with each gendered part: other parts (of the same gender) and unisex leaves, best match first. */
const GENDERED: Readonly<Record<Part, readonly (Part | string)[]>> = {
  tee: ['shorts', 'trail', 'shell', HATS, HIP_PACKS],
  shirt: ['trousers', 'sneakers', 'fleece', BACKPACKS, HATS],
  hoodie: ['trousers', 'sneakers', 'tee', HATS, BACKPACKS],
  shell: ['trousers', 'boots', 'fleece', HATS, GLOVES, BACKPACKS],
  insulated: ['trousers', 'boots', 'tee', GLOVES, HATS, SOCKS],
  fleece: ['trousers', 'boots', 'tee', HATS, BACKPACKS],
  trousers: ['boots', 'tee', 'shell', BACKPACKS, SOCKS],
  shorts: ['tee', 'trail', SOCKS, HATS, HIP_PACKS],
  boots: [SOCKS, 'trousers', 'shell', BACKPACKS, HATS, 'fleece'],
  trail: [SOCKS, 'shorts', 'tee', HIP_PACKS, HATS],
  sneakers: ['tee', 'hoodie', 'trousers', HIP_PACKS, HATS],
}

const both = (...parts: Part[]) => parts.flatMap((part) => [leafOf(part, 'men'), leafOf(part, 'women')])

/** What goes with each unisex or kids' leaf. */
const UNGENDERED: Readonly<Record<string, readonly string[]>> = {
  '3100': [KIDS_SHOES, HATS, SOCKS, BACKPACKS],
  '3200': [KIDS_SHOES, HATS, GLOVES, SOCKS],
  '3300': [HATS, SOCKS, GLOVES],
  [KIDS_SHOES]: ['3100', '3200', SOCKS, HATS],
  '4400': [...both('shorts', 'tee'), HATS, HIP_PACKS],
  [BACKPACKS]: [...both('shell', 'boots'), HATS, SOCKS],
  [DUFFELS]: [...both('hoodie', 'sneakers'), HATS, SOCKS],
  [HIP_PACKS]: [...both('trail', 'shorts', 'tee'), HATS],
  [TENTS]: [SLEEPING_BAGS, BACKPACKS, ...both('insulated'), HATS, SOCKS],
  [SLEEPING_BAGS]: [TENTS, ...both('insulated'), HATS, SOCKS],
  [HATS]: [GLOVES, ...both('shell', 'insulated', 'fleece'), SOCKS],
  [GLOVES]: [HATS, ...both('insulated', 'shell'), SOCKS],
  [SOCKS]: [...both('boots', 'trail'), HATS, GLOVES],
}

/** The leaf categories that go with a leaf category, best match first; none for one without a look (gift cards). */
export function complementsOf(categoryId: string): readonly string[] {
  const own = UNGENDERED[categoryId]
  if (own) return own
  for (const gender of ['men', 'women'] as const) {
    const part = (Object.keys(GENDERED) as Part[]).find((entry) => leafOf(entry, gender) === categoryId)
    if (part)
      return GENDERED[part].map((entry) => (entry in GENDERED ? leafOf(entry as Part, gender) : entry))
  }
  return []
}

/** Rows taken one category at a time in the categories' order: the best of each, then the second of each... */
function byCategoryInTurn(rows: readonly ProductRow[], categories: readonly string[]): ProductRow[] {
  const queues = categories.map((id) => rows.filter((row) => row.category_id === id))
  const out: ProductRow[] = []
  for (let round = 0; queues.some((queue) => queue.length > round); round++)
    for (const queue of queues) if (queue[round]) out.push(queue[round] as ProductRow)
  return out
}

/** The product a look is built around: its brand and its leaf category. */
export interface LookSeed {
  brand: string
  category_id: string
}

/**
 * What goes with `seed` as one statement, and how its rows become the look (`lookOf`): null when the seed's category
 * has no complements. Apart from `listLookProducts`, so a caller can read the look in a batch with other reads.
 */
export function lookStatement(
  db: D1Database,
  seed: LookSeed,
  options: { styleCode: string; currency: string; limit: number; brand?: SiteBrand | null },
): { statement: D1PreparedStatement; lookOf: (rows: readonly ProductRow[]) => ProductRow[] } | null {
  const categories = complementsOf(seed.category_id)
  if (categories.length === 0) return null
  const carried = carriedBySql(options.brand ?? null)
  return {
    statement: db
      .prepare(
        `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ?
       WHERE p.style_code != ? AND p.brand = ? AND p.digital = 0 AND pr.current > 0
       AND p.category_id IN (${categories.map(() => '?').join(', ')}) AND ${carried.sql}
       AND EXISTS (SELECT 1 FROM variants v WHERE v.style_code = p.style_code AND v.online_stock > 0)
       ORDER BY p.rating * p.review_count DESC, p.style_code`,
      )
      .bind(options.currency, options.styleCode, seed.brand, ...categories, ...carried.params),
    lookOf: (rows) =>
      byCategoryInTurn(
        rows.filter((row) => row.category_id !== seed.category_id),
        categories,
      ).slice(0, options.limit),
  }
}

/**
 * The look for a style, from its seed (its brand and leaf category, which the caller has read): products of its label
 * from the categories that go with it, priced, in stock online and carried by the brand's sites, best loved first
 * within each category; empty for a category nothing goes with.
 */
export async function listLookProducts(
  db: D1Database,
  seed: LookSeed,
  options: { styleCode: string; currency: string; limit: number; brand?: SiteBrand | null },
): Promise<ProductRow[]> {
  const look = lookStatement(db, seed, options)
  if (!look) return []
  const { results } = await look.statement.all<ProductRow>()
  return look.lookOf(results)
}

/**
 * A recommendation widget's products for a style: what goes with it for the look's widget, else products like it;
 * the best loved without a style; null for a style the catalogue does not have.
 */
export async function listWidgetProducts(
  db: D1Database,
  options: { productId: string; widget: string; currency: string; limit: number; brand: SiteBrand | null },
): Promise<ProductRow[] | null> {
  const { productId, currency, limit, brand } = options
  if (!productId) return listBestLovedProducts(db, currency, limit, brand)
  const product = await getProductCategory(db, productId)
  if (!product) return null
  if (options.widget === LOOK_WIDGET)
    return listLookProducts(db, product, { styleCode: productId, currency, limit, brand })
  return listSimilarProducts(db, {
    styleCode: productId,
    categoryId: product.category_id,
    parentId: product.parent_id ?? product.category_id,
    currency,
    limit,
    brand,
  })
}
