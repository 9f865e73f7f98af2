/**
 * A product page's choices, shared by its islands (gallery, buy box, store availability) through one jotai
 * store. Null means "not chosen yet"; islands then use what the page was rendered with.
 */
import { type Atom, atom, useAtomValue } from 'jotai'
import { useHydrated } from './hydrated'

export const chosenColourAtom = atom<string | null>(null)

/** Undefined until the buy box reports the size; null when no size is chosen. */
export const chosenSizeAtom = atom<string | null | undefined>(undefined)

/** The store the shopper chose to pick up from, or null for delivery. */
export const pickupStoreAtom = atom<{ id: string; name: string } | null>(null)

/**
 * A shared choice as an island renders it: "not chosen yet" (`unchosen`, what the server rendered with) until the
 * island has hydrated, the choice from then on. Islands hydrate one by one as their scripts arrive, so a shopper
 * can choose a colour in the gallery before the buy box has hydrated; reading the atom in the first render would
 * then differ from the page's HTML, and React would throw the hydration away (text) or keep stale attributes
 * (the picture's `src`). The choice shows one render later.
 */
export function useChoice<T>(choice: Atom<T>, unchosen: T): T {
  const value = useAtomValue(choice)
  const hydrated = useHydrated()
  return hydrated ? value : unchosen
}
