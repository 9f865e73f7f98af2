import { beforeEach, describe, expect, it } from 'vitest'
import { BRANDS } from '../../shared/brands'
import { LOCALES, toUpstreamLocale } from '../../shared/i18n/locales'
import { createKvCache } from '../../worker/cache/kv-cache'
import type { Bindings } from '../../worker/env'
import { createContentClient } from '../../worker/upstream/content/client'
import { ContentServiceError } from '../../worker/upstream/errors'
import { createUpstreamFetch } from '../../worker/upstream/http'
import { PURGE_SECRET, signPurge } from '../fixtures/purge-signature'
import { allowConsoleErrors } from '../setup'
import type { Upstream } from './harness'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

const MAX_BODY_BYTES = 16 * 1024

/** The test env with a purge secret; `{ secret: undefined }` leaves it unset. */
function purgeEnv(
  upstream: { fetcher: Fetcher },
  { secret }: { secret?: string } = { secret: PURGE_SECRET },
) {
  const env = createTestEnv(upstream)
  return (secret === undefined ? env : { ...env, CONTENT_PURGE_SECRET: secret }) as Bindings
}

async function purge(env: Bindings, body: string): Promise<Response> {
  return request('/api/content/purge', {
    env,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-content-signature': await signPurge(body) },
    body,
  })
}

async function cachedKeys(fragment: string): Promise<string[]> {
  const { keys } = await bindings.UPSTREAM_CACHE.list()
  return keys
    .map((key) => key.name)
    .filter((name) => name.includes(fragment))
    .sort()
}

async function errorOf(response: Response) {
  return ((await response.json()) as { errorDetails: { errorId: string; message: string }[] }).errorDetails[0]
}

const contentCalls = (upstream: Upstream, fragment: string) =>
  upstream.calls.filter((call) => new URL(call.url).pathname.includes(fragment)).length

/** Fills the cache with the children list of a parent page, read by the content client as a route would. */
async function readChildren(upstream: Upstream, localeCode: string, siteId: string, parent: string) {
  const pending: Promise<unknown>[] = []
  const locale = LOCALES[localeCode]
  if (!locale) throw new Error(`no locale ${localeCode}`)
  const content = createContentClient({
    fetch: createUpstreamFetch({
      service: 'content',
      baseUrl: 'https://mock-api.internal/content',
      fetcher: (call) => upstream.fetcher.fetch(call),
      accessKey: TEST_SECRETS.UPSTREAM_ACCESS_KEY,
      serverTrustId: TEST_SECRETS.SERVER_TRUST_ID,
      locale: toUpstreamLocale(locale, true),
      errorClass: ContentServiceError,
    }),
    cache: createKvCache({
      kv: bindings.UPSTREAM_CACHE,
      waitUntil: (promise) => pending.push(promise),
      bypass: false,
    }),
    siteId,
    locale: localeCode,
    mediaBaseUrl: '/media',
    preview: null,
    localePath: `/${localeCode}`,
  })
  const children = await content.getChildren(parent)
  await Promise.all(pending)
  return children
}

describe('purge on publish, beyond the happy path', () => {
  it('answers 503 and logs an error when no purge secret (or too short a one) is configured', async () => {
    const errors = allowConsoleErrors()
    const upstream = createUpstream()
    await request('/en-us/help/contact-us', { env: createTestEnv(upstream) })
    const body = JSON.stringify({ documents: [{ type: 'page', slug: 'help/contact-us' }] })
    for (const secret of [undefined, '', 'too-short-a-secret']) {
      const response = await purge(purgeEnv(upstream, { secret }), body)
      expect(response.status, String(secret)).toBe(503)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect((await errorOf(response))?.errorId).toBe('GEN503')
    }
    expect(errors).toHaveLength(3)
    for (const [line] of errors)
      expect(JSON.parse(String(line))).toMatchObject({
        level: 'error',
        message: 'content purge is not configured',
      })
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toHaveLength(1)
  })

  it('narrows the purge to the site ids named, and to sites and locales together', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    for (const [path, host] of [
      ['/en-us', 'localhost'],
      ['/en-ca', 'localhost'],
      ['/fr-ca', 'localhost'],
      ['/en-us', 'tidewater.localhost'],
    ] as const)
      expect((await request(path, { env, host })).status).toBe(200)
    expect(await cachedKeys('|/menu/')).toHaveLength(4)

    // KST-CA is read in two locales: both copies go.
    const canada = JSON.stringify({ documents: [{ type: 'menu' }], siteIds: ['KST-CA'] })
    expect((await purge(env, canada)).status).toBe(204)
    expect(await cachedKeys('/menu/KST-CA')).toEqual([])
    expect(await cachedKeys('/menu/KST-US')).toHaveLength(1)
    expect(await cachedKeys('/menu/TDW-US')).toHaveLength(1)

    // A site and a locale narrow together: Tidewater's en-us only, not Kestrel's.
    const tidewaterUs = JSON.stringify({
      documents: [{ type: 'menu' }],
      siteIds: ['TDW-US'],
      locales: ['en-us'],
    })
    expect((await purge(env, tidewaterUs)).status).toBe(204)
    expect(await cachedKeys('/menu/TDW-US')).toEqual([])
    expect(await cachedKeys('/menu/KST-US')).toHaveLength(1)

    // A site no locale of the scope reads: nothing to do, and nothing goes.
    const nothing = JSON.stringify({ documents: [{ type: 'menu' }], siteIds: ['KST-US'], locales: ['fr-fr'] })
    expect((await purge(env, nothing)).status).toBe(204)
    expect(await cachedKeys('/menu/KST-US')).toHaveLength(1)
  })

  // The lists are filled through the content client, as a content page's "In this section" reads them
  // (decision 107), so each parent's list is cached the way a page leaves it.
  it('drops the children lists of every parent of a published page', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    const journal = await readChildren(upstream, 'en-us', 'KST-US', 'journal')
    expect(journal.length).toBeGreaterThan(0)
    await readChildren(upstream, 'en-gb', 'KST-GB', 'journal')
    await readChildren(upstream, 'en-us', 'KST-US', 'help')
    await readChildren(upstream, 'en-us', 'KST-US', 'help/contact-us')
    expect(await cachedKeys('|/children/')).toHaveLength(4)

    const article = JSON.stringify({ documents: [{ type: 'page', slug: 'journal/new-trail-notes' }] })
    expect((await purge(env, article)).status).toBe(204)
    expect(await cachedKeys('/children/KST-US/journal')).toEqual([])
    expect(await cachedKeys('/children/KST-GB/journal')).toEqual([])
    expect(await cachedKeys('/children/KST-US/help')).toHaveLength(2)

    // Every level above a nested page, and not the page's own children.
    const nested = JSON.stringify({ documents: [{ type: 'page', slug: 'help/contact-us/returns' }] })
    expect((await purge(env, nested)).status).toBe(204)
    expect(await cachedKeys('|/children/')).toEqual([])

    const callsBefore = contentCalls(upstream, '/children/KST-US/journal')
    await readChildren(upstream, 'en-us', 'KST-US', 'journal')
    expect(contentCalls(upstream, '/children/KST-US/journal')).toBe(callsBefore + 1)
  })

  it('touches at most 500 keys in one call, refusing a bigger purge whole', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    const product = await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })
    await request(product.headers.get('location') as string, { env })
    expect(await cachedKeys('/product/KST-US/KS100013')).toHaveLength(1)

    // A product document is cached once per site and locale the brands serve.
    const pairs = BRANDS.reduce((count, brand) => count + brand.locales.length, 0)
    const fitting = Math.floor(500 / pairs)
    const products = (count: number) =>
      JSON.stringify({
        documents: Array.from({ length: count }, (_, index) => ({
          type: 'product',
          id: `KS${String(100013 + index * 7).padStart(6, '0')}`,
        })),
      })
    const tooMany = await purge(env, products(fitting + 1))
    expect(tooMany.status).toBe(400)
    const error = await errorOf(tooMany)
    expect(error?.errorId).toBe('API400')
    expect(error?.message).toContain('at most 500 keys')
    expect(await cachedKeys('/product/KST-US/KS100013')).toHaveLength(1)

    expect((await purge(env, products(fitting))).status).toBe(204)
    expect(await cachedKeys('/product/KST-US/KS100013')).toEqual([])
  })

  it('takes a body of exactly 16 KB and refuses a longer one with 413', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    await request('/en-us', { env })
    const json = JSON.stringify({ documents: [{ type: 'menu' }] })
    const padded = (bytes: number) => json.slice(0, -1) + ' '.repeat(bytes - json.length) + json.slice(-1)
    expect(new TextEncoder().encode(padded(MAX_BODY_BYTES)).length).toBe(MAX_BODY_BYTES)

    const tooLong = await purge(env, padded(MAX_BODY_BYTES + 1))
    expect(tooLong.status).toBe(413)
    expect((await errorOf(tooLong))?.errorId).toBe('API413')
    expect(await cachedKeys('/menu/KST-US')).toHaveLength(1)
    const huge = await purge(env, padded(1024 * 1024))
    expect(huge.status).toBe(413)

    expect((await purge(env, padded(MAX_BODY_BYTES))).status).toBe(204)
    expect(await cachedKeys('/menu/KST-US')).toEqual([])
  })

  it('purges product, category, augmented page, footer and pop-up documents stored by real page views', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    const product = await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })
    await request(product.headers.get('location') as string, { env })
    await request('/en-us/c/men-1000', { env })
    expect((await request('/en-us/no-such-page', { env })).status).toBe(404)
    const kinds = {
      product: { document: { type: 'product', id: 'KS100013' }, key: '/product/KST-US/KS100013' },
      category: { document: { type: 'category', id: '1000' }, key: '/category/KST-US/1000' },
      augmentedpage: {
        document: { type: 'augmentedpage', id: 'error-4xx' },
        key: '/augmentedpage/KST-US/error-4xx',
      },
      footer: { document: { type: 'footer' }, key: '/footer/KST-US' },
      popups: { document: { type: 'popups' }, key: '/popups/KST-US' },
    }
    for (const { key } of Object.values(kinds)) expect(await cachedKeys(key), key).toHaveLength(1)

    const remaining = new Set(Object.keys(kinds))
    for (const [kind, { document, key }] of Object.entries(kinds)) {
      const response = await purge(env, JSON.stringify({ documents: [document], locales: ['en-us'] }))
      expect(response.status, kind).toBe(204)
      remaining.delete(kind)
      expect(await cachedKeys(key), kind).toEqual([])
      // The documents not published stay.
      for (const other of remaining)
        expect(
          await cachedKeys(kinds[other as keyof typeof kinds].key),
          `${kind} kept ${other}`,
        ).toHaveLength(1)
      expect(await cachedKeys('/menu/KST-US')).toHaveLength(1)
    }

    const before = contentCalls(upstream, '/category/KST-US/1000')
    const category = await request('/en-us/c/men-1000', { env })
    expect(category.headers.get('cache-status')).toContain('detail="content.category"')
    expect(contentCalls(upstream, '/category/KST-US/1000')).toBe(before + 1)
  })
})
