/**
 * Gets a clean clone ready for `wrangler dev`:
 * - `.dev.vars` holds every local secret `.dev.vars.example` documents, so `npm start` works straight after cloning
 *   and after a pull that adds a secret: a missing file is copied, missing keys are appended, and values a
 *   developer set are never touched;
 * - the mock API's D1 database has its schema: its migrations are applied to the local state folder, `.wrangler/state`
 *   (what `wrangler dev` uses), or to each folder given as `--persist-to <folder>` (the end-to-end tests' own);
 * - so has the mock payment provider's, in the state folder beside each of those (`paymentsStateOf`:
 *   `.wrangler/payments-state`), which its own `wrangler dev` uses.
 * The seed is loaded by the mock API itself, on its first request.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { applyMockApiMigrations, applyPaymentProviderMigrations } from './migrate-mock-db.ts'
import { paymentsStateOf } from './wrangler-dev.ts'

const root = path.resolve(import.meta.dirname, '..')
const target = path.join(root, '.dev.vars')
const example = await readFile(path.join(root, '.dev.vars.example'), 'utf8')
const current = await readFile(target, 'utf8').catch(() => null)

const keyOf = (line: string) => /^([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1] ?? null

if (current === null) {
  await writeFile(target, example)
  console.log('created .dev.vars from .dev.vars.example (local development secrets)')
} else {
  const present = new Set(
    current
      .split('\n')
      .map(keyOf)
      .filter((key) => key !== null),
  )
  const missing = example.split('\n').filter((line) => {
    const key = keyOf(line)
    return key !== null && !present.has(key)
  })
  if (missing.length > 0) {
    const separator = current.endsWith('\n') || current === '' ? '' : '\n'
    await writeFile(target, `${current}${separator}${missing.join('\n')}\n`)
    console.log(`added to .dev.vars: ${missing.map(keyOf).join(', ')}`)
  }
}

const { values } = parseArgs({ options: { 'persist-to': { type: 'string', multiple: true } } })
for (const folder of values['persist-to'] ?? ['.wrangler/state']) {
  await Promise.all([applyMockApiMigrations(folder), applyPaymentProviderMigrations(paymentsStateOf(folder))])
}
