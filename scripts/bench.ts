/**
 * `npm run bench`: the figures the issue notes report, measured in one run so ratios are fair on a noisy machine.
 *
 * 1. Throughput in workerd: `wrangler dev` (storefront and mock API, React's production build as deployed) on a
 *    free port, KV warmed, then rounds of a
 *    fixed-concurrency load on the trivial route (/healthz), the home page and a 48-card listing, interleaved.
 *    Reported as requests per second and as a ratio to the trivial route.
 * 2. Render CPU in Node on the same React tree: React's web-stream renderer, renderToString and the storefront's
 *    streaming path (scripts/bench-render.tsx).
 * 3. The JavaScript budget: each budgeted page's script before any interaction, brotli KB (scripts/js-budget.ts).
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { jsBudgetReport } from './js-budget.ts'
import { applyMockApiMigrations } from './migrate-mock-db.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, '.bench')
const seconds = Number(process.env.BENCH_SECONDS ?? 4)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)

await mkdir(outDir, { recursive: true })

// Render CPU.
await build({
  absWorkingDir: root,
  entryPoints: ['scripts/bench-render.tsx'],
  outfile: path.join(outDir, 'render.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
})
const render = JSON.parse(
  execFileSync(process.execPath, [path.join(outDir, 'render.mjs')], { encoding: 'utf8' }),
) as Record<string, Record<string, number>>

// Throughput in workerd.
const port = execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim()
const base = `http://127.0.0.1:${port}`
await applyMockApiMigrations('.wrangler/bench-state')
const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    'mock-api/wrangler.toml',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    '.wrangler/bench-state',
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
    '--define',
    'process.env.NODE_ENV:"production"',
  ],
  { cwd: root, stdio: 'ignore', detached: true },
)
const stop = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stop)

async function waitForServer() {
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

async function load(url: string, durationMs: number): Promise<number> {
  const until = Date.now() + durationMs
  let done = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const response = await fetch(url)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        done++
      }
    }),
  )
  return done / (durationMs / 1000)
}

const routes: Record<string, string> = {
  trivial: '/healthz',
  home: '/en-us',
  listing48: '/en-us/c/men-1000',
  product: '/en-us/p/x-KS100013',
}
const rps: Record<string, number[]> = { trivial: [], home: [], listing48: [], product: [] }
let jsBudgetKb: Awaited<ReturnType<typeof jsBudgetReport>> = {}
try {
  await waitForServer()
  // The product URL above is a short form; load the canonical one so the bench measures the page, not a redirect.
  const moved = await fetch(`${base}${routes.product}`, { redirect: 'manual' })
  routes.product = moved.headers.get('location') ?? '/en-us/p/x-KS100013'
  await moved.arrayBuffer()
  for (const url of Object.values(routes)) await load(`${base}${url}`, 1500)
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of Object.entries(routes))
      rps[name]?.push(await load(`${base}${url}`, seconds * 1000))
  }
  jsBudgetKb = await jsBudgetReport(base)
} finally {
  stop()
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const throughput = Object.fromEntries(
  Object.entries(rps).map(([name, values]) => [name, Math.round(median(values))]),
)
const trivial = throughput.trivial || 1
const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  throughput: {
    requestsPerSecond: throughput,
    ratioToTrivial: {
      home: (throughput.home ?? 0) / trivial,
      listing48: (throughput.listing48 ?? 0) / trivial,
      product: (throughput.product ?? 0) / trivial,
    },
    concurrency,
    seconds,
    rounds,
  },
  renderCpuMs: render,
  jsBudgetKb,
  renderCpuRatios: Object.fromEntries(
    Object.entries(render).map(([tree, ways]) => [
      tree,
      {
        reactStreamOverString: (ways.renderToReadableStream ?? 0) / (ways.renderToString ?? 1),
        storefrontStreamOverString: (ways.storefrontStream ?? 0) / (ways.renderToString ?? 1),
      },
    ]),
  ),
}
await writeFile(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(JSON.stringify(results, null, 2))
process.exit(0)
