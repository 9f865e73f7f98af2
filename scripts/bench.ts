/**
 * `npm run bench`: the figures the issue notes report, measured in one run so ratios are fair on a noisy machine.
 *
 * 1. Throughput in workerd: `wrangler dev` (storefront and mock API, React's production build as deployed) on a
 *    free port, KV warmed, then rounds of a fixed-concurrency load (`BENCH_CONCURRENCY`, 8; `BENCH_SECONDS`, 4, a
 *    round; `BENCH_ROUNDS`, 3) on the trivial route (/healthz), the home page, a 48-card listing, a product page,
 *    and the bag and the checkout of a shopper whose bag holds a line, interleaved, each asking for the body as the
 *    worker writes it (`MEASURED_ENCODING`: compression is the front line's work). Reported as requests per second
 *    and as a ratio to the trivial route; beside them, each route's CPU per request in the workerd process that
 *    runs the workers (storefront, mock API and their Durable Objects together) and in wrangler's dev proxy, read
 *    from /proc around each round (scripts/bench-cpu.ts; `cpuCounted` names the processes), and each page's worker
 *    CPU as a ratio to the trivial route's; and the storefront isolate's own CPU per request, from V8's profiler
 *    through wrangler's inspector (scripts/bench-isolate.ts), without the mock API and the local simulators, in a
 *    round of each route after the measured rounds (the profiler's own cost would otherwise be in their figures);
 *    and, from the two, the ceiling of each page's ratio were the storefront's own work for it no more than the
 *    trivial route's (`ratioCeilingWithTheStorefrontFree`): what the simulators and the mock do for a page view.
 *    Then the same rounds again with the mock API answering from memory what it answered in their warm-up
 *    (`throughputUpstreamsReplayed`, decision 130): upstreams that cost nothing to ask, as the goals' ratios are
 *    read, since here the mock's own work shares the storefront's one thread; with how many upstream asks a
 *    request made that were replayed and how many the contracts still answered.
 * 2. Render CPU in Node on the same React tree: React's web-stream renderer, renderToString and the storefront's
 *    streaming path (scripts/bench-render.tsx).
 * 3. The JavaScript budget: each budgeted page's script before any interaction, brotli KB (scripts/js-budget.ts);
 *    and the main thread while each page of the throughput rounds loads and hydrates in Chromium with its CPU
 *    slowed four times, as a phone's: the longest task and the blocking time, ms (scripts/bench-main-thread.ts).
 * 4. The add-to-bag call: its time at the client against the cart service's own time in it (`Server-Timing`,
 *    `up-commerce`).
 * 5. What being signed in adds to a page: the product page for a guest with a session and for a signed-in shopper.
 * 6. What the personalization decision costs the first byte of the home page and the trail story, with a decision
 *    service answering at once and 500 ms late (scripts/bench-personalization.ts, decision 062).
 * 7. The flag decider against Optimizely's SDK (scripts/bench-decider.ts, decision 059), and the consent and
 *    decisions middleware's work per request with 8 and 20 flags (scripts/bench-decisions.ts, decision 063).
 * 8. The weight of the product page's HTML, and of its islands' props and words in it, KB.
 * 9. The deployable worker: each module of a production dry run, raw and gzip KiB (scripts/bench-bundle.ts), and
 *    its start-up in a local workerd, active ms (`wrangler check startup`, scripts/bench-startup.ts).
 * 10. The load profile (`loadProfile`): 20 and 50 shoppers in flight (`BENCH_LOAD_LEVELS`, `20,50`) for
 *    `BENCH_LOAD_SECONDS` (5) each on the trivial route, home, listing, product page, bag and add-to-bag, each
 *    shopper with a session of its own holding a line: requests, p50 and p95 ms, errors, truncated bodies and the
 *    workers' CPU per request (scripts/bench-load.ts). The goal is 0 errors and 0 truncated.
 * 11. Scaling (`scaling`): the listing's render in Node at 24, 48 and 96 cards, and ms per card; the bag page in
 *    workerd holding 1, 10 and 50 lines (`BENCH_SCALING_REQUESTS`, 20, of each): wall median, the workers' CPU per
 *    request, HTML KB, KV reads (`cache` in `Server-Timing`), and the cost per line (scripts/bench-scaling.ts).
 */
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { islandWeight } from '../tests/fixtures/island-markup.ts'
import { measureWorkerBundle } from './bench-bundle.ts'
import { createCpuLedger, findWorkerdProcesses } from './bench-cpu.ts'
import { benchDecider } from './bench-decider.ts'
import { benchDecisions } from './bench-decisions.ts'
import { connectIsolateProfiler, type IsolateProfiler } from './bench-isolate.ts'
import { type LoadRow, runLoadProfile } from './bench-load.ts'
import { type MainThreadRow, measureMainThread } from './bench-main-thread.ts'
import { benchPersonalization } from './bench-personalization.ts'
import { bagScaling, type ListingCards, listingScaling } from './bench-scaling.ts'
import { createBenchShop, MEASURED_ENCODING, median } from './bench-shop.ts'
import { measureStartup } from './bench-startup.ts'
import { bundleRenderBench } from './bundle-render-bench.ts'
import { jsBudgetReport } from './js-budget.ts'
import { startLocalShop } from './local-shop.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, '.bench')
const seconds = Number(process.env.BENCH_SECONDS ?? 4)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5)
const loadLevels = (process.env.BENCH_LOAD_LEVELS ?? '20,50').split(',').map(Number)
const scalingRequests = Number(process.env.BENCH_SCALING_REQUESTS ?? 20)

await mkdir(outDir, { recursive: true })

// Render CPU.
await bundleRenderBench(root, path.join(outDir, 'render.mjs'))
const { listingCards, ...render } = JSON.parse(
  execFileSync(process.execPath, [path.join(outDir, 'render.mjs')], { encoding: 'utf8' }),
) as Record<string, Record<string, number>> & { listingCards: ListingCards }

// Throughput in workerd.
const shop = await startLocalShop('.wrangler/bench-state', ['--define', 'process.env.NODE_ENV:"production"'])
const { base, stop } = shop
const benchShop = createBenchShop(base)
const { expectPage, productUrls, shopperCookie, comparingCookie, signedInCookie, addToBag, bagCookie } =
  benchShop

async function load(url: string, durationMs: number, headers: Record<string, string> = {}): Promise<number> {
  const until = Date.now() + durationMs
  let done = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const response = await fetch(url, { headers: { ...MEASURED_ENCODING, ...headers } })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        done++
      }
    }),
  )
  return done / (durationMs / 1000)
}

/** Switches the mock API's fault rules (decision 015). */
async function faults(rules: unknown[]) {
  const response = await fetch(`${base}/__dev/upstream-faults`, {
    method: rules.length > 0 ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: rules.length > 0 ? JSON.stringify(rules) : undefined,
  })
  if (!response.ok) throw new Error(`the fault endpoint answered ${response.status}`)
}

/** Switches the mock API's replayed answers on (PUT) or off (DELETE), or reads their counts (decision 130). */
async function replay(method: 'GET' | 'PUT' | 'DELETE') {
  const response = await fetch(`${base}/__dev/upstream-replay`, { method })
  if (!response.ok) throw new Error(`the replay endpoint answered ${response.status}`)
  return (await response.json()) as { on: boolean; kept: number; replayed: number; answered: number }
}

/** Milliseconds until the answer's headers (the first byte): the body is not waited for. */
async function timeToFirstByte(url: string, headers: Record<string, string> = {}): Promise<number> {
  const controller = new AbortController()
  const started = performance.now()
  const response = await fetch(url, { headers, signal: controller.signal })
  const elapsed = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  controller.abort()
  return elapsed
}

async function measureFirstByte(): Promise<Record<string, number>> {
  const perSide = 15
  const urls = await productUrls(2 * perSide)
  const cookie = await shopperCookie(urls[0] as string)
  const headers = { cookie }
  // Warm the products (and chrome) into the cache, with the reviews failing so they are not cached.
  await faults([{ service: 'community', kind: 'error', status: 503 }])
  for (const url of urls) await (await fetch(`${base}${url}`, { headers })).arrayBuffer()
  await faults([])
  // Interleaved, so both sides see the same machine: each pair switches the faults on for its slow page only.
  const immediate: number[] = []
  const slow: number[] = []
  try {
    for (let i = 0; i < perSide; i++) {
      immediate.push(await timeToFirstByte(`${base}${urls[i]}`, headers))
      await faults([
        { service: 'community', kind: 'latency', ms: 5000 },
        { service: 'wishlists', kind: 'latency', ms: 5000 },
      ])
      slow.push(await timeToFirstByte(`${base}${urls[perSide + i]}`, headers))
      await faults([])
    }
  } finally {
    await faults([])
  }
  return {
    immediateMs: median(immediate),
    optionalIn5sMs: median(slow),
    ratio: median(slow) / (median(immediate) || 1),
  }
}

async function measureSession(productUrl: string): Promise<Record<string, number>> {
  const cookie = await comparingCookie(productUrl)
  const url = `${base}${productUrl}`
  // Interleaved, so both sides see the same machine.
  const without: number[] = []
  const withSession: number[] = []
  const time = async (headers: Record<string, string>) => {
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    return performance.now() - started
  }
  for (let i = 0; i < 10; i++) await time({ cookie })
  for (let i = 0; i < 60; i++) {
    without.push(await time({}))
    withSession.push(await time({ cookie }))
  }
  const rpsWithout = await load(url, seconds * 1000)
  const rpsWith = await load(url, seconds * 1000, { cookie })
  return {
    withoutMs: median(without),
    withMs: median(withSession),
    addedMs: median(withSession) - median(without),
    throughputWithout: Math.round(rpsWithout),
    throughputWith: Math.round(rpsWith),
    throughputRatio: rpsWith / (rpsWithout || 1),
  }
}

/**
 * The same product page for a guest with a session and for a signed-in shopper, interleaved: what being signed in
 * adds to a page (decision 042: nothing is asked per request beyond the session object the guest's page reads too).
 */
async function measureSignedIn(productUrl: string): Promise<Record<string, number>> {
  const guest = await comparingCookie(productUrl)
  const signedIn = await signedInCookie()
  await expectPage('/en-us/account', { cookie: signedIn }, 'a signed-in shopper')
  const url = `${base}${productUrl}`
  const time = async (cookie: string) => {
    const started = performance.now()
    const response = await fetch(url, { headers: { cookie } })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return performance.now() - started
  }
  for (let i = 0; i < 10; i++) {
    await time(guest)
    await time(signedIn)
  }
  const guestMs: number[] = []
  const signedInMs: number[] = []
  for (let i = 0; i < 60; i++) {
    guestMs.push(await time(guest))
    signedInMs.push(await time(signedIn))
  }
  return {
    guestMs: median(guestMs),
    signedInMs: median(signedInMs),
    addedMs: median(signedInMs) - median(guestMs),
  }
}

/** The cart service's time in an answer: its `up-commerce` entries of `Server-Timing`. */
const commerceMs = (response: Response) =>
  [...(response.headers.get('server-timing') ?? '').matchAll(/up-commerce[^,]*;dur=([\d.]+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  )

/** Each add is a new shopper's first (a new session and cart), so no cart grows past its stock. */
async function measureAddToBag(sku: string): Promise<Record<string, number>> {
  const total: number[] = []
  const upstream: number[] = []
  for (let i = 0; i < 40; i++) {
    const started = performance.now()
    const response = await addToBag(sku)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`add to bag answered ${response.status}`)
    if (i < 5) continue
    total.push(performance.now() - started)
    upstream.push(commerceMs(response))
  }
  return {
    totalMs: median(total),
    cartServiceMs: median(upstream),
    storefrontMs: median(total) - median(upstream),
    ratio: median(total) / (median(upstream) || 1),
  }
}

const routes: Record<string, string> = {
  trivial: '/healthz',
  home: '/en-us',
  listing48: '/en-us/c/men-1000',
  product: '/en-us/p/x-KS100013',
}
const ROUTE_NAMES = ['trivial', 'home', 'listing48', 'product', 'bag', 'checkout'] as const
const rps: Record<string, number[]> = Object.fromEntries(ROUTE_NAMES.map((name) => [name, []]))
/** The same routes with the upstreams' answers replayed from memory (decision 130), keyed `replayed:<route>`. */
const rpsReplayed: Record<string, number[]> = Object.fromEntries(ROUTE_NAMES.map((name) => [name, []]))
const REPLAYED = 'replayed:'
let replayAsks: Record<string, number> = {}
let processes = findWorkerdProcesses(undefined, '')
let cpu = createCpuLedger(processes)
let isolate: IsolateProfiler | null = null
let bagLines: Awaited<ReturnType<typeof bagScaling>> | null = null
let loadProfile: Record<string, Record<string, LoadRow>> = {}
let jsBudgetKb: Awaited<ReturnType<typeof jsBudgetReport>> = {}
let mainThreadAtLoad: Record<string, MainThreadRow> = {}
let firstByte: Record<string, number> = {}
let session: Record<string, number> = {}
let addToBagMs: Record<string, number> = {}
let signedInPage: Record<string, number> = {}
let personalization = ''
let productPageKb: Record<string, number> = {}
try {
  await shop.ready()
  processes = findWorkerdProcesses(shop.pid, new URL(base).port)
  cpu = createCpuLedger(processes)
  isolate = await connectIsolateProfiler(shop.inspectorPort)
  // The product URL above is a short form; load the canonical one so the bench measures the page, not a redirect.
  const moved = await fetch(`${base}${routes.product}`, { redirect: 'manual' })
  routes.product = moved.headers.get('location') ?? '/en-us/p/x-KS100013'
  await moved.arrayBuffer()
  const sku = await benchShop.inStockSku(routes.product as string)
  // The bag and the checkout of one shopper whose bag holds a line.
  const checkoutHeaders = { cookie: await bagCookie(sku) }
  const headersOf = (name: string) => (name === 'checkout' || name === 'bag' ? checkoutHeaders : {})
  routes.bag = '/en-us/cart'
  routes.checkout = '/en-us/checkout'
  await expectPage(routes.bag, checkoutHeaders, 'the bag of a shopper with a line in it')
  await expectPage(routes.checkout, checkoutHeaders, 'the checkout of a shopper with a line in the bag')
  /** Warms each route, then measures rounds of them interleaved, into `into` under names that begin `label`. */
  const measureRoutes = async (
    into: Record<string, number[]>,
    label: string,
    warmed?: () => Promise<void>,
  ) => {
    for (const [name, url] of Object.entries(routes)) await load(`${base}${url}`, 1500, headersOf(name))
    await warmed?.()
    for (let round = 0; round < rounds; round++) {
      for (const [name, url] of Object.entries(routes)) {
        // The workers' CPU across the round, over the requests it did (scripts/bench-cpu.ts): read from /proc,
        // which costs the workers nothing.
        const round = async () => {
          into[name]?.push(await load(`${base}${url}`, seconds * 1000, headersOf(name)))
          return (into[name]?.at(-1) ?? 0) * seconds
        }
        const measured = `${label}${name}`
        const done = await cpu.measure(measured, round)
        if (done === 0) throw new Error(`${measured} did no request in ${seconds} s`)
      }
    }
    // The storefront isolate's own CPU, from V8's profiler (scripts/bench-isolate.ts), in a round of each route of
    // its own: sampling costs the thread about a millisecond a request, the trivial route's cost nearly doubled,
    // so a round it profiles is not a round whose requests per second are reported.
    if (isolate) {
      for (const [name, url] of Object.entries(routes)) {
        const measured = `${label}${name}`
        await isolate.measure(
          measured,
          async () => seconds * (await load(`${base}${url}`, seconds * 1000, headersOf(name))),
        )
      }
    }
  }
  await measureRoutes(rps, '')
  // Again with every upstream answering from memory what it answered in the warm-up: the storefront's own ceiling.
  try {
    await replay('PUT')
    let warm = { replayed: 0, answered: 0 }
    await measureRoutes(rpsReplayed, REPLAYED, async () => {
      warm = await replay('GET')
    })
    const asks = await replay('GET')
    // Every route's requests in the rounds, the trivial route's (which asks no upstream) among them.
    const requests =
      seconds * Object.values(rpsReplayed).reduce((sum, each) => sum + each.reduce((a, b) => a + b, 0), 0)
    replayAsks = {
      replayedPerRequest: (asks.replayed - warm.replayed) / (requests || 1),
      answeredByTheContracts: asks.answered - warm.answered,
      kept: asks.kept,
    }
  } finally {
    await replay('DELETE')
  }
  addToBagMs = await measureAddToBag(sku)
  jsBudgetKb = await jsBudgetReport(base)
  mainThreadAtLoad = await measureMainThread(
    base,
    Object.entries(routes)
      .filter(([name]) => name !== 'trivial')
      .map(([name, url]) => ({ name, path: url, headers: headersOf(name) })),
  )
  firstByte = await measureFirstByte()
  session = await measureSession(routes.product as string)
  signedInPage = await measureSignedIn(routes.product as string)
  personalization = await benchPersonalization(base)
  const weight = islandWeight(await (await fetch(`${base}${routes.product}`)).text())
  productPageKb = Object.fromEntries(
    Object.entries(weight).map(([part, bytes]) => [part, Math.round((bytes / 1024) * 10) / 10]),
  )
  bagLines = await bagScaling({
    base,
    shop: benchShop,
    processes,
    sizes: [1, 10, 50],
    requests: scalingRequests,
  })
  loadProfile = await runLoadProfile({
    base,
    shop: benchShop,
    cpu,
    routes: Object.fromEntries(Object.entries(routes).filter(([name]) => name !== 'checkout')),
    levels: loadLevels,
    seconds: loadSeconds,
  })
} finally {
  isolate?.close()
  stop()
}
// In process, once the shop has stopped, so the two do not share the machine.
const decider = await benchDecider()
const decisions = await benchDecisions()
const workerBundle = await measureWorkerBundle(root)
const workerStartup = await measureStartup(root)

/** A throughput table: requests per second, their ratios to the trivial route's, and CPU per request. */
function throughputOf(measured: Record<string, number[]>, label: string) {
  const throughput = Object.fromEntries(
    Object.entries(measured).map(([name, values]) => [name, Math.round(median(values))]),
  )
  const trivial = throughput.trivial || 1
  const cpuPerRequest = Object.fromEntries(
    Object.keys(measured).map((name) => [name, cpu.perRequest(`${label}${name}`)]),
  )
  const trivialCpu = cpuPerRequest.trivial?.workers || null
  const isolateCpu: Record<string, number | null> = Object.fromEntries(
    Object.keys(measured).map((name) => [name, isolate?.perRequest(`${label}${name}`) ?? null]),
  )
  return {
    requestsPerSecond: throughput,
    ratioToTrivial: Object.fromEntries(
      ROUTE_NAMES.filter((name) => name !== 'trivial').map((name) => [
        name,
        (throughput[name] ?? 0) / trivial,
      ]),
    ),
    workerCpuMsPerRequest: Object.fromEntries(
      Object.entries(cpuPerRequest).map(([name, each]) => [name, each?.workers ?? null]),
    ),
    proxyCpuMsPerRequest: Object.fromEntries(
      Object.entries(cpuPerRequest).map(([name, each]) => [name, each?.proxy ?? null]),
    ),
    workerCpuRatioToTrivial: Object.fromEntries(
      Object.entries(cpuPerRequest)
        .filter(([name]) => name !== 'trivial')
        .map(([name, each]) => [name, trivialCpu && each ? each.workers / trivialCpu : null]),
    ),
    // The storefront isolate alone (scripts/bench-isolate.ts): what Cloudflare bills; null when not profiled.
    isolateCpuMsPerRequest: isolateCpu,
    // The ratio each page's CPU would have to the trivial route's were the storefront's own work for the page no
    // more than the trivial route's, everything else in the workers' process as measured: the simulators' and the
    // mock's share of a page view (queues and their consumers, KV, the mock API, the asset router). The workers'
    // one thread bounds the requests per second, so no change to the storefront lifts a page's ratio above this.
    ratioCeilingWithTheStorefrontFree: Object.fromEntries(
      ROUTE_NAMES.filter((name) => name !== 'trivial').map((name) => {
        const page = cpuPerRequest[name]?.workers
        const own = isolateCpu[name]
        const trivialOwn = isolateCpu.trivial
        if (!trivialCpu || !page || own == null || trivialOwn == null) return [name, null]
        return [name, trivialCpu / (page - own + trivialOwn)]
      }),
    ),
  }
}

const results = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  throughput: {
    ...throughputOf(rps, ''),
    cpuCounted: processes.description,
    acceptEncoding: MEASURED_ENCODING['accept-encoding'],
    concurrency,
    seconds,
    rounds,
  },
  // The same rounds with the upstreams answering from memory (decision 130): the storefront's own ceiling, which
  // the goals' ratios are read from. `upstreamAsks` tells how many asks a request made that were replayed, and how
  // many the contracts still answered in the rounds (a request that differs every time is not replayed).
  throughputUpstreamsReplayed: { ...throughputOf(rpsReplayed, REPLAYED), upstreamAsks: replayAsks },
  renderCpuMs: render,
  loadProfile: { seconds: loadSeconds, shoppersInFlight: loadProfile },
  scaling: { listingCards: listingScaling(listingCards), bagLines },
  jsBudgetKb,
  mainThreadAtLoad,
  productPageKb,
  workerBundle,
  workerStartup,
  productFirstByte: firstByte,
  session,
  signedInPage,
  addToBagMs,
  personalization: personalization.split('\n'),
  decider: decider.split('\n'),
  decisions: decisions.split('\n'),
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
