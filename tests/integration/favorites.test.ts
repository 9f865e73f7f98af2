import { beforeEach, describe, expect, it } from 'vitest'
import { cookieOf, formPost as form } from './browser'
import { callMockApi, clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

describe('favorites', () => {
  it('adds a product in a colour from the product page, lists it, removes it', async () => {
    const env = createTestShop().env
    const productUrl = (await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })).headers.get(
      'location',
    ) as string
    const page = await (await request(productUrl, { env })).text()
    expect(page).toContain('Add to favorites')
    const colour = /name="colour" value="(\d{3})"/.exec(page)?.[1] as string
    // The product page's form posts to the list, which answers it (decision 068).
    expect(page).toContain('action="/en-us/favorites"')
    expect(page).not.toContain('action="/api/favorites')
    const added = await request('/en-us/favorites', {
      env,
      ...form(`intent=add&styleCode=KS100013&colour=${colour}&returnTo=${encodeURIComponent(productUrl)}`),
    })
    expect(added.status).toBe(303)
    expect(added.headers.get('location')).toBe(`${productUrl}?colour=${colour}&favorite=added`)
    const cookie = cookieOf(added)
    const back = await (
      await request(added.headers.get('location') as string, { env, headers: { cookie } })
    ).text()
    expect(back).toContain('Added to your favorites.')
    expect(back).toContain('In your favorites')
    const list = await (await request('/en-us/favorites', { env, headers: { cookie } })).text()
    expect(list).toContain('<h1>Favorites</h1>')
    expect(list).toContain('1 item')
    const id = /name="id" value="([^"]+)"/.exec(list)?.[1] as string
    expect(list).not.toContain('action="/api/favorites')
    const removed = await request('/en-us/favorites', { env, ...form(`intent=remove&id=${id}`, cookie) })
    expect(removed.headers.get('location')).toBe('/en-us/favorites')
    expect(await (await request('/en-us/favorites', { env, headers: { cookie } })).text()).toContain(
      'You have no favorites yet.',
    )
    // A refusal is the list at its own address, saying why; a reload of it is the list, not JSON.
    const refused = await request('/en-us/favorites', { env, ...form(`intent=remove&id=nope`, cookie) })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    expect(await refused.text()).toContain('<h1>Favorites</h1>')
    const reloaded = await request('/en-us/favorites', { env, headers: { cookie } })
    expect(reloaded.headers.get('content-type')).toContain('text/html')
  })

  it('shares a list read-only by link', async () => {
    const env = createTestShop().env
    const productUrl = (await request('/en-gb/p/x-KS100020', { env, redirect: 'manual' })).headers.get(
      'location',
    ) as string
    const colour = /name="colour" value="(\d{3})"/.exec(
      await (await request(productUrl, { env })).text(),
    )?.[1] as string
    const added = await request('/en-gb/favorites', {
      env,
      ...form(`intent=add&styleCode=KS100020&colour=${colour}`),
    })
    const cookie = cookieOf(added)
    const html = await (await request('/en-gb/favorites', { env, headers: { cookie } })).text()
    expect(html).toContain('1 item')
    const shared = await request('/en-gb/favorites', { env, ...form('intent=share', cookie) })
    const location = shared.headers.get('location') as string
    expect(location).toMatch(/^\/en-gb\/favorites\?share=[a-f0-9]{32}$/)
    const withLink = await (await request(location, { env, headers: { cookie } })).text()
    const link =
      /Anyone with this link can see your list: <a href="http:\/\/localhost(\/en-gb\/favorites\/shared\/[a-f0-9]{32})"/.exec(
        withLink,
      )?.[1]
    expect(link).toBeDefined()
    const readOnly = await (await request(link as string, { env })).text()
    expect(readOnly).toContain('A shared favourites list')
    expect(readOnly).not.toContain('name="id"')
    expect((await request('/en-gb/favorites/shared/0123456789abcdef0123456789abcdef', { env })).status).toBe(
      404,
    )
  })

  it('reads a shared list by the id its share gave, with no list id or store, and never by the owner’s list id', async () => {
    const { upstream, env } = createTestShop()
    const productUrl = (await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })).headers.get(
      'location',
    ) as string
    const colour = /name="colour" value="(\d{3})"/.exec(
      await (await request(productUrl, { env })).text(),
    )?.[1]
    const cookie = cookieOf(
      await request('/en-us/favorites', { env, ...form(`intent=add&styleCode=KS100013&colour=${colour}`) }),
    )
    const shared = await request('/en-us/favorites', { env, ...form('intent=share', cookie) })
    const shareId = /share=([a-f0-9]{32})$/.exec(shared.headers.get('location') ?? '')?.[1] as string
    expect(shareId).toBeDefined()
    const ownerListId = upstream.calls
      .map((call) => new URL(call.url))
      .find((url) => /^\/api\/wishlists\/v2\/favorites\/F[A-Z0-9]{12}\/share$/.test(url.pathname))
      ?.pathname.split('/')[5] as string
    expect(ownerListId).toBeDefined()

    // Anyone with the link: no cookie.
    const readOnly = await request(`/en-us/favorites/shared/${shareId}`, { env })
    expect(readOnly.status).toBe(200)
    const html = await readOnly.text()
    expect(html).toContain('A shared favorites list')
    expect(html).toContain('href="/en-us/p/')
    expect(html).not.toContain(ownerListId)
    const read = upstream.calls
      .map((call) => new URL(call.url))
      .filter((url) => url.pathname === `/api/wishlists/v2/favorites/${shareId}/share`)
    expect(read).toHaveLength(1)
    expect(read[0]?.searchParams.get('start')).toBe('0')
    expect(read[0]?.searchParams.get('siteId')).toBe('KST-US')

    // The service's answer names no list id and no store, even when asked for one.
    const answer = await callMockApi(upstream, `/api/wishlists/v2/favorites/${shareId}/share?favStoreId=0101`)
    const body = (await answer.json()) as Record<string, unknown>
    expect(body.favoriteId).toBeNull()
    expect(body).not.toHaveProperty('favStoreId')
    // The owner's own list id opens nothing through the share read.
    const byOwnerId = await callMockApi(upstream, `/api/wishlists/v2/favorites/${ownerListId}/share`)
    expect(byOwnerId.status).toBe(404)
  })

  it('is not offered when the allow-favorites feature is off', async () => {
    const env = createTestShop({ ALLOW_FAVORITES: 'false' }).env
    expect((await request('/en-us/favorites', { env })).status).toBe(404)
    const api = await request('/api/favorites?locale=en-us', {
      env,
      ...form('styleCode=KS100013&colour=001'),
    })
    expect(api.status).toBe(404)
    const productUrl = (await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })).headers.get(
      'location',
    ) as string
    expect(await (await request(productUrl, { env })).text()).not.toContain('Add to favorites')
  })

  it('reads the list in pages of the configured size, with links between them, and finds a product on any page', async () => {
    // Two a page (spec 1 §9: the page size comes from configuration).
    const env = createTestShop({ FAVORITES_PAGE_SIZE: '2' }).env
    let cookie = ''
    const colours: string[] = []
    const styles = ['KS100013', 'KS100020', 'KS100034', 'KS100041', 'KS100048']
    for (const style of styles) {
      const productUrl = (await request(`/en-us/p/x-${style}`, { env, redirect: 'manual' })).headers.get(
        'location',
      ) as string
      const colour = /name="colour" value="(\d{3})"/.exec(
        await (await request(productUrl, { env, headers: cookie ? { cookie } : {} })).text(),
      )?.[1] as string
      colours.push(colour)
      const added = await request('/en-us/favorites', {
        env,
        ...form(`intent=add&styleCode=${style}&colour=${colour}`, cookie),
      })
      expect(added.status).toBe(303)
      cookie ||= cookieOf(added)
    }
    const first = await (await request('/en-us/favorites', { env, headers: { cookie } })).text()
    expect(first).toContain('5 items')
    expect(first.match(/name="id" value=/g)).toHaveLength(2)
    expect(first).toContain('<nav class="page-links" aria-label="Pages">')
    expect(first).toContain('Page 1 of 3')
    expect(first).toMatch(/<a href="\/en-us\/favorites\?page=2" rel="next"[^>]*>Next page<\/a>/)
    expect(first).not.toContain('Previous page')
    const last = await (await request('/en-us/favorites?page=3', { env, headers: { cookie } })).text()
    expect(last.match(/name="id" value=/g)).toHaveLength(1)
    expect(last).toContain('Page 3 of 3')
    expect(last).toMatch(/<a href="\/en-us\/favorites\?page=2" rel="prev"[^>]*>Previous page<\/a>/)
    expect(last).not.toContain('Next page')
    // A page that is not one is the first.
    expect(await (await request('/en-us/favorites?page=x', { env, headers: { cookie } })).text()).toContain(
      'Page 1 of 3',
    )
    // Past the last page (an old link, favourites removed elsewhere): the last page there is.
    const past = await request('/en-us/favorites?page=7', { env, headers: { cookie }, redirect: 'manual' })
    expect([past.status, past.headers.get('location')]).toEqual([303, '/en-us/favorites?page=3'])
    // The first product added is on the last page: its page still knows it is a favourite, and counts them all.
    const firstProduct = (await request('/en-us/p/x-KS100013', { env, redirect: 'manual' })).headers.get(
      'location',
    ) as string
    const product = await (
      await request(`${firstProduct}?colour=${colours[0]}`, { env, headers: { cookie } })
    ).text()
    expect(product).toContain('In your favorites')
    // Another colour of it is not, and the link counts the whole list.
    const other = await (await request(firstProduct, { env, headers: { cookie } })).text()
    if (!other.includes('In your favorites')) expect(other).toContain('View favorites (5)')
  })
})
