/**
 * The promo bar's constants, shared by the worker and the bar's island (spec 3 §2.9). The bar is part of every
 * page's entry script, so this module holds nothing else: the pop-ups' rules are in `promotions.ts`.
 */

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
