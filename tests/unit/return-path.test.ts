import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { returnPathOf, safeReturnPath } from '../../shared/return-path'
import { accountLinkFrom } from '../../shared/routes'

/** Whether a browser at `https://shop.example` would leave the site following this Location. */
function leavesSite(location: string): boolean {
  try {
    return new URL(location, 'https://shop.example/en-us').origin !== 'https://shop.example'
  } catch {
    return true
  }
}

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
const localPath = fc
  .tuple(
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{1,5}$/)),
  )
  .map(([segments, query]) => `/${segments.join('/')}${query ? `?${query}` : ''}`)

const hostile = fc.constantFrom(
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https:evil.example',
  'https://evil.example/en-us',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%E0%A4%A',
  '%2F%2Fevil.example',
)

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    fc.assert(
      fc.property(localPath, (path) => {
        expect(safeReturnPath(path)).toBe(path)
        expect(safeReturnPath(`${path}#reviews`)).toBe(`${path}#reviews`)
      }),
    )
  })

  it('refuses every shape that browsers or proxies read as another host, and unparsable input', () => {
    fc.assert(
      fc.property(hostile, localPath, (prefix, path) => {
        expect(safeReturnPath(prefix)).toBeNull()
        expect(safeReturnPath(prefix + path)).toBeNull()
      }),
    )
    for (const value of ['', ' /en-us', 'en-us/cart', null, 42, { toString: () => '/en-us' }])
      expect(safeReturnPath(value)).toBeNull()
  })

  it('never throws and never answers a path that leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.webUrl(),
          fc.webPath(),
          fc
            .tuple(fc.constantFrom('/', '//', '/\\', '%2F', '%5C', '/%2F'), fc.string())
            .map(([a, b]) => a + b),
          fc.anything(),
        ),
        (value) => {
          const safe = safeReturnPath(value)
          if (safe !== null) {
            expect(leavesSite(safe)).toBe(false)
            expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true)
            expect(decodeURIComponent(safe.split('?')[0] as string)).not.toMatch(/^[/\\]{2}|\\/)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('returnPathOf', () => {
  const origin = 'https://shop.example'

  it('takes the first safe candidate, a same-origin referrer as its path, else the fallback', () => {
    expect(returnPathOf(origin, ['//evil.example', '/en-us/cart'], '/en-us')).toBe('/en-us/cart')
    expect(returnPathOf(origin, [null, 'https://shop.example/en-us/p/x-KS100013?colour=001'], '/en-us')).toBe(
      '/en-us/p/x-KS100013?colour=001',
    )
    expect(returnPathOf(origin, ['https://evil.example/en-us/cart'], '/en-us')).toBe('/en-us')
    expect(returnPathOf(origin, ['not a url', undefined, ''], '/fr-ca')).toBe('/fr-ca')
  })
})

describe('links to the account from a page', () => {
  it('come back to the page: the account and sign-in become sign-in, sign-up keeps itself', () => {
    expect(accountLinkFrom('/en-us/account', 'en-us', '/en-us/p/x-KS100013')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Fp%2Fx-KS100013',
    )
    expect(accountLinkFrom('/en-us/account/sign-in', 'en-us', '/en-us')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us',
    )
    expect(accountLinkFrom('/de-de/account/sign-up', 'de-de', '/de-de/stories/a?b=1')).toBe(
      '/de-de/account/sign-up?returnTo=%2Fde-de%2Fstories%2Fa%3Fb%3D1',
    )
  })

  it('leave every other link as it is', () => {
    for (const url of [
      '/en-us/newsletter',
      '/en-us/account/orders',
      '/fr-fr/account',
      'https://example.com/account',
    ])
      expect(accountLinkFrom(url, 'en-us', '/en-us')).toBe(url)
  })
})
