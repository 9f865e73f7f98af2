import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../worker/env'
import { cspDirectives } from '../fixtures/csp'
import { clearUpstreamCache, createTestEnv, createTestShop, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)
afterEach(() => {
  vi.restoreAllMocks()
})

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).not.toBeNull()
  return cspDirectives(header)
}

/** The nonce `script-src` allows, failing unless there is exactly one. */
function scriptNonce(response: Response): string {
  const sources = directives(response.headers.get('content-security-policy')).get('script-src') ?? []
  const nonces = sources.filter((source) => /^'nonce-[^']+'$/.test(source))
  expect(nonces).toHaveLength(1)
  return (nonces[0] as string).slice("'nonce-".length, -1)
}

/** Opening tags of inline scripts (no `src`) and of style elements. */
/**
 * Inline scripts the browser runs: not those with a `src`, nor the islands' props and words (data, which CSP does not
 * govern).
 */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter(
      (tag) =>
        !/\ssrc=/.test(tag) &&
        tag !== '<script type="application/json">' &&
        tag !== '<script type="application/json" data-words="">',
    )
const styleElements = (html: string) => [...html.matchAll(/<style\b[^>]*>/g)].map((match) => match[0])

/** A production deployment: no mock API binding, so upstream calls go out through the global fetch. */
function productionEnv(): Bindings {
  const upstream = createUpstream()
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => upstream.fetcher.fetch(input, init))
  return createTestEnv(upstream, { ENVIRONMENT: 'production', MOCK_API: undefined })
}

async function productPath(env: Bindings): Promise<string> {
  const redirect = await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })
  expect(redirect.status).toBe(301)
  return redirect.headers.get('location') as string
}

describe('the Content-Security-Policy nonce', () => {
  it('allows scripts by a nonce only, never by unsafe-inline or eval', async () => {
    const env = createTestShop().env
    const response = await request('/en-us', { env })
    const csp = directives(response.headers.get('content-security-policy'))
    const scripts = csp.get('script-src') ?? []
    expect(scripts).toContain("'self'")
    expect(scripts.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1)
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts).not.toContain("'strict-dynamic'")
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(scriptNonce(response).length).toBeGreaterThanOrEqual(16)
  })

  it('is new for every request', async () => {
    const env = createTestShop().env
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) nonces.add(scriptNonce(await request('/en-us/help/contact-us', { env })))
    expect(nonces.size).toBe(3)
  })

  it('is carried by every inline script and style of a page, streamed swaps and JSON-LD included', async () => {
    const env = createTestShop().env
    const pages = [
      '/en-us',
      await productPath(env),
      '/en-us/c/men-1000',
      '/en-us/stories/trail-season',
      '/en-us/nope',
    ]
    const seen = { swap: 0, swapCall: 0, jsonLd: 0 }
    for (const path of pages) {
      const response = await request(path, { env })
      const nonce = scriptNonce(response)
      const styleSources = directives(response.headers.get('content-security-policy')).get('style-src') ?? []
      expect(styleSources).toContain(`'nonce-${nonce}'`)
      const html = await response.text()
      const scripts = inlineScripts(html)
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag, path).toContain(` nonce="${nonce}"`)
      for (const tag of styleElements(html)) expect(tag, path).toContain(` nonce="${nonce}"`)
      // Inline event handlers cannot carry a nonce, so there must be none.
      expect(html.match(/<[a-z][^>]*\son[a-z]+=/gi), path).toBeNull()
      // Base64 nonces hold `+` and `/`, so these are counted as plain text, not patterns.
      const count = (text: string) => html.split(text).length - 1
      seen.swap += count(`<script nonce="${nonce}">function __sfSwap(`)
      seen.swapCall += count(`<script nonce="${nonce}">__sfSwap(`)
      seen.jsonLd += count(`<script type="application/ld+json" nonce="${nonce}">`)
    }
    // The checks above covered each kind of inline script.
    expect(seen.swap).toBeGreaterThan(0)
    expect(seen.swapCall).toBeGreaterThan(0)
    expect(seen.jsonLd).toBeGreaterThan(0)
  })
})

describe('the hardening headers', () => {
  it('sends the referrer and permissions policies on pages and API answers', async () => {
    const env = createTestShop().env
    for (const path of ['/en-us', '/api/cart', '/healthz']) {
      const response = await request(path, { env })
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy'), path).toBe(
        'geolocation=(self), camera=(), microphone=()',
      )
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'self'")
    }
  })

  it('sends Strict-Transport-Security only in production', async () => {
    for (const environment of ['test', 'development']) {
      const env = createTestShop({ ENVIRONMENT: environment }).env
      const response = await request('/en-us', { env })
      expect(response.status).toBe(200)
      expect(response.headers.get('strict-transport-security'), environment).toBeNull()
    }
    const production = productionEnv()
    for (const path of ['/en-us', '/healthz']) {
      const response = await request(path, { env: production })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('strict-transport-security'), path).toBe(
        'max-age=63072000; includeSubDomains; preload',
      )
    }
  })
})
