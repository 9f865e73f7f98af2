/** The `associates` table (migration 0015, decision 044): store employees who may sign in to in-store mode. */
import type { PasswordHash } from '../consumers/secrets'

export interface AssociateRow {
  store_id: string
  employee_id: string
  name: string
  pin_hash: string | null
  pin_salt: string | null
  pin_iterations: number | null
  active: number
  failures: number
  locked_until: number | null
}

export function getAssociate(db: D1Database, storeId: string, employeeId: string) {
  return db
    .prepare('SELECT * FROM associates WHERE store_id = ? AND employee_id = ?')
    .bind(storeId, employeeId)
    .first<AssociateRow>()
}

/** The active associates of a store, by name. */
export async function listActiveAssociates(db: D1Database, storeId: string) {
  const { results } = await db
    .prepare('SELECT employee_id, name FROM associates WHERE store_id = ? AND active = 1 ORDER BY name')
    .bind(storeId)
    .all<{ employee_id: string; name: string }>()
  return results
}

/** The stored PIN of a row, or null when the associate has none. */
export const pinOf = (row: AssociateRow): PasswordHash | null =>
  row.pin_hash && row.pin_salt && row.pin_iterations
    ? { hash: row.pin_hash, salt: row.pin_salt, iterations: row.pin_iterations }
    : null

/** Counts a refused PIN; locks the PIN until `lockUntil` when the count reaches `lockAt`. Answers the count. */
export async function recordPinFailure(
  db: D1Database,
  row: AssociateRow,
  options: { lockAt: number; lockUntil: number },
): Promise<number> {
  const failures = row.failures + 1
  await db
    .prepare('UPDATE associates SET failures = ?, locked_until = ? WHERE store_id = ? AND employee_id = ?')
    .bind(
      failures >= options.lockAt ? 0 : failures,
      failures >= options.lockAt ? options.lockUntil : null,
      row.store_id,
      row.employee_id,
    )
    .run()
  return failures
}

export function clearPinFailures(db: D1Database, row: AssociateRow) {
  return db
    .prepare('UPDATE associates SET failures = 0, locked_until = NULL WHERE store_id = ? AND employee_id = ?')
    .bind(row.store_id, row.employee_id)
    .run()
}

export function setAssociateActive(db: D1Database, storeId: string, employeeId: string, active: boolean) {
  return db
    .prepare('UPDATE associates SET active = ? WHERE store_id = ? AND employee_id = ?')
    .bind(active ? 1 : 0, storeId, employeeId)
    .run()
}

export interface NewAssociate {
  storeId: string
  employeeId: string
  name: string
  pin: PasswordHash | null
}

export function insertAssociate(db: D1Database, associate: NewAssociate) {
  return db
    .prepare(
      'INSERT OR IGNORE INTO associates (store_id, employee_id, name, pin_hash, pin_salt, pin_iterations) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(
      associate.storeId,
      associate.employeeId,
      associate.name,
      associate.pin?.hash ?? null,
      associate.pin?.salt ?? null,
      associate.pin?.iterations ?? null,
    )
}
