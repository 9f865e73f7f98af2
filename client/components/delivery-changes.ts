/** What the cart service changed by itself about a line's delivery (spec 2 §4), worded alike by the bag and the checkout. */
import type { DeliveryChange } from '../../shared/bag/cart'
import type { WordsSource } from '../../shared/i18n/text'

/** Each change's message: an island that tells them spreads this list into its words. */
export const DELIVERY_CHANGE_WORDS = [
  'bag.changed.pickupToHome',
  'bag.changed.homeToPickup',
  'bag.changed.storeChanged',
  'bag.changed.storeToHome',
  'bag.changed.downgrade',
  'bag.changed.pickupToShipToStore',
  'bag.changed.shipToStoreToPickup',
] as const satisfies readonly `bag.changed.${DeliveryChange}`[]

/** The change's message, its `{store}` left for the caller. */
export const deliveryChangeText = (
  words: WordsSource<(typeof DELIVERY_CHANGE_WORDS)[number]>,
  kind: DeliveryChange,
  params?: { store: string },
) => words.t(`bag.changed.${kind}`, params)
