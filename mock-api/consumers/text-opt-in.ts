/**
 * Starting an SMS double opt-in (decisions 045 and 048): the subscription recorded as opted in but not confirmed, a
 * six-digit code kept as its SHA-256 for 30 minutes, and the text "sent" through the outbox (decision 037) under the
 * number in international form, its link the confirmation page with the code. Used by the subscription call and
 * by a sign-up with the SMS opt-in, so both start the same opt-in.
 */
import * as z from 'zod'
import { insertConfirmation, type SubscriptionType, setSubscription } from '../db/loyalty'
import { insertOutboxEmail } from '../db/password-resets'
import { hashToken } from './secrets'

/** Where a confirmation's link leads (the shop's subscriptions section); the code is added as `code`. */
export const ConfirmUrlSchema = z
  .string()
  .max(500)
  .url()
  .refine((url) => /^https?:$/.test(new URL(url).protocol))

/** How long a code is good for. */
export const CONFIRM_MS = 30 * 60 * 1000
/** A new code is sent at most once a minute, so five wrong tries a code bound how fast a code can be guessed. */
export const RESEND_MS = 60 * 1000

const SUBJECTS: Readonly<Record<SubscriptionType, string>> = {
  Newsletter: 'Your code to confirm texts',
  LoyaltyNewsletter: 'Your code to confirm the members’ newsletter',
  Loyalty: 'Your code to confirm loyalty texts',
}

/** A code's statements, to run in one batch with whatever else the call writes. */
export async function textOptInStatements(
  db: D1Database,
  optIn: { consumerId: string; type: SubscriptionType; phone: string; confirmUrl: string | null; now: Date },
): Promise<D1PreparedStatement[]> {
  const code = String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
    .padStart(6, '0')
    .slice(-6)
  const link = new URL(optIn.confirmUrl ?? 'https://shop.invalid/account/subscriptions')
  link.searchParams.set('code', code)
  if (optIn.type !== 'Newsletter') link.searchParams.set('type', optIn.type)
  const key = { consumerId: optIn.consumerId, type: optIn.type, channel: 'sms' as const }
  return [
    setSubscription(
      db,
      optIn.consumerId,
      { type: optIn.type, channel: 'sms', optin: true, doubleOptin: false, recipient: optIn.phone },
      optIn.now.toISOString(),
    ),
    insertConfirmation(db, {
      ...key,
      codeHash: await hashToken(code),
      expiresAt: optIn.now.getTime() + CONFIRM_MS,
    }),
    insertOutboxEmail(db, {
      to: optIn.phone,
      subject: `${SUBJECTS[optIn.type]}: ${code}`,
      link: link.toString(),
      now: optIn.now.getTime(),
    }),
  ]
}
