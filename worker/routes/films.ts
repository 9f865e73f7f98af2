/**
 * Development only: the films and caption tracks the mock API serves (`/media/film/*`, decision 052), passed
 * through as they are, with the byte range the video element asks for. In production there is no mock API and this
 * route answers 404: uploaded films come from the media host, hosted ones from the hosted-video service.
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../types'

const FILM_PATH =
  /^\/media\/film\/([a-z0-9-]{1,40}\.webm|hosted\/[A-Za-z0-9_-]{1,64}\/(video\/upload\/[a-z0-9_,]{1,40}\/[A-Za-z0-9_-]{1,120}\.(webm|mp4|jpg)|raw\/upload\/[A-Za-z0-9_-]{1,120}\.vtt))$/

/** The answer headers passed on from the mock API. */
const PASSED = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'cache-control']

export const filmRoutes = new Hono<AppEnv>()

filmRoutes.get('/*', async (c) => {
  const mock = c.env.MOCK_API
  if (!mock || !FILM_PATH.test(c.req.path)) throw new HTTPException(404, { message: 'No such film' })
  const range = c.req.header('range')
  const upstream = await mock.fetch(
    new Request(`https://mock-api.internal${c.req.path}`, { headers: range ? { range } : {} }),
  )
  if (upstream.status === 416)
    return new Response(null, {
      status: 416,
      headers: { 'content-range': upstream.headers.get('content-range') ?? 'bytes */0' },
    })
  if (!upstream.ok) throw new HTTPException(404, { message: 'No such film' })
  const headers = new Headers({ 'x-content-type-options': 'nosniff' })
  for (const name of PASSED) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (c.req.path.endsWith('.vtt')) headers.set('access-control-allow-origin', '*')
  return new Response(upstream.body, { status: upstream.status, headers })
})
