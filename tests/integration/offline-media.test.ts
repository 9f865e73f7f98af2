import { beforeEach, describe, expect, it } from 'vitest'
import { signedInShopper } from './account-helpers'
import { jsonPost } from './browser'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

/** Development's settings: the hosted-video player on, delivered by the mock API's local stand-in. */
const developmentEnv = () =>
  createTestShop({ HOSTED_VIDEO: 'true', HOSTED_VIDEO_BASE_URL: '/media/film/hosted' }).env

/** Every `src`, `href` and `poster` address in the page's main content and head. */
const addresses = (html: string) =>
  [...html.matchAll(/\s(?:src|href|poster)="([^"]+)"/g)].map((match) =>
    (match[1] as string).replace(/&amp;/g, '&'),
  )

describe('films in development', () => {
  it('serves the uploaded films as WebM, whole or by byte range', async () => {
    const env = developmentEnv()
    const whole = await request('/media/film/ridge.webm', { env })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/webm')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const bytes = new Uint8Array(await whole.arrayBuffer())
    // The EBML magic number a WebM file starts with.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect(whole.headers.get('content-length')).toBe(String(bytes.byteLength))

    const part = await request('/media/film/kitchen-sm.webm', { env, headers: { range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.byteLength}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const tail = await request('/media/film/kitchen-lg.webm', { env, headers: { range: 'bytes=900-' } })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(`bytes 900-${bytes.byteLength - 1}/${bytes.byteLength}`)
    const outside = await request('/media/film/ridge.webm', { env, headers: { range: 'bytes=99999-' } })
    expect(outside.status).toBe(416)
    expect((await request('/media/film/no-such-film.webm', { env })).status).toBe(404)
  })

  it('stands in for the hosted-video service: its files and its caption tracks', async () => {
    const env = developmentEnv()
    const file = await request('/media/film/hosted/demo/video/upload/q_auto/outdoors.webm', { env })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('video/webm')
    const track = await request('/media/film/hosted/demo/raw/upload/outdoors.vtt', { env })
    expect(track.status).toBe(200)
    expect(track.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    const text = await track.text()
    expect(text.startsWith('WEBVTT\n')).toBe(true)
    expect(text).toContain('First light over the ridge.')
    expect((await request('/media/film/hosted/demo/raw/upload/elsewhere.vtt', { env })).status).toBe(404)
  })

  it('plays every film of the on-film story from the shop itself, captions included', async () => {
    const env = developmentEnv()
    const response = await request('/en-us/stories/on-film', { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(
      '<source src="/media/film/hosted/demo/video/upload/q_auto/outdoors.webm" type="video/webm"/>',
    )
    expect(html).toContain('src="/media/film/hosted/demo/raw/upload/outdoors.vtt"')
    expect(html).toContain('<source src="/media/film/kitchen-lg.webm" type="video/webm"')
    expect(html).toContain('<source src="/media/film/kitchen-sm.webm" type="video/webm"/>')
    // Nothing the page loads by itself names another origin (links a shopper follows may).
    const loaded = [...html.matchAll(/<(?:source|track|img|script|video|link)\b[^>]*>/g)].flatMap((tag) =>
      addresses(tag[0]),
    )
    const elsewhere = loaded.filter(
      (url) => /^(https?:)?\/\//.test(url) && !url.startsWith('http://localhost/'),
    )
    expect(elsewhere).toEqual([])
    // The CSP lets media come from the shop alone.
    expect(response.headers.get('content-security-policy')).toMatch(/media-src 'self';/)
    // Every film and track the page names answers (the stand-in has WebM only: a browser that plays WebM, as every
    // one the shop supports does, never asks for the MP4 source after it).
    for (const url of loaded.filter((entry) => entry.startsWith('/media/film/') && !entry.endsWith('.mp4'))) {
      expect((await request(url, { env })).status, url).toBe(200)
    }
  })
})

describe('an event that has ended', () => {
  it('says so on the story and offers no join', async () => {
    const env = developmentEnv()
    const html = await (await request('/en-us/stories/trail-season', { env })).text()
    const start = html.indexOf('data-block-id="gear-swap"')
    expect(start).toBeGreaterThan(-1)
    const block = html.slice(start, html.indexOf('</section>', start))
    expect(block).toContain('Autumn gear swap')
    expect(block).toContain('<p class="event-signup__ended">This event has ended.</p>')
    expect(block).not.toContain('data-island="event-signup"')
    expect(block).not.toContain('Join the event')
    // The upcoming event beside it still takes sign-ups.
    const open = html.slice(html.indexOf('data-block-id="trail-weekend"'))
    expect(open.slice(0, open.indexOf('</section>'))).toContain('data-island="event-signup"')
  })

  it('is refused by the sign-up service with a clear error', async () => {
    const env = createTestShop().env
    const email = `ended.${crypto.randomUUID().slice(0, 8)}@example.com`
    const { cookie } = await signedInShopper(env, {
      email,
      firstName: 'Ana',
      lastName: 'Ruiz',
      password: 'Engage-passw0rd',
    })
    const registration = {
      firstName: 'Ana',
      lastName: 'Ruiz',
      attendingDays: ['2026-10-10'],
      terms: true,
      startDate: '2026-10-10',
      endDate: '2026-10-10',
    }
    const response = await request('/api/events/gear-swap-2026/registrations', {
      env,
      ...jsonPost(registration, cookie),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      errorDetails: [{ errorId: 'EVT410', message: 'Registration for this event is closed.' }],
    })
  })
})
