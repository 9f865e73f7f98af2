import { describe, expect, it } from 'vitest'
import { codeChallengeOf, pkcePair } from '../../worker/services/pkce'

describe('PKCE for sign-in', () => {
  it('makes the S256 challenge of RFC 7636’s example verifier', async () => {
    // RFC 7636, appendix B.
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('makes a new 43-character verifier every time, with its own challenge', async () => {
    const pairs = await Promise.all(Array.from({ length: 20 }, () => pkcePair()))
    expect(new Set(pairs.map((pair) => pair.verifier)).size).toBe(20)
    for (const pair of pairs) {
      expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(pair.challenge).toBe(await codeChallengeOf(pair.verifier))
    }
  })
})
