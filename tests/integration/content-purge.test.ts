import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../worker/env'
import { PURGE_SECRET, signPurge } from '../fixtures/purge-signature'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

function purgeEnv(upstream: { fetcher: Fetcher }): Bindings {
  return { ...createTestEnv(upstream), CONTENT_PURGE_SECRET: PURGE_SECRET } as Bindings
}

const purge = (env: Bindings, body: string, signature: string | null, headers: Record<string, string> = {}) =>
  request('/api/content/purge', {
    env,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-content-signature': signature }),
      ...headers,
    },
    body,
  })

async function cachedKeys(fragment: string): Promise<string[]> {
  const { keys } = await bindings.UPSTREAM_CACHE.list()
  return keys.map((key) => key.name).filter((name) => name.includes(fragment))
}

const pageCalls = (upstream: { calls: Request[] }, path: string) =>
  upstream.calls.filter((call) => new URL(call.url).pathname.endsWith(path)).length

describe('purge on publish', () => {
  it('drops the cached copy of a published page, and the next view asks the content service again', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    await request('/en-us/help/contact-us', { env })
    const cached = await request('/en-us/help/contact-us', { env })
    // Held by this isolate now, which the purge must forget as well as KV's copy.
    expect(cached.headers.get('cache-status')).toContain(
      'storefront-isolate;hit;ttl=300;detail="content.page"',
    )
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toHaveLength(1)
    expect(await cachedKeys('/menu/KST-US')).toHaveLength(1)
    const callsBefore = pageCalls(upstream, '/page/KST-US/help/contact-us')

    const body = JSON.stringify({ documents: [{ type: 'page', slug: 'help/contact-us' }] })
    const response = await purge(env, body, await signPurge(body))
    expect(response.status).toBe(204)
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toEqual([])
    // Documents that were not published stay cached.
    expect(await cachedKeys('/menu/KST-US')).toHaveLength(1)

    const fresh = await request('/en-us/help/contact-us', { env })
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('cache-status')).toContain('fwd=miss')
    expect(pageCalls(upstream, '/page/KST-US/help/contact-us')).toBe(callsBefore + 1)
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toHaveLength(1)
  })

  it('purges every locale and site that reads the document, or only the locales named', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    await request('/en-us', { env })
    await request('/fr-fr', { env })
    await request('/en-us', { env, host: 'tidewater.localhost' })
    expect(await cachedKeys('|/menu/')).toHaveLength(3)

    const onlyFrench = JSON.stringify({ documents: [{ type: 'menu' }], locales: ['fr-fr'] })
    expect((await purge(env, onlyFrench, await signPurge(onlyFrench))).status).toBe(204)
    expect((await cachedKeys('|/menu/')).sort()).toEqual(
      [...(await cachedKeys('/menu/KST-US')), ...(await cachedKeys('/menu/TDW-US'))].sort(),
    )
    expect(await cachedKeys('/menu/KST-FR')).toEqual([])

    const everywhere = JSON.stringify({
      documents: [{ type: 'menu' }, { type: 'fragment', id: 'promo-bar' }],
    })
    expect((await purge(env, everywhere, await signPurge(everywhere))).status).toBe(204)
    expect(await cachedKeys('|/menu/')).toEqual([])
    expect(await cachedKeys('/fragment/promo-bar')).toEqual([])
  })

  it('accepts the signed call whatever Origin its HTTP client sends: it is not a browser mutation', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    const body = JSON.stringify({ documents: [{ type: 'footer' }] })
    const response = await purge(env, body, await signPurge(body), {
      origin: 'https://content.example-retail.com',
      'sec-fetch-site': 'cross-site',
    })
    expect(response.status).toBe(204)
  })

  it('refuses a missing or wrong signature with 401 and keeps the cache', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    await request('/en-us/help/contact-us', { env })
    const body = JSON.stringify({ documents: [{ type: 'page', slug: 'help/contact-us' }] })
    const otherBody = JSON.stringify({ documents: [{ type: 'menu' }] })
    const attempts = [
      null,
      '',
      'garbage',
      await signPurge(body, 'another-secret-0123456789abcdef0123456789'),
      await signPurge(otherBody),
      (await signPurge(body)).replace(/v1=./, (match) => (match.endsWith('0') ? 'v1=1' : 'v1=0')),
    ]
    for (const signature of attempts) {
      const response = await purge(env, body, signature)
      expect(response.status, String(signature)).toBe(401)
      const error = (await response.json()) as { errorDetails: { errorId: string }[]; appId: string }
      expect(error.errorDetails[0]?.errorId).toBe('AUT401')
      expect(error.appId).toBe('storefront')
    }
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toHaveLength(1)
  })

  it('refuses a stale or far-future signature with 401, so a captured call cannot be replayed later', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    await request('/en-us/help/contact-us', { env })
    const body = JSON.stringify({ documents: [{ type: 'page', slug: 'help/contact-us' }] })
    for (const at of [Date.now() - 10 * 60_000, Date.now() + 10 * 60_000]) {
      const response = await purge(env, body, await signPurge(body, PURGE_SECRET, at))
      expect(response.status).toBe(401)
    }
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toHaveLength(1)
  })

  it('takes a signed call once: the same call sent again within its tolerance is refused and purges nothing', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    // A body no other test signs, so no other test has taken its signature.
    const body = JSON.stringify({
      documents: [{ type: 'page', slug: 'help/contact-us' }],
      siteIds: ['KST-US'],
    })
    const signature = await signPurge(body)
    await request('/en-us/help/contact-us', { env })
    expect((await purge(env, body, signature)).status).toBe(204)
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toHaveLength(0)

    // The page is cached again; a replay of the captured call must not drop it, even sent twice at once.
    await request('/en-us/help/contact-us', { env })
    const replays = await Promise.all([purge(env, body, signature), purge(env, body, signature)])
    for (const replay of replays) {
      expect(replay.status).toBe(409)
      expect(await replay.json()).toMatchObject({ errorDetails: [{ errorId: 'PRG409' }] })
    }
    expect(await cachedKeys('/page/KST-US/help/contact-us')).toHaveLength(1)
    // A new call for the same document, signed anew, is taken.
    const later = await signPurge(body, PURGE_SECRET, Date.now() + 1000)
    expect((await purge(env, body, later)).status).toBe(204)
  })

  it('answers a correctly signed but malformed body with 400 in the API error shape', async () => {
    const upstream = createUpstream()
    const env = purgeEnv(upstream)
    const bodies = [
      'not json',
      '[]',
      '{}',
      JSON.stringify({ documents: [] }),
      JSON.stringify({ documents: [{ type: 'recipe', id: 'x' }] }),
      JSON.stringify({ documents: [{ type: 'page', slug: '../../etc' }] }),
      JSON.stringify({ documents: [{ type: 'menu' }], locales: ['xx-xx'] }),
    ]
    for (const body of bodies) {
      const response = await purge(env, body, await signPurge(body))
      expect(response.status, body).toBe(400)
      const error = (await response.json()) as { errorDetails: { errorId: string }[] }
      expect(error.errorDetails[0]?.errorId).toBe('API400')
    }
  })
})
