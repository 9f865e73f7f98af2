/**
 * What a browser sends the storefront in a test: a same-origin plain form post, an island's JSON call, and the
 * cookies it keeps from one answer to the next. `request` in `./harness` sends them.
 */

/**
 * A same-origin plain form post, answered with a redirect we want to read rather than follow; from the page
 * `referer` when one is given.
 */
export const formPost = (body: string, cookie = '', referer = '') => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'http://localhost',
    ...(cookie ? { cookie } : {}),
    ...(referer ? { referer } : {}),
  },
  body,
})

/** A same-origin JSON call from an island of an en-us page. */
export const jsonPost = (body: unknown, cookie = '') => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    origin: 'http://localhost',
    'x-storefront-locale': 'en-us',
    ...(cookie ? { cookie } : {}),
  },
  body: JSON.stringify(body),
})

export { cookieOf } from '../fixtures/cookie-jar'
