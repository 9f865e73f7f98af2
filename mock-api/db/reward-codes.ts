/**
 * Reward codes (migration 0006): single-use codes worth a value per currency. Reading one checks it; only an
 * order's placement spends it, with one conditional statement that two orders cannot both win.
 */

export interface RewardCodeRow {
  code: string
  expires_at: string | null
  redeemed_at: string | null
  redeemed_order: string | null
  /** The code's value in the asked currency; null when it has none there. */
  value: number | null
  /** The currencies the code has a value in. */
  currencies: string
}

/** A reward code as typed: spaces taken out, upper case. */
export const normaliseRewardCode = (input: string) => input.replace(/\s+/g, '').toUpperCase()

/** What a reward code looks like: letters, digits and dashes, 4 to 32 of them. */
export const REWARD_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/

/** The code with its value in `currency`; null when there is no such code. */
export function getRewardCode(db: D1Database, code: string, currency: string) {
  return db
    .prepare(
      `SELECT r.code, r.expires_at, r.redeemed_at, r.redeemed_order,
              (SELECT value FROM reward_code_values WHERE code = r.code AND currency = ?) AS value,
              (SELECT group_concat(currency, ',') FROM reward_code_values WHERE code = r.code) AS currencies
         FROM reward_codes r WHERE r.code = ?`,
    )
    .bind(currency, code)
    .first<RewardCodeRow>()
}

export const isExpired = (row: Pick<RewardCodeRow, 'expires_at'>, now: string) =>
  row.expires_at !== null && row.expires_at <= now

/**
 * Spends the code for an order, in one statement: it succeeds only while the code is unspent (or already spent by
 * this same order, so a replayed finish is not refused) and unexpired. Whether it did.
 */
export async function redeemRewardCode(db: D1Database, code: string, orderNumber: string, now: string) {
  const result = await db
    .prepare(
      `UPDATE reward_codes SET redeemed_at = COALESCE(redeemed_at, ?), redeemed_order = ?
        WHERE code = ? AND (redeemed_at IS NULL OR redeemed_order = ?) AND (expires_at IS NULL OR expires_at > ?)`,
    )
    .bind(now, orderNumber, code, orderNumber, now)
    .run()
  return result.meta.changes > 0
}

/** Gives back a code an order spent but could not be placed with (a gift card refused after it). */
export function releaseRewardCode(db: D1Database, code: string, orderNumber: string) {
  return db
    .prepare(
      'UPDATE reward_codes SET redeemed_at = NULL, redeemed_order = NULL WHERE code = ? AND redeemed_order = ?',
    )
    .bind(code, orderNumber)
    .run()
}

/**
 * Adds the reward code to the cart as a payment instrument, unless the cart holds one already: one statement, so
 * two codes applied at once cannot both get in. Whether it was added.
 */
export async function addRewardCodePayment(
  db: D1Database,
  payment: { id: string; cartId: string; label: string; amount: number; code: string; now: string },
) {
  const result = await db
    .prepare(
      `INSERT INTO cart_payments (id, cart_id, method, label, amount, data, added_at)
       SELECT ?, ?, 'REWARD_CODE', ?, ?, ?, ?
        WHERE NOT EXISTS (SELECT 1 FROM cart_payments WHERE cart_id = ? AND method = 'REWARD_CODE')`,
    )
    .bind(
      payment.id,
      payment.cartId,
      payment.label,
      payment.amount,
      JSON.stringify({ code: payment.code }),
      payment.now,
      payment.cartId,
    )
    .run()
  return result.meta.changes > 0
}

/** The code a cart's reward code instrument holds (its `data`), or null when unreadable. */
export function codeOfPayment(data: string | undefined): string | null {
  try {
    const parsed = JSON.parse(data ?? '') as { code?: unknown }
    return typeof parsed.code === 'string' ? parsed.code : null
  } catch {
    return null
  }
}

/** How a code shows once applied: its last four characters only. */
export const maskRewardCode = (code: string) => `•••• ${code.slice(-4)}`
