/**
 * Idempotency keys per endpoint. The first request with a key claims it (an insert that only one of any number of
 * concurrent requests wins) and records its answer when done; a request with the key while it is in flight is
 * told so, a request with the key and the same body gets the recorded answer, one with another body is refused.
 * A claim is a lease: a request that died without an answer frees its key when the lease runs out.
 */

/** How long a claim holds its key without an answer. */
export const IDEMPOTENCY_LEASE_MS = 30_000

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'other-body' }

interface IdempotencyRow {
  body_hash: string
  status: number | null
  response: string | null
  locked_until: number
}

/** Claims `key` for a request to `endpoint` whose body hashes to `bodyHash`, or says why it cannot. */
export async function claimIdempotencyKey(
  db: D1Database,
  endpoint: string,
  key: string,
  bodyHash: string,
  now: number,
): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .prepare(
        `INSERT INTO idempotency_keys (endpoint, idempotency_key, body_hash, locked_until, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING`,
      )
      .bind(endpoint, key, bodyHash, now + IDEMPOTENCY_LEASE_MS, now)
      .run()
    if (inserted.meta.changes === 1) return { kind: 'claimed' }
    const row = await db
      .prepare(
        'SELECT body_hash, status, response, locked_until FROM idempotency_keys WHERE endpoint = ?1 AND idempotency_key = ?2',
      )
      .bind(endpoint, key)
      .first<IdempotencyRow>()
    // Released between the insert and the read: try to claim it again.
    if (!row) continue
    if (row.body_hash !== bodyHash) return { kind: 'other-body' }
    if (row.status !== null && row.response !== null) {
      return { kind: 'replay', status: row.status, body: row.response }
    }
    if (row.locked_until > now) return { kind: 'in-flight' }
    const taken = await db
      .prepare(
        `UPDATE idempotency_keys SET locked_until = ?3
         WHERE endpoint = ?1 AND idempotency_key = ?2 AND status IS NULL AND locked_until <= ?4`,
      )
      .bind(endpoint, key, now + IDEMPOTENCY_LEASE_MS, now)
      .run()
    return taken.meta.changes === 1 ? { kind: 'claimed' } : { kind: 'in-flight' }
  }
  return { kind: 'in-flight' }
}

/** Records the answer of a claimed key; later requests with the key get it. */
export async function recordIdempotentAnswer(
  db: D1Database,
  endpoint: string,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await db
    .prepare(
      'UPDATE idempotency_keys SET status = ?3, response = ?4 WHERE endpoint = ?1 AND idempotency_key = ?2',
    )
    .bind(endpoint, key, status, body)
    .run()
}

/** Frees a claimed key without an answer (the request failed before it did anything), so a retry runs again. */
export async function releaseIdempotencyKey(db: D1Database, endpoint: string, key: string): Promise<void> {
  await db
    .prepare('DELETE FROM idempotency_keys WHERE endpoint = ?1 AND idempotency_key = ?2 AND status IS NULL')
    .bind(endpoint, key)
    .run()
}
