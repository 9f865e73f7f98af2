import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearUpstreamCache, createTestEnv, createTestShop, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

afterEach(() => {
  vi.restoreAllMocks()
})

const IMAGE = '/media/content/select-hiking.svg'

describe('/media', () => {
  it('passes demo images through from the mock API in development, kept by the browser a year', async () => {
    const upstream = createUpstream()
    const response = await request(IMAGE, { env: createTestEnv(upstream) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain('<svg')
    expect(upstream.calls.map((call) => new URL(call.url).pathname)).toEqual([IMAGE])
  })

  it('answers 404 for anything but a demo image’s address, without asking the mock API', async () => {
    const { upstream, env } = createTestShop()
    for (const path of [
      '/media/content/select-hiking.png',
      '/media/content/%2e%2e%2fsecret.svg',
      '/media/product/short/001.svg',
      '/media/',
    ]) {
      expect((await request(path, { env })).status, path).toBe(404)
    }
    expect(upstream.calls.filter((call) => new URL(call.url).pathname.startsWith('/media'))).toEqual([])
  })

  it('answers 404 in production, where images come from the media host', async () => {
    const upstream = createUpstream()
    // Production has no mock API binding: the 404 page's own content calls go out through the global fetch.
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) => upstream.fetcher.fetch(input, init))
    const env = createTestEnv(upstream, {
      ENVIRONMENT: 'production',
      MOCK_API: undefined,
      MEDIA_BASE_URL: 'https://media.example-retail.com',
    })
    const response = await request(IMAGE, { env })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('We can’t find that page')
    expect(fetched).toHaveBeenCalled()
    expect(upstream.calls.filter((call) => new URL(call.url).pathname.startsWith('/media'))).toEqual([])
  })
})
