/**
 * Loaders per island. Most are lazy: each becomes its own chunk, fetched only when an island of its name hydrates
 * (names.ts). The header's islands (its bag, the mega menu, the promo bar) are on every page and hydrate with it, so
 * they are part of the entry: one script with React instead of three more. The pop-ups' manager stays lazy, as a
 * page without pop-ups loads none of its code.
 */
import type { ComponentType } from 'react'
import { MegaMenuBehaviour } from './mega-menu'
import { MiniCart } from './mini-cart'
import type { IslandName } from './names'
import { PromoBarCarousel } from './promo-bar'

// biome-ignore lint/suspicious/noExplicitAny: -- each island has its own props type; the marker's JSON supplies them
type AnyIsland = ComponentType<any>

export const ISLAND_LOADERS: Record<IslandName, () => Promise<AnyIsland>> = {
  'mini-cart': async () => MiniCart,
  'listing-refiner': () => import('./listing-refiner').then((module) => module.ListingRefiner),
  'product-gallery': () => import('./product-gallery').then((module) => module.ProductGallery),
  // With an e-gift card's recipient part where a buy box on the page names it (buy-box/gift-part.ts).
  'buy-box': () => import('./buy-box').then((module) => module.loadBuyBox()),
  bag: () => import('./bag').then((module) => module.Bag),
  checkout: () => import('./checkout').then((module) => module.Checkout),
  'search-box': () => import('./search-box').then((module) => module.SearchBox),
  'product-reviews': () => import('./product-reviews').then((module) => module.ProductReviews),
  'product-questions': () => import('./product-questions').then((module) => module.ProductQuestions),
  'locate-me': () => import('./locate-me').then((module) => module.LocateMe),
  'back-in-stock': () => import('./back-in-stock').then((module) => module.BackInStock),
  'product-price': () => import('./product-price').then((module) => module.ProductPrice),
  'promo-bar': async () => PromoBarCarousel,
  'popup-manager': () => import('./popup-manager').then((module) => module.PopupManager),
  'benefit-bar': () => import('./benefit-bar').then((module) => module.BenefitBarCloser),
  'content-dialog': () => import('./content-dialog').then((module) => module.DialogTrigger),
  'newsletter-form': () => import('./newsletter-form').then((module) => module.NewsletterForm),
  'event-signup': () => import('./event-signup').then((module) => module.EventSignup),
  upsell: () => import('./upsell').then((module) => module.Upsell),
  'collection-carousel': () => import('./collection-carousel').then((module) => module.CollectionCarousel),
  'store-availability': () => import('./store-availability').then((module) => module.StoreAvailabilityFinder),
  'mega-menu': async () => MegaMenuBehaviour,
  'preview-tool': () => import('./preview-tool').then((module) => module.PreviewTool),
  'article-grid': () => import('./article-grid').then((module) => module.ArticleGridBody),
  'youtube-facade': () => import('./youtube-facade').then((module) => module.YoutubeFacade),
  'video-control': () => import('./video-control').then((module) => module.VideoControl),
  'gallery-loader': () => import('./gallery-loader').then((module) => module.GalleryLoader),
  'sign-up-helper': () => import('./sign-up-helper').then((module) => module.SignUpHelper),
  'save-card': () => import('./save-card').then((module) => module.SaveCard),
  'sign-in-link': () => import('./sign-in-link').then((module) => module.SignInLink),
  'list-add': () => import('./list-add').then((module) => module.ListAdd),
}
