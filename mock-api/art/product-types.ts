/**
 * The product types the demo catalogue has, each with its own drawing, told apart by the noun of the product's
 * name ("Ridge Rain Jacket" → rain shell) within its kind (apparel, shoes, ...). The views each type is drawn in:
 * the first is the main picture, also answered at the colour's plain address.
 */

export const PRODUCT_TYPES = [
  'tee',
  'shirt',
  'hoodie',
  'fleece',
  'rain-shell',
  'insulated-jacket',
  'romper',
  'trousers',
  'shorts',
  'leggings',
  'hiking-boot',
  'trail-shoe',
  'sneaker',
  'sandal',
  'backpack',
  'duffel',
  'hip-pack',
  'tent',
  'sleeping-bag',
  'beanie',
  'cap',
  'sun-hat',
  'gloves',
  'socks',
  'gift-card',
] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

export const VIEWS = ['front', 'back', 'side', 'top', 'sole', 'detail'] as const
export type View = (typeof VIEWS)[number]

/** Keywords of the name's noun, first match wins; checked in this order so "Zip Hoodie" is a hoodie. */
const BY_NOUN: ReadonlyArray<readonly [RegExp, ProductType]> = [
  [/gift card/i, 'gift-card'],
  [/hoodie|pullover/i, 'hoodie'],
  [/fleece suit|romper|bunting/i, 'romper'],
  [/fleece/i, 'fleece'],
  [/rain|shell|storm/i, 'rain-shell'],
  [/down jacket|puffer|parka/i, 'insulated-jacket'],
  [/shirt/i, 'shirt'],
  [/tee\b/i, 'tee'],
  [/leggings/i, 'leggings'],
  [/shorts/i, 'shorts'],
  [/trousers|pants/i, 'trousers'],
  [/boot|hiker|approach/i, 'hiking-boot'],
  [/trail|runner|fell/i, 'trail-shoe'],
  [/sandal|slide/i, 'sandal'],
  [/sneaker|canvas|court/i, 'sneaker'],
  [/duffel/i, 'duffel'],
  [/hip pack|sling|belt/i, 'hip-pack'],
  [/pack/i, 'backpack'],
  [/tent|bivy|shelter/i, 'tent'],
  [/bag|quilt/i, 'sleeping-bag'],
  [/beanie/i, 'beanie'],
  [/cap\b/i, 'cap'],
  [/hat\b/i, 'sun-hat'],
  [/glove|mitten/i, 'gloves'],
  [/sock/i, 'socks'],
]

/** The type a kind falls back to when no noun matches. */
const BY_KIND: Readonly<Record<string, ProductType>> = {
  apparel: 'tee',
  'kids-apparel': 'tee',
  shoes: 'sneaker',
  'kids-shoes': 'sneaker',
  bag: 'backpack',
  gear: 'tent',
  accessory: 'beanie',
  'gift-card': 'gift-card',
}

/** The product's type from its name (adjective, then noun) and kind. */
export function productTypeOf(name: string, kind: string): ProductType {
  const noun = name.includes(' ') && kind !== 'gift-card' ? name.slice(name.indexOf(' ') + 1) : name
  for (const [pattern, type] of BY_NOUN) if (pattern.test(noun)) return type
  return BY_KIND[kind] ?? 'tee'
}

const GARMENT: readonly View[] = ['front', 'back', 'side', 'detail']
const SHOE: readonly View[] = ['side', 'top', 'sole', 'detail']

/** The views a type is drawn in, main picture first. */
export const VIEWS_OF: Readonly<Record<ProductType, readonly View[]>> = {
  tee: GARMENT,
  shirt: GARMENT,
  hoodie: GARMENT,
  fleece: GARMENT,
  'rain-shell': GARMENT,
  'insulated-jacket': GARMENT,
  romper: ['front', 'back', 'detail'],
  trousers: GARMENT,
  shorts: GARMENT,
  leggings: GARMENT,
  'hiking-boot': SHOE,
  'trail-shoe': SHOE,
  sneaker: SHOE,
  sandal: SHOE,
  backpack: GARMENT,
  duffel: GARMENT,
  'hip-pack': GARMENT,
  tent: ['front', 'side', 'top', 'detail'],
  'sleeping-bag': ['front', 'back', 'side', 'detail'],
  beanie: ['front', 'back', 'detail'],
  cap: ['front', 'side', 'back', 'detail'],
  'sun-hat': ['front', 'side', 'top', 'detail'],
  gloves: ['front', 'back', 'detail'],
  socks: ['side', 'front', 'detail'],
  'gift-card': ['front', 'back'],
}

/**
 * A product's images per colour: its views' addresses, main picture first, at the colour's plain address (the
 * one listings and thumbnails show, so the browser fetches it once); `{colour}-{view}.svg` answers it too.
 */
export function productViews(styleCode: string, colourCode: string, type: ProductType) {
  return VIEWS_OF[type].map((view, index) => ({
    view,
    image: `/media/product/${styleCode}/${colourCode}${index === 0 ? '' : `-${view}`}.svg`,
  }))
}
