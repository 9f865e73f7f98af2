/**
 * The storefront isolate's own CPU per request, read from V8's sampling profiler through wrangler's inspector
 * (`wrangler dev --inspector-port`), as Cloudflare bills a worker: its JavaScript, its garbage collection and the
 * runtime's work on its thread, without the mock API's isolate, the local KV and D1 simulators, or wrangler's proxy
 * that share the workers' process (scripts/bench-cpu.ts reads that process whole).
 *
 * V8 takes a sample about every millisecond (1.03–1.15 ms apart here) while the isolate runs, and none while it
 * waits, so the time between two samples is either the sampling interval or a wait. Each sample counts for the
 * time since the one before, but for at most `SAMPLE_CAP_MS`: a wait is not CPU. The figure is an estimate to
 * about 10 %, for ratios within one run (a page against the trivial route, one build against another).
 */

/** Origin the inspector accepts a client from: wrangler's proxy admits DevTools' own. */
const DEVTOOLS_ORIGIN = 'https://devtools.devprod.cloudflare.dev'
/** The most one sample counts for: V8's default interval (1 ms) and its jitter. */
const SAMPLE_CAP_MS = 1.25

interface Profile {
  nodes: { id: number; callFrame: { functionName: string } }[]
  samples: number[]
  timeDeltas: number[]
}

/** Milliseconds the isolate ran in a profile, as above. */
export function busyMs(profile: Profile): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  )
  const cap = SAMPLE_CAP_MS * 1000
  let micros = 0
  profile.samples.forEach((sample, index) => {
    if (!idle.has(sample)) micros += Math.min(profile.timeDeltas[index] ?? 0, cap)
  })
  return micros / 1000
}

/** A profiler session on the storefront isolate; null when the inspector cannot be reached (then not reported). */
export async function connectIsolateProfiler(inspectorPort: number) {
  // Node's WebSocket takes headers as its second argument's `headers` (undici), beyond the browser's API.
  const socket = new (WebSocket as unknown as new (url: string, init: object) => WebSocket)(
    `ws://127.0.0.1:${inspectorPort}/ws`,
    { headers: { Origin: DEVTOOLS_ORIGIN } },
  )
  const opened = await new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true))
    socket.addEventListener('error', () => resolve(false))
    setTimeout(() => resolve(false), 10_000)
  })
  if (!opened) return null
  let sequence = 0
  const waiting = new Map<number, (result: { profile?: Profile }) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: { profile?: Profile } }
    if (message.id !== undefined && message.result) waiting.get(message.id)?.(message.result)
  })
  const send = (method: string) => {
    sequence += 1
    socket.send(JSON.stringify({ id: sequence, method, params: {} }))
    return sequence
  }
  send('Profiler.enable')
  const spent = new Map<string, { ms: number; requests: number }>()
  return {
    /** Profiles a stretch that returns how many requests it did, and books the isolate's time under `name`. */
    async measure<T extends number>(name: string, run: () => Promise<T>): Promise<T> {
      send('Profiler.start')
      // The start is acknowledged before any sample is taken; a short pause keeps the stretch inside the profile.
      await new Promise((resolve) => setTimeout(resolve, 100))
      const requests = await run()
      const profile = await new Promise<Profile | undefined>((resolve) => {
        waiting.set(send('Profiler.stop'), (result) => resolve(result.profile))
      })
      const entry = spent.get(name) ?? { ms: 0, requests: 0 }
      entry.ms += profile ? busyMs(profile) : 0
      entry.requests += requests
      spent.set(name, entry)
      return requests
    },
    /** The isolate's milliseconds per request under `name`; null when nothing was measured. */
    perRequest(name: string): number | null {
      const entry = spent.get(name)
      return entry && entry.requests > 0 ? Math.round((entry.ms / entry.requests) * 100) / 100 : null
    },
    close: () => socket.close(),
  }
}

export type IsolateProfiler = NonNullable<Awaited<ReturnType<typeof connectIsolateProfiler>>>
