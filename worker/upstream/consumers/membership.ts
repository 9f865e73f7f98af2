/**
 * A profile's loyalty membership as spec 2 §3 shapes it: `isLoyaltyMember`, `loyaltyOptInDate` and, when the call
 * asked for it (`includeLoyaltySummary`), `loyaltySummary.points.balance`. The member number travels in the
 * service's `loyalty` record beside them. The one place the rest of the worker reads membership from a profile.
 */
import type { ConsumerProfile } from './schemas'

export interface LoyaltyMembership {
  /** The member number, when the service gives one. */
  memberId: string | null
  /** The day the shopper joined (`YYYY-MM-DD`), when known. */
  optInDate: string | null
  /** The points balance, from a profile read with its loyalty summary; null otherwise. */
  points: number | null
}

const DAY = /^\d{4}-\d{2}-\d{2}/

/** Whether the profile's shopper is in the loyalty programme. */
export const isLoyaltyMember = (profile: ConsumerProfile): boolean => profile.isLoyaltyMember === true

/**
 * The shopper's membership; null outside the programme.
 *
 * @example membershipOf({ ...profile, isLoyaltyMember: true, loyaltySummary: { points: { balance: 2500 } } })?.points // 2500
 */
export function membershipOf(profile: ConsumerProfile): LoyaltyMembership | null {
  if (!isLoyaltyMember(profile)) return null
  const optIn = profile.loyaltyOptInDate
  return {
    memberId: profile.loyalty?.memberId ?? null,
    optInDate: optIn && DAY.test(optIn) ? optIn.slice(0, 10) : null,
    points: profile.loyaltySummary?.points.balance ?? null,
  }
}
