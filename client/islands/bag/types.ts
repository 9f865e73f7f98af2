/** What the worker gives the bag island (its props: data, its words apart) and the notices the bag shows. */
import type { Cart, ShippingOption } from '../../../shared/bag/cart'
import type { GiftOption } from '../../../shared/bag/gift-option'
import type { Words } from '../../../shared/i18n/text'
import type { StoreAvailability } from '../../../shared/stores/stores'
import type { BagGiftCardReturn } from '../../components/bag-gift-cards'
import type { StoreChangeOutcome, StoreChangeQuestion } from '../../components/store-change-dialogs'
import type { IslandWordKey } from '../words'

export interface BagNotice {
  kind: 'success' | 'error' | 'info'
  text: string
  /** The line the notice is about; null for a notice at the top of the bag. */
  itemId: string | null
  /** Sends the refused change again: the service asked for a retry (`retry`), which the bag never makes by itself. */
  retry?: () => void
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
  /** The day the page was made (`YYYY-MM-DD`), which the delivery methods' arrival days count from. */
  today: string
  /**
   * The "change shipping method" dialog as the page was asked for it without JavaScript (`?shipping=me`): the home
   * shipment's methods, or null when they could not be read. Null when it was not asked for.
   */
  shipmentChoice: { methods: ShippingOption[] | null } | null
  /**
   * Without JavaScript: the change store confirmation a pickup store chosen in the bag asks (the line it was chosen
   * for, the store, how many other lines would move and the stores they are at), or the "store changed" report
   * after the move. Null otherwise.
   */
  storeChange: {
    confirm: (StoreChangeQuestion & { storeId: string; itemId: string }) | null
    changed: StoreChangeOutcome | null
  } | null
  /** Whether lines can be saved for later (not in in-store mode, spec 1 §6). */
  canSaveForLater: boolean
  /** In-store mode (a store associate connected, spec 1 §6): each line says its season beside its item number. */
  inStore: boolean
  /**
   * The shopper's favourite store (chosen in the store locator): the store picker searches around it first, and a
   * delivered line it holds offers pickup there in one step. Absent without one.
   */
  favouriteStore?: { id: string; name: string; postalCode: string }
  /** How long a toast stays, in milliseconds (the shop's configuration, `TOAST_DISMISS_MS`). */
  toastDelay: number
  /**
   * For a guest, where to sign in or join and come back to the bag, which a members' offer shows beside it
   * (decision 109); null for a signed-in shopper, who is not shown the guests' offers.
   */
  membership: { signInPath: string; joinPath: string } | null
}

/** How the bag words, formats and posts: what its hooks need before the bag's state exists. */
export interface BagEnvironment {
  /** The bag's words (`ISLAND_WORDS.bag`), with the locale's plural rules. */
  words: Words<IslandWordKey<'bag'>>
  /** The page's locale code, for the API and for form actions. */
  locale: string
  /** False on the server and until the island hydrates: the parts render the forms that work without JavaScript. */
  hydrated: boolean
  money: (amount: number) => string
  /** Where every bag form posts, with the intent that names what it does: the bag page's own address. */
  action: string
}
