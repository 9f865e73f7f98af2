/**
 * `npm run associate -- revoke 0101 100200` (or `reinstate`): tells the shop running locally (`npm start`, on the
 * port `PORT` names, 8787 when it is not set) that the stores' system revoked or reinstated an associate, as that
 * system does in production: a call to `POST /api/associates/status` signed with `ASSOCIATE_STATUS_SECRET` from
 * `.dev.vars` (decision 044). A revocation ends the associate's in-store sessions at once.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { signPurgeRequest } from '../worker/purge-signature.ts'

const [action, storeId, employeeId] = process.argv.slice(2)
if (
  !['revoke', 'reinstate'].includes(action ?? '') ||
  !/^\d{4}$/.test(storeId ?? '') ||
  !/^\d{6}$/.test(employeeId ?? '')
) {
  console.error('usage: npm run associate -- revoke|reinstate <store id, 4 digits> <employee id, 6 digits>')
  process.exit(2)
}
const vars = await readFile(path.resolve(import.meta.dirname, '../.dev.vars'), 'utf8').catch(() => '')
const secret = /^ASSOCIATE_STATUS_SECRET=(.+)$/m.exec(vars)?.[1]?.trim()
if (!secret) {
  console.error('ASSOCIATE_STATUS_SECRET is not in .dev.vars: run `node scripts/prepare-dev.ts` first')
  process.exit(2)
}
const body = JSON.stringify({ storeId, employeeId, active: action === 'reinstate' })
const port = process.env.PORT ?? '8787'
const response = await fetch(`http://localhost:${port}/api/associates/status`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-associate-signature': await signPurgeRequest(secret, body),
  },
  body,
}).catch((error: unknown) => {
  console.error(`the shop does not answer on port ${port}: ${String(error)}`)
  process.exit(1)
})
console.log(response.status, await response.text())
process.exit(response.ok ? 0 : 1)
