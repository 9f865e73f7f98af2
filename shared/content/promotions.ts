/**
 * The pop-ups' constants and the small rules the worker and the pop-up manager share (spec 3 §2.8, §9): the
 * storage key that remembers the dismissed pop-ups, the pop-up delay, and which pop-ups are newsletter pop-ups.
 * The promo bar's own constants are in `promo-bar.ts`, so the bar, which is part of every page's entry script,
 * carries none of the pop-ups' code. Islands import it, so it stays free of schemas (decision 016).
 */
import { htmlToText } from './rich-text'

export { safeColor } from './colors'

/** How long a pop-up waits before it appears when the content gives no delay (spec 3 §9). */
export const popupDefaultDelayMs = 2000

/** The longest delay taken from content: a larger one is almost certainly seconds typed as milliseconds. */
export const popupMaxDelayMs = 120_000

/** The localStorage key holding the ids of the pop-ups a shopper dismissed; they are never shown again. */
export const popupsDismissedStorageKey = 'storefront:popups-dismissed'

const MAX_DISMISSED = 50

/** The content page newsletter pop-ups send shoppers to (`/{locale}/newsletter`). */
export const newsletterPageSlug = 'newsletter'

/**
 * A pop-up is a newsletter pop-up when its name contains "newsletter" (spec 3 §2.8), in any letter case so an
 * editor's "Newsletter sign-up" counts; every other pop-up is an account/registration pop-up.
 *
 * @example popupKind('Autumn newsletter') // 'newsletter'
 */
export const popupKind = (name: string): 'newsletter' | 'account' =>
  name.toLowerCase().includes('newsletter') ? 'newsletter' : 'account'

/** The dismissed pop-up ids stored as a JSON array; anything else reads as none. */
export function parseDismissedPopups(value: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string').slice(-MAX_DISMISSED)
      : []
  } catch {
    return []
  }
}

/** The stored value after dismissing `id`: the newest ids kept, no repeats. */
export const serializeDismissedPopups = (ids: readonly string[], id: string): string =>
  JSON.stringify([...ids.filter((entry) => entry !== id), id].slice(-MAX_DISMISSED))

/**
 * Rich text as one line of plain text, for the promo bar and pop-up titles: inline tags go without leaving a gap
 * (so `<b>sale</b>,` stays `sale,`), block tags become spaces, entities are decoded.
 *
 * @example plainText('<p>Free <b>shipping</b>, always</p>') // 'Free shipping, always'
 */
export const plainText = (html: string): string =>
  htmlToText(html.replace(/<\/?(?:a|b|strong|em|i|u|s|small|sup|sub|span)\b[^>]*>/gi, ''))
