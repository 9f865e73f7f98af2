/**
 * The profile's columns of `consumers` and the `consumer_addresses` table (migration 0013, decision 039). Every
 * change to an address book is one D1 batch, which D1 runs as one transaction: the main-flag rules of spec 2 §4
 * (the first address of a type is main, setting one main clears the other, deleting the main one makes the newest
 * remaining one main) hold whatever runs at the same time, and a refused statement (the same address twice) undoes
 * the batch's others.
 */
import type { AddressType } from '../../shared/account/profile'

export interface AddressRow {
  id: string
  consumer_id: string
  approach_type: AddressType
  main: number
  first_name: string
  last_name: string
  address_line1: string
  address_line2: string
  city: string
  province: string
  postal_code: string
  country_code: string
  phone: string
  phone_code: string
  recipient_contact_phone: string
  created_at: number
  updated_at: number
}

/** An address's fields as they are stored (checked and cleaned by the address rules first). */
export interface AddressValues {
  firstName: string
  lastName: string
  addressLine1: string
  addressLine2: string
  city: string
  province: string
  postalCode: string
  countryCode: string
  phone: string
  phoneCode: string
  recipientContactPhone: string
}

/** A consumer's addresses: shipping first, then billing; in each, the main one first, then the newest first. */
export async function listAddresses(db: D1Database, consumerId: string): Promise<AddressRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM consumer_addresses WHERE consumer_id = ?
       ORDER BY approach_type DESC, main DESC, created_at DESC, rowid DESC`,
    )
    .bind(consumerId)
    .all<AddressRow>()
  return results
}

/** One of a consumer's addresses; null when there is none of that id, or it is another consumer's. */
export function getAddress(db: D1Database, consumerId: string, id: string) {
  return db
    .prepare('SELECT * FROM consumer_addresses WHERE id = ? AND consumer_id = ?')
    .bind(id, consumerId)
    .first<AddressRow>()
}

/** Clears the main flag of a consumer's addresses of a type, but the one kept. */
const clearMain = (db: D1Database, consumerId: string, type: AddressType, keep: string) =>
  db
    .prepare(
      'UPDATE consumer_addresses SET main = 0 WHERE consumer_id = ? AND approach_type = ? AND main = 1 AND id != ?',
    )
    .bind(consumerId, type, keep)

/** Whether a failed batch was refused by a unique key: the same address twice in one list. */
export const isDuplicateAddress = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? '')}`)

/**
 * Adds an address: main when asked (the other of its type no longer) or when it is the first of its type. Throws
 * when the consumer has the same address in that list already (`isDuplicateAddress`).
 */
export async function insertAddress(
  db: D1Database,
  address: { id: string; consumerId: string; type: AddressType; main: boolean; values: AddressValues },
  now: number,
): Promise<void> {
  const { id, consumerId, type, values } = address
  const insert = db
    .prepare(
      `INSERT INTO consumer_addresses (id, consumer_id, approach_type, main, first_name, last_name, address_line1,
       address_line2, city, province, postal_code, country_code, phone, phone_code, recipient_contact_phone,
       created_at, updated_at)
       VALUES (?1, ?2, ?3,
         CASE WHEN ?4 = 1 OR NOT EXISTS (SELECT 1 FROM consumer_addresses WHERE consumer_id = ?2 AND approach_type = ?3)
           THEN 1 ELSE 0 END,
         ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16)`,
    )
    .bind(
      id,
      consumerId,
      type,
      address.main ? 1 : 0,
      values.firstName,
      values.lastName,
      values.addressLine1,
      values.addressLine2,
      values.city,
      values.province,
      values.postalCode,
      values.countryCode,
      values.phone,
      values.phoneCode,
      values.recipientContactPhone,
      now,
    )
  await db.batch(address.main ? [clearMain(db, consumerId, type, id), insert] : [insert])
}

/**
 * Changes an address's fields, and makes it main when asked (clearing the other of its type). False when the
 * consumer has no address of that id. Throws for the same address twice (`isDuplicateAddress`).
 */
export async function updateAddress(
  db: D1Database,
  address: { id: string; consumerId: string; type: AddressType; main: boolean; values: AddressValues },
  now: number,
): Promise<boolean> {
  const { id, consumerId, type, values } = address
  const update = db
    .prepare(
      `UPDATE consumer_addresses SET first_name = ?, last_name = ?, address_line1 = ?, address_line2 = ?, city = ?,
       province = ?, postal_code = ?, country_code = ?, phone = ?, phone_code = ?, recipient_contact_phone = ?,
       main = CASE WHEN ? = 1 THEN 1 ELSE main END, updated_at = ?
       WHERE id = ? AND consumer_id = ?`,
    )
    .bind(
      values.firstName,
      values.lastName,
      values.addressLine1,
      values.addressLine2,
      values.city,
      values.province,
      values.postalCode,
      values.countryCode,
      values.phone,
      values.phoneCode,
      values.recipientContactPhone,
      address.main ? 1 : 0,
      now,
      id,
      consumerId,
    )
  const results = await db.batch(address.main ? [clearMain(db, consumerId, type, id), update] : [update])
  return (results.at(-1)?.meta.changes ?? 0) > 0
}

/**
 * Deletes an address; when it was the main one of its type, the newest remaining one of that type becomes main,
 * in the same batch. The last billing address is kept (PRO414, decision 039), decided in the delete itself.
 * `deleted`, `lastBilling` (nothing deleted) or `unknown` (no such address of this consumer).
 */
export async function deleteAddress(
  db: D1Database,
  consumerId: string,
  id: string,
): Promise<'deleted' | 'lastBilling' | 'unknown'> {
  const type = id.charAt(0)
  const [removed] = await db.batch([
    db
      .prepare(
        `DELETE FROM consumer_addresses WHERE id = ?1 AND consumer_id = ?2
         AND (approach_type = 'S'
           OR (SELECT COUNT(*) FROM consumer_addresses WHERE consumer_id = ?2 AND approach_type = 'B') > 1)`,
      )
      .bind(id, consumerId),
    db
      .prepare(
        `UPDATE consumer_addresses SET main = 1
         WHERE id = (SELECT id FROM consumer_addresses WHERE consumer_id = ?1 AND approach_type = ?2
                     ORDER BY created_at DESC, rowid DESC LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM consumer_addresses WHERE consumer_id = ?1 AND approach_type = ?2 AND main = 1)`,
      )
      .bind(consumerId, type),
  ])
  if ((removed?.meta.changes ?? 0) > 0) return 'deleted'
  return (await getAddress(db, consumerId, id)) ? 'lastBilling' : 'unknown'
}

/** The basic details of a profile update, as stored; `gender` undefined leaves the stored one. */
export interface DetailsValues {
  firstName: string
  lastName: string
  birthDate: string | null
  /** International form, or null. */
  phone: string | null
  postalCode: string | null
  gender?: string | null
}

/**
 * Writes a profile update in one batch: the basic details when given, the preferences always. Throws when the
 * phone is another account's (the unique key on `consumers.phone`).
 */
export async function updateProfile(
  db: D1Database,
  consumerId: string,
  update: {
    details: DetailsValues | null
    preferences: { interests: string; preferredShoeSize: string | null }
  },
): Promise<void> {
  const statements: D1PreparedStatement[] = []
  const { details, preferences } = update
  if (details)
    statements.push(
      db
        .prepare(
          `UPDATE consumers SET first_name = ?, last_name = ?, birth_date = ?, phone = ?, postal_code = ?,
           gender = CASE WHEN ? = 1 THEN ? ELSE gender END WHERE id = ?`,
        )
        .bind(
          details.firstName,
          details.lastName,
          details.birthDate,
          details.phone,
          details.postalCode,
          details.gender === undefined ? 0 : 1,
          details.gender ?? null,
          consumerId,
        ),
    )
  statements.push(
    db
      .prepare('UPDATE consumers SET interests = ?, preferred_shoe_size = ? WHERE id = ?')
      .bind(preferences.interests, preferences.preferredShoeSize, consumerId),
  )
  await db.batch(statements)
}

/**
 * Creates the account's profile on a brand (decision 088) with the details the shopper confirmed: the brand joins
 * `profile_brands` and the names are written; a birth date, phone or postal code sent replaces the one on file, and
 * one left out keeps it. False when the account has a profile on the brand already (or has a profile on every
 * brand), decided by the statement itself so two creations at once cannot both win. Throws when the phone is
 * another account's.
 */
export async function createBrandProfile(
  db: D1Database,
  consumerId: string,
  brand: string,
  details: Omit<DetailsValues, 'gender'>,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE consumers SET profile_brands = profile_brands || ' ' || ?, first_name = ?, last_name = ?,
       birth_date = COALESCE(?, birth_date), phone = COALESCE(?, phone), postal_code = COALESCE(?, postal_code)
       WHERE id = ? AND profile_brands IS NOT NULL AND (' ' || profile_brands || ' ') NOT LIKE ?`,
    )
    .bind(
      brand,
      details.firstName,
      details.lastName,
      details.birthDate,
      details.phone,
      details.postalCode,
      consumerId,
      `% ${brand} %`,
    )
    .run()
  return result.meta.changes > 0
}
