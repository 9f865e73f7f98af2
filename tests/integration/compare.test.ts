import { beforeEach, describe, expect, it } from 'vitest'
import { cookieOf, formPost as form } from './browser'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

describe('compare', () => {
  it('adds up to four products, shows them side by side, and refuses a fifth', async () => {
    const env = createTestShop().env
    let cookie = ''
    for (const style of ['KS100013', 'KS100020', 'KS100027', 'KS100034']) {
      const response = await request('/en-us/compare', {
        env,
        ...form(`intent=add&styleCode=${style}`, cookie),
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/en-us/compare')
      cookie = cookieOf(response, cookie)
    }
    const html = await (await request('/en-us/compare', { env, headers: { cookie } })).text()
    expect(html).toContain('<h1>Compare products</h1>')
    expect(html.match(/<th scope="col">/g)).toHaveLength(4)
    expect(html).toContain('<th scope="row">Price</th>')
    // A refusal is the comparison at its own address, saying why.
    const fifth = await request('/en-us/compare', { env, ...form('intent=add&styleCode=KS100041', cookie) })
    expect(fifth.headers.get('location')).toBeNull()
    expect(fifth.status).toBe(409)
    const full = await fifth.text()
    expect(full).toContain('You can compare up to four products. Remove one to add another.')
    expect(full.match(/<th scope="col">/g)).toHaveLength(4)
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

  it('removes a product and says when the comparison is empty', async () => {
    const env = createTestShop().env
    const added = await request('/en-us/compare', { env, ...form('intent=add&styleCode=KS100013') })
    const cookie = cookieOf(added)
    const product = await (
      await request(
        (await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })).headers.get('location') as string,
        { env, headers: { cookie } },
      )
    ).text()
    expect(product).toContain('In your comparison')
    expect(product).toContain('View comparison (1)')
    const page = await (await request('/en-us/compare', { env, headers: { cookie } })).text()
    expect(page).toContain('action="/en-us/compare"')
    expect(page).not.toContain('action="/api/compare')
    const removed = await request('/en-us/compare', {
      env,
      ...form('intent=remove&styleCode=KS100013', cookie),
    })
    const empty = await (
      await request('/en-us/compare', { env, headers: { cookie: cookieOf(removed, cookie) } })
    ).text()
    expect(empty).toContain('Add up to four products to compare them side by side.')
  })

  it('ignores unknown products and keeps the shopper’s comparison as it was', async () => {
    const env = createTestShop().env
    let cookie = ''
    for (const style of ['KS100013', 'KS100020']) {
      cookie = cookieOf(
        await request('/en-us/compare', { env, ...form(`intent=add&styleCode=${style}`, cookie) }),
        cookie,
      )
    }
    const compared = (html: string) =>
      [...html.matchAll(/<th scope="col">.*?<\/th>/g)].map((cell) => /-(KS\d{6})"/.exec(cell[0])?.[1])
    const before = await (await request('/en-us/compare', { env, headers: { cookie } })).text()
    expect(compared(before)).toEqual(['KS100013', 'KS100020'])

    // Each refusal is the comparison at its own address, with the status of its error id.
    for (const [body, status] of [
      ['intent=add&styleCode=ZZ999999', 404],
      ['intent=add&styleCode=not-a-code', 400],
      ['', 400],
    ] as const) {
      const unknown = await request('/en-us/compare', { env, ...form(body, cookie) })
      expect(unknown.status, body).toBe(status)
      expect(unknown.headers.get('location'), body).toBeNull()
      expect(unknown.headers.get('set-cookie'), body).toBeNull()
      if (body === 'intent=add&styleCode=ZZ999999')
        expect(await unknown.text()).toContain('This item is no longer available.')
    }
    // A reload is a GET of that address: the comparison, not JSON.
    const reloaded = await request('/en-us/compare', { env, headers: { cookie } })
    expect(reloaded.headers.get('content-type')).toContain('text/html')
    const json = await request('/api/compare?locale=en-us', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', cookie },
      body: JSON.stringify({ styleCode: 'ZZ999999' }),
    })
    expect(json.status).toBe(404)
    expect(await json.json()).toMatchObject({
      errorDetails: [{ errorId: 'PLP400', message: 'This item is no longer available.' }],
    })
    const after = await (await request('/en-us/compare', { env, headers: { cookie } })).text()
    expect(compared(after)).toEqual(['KS100013', 'KS100020'])
  })
})
