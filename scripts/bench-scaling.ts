/**
 * How the bench's pages grow with what they show:
 * - the listing's render at 24, 48 and 96 cards, in Node (scripts/bench-render.tsx): `renderToString` and the
 *   storefront's path, ms, and the cost of one more card (the slope between 24 and 96);
 * - the bag of a shopper holding 1, 10 and 50 lines (different variants across the listing's products) in workerd:
 *   its wall median, the workers' CPU per request (scripts/bench-cpu.ts), its HTML KB and the KV reads it made (the
 *   `cache` entries of its `Server-Timing`), and the cost of one more line (the slope between 1 and 50). Requests
 *   are sequential and the sizes interleaved, so each request's CPU is its own and every size sees the same machine.
 */
import { cookieOf } from '../tests/fixtures/cookie-jar.ts'
import { cpuMsOf, type WorkerdProcesses } from './bench-cpu.ts'
import { type BenchShop, type CartAnswer, MEASURED_ENCODING, median } from './bench-shop.ts'

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places

/** The listing's render by card count, as bench-render.tsx prints it: ms by way, and the storefront's HTML bytes. */
export type ListingCards = Record<string, { renderToString: number; storefrontStream: number; bytes: number }>

/** Ms and KB at each card count, and per card between the fewest and the most. */
export function listingScaling(cards: ListingCards) {
  const counts = Object.keys(cards)
    .map(Number)
    .sort((a, b) => a - b)
  const fewest = cards[String(counts[0])]
  const most = cards[String(counts.at(-1))]
  const span = (counts.at(-1) ?? 0) - (counts[0] ?? 0) || 1
  const slope = (pick: (row: ListingCards[string]) => number) =>
    fewest && most ? round((pick(most) - pick(fewest)) / span, 4) : null
  return {
    byCards: Object.fromEntries(
      counts.map((count) => {
        const row = cards[String(count)] as ListingCards[string]
        return [
          count,
          {
            renderToStringMs: round(row.renderToString),
            storefrontStreamMs: round(row.storefrontStream),
            htmlKb: round(row.bytes / 1024, 1),
          },
        ]
      }),
    ),
    perCard: {
      renderToStringMs: slope((row) => row.renderToString),
      storefrontStreamMs: slope((row) => row.storefrontStream),
      htmlKb: slope((row) => row.bytes / 1024),
    },
  }
}

/** `Server-Timing` entries named `cache`: the KV reads of the answer. */
const cacheEntries = (response: Response) =>
  [...(response.headers.get('server-timing') ?? '').matchAll(/(?:^|,)\s*cache;/g)].length

/**
 * A new shopper's session holding a line of each variant: the lines the bag ended with (the shopper's, and the gifts
 * a gift-with-purchase promotion added), or why it refused one.
 */
async function bagOf(
  shop: BenchShop,
  skus: string[],
): Promise<{ cookie: string; lines: number; bonusLines: number; refused: string | null }> {
  let cookie = ''
  let lines = 0
  let bonusLines = 0
  for (const sku of skus) {
    const added = await shop.addToBag(sku, cookie)
    const body = await added.text()
    cookie = cookieOf(added, cookie)
    if (!added.ok) {
      const refused = `line ${lines + 1} (${sku}): ${added.status} ${body.slice(0, 160)}`
      return { cookie, lines, bonusLines, refused }
    }
    const items = (JSON.parse(body) as CartAnswer).cart?.items ?? []
    lines = items.filter((item) => !item.bonus).length
    bonusLines = items.length - lines
  }
  return { cookie, lines, bonusLines, refused: null }
}

export async function bagScaling(options: {
  base: string
  shop: BenchShop
  processes: WorkerdProcesses
  sizes: number[]
  requests: number
}) {
  const { base, shop, processes, sizes, requests } = options
  const variants = await shop.variantsAcrossProducts(Math.max(...sizes))
  const bags = new Map<number, Awaited<ReturnType<typeof bagOf>>>()
  for (const size of sizes) bags.set(size, await bagOf(shop, variants.slice(0, size)))
  const samples = new Map(sizes.map((size) => [size, { wall: [] as number[], cpu: 0, bytes: 0, cache: 0 }]))
  const visit = async (size: number) => {
    const before = cpuMsOf(processes.workers)
    const started = performance.now()
    const response = await fetch(`${base}/en-us/cart`, {
      headers: { ...MEASURED_ENCODING, cookie: bags.get(size)?.cookie ?? '' },
      redirect: 'manual',
    })
    const body = await response.arrayBuffer()
    const wall = performance.now() - started
    if (response.status !== 200) throw new Error(`the bag of ${size} lines answered ${response.status}`)
    return {
      wall,
      cpu: cpuMsOf(processes.workers) - before,
      bytes: body.byteLength,
      cache: cacheEntries(response),
    }
  }
  for (let warm = 0; warm < 3; warm++) for (const size of sizes) await visit(size)
  for (let index = 0; index < requests; index++) {
    for (const size of sizes) {
      const seen = await visit(size)
      const sample = samples.get(size)
      if (!sample) continue
      sample.wall.push(seen.wall)
      sample.cpu += seen.cpu
      sample.bytes = seen.bytes
      sample.cache = seen.cache
    }
  }
  const counted = processes.workers.length > 0
  const byLines = Object.fromEntries(
    sizes.map((size) => {
      const sample = samples.get(size) ?? { wall: [], cpu: 0, bytes: 0, cache: 0 }
      const bag = bags.get(size)
      return [
        size,
        {
          lines: bag?.lines ?? 0,
          bonusLines: bag?.bonusLines ?? 0,
          ...(bag?.refused ? { refused: bag.refused } : {}),
          wallMs: round(median(sample.wall), 1),
          workerCpuMs: counted ? round(sample.cpu / requests, 1) : null,
          htmlKb: round(sample.bytes / 1024, 1),
          cacheEntries: sample.cache,
        },
      ]
    }),
  )
  const fewest = byLines[String(Math.min(...sizes))]
  const most = byLines[String(Math.max(...sizes))]
  const span = (most?.lines ?? 0) - (fewest?.lines ?? 0) || 1
  const slope = (pick: (row: NonNullable<typeof most>) => number | null) => {
    const [high, low] = most && fewest ? [pick(most), pick(fewest)] : [null, null]
    return high === null || low === null ? null : round((high - low) / span, 3)
  }
  return {
    byLines,
    perLine: {
      wallMs: slope((row) => row.wallMs),
      workerCpuMs: slope((row) => row.workerCpuMs),
      htmlKb: slope((row) => row.htmlKb),
      cacheEntries: slope((row) => row.cacheEntries),
    },
    requests,
  }
}
