/**
 * The consumer contract's calls for the account's discounts, loyalty and subscriptions (decision 045), signed-in
 * customers only:
 * - `POST /consumers-v3/consumer/employee-terms` `{ accepted: true }`: an employee accepts the employee discount
 *   terms (the profile's `employeeTermsAccepted`, the token's isEmployeeDiscountTCAccepted); 403 PRO412 for anyone
 *   else.
 * - `POST /consumers-v3/consumer/loyalty/token` `{ usid?, referralCode? }`: joins the loyalty programme, answering
 *   the member id; a referral code is a member's id (4044 when no member has it) and gives both a bonus. Joining
 *   twice answers the membership already held.
 * - `GET /consumers-v3/consumer/loyalty/promo/welcome`: a member's welcome promotion (REW130 for others).
 * - `GET /consumers-v3/consumer/subscription`, `PUT` `{ type, channel, optin, recipient?, country?, confirmUrl? }`
 *   (opting in to SMS needs a valid phone and starts a double opt-in: a six-digit code "sent" through the outbox,
 *   good for 30 minutes, at most one a minute: SUB429) and `POST` `{ type?, channel: 'sms', code }` to confirm it
 *   (SUB404 nothing pending or expired, SUB400 a wrong code; the fifth wrong code ends the pending opt-in). The
 *   types are spec 1 §3's (decision 048): Newsletter by email and SMS; LoyaltyNewsletter by email and Loyalty by
 *   email and SMS, both for loyalty members only (403 SUB403); a channel a type is not sent by is 400 SUB415.
 */

import { Hono } from 'hono'
import * as z from 'zod'
import { internationalPhone, isValidPhone, toNationalPhone } from '../../shared/account/phone'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { readJsonBody } from '../body'
import { hashToken } from '../consumers/secrets'
import { CONFIRM_MS, ConfirmUrlSchema, RESEND_MS, textOptInStatements } from '../consumers/text-opt-in'
import { getConsumer } from '../db/consumers'
import {
  acceptEmployeeTerms,
  CHANNELS_OF,
  deleteConfirmation,
  getConfirmation,
  getMemberByMemberId,
  isMembersOnly,
  joinLoyalty,
  recordWrongCode,
  SUBSCRIPTION_TYPES,
  setSubscription,
  subscriptionsOf,
} from '../db/loyalty'
import { newsletterByEmail } from '../db/sign-ups'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { newsletterSignUp } from './utilities'
import { registeredConsumer } from './wallet'

/** Points a new member starts with, and the bonus a referral gives the new member and the one who referred them. */
export const STARTING_POINTS = 100
export const REFERRAL_BONUS = 250
const WELCOME_DAYS = 30

export const loyaltyRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/consumers-v3/consumer')

loyaltyRoutes.post('/employee-terms', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const body = await readJsonBody(c, z.object({ accepted: z.literal(true) }))
  if (!body) return apiError(c, 400, 'API400', 'Accept the terms: { "accepted": true }')
  if (consumer.consumer_type !== 'EMPLOYEE')
    return apiError(c, 403, 'PRO412', 'Only an employee accepts the employee discount terms')
  await acceptEmployeeTerms(c.env.DB, consumer.id)
  return c.json({ isEmployeeDiscountTCAccepted: true })
})

const JoinSchema = z.object({
  usid: z.string().max(100).optional(),
  referralCode: z.string().max(40).nullish(),
})

loyaltyRoutes.post('/loyalty/token', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const body = await readJsonBody(c, JoinSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid loyalty sign-up')
  const db = c.env.DB
  if (consumer.loyalty_member_id !== null)
    return c.json({ memberId: consumer.loyalty_member_id, joined: false })
  const code = body.referralCode?.trim().toUpperCase() || null
  const referrer = code ? await getMemberByMemberId(db, code) : null
  if (code && (!referrer || referrer.id === consumer.id))
    return apiError(c, 404, '4044', 'No loyalty member has this referral code')
  const memberId = `LM-${crypto.randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`
  const joined = await joinLoyalty(db, {
    consumerId: consumer.id,
    memberId,
    points: STARTING_POINTS + (referrer ? REFERRAL_BONUS : 0),
    referredBy: referrer?.loyalty_member_id ?? null,
    now: new Date().toISOString(),
  })
  if (!joined) {
    const now = await getConsumer(db, consumer.id)
    return c.json({ memberId: now?.loyalty_member_id ?? memberId, joined: false })
  }
  if (referrer)
    await db
      .prepare('UPDATE consumers SET loyalty_points = COALESCE(loyalty_points, 0) + ? WHERE id = ?')
      .bind(REFERRAL_BONUS, referrer.id)
      .run()
  return c.json({ memberId, joined: true }, 201)
})

loyaltyRoutes.get('/loyalty/promo/welcome', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  if (consumer.loyalty_member_id === null) return apiError(c, 400, 'REW130', 'Not a loyalty member')
  const since = Date.parse(consumer.loyalty_opt_in_date ?? '') || Date.now()
  return c.json({
    promotionId: 'LOYALTY-WELCOME',
    couponCode: 'WELCOME10',
    discountPercent: 10,
    validUntil: new Date(since + WELCOME_DAYS * 86_400_000).toISOString().slice(0, 10),
  })
})

loyaltyRoutes.get('/subscription', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  return c.json({ subscriptions: await subscriptionsOf(c.env.DB, consumer) })
})

const TypeSchema = z.enum(SUBSCRIPTION_TYPES)

const ChangeSchema = z.object({
  type: TypeSchema,
  channel: z.enum(['email', 'sms']),
  optin: z.boolean(),
  /** An SMS opt-in's national number, with the shop's country. */
  recipient: z.string().max(40).nullish(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Where the confirmation's link leads; the code is added as `code`. */
  confirmUrl: ConfirmUrlSchema.optional(),
})

loyaltyRoutes.put('/subscription', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const body = await readJsonBody(c, ChangeSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid subscription change')
  if (!CHANNELS_OF[body.type].includes(body.channel))
    return apiError(c, 400, 'SUB415', `${body.type} is not sent by ${body.channel}`)
  if (isMembersOnly(body.type) && consumer.loyalty_member_id === null)
    return apiError(c, 403, 'SUB403', `${body.type} is for loyalty members only`)
  const db = c.env.DB
  const now = new Date()
  const key = { consumerId: consumer.id, type: body.type, channel: body.channel }
  if (body.channel === 'email' || !body.optin) {
    await db.batch([
      // The newsletter by email has one store, by address (routes/utilities.ts): the account's choice is it.
      ...(body.type === 'Newsletter' && body.channel === 'email'
        ? [newsletterByEmail(db, consumer.email, body.optin, now.toISOString())]
        : []),
      setSubscription(
        db,
        consumer.id,
        {
          type: body.type,
          channel: body.channel,
          optin: body.optin,
          doubleOptin: body.optin,
          recipient: body.channel === 'email' ? consumer.email : null,
        },
        now.toISOString(),
      ),
      deleteConfirmation(db, key),
    ])
    return c.json({ subscriptions: await subscriptionsOf(db, consumer) })
  }
  const country = body.country ?? consumer.country ?? 'US'
  const national = toNationalPhone(body.recipient ?? '', country, PHONE_COUNTRIES)
  const region = country === 'US' || country === 'CA' ? 'NA' : 'EMEA'
  if (!national || national.length > 15 || !isValidPhone(national, country, region, PHONE_COUNTRIES))
    return apiError(c, 400, 'SUB410', 'An SMS subscription needs a valid phone number')
  const phone = internationalPhone(national, country, PHONE_COUNTRIES)
  const previous = await getConfirmation(db, key)
  if (previous && previous.expires_at - CONFIRM_MS + RESEND_MS > now.getTime())
    return apiError(c, 429, 'SUB429', 'A code was sent less than a minute ago')
  await db.batch(
    await textOptInStatements(db, {
      consumerId: consumer.id,
      type: body.type,
      phone,
      confirmUrl: body.confirmUrl ?? null,
      now,
    }),
  )
  return c.json({ subscriptions: await subscriptionsOf(db, consumer) }, 202)
})

const ConfirmSchema = z.object({
  type: TypeSchema.default('Newsletter'),
  channel: z.literal('sms'),
  code: z.string().max(20),
})

loyaltyRoutes.post('/subscription', async (c) => {
  const raw: unknown = await c.req.json().catch(() => null)
  // The same path signs up for the newsletter (spec 1 §7): a body without a code is a sign-up, a guest's or not.
  if (!(typeof raw === 'object' && raw !== null && 'code' in raw)) return newsletterSignUp(c, raw)
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const parsed = ConfirmSchema.safeParse(raw)
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid subscription confirmation')
  const body = parsed.data
  const db = c.env.DB
  const key = { consumerId: consumer.id, type: body.type, channel: 'sms' as const }
  const pending = await getConfirmation(db, key)
  if (!pending || pending.expires_at <= Date.now())
    return apiError(c, 400, 'SUB404', 'Nothing is waiting to be confirmed, or the code has expired')
  if ((await hashToken(body.code.trim())) !== pending.code_hash) {
    await recordWrongCode(db, key)
    return apiError(c, 400, 'SUB400', 'The code is not right')
  }
  const current = (await subscriptionsOf(db, consumer)).find(
    (each) => each.type === body.type && each.channel === 'sms',
  )
  await db.batch([
    setSubscription(
      db,
      consumer.id,
      {
        type: body.type,
        channel: 'sms',
        optin: true,
        doubleOptin: true,
        recipient: current?.recipient ?? null,
      },
      new Date().toISOString(),
    ),
    deleteConfirmation(db, key),
  ])
  return c.json({ subscriptions: await subscriptionsOf(db, consumer) })
})
