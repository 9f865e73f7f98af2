/**
 * Favorites and saved-for-later lists that belong to an account (decision 047): such a list is used only with its
 * owner's Registered token, and answers "not found" to anyone else, so another shopper learns nothing of it. A
 * guest's list (no owner) is used as before, by whoever names it.
 */
import type { Context } from 'hono'
import type { MockEnv } from '../env'
import { bearerOf } from './tokens'

/** The consumer a call acts for: a valid Registered bearer's customer, else null (a guest, or no token). */
export async function registeredCaller(c: Context<{ Bindings: MockEnv }>): Promise<string | null> {
  const bearer = await bearerOf(c)
  return bearer.status === 'valid' && bearer.tokenType === 'Registered' ? bearer.customerId : null
}

/** Whether the call may read or change a list with this owner (null: a guest's list). */
export async function mayUseList(c: Context<{ Bindings: MockEnv }>, owner: string | null): Promise<boolean> {
  return owner === null || (await registeredCaller(c)) === owner
}
