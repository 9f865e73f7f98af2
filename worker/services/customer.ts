/**
 * The signed-in shopper as content targeting reads them (spec 3 §4, decision 048), from their profile at sign-in:
 * an employee or a registered shopper, a loyalty member or not, and the profiles the segments name: IPA and WRANX
 * from the profile's identity list (spec 2 §3 `identity`, type WRANX or IPA), ATHLETE for an athlete (the consumer
 * type, or an athlete's allowance in the profile). The profile's interests go with them, for the personalization
 * decision (decision 062). What changes while signed in (joining the loyalty programme, editing the interests)
 * updates the session's customer where it happens.
 */

import { parseInterests } from '../../shared/account/profile'
import type { Customer } from '../session/state'
import { isLoyaltyMember } from '../upstream/consumers/membership'
import type { ConsumerProfile } from '../upstream/consumers/schemas'

type Profile = Customer['profiles'][number]

export function customerOf(profile: ConsumerProfile): Customer {
  const details = profile.consumerDetails
  const identities = new Set((details?.identity ?? []).map((entry) => entry.type.toUpperCase()))
  const profiles: Profile[] = []
  if (identities.has('IPA')) profiles.push('IPA')
  if (identities.has('WRANX')) profiles.push('WRANX')
  if (profile.consumerType === 'ATHLETE' || details?.athlete) profiles.push('ATHLETE')
  const interests = parseInterests(profile.preferences?.interests)
  return {
    type: profile.consumerType === 'EMPLOYEE' ? 'EMPLOYEE' : 'REGISTERED',
    loyaltyMember: isLoyaltyMember(profile),
    profiles,
    email: profile.email,
    ...(profile.firstName.trim() ? { firstName: profile.firstName.trim().slice(0, 100) } : {}),
    ...(interests.length > 0 ? { interests } : {}),
  }
}
