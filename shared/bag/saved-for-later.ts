/** The saved-for-later list as the bag page shows it, and what the page says after a change to it. */

/** What the bag page says after a saved-for-later action: its outcome (`?saved=` on the bag page) or refusal. */
export const SAVED_NOTICES = [
  'saved',
  'moved',
  'removed',
  'unavailable',
  'couldNotMove',
  'gone',
  'full',
  'invalid',
  'failed',
] as const
export type SavedNotice = (typeof SAVED_NOTICES)[number]

/** The outcomes a saved-for-later form goes back to the bag with (`?saved=`). */
const SAVED_OUTCOMES: readonly SavedNotice[] = ['saved', 'moved', 'removed']

const SAVED_NOTICE_OF_ERROR: Readonly<Record<string, SavedNotice>> = {
  ITEM_OOS: 'couldNotMove',
  SFL404: 'gone',
  BSK404: 'gone',
  SFL409: 'full',
  API400: 'invalid',
  API413: 'invalid',
  API415: 'invalid',
  GEN500: 'failed',
}

/** The bag page's notice for `?saved=...`: an outcome; anything else says nothing. */
export const savedNoticeOf = (value: string | null): SavedNotice | null =>
  SAVED_OUTCOMES.find((notice) => notice === value) ?? null

/**
 * The notice for a refused saved-for-later form, by its error id: the list's and the cart's own by name; any other
 * refusal of moving an item means it stays saved.
 */
export const savedRefusalOf = (errorId: string): SavedNotice =>
  SAVED_NOTICE_OF_ERROR[errorId] ?? 'unavailable'

/** An item of the saved-for-later list as the wishlist service keeps it: a variant, a quantity, its page. */
export interface SavedItem {
  itemId: string
  productId: string
  qty: number
  pageUrl: string
  available: boolean
}

/** A page of the saved-for-later list, with the list's size. */
export interface SavedList {
  total: number
  items: SavedItem[]
}

/** An item of the saved-for-later list as the bag page shows it. */
export interface SavedLine {
  id: string
  name: string
  /** The product page in the saved colour and size; null when the product is no longer sold. */
  url: string | null
  image: string | null
  colour: string | null
  size: string | null
  qty: number
  price: { currency: string; original: number; current: number } | null
  available: boolean
}
