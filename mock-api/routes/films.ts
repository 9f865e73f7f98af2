/**
 * Development's films (decision 052): the uploaded films the demo content names (`/media/film/<name>.webm`), and a
 * stand-in for the hosted-video service (`/media/film/hosted/<cloud>/video/upload/<transformation>/<id>.webm`, its
 * posters and its caption tracks under `/media/film/hosted/<cloud>/raw/upload/<name>.vtt`), so the shop plays every
 * video and caption without reaching another origin. Films answer byte ranges, as a video element asks for them.
 */
import { Hono } from 'hono'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { FILM_CLIP_WEBM_BASE64 } from '../films/clip'
import { NIGHT_FILM_WEBM_BASE64 } from '../films/night'

export const filmRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/media/film')

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
const clip = bytesOf(FILM_CLIP_WEBM_BASE64)
const night = bytesOf(NIGHT_FILM_WEBM_BASE64)

/** The uploaded films of the demo content: the video blocks' play the colour clip, the heroes' and banners' the night film. */
const FILMS: ReadonlyMap<string, Uint8Array> = new Map([
  ['kitchen-sm', clip],
  ['kitchen-lg', clip],
  ['ridge', clip],
  ['hero-sm', night],
  ['hero-lg', night],
  ['night-walk', night],
])

/** Captions of the demo's hosted asset, by track file. */
const CAPTIONS: Readonly<Record<string, string>> = {
  outdoors: [
    'WEBVTT',
    '',
    '00:00.000 --> 00:00.500',
    'First light over the ridge.',
    '',
    '00:00.500 --> 00:01.000',
    'The second day of the traverse begins.',
    '',
  ].join('\n'),
}

/**
 * The clip, whole or the byte range asked for (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`); 416 for a range
 * outside it.
 */
function film(range: string | undefined, clip: Uint8Array): Response {
  const headers = {
    'content-type': 'video/webm',
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=86400',
  }
  const size = clip.byteLength
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null
  if (!match || (match[1] === '' && match[2] === ''))
    return new Response(clip, { headers: { ...headers, 'content-length': String(size) } })
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end)
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } })
  return new Response(clip.slice(start, end + 1), {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${size}`,
    },
  })
}

const poster = () =>
  new Response(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#2f4f4f"/><circle cx="960" cy="200" r="80" fill="#f1c232"/><path d="M0 560 L320 360 L560 480 L860 300 L1280 520 L1280 720 L0 720 Z" fill="#1c3131"/></svg>',
    { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } },
  )

filmRoutes.get(
  '/hosted/:cloud/video/upload/:transformation/:file{[A-Za-z0-9_-]{1,120}\\.(webm|mp4|jpg)}',
  (c) => {
    const file = c.req.param('file')
    if (file.endsWith('.jpg')) return poster()
    // The stand-in has the clip as WebM only; a browser that cannot play it falls back to no video, not an error.
    if (file.endsWith('.mp4')) return apiError(c, 404, 'API404', 'This stand-in has no MP4 rendition')
    return film(c.req.header('range'), clip)
  },
)

filmRoutes.get('/hosted/:cloud/raw/upload/:file{[A-Za-z0-9_-]{1,120}\\.vtt}', (c) => {
  const text = CAPTIONS[c.req.param('file').replace(/\.vtt$/, '')]
  if (!text) return apiError(c, 404, 'API404', 'No such track')
  return new Response(text, {
    headers: {
      'content-type': 'text/vtt; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      // The hosted service allows cross-origin reads of its tracks; so does its stand-in.
      'access-control-allow-origin': '*',
    },
  })
})

filmRoutes.get('/:file{[a-z0-9-]{1,40}\\.webm}', (c) => {
  const bytes = FILMS.get(c.req.param('file').replace(/\.webm$/, ''))
  if (!bytes) return apiError(c, 404, 'API404', 'No such film')
  return film(c.req.header('range'), bytes)
})
