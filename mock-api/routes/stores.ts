/**
 * The stores contract (`worker/upstream/stores/`): stores near a place, every store, pickup points and stock per
 * store. A postal code is placed by its prefix (the demo knows the areas of its fourteen stores); coordinates are
 * used as given. Stock is the seeded base per store and SKU plus stored adjustments.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { brandOfSite } from '../brands'
import { variantBelongsTo } from '../db/products'
import { listStoreStock, listStores, listStoresByPlace, type StoreRow } from '../db/stores'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { STORES } from '../seed/catalogue'

export const storeRoutes = new Hono<{ Bindings: MockEnv }>()

/** Postal code prefixes of the demo's areas, by country, with a point inside each. */
const POSTAL_AREAS: Readonly<Record<string, readonly [RegExp, number, number][]>> = {
  US: [
    [/^950/, 36.97, -122.03],
    [/^04/, 43.66, -70.26],
    [/^98/, 47.61, -122.33],
    [/^80/, 39.74, -104.99],
    [/^1[0-4]/, 40.73, -73.99],
    [/^9[45]/, 37.77, -122.42],
  ],
  CA: [
    [/^B/i, 44.65, -63.57],
    [/^V/i, 49.28, -123.12],
    [/^H/i, 45.5, -73.57],
  ],
  GB: [
    [/^(WC|EC|W|E|N|SE|SW|NW)\d/i, 51.51, -0.13],
    [/^M\d/i, 53.48, -2.24],
    [/^BN\d/i, 50.82, -0.14],
    [/^TR\d/i, 50.21, -5.48],
  ],
  DE: [
    [/^2/, 53.55, 9.99],
    [/^8/, 48.14, 11.58],
    [/^1/, 52.52, 13.4],
  ],
  FR: [
    [/^75/, 48.86, 2.35],
    [/^17/, 46.16, -1.15],
  ],
  IT: [
    [/^20/, 45.46, 9.19],
    [/^16/, 44.41, 8.93],
  ],
  ES: [
    [/^28/, 40.42, -3.7],
    [/^20/, 43.32, -1.98],
  ],
  NL: [
    [/^10/, 52.37, 4.9],
    [/^25/, 52.08, 4.3],
  ],
}

const SearchSchema = z.union([
  z.object({
    postalCode: z.string().trim().min(2).max(10),
    country: z.string().regex(/^[A-Z]{2}$/),
    limit: z.number().int().min(1).max(20).default(5),
  }),
  z.object({
    city: z.string().trim().min(2).max(60),
    country: z.string().regex(/^[A-Z]{2}$/),
    limit: z.number().int().min(1).max(20).default(5),
  }),
  z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    limit: z.number().int().min(1).max(20).default(5),
  }),
])

/** A city name compared without case, accents or punctuation: `Montreal` finds Montréal, `münchen` München. */
const cityKey = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

/** Other names of the demo's cities, as shoppers type them in another language. */
const CITY_NAMES: Readonly<Record<string, string>> = {
  munich: 'munchen',
  munchen: 'munchen',
  milan: 'milano',
  newyorkcity: 'newyork',
  nyc: 'newyork',
  genoa: 'genova',
  donostia: 'sansebastian',
  thehague: 'denhaag',
  scheveningen: 'denhaag',
}

const hoursOf = (store: StoreRow) => {
  const parsed = z
    .array(z.object({ day: z.number().int(), opens: z.string(), closes: z.string() }))
    .safeParse(JSON.parse(store.opening_hours || '[]'))
  return parsed.success ? parsed.data : []
}

const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return 6371 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a))
}

const storeAnswer = (store: StoreRow, distance: number) => ({
  id: store.id,
  name: store.name,
  address: store.address,
  city: store.city,
  ...(store.province ? { province: store.province } : {}),
  postalCode: store.postal_code,
  country: store.country,
  phone: store.phone,
  latitude: store.latitude,
  longitude: store.longitude,
  distanceKm: distance,
  timeZone: store.time_zone,
  openingHours: hoursOf(store),
})

storeRoutes.post('/api/stores/v1/search', async (c) => {
  const parsed = SearchSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Give a postal code and country, or coordinates')
  let point: [number, number] | null = null
  // Each brand's site finds its own stores (decision 056).
  const results = await listStores(c.env.DB, brandOfSite(c.req.query('siteId')))
  if ('city' in parsed.data) {
    const { city, country } = parsed.data
    const wanted = CITY_NAMES[cityKey(city)] ?? cityKey(city)
    const found = results.find((store) => store.country === country && cityKey(store.city) === wanted)
    if (!found) return apiError(c, 404, 'LOC404', 'We could not find that place')
    point = [found.latitude, found.longitude]
  } else if ('postalCode' in parsed.data) {
    const { postalCode, country } = parsed.data
    const area = POSTAL_AREAS[country]?.find(([pattern]) => pattern.test(postalCode.replace(/\s+/g, '')))
    if (!area) return apiError(c, 404, 'LOC404', 'We could not find that postal code')
    point = [area[1], area[2]]
  } else {
    point = [parsed.data.latitude, parsed.data.longitude]
  }
  const [lat, lon] = point
  const stores = results
    .map((store) =>
      storeAnswer(store, Math.round(distanceKm(lat, lon, store.latitude, store.longitude) * 10) / 10),
    )
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, parsed.data.limit)
  return c.json({ stores })
})

const AvailabilitySchema = z.object({
  sku: z.string().regex(/^[A-Z0-9]{8,24}$/),
  storeIds: z
    .array(z.string().regex(/^\d{4}$/))
    .min(1)
    .max(20),
})

storeRoutes.post('/api/products/v1/products/:productId/availability', async (c) => {
  const parsed = AvailabilitySchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Give a SKU and store ids')
  const { sku, storeIds } = parsed.data
  if (!(await variantBelongsTo(c.env.DB, sku, c.req.param('productId').slice(0, 11))))
    return apiError(c, 404, 'ORD404', 'Item not available')
  return c.json({ sku, stores: await listStoreStock(c.env.DB, sku, storeIds) })
})

/** Every store, for store lists and the locator's first view. */
storeRoutes.get('/api/consumers-v3/utilities/stores', async (c) => {
  const country = c.req.query('country')
  const results = await listStoresByPlace(
    c.env.DB,
    country?.toUpperCase(),
    brandOfSite(c.req.query('siteId')),
  )
  return c.json({
    stores: results.map((store) => storeAnswer(store, 0)),
  })
})

const PlaceSchema = z.union([
  z.object({ postalCode: z.string().trim().min(2).max(10), country: z.string().regex(/^[A-Z]{2}$/) }),
  z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
])

/** Pickup points: the lockers beside each store of the country asked for, or of the nearest country to a point. */
storeRoutes.post('/api/stores/v1/collectionPoints', async (c) => {
  const parsed = PlaceSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Give a postal code and country, or coordinates')
  const brand = brandOfSite(c.req.query('siteId'))
  const stores = STORES.filter((store) => !brand || store.brand === brand)
  const near =
    'country' in parsed.data
      ? stores.filter((store) => store.country === (parsed.data as { country: string }).country)
      : [...stores].sort((a, b) => {
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
