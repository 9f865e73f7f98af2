import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearUpstreamCache,
  cookieOf,
  createTestEnv,
  createUpstream,
  formPost as form,
  request,
} from './harness'

beforeEach(clearUpstreamCache)

describe('compare', () => {
  it('adds up to four products, shows them side by side, and refuses a fifth', async () => {
    const env = createTestEnv(createUpstream())
    let cookie = ''
    for (const style of ['KS100013', 'KS100020', 'KS100027', 'KS100034']) {
      const response = await request('/api/compare?locale=en-us', {
        env,
        ...form(`styleCode=${style}`, cookie),
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/en-us/compare')
      cookie = cookieOf(response, cookie)
    }
    const html = await (await request('/en-us/compare', { env, headers: { cookie } })).text()
    expect(html).toContain('<h1>Compare products</h1>')
    expect(html.match(/<th scope="col">/g)).toHaveLength(4)
    expect(html).toContain('<th scope="row">Price</th>')
    const fifth = await request('/api/compare?locale=en-us', { env, ...form('styleCode=KS100041', cookie) })
    expect(fifth.headers.get('location')).toBe('/en-us/compare?full=1')
    const json = await request('/api/compare?locale=en-us', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie },
      body: JSON.stringify({ styleCode: 'KS100041' }),
    })
    expect(json.status).toBe(409)
    expect(await json.json()).toMatchObject({
      errorDetails: [{ message: 'You can compare up to four products. Remove one to add another.' }],
    })
  })

  it('removes a product, says when the comparison is empty, and ignores unknown products', async () => {
    const env = createTestEnv(createUpstream())
    const added = await request('/api/compare?locale=en-us', { env, ...form('styleCode=KS100013') })
    const cookie = cookieOf(added)
    const product = await (
      await request(
        (await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })).headers.get('location') as string,
        { env, headers: { cookie } },
      )
    ).text()
    expect(product).toContain('In your comparison')
    expect(product).toContain('View comparison (1)')
    const removed = await request('/api/compare/remove?locale=en-us', {
      env,
      ...form('styleCode=KS100013', cookie),
    })
    const empty = await (
      await request('/en-us/compare', { env, headers: { cookie: cookieOf(removed, cookie) } })
    ).text()
    expect(empty).toContain('Add up to four products to compare them side by side.')
    const unknown = await request('/api/compare?locale=en-us', { env, ...form('styleCode=ZZ999999') })
    expect(unknown.headers.get('set-cookie')).toBeNull()
  })
})
