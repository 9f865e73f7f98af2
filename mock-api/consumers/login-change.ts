/**
 * A change of the sign-in email, part of the consumer contract's profile update (decision 094): `PUT
 * /consumers-v3/consumer` naming the new address alone in `consumerDetails`, with `currentPassword` beside
 * `consumerProfile`. AUT450 for a wrong password, AUT453 for an address that is not one, PRO400 (login in use) for an
 * address another account has, decided by the accounts' unique key so two changes at once cannot both take it. A
 * change revokes the customer's other token families, keeping the caller's, and tells the old address, with a link
 * to `noticeUrl`. The same address again changes nothing.
 */
import type { Context } from 'hono'
import * as z from 'zod'
import { PASSWORD_MAX } from '../../shared/account/password'
import { isValidEmail } from '../../shared/validation'
import { type ConsumerRow, getConsumer, getConsumerByEmail, normaliseEmail } from '../db/consumers'
import { changeLogin } from '../db/password-resets'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { verifyPassword } from './secrets'
import { bearerOf } from './tokens'

export const EmailChangeSchema = z.object({
  consumerProfile: z.object({ consumerDetails: z.object({ email: z.string().max(254) }).strict() }).strict(),
  currentPassword: z.string().max(PASSWORD_MAX),
  noticeUrl: z.string().max(500).url(),
  country: z.string().regex(/^[A-Z]{2}$/),
})

const SUBJECT = 'Your sign-in email was changed'

/** Whether a failed write broke the unique key on the accounts' emails. */
const isDuplicateEmail = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: consumers\.email/.test(error.message)

/** The account as changed, or the refusal. */
export async function changeSignInEmail(
  c: Context<{ Bindings: MockEnv }>,
  consumer: ConsumerRow,
  body: z.infer<typeof EmailChangeSchema>,
): Promise<ConsumerRow | Response> {
  const stored = {
    hash: consumer.password_hash,
    salt: consumer.password_salt,
    iterations: consumer.password_iterations,
  }
  if (!(await verifyPassword(body.currentPassword, stored)))
    return apiError(c, 400, 'AUT450', 'The current password is wrong')
  const email = normaliseEmail(body.consumerProfile.consumerDetails.email)
  if (!isValidEmail(email) || email.length > 100) return apiError(c, 400, 'AUT453', 'The email is not valid')
  if (email === consumer.email) return consumer
  const inUse = () => apiError(c, 400, 'PRO400', 'Another account signs in with this email')
  if (await getConsumerByEmail(c.env.DB, email)) return inUse()
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid') return apiError(c, 401, 'AUT432', 'The token is unknown, expired or revoked')
  try {
    await changeLogin(c.env.DB, {
      consumerId: consumer.id,
      from: consumer.email,
      to: email,
      keepFamilyId: bearer.familyId,
      notice: { subject: SUBJECT, link: body.noticeUrl },
      now: Date.now(),
    })
  } catch (error) {
    if (isDuplicateEmail(error)) return inUse()
    throw error
  }
  return (await getConsumer(c.env.DB, consumer.id)) ?? apiError(c, 404, 'PRO404', 'The profile was not found')
}
