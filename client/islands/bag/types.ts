/** What the worker gives the bag island (its props) and the notices the bag shows. */
import type { Cart, DeliveryChange } from '../../../shared/bag/cart'
import type { GiftOption } from '../../../shared/bag/gift-option'
import type { StoreAvailability } from '../../../shared/stores/stores'
import type { BagGiftCardLabels, BagGiftCardReturn } from '../../components/bag-gift-cards'
import type { CustomLineLabels } from '../../components/bag-line-parts'
import type { GiftOptionLabels } from '../../components/gift-option-dialog'
import type { StorePickerLabels } from '../../components/store-picker'

export interface BagNotice {
  kind: 'success' | 'error' | 'info'
  text: string
  /** The line the notice is about; null for a notice at the top of the bag. */
  itemId: string | null
}

export interface BagLabels {
  /** "Your bag holds {count} items", for one and for several. */
  linesTitleOne: string
  linesTitleOther: string
  colour: string
  size: string
  quantity: string
  update: string
  lineTotal: string
  onlyLeftOne: string
  onlyLeftOther: string
  onlyLeftErrorOne: string
  onlyLeftErrorOther: string
  flashCut: string
  flashRemoved: string
  address: string
  remove: string
  removeLine: string
  removeFailed: string
  saveForLater: string
  pickupIn: string
  deliverInstead: string
  delivered: string
  summaryTitle: string
  deliveryMethod: string
  updateDelivery: string
  free: string
  couponLabel: string
  couponApply: string
  couponApplied: string
  couponRemove: string
  subtotal: string
  discount: string
  delivery: string
  tax: string
  taxLater: string
  vatIncluded: string
  total: string
  /** "Store price adjustment: {reason}" (decision 031). */
  adjustment: string
  promotionsTitle: string
  dismiss: string
  updating: string
  checkout: string
  genericError: string
  originalPrice: string
  gift: GiftOptionLabels
  notices: Record<
    | 'updated'
    | 'deliveryHome'
    | 'deliveryPickup'
    | 'gift'
    | 'giftRemoved'
    | 'lineRemoved'
    | 'coupon'
    | 'couponRemoved'
    | 'giftCard'
    | 'giftCardRemoved'
    | 'shipping',
    string
  >
  giftCard: BagGiftCardLabels
  pickupInstead: string
  changeStore: string
  /** "Sent by email to {to} ({email})": an e-gift card's delivery. */
  sentTo: string
  /** A personalised line's badge, personalisation, surcharge, delivery and returns (decision 030). */
  custom: CustomLineLabels
  /** The no-JavaScript store search's button and its error. */
  findStores: string
  /** What the cart service changed by itself, per kind (spec 2 §4), and the top message that goes with it. */
  systemChanges: Record<DeliveryChange, string>
  orderUpdated: string
  /** The mark on a line the cart service changed. */
  changed: string
  storePicker: StorePickerLabels
  giftBadge: string
  /** The price of a gift with purchase ("Free"). */
  giftPrice: string
  /** "Qty {count}" of a gift with purchase, which has no quantity menu. */
  giftQuantity: string
  /** "Remove free gift: {name}". */
  giftRemove: string
  /** "Your free gift is still available: {name}", beside the button that adds a declined gift back. */
  giftAvailable: string
  giftRestore: string
  giftRestored: string
}

/** The no-JavaScript store search of one line (`?pickup=<line>&near=<postal code>` on the bag page). */
export interface BagStoreSearch {
  itemId: string
  near: string
  /** The stores found; null before a search, or when it failed (`error`). */
  stores: StoreAvailability[] | null
  error: string | null
}

export interface BagProps {
  /** The page's locale code, for the API and for form actions. */
  locale: string
  /** The locale's BCP 47 tag, for money and plural rules. */
  bcp47: string
  cart: Cart
  /** Per line: its product page and colour name; the name and postal code of its pickup store. */
  lines: Record<
    string,
    { url: string; colour: string | null; store: string | null; storePostalCode: string | null }
  >
  /** The names of the stores the bag's lines and reported changes are about, by id. */
  storeNames: Record<string, string>
  /** The bag page, for the no-JavaScript store search's links. */
  bagPath: string
  storeSearch: BagStoreSearch | null
  /** The outcome of a form post without JavaScript (`?cart=`), or null. */
  notice: BagNotice | null
  /** The checkout's first step. */
  checkoutPath: string
  /** A refused promo code, kept so the shopper can correct it, with its message. */
  coupon: { value: string; error: string | null }
  /** What a gift card form posted without JavaScript came back with (never the card's number or PIN). */
  giftCard: BagGiftCardReturn
  /** A gift message a form post refused, kept as typed so the shopper can correct it; null without one. */
  giftForm: { itemId: string; values: GiftOption } | null
  labels: BagLabels
  /** Whether lines can be saved for later (not in in-store mode, spec 1 §6). */
  canSaveForLater: boolean
}

/** How the bag words, formats and posts: what its hooks need before the bag's state exists. */
export interface BagEnvironment {
  labels: BagProps['labels']
  /** The page's locale code, for the API and for form actions. */
  locale: string
  /** False on the server and until the island hydrates: the parts render the forms that work without JavaScript. */
  hydrated: boolean
  money: (amount: number) => string
  /** The template for `count` ("one" or "other" by the locale's plural rules), filled with it. */
  plural: (one: string, other: string, count: number) => string
  /** Where every bag form posts, with the intent that names what it does: the bag page's own address. */
  action: string
}
