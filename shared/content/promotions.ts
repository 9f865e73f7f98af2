/**
 * The promo bar's and the pop-ups' constants and the small rules the worker and the islands share (spec 3 §2.8,
 * §2.9, §9): how many promo messages show, the cookie and storage keys that remember a closed bar and the
 * dismissed pop-ups, the pop-up delay, and which pop-ups are newsletter pop-ups. Islands import it, so it stays
 * free of schemas (decision 016).
 */
import { htmlToText } from './rich-text'

export { safeColor } from './colors'

/**
 * The most promo messages the bar shows. The spec leaves the number to configuration without giving it; this
 * constant is that configuration (messages after it are dropped when the content is reshaped).
 */
export const promoBarMaxMessages = 5

/**
 * A session cookie (no expiry) set when the shopper closes the promo bar, so the worker leaves the bar out of the
 * next page instead of rendering it and hiding it after the script runs.
 */
export const promoBarClosedCookie = 'sf_promo_closed'

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
