/**
 * The store associates of the demo (docs/guides/associates.md): at the flagship (store 0101), Avery Chen
 * (employee 100200) and Jordan Blake (100201), PIN 2468 each; every other store lists two to four employees by
 * name, without a PIN for in-store mode. Added on the first request of an isolate when missing, like the demo
 * accounts; PINs hashed then.
 */
import { type AssociateRow, insertAssociate, type NewAssociate } from '../db/associates'
import { STORES } from '../seed/catalogue'
import { hashString } from '../seed/random'
import { hashPassword } from './secrets'

export const DEMO_PIN = '2468'
export const FLAGSHIP_STORE = '0101'

const NAMES = ['Avery Chen', 'Jordan Blake', 'Sam Okafor', 'Riley Novak', 'Morgan Silva', 'Casey Laurent']

/** Each store's employees (ids of six digits), the flagship's two with a PIN. */
function demoAssociates(): Omit<NewAssociate, 'pin'>[] {
  return STORES.flatMap((store) => {
    if (store.id === FLAGSHIP_STORE)
      return [
        { storeId: store.id, employeeId: '100200', name: 'Avery Chen' },
        { storeId: store.id, employeeId: '100201', name: 'Jordan Blake' },
      ]
    const count = 2 + (hashString(store.id) % 3)
    return Array.from({ length: count }, (_, index) => ({
      storeId: store.id,
      employeeId: `${store.id}${String(index + 1).padStart(2, '0')}`,
      name: NAMES[(hashString(store.id) + index) % NAMES.length] as string,
    }))
  })
}

/** Adds the demo associates that are missing. */
export async function seedDemoAssociates(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare('SELECT store_id, employee_id FROM associates')
    .all<Pick<AssociateRow, 'store_id' | 'employee_id'>>()
  const known = new Set(results.map((row) => `${row.store_id}:${row.employee_id}`))
  const missing = demoAssociates().filter((row) => !known.has(`${row.storeId}:${row.employeeId}`))
  if (missing.length === 0) return
  const rows = await Promise.all(
    missing.map(async (associate) =>
      insertAssociate(db, {
        ...associate,
        pin: associate.storeId === FLAGSHIP_STORE ? await hashPassword(DEMO_PIN) : null,
      }),
    ),
  )
  await db.batch(rows)
}
