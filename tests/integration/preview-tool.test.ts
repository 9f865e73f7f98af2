import { beforeEach, describe, expect, it } from 'vitest'
import { PREVIEW_DOC_TYPES } from '../../shared/content/preview-tool'
import { editorToken } from '../fixtures/preview-token'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'
import { previewSession } from './sessions'

beforeEach(clearUpstreamCache)

const setup = () => {
  const upstream = createUpstream()
  return { upstream, env: createTestEnv(upstream) }
}

const validToken = () => editorToken(TEST_SECRETS.PREVIEW_SECRET)
/** The headers of an editor whose session holds this preview token. */
const withToken = async (token: string) => ({ cookie: await previewSession(token) })
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const showcaseCalls = (upstream: { calls: Request[] }) =>
  upstream.calls.filter((call) => new URL(call.url).pathname.includes('/caas/v1/canvas/showcase/'))

/** The markup of the element that opens with `open`, up to its closing tag (no nesting of the same tag). */
function element(html: string, open: RegExp, tag: string): string {
  const start = html.search(open)
  expect(start, String(open)).toBeGreaterThanOrEqual(0)
  return html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3)
}

describe('the preview tool without a preview session', () => {
  it('explains that a token is needed and offers a form that posts it to the tool itself', async () => {
    const { env, upstream } = setup()
    const expired = await editorToken(TEST_SECRETS.PREVIEW_SECRET, { editor: 'editor', expiresIn: -3540 })
    for (const headers of [{}, await withToken(expired), await withToken('abc.def')]) {
      for (const path of ['/en-us/preview-tool', '/en-us/preview-tool?preview=true&docType=banner']) {
        const response = await request(path, { env, headers })
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        const html = await response.text()
        expect(html).toContain('<meta name="robots" content="noindex">')
        expect(text(html)).toContain('A preview token is needed to use this tool.')
        const form = element(html, /<form[^>]*class="preview-tool__token"/, 'form')
        expect(form).toContain('method="post"')
        expect(form).toContain('action="/en-us/preview-tool"')
        expect(form).toMatch(/<label for="preview-token-token">Preview token<\/label>/)
        const input = element(form, /<input id="preview-token-token"/, 'div')
        expect(input).toContain('name="token"')
        expect(input).toContain('type="password"')
        expect(html).not.toContain('<table')
        expect(html).not.toContain('preview-tool__render')
        expect(html).not.toContain('name="docType"')
      }
    }
    expect(showcaseCalls(upstream)).toEqual([])
  })
})

describe('the preview tool with a preview session', () => {
  it('enters preview mode first, keeping the query and never putting the token in the address', async () => {
    const { env } = setup()
    const token = await validToken()
    const response = await request('/en-us/preview-tool?docType=banner', {
      env,
      headers: await withToken(token),
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en-us/preview-tool?docType=banner&preview=true')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('shows the controls: a required doc type of every block type and page, a layout variant, limits 10, 20, 50', async () => {
    const { env, upstream } = setup()
    const token = await validToken()
    const keysBefore = (await bindings.UPSTREAM_CACHE.list()).keys.length
    const response = await request('/en-us/preview-tool?preview=true', {
      env,
      headers: await withToken(token),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain(token)
    expect(html).toContain('Previewing as editor@example.com')

    const form = element(html, /<form[^>]*class="preview-tool__controls"/, 'form')
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/en-us/preview-tool"')
    expect(form).toContain('<input type="hidden" name="preview" value="true"/>')
    expect(form).toContain('<input type="hidden" name="page" value="1"/>')
    expect(form).toMatch(/<label for="preview-tool-doc-type">Document type/)
    const docType = element(form, /<select id="preview-tool-doc-type"/, 'select')
    expect(docType).toContain('name="docType"')
    expect(docType).toContain('required=""')
    const choices = [...docType.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1])
    expect(choices).toEqual(['', ...PREVIEW_DOC_TYPES])
    expect(choices).toEqual(
      expect.arrayContaining(['page', 'popup', 'hero', 'banner', 'collection', 'article']),
    )
    for (const excluded of ['promoBar', 'promo-bar', 'menu', 'megaMenu', 'menuLevel1'])
      expect(choices).not.toContain(excluded)
    expect(form).toMatch(/<label for="preview-tool-layout-variant">Layout variant<\/label>/)
    expect(form).toMatch(
      /<input id="preview-tool-layout-variant" type="text"[^>]* name="layoutVariant" value=""\/>/,
    )
    const limit = element(form, /<select id="preview-tool-limit"/, 'select')
    expect([...limit.matchAll(/<option value="(\d+)"( selected="")?/g)].map((m) => [m[1], !!m[2]])).toEqual([
      ['10', false],
      ['20', true],
      ['50', false],
    ])
    expect(form).toMatch(/<button type="submit" class="button">Go<\/button>/)
    expect(html).not.toContain('id="preview-tool-doc-type-error"')
    expect(docType).not.toContain('aria-invalid')
    expect(html).not.toContain('<table')
    expect(showcaseCalls(upstream)).toEqual([])

    // The target frame: the shop in preview, labelled by the kind of host it runs on.
    expect(html).toMatch(
      /<iframe class="preview-tool__frame" src="\/en-us\?preview=true" title="Target page on localhost, localhost"/,
    )
    expect((await bindings.UPSTREAM_CACHE.list()).keys.length).toBe(keysBefore)
  })

  it('lists the documents of the chosen type in a table and renders each one, without caching anything', async () => {
    const { env, upstream } = setup()
    const token = await validToken()
    const response = await request(
      '/en-us/preview-tool?preview=true&docType=banner&layoutVariant=&limit=20&page=1',
      {
        env,
        headers: await withToken(token),
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('cache-status')).toContain('fwd=bypass')
    const html = await response.text()
    expect(html).not.toContain(token)

    const [call] = showcaseCalls(upstream)
    const url = new URL(call?.url ?? 'http://x')
    expect(url.pathname).toBe('/content/preview/caas/v1/canvas/showcase/KST-US/banner')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ limit: '20', offset: '0', preview: 'true' })
    expect(url.searchParams.has('layoutVariant')).toBe(false)
    expect(call?.headers.get('x-preview-token')).toBe(token)

    const table = element(html, /<table class="preview-tool__table">/, 'table')
    expect(table).toMatch(/<caption>banner documents, page 1 of \d+ \(\d+ found\)<\/caption>/)
    expect(table).toContain(
      '<th scope="col">ID</th><th scope="col">Name</th><th scope="col">Referrers count</th><th scope="col">Modification date</th>',
    )
    expect(table).toContain('>help-contact-us-body</a></td><td>Contact us</td><td>1</td>')
    const dates = [...table.matchAll(/<time dateTime="(\d{4})-(\d{2})-(\d{2})T[^"]+">([^<]+)<\/time>/g)]
    expect(dates.length).toBeGreaterThan(0)
    for (const [, year, month, day, shown] of dates) expect(shown).toBe(`${month}/${day}/${year}`)

    const renders = html.slice(html.indexOf('class="preview-tool__render"'))
    expect(renders).toContain('data-block-type="banner"')
    expect(text(renders)).toContain('Contact us (help-contact-us-body)')
    expect((await bindings.UPSTREAM_CACHE.list()).keys).toEqual([])
  })

  it('lists pop-ups and shows each one closed and open, with its buttons and disclaimer', async () => {
    const { env, upstream } = setup()
    const response = await request('/en-us/preview-tool?preview=true&docType=popup&limit=20&page=1', {
      env,
      headers: await withToken(await validToken()),
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    const [call] = showcaseCalls(upstream)
    expect(new URL(call?.url ?? 'http://x').pathname).toBe(
      '/content/preview/caas/v1/canvas/showcase/KST-US/popup',
    )
    const table = element(html, /<table class="preview-tool__table">/, 'table')
    expect(table).toContain('>popup-newsletter</a></td><td>Monthly newsletter</td><td>1</td>')
    const render = element(html, /<section class="preview-tool__render" id="preview-result-1"/, 'section')
    const states = element(render, /<div class="popup-preview"/, 'section')
    expect(states).toContain('role="group" aria-label="Pop-up Monthly newsletter: closed and open"')
    expect(text(states)).toContain('Letters from the workshop')
    expect(states).toMatch(/<h4 class="popup-dialog__title">/)
    expect(states).toMatch(/<a class="button" href="\/en-us\/newsletter">/)
    expect(states).toContain('class="popup-dialog__disclaimer"')
    // In place, not a dialog over the page.
    expect(states).not.toContain('<dialog')
  })

  it('carries an editor’s forced variants to the target frame and the result pages, and names a malformed one', async () => {
    const { env } = setup()
    const headers = await withToken(await validToken())
    const forced = encodeURIComponent('home_hero:B-trail-story, oops')
    const html = await (
      await request(`/en-us/preview-tool?preview=true&docType=experience&p13n_testcontext=${forced}`, {
        env,
        headers,
      })
    ).text()
    const field = element(html, /<input id="preview-tool-test-context"/, 'div')
    expect(field).toContain('name="p13n_testcontext"')
    expect(field).toContain('value="home_hero:B-trail-story, oops"')
    expect(field).toContain('aria-invalid="true"')
    expect(text(html)).toContain('Write each as experience:variant, separated by commas')
    expect(html).toContain('src="/en-us?preview=true&amp;p13n_testcontext=home_hero%3AB-trail-story"')
    // The experience the editor forced renders its variant in the tool too, though no visitor id exists.
    expect(html).toMatch(/data-experience="home_hero" data-variant="home-hero-b"/)

    const clean = await (
      await request('/en-us/preview-tool?preview=true&p13n_testcontext=home_hero%3AB', { env, headers })
    ).text()
    expect(clean).not.toContain('id="preview-tool-test-context-error"')
    expect(element(clean, /<input id="preview-tool-test-context"/, 'div')).not.toContain('aria-invalid')
  })

  it('formats modification dates for the locale', async () => {
    const { env } = setup()
    const html = await (
      await request('/fr-fr/preview-tool?preview=true&docType=banner', {
        env,
        headers: await withToken(await validToken()),
      })
    ).text()
    const dates = [...html.matchAll(/<time dateTime="(\d{4})-(\d{2})-(\d{2})T[^"]+">([^<]+)<\/time>/g)]
    expect(dates.length).toBeGreaterThan(0)
    for (const [, year, month, day, shown] of dates) expect(shown).toBe(`${day}/${month}/${year}`)
    expect(html).toContain('<th scope="col">Date de modification</th>')
  })

  it('filters by layout variant and says "No results." when nothing matches', async () => {
    const { env, upstream } = setup()
    const headers = await withToken(await validToken())
    const thin = await (
      await request('/en-us/preview-tool?preview=true&docType=banner&layoutVariant=thin', { env, headers })
    ).text()
    expect(new URL(showcaseCalls(upstream)[0]?.url ?? 'http://x').searchParams.get('layoutVariant')).toBe(
      'thin',
    )
    expect(thin).toContain('help-contact-us-body')
    expect(thin).toMatch(/<input id="preview-tool-layout-variant"[^>]* name="layoutVariant" value="thin"\/>/)

    const none = await (
      await request('/en-us/preview-tool?preview=true&docType=banner&layoutVariant=no-such-variant', {
        env,
        headers,
      })
    ).text()
    expect(text(none)).toContain('No results.')
    expect(none).not.toContain('<table')
    expect(none).not.toContain('class="preview-tool__render"')
  })

  it('says "Doc type is required" on the server too, tied to the field, for an empty or unknown type', async () => {
    const { env, upstream } = setup()
    const headers = await withToken(await validToken())
    for (const docType of ['', 'promoBar', 'menu']) {
      const response = await request(`/en-us/preview-tool?preview=true&docType=${docType}&limit=20&page=1`, {
        env,
        headers,
      })
      expect(response.status).toBe(200)
      const html = await response.text()
      const select = element(html, /<select id="preview-tool-doc-type"/, 'select')
      expect(select).toContain('aria-invalid="true"')
      expect(select).toContain('aria-describedby="preview-tool-doc-type-error"')
      expect(html).toContain(
        '<p class="field-error" id="preview-tool-doc-type-error" role="alert">Doc type is required</p>',
      )
      expect(html).not.toContain('<table')
    }
    expect(showcaseCalls(upstream)).toEqual([])
  })

  it('offers only 10, 20 and 50 results a page, falling back to 20, and pages with offset', async () => {
    const { env, upstream } = setup()
    const headers = await withToken(await validToken())
    await request('/en-us/preview-tool?preview=true&docType=banner&limit=15', { env, headers })
    expect(new URL(showcaseCalls(upstream)[0]?.url ?? 'http://x').searchParams.get('limit')).toBe('20')

    const html = await (
      await request('/en-us/preview-tool?preview=true&docType=banner&limit=10&page=2', { env, headers })
    ).text()
    const params = new URL(showcaseCalls(upstream)[1]?.url ?? 'http://x').searchParams
    expect([params.get('limit'), params.get('offset')]).toEqual(['10', '10'])
    expect(html).toMatch(/<option value="10" selected="">10<\/option>/)
    const paging = element(html, /<nav class="preview-tool__paging"/, 'nav')
    expect(paging).toContain('aria-label="Result pages"')
    expect(paging).toContain(
      'href="/en-us/preview-tool?preview=true&amp;docType=banner&amp;layoutVariant=&amp;limit=10&amp;page=1" rel="prev">Previous page</a>',
    )
    expect(text(paging)).toMatch(/Page 2 of \d+/)
  })

  it('passes the preview date-time on to the showcase', async () => {
    const { env, upstream } = setup()
    await request('/en-us/preview-tool?preview=true&docType=hero&previewDateTime=2026-12-01T09:00:00Z', {
      env,
      headers: await withToken(await validToken()),
    })
    const params = new URL(showcaseCalls(upstream)[0]?.url ?? 'http://x').searchParams
    expect(params.get('previewDateTime')).toBe('2026-12-01T09:00:00Z')
  })

  it('skips an invalid block and still renders the rest', async () => {
    const upstream = createUpstream()
    const fetcher = {
      async fetch(input: RequestInfo | URL, init?: RequestInit) {
        const call = new Request(input, init)
        if (!new URL(call.url).pathname.includes('/showcase/')) return upstream.fetcher.fetch(call)
        return Response.json({
          numFound: 3,
          results: [
            {
              id: 'good-page',
              name: 'Good page',
              referrersCount: 0,
              modificationDate: '2026-10-02T08:00:00Z',
              document: {
                id: 'good-page',
                components: [
                  { type: 'hero', id: 'broken-hero', title: 'No picture' },
                  { type: 'banner', id: 'fine-banner', variant: 'thin', title: 'Still here' },
                ],
              },
            },
            {
              id: 'broken-hero-doc',
              name: 'Broken hero',
              referrersCount: 2,
              document: { type: 'hero', id: 'broken-hero-doc' },
            },
            { name: 'An entry without an id' },
          ],
        })
      },
      connect() {
        throw new Error('not supported')
      },
    } as unknown as Fetcher
    const env = createTestEnv({ fetcher })
    const response = await request('/en-us/preview-tool?preview=true&docType=page', {
      env,
      headers: await withToken(await validToken()),
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('>good-page</a></td><td>Good page</td><td>0</td>')
    expect(html).toContain('>broken-hero-doc</a></td><td>Broken hero</td><td>2</td><td></td>')
    expect(html).toContain('Still here')
    expect(html).not.toContain('No picture')
    expect(text(html)).toContain('This document has no block that can be shown.')
  })

  it('says the listing is unavailable when the content service fails, rather than failing the page', async () => {
    const { env, upstream } = setup()
    upstream.fail('/content/preview/caas/v1/canvas/showcase')
    const response = await request('/en-us/preview-tool?preview=true&docType=banner', {
      env,
      headers: await withToken(await validToken()),
    })
    expect(response.status).toBe(200)
    expect(text(await response.text())).toContain('The content service could not list documents just now.')
  })
})

describe('framing the preview tool', () => {
  it('lets the configured content editor frame the tool, and nothing else', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream, { PREVIEW_EDITOR_ORIGIN: 'https://cms.example.com/some/path' })
    const token = await validToken()
    const tool = await request('/en-us/preview-tool?preview=true', { env, headers: await withToken(token) })
    expect(tool.status).toBe(200)
    expect(tool.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://cms.example.com",
    )
    expect(tool.headers.get('x-frame-options')).toBeNull()
    const page = await request('/en-us', { env })
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/)
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const ignored = createTestEnv(upstream, { PREVIEW_EDITOR_ORIGIN: 'javascript:alert(1)' })
    const safe = await request('/en-us/preview-tool?preview=true', {
      env: ignored,
      headers: await withToken(token),
    })
    expect(safe.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})
