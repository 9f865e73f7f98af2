/**
 * Utilities and the remaining catalogue calls: the country list (with dial codes and phone masks), store
 * employees, product inventory per variant, pickup points, and the front-end service's
 * compare, collections and location-selector components.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { PHONE_COUNTRIES } from '../../shared/phone'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { STORES } from '../seed/catalogue'
import { hashString } from '../seed/random'
import { PRICE_COLUMNS, type ProductRow, productSummary } from './search'

export const utilityRoutes = new Hono<{ Bindings: MockEnv }>()

utilityRoutes.get('/api/consumers-v3/utilities/countryList', (c) =>
  c.json({
    countries: Object.values(PHONE_COUNTRIES).map((country) => ({
      code: country.code,
      name: country.name,
      dialCode: country.dialCode,
      masks: country.masks,
    })),
  }),
)

const EMPLOYEE_NAMES = [
  'Avery Chen',
  'Jordan Blake',
  'Sam Okafor',
  'Riley Novak',
  'Morgan Silva',
  'Casey Laurent',
]

utilityRoutes.get('/api/consumers-v3/utilities/stores/:storeId/employees', (c) => {
  const storeId = c.req.param('storeId')
  if (!STORES.some((store) => store.id === storeId))
    return apiError(c, 404, 'STR404', 'Employee store not found')
  const count = 2 + (hashString(storeId) % 3)
  return c.json({
    employees: Array.from({ length: count }, (_, index) => ({
      id: `${storeId}${String(index + 1).padStart(3, '0')}`,
      name: EMPLOYEE_NAMES[(hashString(storeId) + index) % EMPLOYEE_NAMES.length],
    })),
  })
})

utilityRoutes.get('/api/products/v2/products/:productId/inventory', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  const { results } = await c.env.DB.prepare(
    'SELECT sku, online_stock FROM variants WHERE style_code = ? ORDER BY rowid',
  )
    .bind(styleCode)
    .all<{ sku: string; online_stock: number }>()
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

const PlaceSchema = z.union([
  z.object({ postalCode: z.string().trim().min(2).max(10), country: z.string().regex(/^[A-Z]{2}$/) }),
  z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
])

/** Pickup points: the lockers beside each store of the country asked for, or of the nearest country to a point. */
utilityRoutes.post('/api/stores/v1/collectionPoints', async (c) => {
  const parsed = PlaceSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Give a postal code and country, or coordinates')
  const near =
    'country' in parsed.data
      ? STORES.filter((store) => store.country === (parsed.data as { country: string }).country)
      : [...STORES].sort((a, b) => {
          const point = parsed.data as { latitude: number; longitude: number }
          const distance = (store: (typeof STORES)[number]) =>
            (store.latitude - point.latitude) ** 2 + (store.longitude - point.longitude) ** 2
          return distance(a) - distance(b)
        })
  return c.json({
    collectionPoints: near.slice(0, 5).map((store) => ({
      id: `P${store.id}`,
      name: `Parcel locker, ${store.city}`,
      address: store.address,
      city: store.city,
      postalCode: store.postalCode,
      country: store.country,
      openingHours: '07:00–22:00',
    })),
  })
})

utilityRoutes.get('/fapi/components/compare', async (c) => {
  const ids = (c.req.query('ids') ?? '')
    .split(',')
    .filter((id) => /^[A-Z]{2}[A-Z0-9]{6,9}$/.test(id))
    .slice(0, 4)
  if (ids.length === 0) return c.json({ attributes: [], products: [] })
  const currency = c.req.query('currency') ?? 'USD'
  const { results } = await c.env.DB.prepare(
    `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ? WHERE p.style_code IN (${ids.map(() => '?').join(', ')})`,
  )
    .bind(currency, ...ids)
    .all<ProductRow>()
  return c.json({
    attributes: ['brand', 'activity', 'gender', 'sizes'],
    products: results.map((row) => ({
      ...productSummary(row, currency),
      brand: row.brand,
      activity: row.activity,
      gender: row.gender,
      sizes: JSON.parse(row.sizes) as string[],
    })),
  })
})

utilityRoutes.get('/fapi/components/collections', (c) =>
  c.json({
    collections: [
      { id: 'autumn', title: 'Autumn layers', categoryId: '1200' },
      { id: 'trail', title: 'Trail running', categoryId: '4120' },
      { id: 'camp', title: 'Camp in comfort', categoryId: '6100' },
    ],
  }),
)

utilityRoutes.get('/fapi/pages/location-selector', (c) =>
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
