/**
 * The messages each island words itself with, by the name its marker carries: the island's words are data the
 * server sends once per page part (the first marker of an island carries them, `island.tsx`), not sentences built
 * into its props. An island reads them with `useWords<IslandWordKey<'name'>>()` (`use-words.ts`), so a key it does
 * not declare here is a type error. Plural messages are declared with both forms (`pluralOf`).
 *
 * A component an island renders that words itself (a price, the gift fields, the mini cart's dialog) exports its
 * own list, which the island's entry spreads in.
 *
 * Islands not listed yet still take their words as props; each moves here as it is rebuilt.
 */

import type { ENGAGEMENT_ERROR_KEYS, NewsletterError } from '../../shared/content/engagement'
import type { MessageKey } from '../../shared/i18n/messages/en'
import { pluralOf } from '../../shared/i18n/text'
import { MINI_CART_DIALOG_WORDS } from '../components/mini-cart-dialog'
import { PRICE_WORDS } from '../components/price'
import { SIGN_IN_DIALOG_WORDS } from '../components/sign-in-dialog/words'
import { STORE_FINDER_WORDS } from '../components/store-finder-form'
import { TOAST_WORDS } from '../components/toasts'
import { BAG_WORDS, CHECKOUT_WORDS } from './commerce-words'
import { DISMISSIBLE_NOTICE_WORDS } from './engagement-parts'
import { HELPFUL_VOTE_WORDS } from './helpful-vote'
import type { IslandName } from './names'
import { ISLAND_PART_WORDS } from './part-words'
import { PRODUCT_VIEW_WORDS } from './product-views'

/** Each refusal's message of the engagement forms (`ENGAGEMENT_ERROR_KEYS`), `{label}` naming the field. */
const ENGAGEMENT_ERROR_WORDS = [
  'engage.required',
  'form.email',
  'engage.checkboxRequired',
  'form.name',
  'form.nameLength',
  'event.guestNameInvalid',
  'event.daysRequired',
  'event.daysInvalid',
] as const satisfies readonly (typeof ENGAGEMENT_ERROR_KEYS)[keyof typeof ENGAGEMENT_ERROR_KEYS][]

/** The refusals of the newsletter form (`validateNewsletter`): a missing or malformed email, the policy unticked. */
const NEWSLETTER_ERROR_WORDS = [
  'engage.required',
  'form.email',
  'engage.checkboxRequired',
] as const satisfies readonly (typeof ENGAGEMENT_ERROR_KEYS)[NewsletterError][]

export const ISLAND_WORDS = {
  'mini-cart': ['cart.link', ...pluralOf('cart.count')],
  'search-box': [
    'search.label',
    'search.placeholder',
    'search.submit',
    'search.suggestions',
    'search.suggestTerms',
    'search.suggestCategories',
    'search.suggestProducts',
    ...pluralOf('search.suggestCount'),
    'header.searchOpen',
    'header.searchClose',
  ],
  'popup-manager': ['popup.minimize', 'popup.dismiss'],
  'collection-carousel': [
    'carousel.previous',
    'carousel.next',
    'carousel.goTo',
    'carousel.pause',
    'carousel.play',
    'carousel.progress',
  ],
  'promo-bar': [
    'promo.region',
    'promo.previous',
    'promo.next',
    'promo.pagination',
    'promo.goTo',
    'promo.close',
    'promo.pause',
    'promo.play',
  ],
  'product-price': PRICE_WORDS,
  'product-gallery': ['product.colour', 'art.views', ...PRODUCT_VIEW_WORDS],
  'buy-box': [
    'product.selectedColour',
    'product.size',
    'product.soldOut',
    'cart.quantity',
    'cart.addToBag',
    'cart.adding',
    'cart.update',
    'cart.chooseSize',
    'cart.added',
    'error.quantity',
    'error.generic',
    'stores.pickingUp',
    'stores.deliverInstead',
    ...MINI_CART_DIALOG_WORDS,
  ],
  'back-in-stock': [
    'backInStock.title',
    'backInStock.size',
    'backInStock.chooseSize',
    'backInStock.sizeRequired',
    'backInStock.email',
    'backInStock.submit',
    'backInStock.done',
    'form.email',
    'error.generic',
  ],
  'store-availability': [
    'stores.check',
    'section.loading',
    ...STORE_FINDER_WORDS,
    'stores.locationDenied',
    'stores.none',
    'stores.chooseSize',
    'stores.inStock',
    'stores.lowStock',
    'stores.outOfStock',
    'stores.distance',
    'stores.distanceMiles',
    'stores.pickHere',
    'stores.results',
    'error.generic',
  ],
  'list-add': ['error.generic'],
  'product-reviews': [
    'reviews.title',
    'reviews.average',
    ...pluralOf('reviews.basedOn'),
    'reviews.none',
    'reviews.sort',
    'reviews.sort.newest',
    'reviews.sort.helpful',
    'reviews.sort.rating-high',
    'reviews.sort.rating-low',
    'listing.apply',
    'reviews.more',
    'reviews.previous',
    'reviews.next',
    'reviews.helpful',
    ...HELPFUL_VOTE_WORDS,
    'reviews.report',
    'reviews.reported',
    'reviews.translate',
    'reviews.showOriginal',
    'reviews.translationFailed',
    'reviews.translatedFrom.en',
    'reviews.translatedFrom.fr',
    'reviews.translatedFrom.de',
    'reviews.translatedFrom.it',
    'reviews.translatedFrom.es',
    'reviews.translatedFrom.nl',
    'reviews.write',
    'reviews.rating',
    ...pluralOf('reviews.stars'),
    'reviews.reviewTitle',
    'reviews.body',
    'reviews.nickname',
    'reviews.submit',
    'reviews.submitting',
    'reviews.thanks',
    'reviews.by',
    'reviews.byFrom',
    'reviews.charactersLeft',
    'reviews.histogram',
    'form.required',
    'form.tooLong',
    'form.tooShort',
    'form.name',
    'error.generic',
  ],
  'product-questions': [
    'questions.title',
    'questions.none',
    'questions.ask',
    'questions.text',
    'questions.submit',
    'questions.thanks',
    ...pluralOf('questions.answers'),
    'questions.askedBy',
    'questions.answeredBy',
    'questions.helpful',
    'reviews.nickname',
    'reviews.submitting',
    ...HELPFUL_VOTE_WORDS,
    'form.required',
    'form.tooLong',
    'form.tooShort',
    'form.name',
    'error.generic',
  ],
  upsell: [
    ...PRICE_WORDS,
    'upsell.select',
    'upsell.details',
    'upsell.quickShop',
    'upsell.rating',
    'upsell.sizesInStock',
    'upsell.addSelected',
    'cart.addToBag',
    'cart.adding',
    'cart.added',
    'product.colour',
    'product.size',
    'cart.chooseSize',
    'product.soldOut',
    'blocks.closeDialog',
    'section.loading',
    'error.generic',
    'error.tryAgain',
  ],
  'sign-in-link': ['account.link', ...SIGN_IN_DIALOG_WORDS],
  'event-signup': [
    'event.open',
    'event.close',
    ...DISMISSIBLE_NOTICE_WORDS,
    'engage.sending',
    'error.generic',
    'event.signIn.title',
    'event.signIn.text',
    'event.signIn.link',
    'event.signIn.switch',
    'event.signUp.title',
    'event.signUp.text',
    'event.signUp.link',
    'event.signUp.switch',
    'event.email',
    'event.emailHint',
    'event.firstName',
    'event.lastName',
    'event.days',
    'event.plusOne',
    'event.plusOneHint',
    'event.terms',
    ...ENGAGEMENT_ERROR_WORDS,
  ],
  'newsletter-form': [
    'newsletter.email',
    'newsletter.accountEmail',
    'newsletter.policy',
    'newsletter.submit',
    'engage.sending',
    ...DISMISSIBLE_NOTICE_WORDS,
    'error.generic',
    ...NEWSLETTER_ERROR_WORDS,
  ],
  'article-grid': [
    'articles.filters',
    'articles.clearAll',
    'articles.seeMore',
    'articles.seeLess',
    'articles.readMore',
    'articles.showing',
    'articles.none',
  ],
  'video-control': ['video.play', 'video.pause'],
  'youtube-facade': ['video.play', 'video.watchOnYoutube', 'video.youtubeFrame'],
  photos: [
    'gallery.position',
    'gallery.close',
    'photos.shop',
    'photos.moreOf',
    'photos.save',
    ...pluralOf('photos.setCount'),
    'photos.setFull',
    'photos.shareSet',
    'photos.setLink',
    'photos.openSet',
    'photos.priceFrom',
    'price.current',
    'price.original',
    'gallery.previous',
    'gallery.next',
    'gallery.report',
    'gallery.reportLegend',
    'gallery.reason.inappropriate',
    'gallery.reason.copyright',
    'gallery.reason.spam',
    'gallery.reason.other',
    'gallery.sendReport',
    'gallery.cancelReport',
    'gallery.reported',
    'error.generic',
  ],
  'sign-up-helper': [
    'signUp.rules',
    'signUp.rule.length',
    'signUp.rule.upper',
    'signUp.rule.lower',
    'signUp.rule.digit',
    'signUp.rule.met',
    'signUp.rule.unmet',
    'signUp.rule.allMet',
  ],
  'save-card': [
    'wallet.add.fields',
    'wallet.add.save',
    'wallet.add.saving',
    'wallet.add.needsScript',
    'wallet.add.checkCard',
    'wallet.add.unavailable',
    'wallet.error.cardSaveFailed',
    ...TOAST_WORDS,
  ],
  'refusal-toast': TOAST_WORDS,
  bag: BAG_WORDS,
  checkout: CHECKOUT_WORDS,
} as const satisfies Partial<Record<IslandName, readonly MessageKey[]>>

export { ISLAND_PART_WORDS }

type PartWords = typeof ISLAND_PART_WORDS

/** The parts island `N` may name, whose words come with the markers that render them. */
export type IslandWordPart<N extends IslandName> = N extends keyof PartWords
  ? keyof PartWords[N] & string
  : never

export type WordedIsland = keyof typeof ISLAND_WORDS

/** The message keys island `N` declares, its parts' included. */
export type IslandWordKey<N extends WordedIsland> = (typeof ISLAND_WORDS)[N][number] | PartKeys<N>

type PartKeys<N> = N extends keyof PartWords
  ? {
      [P in keyof PartWords[N]]: PartWords[N][P] extends readonly (infer K)[] ? K : never
    }[keyof PartWords[N]]
  : never
