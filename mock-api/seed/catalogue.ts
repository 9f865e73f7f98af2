/**
 * The demo catalogue, generated deterministically from a fixed seed: twelve products on every leaf category
 * (420 in all) and three of Tidewater's coastal line (105), each with colours, sizes, variants with UPCs and online stock, prices in every currency, a rating
 * and a release date and the brands whose sites carry it; the Kestrel e-gift card on the gift cards shelf, made
 * apart; and each brand's demo stores with coordinates. Store stock is derived from a hash of store and SKU so it needs no rows; the availability endpoints
 * apply the adjustments that the mock API stores over it.
 */

import { type ProductType, productTypeOf } from '../art/product-types'
import { CATEGORY_TREE, flattenCategories, type ProductKind, type SeedCategory } from './categories'
import { type SeedCurrency, shopPriceEnding } from './price-endings'
import { productTexts } from './product-texts'
import { createRandom, hashString } from './random'

export const SEED_VERSION = 12
const PRODUCTS_PER_LEAF = 12

export interface SeedColour {
  code: string
  name: string
  hex: string
}

export const COLOURS: readonly SeedColour[] = [
  { code: '001', name: 'Black', hex: '#1d1d1f' },
  { code: '020', name: 'Graphite', hex: '#4a4e54' },
  { code: '100', name: 'Chalk White', hex: '#f2f0ea' },
  { code: '230', name: 'Sand', hex: '#cdb994' },
  { code: '310', name: 'Forest', hex: '#2f5d3a' },
  { code: '330', name: 'Moss', hex: '#7b8b3c' },
  { code: '420', name: 'Navy', hex: '#1f2f5c' },
  { code: '450', name: 'Glacier Blue', hex: '#6aa6d6' },
  { code: '610', name: 'Ember Red', hex: '#c0392b' },
  { code: '680', name: 'Rust', hex: '#b4532a' },
  { code: '720', name: 'Sunflower', hex: '#f1c232' },
  { code: '810', name: 'Lilac', hex: '#a58cc8' },
]

/** The kinds the generator makes products of; the e-gift card is made apart (`eGiftCard`). */
type GeneratedKind = Exclude<ProductKind, 'gift-card'>

const SIZES: Readonly<Record<GeneratedKind, readonly string[]>> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  'kids-apparel': ['4', '6', '8', '10', '12', '14'],
  shoes: ['6', '7', '8', '9', '10', '11', '12', '13'],
  'kids-shoes': ['11K', '12K', '13K', '1', '2', '3', '4'],
  bag: ['OS'],
  gear: ['OS'],
  accessory: ['S/M', 'L/XL'],
}

/**
 * List prices in US dollars by product type, as outdoor brands price them (decision 053): a tee 25–45, a rain
 * shell 150–350, a tent 200–650. Other markets convert these (`RATES`) and end them their own way
 * (`price-endings.ts`).
 */
const PRICE_BANDS: Readonly<Record<Exclude<ProductType, 'gift-card'>, readonly [number, number]>> = {
  tee: [25, 45],
  shirt: [50, 95],
  hoodie: [60, 110],
  fleece: [70, 160],
  'rain-shell': [150, 350],
  'insulated-jacket': [180, 400],
  romper: [30, 60],
  trousers: [70, 140],
  shorts: [45, 80],
  leggings: [55, 100],
  'hiking-boot': [140, 260],
  'trail-shoe': [110, 180],
  sneaker: [80, 130],
  sandal: [45, 110],
  backpack: [60, 220],
  duffel: [90, 200],
  'hip-pack': [30, 70],
  tent: [200, 650],
  'sleeping-bag': [150, 450],
  beanie: [25, 45],
  cap: [25, 40],
  'sun-hat': [30, 55],
  gloves: [30, 90],
  socks: [16, 28],
}

/** Children's clothes and shoes cost about half the grown-ups' (a kids' rain jacket 75–175, a kids' tee 15–23). */
const KIDS_SHARE = 0.5
/** No kids' product is priced under this. */
const KIDS_FLOOR = 15

const ADJECTIVES = [
  'Ridge',
  'Summit',
  'Cascade',
  'Tundra',
  'Alder',
  'Granite',
  'Switchback',
  'Harbor',
  'Aurora',
  'Basalt',
  'Meadow',
  'Cirrus',
  'Talus',
  'Juniper',
  'Fjord',
  'Canyon',
]
const BRAND_NAMES = ['Kestrel', 'Tidewater', 'Kestrel Pro', 'Northline'] as const
/** Tidewater's own coastal line: names from the shore, sold on Tidewater's sites only. */
const TIDEWATER_ADJECTIVES = [
  'Shoreline',
  'Breakwater',
  'Saltmarsh',
  'Estuary',
  'Headland',
  'Spindrift',
  'Slipway',
  'Seaglass',
  'Driftwood',
  'Lighthouse',
  'Mooring',
  'Rockpool',
]

/** The shop's brands, whose sites carry a product (`shared/brands.ts` ids). */
export type SiteBrand = 'kestrel' | 'tidewater'

/**
 * Which brands' sites carry a product of a label: Kestrel's own lines on Kestrel only; Tidewater's and the partner
 * label Northline on both (Kestrel sells its sister brand too). Tidewater's coastal line is Tidewater's alone.
 */
const SITES_OF_LABEL: Readonly<Record<(typeof BRAND_NAMES)[number], readonly SiteBrand[]>> = {
  Kestrel: ['kestrel'],
  'Kestrel Pro': ['kestrel'],
  Tidewater: ['kestrel', 'tidewater'],
  Northline: ['kestrel', 'tidewater'],
}
const ACTIVITIES = ['hiking', 'running', 'everyday', 'climbing', 'snow', 'travel', 'camping'] as const

export interface SeedPrice {
  currency: SeedCurrency
  original: number
  current: number
  /** The price of the extended sizes, when the product has any; null otherwise. */
  highOriginal: number | null
  highCurrent: number | null
}

export interface SeedVariant {
  sku: string
  colourCode: string
  size: string
  upc: string
  onlineStock: number
  /** An extended size, sold at the product's higher price. */
  premium: boolean
  /** The variant's own price, the same figure in every currency (an e-gift card's amount); null for the style's. */
  price: number | null
}

export interface SeedProduct {
  styleCode: string
  name: string
  description: string
  brand: (typeof BRAND_NAMES)[number]
  gender: SeedCategory['gender']
  activity: (typeof ACTIVITIES)[number]
  kind: ProductKind
  categoryId: string
  colours: SeedColour[]
  sizes: string[]
  prices: SeedPrice[]
  variants: SeedVariant[]
  rating: number
  reviewCount: number
  releasedAt: string
  maxQty: number | null
  /** Sent by email: never shipped, picked up or out of stock (the e-gift card). */
  digital: boolean
  /** The brands whose sites carry it (decision 056): listings, search and product pages of other brands do not. */
  brands: readonly SiteBrand[]
}

export interface SeedStore {
  id: string
  /** The brand whose store it is: each brand's site lists its own stores (decision 056). */
  brand: SiteBrand
  name: string
  country: string
  city: string
  /** The state, province or Italian province code, where the country's addresses name one (`WA`, `BC`, `MI`). */
  province?: string
  address: string
  postalCode: string
  latitude: number
  longitude: number
  phone: string
  /** The IANA time zone its hours are kept in. */
  timeZone: string
  /** Opening hours per weekday (1 Monday … 7 Sunday); a missing day is closed. */
  hours: readonly { day: number; opens: string; closes: string }[]
}

/** Hours from a table of weekdays: `week('10:00-20:00', …)` Monday first, null for a closed day. */
const week = (...days: (string | null)[]) =>
  days.flatMap((span, index) => {
    if (!span) return []
    const [opens, closes] = span.split('-') as [string, string]
    return [{ day: index + 1, opens, closes }]
  })

const HIGH_STREET = week(
  '10:00-20:00',
  '10:00-20:00',
  '10:00-20:00',
  '10:00-20:00',
  '10:00-21:00',
  '10:00-21:00',
  '11:00-18:00',
)
/** Closed on Sundays, as shops in Germany must be. */
const NO_SUNDAY = week(
  '10:00-20:00',
  '10:00-20:00',
  '10:00-20:00',
  '10:00-20:00',
  '10:00-20:00',
  '10:00-20:00',
  null,
)

/**
 * Each brand has its own stores (decision 056), and its site lists those only. Kestrel's carry the place alone
 * ("Seattle"), as they always have; Tidewater's carry the brand ("Tidewater Brighton").
 */
export const STORES: readonly SeedStore[] = [
  {
    id: '1001',
    brand: 'kestrel',
    name: 'Seattle',
    country: 'US',
    city: 'Seattle',
    province: 'WA',
    address: '1520 5th Ave',
    postalCode: '98101',
    latitude: 47.6114,
    longitude: -122.3365,
    phone: '+12065550110',
    timeZone: 'America/Los_Angeles',
    hours: HIGH_STREET,
  },
  {
    id: '1002',
    brand: 'kestrel',
    name: 'Denver',
    country: 'US',
    city: 'Denver',
    province: 'CO',
    address: '1600 Wynkoop St',
    postalCode: '80202',
    latitude: 39.7531,
    longitude: -105.0003,
    phone: '+13035550120',
    timeZone: 'America/Denver',
    hours: HIGH_STREET,
  },
  {
    id: '1003',
    brand: 'kestrel',
    name: 'New York SoHo',
    country: 'US',
    city: 'New York',
    province: 'NY',
    address: '120 Spring St',
    postalCode: '10012',
    latitude: 40.7241,
    longitude: -73.9996,
    phone: '+12125550130',
    timeZone: 'America/New_York',
    hours: week(
      '10:00-22:00',
      '10:00-22:00',
      '10:00-22:00',
      '10:00-22:00',
      '10:00-01:00',
      '10:00-01:00',
      '12:00-20:00',
    ),
  },
  {
    id: '1004',
    brand: 'kestrel',
    name: 'San Francisco',
    country: 'US',
    city: 'San Francisco',
    province: 'CA',
    address: '300 Post St',
    postalCode: '94108',
    latitude: 37.7884,
    longitude: -122.4076,
    phone: '+14155550140',
    timeZone: 'America/Los_Angeles',
    hours: HIGH_STREET,
  },
  {
    id: '2001',
    brand: 'kestrel',
    name: 'Vancouver',
    country: 'CA',
    city: 'Vancouver',
    province: 'BC',
    address: '1045 Robson St',
    postalCode: 'V6E 1A9',
    latitude: 49.2846,
    longitude: -123.1236,
    phone: '+16045550150',
    timeZone: 'America/Vancouver',
    hours: HIGH_STREET,
  },
  {
    id: '2002',
    brand: 'kestrel',
    name: 'Montréal',
    country: 'CA',
    city: 'Montréal',
    province: 'QC',
    address: '1200 Rue Sainte-Catherine O',
    postalCode: 'H3B 1K1',
    latitude: 45.4995,
    longitude: -73.5718,
    phone: '+15145550160',
    timeZone: 'America/Toronto',
    hours: HIGH_STREET,
  },
  {
    id: '3001',
    brand: 'kestrel',
    name: 'London Covent Garden',
    country: 'GB',
    city: 'London',
    address: '24 Long Acre',
    postalCode: 'WC2E 9LY',
    latitude: 51.5125,
    longitude: -0.1248,
    phone: '+442079460170',
    timeZone: 'Europe/London',
    hours: HIGH_STREET,
  },
  {
    id: '3002',
    brand: 'kestrel',
    name: 'Manchester',
    country: 'GB',
    city: 'Manchester',
    address: '60 King St',
    postalCode: 'M2 4LY',
    latitude: 53.4808,
    longitude: -2.2446,
    phone: '+441615550180',
    timeZone: 'Europe/London',
    hours: HIGH_STREET,
  },
  {
    id: '4001',
    brand: 'kestrel',
    name: 'München',
    country: 'DE',
    city: 'München',
    address: 'Kaufingerstraße 15',
    postalCode: '80331',
    latitude: 48.1374,
    longitude: 11.5716,
    phone: '+498955550190',
    timeZone: 'Europe/Berlin',
    hours: NO_SUNDAY,
  },
  {
    id: '4002',
    brand: 'kestrel',
    name: 'Berlin',
    country: 'DE',
    city: 'Berlin',
    address: 'Tauentzienstraße 9',
    postalCode: '10789',
    latitude: 52.5026,
    longitude: 13.3379,
    phone: '+493055550200',
    timeZone: 'Europe/Berlin',
    hours: NO_SUNDAY,
  },
  {
    id: '5001',
    brand: 'kestrel',
    name: 'Paris Opéra',
    country: 'FR',
    city: 'Paris',
    address: '40 Boulevard Haussmann',
    postalCode: '75009',
    latitude: 48.8738,
    longitude: 2.3322,
    phone: '+33155550210',
    timeZone: 'Europe/Paris',
    hours: HIGH_STREET,
  },
  {
    id: '6001',
    brand: 'kestrel',
    name: 'Milano',
    country: 'IT',
    city: 'Milano',
    province: 'MI',
    address: 'Corso Vittorio Emanuele II 24',
    postalCode: '20122',
    latitude: 45.4654,
    longitude: 9.1936,
    phone: '+390255550220',
    timeZone: 'Europe/Rome',
    hours: HIGH_STREET,
  },
  {
    id: '7001',
    brand: 'kestrel',
    name: 'Madrid',
    country: 'ES',
    city: 'Madrid',
    address: 'Calle de Preciados 9',
    postalCode: '28013',
    latitude: 40.4183,
    longitude: -3.7054,
    phone: '+34915550230',
    timeZone: 'Europe/Madrid',
    hours: HIGH_STREET,
  },
  // The flagship, where the demo store associates work (docs/guides/associates.md).
  {
    id: '0101',
    brand: 'kestrel',
    name: 'Portland Flagship',
    country: 'US',
    city: 'Portland',
    province: 'OR',
    address: '921 SW Morrison St',
    postalCode: '97205',
    latitude: 45.5194,
    longitude: -122.6803,
    phone: '+15035550100',
    timeZone: 'America/Los_Angeles',
    hours: HIGH_STREET,
  },
  {
    id: '8001',
    brand: 'kestrel',
    name: 'Amsterdam',
    country: 'NL',
    city: 'Amsterdam',
    address: 'Kalverstraat 92',
    postalCode: '1012 PH',
    latitude: 52.3702,
    longitude: 4.8918,
    phone: '+31205550240',
    timeZone: 'Europe/Amsterdam',
    hours: HIGH_STREET,
  },
  // Tidewater's own stores, by the sea; named with the brand, as its shoppers know them.
  {
    id: '9101',
    brand: 'tidewater',
    name: 'Tidewater Brighton',
    country: 'GB',
    city: 'Brighton',
    address: '38 Bond St',
    postalCode: 'BN1 1RD',
    latitude: 50.8236,
    longitude: -0.1408,
    phone: '+441273555010',
    timeZone: 'Europe/London',
    hours: HIGH_STREET,
  },
  {
    id: '9102',
    brand: 'tidewater',
    name: 'Tidewater St Ives',
    country: 'GB',
    city: 'St Ives',
    address: '12 Fore St',
    postalCode: 'TR26 1AB',
    latitude: 50.2123,
    longitude: -5.4796,
    phone: '+441736555020',
    timeZone: 'Europe/London',
    hours: HIGH_STREET,
  },
  {
    id: '9201',
    brand: 'tidewater',
    name: 'Tidewater Santa Cruz',
    country: 'US',
    city: 'Santa Cruz',
    province: 'CA',
    address: '1340 Pacific Ave',
    postalCode: '95060',
    latitude: 36.9719,
    longitude: -122.0264,
    phone: '+18315550130',
    timeZone: 'America/Los_Angeles',
    hours: HIGH_STREET,
  },
  {
    id: '9202',
    brand: 'tidewater',
    name: 'Tidewater Portland Maine',
    country: 'US',
    city: 'Portland',
    province: 'ME',
    address: '52 Exchange St',
    postalCode: '04101',
    latitude: 43.6584,
    longitude: -70.2553,
    phone: '+12075550140',
    timeZone: 'America/New_York',
    hours: HIGH_STREET,
  },
  {
    id: '9301',
    brand: 'tidewater',
    name: 'Tidewater Halifax',
    country: 'CA',
    city: 'Halifax',
    province: 'NS',
    address: '1869 Upper Water St',
    postalCode: 'B3J 1S9',
    latitude: 44.6476,
    longitude: -63.5728,
    phone: '+19025550150',
    timeZone: 'America/Halifax',
    hours: HIGH_STREET,
  },
  {
    id: '9401',
    brand: 'tidewater',
    name: 'Tidewater Hamburg',
    country: 'DE',
    city: 'Hamburg',
    address: 'Große Elbstraße 39',
    postalCode: '22767',
    latitude: 53.5449,
    longitude: 9.9405,
    phone: '+494055550160',
    timeZone: 'Europe/Berlin',
    hours: NO_SUNDAY,
  },
  {
    id: '9501',
    brand: 'tidewater',
    name: 'Tidewater La Rochelle',
    country: 'FR',
    city: 'La Rochelle',
    address: '8 Quai Duperré',
    postalCode: '17000',
    latitude: 46.1578,
    longitude: -1.1517,
    phone: '+33546555017',
    timeZone: 'Europe/Paris',
    hours: HIGH_STREET,
  },
  {
    id: '9601',
    brand: 'tidewater',
    name: 'Tidewater Genova',
    country: 'IT',
    city: 'Genova',
    province: 'GE',
    address: 'Via al Porto Antico 4',
    postalCode: '16128',
    latitude: 44.4096,
    longitude: 8.9264,
    phone: '+390105555018',
    timeZone: 'Europe/Rome',
    hours: HIGH_STREET,
  },
  {
    id: '9701',
    brand: 'tidewater',
    name: 'Tidewater San Sebastián',
    country: 'ES',
    city: 'San Sebastián',
    address: 'Paseo de la Concha 6',
    postalCode: '20007',
    latitude: 43.3183,
    longitude: -1.9812,
    phone: '+34943555019',
    timeZone: 'Europe/Madrid',
    hours: HIGH_STREET,
  },
  {
    id: '9801',
    brand: 'tidewater',
    name: 'Tidewater Scheveningen',
    country: 'NL',
    city: 'Den Haag',
    address: 'Strandweg 3',
    postalCode: '2586 JK',
    latitude: 52.1107,
    longitude: 4.2773,
    phone: '+31705550200',
    timeZone: 'Europe/Amsterdam',
    hours: HIGH_STREET,
  },
]

/** Extended sizes: some products charge more for them (spec 2: a product's price can be a range). */
const PREMIUM_SIZES: ReadonlySet<string> = new Set(['XXL', '12', '13', '14'])
/** At most 10 % more: the uplift, then the market's ending at or below it. */
const PREMIUM_UPLIFT = 1.08

/** About three products in ten price their extended sizes higher; decided by style code, not the PRNG sequence. */
const hasPremiumSizes = (styleCode: string, sizes: readonly string[]) =>
  hashString(`premium:${styleCode}`) % 10 < 3 && sizes.some((size) => PREMIUM_SIZES.has(size))

/**
 * From a US list price to each market's, as brands set them rather than by the day's exchange rate: a $179.99
 * shell is CA$234.99, £159.99 and 179,95 € (Canadian prices a little under the exchange rate, British and euro
 * prices carrying VAT).
 */
const RATES: Readonly<Record<SeedCurrency, number>> = { USD: 1, CAD: 1.3, GBP: 0.88, EUR: 1 }

/** The mark-downs a sale takes: 20 to 35 % off, so with the ending below it every mark-down is 20–40 %. */
const MARK_DOWNS = [0.2, 0.25, 0.3, 0.35] as const

const isGenerated = (category: SeedCategory): category is SeedCategory & { kind: GeneratedKind } =>
  category.kind !== 'gift-card'

/**
 * A demo product the British price book leaves out: it is sold in every other market, and on `/en-gb` the cart
 * service refuses to add it (INV702, "This item cannot be bought right now").
 */
export const UNPRICED_IN_MARKET = { styleCode: 'KS102715', currency: 'GBP' } as const

/** The e-gift card's style code, in the catalogue's format, beyond the generated ones. */
export const E_GIFT_CARD_STYLE = 'KS900001'
/** Its amounts: one variant each, at the same figure in every currency. */
export const E_GIFT_CARD_AMOUNTS = [25, 50, 100, 150] as const
/** A digital product's online stock: more than any order takes, and orders do not take it. */
const DIGITAL_STOCK = 999999

/**
 * The Kestrel e-gift card: one design (Navy), an amount per variant, sent by email. One card a line, each to one
 * recipient, so its quantity is one; it has no reviews, no store stock and no premium sizes.
 */
function eGiftCard(): SeedProduct {
  const styleCode = E_GIFT_CARD_STYLE
  const colour = COLOURS.find((entry) => entry.code === '420') as SeedColour
  const low = Math.min(...E_GIFT_CARD_AMOUNTS)
  const high = Math.max(...E_GIFT_CARD_AMOUNTS)
  return {
    styleCode,
    name: 'Kestrel e-gift card',
    description:
      'The Kestrel e-gift card: sent by email within minutes with your own message, to spend on anything in the shop.',
    brand: 'Kestrel',
    gender: 'unisex',
    activity: 'everyday',
    kind: 'gift-card',
    categoryId: '6340',
    colours: [colour],
    sizes: E_GIFT_CARD_AMOUNTS.map(String),
    prices: (Object.keys(RATES) as SeedCurrency[]).map((currency) => ({
      currency,
      original: low,
      current: low,
      highOriginal: high,
      highCurrent: high,
    })),
    variants: E_GIFT_CARD_AMOUNTS.map((amount, index) => ({
      sku: `${styleCode}${colour.code}${amount}`,
      colourCode: colour.code,
      size: String(amount),
      upc: upcFor(900000 + index),
      onlineStock: DIGITAL_STOCK,
      premium: false,
      price: amount,
    })),
    rating: 0,
    reviewCount: 0,
    releasedAt: '2025-11-01',
    maxQty: 1,
    digital: true,
    brands: ['kestrel'],
  }
}

/** A 12-digit UPC-A with its check digit. */
function upcFor(index: number): string {
  const body = `84${String(index).padStart(9, '0')}`
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** A line of products the generator makes: its own random sequence, style codes, UPCs, names and brand. */
interface ProductLine {
  seed: number
  perLeaf: number
  /** The number of the line's first style code. */
  firstCode: number
  firstUpc: number
  adjectives: readonly string[]
  /** The line's label; null picks one of `BRAND_NAMES` a product. */
  label: (typeof BRAND_NAMES)[number] | null
  /** The sites that carry it; null follows the label (`SITES_OF_LABEL`). */
  brands: readonly SiteBrand[] | null
  /** Whether some of its products are free gifts (priced 0, given by the cart's gift-with-purchase rules). */
  freeGifts: boolean
}

/** The shop's main catalogue, sold under four labels. */
const MAIN_LINE: ProductLine = {
  seed: 20261122,
  perLeaf: PRODUCTS_PER_LEAF,
  firstCode: 100013,
  firstUpc: 1,
  adjectives: ADJECTIVES,
  label: null,
  brands: null,
  freeGifts: true,
}

/** Tidewater's coastal line: three products a shelf, on Tidewater's sites only (style codes from KS300013). */
const TIDEWATER_LINE: ProductLine = {
  seed: 20261124,
  perLeaf: 3,
  firstCode: 300013,
  firstUpc: 500000,
  adjectives: TIDEWATER_ADJECTIVES,
  label: 'Tidewater',
  brands: ['tidewater'],
  freeGifts: false,
}

/** Generates the whole demo catalogue; the same every time. */
export function generateCatalogue(): SeedProduct[] {
  const names = new Set<string>()
  return [...generateLine(MAIN_LINE, names), ...generateLine(TIDEWATER_LINE, names), eGiftCard()]
}

/**
 * A name no product made before it has: the drawn one, else the next of the line's adjectives that makes it new,
 * so two products (of any label or line) never share a name and every later draw stays as it was.
 */
function distinctName(adjective: string, noun: string, line: ProductLine, names: Set<string>): string {
  const start = line.adjectives.indexOf(adjective)
  for (let step = 0; step < line.adjectives.length; step++) {
    const name = `${line.adjectives[(start + step) % line.adjectives.length]} ${noun}`
    if (!names.has(name)) {
      names.add(name)
      return name
    }
  }
  throw new Error(`Every name for a ${noun} is taken: give the line more adjectives`)
}

function generateLine(line: ProductLine, names: Set<string>): SeedProduct[] {
  const random = createRandom(line.seed)
  const products: SeedProduct[] = []
  let upcIndex = line.firstUpc
  const leaves = flattenCategories(CATEGORY_TREE).filter((entry) => entry.category.children.length === 0)
  for (const { category } of leaves) {
    if (!isGenerated(category)) continue
    for (let n = 0; n < line.perLeaf; n++) {
      const styleCode = `KS${String(line.firstCode + products.length * 7).padStart(6, '0')}`
      const noun = random.pick(category.nouns)
      const adjective = random.pick(line.adjectives)
      const picked = random.pick(BRAND_NAMES)
      const brand = line.label ?? picked
      const name = distinctName(adjective, noun, line, names)
      const colours = random.sample(COLOURS, random.int(1, 4))
      const allSizes = SIZES[category.kind]
      const sizes = allSizes.length > 3 && random.chance(0.2) ? allSizes.slice(1) : [...allSizes]
      const type = productTypeOf(name, category.kind) as Exclude<ProductType, 'gift-card'>
      const kids = category.kind === 'kids-apparel' || category.kind === 'kids-shoes'
      const [low, high] = PRICE_BANDS[type].map((bound) =>
        kids ? Math.max(KIDS_FLOOR, bound * KIDS_SHARE) : bound,
      ) as [number, number]
      const base = low + random.next() * (high - low)
      const onSale = random.chance(0.25)
      const freeGift = line.freeGifts && products.length % 97 === 11
      const discount = onSale ? random.pick(MARK_DOWNS) : 0
      const premium = !freeGift && hasPremiumSizes(styleCode, sizes)
      const prices = (Object.keys(RATES) as SeedCurrency[]).map((currency) => {
        const original = shopPriceEnding(base * RATES[currency], currency)
        const markDown = (price: number) => shopPriceEnding(price * (1 - discount), currency, 'down')
        const current = freeGift ? 0 : onSale ? markDown(original) : original
        if (!premium) return { currency, original, current, highOriginal: null, highCurrent: null }
        const highOriginal = shopPriceEnding(original * PREMIUM_UPLIFT, currency, 'down')
        const highCurrent = onSale ? markDown(highOriginal) : highOriginal
        return { currency, original, current, highOriginal, highCurrent }
      })
      const variants: SeedVariant[] = []
      for (const colour of colours) {
        for (const size of sizes) {
          variants.push({
            sku: `${styleCode}${colour.code}${size.replace(/\W/g, '')}`,
            colourCode: colour.code,
            size,
            upc: upcFor(upcIndex++),
            onlineStock: random.chance(0.12) ? 0 : random.int(1, 40),
            premium: premium && PREMIUM_SIZES.has(size),
            price: null,
          })
        }
      }
      const released = new Date(Date.UTC(2025, 0, 1) + random.int(0, 640) * 86400000)
      // The generator once drew an activity for the description here; drawing it still keeps every later draw,
      // and so the whole demo catalogue, as it was.
      random.pick(ACTIVITIES)
      const activity = random.pick(ACTIVITIES)
      products.push({
        styleCode,
        name,
        // The English copy; the catalogue answers each language's own (product-texts.ts, decision 054).
        description: productTexts({ styleCode, name, kind: category.kind, activity }, 'en').description,
        brand,
        gender: category.gender,
        activity,
        kind: category.kind,
        categoryId: category.id,
        colours,
        sizes,
        prices: prices.filter(
          (price) =>
            styleCode !== UNPRICED_IN_MARKET.styleCode || price.currency !== UNPRICED_IN_MARKET.currency,
        ),
        variants,
        rating: Math.round((3 + random.next() * 2) * 10) / 10,
        reviewCount: random.chance(0.15) ? 0 : random.int(1, 480),
        releasedAt: released.toISOString().slice(0, 10),
        maxQty: random.chance(0.1) ? random.int(2, 5) : null,
        digital: false,
        brands: line.brands ?? SITES_OF_LABEL[brand],
      })
    }
  }
  return products
}

/**
 * Base stock of a SKU in a store, before any stored adjustment: 0 to 8, with about a third of pairs at 0. The
 * e-gift card is in no store.
 */
export function baseStoreStock(storeId: string, sku: string): number {
  if (sku.startsWith(E_GIFT_CARD_STYLE)) return 0
  const value = hashString(`${storeId}:${sku}`) % 12
  return value < 4 ? 0 : value - 3
}
