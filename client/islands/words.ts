/**
 * The messages each island words itself with, by the name its marker carries: the island's words are data the
 * server sends once per page part (the first marker of an island carries them, `island.tsx`), not sentences built
 * into its props. An island reads them with `useWords<IslandWordKey<'name'>>()` (`use-words.ts`), so a key it does
 * not declare here is a type error. Plural messages are declared with both forms (`pluralOf`).
 *
 * Islands not listed yet still take their words as props; each moves here as it is rebuilt.
 */
import type { MessageKey } from '../../shared/messages/en'
import type { IslandName } from './names'

/** Both forms of a plural message. */
const pluralOf = <B extends string>(base: B) => [`${base}_one`, `${base}_other`] as const

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
} as const satisfies Partial<Record<IslandName, readonly MessageKey[]>>

export type WordedIsland = keyof typeof ISLAND_WORDS

/** The message keys island `N` declares. */
export type IslandWordKey<N extends WordedIsland> = (typeof ISLAND_WORDS)[N][number]
