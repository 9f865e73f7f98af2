import { describe, expect, it } from 'vitest'
import { MAX_COMPARE } from '../../shared/ids'
import {
  applyChange,
  cartSlot,
  MAX_RECORDED,
  recordOnce,
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
