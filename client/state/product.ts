/** The colour chosen on a product page, shared by the gallery and the buy box (two islands, one jotai store). */
import { atom } from 'jotai'

/** Null until the shopper picks a colour; islands fall back to the colour the page was rendered with. */
export const chosenColourAtom = atom<string | null>(null)
