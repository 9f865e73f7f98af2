/**
 * The `consumers`, `sign_in_failures` and `authorization_codes` tables (migration 0009): registered accounts with
 * their password hashes, the count of failed sign-ins that locks an email, and the single-use codes sign-in answers.
 */
import type { PasswordHash } from '../consumers/secrets'

export const CONSUMER_TYPES = ['REGISTERED', 'EMPLOYEE', 'ATHLETE', 'PROSUMER'] as const
export type ConsumerType = (typeof CONSUMER_TYPES)[number]

export interface ConsumerRow {
  id: string
  email: string
  first_name: string
  last_name: string
  consumer_type: ConsumerType
  employee_terms_accepted: number
  organisation: string | null
  loyalty_member_id: string | null
  loyalty_points: number | null
  /** 0 while a member's loyalty membership is not confirmed (REW135); migration 0016. */
  loyalty_confirmed: number
  /** When they joined the loyalty programme and whose referral code they gave (migration 0017). */
  loyalty_opt_in_date: string | null
  loyalty_referred_by: string | null
  password_hash: string
  password_salt: string
  password_iterations: number
  birth_date: string | null
  phone: string | null
  country: string | null
  newsletter_opt_in: number
  sms_opt_in: number
  terms_accepted_at: string | null
  /** Migration 0013 (decision 039): the rest of the consumer details, and the preferences. */
  postal_code: string | null
  gender: string | null
  /** Pipe-separated activities, empty for none. */
  interests: string
  preferred_shoe_size: string | null
  /** When customer care locked the account; null while it is open (migration 0034). */
  locked_at: string | null
  /** Why the right password still does not sign in (migration 0036): AUT418, AUT437, AUT438; null when it does. */
  sign_in_state: 'unconfirmed' | 'passwordExpired' | 'deactivated' | null
  /** Where the account came from (the sign-up's `source`); null when it named none. */
  acquisition_type: string | null
  campaign_name: string | null
  /** The notification choices (PUT /notification), 0 or 1 each. */
  notify_order_sms: number
  notify_back_in_stock: number
  notify_price_drop: number
  /**
   * The brands the account has a profile on, space-separated (migration 0042, decision 088); null for every brand.
   */
  profile_brands: string | null
}

/** Whether the account has a profile on the brand (always, without a brand or for an account on every brand). */
export const hasBrandProfile = (consumer: ConsumerRow, brand: string | null): boolean =>
  brand === null || consumer.profile_brands === null || consumer.profile_brands.split(' ').includes(brand)

/** An email as accounts are keyed by it: trimmed, in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function getConsumerByEmail(db: D1Database, email: string) {
  return db
    .prepare('SELECT * FROM consumers WHERE email = ?')
    .bind(normaliseEmail(email))
    .first<ConsumerRow>()
}

export function getConsumer(db: D1Database, id: string) {
  return db.prepare('SELECT * FROM consumers WHERE id = ?').bind(id).first<ConsumerRow>()
}

/** Whether an id is a registered consumer's (a guest's id has no row). */
export async function isRegisteredConsumer(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM consumers WHERE id = ?').bind(id).first()) !== null
}

export interface NewConsumer {
  id: string
  email: string
  firstName: string
  lastName: string
  consumerType: ConsumerType
  employeeTermsAccepted: boolean
  organisation?: string
  /** A member: their number, points and the day they joined (the account's creation day when not given). */
  loyalty?: { memberId: string; points: number; optInDate?: string }
  password: PasswordHash
}

/** Adds an account; nothing when one with the email exists already. */
export function insertConsumer(db: D1Database, consumer: NewConsumer, now: string) {
  return db
    .prepare(
      `INSERT INTO consumers (id, email, first_name, last_name, consumer_type, employee_terms_accepted, organisation,
       loyalty_member_id, loyalty_points, loyalty_opt_in_date, password_hash, password_salt, password_iterations,
       created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(
      consumer.id,
      normaliseEmail(consumer.email),
      consumer.firstName,
      consumer.lastName,
      consumer.consumerType,
      consumer.employeeTermsAccepted ? 1 : 0,
      consumer.organisation ?? null,
      consumer.loyalty?.memberId ?? null,
      consumer.loyalty?.points ?? null,
      consumer.loyalty ? (consumer.loyalty.optInDate ?? now.slice(0, 10)) : null,
      consumer.password.hash,
      consumer.password.salt,
      consumer.password.iterations,
      now,
    )
}

/** A new account from sign-up (migration 0010): the details of an account and what the shopper chose. */
export interface SignedUpConsumer extends Omit<NewConsumer, 'consumerType' | 'employeeTermsAccepted'> {
  birthDate: string
  /** International form (`+4915112345678`), or null. */
  phone: string | null
  /** Where the shop's locale asks them at sign-up (decision 079), else null. */
  gender: string | null
  postalCode: string | null
  country: string
  newsletter: boolean
  sms: boolean
}

/**
 * Adds a REGISTERED account from sign-up; false when the email (or the phone) has one already, decided by the
 * database's unique keys so two sign-ups at once cannot both win.
 */
export async function insertSignedUpConsumer(
  db: D1Database,
  consumer: SignedUpConsumer,
  now: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO consumers (id, email, first_name, last_name, consumer_type, employee_terms_accepted,
       password_hash, password_salt, password_iterations, created_at, birth_date, phone, country, newsletter_opt_in,
       sms_opt_in, terms_accepted_at, gender, postal_code)
       VALUES (?, ?, ?, ?, 'REGISTERED', 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(
      consumer.id,
      normaliseEmail(consumer.email),
      consumer.firstName,
      consumer.lastName,
      consumer.password.hash,
      consumer.password.salt,
      consumer.password.iterations,
      now,
      consumer.birthDate,
      consumer.phone,
      consumer.country,
      consumer.newsletter ? 1 : 0,
      consumer.sms ? 1 : 0,
      now,
      consumer.gender,
      consumer.postalCode,
    )
    .run()
  return result.meta.changes > 0
}

/** Records where a new account came from (the sign-up's `source`). */
export function recordSource(
  db: D1Database,
  id: string,
  source: { acquisitionType: string; campaignName?: string | null },
) {
  return db
    .prepare('UPDATE consumers SET acquisition_type = ?, campaign_name = ? WHERE id = ?')
    .bind(source.acquisitionType, source.campaignName ?? null, id)
    .run()
}

/** The account's profile is on this brand alone, as a sign-up on one of its sites makes it (decision 088). */
export function recordProfileBrand(db: D1Database, id: string, brand: string) {
  return db.prepare('UPDATE consumers SET profile_brands = ? WHERE id = ?').bind(brand, id).run()
}

/** Saves the consumer's notification choices. */
export function updateNotifications(
  db: D1Database,
  id: string,
  choices: { orderUpdatesSms: boolean; backInStockEmail: boolean; priceDropEmail: boolean },
) {
  return db
    .prepare(
      'UPDATE consumers SET notify_order_sms = ?, notify_back_in_stock = ?, notify_price_drop = ? WHERE id = ?',
    )
    .bind(
      choices.orderUpdatesSms ? 1 : 0,
      choices.backInStockEmail ? 1 : 0,
      choices.priceDropEmail ? 1 : 0,
      id,
    )
    .run()
}

/** A new account from the simplified sign-up (decision 046): email and password, no names or birth date yet. */
export interface SimplifiedConsumer {
  id: string
  email: string
  password: PasswordHash
  country: string
  newsletter: boolean
}

/** Adds a REGISTERED account from the simplified sign-up; false when the email has one already. */
export async function insertSimplifiedConsumer(
  db: D1Database,
  consumer: SimplifiedConsumer,
  now: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO consumers (id, email, first_name, last_name, consumer_type, employee_terms_accepted,
       password_hash, password_salt, password_iterations, created_at, country, newsletter_opt_in, terms_accepted_at)
       VALUES (?, ?, '', '', 'REGISTERED', 0, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(
      consumer.id,
      normaliseEmail(consumer.email),
      consumer.password.hash,
      consumer.password.salt,
      consumer.password.iterations,
      now,
      consumer.country,
      consumer.newsletter ? 1 : 0,
      now,
    )
    .run()
  return result.meta.changes > 0
}

/** Spec 2 §4: an account whose phone, first name, last name, postal code or birth date is missing. */
export const isPartiallyEnrolled = (
  consumer: Pick<ConsumerRow, 'phone' | 'first_name' | 'last_name' | 'postal_code' | 'birth_date'>,
): boolean =>
  [consumer.phone, consumer.first_name, consumer.last_name, consumer.postal_code, consumer.birth_date].some(
    (value) => !value?.trim(),
  )

/** Whether an account has this phone (international form). */
export async function isPhoneInUse(db: D1Database, phone: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM consumers WHERE phone = ?').bind(phone).first()) !== null
}

/** Which of these emails have an account. */
export async function listExistingEmails(db: D1Database, emails: readonly string[]): Promise<Set<string>> {
  const normalised = emails.map(normaliseEmail)
  const { results } = await db
    .prepare(`SELECT email FROM consumers WHERE email IN (${normalised.map(() => '?').join(', ')})`)
    .bind(...normalised)
    .all<{ email: string }>()
  return new Set(results.map((row) => row.email))
}

/** The failed sign-ins of an email key in a row, and until when it is locked (epoch ms); null after none. */
export function getSignInFailures(db: D1Database, emailKey: string) {
  return db
    .prepare('SELECT failures, locked_until FROM sign_in_failures WHERE email_key = ?')
    .bind(emailKey)
    .first<{ failures: number; locked_until: number | null }>()
}

/**
 * Counts one more failed sign-in, in one statement so two at once both count; locks the email until `lockUntil`
 * when this failure reaches `lockAt`. The failures now in a row.
 */
export async function recordSignInFailure(
  db: D1Database,
  failure: { emailKey: string; lockAt: number; lockUntil: number },
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO sign_in_failures (email_key, failures, locked_until) VALUES (?1, 1, CASE WHEN 1 >= ?2 THEN ?3 END)
       ON CONFLICT (email_key) DO UPDATE SET failures = failures + 1,
         locked_until = CASE WHEN failures + 1 >= ?2 THEN ?3 ELSE NULL END
       RETURNING failures`,
    )
    .bind(failure.emailKey, failure.lockAt, failure.lockUntil)
    .first<{ failures: number }>()
  return row?.failures ?? 1
}

/** Forgets an email's failed sign-ins: after a success, or when its lock has run out. */
export function clearSignInFailures(db: D1Database, emailKey: string) {
  return db.prepare('DELETE FROM sign_in_failures WHERE email_key = ?').bind(emailKey).run()
}

export function insertAuthorizationCode(
  db: D1Database,
  code: { hash: string; consumerId: string; challenge: string; expiresAt: number },
) {
  return db
    .prepare(
      'INSERT INTO authorization_codes (code_hash, consumer_id, code_challenge, expires_at) VALUES (?, ?, ?, ?)',
    )
    .bind(code.hash, code.consumerId, code.challenge, code.expiresAt)
    .run()
}

/** A code that is unused and unexpired at `now`; null otherwise. */
export function getUsableAuthorizationCode(db: D1Database, hash: string, now: number) {
  return db
    .prepare(
      'SELECT consumer_id, code_challenge FROM authorization_codes WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .bind(hash, now)
    .first<{ consumer_id: string; code_challenge: string }>()
}

/** Marks a code used; false when another exchange used it first (the code is single-use even under races). */
export async function claimAuthorizationCode(db: D1Database, hash: string, now: number): Promise<boolean> {
  const result = await db
    .prepare('UPDATE authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL')
    .bind(now, hash)
    .run()
  return result.meta.changes > 0
}
