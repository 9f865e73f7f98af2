/**
 * Loaders per island. Most are lazy: each becomes its own chunk, fetched only when an island of its name hydrates
 * (names.ts). The header's bag and the promo bar are on every page and hydrate with it, so they are part of the
 * entry: one script with React instead of two more. The mega menu stays lazy, as it hydrates on the shopper's reach
 * and works by its stylesheet until then; so do the pop-ups' manager, as a page without pop-ups loads none of its
 * code.
 */
import type { ComponentType } from 'react'
import { MiniCart } from './mini-cart'
import type { IslandName } from './names'
import { PromoBarCarousel } from './promo-bar'

// biome-ignore lint/suspicious/noExplicitAny: -- each island has its own props type; the marker's JSON supplies them
type AnyIsland = ComponentType<any>

/** What an island's loader gives: its root component, which each island's module exports as `island`. */
export interface IslandModule {
  island: AnyIsland
}

export const ISLAND_LOADERS: Record<IslandName, () => Promise<IslandModule>> = {
  'mini-cart': async () => ({ island: MiniCart }),
  'listing-refiner': () => import('./listing-refiner'),
  'product-gallery': () => import('./product-gallery'),
  // With an e-gift card's recipient part where a buy box on the page names it (buy-box/gift-part.ts).
  'buy-box': () => import('./buy-box').then((module) => module.loadBuyBox()),
  bag: () => import('./bag'),
  checkout: () => import('./checkout'),
  'search-box': () => import('./search-box'),
  'product-reviews': () => import('./product-reviews'),
  'product-questions': () => import('./product-questions'),
  'locate-me': () => import('./locate-me'),
  'back-in-stock': () => import('./back-in-stock'),
  'product-price': () => import('./product-price'),
  'promo-bar': async () => ({ island: PromoBarCarousel }),
  'popup-manager': () => import('./popup-manager'),
  'benefit-bar': () => import('./benefit-bar'),
  'content-dialog': () => import('./content-dialog'),
  'newsletter-form': () => import('./newsletter-form'),
  'event-signup': () => import('./event-signup'),
  upsell: () => import('./upsell'),
  'collection-carousel': () => import('./collection-carousel'),
  'store-availability': () => import('./store-availability'),
  'mega-menu': () => import('./mega-menu'),
  'preview-tool': () => import('./preview-tool'),
  'article-grid': () => import('./article-grid'),
  'youtube-facade': () => import('./youtube-facade'),
  'video-control': () => import('./video-control'),
  'gallery-loader': () => import('./gallery-loader'),
  photos: () => import('./photos'),
  'sign-up-helper': () => import('./sign-up-helper'),
  'save-card': () => import('./save-card'),
  // The payment methods' refused form raises its toast from the save-card chunk: no chunk of its own.
  'refusal-toast': () => import('./save-card').then((module) => ({ island: module.RefusalToast })),
  'sign-in-link': () => import('./sign-in-link'),
  'list-add': () => import('./list-add'),
  'promotion-tracker': () => import('./promotion-tracker'),
}
