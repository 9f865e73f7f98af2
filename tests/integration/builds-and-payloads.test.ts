import { beforeEach, describe, expect, it } from 'vitest'
import type { AppManifest, UnknownBuild } from '../../shared/build'
import type { ProductPayload } from '../../shared/catalogue/quick-shop'
import { payloadPath } from '../../shared/routes'
import { assetManifest } from '../../worker/render/assets'
import { editorToken } from '../fixtures/preview-token'
import { clearUpstreamCache, createTestShop, request, TEST_SECRETS, type TestEnv } from './harness'
import { previewSession, seedSession } from './sessions'

beforeEach(clearUpstreamCache)

const PRODUCT = 'KS100048'

async function productUrl(env: TestEnv, style = PRODUCT): Promise<string> {
  return (await request(`/en-us/p/x-${style}`, { env, redirect: 'manual' })).headers.get('location') as string
}

describe('the app manifest of a build (builds/meta/{buildId}.json)', () => {
  it('names the build on every page, and answers that build’s manifest: its entry, stylesheet and islands', async () => {
    const { env } = createTestShop()
    const html = await (await request('/en-us', { env })).text()
    const build = /<html [^>]*data-build="([0-9a-f]{16})"/.exec(html)?.[1]
    expect(build).toBe(assetManifest.buildId)

    const response = await request(`/builds/meta/${build}.json`, { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    expect(response.headers.get('set-cookie')).toBeNull()
    const manifest = (await response.json()) as AppManifest
    expect(manifest.id).toBe(build)
    expect(Date.parse(manifest.timestamp)).not.toBeNaN()
    expect(manifest.entry).toBe(assetManifest.entry.file)
    expect(html).toContain(`src="${manifest.entry}"`)
    expect(manifest.css).toEqual(assetManifest.css)
    expect(manifest.islands['product-reviews']).toMatch(/^\/assets\/.+\.js$/)
  })

  it('tells a page of another build that its build is no longer served, and never lets that be kept', async () => {
    const { env } = createTestShop()
    const response = await request('/builds/meta/00000000deadbeef.json', { env })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()) as UnknownBuild).toEqual({
      id: '00000000deadbeef',
      latest: assetManifest.buildId,
    })
    for (const path of ['/builds/meta/latest.json', `/builds/meta/${assetManifest.buildId}`]) {
      const other = await request(path, { env })
      expect(other.status, path).toBe(404)
      expect(other.headers.get('content-type'), path).toContain('application/json')
    }
  })

  it('answers a chunk of another build with a bare 404, not an error page', async () => {
    const { env, upstream } = createTestShop()
    const response = await request('/assets/bag-Gone12.js', { env })
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(await response.text()).toBe('Not found')
    expect(upstream.calls).toEqual([])
  })
})

describe('a product page’s payload ({path}/_payload.json)', () => {
  it('gives the page’s product, colours and sizes as JSON, the same for every shopper and kept a minute', async () => {
    const { env } = createTestShop()
    const url = await productUrl(env)
    const response = await request(payloadPath(url), { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(response.headers.get('set-cookie')).toBeNull()
    const payload = (await response.json()) as ProductPayload
    expect(payload).toMatchObject({ pageType: 'product', path: url, styleCode: PRODUCT })
    const page = await (await request(url, { env })).text()
    expect(page).toContain(`<h1`)
    expect(page).toContain(payload.name)
    expect(payload.colours.length).toBeGreaterThan(0)
    for (const colour of payload.colours) {
      expect(page).toContain(colour.name)
      expect(colour.sizes.length).toBeGreaterThan(0)
    }
  })

  it('holds nothing of a signed-in shopper with a bag, and is the same answer a guest gets', async () => {
    const { env } = createTestShop()
    const url = await productUrl(env)
    const guest = await (await request(payloadPath(url), { env })).text()
    const cookie = await seedSession({
      carts: { 'KST-US': 'abc123def456' },
      customer: {
        type: 'REGISTERED',
        loyaltyMember: true,
        profiles: [],
        email: 'sam@example.com',
        firstName: 'Sam',
      },
    })
    const response = await request(payloadPath(url), { env, headers: { cookie } })
    const body = await response.text()
    expect(body).toBe(guest)
    for (const secret of ['sam@example.com', 'abc123def456']) expect(body).not.toContain(secret)
    const allowed = new Set(['colours', 'name', 'pageType', 'path', 'sizeLabels', 'styleCode'])
    expect(Object.keys(JSON.parse(body) as object).filter((key) => !allowed.has(key))).toEqual([])
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('is never kept in preview', async () => {
    const { env } = createTestShop()
    const url = await productUrl(env)
    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    const response = await request(`${payloadPath(url)}?preview=true`, {
      env,
      headers: { cookie: await previewSession(token) },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('sends an old slug to the payload at the product’s own path, as the page does', async () => {
    const { env } = createTestShop()
    const url = await productUrl(env)
    const response = await request(`/en-us/p/old-name-${PRODUCT}/_payload.json`, { env, redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(payloadPath(url))
  })

  it('answers 404 in JSON for an unknown product, a page without a payload and a locale the brand lacks', async () => {
    const { env } = createTestShop()
    for (const path of [
      '/en-us/p/nothing-KS999990/_payload.json',
      '/en-us/p/not-a-product/_payload.json',
      '/en-us/stories/trail-season/_payload.json',
      '/xx-xx/p/x-KS100048/_payload.json',
    ]) {
      const response = await request(path, { env })
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toContain('application/json')
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it('answers a failing catalogue with a JSON 503, never an error page', async () => {
    const { env, upstream } = createTestShop()
    const url = await productUrl(env)
    await clearUpstreamCache()
    upstream.fail('/api/products/')
    const response = await request(payloadPath(url), { env })
    expect(response.status).toBeGreaterThanOrEqual(500)
    expect(response.status).not.toBe(500)
    expect(response.headers.get('content-type')).toContain('application/json')
  })
})
