/**
 * A profile per brand (decision 088): the shop is several brands over one sign-in identity, and an account has a
 * profile on each brand it has been set up on. Signing in on a brand where it has none (the profile read answers
 * 404 PRO404 just after the code exchange has answered the account) signs the shopper in all the same, with the
 * identity's names kept in the session (`profilePending`), and the brand's welcome step creates the profile
 * (`services/enrolment.ts`).
 */
import type { Customer } from '../session/state'
import type { AppContext } from '../types'
import type { ConsumerProfile } from '../upstream/consumers/schemas'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'

/** Whether an upstream failure is the profile read's "no profile here" (404 PRO404). */
export const isNoProfileHere = (error: unknown): boolean =>
  error instanceof UpstreamError && error.status === 404 && error.errorId === 'PRO404'

/**
 * The shopper's profile on this brand just after the code exchange; null when the account has none here yet (404
 * PRO404 while the exchange has just answered the account: decision 088).
 */
export async function brandProfileAtSignIn(
  c: AppContext,
  accessToken: string,
): Promise<ConsumerProfile | null> {
  try {
    const profile = await c.var.services.consumers.profile(accessToken, { includeLoyaltySummary: true })
    if (!profile) throw new ApiError('AUT500')
    return profile
  } catch (error) {
    if (isNoProfileHere(error)) return null
    throw error
  }
}

/** The session's customer for an account without a profile on this brand: its identity, the profile to make. */
export function pendingCustomerOf(identity: {
  email: string
  firstName: string
  lastName: string
}): Customer {
  const firstName = identity.firstName.trim().slice(0, 100)
  return {
    type: 'REGISTERED',
    loyaltyMember: false,
    profiles: [],
    email: identity.email,
    ...(firstName ? { firstName } : {}),
    profilePending: { firstName, lastName: identity.lastName.trim().slice(0, 100) },
  }
}
