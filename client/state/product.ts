/**
 * A product page's choices, shared by its islands (gallery, buy box, store availability) through one jotai
 * store. Null means "not chosen yet"; islands then use what the page was rendered with.
 */
import { atom } from 'jotai'

export const chosenColourAtom = atom<string | null>(null)

/** Undefined until the buy box reports the size; null when no size is chosen. */
export const chosenSizeAtom = atom<string | null | undefined>(undefined)

/** The store the shopper chose to pick up from, or null for delivery. */
export const pickupStoreAtom = atom<{ id: string; name: string } | null>(null)
