/**
 * The storefront and the mock API in one `wrangler dev` on a free local port, with state of its own, for scripts
 * that measure or picture the running shop (`npm run bench`, `npm run screenshots`). Its migrations are applied
 * first; `ready` resolves once the shop answers `/healthz`; `stop` ends it (also when the script exits). It runs
 * without wrangler's local trace collector, as a deployment does (`MEASURED_DEV_ENV`).
 */
import { execFileSync } from 'node:child_process'
import { applyMockApiMigrations } from './migrate-mock-db.ts'
import { MEASURED_DEV_ENV, spawnWranglerDev } from './wrangler-dev.ts'

export interface LocalShop {
  base: string
  /** The process id of `wrangler dev` (the leader of its process group), whose children run the workers. */
  pid: number | undefined
  /** wrangler's inspector for the storefront isolate (scripts/bench-isolate.ts profiles through it). */
  inspectorPort: number
  ready: () => Promise<void>
  stop: () => void
}

/** A port nobody listens on now. */
function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      '-e',
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ])
      .toString()
      .trim(),
  )
}

export async function startLocalShop(state: string, extra: string[] = []): Promise<LocalShop> {
  const port = freePort()
  // wrangler's inspector on a port of its own, so two shops never contend for its default (9229 and up).
  const inspectorPort = freePort()
  const base = `http://127.0.0.1:${port}`
  await applyMockApiMigrations(state)
  const server = spawnWranglerDev(
    port,
    [
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
      '--inspector-port',
      String(inspectorPort),
      ...extra,
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, ...MEASURED_DEV_ENV } },
  )
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stop)
  const ready = async () => {
    for (let attempt = 0; attempt < 240; attempt++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error('wrangler dev did not start')
  }
  return { base, pid: server.pid, inspectorPort, ready, stop }
}
