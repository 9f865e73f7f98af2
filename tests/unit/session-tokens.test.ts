import { describe, expect, it } from 'vitest'
import { applyChange } from '../../worker/session/changes'
import {
  GUEST_IDLE_MS,
  isEpochRaised,
  needsRefresh,
  nextExpiry,
  REFRESH_MARGIN_MS,
  SIGNED_IN_IDLE_MS,
  SIGNED_IN_MAX_MS,
  sessionExpiry,
  signedOutState,
} from '../../worker/session/tokens'
import type { UpstreamTokens } from '../../worker/upstream/commerce/tokens'

const now = Date.UTC(2026, 10, 24, 9, 0, 0)
const tokens: UpstreamTokens = {
  kind: 'Registered',
  accessToken: 'access',
  accessExpiresAt: now + 30 * 60_000,
  refreshToken: 'refresh',
  customerId: 'cust-1',
  usid: 'usid-1',
}

describe('session tokens', () => {
  it('refreshes an access token with under a minute left, or the one a caller saw refused', () => {
    expect(needsRefresh(tokens, now)).toBe(false)
    expect(needsRefresh({ ...tokens, accessExpiresAt: now + REFRESH_MARGIN_MS - 1 }, now)).toBe(true)
    expect(needsRefresh(tokens, now, 'access')).toBe(true)
    // Refused was an older token: the one held now is newer and still good.
    expect(needsRefresh(tokens, now, 'older')).toBe(false)
  })

  it('signs a customer out after three idle days or thirty days in all, and ends a guest’s after thirty idle', () => {
    const signedInAt = now - 24 * 60 * 60 * 1000
    expect(sessionExpiry({ tokens, signedInAt }, now - 60_000, now)).toBe('live')
    expect(sessionExpiry({ tokens, signedInAt }, now - SIGNED_IN_IDLE_MS - 1, now)).toBe('signedIn')
    expect(sessionExpiry({ tokens, signedInAt: now - SIGNED_IN_MAX_MS - 1 }, now - 60_000, now)).toBe(
      'signedIn',
    )
    expect(sessionExpiry({ tokens: { ...tokens, kind: 'Guest' } }, now - SIGNED_IN_IDLE_MS - 1, now)).toBe(
      'live',
    )
    expect(sessionExpiry({}, now - GUEST_IDLE_MS - 1, now)).toBe('guest')
    expect(sessionExpiry({}, undefined, now)).toBe('live')
  })

  it('looks again at the sooner of the idle and the absolute limit', () => {
    expect(nextExpiry({}, now)).toBe(now + GUEST_IDLE_MS)
    expect(nextExpiry({ signedInAt: now }, now)).toBe(now + SIGNED_IN_IDLE_MS)
    const late = now - SIGNED_IN_MAX_MS + 60_000
    expect(nextExpiry({ signedInAt: late }, now)).toBe(late + SIGNED_IN_MAX_MS)
  })

  it('signs out on a raised epoch only when both the session and the answer have one', () => {
    expect(isEpochRaised({ epoch: 3 }, 4)).toBe(true)
    expect(isEpochRaised({ epoch: 3 }, 3)).toBe(false)
    expect(isEpochRaised({}, 4)).toBe(false)
    expect(isEpochRaised({ epoch: 3 }, undefined)).toBe(false)
  })

  it('leaves a signed-out shopper nothing of the customer’s, and a notice a page clears once', () => {
    const out = signedOutState(
      {
        customer: { type: 'REGISTERED', loyaltyMember: true, profiles: [] },
        carts: { 'KST-US': 'basket1' },
        cartLines: { 'KST-US': [{ productId: 'SKU-1', qty: 1 }] },
        saveForLaterId: 'SABCDEFGHIJKL',
        compare: ['KS100013'],
        favStoreId: '1001',
      },
      'revoked',
      now,
    )
    expect(out).toEqual({
      compare: ['KS100013'],
      favStoreId: '1001',
      signedOut: { reason: 'revoked', at: now },
    })
    const seen = applyChange(out, { kind: 'signedOut.seen' })
    expect(seen.outcome).toBe('changed')
    expect(seen.state.signedOut).toBeUndefined()
    expect(applyChange(seen.state, { kind: 'signedOut.seen' }).outcome).toBe('unchanged')
  })
})
