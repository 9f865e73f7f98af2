/**
 * Applies the D1 migrations of the local stand-ins to a local state folder, the folder `wrangler dev --persist-to`
 * then serves: the mock API's (`mock-api/migrations/`) and the mock payment provider's (`mock-api/payments/migrations/`,
 * in its own state folder, see `paymentsStateOf`).
 *
 * They are applied as `wrangler d1 migrations apply --local` applies them, to the same database file, and recorded
 * in the same table (`d1_migrations`), so that command and this one agree on what is applied. But all in one
 * Miniflare: wrangler starts a local runtime for each migration file, about 35 s for the mock API's 41 on this
 * machine, where this takes about 2 s. The statements are split as wrangler splits them (`readD1Migrations`).
 *
 * A stamp in the folder records which migration files were applied, so a start with nothing new opens no database;
 * deleting the folder deletes the stamp with it.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readD1Migrations } from '@cloudflare/vitest-plugin'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'

const root = path.resolve(import.meta.dirname, '..')

interface LocalDatabase {
  /** The database_id in its wrangler.toml: it names the database's file in the state folder. */
  id: string
  migrationsDir: string
  stamp: string
  /** Whose database, for messages. */
  owner: string
}

const MOCK_API_DATABASE: LocalDatabase = {
  id: 'local-mock-api',
  migrationsDir: 'mock-api/migrations',
  stamp: 'mock-api-migrations.sha256',
  owner: "the mock API's",
}

const PAYMENT_PROVIDER_DATABASE: LocalDatabase = {
  id: 'local-payment-provider',
  migrationsDir: 'mock-api/payments/migrations',
  stamp: 'payment-provider-migrations.sha256',
  owner: "the payment provider's",
}

/** Wrangler's record of applied migrations, as `wrangler d1 migrations apply` creates it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`

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

/** Applies the migrations the database has not had yet, each in one batch with its record (all or nothing). */
async function migrate(database: LocalDatabase, folder: string): Promise<void> {
  // The options wrangler's own local D1 commands give Miniflare: the same database file under `v3`.
  const runtime = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: '',
      resourcePersistencePath: path.join(folder, 'v3'),
      d1Databases: { DB: database.id },
    }),
  )
  try {
    const db = await runtime.getD1Database('DB')
    await db.prepare(MIGRATIONS_TABLE).run()
    const applied = new Set(
      (await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map(
        (row) => row.name,
      ),
    )
    for (const migration of await readD1Migrations(path.join(root, database.migrationsDir))) {
      if (applied.has(migration.name)) continue
      await db.batch([
        ...migration.queries.map((query) => db.prepare(query)),
        db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name),
      ])
    }
  } finally {
    await runtime.dispose()
  }
}

async function applyMigrations(database: LocalDatabase, persistTo: string): Promise<void> {
  const folder = path.resolve(root, persistTo)
  const stamp = path.join(folder, database.stamp)
  const expected = await fingerprint(path.join(root, database.migrationsDir))
  if ((await readFile(stamp, 'utf8').catch(() => '')).trim() === expected) return
  try {
    await migrate(database, folder)
  } catch (error) {
    throw new Error(`Could not apply ${database.owner} migrations to ${persistTo}: ${String(error)}`, {
      cause: error,
    })
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
