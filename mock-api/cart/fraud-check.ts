/**
 * The cart platform's fraud check of an order's payment, by the device it is placed from (spec 1 §7,
 * `deviceFingerPrint`). The storefront gives the cart the device's fingerprint before it places the order; a card
 * or pay-later payment from `FRAUD_CHECK_FROM` up that comes with none cannot be checked, and is refused PYT402
 * (the shopper is asked to pay another way) before anything is charged.
 */
import type { MockEnv } from '../env'

/** From this amount to pay (in the cart's currency) a payment is checked against its device. */
export const FRAUD_CHECK_FROM = 1000

/** Keeps the device's fingerprint with the cart, replacing any before. */
export async function setDeviceFingerprint(
  db: MockEnv['DB'],
  cartId: string,
  fingerprint: { data: string; source: 'browser' | 'server' },
  now: string,
): Promise<void> {
  await db
    .prepare(
      'UPDATE carts SET device_fingerprint = ?, device_fingerprint_source = ?, updated_at = ? WHERE id = ?',
    )
    .bind(fingerprint.data, fingerprint.source, now, cartId)
    .run()
}

/** The cart's device fingerprint's source, or null without one. */
export async function deviceFingerprintSource(
  db: MockEnv['DB'],
  cartId: string,
): Promise<'browser' | 'server' | null> {
  const row = await db
    .prepare('SELECT device_fingerprint, device_fingerprint_source FROM carts WHERE id = ?')
    .bind(cartId)
    .first<{ device_fingerprint: string | null; device_fingerprint_source: 'browser' | 'server' | null }>()
  return row?.device_fingerprint ? (row.device_fingerprint_source ?? 'server') : null
}

/** Whether a payment of `amount` by `method` from this cart passes the check: false when it cannot be checked. */
export async function passesFraudCheck(
  db: MockEnv['DB'],
  cartId: string,
  method: string,
  amount: number,
): Promise<boolean> {
  if (amount < FRAUD_CHECK_FROM || (method !== 'CREDIT_CARD' && method !== 'PAY_LATER')) return true
  return (await deviceFingerprintSource(db, cartId)) !== null
}
