import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../types'

const MAX_PATH_LENGTH = 1024
const MAX_QUERY_LENGTH = 2048
// biome-ignore lint/suspicious/noControlCharactersInRegex: -- control characters are what this rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * Turns away addresses no page can have: over-long paths or queries, broken percent-encoding, control
 * characters. They get the 400 page instead of reaching a route.
 */
export function guard(): MiddlewareHandler<AppEnv> {
  return async function guard(c, next) {
    const url = new URL(c.req.url)
    if (url.pathname.length > MAX_PATH_LENGTH || url.search.length > MAX_QUERY_LENGTH) {
      throw new HTTPException(400, { message: 'Address too long' })
    }
    let decoded: string
    try {
      decoded = decodeURIComponent(url.pathname)
      for (const [name, value] of url.searchParams)
        if (CONTROL_CHARACTERS.test(name + value)) throw new Error('control character in query')
    } catch {
      throw new HTTPException(400, { message: 'Malformed address' })
    }
    if (CONTROL_CHARACTERS.test(decoded)) throw new HTTPException(400, { message: 'Malformed address' })
    await next()
  }
}
