import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CAMPAIGN_SOURCE,
  campaignSourceOf,
  REFERRAL_CODE,
  referralCodeOf,
  storeNumOf,
} from '../../shared/content/page-query'
import { testContextParameter } from '../../shared/personalization/test-context'

describe('the page-content query values', () => {
  it('passes on only plain campaign names, in lower case and at most 40 characters', () => {
    expect(campaignSourceOf(' TrailRun ')).toBe('trailrun')
    expect(campaignSourceOf('coast-path')).toBe('coast-path')
    for (const bad of ['', '-lead', 'a b', 'x'.repeat(41), '<script>', 'trail/run', null, undefined])
      expect(campaignSourceOf(bad)).toBeNull()
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const source = campaignSourceOf(value)
        expect(source === null || (CAMPAIGN_SOURCE.test(source) && source.length <= 40)).toBe(true)
      }),
    )
  })

  it('passes on referral codes in capitals and store numbers of four digits, nothing else', () => {
    expect(referralCodeOf(' ab12-cd ')).toBe('AB12-CD')
    expect(referralCodeOf('AB1')).toBeNull()
    expect(referralCodeOf('a@b.co')).toBeNull()
    expect(storeNumOf('0101')).toBe('0101')
    for (const bad of ['101', '01010', '01a1', '']) expect(storeNumOf(bad)).toBeNull()
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const code = referralCodeOf(value)
        expect(code === null || REFERRAL_CODE.test(code)).toBe(true)
        const store = storeNumOf(value)
        expect(store === null || /^\d{4}$/.test(store)).toBe(true)
      }),
    )
  })

  it("sends an editor's test context as its well-formed pairs only", () => {
    expect(testContextParameter('home_hero:B-trail-story, bad pair,x:<script>')).toBe(
      'home_hero:B-trail-story',
    )
    expect(testContextParameter('bad pair')).toBeNull()
    expect(testContextParameter(undefined)).toBeNull()
  })
})
