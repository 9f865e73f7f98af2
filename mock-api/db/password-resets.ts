/**
 * The `password_reset_tokens` and `outbox` tables (migration 0011): single-use reset tokens looked up by their
 * SHA-256, and the emails the mock consumer service "sends". Times are epoch milliseconds.
 */
import type { PasswordHash } from '../consumers/secrets'

/** Records a new reset token for an account. */
export function insertResetToken(
  db: D1Database,
  token: { hash: string; consumerId: string; now: number; expiresAt: number },
) {
  return db
    .prepare(
      'INSERT INTO password_reset_tokens (token_hash, consumer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .bind(token.hash, token.consumerId, token.now, token.expiresAt)
}

/** The account of a reset token that is unused and unexpired at `now`; null for any other token. */
export async function usableResetToken(db: D1Database, hash: string, now: number): Promise<string | null> {
  const row = await db
    .prepare(
      'SELECT consumer_id FROM password_reset_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .bind(hash, now)
    .first<{ consumer_id: string }>()
  return row?.consumer_id ?? null
}

/**
 * Resets an account's password with one of its tokens, in one batch (a transaction): the token is claimed only
 * while unused and unexpired, and the new password, the voiding of the account's other reset tokens and the
 * revocation of every token family of the customer are written only when this batch claimed it. False when the
 * token was used (or ran out) first: two resets racing with one link cannot both win.
 */
export async function resetPasswordWithToken(
  db: D1Database,
  reset: { hash: string; consumerId: string; password: PasswordHash; now: number },
): Promise<boolean> {
  const { hash, consumerId, password, now } = reset
  const claimedBy = `(SELECT used_at FROM password_reset_tokens WHERE token_hash = ?) = ?`
  const [claimed] = await db.batch([
    db
      .prepare(
        'UPDATE password_reset_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .bind(now, hash, now),
    db
      .prepare(
        `UPDATE consumers SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE id = ? AND ${claimedBy}`,
      )
      .bind(password.hash, password.salt, password.iterations, consumerId, hash, now),
    db
      .prepare(
        `UPDATE password_reset_tokens SET used_at = ? WHERE consumer_id = ? AND used_at IS NULL AND ${claimedBy}`,
      )
      .bind(now, consumerId, hash, now),
    db
      .prepare(
        `UPDATE token_families SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL AND ${claimedBy}`,
      )
      .bind(now, consumerId, hash, now),
  ])
  return (claimed?.meta.changes ?? 0) > 0
}

/**
 * Sets an account's new password and revokes every token family of the customer but `keepFamilyId` (the
 * session that changed it), in one batch.
 */
export async function changePassword(
  db: D1Database,
  change: { consumerId: string; password: PasswordHash; keepFamilyId: string; now: number },
) {
  const { consumerId, password, keepFamilyId, now } = change
  await db.batch([
    db
      .prepare(
        'UPDATE consumers SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE id = ?',
      )
      .bind(password.hash, password.salt, password.iterations, consumerId),
    db
      .prepare(
        'UPDATE token_families SET revoked_at = ? WHERE customer_id = ? AND id != ? AND revoked_at IS NULL',
      )
      .bind(now, consumerId, keepFamilyId),
    // A reset link asked for before the change would undo it: it is void now.
    db
      .prepare('UPDATE password_reset_tokens SET used_at = ? WHERE consumer_id = ? AND used_at IS NULL')
      .bind(now, consumerId),
  ])
}

/**
 * Changes the account's sign-in email in one batch (decision 094): the new address (throws on the accounts' unique
 * key when another account has it), the customer's other token families revoked, and a notice to the old address.
 */
export async function changeLogin(
  db: D1Database,
  change: {
    consumerId: string
    from: string
    to: string
    keepFamilyId: string
    notice: { subject: string; link: string }
    now: number
  },
) {
  const { consumerId, from, to, keepFamilyId, notice, now } = change
  await db.batch([
    db.prepare('UPDATE consumers SET email = ? WHERE id = ?').bind(to, consumerId),
    db
      .prepare(
        'UPDATE token_families SET revoked_at = ? WHERE customer_id = ? AND id != ? AND revoked_at IS NULL',
      )
      .bind(now, consumerId, keepFamilyId),
    insertOutboxEmail(db, { to: from, subject: notice.subject, link: notice.link, now }),
  ])
}

export interface OutboxEmail {
  to: string
  subject: string
  link: string
  sentAt: string
}

/** "Sends" an email: records it in the outbox. */
export function insertOutboxEmail(
  db: D1Database,
  email: { to: string; subject: string; link: string; now: number },
) {
  return db
    .prepare('INSERT INTO outbox (to_address, subject, link, created_at) VALUES (?, ?, ?, ?)')
    .bind(email.to, email.subject, email.link, email.now)
}

/** The emails sent to an address, newest first (at most 20). */
export async function listOutbox(db: D1Database, to: string): Promise<OutboxEmail[]> {
  const { results } = await db
    .prepare(
      'SELECT to_address, subject, link, created_at FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 20',
    )
    .bind(to)
    .all<{ to_address: string; subject: string; link: string; created_at: number }>()
  return results.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    link: row.link,
    sentAt: new Date(row.created_at).toISOString(),
  }))
}
