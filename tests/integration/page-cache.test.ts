import { beforeEach, describe, expect, it } from 'vitest'
import { editorToken } from '../fixtures/preview-token'
import {
  bindings,
  clearUpstreamCache,
  createTestShop,
  forgetHeldCopies,
  request,
  TEST_SECRETS,
} from './harness'
import { previewSession } from './sessions'

beforeEach(clearUpstreamCache)

/** Moves every cached copy `seconds` into the past, as if the time had gone by. */
async function ageCache(seconds: number) {
  const { keys } = await bindings.UPSTREAM_CACHE.list()
  for (const { name } of keys) {
    const envelope = await bindings.UPSTREAM_CACHE.get<{ value: unknown; storedAt: number }>(name, 'json')
    if (envelope)
      await bindings.UPSTREAM_CACHE.put(
        name,
        JSON.stringify({ ...envelope, storedAt: envelope.storedAt - seconds * 1000 }),
      )
  }
  forgetHeldCopies()
}

describe('pages through the cache', () => {
  it('fills the cache on the first request and serves the second from it', async () => {
    const { upstream, env } = createTestShop()
    const first = await request('/en-us/help/contact-us', { env })
    expect(first.headers.get('cache-status')).toContain('fwd=miss;stored')
    const callsAfterFirst = upstream.calls.length
    const second = await request('/en-us/help/contact-us', { env })
    expect(second.status).toBe(200)
    expect(second.headers.get('cache-status')).not.toContain('fwd=miss')
    // The isolate holds what it read: no KV read at all.
    expect(second.headers.get('cache-status')).toContain('storefront-isolate;hit')
    expect(second.headers.get('server-timing')).not.toContain('cache;')
    // Once the isolate's copies have lapsed, KV serves the page.
    forgetHeldCopies()
    const third = await request('/en-us/help/contact-us', { env })
    expect(third.headers.get('cache-status')).not.toContain('fwd=miss')
    expect(third.headers.get('cache-status')).toContain('storefront-kv;hit')
    expect(upstream.calls.length).toBe(callsAfterFirst)
    // One KV operation for everything the page asked for at once, the page among it.
    expect(third.headers.get('server-timing')).toMatch(/cache;desc="[^"]*content\.page[^"]*";dur=[\d.]+/)
  })

  it('serves the last good copy of the home page when the content service fails', async () => {
    const { upstream, env } = createTestShop()
    await request('/en-us', { env })
    await ageCache(2 * 3600)
    upstream.fail('/content')
    const response = await request('/en-us', { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-status')).toContain('fwd-status=502')
    expect(await response.text()).toContain('Made for the long way round')
  })

  it('refreshes a stale copy in the background while serving it', async () => {
    const { upstream, env } = createTestShop()
    await request('/en-us/help/contact-us', { env })
    await ageCache(600)
    const before = upstream.calls.length
    const response = await request('/en-us/help/contact-us', { env })
    expect(response.headers.get('cache-status')).toContain('hit;fwd=stale')
    expect(upstream.calls.length).toBeGreaterThan(before)
    const fresh = await request('/en-us/help/contact-us', { env })
    expect(fresh.headers.get('cache-status')).not.toContain('fwd=stale')
  })

  it('shows editors draft content with a valid preview token, bypassing and never filling the cache', async () => {
    const { upstream, env } = createTestShop()
    const published = await (await request('/en-us', { env })).text()
    expect(published).not.toContain('Winter sale preview')
    const keysBefore = (await bindings.UPSTREAM_CACHE.list()).keys.length

    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    const preview = await request('/en-us?preview=true', {
      env,
      headers: { cookie: await previewSession(token) },
    })
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('cache-status')).toContain('fwd=bypass')
    const html = await preview.text()
    expect(html).toContain('Winter sale preview')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain(token)
    expect(upstream.calls.some((call) => new URL(call.url).pathname.startsWith('/content/preview/'))).toBe(
      true,
    )
    expect((await bindings.UPSTREAM_CACHE.list()).keys.length).toBe(keysBefore)

    const after = await (await request('/en-us', { env })).text()
    expect(after).not.toContain('Winter sale preview')
  })

  it('ignores preview=true without a valid token', async () => {
    const { env } = createTestShop()
    const expired = await editorToken(TEST_SECRETS.PREVIEW_SECRET, { expiresIn: -3540 })
    const forged = await editorToken('another-secret-0123456789abcdef0123456789')
    for (const token of ['', expired, forged, 'abc.def']) {
      const cookie = token ? await previewSession(token) : ''
      const response = await request('/en-us?preview=true', { env, headers: { cookie } })
      expect(response.status).toBe(200)
      expect(await response.text()).not.toContain('Winter sale preview')
    }
  })
})
