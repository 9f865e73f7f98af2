/**
 * What the personalization decision costs a page's first byte (decision 062), against a running shop (`npm start`,
 * or the bench's own `wrangler dev`): a visitor's page with the decision service answering at once, and with it
 * answering 500 ms late (a mock API fault rule), interleaved so both sides see the same machine. The home page
 * (its "Recommended for you" carousel, beside a hero the experimentation service decides at the edge) and the
 * trail-season story (an experience and a recommendation carousel). Each side warms first, so the isolate has
 * learnt how long the service takes to answer and starts each page's decision with the page (decision 062).
 * Beside the first bytes: how long the page waited for its decision once its own data was ready (`p13n-wait`).
 *
 * Twice per page: as a browser that keeps its session cookie sees it (the page seen before in the session, whose
 * last decision the session remembers), and as the first view of the page in a session (no session cookie).
 * The slow side never opens the circuit breaker: each slow page follows a fast one, whose success closes it.
 *
 * @example
 * node_modules/.bin/node scripts/bench-personalization.ts http://127.0.0.1:8805   # the project's Node 22
 */

const PAGES = { home: '/en-us', story: '/en-us/stories/trail-season' } as const
const SLOW_MS = 500
const SAMPLES = 21
const VISITOR = 'vuid_benchpersonalization01'

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** A browser's cookies for the shop: the visitor id, and the session cookie once the shop set one (if kept). */
interface Browser {
  keepsSession: boolean
  session: string | null
}

/** Milliseconds to the answer's headers (its first byte), and the page's wait for its decision (`Server-Timing`). */
async function firstByte(
  url: string,
  browser: Browser,
): Promise<{ ttfbMs: number; decisionMs: number | null }> {
  const controller = new AbortController()
  const cookie = [`sf_vuid=${VISITOR}`, ...(browser.session ? [browser.session] : [])].join('; ')
  const started = performance.now()
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal })
  const ttfbMs = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const timing = /(?:^|,)\s*p13n-wait;[^,]*dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')
  const session = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('__Host-sid='))
    ?.split(';')[0]
  if (browser.keepsSession && session) browser.session = session
  controller.abort()
  return { ttfbMs, decisionMs: timing ? Number(timing[1]) : null }
}

/** Switches the mock API's fault rules through the storefront's development endpoint (decision 015). */
async function faults(baseUrl: string, rules: unknown[]): Promise<void> {
  const response = await fetch(`${baseUrl}/__dev/upstream-faults`, {
    method: rules.length > 0 ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: rules.length > 0 ? JSON.stringify(rules) : undefined,
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`the fault endpoint answered ${response.status}`)
}

async function measure(baseUrl: string, path: string, keepsSession: boolean) {
  const url = `${baseUrl}${path}`
  const browser: Browser = { keepsSession, session: null }
  for (let i = 0; i < 5; i++) await firstByte(url, browser)
  const fast: number[] = []
  const slow: number[] = []
  const decisions: number[] = []
  const slowDecisions: number[] = []
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const atOnce = await firstByte(url, browser)
      fast.push(atOnce.ttfbMs)
      if (atOnce.decisionMs !== null) decisions.push(atOnce.decisionMs)
      await faults(baseUrl, [{ service: 'personalization', kind: 'latency', ms: SLOW_MS }])
      const late = await firstByte(url, browser)
      slow.push(late.ttfbMs)
      if (late.decisionMs !== null) slowDecisions.push(late.decisionMs)
      await faults(baseUrl, [])
    }
  } finally {
    await faults(baseUrl, [])
  }
  return {
    atOnceMs: median(fast),
    slowMs: median(slow),
    ratio: median(slow) / (median(fast) || 1),
    decisionMs: decisions.length > 0 ? median(decisions) : null,
    slowDecisionMs: slowDecisions.length > 0 ? median(slowDecisions) : null,
  }
}

/** The report: per page, the median first byte at once and with a 500 ms decision service, and their ratio. */
export async function benchPersonalization(baseUrl: string): Promise<string> {
  const lines = [
    `Personalization decision and the first byte (median of ${SAMPLES}, service ${SLOW_MS} ms late):`,
  ]
  for (const [name, path] of Object.entries(PAGES)) {
    for (const keepsSession of [true, false]) {
      const result = await measure(baseUrl.replace(/\/+$/, ''), path, keepsSession)
      const decision =
        result.decisionMs === null
          ? 'no decision awaited'
          : `waited for the decision ${result.decisionMs.toFixed(0)} ms at once, ${result.slowDecisionMs?.toFixed(0) ?? '?'} ms when late`
      lines.push(
        `  ${name.padEnd(6)} ${(keepsSession ? 'seen before' : 'first view').padEnd(12)} ${path.padEnd(28)} ` +
          `at once ${result.atOnceMs.toFixed(0).padStart(4)} ms, late ${result.slowMs.toFixed(0).padStart(4)} ms, ` +
          `ratio ${result.ratio.toFixed(2)} (${decision})`,
      )
    }
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? process.env.BASE_URL
  if (!baseUrl) throw new Error('usage: node scripts/bench-personalization.ts <base URL of a running shop>')
  console.log(await benchPersonalization(baseUrl))
}
