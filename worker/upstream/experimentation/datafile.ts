/**
 * The experimentation service's datafile (Optimizely's hosted configuration, keyed by the project's SDK key), as
 * every request's decisions read it:
 *
 * - each isolate keeps the decider it built, and builds one again only for a new revision (parsing is the costly
 *   part, so it happens once per isolate per revision);
 * - KV keeps the last good datafile for every isolate, with when it was last checked; it holds the service's own
 *   configuration only, never a decision;
 * - once the configured interval has passed since the last check, the next request asks the service again with
 *   `If-Modified-Since`, after its response (`waitUntil`); a 304 only marks the copy checked;
 * - a failure to fetch, or a datafile that does not parse, keeps the last good one and is logged (spec 2 §8: no
 *   shopper sees it). Only when no copy exists anywhere does a request wait, for at most `COLD_BUDGET_MS`; past
 *   that it decides with every flag at its default, while the first fetch goes on in the background for up to the
 *   SDK's ready timeout (`READY_TIMEOUT_MS`, spec 2 §9), so a slow service still readies the next requests.
 */
import * as z from 'zod'
import { createDecider, type Decider } from '../../../shared/experiments'

/** How long a request with no datafile anywhere waits for the first one before deciding with the defaults. */
export const COLD_BUDGET_MS = 1000
/**
 * How long the first fetch of a datafile may take (spec 2 §9 "ready timeout", 30000 ms) before the client counts as
 * failed to become ready; a request stops waiting for it after `COLD_BUDGET_MS`.
 */
export const READY_TIMEOUT_MS = 30_000
/** The service's request timeout for a background refresh (spec 2 §9). */
export const REFRESH_TIMEOUT_MS = 60_000
/** After a failed refresh, the isolate waits this long before trying again. */
const RETRY_AFTER_FAILURE_MS = 30_000

const StoredSchema = z.object({
  body: z.string(),
  revision: z.string(),
  lastModified: z.string().nullable(),
  checkedAt: z.number(),
})
type Stored = z.infer<typeof StoredSchema>

export interface DatafileDeps {
  kv: KVNamespace
  fetcher: (request: Request) => Promise<Response>
  /** The service's base URL (`https://cdn.optimizely.com` in production). */
  baseUrl: string
  sdkKey: string
  intervalMs: number
  waitUntil: (promise: Promise<unknown>) => void
  log: (message: string, detail: Record<string, unknown>) => void
  now?: () => number
}

interface IsolateCopy {
  decider: Decider
  revision: string
  /** When this isolate last looked at KV. */
  seenAt: number
  /** When the copy was last checked against the service. */
  checkedAt: number
}

const copies = new Map<string, IsolateCopy>()
const refreshing = new Map<string, Promise<Stored | null>>()
const failedAt = new Map<string, number>()

const kvKey = (sdkKey: string) => `experimentation:datafile:${sdkKey}`
const datafileUrl = (deps: DatafileDeps) =>
  `${deps.baseUrl.replace(/\/+$/, '')}/datafiles/${encodeURIComponent(deps.sdkKey)}.json`

/** Forgets this isolate's copies (tests). */
export function forgetDatafiles(): void {
  copies.clear()
  refreshing.clear()
  failedAt.clear()
}

async function readStored(deps: DatafileDeps): Promise<Stored | null> {
  const raw = await deps.kv.get(kvKey(deps.sdkKey), 'json').catch(() => null)
  const parsed = StoredSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/** Asks the service; a new datafile that parses is stored and returned, a 304 marks the stored one checked. */
async function fetchDatafile(
  deps: DatafileDeps,
  stored: Stored | null,
  timeoutMs: number,
): Promise<Stored | null> {
  const now = deps.now ?? Date.now
  const headers: Record<string, string> = { accept: 'application/json' }
  if (stored?.lastModified) headers['if-modified-since'] = stored.lastModified
  try {
    const response = await deps.fetcher(
      new Request(datafileUrl(deps), { headers, signal: AbortSignal.timeout(timeoutMs) }),
    )
    if (response.status === 304 && stored) {
      const checked = { ...stored, checkedAt: now() }
      await deps.kv.put(kvKey(deps.sdkKey), JSON.stringify(checked))
      return checked
    }
    if (!response.ok) throw new Error(`the service answered ${response.status}`)
    const body = await response.text()
    const decider = createDecider(JSON.parse(body))
    const fresh: Stored = {
      body,
      revision: decider.revision,
      lastModified: response.headers.get('last-modified'),
      checkedAt: now(),
    }
    await deps.kv.put(kvKey(deps.sdkKey), JSON.stringify(fresh))
    copies.set(deps.sdkKey, { decider, revision: fresh.revision, seenAt: now(), checkedAt: fresh.checkedAt })
    failedAt.delete(deps.sdkKey)
    return fresh
  } catch (error) {
    failedAt.set(deps.sdkKey, now())
    deps.log('experimentation datafile not refreshed; the last good one stays', {
      sdkKey: deps.sdkKey,
      revision: stored?.revision ?? null,
      error: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}

/** One refresh at a time per isolate and SDK key. */
function refresh(deps: DatafileDeps, stored: Stored | null, timeoutMs: number): Promise<Stored | null> {
  const running = refreshing.get(deps.sdkKey)
  if (running) return running
  const started = fetchDatafile(deps, stored, timeoutMs).finally(() => refreshing.delete(deps.sdkKey))
  refreshing.set(deps.sdkKey, started)
  return started
}

function deciderOf(deps: DatafileDeps, stored: Stored, seenAt: number): Decider | null {
  const copy = copies.get(deps.sdkKey)
  if (copy && copy.revision === stored.revision) {
    copies.set(deps.sdkKey, { ...copy, seenAt, checkedAt: stored.checkedAt })
    return copy.decider
  }
  try {
    const decider = createDecider(JSON.parse(stored.body))
    copies.set(deps.sdkKey, { decider, revision: stored.revision, seenAt, checkedAt: stored.checkedAt })
    return decider
  } catch (error) {
    deps.log('stored experimentation datafile does not parse', {
      sdkKey: deps.sdkKey,
      error: error instanceof Error ? error.message : String(error),
    })
    return copy?.decider ?? null
  }
}

/**
 * The decider for this request, or null when no datafile can be had (then every flag takes its default). Starts a
 * background refresh when the interval has passed since the last check.
 */
export async function currentDecider(deps: DatafileDeps): Promise<Decider | null> {
  const now = (deps.now ?? Date.now)()
  const copy = copies.get(deps.sdkKey)
  const due = (checkedAt: number) => now - checkedAt >= deps.intervalMs
  const mayTry = now - (failedAt.get(deps.sdkKey) ?? Number.NEGATIVE_INFINITY) >= RETRY_AFTER_FAILURE_MS
  // Within the interval, this isolate's copy is the answer without a look at KV; so it is while a refresh is under
  // way or a failed one waits to be tried again.
  const settled = !due(copy?.checkedAt ?? 0) || refreshing.has(deps.sdkKey) || !mayTry
  if (copy && !due(copy.seenAt) && settled) return copy.decider

  const stored = await readStored(deps)
  if (!stored) {
    if (!mayTry) return copy?.decider ?? null
    const first = refresh(deps, null, READY_TIMEOUT_MS)
    deps.waitUntil(first)
    let timer: ReturnType<typeof setTimeout> | undefined
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), COLD_BUDGET_MS)
    })
    const ready = await Promise.race([first, budget]).finally(() => {
      if (timer !== undefined) clearTimeout(timer)
    })
    return ready ? (copies.get(deps.sdkKey)?.decider ?? null) : (copy?.decider ?? null)
  }
  const decider = deciderOf(deps, stored, now)
  if (due(stored.checkedAt) && mayTry) deps.waitUntil(refresh(deps, stored, REFRESH_TIMEOUT_MS))
  return decider
}
