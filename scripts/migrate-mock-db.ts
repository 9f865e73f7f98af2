/**
 * Applies the mock API's D1 migrations (`mock-api/migrations/`) to a local state folder with `wrangler d1
 * migrations apply --local`, the folder `wrangler dev --persist-to` then serves. A stamp in the folder records
 * which migration files were applied, so a start with nothing new skips the wrangler call (seconds each time);
 * deleting the folder deletes the stamp with it.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const migrationsDir = path.join(root, 'mock-api/migrations')

async function fingerprint(): Promise<string> {
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

/** Brings the mock API's database in `persistTo` (relative to the project root) up to the latest migration. */
export async function applyMockApiMigrations(persistTo: string): Promise<void> {
  const folder = path.resolve(root, persistTo)
  const stamp = path.join(folder, 'mock-api-migrations.sha256')
  const expected = await fingerprint()
  if ((await readFile(stamp, 'utf8').catch(() => '')).trim() === expected) return
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
        'd1',
        'migrations',
        'apply',
        'mock-api',
        '--local',
        '-c',
        'mock-api/wrangler.toml',
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
      `Could not apply the mock API's migrations to ${persistTo}:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`,
      { cause: error },
    )
  }
  await mkdir(folder, { recursive: true })
  await writeFile(stamp, `${expected}\n`)
  console.log(`applied the mock API's database migrations in ${persistTo}`)
}
