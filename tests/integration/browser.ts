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

/**
 * The `Cookie` header a browser would send next: the cookies the test already had, with those the response set
 * (the session's, the visitor id's...) added or replaced, and those it cleared (`Max-Age=0`) gone.
 */
export function cookieOf(response: Response, previous = ''): string {
  // Values are kept as they came, undecoded, as a browser sends them back.
  const split = (pair: string): [string, string] | null => {
    const at = pair.indexOf('=')
    return at > 0 ? [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] : null
  }
  const jar = new Map<string, string>()
  for (const pair of previous.split(';')) {
    const cookie = split(pair)
    if (cookie) jar.set(...cookie)
  }
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const cookie = split(pair)
    if (!cookie) continue
    if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) jar.delete(cookie[0])
    else jar.set(...cookie)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}
