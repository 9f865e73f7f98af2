/**
 * The `token_families` and `tokens` tables (migration 0009). A family is one grant (a guest's, or a sign-in's
 * code exchange); each refresh hands its new pair on in the same family. Tokens are looked up by their SHA-256,
 * never stored themselves. Times are epoch milliseconds.
 */

export type TokenType = 'Guest' | 'Registered'

export interface TokenFamilyRow {
  id: string
  customer_id: string
  token_type: TokenType
  usid: string
}

/** A token with its family, as a lookup finds it: whether it is still good is the caller's to decide. */
export interface TokenRow extends TokenFamilyRow {
  family_id: string
  kind: 'access' | 'refresh'
  expires_at: number
  used_at: number | null
  revoked_at: number | null
  family_revoked_at: number | null
}

export interface NewTokenPair {
  familyId: string
  accessHash: string
  accessExpiresAt: number
  refreshHash: string
  refreshExpiresAt: number
}

const insertToken = (db: D1Database, hash: string, familyId: string, kind: string, expiresAt: number) =>
  db
    .prepare('INSERT INTO tokens (token_hash, family_id, kind, expires_at) VALUES (?, ?, ?, ?)')
    .bind(hash, familyId, kind, expiresAt)

function insertPair(db: D1Database, pair: NewTokenPair): D1PreparedStatement[] {
  return [
    insertToken(db, pair.accessHash, pair.familyId, 'access', pair.accessExpiresAt),
    insertToken(db, pair.refreshHash, pair.familyId, 'refresh', pair.refreshExpiresAt),
  ]
}

/** Starts a family with its first pair, in one batch. */
export async function insertTokenFamily(
  db: D1Database,
  family: TokenFamilyRow & { now: number },
  pair: NewTokenPair,
) {
  await db.batch([
    db
      .prepare(
        'INSERT INTO token_families (id, customer_id, token_type, usid, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(family.id, family.customer_id, family.token_type, family.usid, family.now),
    ...insertPair(db, pair),
  ])
}

/** A token by its hash, with its family; null when there is no such token. */
export function findToken(db: D1Database, hash: string) {
  return db
    .prepare(
      `SELECT t.family_id, t.kind, t.expires_at, t.used_at, t.revoked_at, f.id, f.customer_id, f.token_type, f.usid,
       f.revoked_at AS family_revoked_at FROM tokens t JOIN token_families f ON f.id = t.family_id WHERE t.token_hash = ?`,
    )
    .bind(hash)
    .first<TokenRow>()
}

/**
 * Exchanges a refresh token for the next pair of its family, in one batch (a transaction): the old token is marked
 * used, naming its successor, only if it was unused, and the new pair is written only when the mark names this
 * pair. False when another exchange used it first.
 */
export async function rotateRefreshToken(
  db: D1Database,
  change: { refreshHash: string; now: number; next: NewTokenPair },
): Promise<boolean> {
  const { refreshHash, now, next } = change
  const [claimed] = await db.batch([
    db
      .prepare(
        "UPDATE tokens SET used_at = ?, rotated_to = ? WHERE token_hash = ? AND kind = 'refresh' AND used_at IS NULL",
      )
      .bind(now, next.refreshHash, refreshHash),
    ...[next.accessHash, next.refreshHash].map((hash, index) =>
      db
        .prepare(
          `INSERT INTO tokens (token_hash, family_id, kind, expires_at)
           SELECT ?, ?, ?, ? WHERE (SELECT rotated_to FROM tokens WHERE token_hash = ?) = ?`,
        )
        .bind(
          hash,
          next.familyId,
          index === 0 ? 'access' : 'refresh',
          index === 0 ? next.accessExpiresAt : next.refreshExpiresAt,
          refreshHash,
          next.refreshHash,
        ),
    ),
  ])
  return (claimed?.meta.changes ?? 0) > 0
}

/** Ends every token of a family (it stays revoked; a second revocation changes nothing). */
export function revokeTokenFamily(db: D1Database, familyId: string, now: number) {
  return db
    .prepare('UPDATE token_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL')
    .bind(now, familyId)
    .run()
}

/** Ends every token family of a customer but `keepFamilyId` (the caller's). */
export function revokeOtherTokenFamilies(
  db: D1Database,
  customerId: string,
  keepFamilyId: string,
  now: number,
) {
  return db
    .prepare(
      'UPDATE token_families SET revoked_at = ? WHERE customer_id = ? AND id != ? AND revoked_at IS NULL',
    )
    .bind(now, customerId, keepFamilyId)
    .run()
}

/** Ends one access token. */
export function revokeAccessToken(db: D1Database, hash: string, now: number) {
  return db
    .prepare(
      "UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND kind = 'access' AND revoked_at IS NULL",
    )
    .bind(now, hash)
    .run()
}
