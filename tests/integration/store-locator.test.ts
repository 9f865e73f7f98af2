import { beforeEach, describe, expect, it } from 'vitest'
import { clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

const storeNames = (html: string) =>
  [...html.matchAll(/<h3 class="store__name">([^<]+)/g)].map((match) => match[1])

describe('store locator', () => {
  it('lists the stores of the locale country, and is linked from the footer', async () => {
    const env = createTestEnv(createUpstream())
    const html = await (await request('/en-gb/stores', { env })).text()
    expect(html).toContain('<h1>Find a store</h1>')
    expect(storeNames(html)).toEqual(['Kestrel London Covent Garden', 'Kestrel Manchester'])
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer).toContain('<a href="/en-gb/stores">Find a store</a>')
  })

  it('searches by postal code with a plain form, nearest first, and by position', async () => {
    const env = createTestEnv(createUpstream())
    const byCode = await (await request('/en-us/stores?postalCode=80202', { env })).text()
    expect(byCode).toContain('Stores near 80202')
    expect(storeNames(byCode)[0]).toBe('Kestrel Denver')
    const byPosition = await (await request('/en-us/stores?latitude=52.37&longitude=4.9', { env })).text()
    expect(storeNames(byPosition)[0]).toBe('Kestrel Amsterdam')
  })

  it('explains an unknown or malformed postal code without failing', async () => {
    const env = createTestEnv(createUpstream())
    const unknown = await request('/en-us/stores?postalCode=00000', { env })
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toContain('We could not find that postal code.')
    const malformed = await (await request('/en-us/stores?postalCode=%3Cb%3E', { env })).text()
    expect(malformed).toContain('Enter a postal code.')
    const nonsense = await request('/en-us/stores?latitude=abc&longitude=1', { env })
    expect(nonsense.status).toBe(200)
  })

  it('makes a store the shopper favourite from a plain form and marks it', async () => {
    const env = createTestEnv(createUpstream())
    const response = await request('/api/stores/favourite?locale=en-gb', {
      env,
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      body: 'storeId=3002',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en-gb/stores?saved=1')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string
    const html = await (await request('/en-gb/stores?saved=1', { env, headers: { cookie } })).text()
    expect(html).toContain('Kestrel Manchester is now your store.')
    expect(html).toContain('Kestrel Manchester<span class="badge"> Your store</span>')
    const foreign = await request('/api/stores/favourite?locale=en-gb', {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ storeId: '1001' }),
    })
    expect(foreign.status).toBe(404)
  })
})
