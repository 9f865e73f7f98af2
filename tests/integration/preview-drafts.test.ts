import { beforeEach, describe, expect, it } from 'vitest'
import { editorToken } from '../fixtures/preview-token'
import { bindings, clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'
import { previewSession } from './sessions'

beforeEach(clearUpstreamCache)

const DRAFT = 'Winter sale preview'
const STORY = '/en-us/stories/trail-season'

const cachedKeys = async () => (await bindings.UPSTREAM_CACHE.list()).keys.map((key) => key.name).sort()
const previewCalls = (upstream: { calls: Request[] }) =>
  upstream.calls.filter(
    (call) => new URL(call.url).pathname.includes('/preview/') || call.headers.has('x-preview-token'),
  )
const segmentOf = (html: string) =>
  /data-block-id="trail-welcome"><div class="segmentation" data-segment="([^"]+)"/.exec(html)?.[1]

/** The two ways an editor's token reaches the shop: the editor's session, and the header tooling may send. */
const carriers: Record<string, (token: string, otherCookies?: string) => Promise<Record<string, string>>> = {
  'the editor’s session': async (token, otherCookies) => ({
    cookie: [await previewSession(token), otherCookies].filter(Boolean).join('; '),
  }),
  'an x-preview-token header': async (token, otherCookies) => ({
    'x-preview-token': token,
    ...(otherCookies ? { cookie: otherCookies } : {}),
  }),
}

describe('drafts never reach shoppers', () => {
  for (const [carrier, headersFor] of Object.entries(carriers)) {
    it(`shows the draft for ${carrier} only with ?preview=true`, async () => {
      const { env } = createTestShop()
      const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
      const preview = await request('/en-us?preview=true', { env, headers: await headersFor(token) })
      expect(preview.headers.get('cache-status')).toContain('fwd=bypass')
      expect(await preview.text()).toContain(DRAFT)
      expect(await cachedKeys()).toEqual([])
    })

    it(`serves the published page through the cache to ${carrier} without ?preview=true`, async () => {
      // What a shopper's visit stores, from a cold cache.
      const shopper = await request('/en-us', { env: createTestShop().env })
      const shopperHtml = await shopper.text()
      expect(shopperHtml).not.toContain(DRAFT)
      const shopperKeys = await cachedKeys()
      expect(shopperKeys.length).toBeGreaterThan(0)
      await clearUpstreamCache()

      const { upstream, env } = createTestShop()
      const headers = await headersFor(await editorToken(TEST_SECRETS.PREVIEW_SECRET))
      const first = await request('/en-us', { env, headers })
      expect(first.status).toBe(200)
      expect(first.headers.get('cache-control')).toBe(shopper.headers.get('cache-control'))
      expect(first.headers.get('cache-status')).not.toContain('bypass')
      expect(first.headers.get('cache-status')).toContain('fwd=miss;stored')
      const html = await first.text()
      expect(html).not.toContain(DRAFT)
      expect(html).not.toContain('<meta name="robots" content="noindex">')
      expect(await cachedKeys()).toEqual(shopperKeys)
      expect(previewCalls(upstream)).toEqual([])

      const second = await request('/en-us', { env, headers })
      expect(second.headers.get('cache-status')).toContain('storefront-isolate;hit')
      expect(second.headers.get('cache-status')).not.toContain('bypass')
      expect(await second.text()).not.toContain(DRAFT)
      expect(previewCalls(upstream)).toEqual([])
    })

    it(`ignores a forced test segment for ${carrier} without ?preview=true`, async () => {
      const env = createTestShop().env
      const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
      const headers = await headersFor(token, 'sf_test_segment=members')
      // The control: in preview the forced segment shows.
      const preview = await request(`${STORY}?preview=true`, { env, headers })
      expect(segmentOf(await preview.text())).toBe('members')
      const published = await request(STORY, { env, headers })
      expect(published.headers.get('cache-status')).not.toContain('bypass')
      expect(segmentOf(await published.text())).toBe('baseline')
    })
  }
})

describe('the preview bar', () => {
  const bar = (html: string) => /<section class="preview-bar"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null

  for (const [carrier, headersFor] of Object.entries(carriers)) {
    it(`says drafts are shown on every page previewed by ${carrier}, with an exit to the published page`, async () => {
      const { env } = createTestShop()
      const headers = await headersFor(await editorToken(TEST_SECRETS.PREVIEW_SECRET))
      for (const [path, exit] of [
        ['/en-us?preview=true', '/en-us'],
        [`${STORY}?preview=true&sf_ref=news`, `${STORY}?sf_ref=news`],
        ['/en-us/c/men-1000?preview=true', '/en-us/c/men-1000'],
      ] as const) {
        const html = await (await request(path, { env, headers })).text()
        const shown = bar(html)
        expect(shown, path).toContain('aria-label="Preview"')
        expect(shown, path).toContain('<strong>Previewing drafts.</strong>')
        expect(shown, path).toContain(
          `<a class="preview-bar__exit" href="${exit.replace('&', '&amp;')}">Exit preview</a>`,
        )
        // The exit is the page as shoppers see it: no bar there.
        expect(bar(await (await request(exit, { env, headers })).text()), exit).toBeNull()
      }
    })
  }

  it('says which date-time is previewed, in the editor’s language, and is never shown to shoppers', async () => {
    const { env } = createTestShop()
    const headers = await carriers['an x-preview-token header']?.(
      await editorToken(TEST_SECRETS.PREVIEW_SECRET),
    )
    const at = await request('/de-de?preview=true&previewDateTime=2026-12-24T18:00:00Z', { env, headers })
    const shown = bar(await at.text())
    expect(shown).toContain('<strong>Vorschau mit Entwürfen.</strong>')
    expect(shown).toContain('zum 24.12.2026, 18:00:00 UTC')
    expect(shown).toContain('href="/de-de">Vorschau beenden</a>')
    // A shopper asking for preview gets the published page, without the bar.
    expect(bar(await (await request('/en-us?preview=true', { env })).text())).toBeNull()
    // A date-time of the right shape that names no moment is left out: the drafts as of now, never an error page.
    for (const wrong of ['2026-13-01T10:00Z', '2026-12-01T25:00Z']) {
      const page = await request(`/de-de?preview=true&previewDateTime=${wrong}`, { env, headers })
      expect(page.status, wrong).toBe(200)
      expect(bar(await page.text()), wrong).toContain('<strong>Vorschau mit Entwürfen.</strong>')
    }
  })
})
