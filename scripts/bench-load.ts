/**
 * The load profile of `npm run bench`: 20, then 50, shoppers in flight at once for a bounded time on each of the
 * trivial route, the home page, the listing, a product page, the bag and the add-to-bag call. Every shopper has a
 * session of its own holding one line, made before the clock starts, and sends it with every page, as a browser
 * does. Each route reports its requests, the median and 95th percentile time (ms), the errors (an answer other than
 * 2xx, or a request that threw) and the truncated bodies (a page that does not end with `</html>`, a JSON answer
 * that does not parse): the goal is none of either.
 *
 * Add-to-bag: each shopper adds one unit of a variant in stock, then takes that line out again before its next add,
 * as a shopper who changes their mind does; the line it holds stays. So no line grows towards the variant's stock,
 * and no bag grows without end. No rate limit of wrangler.toml counts cart calls (they bind sign-in, sign-up,
 * password resets, code tries, lookups, support cases, the newsletter, photo shares and associates' PINs), so a 429
 * here would be a fault; the taking out is reported as its own row.
 */
import { cookieOf } from '../tests/fixtures/cookie-jar.ts'
import type { CpuLedger } from './bench-cpu.ts'
import { type BenchShop, type CartAnswer, MEASURED_ENCODING } from './bench-shop.ts'

export interface LoadRow {
  requests: number
  p50Ms: number
  p95Ms: number
  errors: number
  truncated: number
  /** The first few kinds of error, with their counts (`status 500`, `TypeError: fetch failed`). */
  errorKinds?: Record<string, number>
  /** The workers' workerd process's CPU per request in this stretch (scripts/bench-cpu.ts). */
  workerCpuMs: number | null
}

interface Shopper {
  cookie: string
  /** A variant in stock other than the one the bag holds, for the adds. */
  addSku: string
}

/** The value below which `share` of the values fall (nearest rank); 0 for none. */
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0
}

/** Whether a body came whole: a page ends its document, a JSON answer parses. */
function isWhole(body: string, contentType: string): boolean {
  if (contentType.includes('text/html')) return body.trimEnd().endsWith('</html>')
  try {
    JSON.parse(body)
    return true
  } catch {
    return false
  }
}

class Tally {
  times: number[] = []
  errors = 0
  truncated = 0
  kinds = new Map<string, number>()
  get count() {
    return this.times.length + this.errors
  }
  error(kind: string) {
    this.errors++
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1)
  }
  row(workerCpuMs: number | null): LoadRow {
    return {
      requests: this.count,
      p50Ms: Math.round(percentile(this.times, 0.5)),
      p95Ms: Math.round(percentile(this.times, 0.95)),
      errors: this.errors,
      truncated: this.truncated,
      ...(this.kinds.size > 0 ? { errorKinds: Object.fromEntries([...this.kinds].slice(0, 5)) } : {}),
      workerCpuMs,
    }
  }
}

/**
 * Sends one request as a shopper and books it: its time to the whole body, an error or a truncated body. The
 * parsed JSON of a whole JSON answer is returned, for the add's line id.
 */
async function timed(tally: Tally, shopper: Shopper, url: string, init: RequestInit = {}): Promise<unknown> {
  const started = performance.now()
  try {
    const response = await fetch(url, {
      ...init,
      headers: { ...MEASURED_ENCODING, ...(init.headers as Record<string, string>), cookie: shopper.cookie },
      redirect: 'manual',
    })
    const body = await response.text()
    const elapsed = performance.now() - started
    shopper.cookie = cookieOf(response, shopper.cookie)
    if (!response.ok) {
      tally.error(`status ${response.status}`)
      return null
    }
    tally.times.push(elapsed)
    const type = response.headers.get('content-type') ?? ''
    if (!isWhole(body, type)) {
      tally.truncated++
      return null
    }
    return type.includes('json') ? JSON.parse(body) : null
  } catch (error) {
    tally.error(String(error).slice(0, 80))
    return null
  }
}

const cartCall = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-storefront-locale': 'en-us' },
  body: JSON.stringify(body),
})

export interface LoadProfileOptions {
  base: string
  shop: BenchShop
  cpu: CpuLedger
  /** Page routes by name (trivial, home, listing, product, bag), as paths. */
  routes: Record<string, string>
  levels: number[]
  seconds: number
}

/** The load profile: rows by concurrency (`c20`, `c50`) and route. */
export async function runLoadProfile(
  options: LoadProfileOptions,
): Promise<Record<string, Record<string, LoadRow>>> {
  const { base, shop, cpu, routes, levels, seconds } = options
  const most = Math.max(...levels)
  // The shoppers, before any clock: each a session holding one line, and a second variant to add and take out.
  const variants = await shop.variantsAcrossProducts(Math.min(most + 1, 60))
  const shoppers: Shopper[] = []
  for (let index = 0; index < most; index++) {
    const held = variants[index % variants.length] as string
    shoppers.push({
      cookie: await shop.bagCookie(held),
      addSku: variants[(index + 1) % variants.length] as string,
    })
  }
  await shop.expectPage(routes.bag as string, { cookie: shoppers[0]?.cookie ?? '' }, 'the bag of a shopper')

  const profile: Record<string, Record<string, LoadRow>> = {}
  for (const level of levels) {
    const inFlight = shoppers.slice(0, level)
    /** Every shopper in flight repeats `each` until the time is up; the workers' CPU per request of the stretch. */
    const stretch = async (name: string, tallies: Tally[], each: (shopper: Shopper) => Promise<unknown>) => {
      const key = `load c${level} ${name}`
      const until = Date.now() + seconds * 1000
      await cpu.measure(key, async () => {
        await Promise.all(
          inFlight.map(async (shopper) => {
            while (Date.now() < until) await each(shopper)
          }),
        )
        return tallies.reduce((sum, tally) => sum + tally.count, 0)
      })
      return cpu.perRequest(key)?.workers ?? null
    }
    const rows: Record<string, LoadRow> = {}
    for (const [name, path] of Object.entries(routes)) {
      const tally = new Tally()
      rows[name] = tally.row(
        await stretch(name, [tally], (shopper) => timed(tally, shopper, `${base}${path}`)),
      )
    }
    const adds = new Tally()
    const removes = new Tally()
    const addCpu = await stretch('addToBag', [adds, removes], async (shopper) => {
      const add = cartCall({ productId: shopper.addSku, qty: 1 })
      const answer = (await timed(adds, shopper, `${base}/api/cart/items`, add)) as CartAnswer | null
      const line = answer?.cart?.items.find((item) => item.productId === shopper.addSku)
      if (line) await timed(removes, shopper, `${base}/api/cart/items/remove`, cartCall({ itemId: line.id }))
    })
    // The stretch's CPU is of its adds and takings-out together, per call.
    rows.addToBag = adds.row(addCpu)
    rows.removeFromBag = removes.row(addCpu)
    profile[`c${level}`] = rows
  }
  return profile
}
