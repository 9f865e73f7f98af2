import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import storefront from '../../worker'
import { streamedSection } from '../fixtures/html'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

const SEARCH = '/api/products/v2/search'

describe('streaming', () => {
  it('sends the whole shell before a slow section has its data', async () => {
    const { upstream, env } = createTestShop()
    const search = upstream.hold(SEARCH)
    const searched = upstream.nextCall(SEARCH)

    const ctx = createExecutionContext()
    const response = await storefront.fetch(new Request('http://localhost/en-us'), env, ctx)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    const first = decoder.decode((await reader.read()).value)
    // The header and the page go out at once; the footer follows the page's sections.
    expect(first).toContain('</header>')
    expect(first).toContain('id="sf-deferred-trending"')
    expect(first).not.toContain('data-sf-for="trending"')
    expect(first).not.toContain('</footer>')
    // The shell went out while the section's search was asked for and still unanswered.
    await searched
    expect(upstream.cancelled).toEqual([])

    search.release()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value)
    await waitOnExecutionContext(ctx)
    expect(streamedSection(rest, 'trending')).toContain('class="product-card"')
    expect(rest.indexOf('</footer>')).toBeGreaterThan(rest.indexOf('data-sf-for="trending"'))
    expect(rest.endsWith('</body></html>')).toBe(true)
  })

  it('leaves a failed section out and still completes the page', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail(SEARCH)
    const response = await request('/en-us', { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(streamedSection(html, 'trending')).toBe('')
    expect(html.endsWith('</body></html>')).toBe(true)
  })
})

describe('product page without its recommendations', () => {
  it('renders the whole product page when the recommendation service fails', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/api/products/v1/widgetRecommendations')
    const url = (await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })).headers.get(
      'location',
    ) as string
    const response = await request(url, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-island="buy-box"')
    expect(streamedSection(html, 'more')).toBe('')
    expect(html.endsWith('</body></html>')).toBe(true)
  })
})
