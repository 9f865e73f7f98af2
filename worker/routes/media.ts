/**
 * Development only: product and content images come from the mock API, which has no address of its own, so
 * the worker passes `/media/*` through to it. In production `MEDIA_BASE_URL` points at the media host and this
 * route answers 404.
 *
 * An image's address always draws the same picture (a product's colour and view, a named content image), so the
 * browser keeps it a year, as a media host's CDN does: a page opened again fetches none of its pictures.
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../types'

const MEDIA_PATH =
  /^\/media\/(product\/[A-Z0-9]{8,11}\/\d{3}(-(front|back|side|top|sole|detail))?\.svg|content\/[a-z0-9-]{1,40}\.svg|social\/[A-Za-z0-9_-]{1,64}\/(thumb|full)\.svg)$/

/** How long a browser keeps a demo image: a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000'

export const mediaRoutes = new Hono<AppEnv>()

mediaRoutes.get('/*', async (c) => {
  const mock = c.env.MOCK_API
  if (!mock || !MEDIA_PATH.test(c.req.path)) throw new HTTPException(404, { message: 'No such image' })
  const upstream = await mock.fetch(new Request(`https://mock-api.internal${c.req.path}`))
  if (!upstream.ok) throw new HTTPException(404, { message: 'No such image' })
  return new Response(upstream.body, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': MEDIA_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  })
})
