/**
 * The storefront and the mock API in one `wrangler dev`, as `npm start` (scripts/serve.ts) and the bench
 * (scripts/bench.ts) run it: wrangler from node_modules, on the Node that runs the script.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export function spawnWranglerDev(
  port: number | string,
  extra: string[],
  options: SpawnOptions,
): ChildProcess {
  return spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '-c',
      'wrangler.toml',
      '-c',
      'mock-api/wrangler.toml',
      '--port',
      String(port),
      ...extra,
    ],
    { cwd: root, ...options },
  )
}
