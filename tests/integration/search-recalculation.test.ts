/**
 * The search service's recalculation event (decision 101): a signed call that deletes the cached recommendation
 * lists of the widgets it names, so the next page asks the service again; refused unsigned, malformed, replayed or
 * unconfigured, and split into calls KV can take.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { cacheKeyPrefix } from '../../worker/cache/keys'
import type { Bindings } from '../../worker/env'
import {
  purgeRecommendationLists,
  WIDGET_RECOMMENDATIONS_PATH,
} from '../../worker/upstream/catalogue/recommendation-cache'
import { signPurge } from '../fixtures/purge-signature'
import { allowConsoleErrors } from '../setup'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

const SECRET = 'test-search-events-secret-0123456789abcdef'
const PRODUCT = '/en-us/p/x-KS100048'

const recalculated = (env: Bindings, body: string, signature: string | null) =>
  request('/api/catalogue/recalculated', {
    env,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-search-signature': signature }),
    },
    body,
  })

async function cachedLists(widget?: string): Promise<string[]> {
  const { keys } = await bindings.UPSTREAM_CACHE.list({ prefix: 'v4|catalogue|' })
  return keys
    .map((key) => key.name)
    .filter((name) => name.includes(`${WIDGET_RECOMMENDATIONS_PATH}?`))
    .filter((name) => !widget || name.includes(`widget=${widget}`))
}

const listCalls = (upstream: { calls: Request[] }) =>
  upstream.calls.filter((call) => new URL(call.url).pathname.endsWith(WIDGET_RECOMMENDATIONS_PATH)).length

/** A product page in full, so every recommendation list on it is cached. */
async function viewProduct(env: Bindings) {
  const moved = await request(PRODUCT, { env, redirect: 'manual' })
  const page = await request(moved.headers.get('location') ?? PRODUCT, { env })
  expect(page.status).toBe(200)
  await page.text()
}

describe('a recalculation of the search service’s recommendations', () => {
  it('deletes the cached lists, and the next page asks the service again', async () => {
    const upstream = createUpstream()
    const env = { ...createTestEnv(upstream), SEARCH_EVENTS_SECRET: SECRET } as Bindings
    await viewProduct(env)
    const lists = await cachedLists()
    expect(lists.length).toBeGreaterThan(0)
    const before = listCalls(upstream)
    await viewProduct(env)
    expect(listCalls(upstream), 'the second view reads the lists from KV').toBe(before)

    const body = JSON.stringify({ event: 'recommendations.recalculated' })
    const signature = await signPurge(body, SECRET)
    const response = await recalculated(env, body, signature)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: lists.length, complete: true })
    expect(await cachedLists()).toEqual([])
    await viewProduct(env)
    expect(listCalls(upstream)).toBeGreaterThan(before)
    // Sent again within its signature's tolerance, the same call changes nothing.
    expect((await recalculated(env, body, signature)).status).toBe(409)
  })

  it('deletes only the lists of the widgets it names', async () => {
    const env = { ...createTestEnv(createUpstream()), SEARCH_EVENTS_SECRET: SECRET } as Bindings
    const prefix = `${cacheKeyPrefix({ service: 'catalogue', siteId: 'KST-US', locale: 'en-us', path: WIDGET_RECOMMENDATIONS_PATH })}?`
    for (const widget of ['pdp-similar', 'complete-the-look'])
      await bindings.UPSTREAM_CACHE.put(`${prefix}limit=8&productId=KS100048&widget=${widget}`, '{}')
    const body = JSON.stringify({ event: 'recommendations.recalculated', widgets: ['pdp-similar'] })
    const response = await recalculated(env, body, await signPurge(body, SECRET))
    expect(await response.json()).toEqual({ deleted: 1, complete: true })
    expect(await cachedLists('pdp-similar')).toEqual([])
    expect(await cachedLists('complete-the-look')).toHaveLength(1)
  })

  it('says when there was more than one call may delete, and the next call deletes the rest', async () => {
    const prefix = `${cacheKeyPrefix({ service: 'catalogue', siteId: 'KST-US', locale: 'en-us', path: WIDGET_RECOMMENDATIONS_PATH })}?`
    for (const productId of ['KS100010', 'KS100013', 'KS100048'])
      await bindings.UPSTREAM_CACHE.put(`${prefix}productId=${productId}&widget=pdp-similar`, '{}')
    const scope = { siteIds: ['KST-US'], locales: ['en-us'], limit: 2 }
    expect(await purgeRecommendationLists(bindings.UPSTREAM_CACHE, scope)).toEqual({
      deleted: 2,
      complete: false,
    })
    expect(await purgeRecommendationLists(bindings.UPSTREAM_CACHE, scope)).toEqual({
      deleted: 1,
      complete: true,
    })
    expect(await cachedLists()).toEqual([])
  })

  it('refuses an unsigned, malformed or unconfigured call and keeps the lists', async () => {
    const upstream = createUpstream()
    const env = { ...createTestEnv(upstream), SEARCH_EVENTS_SECRET: SECRET } as Bindings
    await viewProduct(env)
    const lists = await cachedLists()
    const body = JSON.stringify({ event: 'recommendations.recalculated' })
    expect((await recalculated(env, body, null)).status).toBe(401)
    expect((await recalculated(env, body, await signPurge(body))).status, 'signed with another secret').toBe(
      401,
    )
    const wrong = JSON.stringify({ event: 'recommendations.recalculated', widgets: ['Not A Widget!'] })
    const refused = await recalculated(env, wrong, await signPurge(wrong, SECRET))
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('at widgets.0')
    const errors = allowConsoleErrors()
    const unconfigured = createTestEnv(upstream) as Bindings
    expect((await recalculated(unconfigured, body, await signPurge(body, SECRET))).status).toBe(503)
    expect(JSON.parse(String(errors[0]?.[0]))).toMatchObject({
      message: 'search recalculation is not configured',
    })
    expect(await cachedLists()).toEqual(lists)
  })
})
