/**
 * Segment events (decisions 108 and 112): a consenting visitor's page view is enqueued on the `segment-events` queue
 * in the background, and the queue's consumer sends it through the data platform's tracking pixel as spec 2 §9's
 * browser segment-event queue does: one event a delivery, 3 sends in all, at most 100 waiting.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RecordedSegmentEvent } from '../../mock-api/db/experiment-events'
import { DATAFILE, ODP_PUBLIC_KEY } from '../../mock-api/experimentation/datafile'
import { clearFaults, setFaults } from '../../mock-api/faults'
import { writeOptanonConsent } from '../../shared/consent'
import { EVENT_CLIENT_NAME } from '../../shared/experiments/events'
import {
  pageViewSegmentEvent,
  SEGMENT_EVENT_DEFAULTS,
  type SegmentEventMessage,
} from '../../shared/experiments/segment-events'
import storefront from '../../worker'
import { forgetDatafiles } from '../../worker/upstream/experimentation/datafile'
import { editorToken } from '../fixtures/preview-token'
import { allowConsoleErrors } from '../setup'
import { consume, recordingQueue } from './experiment-event-helpers'
import {
  clearUpstreamCache,
  createTestEnv,
  createUpstream,
  request,
  startFakeClock,
  TEST_SECRETS,
  type Upstream,
} from './harness'

const PIXEL_URL = 'https://mock-api.internal/experimentation'

beforeEach(async () => {
  forgetDatafiles()
  await clearUpstreamCache()
})

afterEach(() => {
  clearFaults()
  vi.restoreAllMocks()
})

/** A shop with experiments on, the pixel host `pixelUrl` (none when null), and a segment queue that keeps what it is sent. */
function setup(pixelUrl: string | null = PIXEL_URL) {
  const upstream = createUpstream()
  const { queue, sent, release } = recordingQueue<SegmentEventMessage>()
  const env = createTestEnv(upstream, {
    EXPERIMENTATION_CDN_URL: 'https://mock-api.internal/experimentation',
    EXPERIMENTATION_SDK_KEY: DATAFILE.sdkKey,
    ...(pixelUrl ? { ODP_PIXEL_URL: pixelUrl } : {}),
    SEGMENT_EVENTS: queue,
  })
  return { upstream, env, sent, release }
}

const segmentEventsOf = async (upstream: Upstream, userId: string) => {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/__dev/experimentation/segment-events?user_id=${userId}`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  return ((await response.json()) as { events: RecordedSegmentEvent[] }).events
}
const pixelCalls = (upstream: Upstream) =>
  upstream.calls.filter((call) => new URL(call.url).pathname.endsWith('/v2/zaius.gif'))
const freshVisitor = () => `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 27)}`
const consentCookie = (targeting: boolean) =>
  `OptanonConsent=${encodeURIComponent(
    writeOptanonConsent(
      { performanceAndAnalytics: true, functional: true, targeting },
      new Date('2026-11-20T10:00:00Z'),
    ),
  )}; OptanonAlertBoxClosed=2026-11-20T10:00:00.000Z`
const messagesOf = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string } & Record<string, unknown>)

/** A page view of a fresh visitor, as a request enqueues it. */
const pageView = (visitorId = freshVisitor()): SegmentEventMessage => ({
  trackerId: ODP_PUBLIC_KEY,
  event: pageViewSegmentEvent({ visitorId, pageType: 'home', idempotenceId: crypto.randomUUID() }),
})
const consumeSegments = (
  messages: readonly unknown[],
  env: Parameters<typeof consume>[1],
  attempts: number[] = [],
  backlog = 0,
) => consume(messages, env, attempts, { queue: 'segment-events', backlog })

describe('segment events through the segment-events queue', () => {
  it('enqueues a consenting visitor’s page view without holding the page, and the consumer sends it as the SDK’s pixel does', async () => {
    const { env, upstream, sent, release } = setup()
    const id = freshVisitor()
    expect((await request('/en-us/p/x-KS100048', { env, headers: { cookie: `sf_vuid=${id}` } })).status).toBe(
      301,
    )
    const ctx = createExecutionContext()
    const page = await storefront.fetch(
      new Request('http://localhost/en-us', { headers: { cookie: `sf_vuid=${id}` } }),
      env,
      ctx,
    )
    // The page is whole while the queue has not yet taken its event, and no pixel was asked.
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('</html>')
    expect(sent).toEqual([])
    release()
    await waitOnExecutionContext(ctx)
    expect(pixelCalls(upstream)).toEqual([])
    // One page answered 200 with HTML, one event; the redirect is no page view.
    expect(sent).toEqual([
      {
        trackerId: ODP_PUBLIC_KEY,
        event: expect.objectContaining({
          type: 'fullstack',
          action: 'pageview',
          identifiers: { fs_user_id: id },
        }),
      },
    ])

    const result = await consumeSegments(sent, env)
    expect(result.explicitAcks).toEqual(['message-0'])
    const [call] = pixelCalls(upstream)
    expect(call?.method).toBe('GET')
    expect([...new URL(call?.url ?? 'http://x').searchParams.keys()]).toEqual([
      'fs_user_id',
      'idempotence_id',
      'data_source_type',
      'data_source',
      'data_source_version',
      'page_type',
      'tracker_id',
      'event_type',
      'vdl_action',
    ])
    const events = await segmentEventsOf(upstream, id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      userId: id,
      trackerId: ODP_PUBLIC_KEY,
      eventType: 'fullstack',
      action: 'pageview',
      query: { page_type: 'home', data_source: EVENT_CLIENT_NAME, data_source_type: 'sdk' },
    })
    expect(events[0]?.query.idempotence_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('enqueues nothing without targeting consent, with Global Privacy Control, in preview or for an API call', async () => {
    const { env, upstream, sent, release } = setup()
    release()
    const cookie = `sf_vuid=${freshVisitor()}`
    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    for (const [path, headers] of [
      ['/en-gb', { cookie }],
      ['/en-gb', { cookie: `${cookie}; ${consentCookie(false)}` }],
      ['/en-us', { cookie, 'sec-gpc': '1' }],
      ['/en-us?preview=true', { cookie, 'x-preview-token': token }],
      ['/api/cart', { cookie, 'x-storefront-locale': 'en-us' }],
    ] as const) {
      expect((await request(path, { env, headers })).status, path).toBe(200)
    }
    expect(sent).toEqual([])
    expect(pixelCalls(upstream)).toEqual([])
  })

  it('enqueues nothing where no pixel host is configured, and logs a page view no queue is bound for', async () => {
    const quiet = setup(null)
    quiet.release()
    const cookie = `sf_vuid=${freshVisitor()}`
    expect((await request('/en-us', { env: quiet.env, headers: { cookie } })).status).toBe(200)
    expect(quiet.sent).toEqual([])

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unbound = setup()
    const env = { ...unbound.env, SEGMENT_EVENTS: undefined }
    expect((await request('/en-us', { env, headers: { cookie } })).status).toBe(200)
    expect(messagesOf(warn).map((line) => line.message)).toContain('segment event dropped: no queue bound')
  })

  it('never fails the page when the queue refuses the event, and logs it', async () => {
    const { env } = setup()
    const broken = { send: () => Promise.reject(new Error('queue unavailable')) } as unknown as Queue
    const page = await request('/en-us', {
      env: { ...env, SEGMENT_EVENTS: broken },
      headers: { cookie: `sf_vuid=${freshVisitor()}` },
    })
    expect(page.status).toBe(200)
    const errors = allowConsoleErrors()
    expect(errors.map(([line]) => JSON.parse(String(line)).message)).toEqual(['segment event not enqueued'])
  })
})

describe('the segment-events queue’s consumer', () => {
  it('sends an event once a delivery and tries a failing pixel three times in all, after the backoff', async () => {
    const { env, upstream } = setup()
    const message = pageView()
    setFaults([{ service: 'experimentation', path: '/v2/zaius.gif', kind: 'error', status: 503 }])
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    const first = await consumeSegments([message], env, [1])
    expect(first.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 1 }])
    const second = await consumeSegments([message], env, [2])
    expect(second.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 9 }])
    expect(pixelCalls(upstream)).toHaveLength(2)
    // The third send is the last: the event is dropped, logged.
    const third = await consumeSegments([message], env, [SEGMENT_EVENT_DEFAULTS.tries])
    expect(third.retryMessages).toEqual([])
    expect(third.explicitAcks).toEqual(['message-0'])
    expect(pixelCalls(upstream)).toHaveLength(3)
    expect(messagesOf(warn).at(-1)).toMatchObject({
      message: 'segment event not sent',
      status: 503,
      attempts: 3,
    })

    // The platform is back: an event on its second delivery goes through.
    clearFaults()
    const again = await consumeSegments([message], env, [2])
    expect(again.explicitAcks).toEqual(['message-0'])
    expect(await segmentEventsOf(upstream, message.event.identifiers.fs_user_id ?? '')).toHaveLength(1)
  })

  it('gives up a send the platform does not answer within 10 s, and tries again', async () => {
    const { env, upstream } = setup()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    upstream.hold('/experimentation/v2/zaius.gif')
    const clock = startFakeClock()
    try {
      const asked = upstream.nextCall('/experimentation/v2/zaius.gif')
      const pending = consumeSegments([pageView()], env, [1])
      await asked
      clock.advance(9_999)
      expect(upstream.cancelled).toEqual([])
      clock.advance(1)
      const result = await pending
      expect(result.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 0 }])
      expect(messagesOf(warn).at(-1)).toMatchObject({
        message: 'segment event not sent: trying again',
        timedOut: true,
      })
    } finally {
      clock.restore()
    }
  })

  it('drops an event the platform refuses, at once', async () => {
    const { env, upstream } = setup(`${PIXEL_URL}/refusing`)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = await consumeSegments([pageView()], env, [1])
    expect(result.explicitAcks).toEqual(['message-0'])
    expect(result.retryMessages).toEqual([])
    expect(pixelCalls(upstream)).toHaveLength(1)
    expect(messagesOf(warn).at(-1)?.message).toBe('segment event not sent: refused')
  })

  it('keeps at most 100 waiting: past that, it drops the oldest unsent, logged', async () => {
    const { env, upstream } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const within = pageView()
    // This event and 99 behind it: 100 waiting, within the bound.
    expect(
      (await consumeSegments([within], env, [1], SEGMENT_EVENT_DEFAULTS.queueSize - 1)).explicitAcks,
    ).toEqual(['message-0'])
    expect(await segmentEventsOf(upstream, within.event.identifiers.fs_user_id ?? '')).toHaveLength(1)

    const past = pageView()
    const result = await consumeSegments([past], env, [1], SEGMENT_EVENT_DEFAULTS.queueSize)
    expect(result.explicitAcks).toEqual(['message-0'])
    expect(pixelCalls(upstream)).toHaveLength(1)
    expect(messagesOf(warn)).toEqual([
      expect.objectContaining({ message: 'segment event dropped: more than 100 waiting', waiting: 101 }),
    ])
  })

  it('drops and logs a message that is not a segment event', async () => {
    const { env, upstream } = setup()
    const result = await consumeSegments([{ trackerId: ODP_PUBLIC_KEY }], env)
    expect(result.explicitAcks).toEqual(['message-0'])
    expect(pixelCalls(upstream)).toEqual([])
    expect(allowConsoleErrors().map(([line]) => JSON.parse(String(line)).message)).toEqual([
      'segment event dropped: not an event',
    ])
  })
})

describe('the mock data platform’s pixel', () => {
  it('answers with a GIF it never lets be kept, and refuses a malformed event or an unknown key', async () => {
    const { upstream } = setup()
    const pixel = (query: string) =>
      upstream.fetcher.fetch(`https://mock-api.internal/experimentation/v2/zaius.gif?${query}`)
    const id = freshVisitor()
    const valid = `fs_user_id=${id}&idempotence_id=${crypto.randomUUID()}&event_type=fullstack&vdl_action=pageview`
    const taken = await pixel(`${valid}&tracker_id=${ODP_PUBLIC_KEY}`)
    expect(taken.status).toBe(200)
    expect(taken.headers.get('content-type')).toBe('image/gif')
    expect(taken.headers.get('cache-control')).toBe('no-store')
    expect(new Uint8Array(await taken.arrayBuffer()).slice(0, 6)).toEqual(new TextEncoder().encode('GIF89a'))

    const unknown = await pixel(`${valid}&tracker_id=someone-else`)
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toMatchObject({ errorDetails: [{ errorId: 'API401' }] })
    for (const query of [
      `idempotence_id=${crypto.randomUUID()}&event_type=fullstack&vdl_action=pageview&tracker_id=${ODP_PUBLIC_KEY}`,
      `fs_user_id=${id}&idempotence_id=nope&event_type=fullstack&vdl_action=pageview&tracker_id=${ODP_PUBLIC_KEY}`,
      `fs_user_id=${id}&idempotence_id=${crypto.randomUUID()}&vdl_action=pageview&tracker_id=${ODP_PUBLIC_KEY}`,
    ]) {
      const refused = await pixel(query)
      expect(refused.status, query).toBe(400)
      expect(await refused.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] })
    }
    expect(await segmentEventsOf(upstream, id)).toHaveLength(1)
  })
})
