/**
 * The totals the shopper confirmed, as the cart service checks them when it prepares an order and again when it
 * places it: a cart whose tax was calculated again since is refused TAX310, one whose total differs otherwise
 * ORD415. Both leave the cart open and charge nothing; the shop reloads the bag so the shopper sees the new total.
 */
import * as z from 'zod'

/** The totals a prepare or a placement may carry; either may be left out, as callers before them did. */
export const ConfirmedTotalsFields = {
  /** The total the shopper was shown, and its tax: the order must charge what they confirmed. */
  expectedTotal: z.number().min(0).max(10_000_000).optional(),
  expectedTax: z.number().min(0).max(10_000_000).nullable().optional(),
}

export interface ConfirmedTotals {
  expectedTotal?: number | undefined
  expectedTax?: number | null | undefined
}

/** The refusal of a cart whose totals are not those confirmed, as `[errorId, message]`; null when they are. */
export function confirmedTotalsRefusal(
  totals: { total: number; tax?: number | null | undefined },
  { expectedTotal, expectedTax }: ConfirmedTotals,
): readonly [errorId: 'TAX310' | 'ORD415', message: string] | null {
  if (expectedTax !== undefined && (expectedTax ?? null) !== (totals.tax ?? null))
    return ['TAX310', 'The tax was calculated again: the total has changed']
  if (expectedTotal !== undefined && Math.abs(expectedTotal - totals.total) > 0.005)
    return ['ORD415', 'The order total is no longer the one confirmed']
  return null
}
