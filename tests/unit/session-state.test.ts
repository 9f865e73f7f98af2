import { describe, expect, it } from 'vitest'
import { MAX_COMPARE } from '../../shared/ids'
import { applyChange, cartSlot, recordOnce, slotValue, withSlot } from '../../worker/session/changes'
import type { SessionState } from '../../worker/session/state'
import { MAX_RECORDED, MAX_REMEMBERED_DECISIONS, SessionStateSchema } from '../../worker/session/state'

describe('session changes', () => {
  it('adds to the comparison once, up to the limit, and says when it is full', () => {
    let state = {}
    for (let index = 0; index < MAX_COMPARE; index++) {
      const result = applyChange(state, { kind: 'compare.add', styleCode: `KS10001${index}` })
      expect(result.outcome).toBe('changed')
      state = result.state
    }
    expect(applyChange(state, { kind: 'compare.add', styleCode: 'KS100010' }).outcome).toBe('unchanged')
    const full = applyChange(state, { kind: 'compare.add', styleCode: 'KS100099' })
    expect(full.outcome).toBe('full')
    expect(full.state).toBe(state)
  })

  it('replaces an id only while the session still holds the stale one, and only with a well-formed id', () => {
    const slot = cartSlot('KST-US')
    const state = withSlot({}, slot, 'old123')
    expect(
      slotValue(applyChange(state, { kind: 'replace', slot, from: 'old123', to: 'new456' }).state, slot),
    ).toBe('new456')
    expect(applyChange(state, { kind: 'replace', slot, from: 'other', to: 'new456' }).outcome).toBe(
      'unchanged',
    )
    expect(applyChange(state, { kind: 'replace', slot, from: 'old123', to: 'bad id!' }).outcome).toBe(
      'unchanged',
    )
    expect(
      slotValue(applyChange(state, { kind: 'replace', slot, from: 'old123', to: null }).state, slot),
    ).toBe(undefined)
  })

  it('records a one-off action once, forgets the oldest past the limit, and takes one back', () => {
    let state = {}
    for (let index = 0; index < MAX_RECORDED + 5; index++) state = recordOnce(state, `vote:R${index}`).state
    expect(recordOnce(state, `vote:R${MAX_RECORDED + 4}`).first).toBe(false)
    expect(recordOnce(state, 'vote:R0').first).toBe(true)
    const undone = applyChange(state, { kind: 'unrecord', key: `vote:R${MAX_RECORDED + 4}` })
    expect(recordOnce(undone.state, `vote:R${MAX_RECORDED + 4}`).first).toBe(true)
  })
})

describe('the reward code a cart was given (decision 029)', () => {
  const carts = { 'KST-US': 'basket-1', 'KST-CA': 'basket-9' }

  it('is remembered per site for the cart the session holds, and forgotten when removed', () => {
    const state = { carts }
    const kept = applyChange(state, {
      kind: 'rewardCode',
      siteId: 'KST-US',
      basketId: 'basket-1',
      code: 'KSR-20-A',
    })
    expect(kept.state.rewardCodes).toEqual({ 'KST-US': { basketId: 'basket-1', code: 'KSR-20-A' } })
    // Not for a basket the session no longer holds (a concurrent request replaced it).
    expect(
      applyChange(state, { kind: 'rewardCode', siteId: 'KST-US', basketId: 'old', code: 'KSR-20-A' }).outcome,
    ).toBe('unchanged')
    const both = applyChange(kept.state, {
      kind: 'rewardCode',
      siteId: 'KST-CA',
      basketId: 'basket-9',
      code: 'KSR-20-B',
    }).state
    const removed = applyChange(both, {
      kind: 'rewardCode',
      siteId: 'KST-US',
      basketId: 'basket-1',
      code: null,
    })
    expect(removed.state.rewardCodes).toEqual({ 'KST-CA': { basketId: 'basket-9', code: 'KSR-20-B' } })
  })

  it('is forgotten when the site’s order is placed, not while it waits for the shopper', () => {
    const state = { carts, rewardCodes: { 'KST-US': { basketId: 'basket-1', code: 'KSR-20-A' } } }
    const order = {
      orderNumber: 'KS0000000001',
      status: 'placed' as const,
      action: null,
      createdAt: '2026-11-24T08:00:00Z',
      currency: 'USD',
      email: null,
      items: [],
      pickupPerson: null,
      shippingAddress: null,
      billingAddress: null,
      shipment: null,
      newsletterConsent: false,
      totals: { itemTotal: 0, totalDiscount: 0, shipping: null, tax: null, taxIncluded: false, total: 0 },
      payment: { code: 'GIFT_CARD', label: '', amount: 0 },
      giftCards: [],
      rewardCode: null,
      adjustments: [],
      promotions: [],
      inStoreSalesInfo: null,
      madeToOrder: null,
    }
    const waiting = applyChange(state, {
      kind: 'order',
      siteId: 'KST-US',
      pending: { ...order, status: 'action' },
    })
    expect(waiting.state.rewardCodes).toEqual(state.rewardCodes)
    const placed = applyChange(waiting.state, { kind: 'order', siteId: 'KST-US', last: order })
    expect(placed.state.rewardCodes).toBeUndefined()
  })
})

describe('the signed-in customer the session keeps', () => {
  const customer = { type: 'REGISTERED', loyaltyMember: false, profiles: [], firstName: 'Rita' }

  it('reads a customer written before interests were kept, and one with them', () => {
    expect(SessionStateSchema.parse({ customer }).customer).toEqual(customer)
    expect(
      SessionStateSchema.parse({ customer: { ...customer, interests: ['hiking', 'climbing'] } }).customer
        ?.interests,
    ).toEqual(['hiking', 'climbing'])
  })

  it('refuses interests past their bounds', () => {
    for (const interests of [[''], ['x'.repeat(41)], Array.from({ length: 21 }, (_, index) => `i${index}`)])
      expect(SessionStateSchema.safeParse({ customer: { ...customer, interests } }).success).toBe(false)
  })
})

describe('the personalization decisions a session remembers (decision 062)', () => {
  const VISITOR = 'vuid_0123456789abcdef0123456789a'
  const decisionOf = (variant: string, items = 2) => ({
    experiences: { 'exp-trail-cta': { variant, impressionId: `imp.${variant}` } },
    recommendations: {
      'trail-recommended': {
        items: Array.from({ length: items }, (_, index) => ({
          productId: `KS1000${index}`,
          recToken: `rt.${index}`,
        })),
        impressionId: 'imp.rec',
      },
    },
  })
  const remember = (state: SessionState, page: string, variant: string, at: number, visitorId = VISITOR) =>
    applyChange(state, { kind: 'decision.remember', visitorId, page, at, decision: decisionOf(variant) })

  it('keeps the newest first, one per page, and forgets the oldest beyond the limit', () => {
    let state: SessionState = {}
    for (let index = 0; index <= MAX_REMEMBERED_DECISIONS; index++)
      state = remember(state, `KST-US /en-us/page-${index}`, 'v1', 1000 + index).state
    state = remember(state, 'KST-US /en-us/page-2', 'v2', 2000).state

    const pages = state.decisions?.pages ?? []
    expect(pages.map((entry) => entry.page)).toEqual([
      'KST-US /en-us/page-2',
      'KST-US /en-us/page-4',
      'KST-US /en-us/page-3',
      'KST-US /en-us/page-1',
    ])
    expect(pages[0]?.decision.experiences['exp-trail-cta']?.variant).toBe('v2')
    expect(SessionStateSchema.parse(state)).toEqual(state)
  })

  it('keeps a later decision when an older answer for the same page comes after it', () => {
    const later = remember({}, 'KST-US /en-us', 'v2', 2000).state
    expect(remember(later, 'KST-US /en-us', 'v1', 1000)).toEqual({ state: later, outcome: 'unchanged' })
  })

  it("replaces another visitor id's decisions, and forgets them all on withdrawal", () => {
    const before = remember({}, 'KST-US /en-us', 'v1', 1000).state
    const after = remember(before, 'KST-US /en-gb', 'v2', 2000, 'vuid_ffffffffffffffffffffffffff0').state
    expect(after.decisions?.visitorId).toBe('vuid_ffffffffffffffffffffffffff0')
    expect(after.decisions?.pages.map((entry) => entry.page)).toEqual(['KST-US /en-gb'])

    expect(applyChange(after, { kind: 'decision.forget' }).state.decisions).toBeUndefined()
    expect(applyChange({}, { kind: 'decision.forget' }).outcome).toBe('unchanged')
  })

  it('keeps at most a carousel of items per component, and refuses what is not a decision', () => {
    const many = applyChange(
      {},
      {
        kind: 'decision.remember',
        visitorId: VISITOR,
        page: 'KST-US /en-us',
        at: 1000,
        decision: decisionOf('v1', 60),
      },
    )
    expect(many.state.decisions?.pages[0]?.decision.recommendations['trail-recommended']?.items).toHaveLength(
      24,
    )

    const broken = { experiences: { x: { variant: '', impressionId: null } }, recommendations: {} }
    const refused = applyChange(
      {},
      { kind: 'decision.remember', visitorId: VISITOR, page: 'KST-US /en-us', at: 1000, decision: broken },
    )
    expect(refused.outcome).toBe('unchanged')
    expect(remember({}, 'KST-US /en-us', 'v1', 1000, 'not-a-visitor').outcome).toBe('unchanged')
  })
})
