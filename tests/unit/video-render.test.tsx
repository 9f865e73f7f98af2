import { describe, expect, it } from 'vitest'
import type { BlockEnvironment } from '../../shared/content/block-environment'
import { parseBlocks } from '../../shared/content/blocks'
import { expectToContainAll } from '../fixtures/expect-text'
import { renderBlocks } from '../fixtures/render-blocks'

function render(raw: unknown[], environment: Partial<BlockEnvironment> = {}, locale = 'en-us') {
  const { blocks, issues } = parseBlocks(raw)
  expect(issues).toEqual([])
  return renderBlocks(blocks, environment, locale)
}

const hosted = {
  type: 'video',
  id: 'hv',
  title: 'Morning on the ridge',
  source: 'uploaded',
  cloudinaryAsset: { cloudName: 'demo', publicId: 'outdoors' },
  width: 1280,
  height: 720,
  media: { md: { url: '/media/content/ridge.mp4' } },
  tracks: [
    {
      src: 'https://res.cloudinary.com/demo/raw/upload/en.vtt',
      label: 'English',
      srclang: 'en',
      kind: 'transcripts',
    },
    {
      src: 'https://res.cloudinary.com/demo/raw/upload/fr.vtt',
      label: 'Français',
      srclang: 'fr',
      kind: 'transcripts',
    },
    {
      src: 'https://res.cloudinary.com/demo/raw/upload/ch.vtt',
      label: 'Chapters',
      srclang: 'en',
      kind: 'chapters',
    },
  ],
}

describe('video blocks', () => {
  it('shows a YouTube video as a link to YouTube with its still until the script runs', () => {
    const { html, islands } = render([
      {
        type: 'video',
        id: 'yt',
        title: 'The traverse',
        source: 'youtube',
        youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ',
      },
    ])
    expect(html).toContain('style="--video-ratio:16 / 9"')
    expect(html).toContain(
      '<a class="youtube-facade" href="https://www.youtube.com/watch?v=aqz-KE-bpKQ" aria-label="Watch on YouTube: The traverse">',
    )
    expect(html).toContain(
      'src="https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg" alt="" width="480" height="360"',
    )
    expect(html).toContain(
      '"embedUrl":"https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1\\u0026playsinline=1\\u0026rel=0"',
    )
    expect(html).not.toContain('<iframe')
    expect(islands).toEqual(new Set(['youtube-facade']))
  })

  it('plays a hosted asset with its tracks when the flag is on, the transcript in the page language', () => {
    const { html, islands } = render(
      [hosted],
      { embeds: { hostedVideo: true, galleryScriptUrl: null } },
      'fr-ca',
    )
    expect(html).toContain('class="block video video--hosted align-left" style="--video-ratio:1280 / 720"')
    expect(html).toMatch(
      /<video id="hv-video" class="video__player video__player--hosted" poster="https:\/\/res\.cloudinary\.com\/demo\/video\/upload\/so_0,q_auto\/outdoors\.jpg" aria-label="Morning on the ridge" playsInline="" preload="none" loop="" muted="" crossorigin="anonymous">/i,
    )
    expect(html).toContain(
      '<source src="https://res.cloudinary.com/demo/video/upload/q_auto/outdoors.webm" type="video/webm"/>',
    )
    expect(html).toContain(
      '<track kind="captions" src="https://res.cloudinary.com/demo/raw/upload/en.vtt" srcLang="en" label="English"/>',
    )
    expect(html).toContain(
      '<track kind="captions" src="https://res.cloudinary.com/demo/raw/upload/fr.vtt" srcLang="fr" label="Français" default=""/>',
    )
    expect(html).toContain('<track kind="chapters"')
    expect(html).toContain('"start":"visible"')
    // The button is named in the page's language: its words come with the island, the video's name in its props.
    expect(html).toContain('"video.pause":"Mettre en pause la vidéo : {title}"')
    expect(html).toContain('"title":"Morning on the ridge"')
    expect(islands.has('video-control')).toBe(true)
  })

  it('falls back to the uploaded files when the flag is off', () => {
    const { html, islands } = render([hosted])
    expect(html).toContain('video--uploaded')
    expect(html).not.toContain('cloudinary')
    // Not autoplaying: controls, and nothing is fetched before the shopper plays.
    expect(html).toMatch(
      /<video id="hv-video" class="video__player" aria-label="Morning on the ridge" playsInline="" preload="none" controls="">/,
    )
    expect(html).toContain('<source src="/media/content/ridge.mp4" type="video/mp4"/>')
    expect(islands.size).toBe(0)
  })

  it('renders nothing for a hosted-only video when the flag is off', () => {
    const { html } = render([{ ...hosted, media: {} }])
    expect(html).toContain('data-block-type="video"')
    expect(html).not.toContain('<video')
  })
})

describe('hero and banner videos (spec 3 §4)', () => {
  const picture = { url: '/media/content/night.svg', alt: '', width: 1600, height: 600 }
  const video = { sm: { url: '/media/film/hero-sm.webm' }, lg: { url: '/media/film/hero-lg.webm' } }

  it('lays the video over the picture, muted in a loop, and leaves starting it to the island while in view', () => {
    const { html, islands } = render([
      { type: 'hero', id: 'h', title: 'After dark', media: picture, video },
      { type: 'banner', id: 'b', title: 'Night walk', media: picture, video: { md: video.sm } },
    ])
    expectToContainAll(html, [
      '<img',
      '<video id="h-video" class="background-video" hidden="" aria-hidden="true" tabindex="-1" playsInline="" muted="" loop="" preload="none">',
      '<source src="/media/film/hero-lg.webm" type="video/webm" media="(min-width: 64rem)"/><source src="/media/film/hero-sm.webm" type="video/webm"/></video>',
      '{"videoId":"h-video","start":"visible","title":"After dark"}',
      '<video id="b-video" class="background-video"',
      '{"videoId":"b-video","start":"visible","title":"Night walk"}',
    ])
    // Nothing autoplays from the markup: the island knows about reduced motion.
    expect(html).not.toContain('autoplay')
    expect(islands).toEqual(new Set(['video-control']))
  })

  it('shows the picture alone when the video has no file or none is set', () => {
    const { html, islands } = render([
      { type: 'hero', id: 'h', title: 'After dark', media: picture, video: {} },
      { type: 'banner', id: 'b', title: 'Night walk', media: picture },
    ])
    expect(html).toContain('<img')
    expect(html).not.toContain('<video')
    expect(islands).toEqual(new Set())
  })
})

describe('gallery blocks', () => {
  const gallery = {
    type: 'gallery',
    id: 'ugc',
    kind: 'legacy',
    title: 'Seen on the trail',
    subtitle: 'Tag #kestrel',
    containerId: 'ugc-box',
  }
  const configured = {
    embeds: { hostedVideo: false, galleryScriptUrl: 'https://widgets.example/gallery.js' },
  }

  it('shows its heading on a category page and reserves the widget space', () => {
    const { html } = render([gallery], { ...configured, pageKind: 'category' })
    expect(html).toContain(
      '<section class="block gallery gallery--legacy align-left" aria-labelledby="ugc-title">',
    )
    expectToContainAll(html, [
      '<h2 id="ugc-title" class="block__title">Seen on the trail</h2>',
      '<p class="block__subtitle">Tag #kestrel</p>',
      'class="gallery__container gallery__container--reserved"',
      '"scriptUrl":"https://widgets.example/gallery.js"',
    ])
  })

  it('hides the heading on product and custom pages, and tells the widget its locale', () => {
    const product = render([gallery], {
      ...configured,
      pageKind: 'product',
      subject: { productId: 'KS100020', categoryId: null },
    }).html
    expect(product).not.toContain('<h2')
    expect(product).toContain('aria-label="Seen on the trail"')
    expect(product).toContain('"missing":[]')
    const content = render([gallery], { ...configured, pageKind: 'content' }, 'fr-ca').html
    expect(content).not.toContain('<h2')
    expect(content).toContain('data-gallery="legacy" data-locale="fr_FR"></div>')
  })

  it('leaves the social-commerce gallery to the social media service even where a script is set (decision 092)', () => {
    const { html, islands } = render([{ ...gallery, kind: 'social', filter: 'tag:{productId}' }], {
      ...configured,
      pageKind: 'category',
    })
    expect(html).not.toContain('gallery__container')
    expect(islands.has('gallery-loader')).toBe(false)
  })

  it('shows nothing, not even its heading, with no widget script and no photos (decision 092)', () => {
    const { html, islands } = render([gallery], { pageKind: 'category' })
    expect(html).not.toContain('Seen on the trail')
    expect(html).not.toContain('class="block gallery')
    expect(islands.size).toBe(0)
  })
})
