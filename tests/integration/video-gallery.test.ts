import { beforeEach, describe, expect, it, vi } from 'vitest'
import { expectToContainAll } from '../fixtures/expect-text'
import { findTag, innerHtml, tagsOf } from '../fixtures/html'
import { allIslandProps, islandProps } from '../fixtures/island-markup'
import { clearUpstreamCache, createTestEnv, createTestShop, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

const PAGE = '/en-us/stories/on-film'

/** The host sources of every directive of a Content-Security-Policy. */
function cspHosts(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name) directives.set(name, sources)
  }
  return directives
}

const hostsOf = (csp: Map<string, string[]>) =>
  new Set([...csp.values()].flat().filter((source) => /^https?:\/\/[^/]/.test(source)))

/** The mock API, with the on-film page's components changed by `edit`. */
function upstreamEditing(edit: (components: unknown[]) => unknown[]) {
  const upstream = createUpstream()
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const response = await upstream.fetcher.fetch(input, init)
      const path = new URL(new Request(input, init).url).pathname
      if (!path.includes('/page/') || !path.endsWith('/stories/on-film')) return response
      const doc = (await response.json()) as { components: unknown[] }
      return Response.json({ ...doc, components: edit(doc.components) })
    },
    connect() {
      throw new Error('not supported')
    },
  } as unknown as Fetcher
  return { fetcher }
}

describe('video and gallery blocks on a content page', () => {
  it('renders the YouTube facade, the uploaded film, the hosted player and the gallery', async () => {
    const env = createTestShop({ HOSTED_VIDEO: 'true' }).env
    const response = await request(PAGE, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1 id="film-hero-title" class="block__title">On film</h1>')
    expect(html).toContain('class="block hero hero--block-below')
    expect(html).toContain(
      '<h2 id="film-traverse-title" class="block__title">On film: the Picos traverse</h2>',
    )

    // YouTube: a link to YouTube with our poster until pressed; no player and no request to YouTube yet.
    expect(html).toContain(
      '<a class="youtube-facade" href="https://www.youtube.com/watch?v=aqz-KE-bpKQ" aria-label="Watch on YouTube: On film: the Picos traverse">',
    )
    expect(html).toContain('src="/media/content/film-traverse.svg" alt="" width="960" height="640"')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('i.ytimg.com')
    expect(html).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1')

    // Uploaded: its files per breakpoint, fetched only when played, with controls and without autoplay.
    const kitchen = findTag(html, 'video', { id: 'film-kitchen-video' })
    expect(kitchen?.attributes).toMatchObject({
      class: 'video__player',
      poster: '/media/content/film-kitchen.svg',
      'aria-label': 'A camp kitchen in ten minutes',
      playsInline: '',
      preload: 'none',
      controls: '',
    })
    expect(kitchen?.attributes).not.toHaveProperty('autoplay')
    expect(kitchen?.attributes).not.toHaveProperty('autoPlay')
    const sources = tagsOf(innerHtml(html, kitchen as NonNullable<typeof kitchen>), 'source')
    expect(sources.map((source) => source.attributes)).toEqual([
      { src: '/media/film/kitchen-lg.webm', type: 'video/webm', media: '(min-width: 64rem)' },
      { src: '/media/film/kitchen-sm.webm', type: 'video/webm' },
    ])
    expect(html).toContain('style="--block-background:#f3f2ef;--video-ratio:960 / 640;--video-pad-sm:1rem;')

    // Hosted: the service's files and transcript, space reserved from the asset's size, started on scroll.
    expect(html).toContain('style="--video-ratio:1280 / 720"')
    expect(html).toContain('<source src="https://res.cloudinary.com/demo/video/upload/q_auto/outdoors.webm"')
    expect(html).toContain(
      '<track kind="captions" src="https://res.cloudinary.com/demo/raw/upload/outdoors.vtt" srcLang="en" label="English" default=""/>',
    )
    // The hero's and the banner's videos (spec 3 §4) and the hosted film each have their button, all started in view.
    expect(allIslandProps(html, 'video-control')).toEqual([
      { videoId: 'film-hero-video', start: 'visible', title: 'On film' },
      { videoId: 'film-night-walk-video', start: 'visible', title: 'After dark' },
      { videoId: 'film-ridge-video', start: 'visible', title: 'Morning on the ridge' },
    ])
    expect(html).toContain(
      '<source src="/media/film/hero-lg.webm" type="video/webm" media="(min-width: 64rem)"/>',
    )
    expect(html).toContain('<meta itemProp="description" content="First light over the ridge')

    // Gallery: with no widget script set, the campaign's photos drawn by the worker (decision 092; the rest in
    // photo-gallery.test.ts), named by its title, with no heading on a custom page.
    expect(html).toContain('<div id="on-film-ugc" class="photos">')
    expect(html).toContain('aria-label="Your trail, on film"')
    expect(html).not.toContain('>Your trail, on film</h2>')
    expect(islandProps(html, 'photos')).toMatchObject({ containerId: 'on-film-ugc' })
    for (const island of ['youtube-facade', 'video-control', 'photos']) {
      expect(html).toContain(`data-island="${island}"`)
    }
  })

  it('plays the uploaded fallback when the hosted player is off, and speaks the locale', async () => {
    const env = createTestShop().env
    const html = await (await request('/fr-fr/stories/on-film', { env })).text()
    expect(html).not.toContain('res.cloudinary.com')
    expectToContainAll(html, [
      '<source src="/media/film/ridge.webm" type="video/webm"/>',
      'aria-label="Regarder sur YouTube : En images : la traversée des Picos"',
      'aria-label="Le matin sur la crête"',
      'Page 1 sur 3',
      '>Plus de photos</a>',
    ])
  })

  it('lets in exactly the video hosts, the hosted service only while its flag is on', async () => {
    const off = cspHosts(
      (await request(PAGE, { env: createTestShop().env })).headers.get('content-security-policy'),
    )
    expect(off.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com'])
    expect(off.get('media-src')).toEqual(["'self'"])
    expect(off.get('img-src')).toContain('https://i.ytimg.com')
    expect(off.get('script-src')?.filter((source) => source.startsWith('http'))).toEqual([])
    expect(hostsOf(off)).toEqual(new Set(['https://i.ytimg.com', 'https://www.youtube-nocookie.com']))

    const env = createTestShop({
      HOSTED_VIDEO: 'true',
      GALLERY_SCRIPT_URL: 'https://widgets.example/gallery.js',
    }).env
    const on = cspHosts((await request(PAGE, { env })).headers.get('content-security-policy'))
    expect(on.get('media-src')).toEqual(["'self'", 'https://res.cloudinary.com'])
    expect(on.get('script-src')?.at(-1)).toBe('https://widgets.example')
    expect(hostsOf(on)).toEqual(
      new Set([
        'https://i.ytimg.com',
        'https://www.youtube-nocookie.com',
        'https://res.cloudinary.com',
        'https://widgets.example',
      ]),
    )
  })

  it('drops a YouTube block whose link names no video, logs it, and renders the rest', async () => {
    const warnings = vi.spyOn(console, 'warn')
    const bad = {
      type: 'video',
      id: 'film-not-youtube',
      title: 'Not a YouTube video',
      source: 'youtube',
      youtubeUrl: 'https://vimeo.com/76979871',
    }
    const env = createTestEnv(upstreamEditing((components) => [bad, ...components]))
    const response = await request(PAGE, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('film-not-youtube')
    expect(html).not.toContain('vimeo')
    expect(html).toContain('data-block-id="film-traverse"')
    expect(html).toContain('data-block-id="film-gallery"')
    expect(warnings.mock.calls.flat().join(' ')).toContain('"id":"film-not-youtube"')
    warnings.mockRestore()
  })
})
