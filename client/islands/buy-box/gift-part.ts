/**
 * The e-gift card's recipient part of the buy box (its fields and their rules), which only an e-gift card's buy box
 * renders: it is not in the buy box's chunk. The island's loader (`loadBuyBox`, from `registry.ts`) loads it before
 * hydrating when a buy box marker on the page names the `egift` part, and the server's product page provides it
 * before rendering; the buy box reads it with `giftPart()` only where it renders or checks an e-gift card.
 */
import type * as RecipientPart from './recipient-fields'

export type GiftPart = typeof RecipientPart

let loaded: GiftPart | null = null

/** Makes the part available to the buy box (the page on the server, the island's loader in the browser). */
export function provideGiftPart(part: GiftPart): void {
  loaded = part
}

/** The part, which an e-gift card's buy box can count on; a failure here is a loader that forgot it. */
export function giftPart(): GiftPart {
  if (!loaded) throw new Error('the buy box renders an e-gift card without its recipient part loaded')
  return loaded
}

/** Loads the part in the browser when a buy box's marker names it; a page of any other product loads nothing more. */
export async function loadGiftPart(): Promise<void> {
  if (loaded || !document.querySelector('[data-island="buy-box"][data-word-parts~="egift"]')) return
  provideGiftPart(await import('./recipient-fields'))
}
