/**
 * The account's discounts, loyalty membership and subscriptions (migration 0017, decision 045): an employee's and a
 * prosumer's yearly figures, joining the loyalty programme, and the newsletter and SMS subscriptions with the SMS
 * double opt-in's pending codes.
 */
import { round2 } from '../cart/rules'
import type { ConsumerRow } from './consumers'
import { isOnNewsletter } from './sign-ups'

export interface SpendAndLimit {
  currentSpend: number
  limit: number
}

/**
 * What an employee bought at the associate discount this year: the figure carried in (`current_spend`) and the
 * orders placed since (`employee_discount_spends`).
 */
const EMPLOYEE_SPENT = `a.current_spend + (SELECT COALESCE(SUM(amount), 0) FROM employee_discount_spends WHERE consumer_id = ?1)`

/** An employee's associate discount so far this year and its cap; null for one who has none. */
export async function employeeAllowanceOf(db: D1Database, consumerId: string): Promise<SpendAndLimit | null> {
  const row = await db
    .prepare(
      `SELECT a.annual_cap, ${EMPLOYEE_SPENT} AS spent FROM employee_allowances a WHERE a.consumer_id = ?1`,
    )
    .bind(consumerId)
    .first<{ annual_cap: number; spent: number }>()
  return row ? { currentSpend: round2(row.spent), limit: row.annual_cap } : null
}

/** What the associate discount may still be taken on this year, for pricing a bag (decision 049). */
export interface EmployeeDiscountState {
  cap: number
  remaining: number
}

/**
 * The associate discount a customer's bag gets: only an employee who has accepted the employee discount terms and
 * has a yearly cap; null for anyone else (and for a cart nobody owns).
 */
export async function employeeDiscountOf(
  db: D1Database,
  consumerId: string | null,
): Promise<EmployeeDiscountState | null> {
  if (!consumerId) return null
  const row = await db
    .prepare(
      `SELECT a.annual_cap, ${EMPLOYEE_SPENT} AS spent
         FROM employee_allowances a JOIN consumers c ON c.id = a.consumer_id
        WHERE a.consumer_id = ?1 AND c.consumer_type = 'EMPLOYEE' AND c.employee_terms_accepted = 1`,
    )
    .bind(consumerId)
    .first<{ annual_cap: number; spent: number }>()
  return row ? { cap: row.annual_cap, remaining: round2(Math.max(row.annual_cap - row.spent, 0)) } : null
}

/**
 * Counts an order's purchase at the associate discount against the employee's cap, in one conditional statement:
 * only while the cap still covers it (of two orders racing for the last of it, one is counted), and once per order.
 * Whether the order's part is counted.
 */
export async function spendEmployeeDiscount(
  db: D1Database,
  spend: { orderNumber: string; consumerId: string; amount: number; now: string },
): Promise<boolean> {
  await db
    .prepare(
      `INSERT INTO employee_discount_spends (order_number, consumer_id, amount, created_at)
       SELECT ?2, ?1, ?3, ?4 FROM employee_allowances a
        WHERE a.consumer_id = ?1 AND a.annual_cap - (${EMPLOYEE_SPENT}) >= ?3 - 0.000001
       ON CONFLICT (order_number) DO NOTHING`,
    )
    .bind(spend.consumerId, spend.orderNumber, spend.amount, spend.now)
    .run()
  return (
    (await db
      .prepare('SELECT 1 FROM employee_discount_spends WHERE order_number = ? AND consumer_id = ?')
      .bind(spend.orderNumber, spend.consumerId)
      .first()) !== null
  )
}

/** Gives back the part of the cap an order that could not be placed had counted. */
export function releaseEmployeeDiscount(db: D1Database, orderNumber: string) {
  return db.prepare('DELETE FROM employee_discount_spends WHERE order_number = ?').bind(orderNumber).run()
}

/** A prosumer's spend this year and their annual credit; null for one who has none. */
export async function prosumerAllowanceOf(db: D1Database, consumerId: string): Promise<SpendAndLimit | null> {
  const row = await db
    .prepare('SELECT annual_credit, current_spend FROM prosumer_allowances WHERE consumer_id = ?')
    .bind(consumerId)
    .first<{ annual_credit: number; current_spend: number }>()
  return row ? { currentSpend: round2(row.current_spend), limit: row.annual_credit } : null
}

/** Records that an employee accepted the employee discount terms. */
export function acceptEmployeeTerms(db: D1Database, consumerId: string) {
  return db
    .prepare('UPDATE consumers SET employee_terms_accepted = 1 WHERE id = ? AND consumer_type = ?')
    .bind(consumerId, 'EMPLOYEE')
    .run()
}

/** A member by their member id (a referral code is one). */
export function getMemberByMemberId(db: D1Database, memberId: string) {
  return db.prepare('SELECT * FROM consumers WHERE loyalty_member_id = ?').bind(memberId).first<ConsumerRow>()
}

/**
 * Makes the consumer a member with their starting points, only while they are not one: false when they were
 * already (a second join changes nothing).
 */
export async function joinLoyalty(
  db: D1Database,
  join: { consumerId: string; memberId: string; points: number; referredBy: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE consumers SET loyalty_member_id = ?2, loyalty_points = ?3, loyalty_confirmed = 1,
         loyalty_opt_in_date = ?4, loyalty_referred_by = ?5
       WHERE id = ?1 AND loyalty_member_id IS NULL`,
    )
    .bind(join.consumerId, join.memberId, join.points, join.now, join.referredBy)
    .run()
  return result.meta.changes > 0
}

export const SUBSCRIPTION_CHANNELS = ['email', 'sms'] as const
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number]
export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter', 'Loyalty'] as const
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number]

/**
 * The channels of each type (decision 048): the newsletter by email and SMS, the members' newsletter by email,
 * the loyalty programme's messages by email and SMS.
 */
export const CHANNELS_OF: Readonly<Record<SubscriptionType, readonly SubscriptionChannel[]>> = {
  Newsletter: ['email', 'sms'],
  LoyaltyNewsletter: ['email'],
  Loyalty: ['email', 'sms'],
}

/** The types offered to loyalty members only. */
export const isMembersOnly = (type: SubscriptionType) => type !== 'Newsletter'

export interface Subscription {
  type: SubscriptionType
  channel: SubscriptionChannel
  optin: boolean
  doubleOptin: boolean
  recipient: string | null
  country: string | null
  optinDate: string | null
  optoutDate: string | null
}

interface SubscriptionRow {
  type: SubscriptionType
  channel: SubscriptionChannel
  optin: number
  double_optin: number
  recipient: string | null
  optin_date: string | null
  optout_date: string | null
}

/**
 * The consumer's subscriptions, one per type and channel offered to them (the loyalty types to members only): the
 * rows they changed, else what they chose at sign-up for the newsletter (an email opt-in needs no confirming, the
 * address being the account's; an SMS one from sign-up is not confirmed) and nothing for the loyalty types.
 */
export async function subscriptionsOf(db: D1Database, consumer: ConsumerRow): Promise<Subscription[]> {
  const { results } = await db
    .prepare(
      `SELECT type, channel, optin, double_optin, recipient, optin_date, optout_date FROM consumer_subscriptions
        WHERE consumer_id = ?`,
    )
    .bind(consumer.id)
    .all<SubscriptionRow>()
  // A guest's sign-up of the account's address counts as the account's (one store for the newsletter by email).
  const signedUpAsGuest = await isOnNewsletter(db, consumer.email)
  const member = consumer.loyalty_member_id !== null
  return SUBSCRIPTION_TYPES.filter((type) => member || !isMembersOnly(type)).flatMap((type) =>
    CHANNELS_OF[type].map((channel): Subscription => {
      const row = results.find((each) => each.type === type && each.channel === channel)
      if (row)
        return {
          type,
          channel,
          optin: row.optin === 1,
          doubleOptin: row.double_optin === 1,
          recipient: row.recipient,
          country: consumer.country,
          optinDate: row.optin_date,
          optoutDate: row.optout_date,
        }
      const optin =
        type !== 'Newsletter'
          ? false
          : channel === 'email'
            ? consumer.newsletter_opt_in === 1 || signedUpAsGuest
            : consumer.sms_opt_in === 1
      return {
        type,
        channel,
        optin,
        doubleOptin: optin && channel === 'email',
        recipient: channel === 'email' ? consumer.email : consumer.phone,
        country: consumer.country,
        optinDate: optin ? consumer.terms_accepted_at : null,
        optoutDate: null,
      }
    }),
  )
}

/** Sets a type's subscription by a channel. */
export function setSubscription(
  db: D1Database,
  consumerId: string,
  subscription: {
    type: SubscriptionType
    channel: SubscriptionChannel
    optin: boolean
    doubleOptin: boolean
    recipient: string | null
  },
  now: string,
) {
  return db
    .prepare(
      `INSERT INTO consumer_subscriptions (consumer_id, type, channel, optin, double_optin, recipient, optin_date,
         optout_date)
       VALUES (?1, ?7, ?2, ?3, ?4, ?5, CASE WHEN ?3 = 1 THEN ?6 END, CASE WHEN ?3 = 0 THEN ?6 END)
       ON CONFLICT (consumer_id, type, channel) DO UPDATE SET optin = ?3, double_optin = ?4, recipient = ?5,
         optin_date = CASE WHEN ?3 = 1 THEN ?6 ELSE optin_date END,
         optout_date = CASE WHEN ?3 = 0 THEN ?6 ELSE optout_date END`,
    )
    .bind(
      consumerId,
      subscription.channel,
      subscription.optin ? 1 : 0,
      subscription.doubleOptin ? 1 : 0,
      subscription.recipient,
      now,
      subscription.type,
    )
}

/** Which pending double opt-in: one per consumer, type and channel (migration 0021). */
export interface ConfirmationKey {
  consumerId: string
  type: SubscriptionType
  channel: SubscriptionChannel
}

export function insertConfirmation(
  db: D1Database,
  pending: ConfirmationKey & { codeHash: string; expiresAt: number },
) {
  return db
    .prepare(
      `INSERT INTO subscription_confirmations (consumer_id, type, channel, code_hash, expires_at, failures)
       VALUES (?1, ?2, ?3, ?4, ?5, 0)
       ON CONFLICT (consumer_id, type, channel) DO UPDATE SET code_hash = ?4, expires_at = ?5, failures = 0`,
    )
    .bind(pending.consumerId, pending.type, pending.channel, pending.codeHash, pending.expiresAt)
}

export function deleteConfirmation(db: D1Database, key: ConfirmationKey) {
  return db
    .prepare('DELETE FROM subscription_confirmations WHERE consumer_id = ? AND type = ? AND channel = ?')
    .bind(key.consumerId, key.type, key.channel)
}

export function getConfirmation(db: D1Database, key: ConfirmationKey) {
  return db
    .prepare(
      `SELECT code_hash, expires_at, failures FROM subscription_confirmations
        WHERE consumer_id = ? AND type = ? AND channel = ?`,
    )
    .bind(key.consumerId, key.type, key.channel)
    .first<{ code_hash: string; expires_at: number; failures: number }>()
}

/** Counts a wrong code; the pending confirmation ends at the fifth. */
export async function recordWrongCode(db: D1Database, key: ConfirmationKey) {
  await db.batch([
    db
      .prepare(
        `UPDATE subscription_confirmations SET failures = failures + 1
          WHERE consumer_id = ? AND type = ? AND channel = ?`,
      )
      .bind(key.consumerId, key.type, key.channel),
    db
      .prepare(
        `DELETE FROM subscription_confirmations
          WHERE consumer_id = ? AND type = ? AND channel = ? AND failures >= 5`,
      )
      .bind(key.consumerId, key.type, key.channel),
  ])
}
