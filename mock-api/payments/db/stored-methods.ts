/**
 * Stored payment methods (migration 0002): cards kept for a shopper of a merchant account, paid with later by their
 * id alone (`storedPaymentMethodId`, as Adyen's tokenization answers it). No card number is kept: a fingerprint
 * tells the same card saved twice, so saving it again answers the id it already has.
 */
import type { CardScenario } from '../card'

export interface StoredMethodRow {
  id: string
  merchant_account: string
  shopper_reference: string
  fingerprint: string
  brand: string
  last_four: string
  expiry_month: string
  expiry_year: string
  holder_name: string | null
  scenario: CardScenario
  created_at: number
}

/** SHA-256 of the merchant account and the card number (hex): the same card of the same merchant, not the number. */
export async function cardFingerprint(merchantAccount: string, number: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${merchantAccount}:${number}`),
  )
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Keeps a card for the shopper; the card's id, the one it already had when it was kept before. */
export async function storeMethod(
  db: D1Database,
  method: Omit<StoredMethodRow, 'id'> & { id: string },
): Promise<StoredMethodRow> {
  await db
    .prepare(
      `INSERT INTO stored_payment_methods (id, merchant_account, shopper_reference, fingerprint, brand, last_four,
         expiry_month, expiry_year, holder_name, scenario, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (merchant_account, shopper_reference, fingerprint) DO UPDATE SET
         expiry_month = excluded.expiry_month, expiry_year = excluded.expiry_year`,
    )
    .bind(
      method.id,
      method.merchant_account,
      method.shopper_reference,
      method.fingerprint,
      method.brand,
      method.last_four,
      method.expiry_month,
      method.expiry_year,
      method.holder_name,
      method.scenario,
      method.created_at,
    )
    .run()
  const row = await db
    .prepare(
      'SELECT * FROM stored_payment_methods WHERE merchant_account = ? AND shopper_reference = ? AND fingerprint = ?',
    )
    .bind(method.merchant_account, method.shopper_reference, method.fingerprint)
    .first<StoredMethodRow>()
  if (!row) throw new Error('The stored payment method was not kept')
  return row
}

/** The shopper's stored card by its id; null when it is another shopper's, another merchant's or unknown. */
export function findStoredMethod(
  db: D1Database,
  id: string,
  merchantAccount: string,
  shopperReference: string,
): Promise<StoredMethodRow | null> {
  return db
    .prepare(
      'SELECT * FROM stored_payment_methods WHERE id = ? AND merchant_account = ? AND shopper_reference = ?',
    )
    .bind(id, merchantAccount, shopperReference)
    .first<StoredMethodRow>()
}

/** Forgets a stored card; whether there was one. */
export async function deleteStoredMethod(
  db: D1Database,
  id: string,
  merchantAccount: string,
  shopperReference: string,
): Promise<boolean> {
  const result = await db
    .prepare(
      'DELETE FROM stored_payment_methods WHERE id = ? AND merchant_account = ? AND shopper_reference = ?',
    )
    .bind(id, merchantAccount, shopperReference)
    .run()
  return result.meta.changes > 0
}
