/** Every island, by the name its marker carries. `client/islands/registry.ts` maps each to its chunk. */
export const ISLAND_NAMES = [
  'mini-cart',
  'listing-refiner',
  'product-gallery',
  'buy-box',
  'search-box',
  'product-reviews',
  'product-questions',
  'store-availability',
  'back-in-stock',
  'locate-me',
  'product-price',
] as const
export type IslandName = (typeof ISLAND_NAMES)[number]
