/**
 * In-store mode's sign-in (decision 044): `POST /consumers-v3/consumer/agent/login` `{ storeId, storeEmployeeId,
 * pin }` answers the associate `{ storeId, storeName, storeEmployeeId, storeEmployeeName }`. STR404 for a store
 * that does not exist; AUT401 alike for an unknown employee, one without a PIN, a revoked one and a wrong PIN (so
 * the answer tells nothing about which); AUT426 with the fourth wrong PIN in a row and AUT423 (15 minutes) from
 * the fifth, as sign-in does for accounts.
 *
 * `POST /__dev/associates` `{ storeId, employeeId, active }` (behind the mock's access key, development and tests
 * only) revokes or reinstates an associate here, as the stores' own system would.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import { verifyPassword } from '../consumers/secrets'
import { clearPinFailures, getAssociate, pinOf, recordPinFailure, setAssociateActive } from '../db/associates'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { STORES } from '../seed/catalogue'

export const associateRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')
export const devAssociateRoutes = new Hono<{ Bindings: MockEnv }>()

const LAST_ATTEMPT_AT = 4
const LOCK_AT = 5
const LOCK_MS = 15 * 60 * 1000

const STORE_ID = z.string().regex(/^\d{4}$/)
const EMPLOYEE_ID = z.string().regex(/^\d{6}$/)

const AgentLoginSchema = z.object({
  storeId: STORE_ID,
  storeEmployeeId: EMPLOYEE_ID,
  pin: z.string().min(1).max(12),
})

const refused = 'The store, employee or PIN is not right'

associateRoutes.post('/consumers-v3/consumer/agent/login', async (c) => {
  const body = await readJsonBody(c, AgentLoginSchema)
  if (!body) return apiError(c, 400, 'API400', 'Name the store, the employee and the PIN')
  const store = STORES.find((each) => each.id === body.storeId)
  if (!store) return apiError(c, 404, 'STR404', 'Employee store not found')
  const db = c.env.DB
  const row = await getAssociate(db, body.storeId, body.storeEmployeeId)
  const now = Date.now()
  if (row?.locked_until && row.locked_until > now)
    return apiError(c, 423, 'AUT423', 'Too many wrong PINs: try again in 15 minutes')
  // The PIN is checked even without a row, so every refusal takes the same time.
  const matches = await verifyPassword(body.pin, row ? pinOf(row) : null)
  if (row?.active !== 1 || !matches) {
    if (row?.active !== 1) return apiError(c, 401, 'AUT401', refused)
    const failures = await recordPinFailure(db, row, { lockAt: LOCK_AT, lockUntil: now + LOCK_MS })
    if (failures >= LOCK_AT) return apiError(c, 423, 'AUT423', 'Too many wrong PINs: try again in 15 minutes')
    if (failures === LAST_ATTEMPT_AT)
      return apiError(c, 401, 'AUT426', 'One more wrong PIN locks in-store sign-in')
    return apiError(c, 401, 'AUT401', refused)
  }
  if (row.failures > 0 || row.locked_until !== null) await clearPinFailures(db, row)
  return c.json({
    storeId: store.id,
    storeName: store.name,
    storeEmployeeId: row.employee_id,
    storeEmployeeName: row.name,
  })
})

devAssociateRoutes.post('/', async (c) => {
  const body = await readJsonBody(
    c,
    z.object({ storeId: STORE_ID, employeeId: EMPLOYEE_ID, active: z.boolean() }),
  )
  if (!body) return apiError(c, 400, 'API400', 'Give { storeId, employeeId, active }')
  const result = await setAssociateActive(c.env.DB, body.storeId, body.employeeId, body.active)
  if ((result.meta.changes ?? 0) === 0) return apiError(c, 404, 'STR404', 'No such associate')
  return c.json({ storeId: body.storeId, employeeId: body.employeeId, active: body.active })
})
