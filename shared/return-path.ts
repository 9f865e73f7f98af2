/**
 * Where a browser may be sent back to after a plain form post: a path on this site, never another host.
 *
 * Browsers read more than `//host` as "another host": `/\host`, `\\host`, and the same with tabs or newlines
 * inside, and some proxies decode `%2F` or `%5C` before routing. So a return path is accepted only when it is an
 * absolute path whose raw and percent-decoded forms both start with exactly one slash, hold no backslash and no
 * control character, and resolve to the same origin. Anything doubtful is null, and nothing here throws.
 */

/** The WHATWG URL both runtimes have (shared code has no DOM or Workers types). */
interface ParsedUrl {
  origin: string
  pathname: string
  search: string
  hash: string
}
declare const URL: new (input: string, base?: string) => ParsedUrl

const BASE = 'https://storefront.invalid'
const MAX_LENGTH = 1000
// biome-ignore lint/suspicious/noControlCharactersInRegex: -- control characters are what this rejects
const UNSAFE = /[\u0000-\u001f\u007f\\]/

function looksLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE.test(path)
}

/**
 * The path, query and fragment of `value` when it is a safe path on this site, else null.
 *
 * @example safeReturnPath('/en-us/p/trail-runner-KS100234?colour=001') // '/en-us/p/trail-runner-KS100234?colour=001'
 * @example safeReturnPath('//evil.example/x') // null
 * @example safeReturnPath('/%2F%2Fevil.example') // null
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (!looksLocal(value)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  if (!looksLocal(decoded)) return null
  let url: ParsedUrl
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE || !looksLocal(url.pathname)) return null
  return url.pathname + url.search + url.hash
}

/**
 * The first safe path of the candidates (each a path, or a full URL that must be on `origin`), else `fallback`.
 *
 * @example returnPathOf('https://shop.example', ['/en-us/cart', referer], '/en-us')
 */
export function returnPathOf(
  origin: string,
  candidates: readonly (string | null | undefined)[],
  fallback: string,
): string {
  for (const candidate of candidates) {
    if (!candidate) continue
    let path: string | null = candidate
    if (!candidate.startsWith('/')) {
      try {
        const url = new URL(candidate)
        path = url.origin === origin ? url.pathname + url.search + url.hash : null
      } catch {
        path = null
      }
    }
    const safe = safeReturnPath(path)
    if (safe) return safe
  }
  return fallback
}
