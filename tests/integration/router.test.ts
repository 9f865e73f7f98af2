import { RegExpRouter } from 'hono/router/reg-exp-router'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../shared/i18n/locales'
import { app } from '../../worker'
import { createTestEnv, createUpstream, request } from './harness'

/** The routes, one method at a time, each tried in a router of its own: the one Hono refuses, by its path. */
function refusedRoutes(): string[] {
  const refused: string[] = []
  const kept: { method: string; path: string }[] = []
  for (const route of app.routes) {
    try {
      const router = new RegExpRouter<number>()
      for (const { method, path } of [...kept, route]) router.add(method, path, 0)
      router.match(route.method === 'ALL' ? 'GET' : route.method, '/')
      kept.push(route)
    } catch {
      refused.push(`${route.method} ${route.path}`)
    }
  }
  return refused
}

describe('the routes', () => {
  it('are all taken by the regular-expression router: no literal beside a parameter at the same place', () => {
    expect(app.router.name).toBe('RegExpRouter')
    expect(refusedRoutes()).toEqual([])
  })

  it('answer a page, a page form, an API read and an API post through it', async () => {
    const env = createTestEnv(createUpstream())
    expect((await request('/en-us', { env })).status).toBe(200)
    expect((await request('/api/cart', { env })).status).toBe(200)
    const lookup = await request('/api/order-status', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ orderNumber: 'K1', email: 'nobody@example.com' }),
    })
    expect(lookup.status).not.toBe(404)
    for (const code of LOCALE_CODES) {
      const form = await request(`/${code}/stores`, {
        env,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: 'q=',
      })
      expect(form.status, code).toBeLessThan(500)
    }
  })

  it('take no page form under a locale the shop does not serve, nor under a served one written in capitals', async () => {
    const env = createTestEnv(createUpstream())
    for (const path of ['/xx-yy/stores', '/EN-US/stores']) {
      const answer = await request(path, {
        env,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: 'q=',
      })
      expect(answer.status, path).toBe(404)
    }
  })
})
