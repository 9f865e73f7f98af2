/**
 * Every island, by the name its marker carries, and when it hydrates (decision 016). `client/islands/registry.ts`
 * maps each to its chunk; the worker preloads the chunks of `load` islands only (`worker/render/assets.ts`).
 *
 * - `load`: with the page. For what a shopper sees or uses at first paint (the header), what counts
 *   time from page load (pop-ups, the promo bar's rotation), and what listens page-wide (the listing refiner).
 * - `visible`: when the island comes near the viewport, so content further down costs nothing until the shopper
 *   scrolls to it. An island hidden with its container (a closed dialog) waits until it is shown.
 * - `interaction`: on the first pointer, touch or focus inside the island. For an island that works without
 *   its script and whose script only adds to what the shopper then does (the search box's suggestions, the buy
 *   box, the mega menu's hover intent and disclosure buttons over its stylesheet's panels). A form sent before it
 *   has hydrated waits for it (`client/entry.tsx`). An island that only adds behaviour to the markup around it and
 *   renders nothing of its own is reached through its parent element (`reach="parent"` on `<Island>`).
 */
export type IslandHydration = 'load' | 'visible' | 'interaction'

export const ISLAND_HYDRATION = {
  'mini-cart': 'load',
  'mega-menu': 'interaction',
  'promo-bar': 'load',
  'popup-manager': 'load',
  'search-box': 'interaction',
  'listing-refiner': 'load',
  'product-gallery': 'load',
  'product-price': 'load',
  'buy-box': 'interaction',
  bag: 'load',
  checkout: 'load',
  'preview-tool': 'load',
  'back-in-stock': 'visible',
  'store-availability': 'visible',
  'product-reviews': 'visible',
  'product-questions': 'visible',
  'locate-me': 'visible',
  'benefit-bar': 'visible',
  'content-dialog': 'visible',
  'newsletter-form': 'visible',
  'event-signup': 'visible',
  upsell: 'visible',
  'collection-carousel': 'visible',
  'article-grid': 'visible',
  'youtube-facade': 'visible',
  'video-control': 'visible',
  'gallery-loader': 'visible',
  photos: 'interaction',
  'sign-up-helper': 'load',
  'save-card': 'visible',
  'refusal-toast': 'load',
  'sign-in-link': 'interaction',
  'list-add': 'interaction',
  'promotion-tracker': 'visible',
} as const satisfies Record<string, IslandHydration>

export type IslandName = keyof typeof ISLAND_HYDRATION

/** `visible` islands start loading when they come this many pixels above or below the viewport (none sideways). */
export const VISIBLE_MARGIN_PX = 200

/**
 * The id of the head's list of the chunks of the `load` islands on the page (worker/render/document.ts), which the
 * entry fetches together when it starts (decision 123).
 */
export const ISLAND_CHUNKS_ID = 'sf-island-chunks'
