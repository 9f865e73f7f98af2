import { describe, expect, it } from 'vitest'
import { MAX_COMPARE } from '../../shared/ids'
import {
  applyChange,
  cartSlot,
  MAX_RECORDED,
  recordOnce,
  SessionStateSchema,
  slotValue,
  withSlot,
} from '../../worker/session/state'

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
