/**
 * The social media service's photos: shoppers' pictures of the demo catalogue, each tagged with the products it
 * shows (their style codes, which the service calls streams with a `tag_key`) and the galleries it is shown in
 * (the service's categories). Generated once per isolate from fixed seeds, so every run has the same photos:
 * 30 in the main gallery (`on-film`), 3 to 8 for a few products, none for the rest (KS100020 has none).
 */
import { productTypeOf } from '../art/product-types'
import { COLOURS, generateCatalogue } from '../seed/catalogue'
import { createRandom } from '../seed/random'

/** The brand's account at the service (`GET /` names it; its recent media are every photo). */
export const SOCIAL_CUSTOMER = { id: '215757', name: 'Kestrel Outdoor' } as const

/** The galleries (categories) photos are shown in. */
export const SOCIAL_CATEGORIES = [
  { id: 'on-film', name: 'Your trail, on film' },
  { id: 'from-the-trail', name: 'From the trail' },
] as const

export interface SocialPhoto {
  id: string
  caption: string
  username: string
  userId: string
  submittedAt: string
  /** What the picture shows: its theme and its first product, drawn by `photo-art.ts`. */
  scene: { theme: string; styleCode: string; colourHex: string; productType: string }
  /** Style codes of the products shown, the first the one drawn. */
  products: readonly { styleCode: string; name: string }[]
  categories: readonly string[]
}

/** Products with photos of their own, and how many. */
const TAGGED: readonly (readonly [string, number])[] = [
  ['KS100048', 7],
  ['KS100265', 5],
  ['KS101609', 4],
  ['KS102281', 6],
  ['KS102540', 3],
  ['KS100356', 8],
]

/** Other products the main gallery's remaining photos show. */
const FILLERS = ['KS100181', 'KS100440', 'KS101700', 'KS102365', 'KS102624', 'KS102708', 'KS100601']

const HANDLES = [
  'trailmaya',
  'ridge.runner',
  'coastal_ola',
  'summitsam',
  'noor.outdoors',
  'fjordfinn',
  'the_wandering_kim',
  'basecamp_ben',
  'lena.hikes',
  'mossandstone',
  'tomas_on_trail',
  'aurora.ada',
]

const PLACES = [
  'the Picos de Europa',
  'the Scottish Highlands',
  'the Dolomites',
  'Cornwall',
  'the Lake District',
  'the Black Forest',
  'the Pyrenees',
  'Snowdonia',
  'the Veluwe',
  'the Jura',
]

const THEMES = ['alpine', 'coast', 'forest', 'trail', 'night', 'city'] as const

const CAPTIONS = [
  (product: string, place: string) => `First light in ${place}, ${product} packed and ready.`,
  (product: string, place: string) => `Rain all morning in ${place}; the ${product} kept up.`,
  (product: string, place: string) => `Three days across ${place} with my ${product}.`,
  (product: string, place: string) => `Camp two in ${place}. ${product} earned its place.`,
  (product: string, place: string) => `Slow miles through ${place} in the ${product}.`,
  (product: string, place: string) => `Ridge line, cold wind, ${product}: a good day in ${place}.`,
]

let photos: SocialPhoto[] | null = null

/** Every photo, newest first. */
export function allPhotos(): readonly SocialPhoto[] {
  if (photos) return photos
  const catalogue = new Map(generateCatalogue().map((product) => [product.styleCode, product]))
  const random = createRandom(20261203)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random.next() * list.length)] as T
  const made: SocialPhoto[] = []
  const make = (styleCode: string, categories: string[], second: string | null) => {
    const product = catalogue.get(styleCode)
    if (!product) throw new Error(`social seed: no product ${styleCode}`)
    const colour = pick(product.colours.length > 0 ? product.colours : COLOURS)
    const n = made.length + 1
    const handle = pick(HANDLES)
    const also = second ? catalogue.get(second) : undefined
    made.push({
      id: `ph${String(n).padStart(4, '0')}`,
      caption: pick(CAPTIONS)(product.name, pick(PLACES)),
      username: handle,
      userId: `u${1000 + HANDLES.indexOf(handle)}`,
      // A photo every 19 hours back from a fixed day, so the order never changes.
      submittedAt: new Date(Date.UTC(2026, 10, 30) - n * 19 * 3_600_000).toISOString(),
      scene: {
        theme: pick(THEMES),
        styleCode,
        colourHex: colour.hex,
        productType: productTypeOf(product.name, product.kind),
      },
      products: [
        { styleCode, name: product.name },
        ...(also ? [{ styleCode: also.styleCode, name: also.name }] : []),
      ],
      categories,
    })
  }
  // The products' own photos: the first four of each also in the main gallery (6 × up to 4 = 22).
  for (const [styleCode, count] of TAGGED) {
    for (let i = 0; i < count; i++) {
      const second = i % 3 === 1 ? pick(FILLERS) : null
      make(styleCode, i < 4 ? ['on-film'] : ['from-the-trail'], second)
    }
  }
  // The rest of the main gallery, and a few for the older gallery.
  for (let i = 0; made.filter((photo) => photo.categories.includes('on-film')).length < 30; i++)
    make(FILLERS[i % FILLERS.length] as string, ['on-film'], null)
  for (let i = 0; i < 6; i++) make(FILLERS[(i + 3) % FILLERS.length] as string, ['from-the-trail'], null)
  // Newest first, interleaved by their seed order rather than by product.
  photos = made
    .map((photo, index) => ({ photo, order: (index * 7919) % made.length }))
    .sort((a, b) => a.order - b.order)
    .map(({ photo }, index) => ({
      ...photo,
      submittedAt: new Date(Date.UTC(2026, 10, 30) - (index + 1) * 19 * 3_600_000).toISOString(),
    }))
  return photos
}

export const photoById = (id: string) => allPhotos().find((photo) => photo.id === id) ?? null
