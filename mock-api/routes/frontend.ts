/**
 * The internal front-end service's contract (`/fapi`, `worker/upstream/frontend/`): size charts per product type,
 * the foot-size table, the server time (the shop's clock, which `/__dev/clock` sets ahead), the compare,
 * collections, location-selector, utility, footer and search components, static pages by name, and the contract
 * checker (validate-response).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { SHOE_SIZE_TABLES } from '../../shared/catalogue/shoe-sizes'
import { sortSizes } from '../../shared/catalogue/sizes'
import { PerformanceBatchSchema } from '../../shared/performance-batch'
import { brandOfSite } from '../brands'
import {
  COLLECTIONS,
  POPULAR_SEARCHES,
  SOCIAL_LINKS,
  STATIC_PAGES,
  UTILITY_LINKS,
} from '../content/frontend-components'
import { recordPerformanceBatch } from '../db/performance'
import { listProducts, productSummary } from '../db/products'
import { shopClockOffset } from '../db/shop-clock'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf, localise } from '../localise'
import { sizeLabelFor, sizeSystemOf } from '../size-labels'

export const frontendRoutes = new Hono<{ Bindings: MockEnv }>()

type Chart = { columns: string[]; rows: string[][] }

/** A shoe chart: the catalogue's size, its UK and EU sizes and the foot length, from the shared table. */
const shoeChart = (type: 'shoes' | 'kids-shoes'): Chart => ({
  columns: ['size', 'uk', 'eu', 'footLength'],
  rows: SHOE_SIZE_TABLES[type].map((row) => [row.us, row.uk, row.eu, row.cm]),
})

const SIZE_CHARTS: Readonly<Record<string, Chart>> = {
  apparel: {
    columns: ['size', 'chest', 'waist', 'hips'],
    rows: [
      ['XS', '84–88', '70–74', '86–90'],
      ['S', '88–94', '74–80', '90–96'],
      ['M', '94–100', '80–86', '96–102'],
      ['L', '100–106', '86–92', '102–108'],
      ['XL', '106–112', '92–98', '108–114'],
      ['XXL', '112–120', '98–106', '114–122'],
    ],
  },
  'kids-apparel': {
    columns: ['size', 'height', 'chest'],
    rows: [
      ['4', '99–106', '55–57'],
      ['6', '107–118', '58–61'],
      ['8', '119–130', '62–66'],
      ['10', '131–142', '67–71'],
      ['12', '143–154', '72–77'],
      ['14', '155–164', '78–83'],
    ],
  },
  // Shoes from the shop's one conversion table (decision 053), the catalogue's US size first.
  shoes: shoeChart('shoes'),
  'kids-shoes': shoeChart('kids-shoes'),
  accessory: {
    columns: ['size', 'head', 'hand'],
    rows: [
      ['S/M', '54–57', '17–20'],
      ['L/XL', '58–61', '20–23'],
    ],
  },
}

frontendRoutes.get('/fapi/components/size-chart/:productType', (c) => {
  const chart = SIZE_CHARTS[c.req.param('productType')]
  if (!chart) return apiError(c, 404, 'API404', 'No size chart for this product type')
  return c.json({ productType: c.req.param('productType'), unit: 'cm', ...chart })
})

frontendRoutes.get('/fapi/server/time', async (c) =>
  c.json({ timestamp: Date.now() + (await shopClockOffset(c.env.DB)) }),
)

frontendRoutes.get('/fapi/components/utility', (c) =>
  c.json(localise(UTILITY_LINKS, languageOf(c.req.query('locale')))),
)

frontendRoutes.get('/fapi/components/footer', (c) =>
  c.json({ social: SOCIAL_LINKS[brandOfSite(c.req.query('siteId')) ?? 'kestrel'] }),
)

frontendRoutes.get('/fapi/components/search', (c) =>
  c.json({ popular: POPULAR_SEARCHES[languageOf(c.req.query('locale'))] ?? POPULAR_SEARCHES.en }),
)

/** What each contract the checker knows requires of an answer: its top-level fields and their kinds. */
const CONTRACTS: Readonly<
  Record<string, Readonly<Record<string, 'array' | 'object' | 'string' | 'number'>>>
> = {
  'content.menu': { items: 'array' },
  'content.footer': { columns: 'array', legal: 'array' },
  'content.page': { id: 'string', blocks: 'array' },
  'frontend.utility': { links: 'array' },
  'frontend.footer': { social: 'array' },
  'frontend.search': { popular: 'array' },
  'frontend.staticPage': { title: 'string', sections: 'array' },
  'frontend.serverTime': { timestamp: 'number' },
  'frontend.collections': { collections: 'array' },
  'frontend.locationSelector': { regions: 'array' },
}

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : (typeof value as 'object' | 'string' | 'number')

/** The contract checker: which of the contract's fields an answer misses or has of another kind. */
frontendRoutes.post('/fapi/api/validate-response/:contract', async (c) => {
  const name = c.req.param('contract')
  const contract = Object.hasOwn(CONTRACTS, name) ? CONTRACTS[name] : undefined
  if (!contract) return apiError(c, 404, 'API404', 'No such contract')
  const answer = (await c.req.json().catch(() => undefined)) as unknown
  if (answer === undefined) return apiError(c, 400, 'API400', 'Send the answer to check as JSON')
  const fields = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {}
  const issues = Object.entries(contract).flatMap(([field, kind]) =>
    kindOf(fields[field]) === kind
      ? []
      : [{ path: field, message: `expected ${kind}, received ${kindOf(fields[field])}` }],
  )
  return c.json({ valid: issues.length === 0, issues })
})

frontendRoutes.get('/fapi/components/foot-sizes', (c) =>
  c.json({
    unit: 'cm',
    columns: ['footLength', 'us', 'uk', 'eu'],
    rows: SHOE_SIZE_TABLES.shoes
      .filter((row) => Number(row.us) >= 6 && Number(row.us) <= 13 && Number.isInteger(Number(row.us)))
      .map((row) => [row.cm, row.us, row.uk, row.eu]),
  }),
)

frontendRoutes.get('/fapi/components/compare', async (c) => {
  const ids = (c.req.query('ids') ?? '')
    .split(',')
    .filter((id) => /^[A-Z]{2}[A-Z0-9]{6,9}$/.test(id))
    .slice(0, 4)
  if (ids.length === 0) return c.json({ attributes: [], products: [] })
  const currency = c.req.query('currency') ?? 'USD'
  const system = sizeSystemOf(c.req.query('locale'))
  const results = await listProducts(c.env.DB, ids, currency)
  return c.json({
    attributes: ['brand', 'activity', 'gender', 'sizes'],
    products: results.map((row) => ({
      ...productSummary(row, currency, languageOf(c.req.query('locale'))),
      brand: row.brand,
      activity: row.activity,
      gender: row.gender,
      // In natural order, as the market reads them (decision 053).
      sizes: sortSizes(JSON.parse(row.sizes) as string[]).map((size) => sizeLabelFor(size, row.kind, system)),
    })),
  })
})

frontendRoutes.get('/fapi/components/collections', (c) =>
  c.json(localise(COLLECTIONS, languageOf(c.req.query('locale')))),
)

frontendRoutes.get('/fapi/pages/location-selector', (c) =>
  c.json({
    regions: [
      {
        id: 'NA',
        countries: [
          { code: 'US', locales: ['en-us'] },
          { code: 'CA', locales: ['en-ca', 'fr-ca'] },
        ],
      },
      {
        id: 'EMEA',
        countries: [
          { code: 'GB', locales: ['en-gb'] },
          { code: 'DE', locales: ['de-de'] },
          { code: 'FR', locales: ['fr-fr'] },
          { code: 'IT', locales: ['it-it'] },
          { code: 'ES', locales: ['es-es'] },
          { code: 'NL', locales: ['nl-nl'] },
        ],
      },
    ],
  }),
)

/** The page-timing beacon's batches, as the storefront passes them on (one site and locale each). */
const IngestSchema = PerformanceBatchSchema.extend({
  siteId: z.string().regex(/^[A-Z]{2,4}-[A-Z]{2}$/),
  locale: z.string().min(2).max(10),
})

frontendRoutes.post('/fapi/performance/ingest', async (c) => {
  const parsed = IngestSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Not a batch of page timings')
  await recordPerformanceBatch(c.env.DB, parsed.data)
  return c.body(null, 204)
})

/** Static pages by name; the service's other pages (location-selector) are routed before this one. */
frontendRoutes.get('/fapi/pages/:page', (c) => {
  const page = Object.hasOwn(STATIC_PAGES, c.req.param('page'))
    ? STATIC_PAGES[c.req.param('page')]
    : undefined
  if (!page) return apiError(c, 404, 'API404', 'No static page by this name')
  return c.json(localise(page, languageOf(c.req.query('locale'))))
})
