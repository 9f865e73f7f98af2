/**
 * An e-gift card of an amount the shopper chooses ("Another amount", spec 1 §7's `customAmount`): a whole amount
 * in the cart's currency within the limits below. One set of rules for the product page in the browser, the
 * worker's add route and the mock cart service, so the three never disagree.
 *
 * This module holds the limits and the form's names; `egift-amount-check.ts` the check, which the buy box loads only
 * when a shopper first checks an amount, so that every other product page stays within its script budget.
 */

/** The smallest and largest amount a card of the shopper's choosing may hold, per currency (whole units). */
export const EGIFT_CUSTOM_AMOUNT_LIMITS: Readonly<Record<string, { min: number; max: number }>> = {
  USD: { min: 10, max: 500 },
  CAD: { min: 10, max: 650 },
  GBP: { min: 10, max: 400 },
  EUR: { min: 10, max: 450 },
}

/** The limits of a currency; the US dollar's for one the shop does not sell in. */
export const customAmountLimits = (currency: string) =>
  EGIFT_CUSTOM_AMOUNT_LIMITS[currency] ?? { min: 10, max: 500 }

/** The size value the product form posts when the shopper chose "Another amount" instead of one of the card's. */
export const CUSTOM_AMOUNT_SIZE = 'custom'

/** The most characters the amount field takes (and a refused form keeps). */
export const CUSTOM_AMOUNT_MAX_LENGTH = 10
