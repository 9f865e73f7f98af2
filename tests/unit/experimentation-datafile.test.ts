import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { DATAFILE } from '../../mock-api/experimentation/datafile'
import type { DatafileDeps } from '../../worker/upstream/experimentation/datafile'
import {
  COLD_BUDGET_MS,
  currentDecider,
  forgetDatafiles,
  READY_TIMEOUT_MS,
} from '../../worker/upstream/experimentation/datafile'
import { startFakeClock } from '../integration/harness'

const kv = (env as unknown as { UPSTREAM_CACHE: KVNamespace }).UPSTREAM_CACHE
const PUBLISHED = 'Mon, 02 Nov 2026 09:30:00 GMT'
const MINUTE = 60_000

/** A stand-in for the service: answers with `revision`'s datafile, 304 when asked since `PUBLISHED`, or fails. */
function service() {
  const state = { revision: DATAFILE.revision, failing: false, asked: [] as (string | null)[] }
  const fetcher = async (request: Request) => {
    state.asked.push(request.headers.get('if-modified-since'))
    if (state.failing) return new Response('upstream down', { status: 503 })
    if (request.headers.get('if-modified-since') === PUBLISHED && state.revision === DATAFILE.revision)
      return new Response(null, { status: 304 })
    return Response.json(
      { ...DATAFILE, revision: state.revision },
      { headers: { 'last-modified': PUBLISHED } },
    )
  }
  return { state, fetcher }
}

function depsOf(fetcher: DatafileDeps['fetcher'], clock: { now: number }) {
  const pending: Promise<unknown>[] = []
  const logged: string[] = []
  const deps: DatafileDeps = {
    kv,
    fetcher,
    baseUrl: 'https://cdn.example',
    sdkKey: 'TestKey',
    intervalMs: 5 * MINUTE,
    waitUntil: (promise) => void pending.push(promise),
    log: (message) => void logged.push(message),
    now: () => clock.now,
  }
  return { deps, logged, settle: () => Promise.all(pending.splice(0)) }
}

beforeEach(async () => {
  forgetDatafiles()
  await kv.delete('experimentation:datafile:TestKey')
})

describe('the experimentation datafile', () => {
  it('is fetched once when nothing holds it, then read from the isolate within the interval', async () => {
    const { state, fetcher } = service()
    const clock = { now: 1_000_000 }
    const { deps } = depsOf(fetcher, clock)
    const first = await currentDecider(deps)
    expect(first?.revision).toBe(DATAFILE.revision)
    clock.now += 4 * MINUTE
    expect(await currentDecider(deps)).toBe(first)
    expect(state.asked).toEqual([null])
    const stored = await kv.get('experimentation:datafile:TestKey', 'json')
    expect(stored).toMatchObject({ revision: DATAFILE.revision, lastModified: PUBLISHED })
  })

  it('asks again with If-Modified-Since after the interval, in the background, and a 304 keeps the copy', async () => {
    const { state, fetcher } = service()
    const clock = { now: 1_000_000 }
    const { deps, settle } = depsOf(fetcher, clock)
    const first = await currentDecider(deps)
    clock.now += 6 * MINUTE
    expect(await currentDecider(deps)).toBe(first)
    await settle()
    expect(state.asked).toEqual([null, PUBLISHED])
    // Checked just now: the next request within the interval asks nobody.
    clock.now += MINUTE
    await currentDecider(deps)
    expect(state.asked).toHaveLength(2)
  })

  it('builds a new decider once for a new revision, and other isolates pick it up from KV', async () => {
    const { state, fetcher } = service()
    const clock = { now: 1_000_000 }
    const { deps, settle } = depsOf(fetcher, clock)
    await currentDecider(deps)
    state.revision = '143'
    clock.now += 6 * MINUTE
    await currentDecider(deps)
    await settle()
    expect((await currentDecider(deps))?.revision).toBe('143')
    // A fresh isolate reads KV's copy without asking the service.
    forgetDatafiles()
    const before = state.asked.length
    expect((await currentDecider(deps))?.revision).toBe('143')
    expect(state.asked).toHaveLength(before)
  })

  it('keeps the last good datafile when the service fails or answers junk, and logs it', async () => {
    const { state, fetcher } = service()
    const clock = { now: 1_000_000 }
    const { deps, settle, logged } = depsOf(fetcher, clock)
    const first = await currentDecider(deps)
    state.failing = true
    clock.now += 6 * MINUTE
    expect(await currentDecider(deps)).toBe(first)
    await settle()
    expect(logged).toContain('experimentation datafile not refreshed; the last good one stays')
    // A datafile that does not parse is refused the same way.
    const junk = depsOf(async () => Response.json({ version: '4', experiments: 'nope' }), clock)
    clock.now += 6 * MINUTE
    expect((await currentDecider(junk.deps))?.revision).toBe(DATAFILE.revision)
    await junk.settle()
    expect(junk.logged).toContain('experimentation datafile not refreshed; the last good one stays')
  })

  it('decides with the defaults when no datafile exists and the service cannot give one in time', async () => {
    const clock = { now: 1_000_000 }
    let asked: (request: Request) => void = () => {}
    const call = new Promise<Request>((resolve) => {
      asked = resolve
    })
    const hung = (request: Request) => {
      asked(request)
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      )
    }
    const { deps, logged, settle } = depsOf(hung, clock)
    // The budget on the worker's own clock, not the machine's: the wait ends exactly when it runs out.
    const timers = startFakeClock()
    try {
      const decided = currentDecider(deps)
      const request = await call
      timers.advance(COLD_BUDGET_MS)
      expect(await decided).toBeNull()
      // The fetch goes on in the background until the ready timeout, then counts as failed.
      expect(request.signal.aborted).toBe(false)
      timers.advance(READY_TIMEOUT_MS - COLD_BUDGET_MS - 1)
      expect(request.signal.aborted).toBe(false)
      timers.advance(1)
      await settle()
      expect((request.signal.reason as Error).name).toBe('TimeoutError')
    } finally {
      timers.restore()
    }
    expect(logged).toHaveLength(1)
  })

  it('readies the next requests with a first datafile that comes after the wait, fetched once', async () => {
    const { state, fetcher } = service()
    const clock = { now: 1_000_000 }
    let answer: () => void = () => {}
    let asked: () => void = () => {}
    const call = new Promise<void>((resolve) => {
      asked = resolve
    })
    const slow = (request: Request) =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(fetcher(request))
        asked()
      })
    const { deps, settle } = depsOf(slow, clock)
    const timers = startFakeClock()
    try {
      const first = currentDecider(deps)
      await call
      timers.advance(COLD_BUDGET_MS)
      expect(await first).toBeNull()
      // A request meanwhile waits for the same fetch, not a new one.
      const second = currentDecider(deps)
      answer()
      expect((await second)?.revision).toBe(DATAFILE.revision)
      await settle()
    } finally {
      timers.restore()
    }
    expect((await currentDecider(deps))?.revision).toBe(DATAFILE.revision)
    expect(state.asked).toEqual([null])
  })
})
