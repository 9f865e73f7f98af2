import { describe, expect, it } from 'vitest'
import { DATAFILE } from '../../mock-api/experimentation/datafile'
import { createDecider, type Decision } from '../../shared/experiments'
import { booleanVariable, NO_FEATURES, variantName } from '../../shared/personalization/flags'
import { testContextHasInvalidEntries } from '../../shared/personalization/test-context'
import { readVisitorId, visitorIdOf } from '../../shared/personalization/visitor'
import { choicesOf, testContextOf } from '../../worker/personalization/experiments'

const DEFAULTS = {
  ...NO_FEATURES,
  allowFavorites: true,
  expressCheckout: true,
  hostedVideo: true,
  loyaltyJoin: true,
  mobileShopAll: true,
}

const decision = (flagKey: string, fields: Partial<Decision>): Decision => ({
  flagKey,
  enabled: false,
  variationKey: null,
  ruleKey: null,
  variables: {},
  impression: null,
  ...fields,
})

describe('variant names (spec 2 §9)', () => {
  it.each([
    ['Experiment', 'A'],
    ['Experiment-2', 'A'],
    ['Baseline', 'Baseline'],
    ['B-trail-story', 'B'],
    ['c-short', 'c'],
    ['on', 'on'],
  ])('%s → %s', (label, name) => expect(variantName(label)).toBe(name))
})

describe('the visitor id', () => {
  it('has the vuid_ prefix and at most 32 characters, and only such a value is read back', () => {
    const id = visitorIdOf(crypto.randomUUID())
    expect(id).toMatch(/^vuid_[0-9a-f]{27}$/)
    expect(readVisitorId(id)).toBe(id)
    expect(visitorIdOf(crypto.randomUUID())).not.toBe(id)
    for (const junk of [undefined, '', 'vuid_', 'abc', `vuid_${'a'.repeat(28)}`, 'vuid_<script>'])
      expect(readVisitorId(junk)).toBeNull()
  })
})

describe('flags and experiences from decisions', () => {
  it('keeps each default the datafile does not decide, and takes each decided flag', () => {
    const { flags } = choicesOf(DEFAULTS, {
      simplified_enrollment: decision('simplified_enrollment', { enabled: true, ruleKey: 'uk' }),
      express_checkout: decision('express_checkout', { enabled: false, ruleKey: 'everyone-else' }),
      allow_favorites: decision('allow_favorites', { enabled: false, ruleKey: null }),
    })
    expect(flags).toEqual({ ...DEFAULTS, simplifiedEnrollment: true, expressCheckout: false })
  })

  it('names the experience of an experiment rule by its variant, and keeps the variables of flags that are on', () => {
    const impression = {
      campaignId: '1',
      experimentId: '2',
      variationId: '3',
      ruleType: 'feature-test' as const,
      ruleKey: 'home_hero_test',
      flagKey: 'home_hero',
      variationKey: 'B-trail-story',
      enabled: true,
    }
    const { experiments } = choicesOf(
      DEFAULTS,
      {
        home_hero: decision('home_hero', {
          enabled: true,
          ruleKey: 'home_hero_test',
          variationKey: 'B-trail-story',
          impression,
        }),
        product_page: decision('product_page', {
          enabled: true,
          ruleKey: 'product_page_benefits',
          variationKey: 'Experiment',
          variables: { show_benefits: true },
          impression: { ...impression, flagKey: 'product_page', variationKey: 'Experiment' },
        }),
        client_ingest: decision('client_ingest', {
          enabled: false,
          ruleKey: 'rollout',
          variationKey: 'off',
          impression: { ...impression, ruleType: 'rollout' },
        }),
      },
      { 'exp-trail-cta': 'B' },
    )
    expect(experiments.experiences).toEqual({ home_hero: 'B', product_page: 'A', 'exp-trail-cta': 'B' })
    expect(booleanVariable(experiments, 'product_page', 'show_benefits')).toBe(true)
    expect(booleanVariable(experiments, 'client_ingest', 'show_benefits')).toBe(false)
  })

  it('reads an editor test context of flag:variation pairs, and nothing else', () => {
    expect(testContextOf('home_hero:Experiment, exp-trail-cta:B,bad pair,x:<script>')).toEqual({
      home_hero: 'Experiment',
      'exp-trail-cta': 'B',
    })
    expect(testContextOf(undefined)).toEqual({})
  })

  it('tells a test context with an entry it cannot read from one it reads whole', () => {
    expect(testContextHasInvalidEntries('home_hero:B, exp-trail-cta:A')).toBe(false)
    expect(testContextHasInvalidEntries(' , ')).toBe(false)
    expect(testContextHasInvalidEntries(undefined)).toBe(false)
    expect(testContextHasInvalidEntries('home_hero:B, bad pair')).toBe(true)
    expect(testContextHasInvalidEntries('x:<script>')).toBe(true)
    expect(testContextHasInvalidEntries(Array.from({ length: 21 }, (_, i) => `e${i}:A`).join(','))).toBe(true)
  })

  it('gives every visitor of the mock datafile the deployment defaults of wrangler.toml outside their rules', () => {
    const decider = createDecider(DATAFILE)
    const decided = decider.decideAll({
      id: 'vuid_0123456789abcdef012345678',
      attributes: {
        country: 'US',
        locale: 'en-us',
        brand: 'kestrel',
        signed_in: false,
        loyalty_member: false,
      },
    })
    const { flags } = choicesOf(DEFAULTS, decided)
    expect(flags.allowFavorites).toBe(true)
    expect(flags.hostedVideo).toBe(true)
    expect(flags.expressCheckout).toBe(true)
    expect(flags.simplifiedEnrollment).toBe(false)
    expect(flags.mobileShopAll).toBe(true)
  })
})
