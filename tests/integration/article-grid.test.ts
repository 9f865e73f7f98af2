import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ArticlesAnswer } from '../../worker/routes/api/articles'
import { expectToContainAll } from '../fixtures/expect-text'
import type { TestEnv } from './harness'
import { clearUpstreamCache, createTestEnv, createTestShop, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

const JOURNAL = '/en-us/journal'
const SEARCH_PATH = '/content/live/caas/v1/canvas/search/'

const cardTitles = (html: string) =>
  [...html.matchAll(/class="article-card__link">([^<]+)<\/a>/g)].map((match) => match[1])

/** Each card of the grid: its link, title and date, in the order shown. */
const cardsOf = (html: string) =>
  [...html.matchAll(/<li class="article-card">(.*?)<\/li>/g)].map((match) => ({
    url: /<a href="([^"]+)" class="article-card__link">/.exec(match[1] as string)?.[1],
    title: /class="article-card__link">([^<]+)<\/a>/.exec(match[1] as string)?.[1],
    date: /<time dateTime="([^"]+)">/.exec(match[1] as string)?.[1],
  }))

/** The content service's children of the journal page (its articles), newest first by their date. */
async function journalChildren(): Promise<{ url: string; title: string; date: string }[]> {
  const response = await createUpstream().fetcher.fetch(
    'https://mock-api.internal/content/live/caas/v1/canvas/children/KST-US/journal?locale=en-us',
    { headers: { 'x-api-key': 'test-access-key' } },
  )
  const { results } = (await response.json()) as { results: { url: string; title: string; date?: string }[] }
  return results
    .filter((child): child is { url: string; title: string; date: string } => typeof child.date === 'string')
    .sort((a, b) => b.date.localeCompare(a.date))
}

async function articles(env: TestEnv, query: string) {
  const response = await request(`/api/articles?${query}`, { env })
  return { response, body: (await response.json()) as ArticlesAnswer & { errorDetails?: unknown[] } }
}

describe('the article grid', () => {
  it('renders the journal’s first page, newest first, with its tag facets and read more', async () => {
    const env = createTestShop().env
    const response = await request(JOURNAL, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    // Two rows of three columns: the six newest of the journal's children, newest first.
    const shown = cardsOf(html)
    expect(shown).toHaveLength(6)
    const dates = shown.map((card) => card.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const newest = (await journalChildren()).slice(0, 6)
    expect(shown.map((card) => card.url)).toEqual(newest.map((child) => `/en-us${child.url}`))
    expect(shown.map((card) => card.title)).toEqual(newest.map((child) => child.title))
    expect(dates).toEqual(newest.map((child) => child.date))
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    expect(html).toContain('<p class="block__subtitle">Stories, guides and repairs from the trail.</p>')
    expect(html).toContain(
      '<h2 class="article-card__title"><a href="/en-us/journal/packing-for-rain" class="article-card__link">',
    )
    expect(html).toContain('href="/en-us/journal/packing-for-rain" class="article-card__link"')
    expect(html).toContain(
      'src="/media/content/journal-packing-for-rain.svg" alt="" width="960" height="640"',
    )
    expect(html).toContain('<time dateTime="2026-10-14">10/14/2026</time>')
    expect(html).toContain('<legend class="article-grid__filters-title">Filter by topic</legend>')
    expect(html).toContain(
      'aria-pressed="false" disabled="">Hiking<span class="article-grid__facet-count"> (',
    )
    expect(html.match(/class="article-grid__tag"/g)).toHaveLength(8)
    expect(html).toContain('Showing 6 of 16 articles')
    expect(html).toContain('href="?articles=12#journal-grid">Read more</a>')
    expect(html).toContain('data-island="article-grid"')
  })

  it('speaks the page’s language and follows a read-more link without JavaScript', async () => {
    const env = createTestShop().env
    const french = await (await request('/fr-fr/journal', { env })).text()
    expectToContainAll(french, [
      'Faire son sac pour la pluie',
      'href="/fr-fr/journal/packing-for-rain"',
      'Filtrer par thème',
      '<time dateTime="2026-10-14">14/10/2026</time>',
    ])
    const more = await (await request(`${JOURNAL}?articles=12`, { env })).text()
    expect(cardTitles(more)).toHaveLength(12)
    expect(more).toContain('href="?articles=18#journal-grid">Read more</a>')
    const all = await (await request(`${JOURNAL}?articles=18`, { env })).text()
    expect(cardTitles(all)).toHaveLength(16)
    expect(all).not.toContain('>Read more<')
  })

  it('shows the trail story’s grid of its initial tags, one row, without filters or read more', async () => {
    const env = createTestShop().env
    const html = await (await request('/en-us/stories/trail-season', { env })).text()
    const grid = html.slice(html.indexOf('data-block-id="trail-journal"'))
    expect(grid).toContain('More from the journal')
    expect(cardTitles(grid.slice(0, grid.indexOf('</ul>')))).toEqual([
      'How to pack for rain',
      'Notes from a first ultra',
      'Wild camping: the basics',
    ])
    expect(grid.slice(0, grid.indexOf('</section>'))).not.toContain('article-grid__tag')
    expect(grid.slice(0, grid.indexOf('</section>'))).not.toContain('>Read more<')
  })

  it('filters by tags (any of them) and pages by offset through /api/articles', async () => {
    const env = createTestShop().env
    const climbing = await articles(env, 'locale=en-us&tagId=climbing&offset=0&limit=6')
    expect(climbing.response.status).toBe(200)
    expect(climbing.response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(climbing.body.numFound).toBe(2)
    expect(climbing.body.articles.map((article) => article.title)).toEqual([
      'From the wall to the rock',
      'First steps on multi-pitch routes',
    ])
    expect(climbing.body.articles[0]).toMatchObject({
      url: '/en-us/journal/from-wall-to-rock',
      eyebrow: 'Climbing',
      date: '2026-08-15',
      picture: { url: '/media/content/journal-from-wall-to-rock.svg', width: 960, height: 640 },
    })
    expect(climbing.body.facets).toContainEqual({ id: 'climbing', label: 'Climbing', count: 2 })

    const either = await articles(env, 'locale=en-us&tagId=climbing&tagId=family&offset=0&limit=6')
    expect(either.body.numFound).toBe(4)

    const second = await articles(env, 'locale=en-us&offset=6&limit=6')
    expect(second.body.offset).toBe(6)
    expect(second.body.articles.map((article) => article.title)).toEqual(
      (await journalChildren()).slice(6, 12).map((child) => child.title),
    )
    const german = await articles(env, 'locale=de-de&tagId=repairs&limit=1')
    expect(german.body.articles[0]?.title).toBe('Die Jacke in zehn Minuten neu imprägnieren')
    expect(german.body.articles[0]?.url).toBe('/de-de/journal/re-proof-your-shell')
  })

  it('refuses bad input with a 400 in the API error shape, never a 500', async () => {
    const env = createTestShop().env
    for (const query of [
      'tagId=hiking',
      'locale=xx-zz&tagId=hiking',
      'locale=en-us&tagId=<script>',
      'locale=en-us&offset=-1',
      'locale=en-us&offset=abc',
      'locale=en-us&limit=0',
      'locale=en-us&limit=500',
      'locale=en-us&offset=1&offset=2',
      `locale=en-us&${Array.from({ length: 21 }, (_, n) => `tagId=t${n}`).join('&')}`,
    ]) {
      const { response, body } = await articles(env, query)
      expect(response.status, query).toBe(400)
      expect(body.errorDetails, query).toEqual([
        { errorId: 'API400', message: expect.stringContaining('locale') },
      ])
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('still renders the page when the article search fails, and answers the island with a 502', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const upstream = createUpstream()
    upstream.fail(SEARCH_PATH)
    const env = createTestEnv(upstream)
    const response = await request(JOURNAL, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-block-id="journal-grid"')
    expect(cardTitles(html)).toEqual([])
    expect(html).not.toContain('data-island="article-grid"')
    const story = await request('/en-us/stories/trail-season', { env })
    expect(story.status).toBe(200)
    expect(await story.text()).toContain('Trail season is here')
    const api = await articles(env, 'locale=en-us&tagId=hiking')
    expect(api.response.status).toBe(502)
    expect(api.response.headers.get('cache-control')).toBe('private, no-store')
    expect(warnings.mock.calls.flat().join(' ')).toContain('"block":"journal-grid"')
    expect(warnings.mock.calls.flat().join(' ')).toMatch(/"path":"\/api\/articles".*"operation":"articles"/)
    warnings.mockRestore()
  })

  it('lists the journal’s articles as children of the journal page', async () => {
    const upstream = createUpstream()
    const response = await upstream.fetcher.fetch(
      'https://mock-api.internal/content/live/caas/v1/canvas/children/KST-US/journal?locale=en-us',
      { headers: { 'x-api-key': 'test-access-key' } },
    )
    const body = (await response.json()) as { results: { url: string }[]; numFound: number }
    expect(body.numFound).toBe(16)
    expect(body.results[0]?.url).toBe('/journal/packing-for-rain')
  })
})
