import { describe, expect, it } from 'vitest'
import type { AudienceCondition, BlockOf } from '../../shared/content/blocks'
import { AUDIENCE_CONDITIONS, parseBlocks } from '../../shared/content/blocks'
import type { Audience } from '../../shared/personalization/audience'
import {
  ANONYMOUS_AUDIENCE,
  conditionHolds,
  dependsOnCart,
  filterApplies,
  pickExperience,
  pickSegment,
} from '../../shared/personalization/audience'

const signedIn = (overrides: Partial<Audience> = {}): Audience => ({
  ...ANONYMOUS_AUDIENCE,
  loggedIn: true,
  ...overrides,
})

const banner = (id: string) => ({ type: 'banner', id, variant: 'thin', title: id })

function segmentation(conditions: AudienceCondition[]): BlockOf<'segmentation'> {
  const { blocks } = parseBlocks([
    {
      type: 'segmentation',
      id: 'seg',
      segments: conditions.map((condition) => ({
        id: condition,
        condition,
        blocks: [banner(`for-${condition}`)],
      })),
      baselines: [banner('baseline-1'), banner('baseline-2')],
    },
  ])
  return blocks[0] as BlockOf<'segmentation'>
}

describe('audience conditions', () => {
  const cases: [AudienceCondition, Audience, boolean][] = [
    ['loggedout', ANONYMOUS_AUDIENCE, true],
    ['loggedout', signedIn(), false],
    ['loggedin', signedIn(), true],
    ['loggedin', ANONYMOUS_AUDIENCE, false],
    ['loyalty-loggedin', signedIn({ loyaltyMember: true }), true],
    ['loyalty-loggedin', { ...ANONYMOUS_AUDIENCE, loyaltyMember: true }, false],
    // The second reading: a signed-in shopper who is not a member.
    ['non-loyalty-loggedin', signedIn({ loyaltyMember: false }), true],
    ['non-loyalty-loggedin', signedIn({ loyaltyMember: true }), false],
    ['non-loyalty-loggedin', ANONYMOUS_AUDIENCE, false],
    ['employee-loggedin', signedIn({ employee: true }), true],
    ['non-employee-loggedin', signedIn({ employee: true }), false],
    ['non-employee-loggedin', signedIn(), true],
    ['cart-empty', ANONYMOUS_AUDIENCE, true],
    ['cart-not-empty', { ...ANONYMOUS_AUDIENCE, cartEmpty: false }, true],
    ['cart-not-empty', ANONYMOUS_AUDIENCE, false],
    ['ipa-wranx-loggedin', signedIn({ profiles: { ipa: true, wranx: false, athlete: false } }), true],
    ['ipa-wranx-loggedin', signedIn({ profiles: { ipa: false, wranx: true, athlete: false } }), true],
    ['ipa-wranx-loggedin', signedIn(), false],
    ['non-ipa-wranx-loggedin', signedIn(), true],
    ['non-ipa-wranx-loggedin', signedIn({ profiles: { ipa: false, wranx: true, athlete: false } }), false],
    ['wranx-loggedin', signedIn({ profiles: { ipa: false, wranx: true, athlete: false } }), true],
    ['non-wranx-loggedin', signedIn({ profiles: { ipa: true, wranx: false, athlete: false } }), true],
    ['ipa-loggedin', signedIn({ profiles: { ipa: true, wranx: false, athlete: false } }), true],
    ['ipa-loggedin', { ...ANONYMOUS_AUDIENCE, profiles: { ipa: true, wranx: false, athlete: false } }, false],
    ['non-ipa-loggedin', signedIn(), true],
    ['athletes-loggedin', signedIn({ profiles: { ipa: false, wranx: false, athlete: true } }), true],
    ['non-athletes-loggedin', signedIn({ profiles: { ipa: false, wranx: false, athlete: true } }), false],
    ['non-athletes-loggedin', ANONYMOUS_AUDIENCE, false],
  ]
  it.each(cases)('%s holds for %o: %s', (condition, audience, expected) => {
    expect(conditionHolds(condition, audience)).toBe(expected)
  })

  it('covers all sixteen conditions', () => {
    expect(new Set(cases.map(([condition]) => condition))).toEqual(new Set(AUDIENCE_CONDITIONS))
    expect(AUDIENCE_CONDITIONS).toHaveLength(16)
  })
})

describe('segment choice', () => {
  it('takes the first segment whose condition holds, in the editor’s order', () => {
    const block = segmentation(['loyalty-loggedin', 'loggedin', 'cart-not-empty'])
    expect(pickSegment(block, signedIn({ loyaltyMember: true }), null).segmentId).toBe('loyalty-loggedin')
    expect(pickSegment(block, signedIn(), null).segmentId).toBe('loggedin')
    expect(pickSegment(block, { ...ANONYMOUS_AUDIENCE, cartEmpty: false }, null).segmentId).toBe(
      'cart-not-empty',
    )
  })

  it('falls back to the first baseline only', () => {
    const { segmentId, blocks } = pickSegment(segmentation(['loggedin']), ANONYMOUS_AUDIENCE, null)
    expect(segmentId).toBeNull()
    expect(blocks.map((block) => block.id)).toEqual(['baseline-1'])
  })

  it('lets a test-context override win when it names a segment, and ignores one that does not', () => {
    const block = segmentation(['loggedin', 'employee-loggedin'])
    expect(pickSegment(block, ANONYMOUS_AUDIENCE, 'employee-loggedin').segmentId).toBe('employee-loggedin')
    expect(pickSegment(block, signedIn(), 'no-such-segment').segmentId).toBe('loggedin')
  })

  it('knows when the cart decides a segment, at any depth', () => {
    expect(dependsOnCart([segmentation(['loggedin'])])).toBe(false)
    const nested = parseBlocks([
      { type: 'section', id: 's', blocks: [{ ...segmentation(['cart-empty']), baselines: [] }] },
    ]).blocks
    expect(dependsOnCart(nested)).toBe(true)
  })
})

describe('experiences and filters', () => {
  const { blocks } = parseBlocks([
    {
      type: 'experience',
      id: 'exp',
      experienceId: 'exp-1',
      baselines: [banner('base')],
      variants: [{ variantId: 'v1', name: 'One', blocks: [banner('variant')] }],
    },
    { type: 'filterBy', id: 'in', kind: 'category', operator: 'IN', values: ['1210'], blocks: [banner('x')] },
    {
      type: 'filterBy',
      id: 'not-in',
      kind: 'product',
      operator: 'NOT IN',
      values: ['KS100013'],
      blocks: [banner('y')],
    },
  ])
  const [experience, filterIn, filterNotIn] = blocks as [
    BlockOf<'experience'>,
    BlockOf<'filterBy'>,
    BlockOf<'filterBy'>,
  ]

  it('shows the baseline until a decision picks an existing variant', () => {
    expect(pickExperience(experience, {}).blocks.map((block) => block.id)).toEqual(['base'])
    expect(pickExperience(experience, { 'exp-1': 'v1' }).variantId).toBe('v1')
    expect(pickExperience(experience, { 'exp-1': 'v9' }).variantId).toBeNull()
  })

  it('applies IN and NOT IN to the page’s product or category', () => {
    expect(filterApplies(filterIn, { productId: null, categoryId: '1210' })).toBe(true)
    expect(filterApplies(filterIn, { productId: null, categoryId: '1220' })).toBe(false)
    expect(filterApplies(filterIn, { productId: null, categoryId: null })).toBe(false)
    expect(filterApplies(filterNotIn, { productId: 'KS100013', categoryId: null })).toBe(false)
    expect(filterApplies(filterNotIn, { productId: 'KS100020', categoryId: null })).toBe(true)
    expect(filterApplies(filterNotIn, { productId: null, categoryId: null })).toBe(true)
  })
})
