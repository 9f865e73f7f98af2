/**
 * Applies the D1 migrations of the local stand-ins to a local state folder with `wrangler d1 migrations apply
 * --local`, the folder `wrangler dev --persist-to` then serves: the mock API's (`mock-api/migrations/`) and the
 * mock payment provider's (`mock-api/payments/migrations/`, in its own state folder, see `paymentsStateOf`). A
 * stamp in the folder records which migration files were applied, so a start with nothing new skips the wrangler
 * call (seconds each time); deleting the folder deletes the stamp with it.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

interface LocalDatabase {
  /** The database_name in its wrangler.toml. */
  name: string
  config: string
  migrationsDir: string
  stamp: string
  /** Whose database, for messages. */
  owner: string
}

const MOCK_API_DATABASE: LocalDatabase = {
  name: 'mock-api',
  config: 'mock-api/wrangler.toml',
  migrationsDir: 'mock-api/migrations',
  stamp: 'mock-api-migrations.sha256',
  owner: "the mock API's",
}

const PAYMENT_PROVIDER_DATABASE: LocalDatabase = {
  name: 'payment-provider',
  config: 'mock-api/payments/wrangler.toml',
  migrationsDir: 'mock-api/payments/migrations',
  stamp: 'payment-provider-migrations.sha256',
  owner: "the payment provider's",
}

async function fingerprint(migrationsDir: string): Promise<string> {
  const hash = createHash('sha256')
  for (const file of (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(migrationsDir, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

async function applyMigrations(database: LocalDatabase, persistTo: string): Promise<void> {
  const folder = path.resolve(root, persistTo)
  const stamp = path.join(folder, database.stamp)
  const expected = await fingerprint(path.join(root, database.migrationsDir))
  if ((await readFile(stamp, 'utf8').catch(() => '')).trim() === expected) return
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
        'd1',
        'migrations',
        'apply',
        database.name,
        '--local',
        '-c',
        database.config,
        '--persist-to',
        folder,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      },
    )
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(
      `Could not apply ${database.owner} migrations to ${persistTo}:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`,
      { cause: error },
    )
  }
  await mkdir(folder, { recursive: true })
  await writeFile(stamp, `${expected}\n`)
  console.log(`applied ${database.owner} database migrations in ${persistTo}`)
}

/** Brings the mock API's database in `persistTo` (relative to the project root) up to the latest migration. */
export function applyMockApiMigrations(persistTo: string): Promise<void> {
  return applyMigrations(MOCK_API_DATABASE, persistTo)
}

/** Brings the mock payment provider's database in `persistTo` up to the latest migration. */
export function applyPaymentProviderMigrations(persistTo: string): Promise<void> {
  return applyMigrations(PAYMENT_PROVIDER_DATABASE, persistTo)
}
