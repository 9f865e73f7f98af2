import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseBlocks } from '../../shared/content/blocks'
import {
  GALLERY_DEFAULT_LOCALE,
  galleryLocale,
  galleryPageOf,
  galleryPageParam,
  galleryScriptSrc,
  photoSourceOf,
  resolveGalleryFilter,
} from '../../shared/content/gallery'
import type { VideoTrack } from '../../shared/content/video'
import {
  chooseTranscriptTrack,
  hostedVideoUrl,
  youtubeEmbedUrl,
  youtubeVideoId,
} from '../../shared/content/video'

const ID = 'aqz-KE-bpKQ'

describe('YouTube links', () => {
  it.each([
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=42`,
    `http://youtu.be/${ID}/`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=10s`,
    `https://m.youtube.com/watch?v=${ID}#comments`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=30`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the id in %s', (link) => {
    expect(youtubeVideoId(link)).toBe(ID)
  })

  it.each([
    '',
    ID,
    `https://www.youtube.com/shorts/${ID}`,
    'https://www.youtube.com/playlist?list=PL0123456789',
    `https://www.youtube.com/watch?list=PL1&w=${ID}`,
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?next=https://youtu.be/${ID}`,
    `//youtu.be/${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    'https://youtu.be/aqz-KE-bpK',
    'https://youtu.be/aqz-KE-bpKQQ',
    'https://youtu.be/aqz-KE-bp<Q',
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/watch?v=`,
  ])('refuses %s', (link) => {
    expect(youtubeVideoId(link)).toBeNull()
  })

  it('finds exactly the id put into every accepted link shape', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/)
    const host = fc.constantFrom(
      'www.youtube.com',
      'youtube.com',
      'm.youtube.com',
      'www.youtube-nocookie.com',
    )
    const tail = fc.constantFrom('', '/', '?t=42', '#comments', '&feature=share')
    const link = fc.oneof(
      fc.tuple(id, tail).map(([video, end]) => [video, `https://youtu.be/${video}${end.replace(/^&/, '?')}`]),
      fc.tuple(id, host, tail).map(([video, on, end]) => [video, `https://${on}/watch?v=${video}${end}`]),
      fc.tuple(id, host).map(([video, on]) => [video, `https://${on}/watch?feature=share&v=${video}`]),
      fc
        .tuple(id, host, tail)
        .map(([video, on, end]) => [video, `https://${on}/embed/${video}${end.replace(/^&/, '?')}`]),
      fc.tuple(id, host).map(([video, on]) => [video, `http://${on}/v/${video}`]),
    )
    fc.assert(
      fc.property(link, ([video, url]) => {
        expect(youtubeVideoId(url as string)).toBe(video)
      }),
    )
  })

  it('answers anything else with null or an eleven-character id of the URL-safe alphabet', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 20 }), (prefix, tail) => {
        for (const link of [prefix, `https://youtu.be/${tail}`, `https://www.youtube.com/watch?v=${tail}`]) {
          const id = youtubeVideoId(link)
          expect(id === null || /^[A-Za-z0-9_-]{11}$/.test(id), link).toBe(true)
        }
      }),
    )
  })

  it('builds the no-cookie player, looping a single video through its own playlist', () => {
    expect(youtubeEmbedUrl(ID, { loop: false, muted: false, controls: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&playsinline=1&rel=0`,
    )
    expect(youtubeEmbedUrl(ID, { loop: true, muted: true, controls: false })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&playsinline=1&rel=0&mute=1&loop=1&playlist=${ID}&controls=0`,
    )
  })
})

describe('the default transcript', () => {
  const track = (srclang: string, kind: VideoTrack['kind'] = 'transcripts'): VideoTrack => ({
    src: `https://res.cloudinary.com/demo/raw/upload/${srclang}.vtt`,
    label: srclang,
    srclang,
    kind,
  })

  it('is the page language when there is one', () => {
    const tracks = [track('en'), track('fr-CA'), track('fr')]
    expect(chooseTranscriptTrack(tracks, 'fr-CA')).toBe(tracks[1])
  })

  it('else one that shares the language, in either direction', () => {
    const tracks = [track('en-US'), track('de'), track('fr-FR')]
    expect(chooseTranscriptTrack(tracks, 'de-DE')).toBe(tracks[1])
    expect(chooseTranscriptTrack(tracks, 'fr')).toBe(tracks[2])
    expect(chooseTranscriptTrack(tracks, 'EN-gb')).toBe(tracks[0])
  })

  it('else the first transcript, never a chapter track, and none without transcripts', () => {
    const tracks = [track('nl', 'chapters'), track('it'), track('es')]
    expect(chooseTranscriptTrack(tracks, 'nl-NL')).toBe(tracks[1])
    expect(chooseTranscriptTrack([track('en', 'chapters')], 'en-US')).toBeNull()
    expect(chooseTranscriptTrack([], 'en-US')).toBeNull()
  })
})

describe('the gallery filter', () => {
  it('puts the product and the category in their placeholders', () => {
    expect(
      resolveGalleryFilter('tag:{productId},cat:{category}', { productId: 'KS100020', category: '1210' }),
    ).toEqual({ filter: 'tag:KS100020,cat:1210', missing: [] })
  })

  it('leaves out a term whose placeholder has no value here, and says which', () => {
    expect(
      resolveGalleryFilter(' campaign:on-film , tag:{productId} ', { productId: null, category: '1210' }),
    ).toEqual({ filter: 'campaign:on-film', missing: ['productId'] })
    expect(resolveGalleryFilter('{productId}-{category}', { productId: 'KS1', category: null })).toEqual({
      filter: '',
      missing: ['category'],
    })
  })

  it('draws a gallery from its most specific term: a product, else a gallery, else the account’s recent photos', () => {
    const { filter } = resolveGalleryFilter('campaign:trail, tag:{productId}, category:{category}', {
      productId: null,
      category: '1210',
    })
    expect(filter).toBe('campaign:trail,category:1210')
    expect(photoSourceOf(filter)).toEqual({ kind: 'gallery', galleryId: 'trail' })
    expect(photoSourceOf('campaign:on-film,tag:KS100048')).toEqual({ kind: 'product', masterId: 'KS100048' })
    expect(photoSourceOf('gallery:from-the-trail')).toEqual({ kind: 'gallery', galleryId: 'from-the-trail' })
    expect(photoSourceOf('')).toEqual({ kind: 'recent' })
    expect(photoSourceOf('tag:<script>,note')).toEqual({ kind: 'recent' })
  })

  it('reads a gallery’s page from its query value, the first for anything else', () => {
    expect(galleryPageParam('on-film-ugc')).toBe('photos-on-film-ugc')
    expect([undefined, '', '0', '-1', 'abc', '2.5', '99999'].map(galleryPageOf)).toEqual([
      1, 1, 1, 1, 1, 1, 1,
    ])
    expect(['1', '2', '40'].map(galleryPageOf)).toEqual([1, 2, 40])
  })

  it('never substitutes a value that could change the filter', () => {
    expect(resolveGalleryFilter('tag:{productId}', { productId: 'a,b', category: null })).toEqual({
      filter: '',
      missing: ['productId'],
    })
  })

  it('keeps a filter without placeholders as it is, and an absent one empty', () => {
    expect(resolveGalleryFilter('campaign:x', { productId: null, category: null }).filter).toBe('campaign:x')
    expect(resolveGalleryFilter(undefined, { productId: null, category: null })).toEqual({
      filter: '',
      missing: [],
    })
  })

  it('speaks a locale from the map, falling back to the default', () => {
    expect(galleryLocale('fr-ca')).toBe('fr_FR')
    expect(galleryLocale('DE-DE')).toBe('de_DE')
    expect(galleryLocale('pt-br')).toBe(GALLERY_DEFAULT_LOCALE)
  })

  it('tells the script its container and locale', () => {
    expect(galleryScriptSrc('https://w.example/g.js', 'ugc 1', 'fr_FR')).toBe(
      'https://w.example/g.js?containerId=ugc%201&locale=fr_FR',
    )
    expect(galleryScriptSrc('https://w.example/g.js?v=2', 'ugc', 'en_US')).toBe(
      'https://w.example/g.js?v=2&containerId=ugc&locale=en_US',
    )
  })
})

describe('video and gallery blocks', () => {
  const youtube = { type: 'video', id: 'v', source: 'youtube', youtubeUrl: `https://youtu.be/${ID}` }

  it('drops a YouTube block whose link names no video, and an uploaded one without a file', () => {
    const { blocks, issues } = parseBlocks([
      youtube,
      { ...youtube, id: 'bad', youtubeUrl: 'https://www.youtube.com/shorts/x' },
      { type: 'video', id: 'empty', source: 'uploaded' },
    ])
    expect(blocks.map((block) => block.id)).toEqual(['v'])
    expect(issues.map((issue) => issue.id)).toEqual(['bad', 'empty'])
  })

  it('keeps an uploaded video whose only media is a hosted asset, and drops unsafe files and tracks one by one', () => {
    const { blocks, issues } = parseBlocks([
      {
        type: 'video',
        id: 'hosted',
        source: 'uploaded',
        cloudinaryAsset: { cloudName: 'demo', publicId: 'samples/outdoors' },
        media: {
          sm: { url: 'javascript:alert(1)' },
          poster: { url: 'data:image/png;base64,AA', width: 1, height: 1 },
        },
        tracks: [
          {
            src: 'https://res.cloudinary.com/demo/raw/upload/en.vtt',
            label: 'English',
            srclang: 'en',
            kind: 'transcripts',
          },
          { src: 'https://evil.example/x.vtt', label: 'Evil', srclang: 'en', kind: 'transcripts' },
          {
            src: 'https://res.cloudinary.com/demo/raw/upload/c.vtt',
            label: 'Chapters',
            srclang: 'en',
            kind: 'subtitles',
          },
        ],
      },
      {
        type: 'video',
        id: 'bad-asset',
        source: 'uploaded',
        cloudinaryAsset: { cloudName: 'demo', publicId: '../x' },
      },
    ])
    expect(issues.map((issue) => issue.id)).toEqual(['bad-asset'])
    const [video] = blocks as [Extract<(typeof blocks)[number], { type: 'video' }>]
    expect(video.media).toEqual({})
    expect(video.tracks.map((track) => track.label)).toEqual(['English'])
    expect(hostedVideoUrl({ cloudName: 'demo', publicId: 'samples/outdoors' }, 'webm')).toBe(
      'https://res.cloudinary.com/demo/video/upload/q_auto/samples/outdoors.webm',
    )
  })

  it('needs a gallery container id that is a valid element id', () => {
    const { blocks } = parseBlocks([
      { type: 'gallery', id: 'g1', kind: 'social', containerId: 'ugc-1' },
      { type: 'gallery', id: 'g2', kind: 'legacy', containerId: '1"><script>' },
      { type: 'gallery', id: 'g3', kind: 'carousel', containerId: 'ugc-3' },
    ])
    expect(blocks.map((block) => block.id)).toEqual(['g1'])
  })
})
