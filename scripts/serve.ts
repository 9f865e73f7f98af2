/**
 * `npm start` and `npm run dev`: the storefront and the mock API in one `wrangler dev`, on the port named by the
 * `PORT` variable (8787 when it is not set). Further arguments go to wrangler (`npm run dev` adds
 * `--live-reload`). A `PORT` that is not a port number stops here with a clear message.
 */
import { spawnWranglerDev } from './wrangler-dev.ts'

const DEFAULT_PORT = 8787

const named = process.env.PORT?.trim()
const port = named ? Number(named) : DEFAULT_PORT
if (!Number.isInteger(port) || port < 1 || port > 65535 || (named !== undefined && !/^\d+$/.test(named))) {
  console.error(
    `PORT must be a port number from 1 to 65535 (it is "${process.env.PORT}"); leave it unset for ${DEFAULT_PORT}.`,
  )
  process.exit(1)
}

const wrangler = spawnWranglerDev(port, process.argv.slice(2), { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal))
wrangler.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
