import { describe, expect, it } from 'vitest'
import { DATAFILE, DATAFILE_FLAG_KEYS } from '../../mock-api/experimentation/datafile'
import { type Attributes, createDecider, DatafileError } from '../../shared/experiments'
import { compareVersions, evaluateTree, isInAudiences } from '../../shared/experiments/audiences'
import { allocate, bucketValue, findBucket } from '../../shared/experiments/bucketing'
import type { ConditionTree, DatafileInput } from '../../shared/experiments/datafile'
import { murmurhash3 } from '../../shared/experiments/murmurhash'

type ExperimentInput = DatafileInput['experiments'] extends (infer E)[] | undefined ? E : never

const variation = (
  id: string,
  key: string,
  featureEnabled = true,
  variables: { id: string; value: string }[] = [],
) => ({
  id,
  key,
  featureEnabled,
  variables,
})

const rule = (id: string, overrides: Partial<ExperimentInput> = {}): ExperimentInput => ({
  id,
  key: `rule_${id}`,
  status: 'Running',
  layerId: `${id}9`,
  audienceIds: [],
  variations: [variation(`${id}1`, 'on')],
  trafficAllocation: [{ entityId: `${id}1`, endOfRange: 10000 }],
  forcedVariations: {},
  ...overrides,
})

const everyoneElse = (id: string, on: boolean) =>
  rule(id, {
    key: `everyone_else_${id}`,
    variations: [variation(`${id}1`, on ? 'on' : 'off', on)],
    trafficAllocation: [{ entityId: `${id}1`, endOfRange: 10000 }],
  })

/** A small datafile: one flag with the given experiment and delivery rules, and a few audiences. */
function datafileWith(options: {
  experiments?: ExperimentInput[]
  deliveryRules?: ExperimentInput[]
  groups?: DatafileInput['groups']
  sendFlagDecisions?: boolean
  variables?: {
    id: string
    key: string
    type: 'boolean' | 'integer' | 'double' | 'string' | 'json'
    defaultValue: string
    subType?: string
  }[]
}): DatafileInput {
  const experiments = options.experiments ?? []
  const grouped = (options.groups ?? []).flatMap((group) => group.experiments)
  return {
    version: '4',
    accountId: '1001',
    projectId: '1002',
    revision: '7',
    sendFlagDecisions: options.sendFlagDecisions ?? true,
    attributes: [{ id: '2001', key: 'country' }],
    audiences: [
      {
        id: '3001',
        name: 'GB',
        conditions: JSON.stringify([
          'and',
          ['or', { name: 'country', type: 'custom_attribute', value: 'GB' }],
        ]),
      },
    ],
    typedAudiences: [
      {
        id: '3002',
        name: 'Members',
        conditions: { name: 'member', type: 'custom_attribute', match: 'exact', value: true },
      },
    ],
    events: [{ id: '4001', key: 'purchase', experimentIds: [] }],
    experiments,
    groups: options.groups ?? [],
    featureFlags: [
      {
        id: '5001',
        key: 'flag',
        rolloutId: '6001',
        experimentIds: [...experiments, ...grouped].map((experiment) => experiment.id),
        variables: options.variables ?? [],
      },
    ],
    rollouts: [{ id: '6001', experiments: [...(options.deliveryRules ?? []), everyoneElse('7999', false)] }],
  }
}

const audiences = new Map<string, ConditionTree>([
  ['a', { type: 'custom_attribute', name: 'country', match: 'exact', value: 'GB' }],
  ['b', { type: 'custom_attribute', name: 'age', match: 'gt', value: 30 }],
])
const inAudiences = (tree: ConditionTree[], attributes: Attributes) =>
  isInAudiences(tree as string[], audiences, { attributes, qualifiedSegments: null })

/** One condition's three-valued answer: true, false, or null (unknown, which `not` leaves unknown). */
function leaf(
  condition: ConditionTree,
  attributes: Attributes,
  segments: string[] | null = null,
): boolean | null {
  const subject = { attributes, qualifiedSegments: segments }
  if (isInAudiences(['x'], new Map([['x', condition]]), subject)) return true
  return isInAudiences(['x'], new Map<string, ConditionTree>([['x', ['not', condition]]]), subject)
    ? false
    : null
}

describe('MurmurHash3 and bucket values', () => {
  it('gives the published MurmurHash3 x86 32-bit vectors, over UTF-8 bytes', () => {
    expect(murmurhash3('', 0)).toBe(0)
    expect(murmurhash3('', 1)).toBe(0x514e28b7)
    expect(murmurhash3('', 0xffffffff)).toBe(0x81f16f39)
    expect(murmurhash3('\0\0\0\0', 0)).toBe(0x2362f9de)
    expect(murmurhash3('aaaa', 0x9747b28c)).toBe(0x5a97808a)
    expect(murmurhash3('Hello, world!', 0x9747b28c)).toBe(0x24884cba)
    expect(murmurhash3('The quick brown fox jumps over the lazy dog', 0x9747b28c)).toBe(0x2fa826cd)
    expect(murmurhash3('ππππππππ', 0x9747b28c)).toBe(0xd58063c1)
  })

  it("gives the SDK's own bucket values (its bucketer tests: ppid1/ppid2/ppid3 with experiments 1886780721/2)", () => {
    expect(bucketValue('ppid11886780721')).toBe(5254)
    expect(bucketValue('ppid21886780721')).toBe(4299)
    expect(bucketValue('ppid21886780722')).toBe(2434)
    expect(bucketValue('ppid31886780721')).toBe(5439)
  })

  it('reads a traffic allocation in order, by end of range, and leaves a bucket past the last range out', () => {
    const allocation = [
      { entityId: 'a', endOfRange: 3000 },
      { entityId: 'b', endOfRange: 6000 },
    ]
    expect(findBucket(0, allocation)).toBe('a')
    expect(findBucket(2999, allocation)).toBe('a')
    expect(findBucket(3000, allocation)).toBe('b')
    expect(findBucket(6000, allocation)).toBeNull()
    // ppid1 is in bucket 5254 of experiment 1886780721: "b".
    expect(allocate('ppid1', '1886780721', allocation)).toBe('b')
    expect(allocate('ppid3', '1886780721', [{ entityId: 'a', endOfRange: 5439 }])).toBeNull()
  })
})

describe('audience conditions', () => {
  it('matches exact strings, booleans and numbers of the same type only', () => {
    expect(leaf({ type: 'custom_attribute', name: 'c', match: 'exact', value: 'GB' }, { c: 'GB' })).toBe(true)
    expect(leaf({ type: 'custom_attribute', name: 'c', match: 'exact', value: 'GB' }, { c: 'US' })).toBe(
      false,
    )
    expect(leaf({ type: 'custom_attribute', name: 'c', value: true }, { c: true })).toBe(true)
    expect(leaf({ type: 'custom_attribute', name: 'c', match: 'exact', value: 3 }, { c: 3 })).toBe(true)
    expect(leaf({ type: 'custom_attribute', name: 'c', match: 'exact', value: 3 }, { c: '3' })).toBeNull()
    expect(leaf({ type: 'custom_attribute', name: 'c', match: 'exact', value: 'GB' }, {})).toBeNull()
    expect(leaf({ type: 'custom_attribute', name: 'c', match: 'exact', value: 'GB' }, { c: null })).toBeNull()
  })

  it('treats numbers beyond 2^53 as unknown, on either side', () => {
    expect(
      leaf({ type: 'custom_attribute', name: 'n', match: 'exact', value: 5 }, { n: 2 ** 53 + 2 }),
    ).toBeNull()
    expect(leaf({ type: 'custom_attribute', name: 'n', match: 'gt', value: 5 }, { n: 2 ** 54 })).toBeNull()
    expect(leaf({ type: 'custom_attribute', name: 'n', match: 'lt', value: 2 ** 60 }, { n: 1 })).toBeNull()
    expect(leaf({ type: 'custom_attribute', name: 'n', match: 'ge', value: 5 }, { n: Number.NaN })).toBeNull()
    expect(leaf({ type: 'custom_attribute', name: 'n', match: 'le', value: 5 }, { n: 2 ** 53 })).toBe(false)
  })

  it('compares numbers with gt, ge, lt and le, and refuses other types', () => {
    const at = (match: string, n: number | string) =>
      leaf({ type: 'custom_attribute', name: 'n', match, value: 10 }, { n })
    expect([at('gt', 11), at('gt', 10), at('ge', 10), at('lt', 9.5), at('lt', 10), at('le', 10)]).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
    ])
    expect(at('gt', '11')).toBeNull()
  })

  it('answers exists for any present, non-null value and finds substrings in strings only', () => {
    expect(leaf({ type: 'custom_attribute', name: 'x', match: 'exists' }, { x: false })).toBe(true)
    expect(leaf({ type: 'custom_attribute', name: 'x', match: 'exists' }, { x: null })).toBe(false)
    expect(leaf({ type: 'custom_attribute', name: 'x', match: 'exists' }, {})).toBe(false)
    expect(
      leaf({ type: 'custom_attribute', name: 'l', match: 'substring', value: 'en' }, { l: 'en-gb' }),
    ).toBe(true)
    expect(
      leaf({ type: 'custom_attribute', name: 'l', match: 'substring', value: 'fr' }, { l: 'en-gb' }),
    ).toBe(false)
    expect(leaf({ type: 'custom_attribute', name: 'l', match: 'substring', value: '1' }, { l: 1 })).toBeNull()
  })

  it('orders versions as the SDK does, with pre-release and build suffixes', () => {
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0)
    expect(compareVersions('2.1', '2.1.5')).toBe(0)
    expect(compareVersions('2.1.5', '2.1')).toBe(-1)
    expect(compareVersions('2.0.0', '2.0.1')).toBe(1)
    expect(compareVersions('2.0.0', '10.0.0')).toBe(1)
    expect(compareVersions('3.7.1', '3.7.1-beta')).toBe(-1)
    expect(compareVersions('3.7.1-beta', '3.7.1')).toBe(1)
    expect(compareVersions('3.7.1-alpha', '3.7.1-beta')).toBe(1)
    expect(compareVersions('3.7.1+build', '3.7.1')).toBe(1)
    expect(compareVersions('3.7', '3.7.0-beta')).toBe(-1)
    expect(compareVersions('4.2.0', '4.2')).toBe(-1)
    expect(compareVersions('1.2.3.4', '1.2.3')).toBeNull()
    expect(compareVersions('1.2', '1. 2')).toBeNull()
    expect(compareVersions('1.2', 'a.b')).toBeNull()
    const semver = (match: string, version: string) =>
      leaf({ type: 'custom_attribute', name: 'v', match, value: '4.2.0' }, { v: version })
    expect([
      semver('semver_eq', '4.2.0'),
      semver('semver_gt', '4.10.0'),
      semver('semver_ge', '4.2.0'),
    ]).toEqual([true, true, true])
    expect([
      semver('semver_lt', '4.2.0-rc.1'),
      semver('semver_le', '4.1'),
      semver('semver_lt', '4.2.1'),
    ]).toEqual([true, true, false])
    expect(
      leaf({ type: 'custom_attribute', name: 'v', match: 'semver_eq', value: '4.2.0' }, { v: 4.2 }),
    ).toBeNull()
  })

  it("asks the user's ODP segments for qualified conditions", () => {
    const qualified = {
      type: 'third_party_dimension',
      name: 'odp.audiences',
      match: 'qualified',
      value: 'frequent_buyers',
    }
    expect(leaf(qualified, {}, ['frequent_buyers'])).toBe(true)
    expect(leaf(qualified, {}, ['new_visitors'])).toBe(false)
    expect(leaf(qualified, {}, null)).toBe(false)
  })

  it('makes unknown match types and condition types unknown', () => {
    expect(leaf({ type: 'custom_attribute', name: 'c', match: 'regex', value: 'G.' }, { c: 'GB' })).toBeNull()
    expect(leaf({ type: 'browser', name: 'c', value: 'GB' }, { c: 'GB' })).toBeNull()
  })

  it('combines with three-valued and, or and not; unknown at the top means "not in the audience"', () => {
    const gb = { country: 'GB' }
    expect(inAudiences(['and', 'a', 'b'], { country: 'GB', age: 40 })).toBe(true)
    expect(inAudiences(['and', 'a', 'b'], gb)).toBe(false) // true and unknown: unknown
    expect(inAudiences(['or', 'a', 'b'], gb)).toBe(true) // true or unknown: true
    expect(inAudiences(['not', 'b'], gb)).toBe(false) // not unknown: unknown
    expect(inAudiences(['not', 'b'], { age: 20 })).toBe(true)
    expect(inAudiences(['or', ['not', 'a'], 'b'], { country: 'US' })).toBe(true)
    expect(inAudiences(['and', ['not', 'a'], 'b'], { country: 'US', age: 20 })).toBe(false)
    expect(inAudiences(['a', 'b'], { age: 40 })).toBe(true) // no operator: or
    expect(inAudiences(['or', 'missing-audience'], gb)).toBe(false)
    expect(inAudiences([], {})).toBe(true) // no audiences: everyone
    expect(evaluateTree<string>(['and', 'x', 'y'], (id) => (id === 'x' ? true : null))).toBeNull()
    expect(evaluateTree<string>(['and', 'x', 'y'], (id) => (id === 'x' ? null : false))).toBe(false)
    expect(evaluateTree<string>(['or', 'x', 'y'], (id) => (id === 'x' ? null : false))).toBeNull()
  })
})

describe('createDecider', () => {
  const user = (id: string, attributes: Attributes = {}) => ({ id, attributes })

  it('decides the mock datafile: targeted delivery to the UK, Everyone Else for the rest', () => {
    const decider = createDecider(DATAFILE)
    expect(decider.revision).toBe('142')
    expect(decider.flagKeys).toEqual(DATAFILE_FLAG_KEYS)
    expect(decider.segmentsToCheck).toEqual(['frequent_buyers'])
    expect(decider.decide('simplified_enrollment', user('v1', { country: 'GB' }))).toMatchObject({
      enabled: true,
      variationKey: 'on',
      ruleKey: 'uk_enrollment',
      impression: { ruleType: 'rollout', campaignId: '21570090020', experimentId: '21570090021' },
    })
    expect(decider.decide('simplified_enrollment', user('v1', { country: 'US' }))).toMatchObject({
      enabled: false,
      variationKey: 'off',
      ruleKey: '21570090002',
    })
    expect(decider.event('purchase')).toEqual({ id: '21510040002', key: 'purchase' })
    expect(decider.event('refund')).toBeNull()
    expect(decider.attributeId('country')).toBe('21475190312')
    expect(decider.attributeId('$opt_bucketing_id')).toBe('$opt_bucketing_id')
    expect(decider.attributeId('shoe_size')).toBeNull()
  })

  it('decides off, with no impression, for an unknown flag or an invalid user id', () => {
    const decider = createDecider(DATAFILE)
    const off = { enabled: false, variationKey: null, ruleKey: null, variables: {}, impression: null }
    expect(decider.decide('no_such_flag', user('v1'))).toEqual({ flagKey: 'no_such_flag', ...off })
    expect(decider.decide('allow_favorites', user(''))).toEqual({ flagKey: 'allow_favorites', ...off })
    expect(decider.decide('allow_favorites', { id: 42 as unknown as string })).toEqual({
      flagKey: 'allow_favorites',
      ...off,
    })
  })

  it('buckets into a group first: a visitor can only be in the experiment the group chose for them', () => {
    const decider = createDecider(DATAFILE)
    let both = 0
    for (let index = 0; index < 400; index++) {
      const id = `visitor-${index}`
      const groupPick = allocate(id, '21530050001', [
        { entityId: 'home', endOfRange: 5000 },
        { entityId: 'product', endOfRange: 10000 },
      ])
      const home = decider.decide('home_hero', user(id))
      const product = decider.decide('product_page', user(id))
      expect(home.ruleKey === 'home_hero_test').toBe(groupPick === 'home')
      expect(product.ruleKey === 'product_page_benefits').toBe(groupPick === 'product')
      if (home.ruleKey === 'home_hero_test' && product.ruleKey === 'product_page_benefits') both++
    }
    expect(both).toBe(0)
  })

  it('buckets by $opt_bucketing_id when it is a string, else by the user id', () => {
    const decider = createDecider(DATAFILE)
    const byId = decider.decide('home_hero', user('shared-device'))
    for (let index = 0; index < 20; index++) {
      const other = decider.decide(
        'home_hero',
        user(`someone-${index}`, { $opt_bucketing_id: 'shared-device' }),
      )
      expect(other.variationKey).toBe(byId.variationKey)
    }
    expect(decider.decide('home_hero', user('shared-device', { $opt_bucketing_id: 7 })).variationKey).toBe(
      byId.variationKey,
    )
  })

  it('gives a whitelisted user their variation, whatever their bucket', () => {
    const decider = createDecider(DATAFILE)
    const decision = decider.decide('product_page', user('qa-product-page-benefits'))
    expect(decision).toMatchObject({ variationKey: 'Experiment', ruleKey: 'product_page_benefits' })
    expect(decision.variables).toEqual({ show_benefits: true })
    expect(decision.impression).toMatchObject({ ruleType: 'feature-test', variationId: '21520030022' })
  })

  it('ignores experiments that are not Running (the paused express checkout test)', () => {
    const decider = createDecider(DATAFILE)
    for (let index = 0; index < 50; index++) {
      const decision = decider.decide('express_checkout', user(`member-${index}`, { loyalty_member: true }))
      expect(decision).toMatchObject({ enabled: true, variationKey: 'on', ruleKey: '21570090006' })
    }
  })

  it('sends a shopper in a delivery rule audience but outside its traffic straight to Everyone Else', () => {
    const datafile = datafileWith({
      deliveryRules: [
        rule('7001', {
          audienceIds: ['3001'],
          variations: [variation('70011', 'gb_on')],
          trafficAllocation: [{ entityId: '70011', endOfRange: 0 }],
        }),
        rule('7002', { variations: [variation('70021', 'everyone_on')] }),
      ],
    })
    const decider = createDecider(datafile)
    // In the GB audience, outside its (zero) traffic: rule 7002 is skipped.
    expect(decider.decide('flag', user('v', { country: 'GB' }))).toMatchObject({
      variationKey: 'off',
      enabled: false,
    })
    // Not in the GB audience: rule 7002 is tried.
    expect(decider.decide('flag', user('v', { country: 'US' }))).toMatchObject({
      variationKey: 'everyone_on',
      enabled: true,
    })
  })

  it("gives the flag's default variables unless the variation is on, typed", () => {
    const variables = [
      { id: '8001', key: 'label', type: 'string' as const, defaultValue: 'Buy' },
      { id: '8002', key: 'limit', type: 'integer' as const, defaultValue: '3' },
      { id: '8003', key: 'ratio', type: 'double' as const, defaultValue: '0.5' },
      { id: '8004', key: 'shown', type: 'boolean' as const, defaultValue: 'false' },
      { id: '8005', key: 'config', type: 'string' as const, subType: 'json', defaultValue: '{"a":1}' },
    ]
    const values = [
      { id: '8001', value: 'Buy now' },
      { id: '8002', value: '7' },
      { id: '8005', value: '{"a":2,"b":[1]}' },
    ]
    const decider = createDecider(
      datafileWith({
        variables,
        experiments: [
          rule('7101', {
            variations: [variation('71011', 'shown', true, values)],
            trafficAllocation: [{ entityId: '71011', endOfRange: 10000 }],
            forcedVariations: { hidden: 'hidden' },
          }),
        ],
        deliveryRules: [rule('7102', { variations: [variation('71021', 'dark', false, values)] })],
      }),
    )
    expect(decider.decide('flag', user('anyone')).variables).toEqual({
      label: 'Buy now',
      limit: 7,
      ratio: 0.5,
      shown: false,
      config: { a: 2, b: [1] },
    })
    const off = createDecider(
      datafileWith({
        variables,
        deliveryRules: [rule('7102', { variations: [variation('71021', 'dark', false, values)] })],
      }),
    ).decide('flag', user('anyone'))
    expect(off).toMatchObject({ enabled: false, variationKey: 'dark' })
    expect(off.variables).toEqual({ label: 'Buy', limit: 3, ratio: 0.5, shown: false, config: { a: 1 } })
  })

  it("forces an editor's preview variation from the flag's first rule that has it, else decides normally", () => {
    const decider = createDecider(DATAFILE)
    const forced = decider.decide('home_hero', user('editor'), { forcedVariationKey: 'B-trail-story' })
    expect(forced).toMatchObject({ enabled: true, variationKey: 'B-trail-story', ruleKey: null })
    expect(forced.impression).toMatchObject({
      ruleType: 'feature-test',
      experimentId: '',
      variationId: '21520030013',
    })
    expect(decider.decide('home_hero', user('editor'), { forcedVariationKey: 'nope' })).toEqual(
      decider.decide('home_hero', user('editor')),
    )
  })

  it('sends no impression for rollout decisions when sendFlagDecisions is false, but always for experiments', () => {
    const decider = createDecider(datafileWith({ sendFlagDecisions: false, experiments: [rule('7201')] }))
    expect(decider.decide('flag', user('v')).impression).toMatchObject({
      ruleType: 'feature-test',
      campaignId: '72019',
    })
    const rolloutOnly = createDecider(datafileWith({ sendFlagDecisions: false }))
    expect(rolloutOnly.decide('flag', user('v'))).toMatchObject({ variationKey: 'off', impression: null })
  })

  it('throws a DatafileError that says what is wrong with an invalid datafile', () => {
    expect(() => createDecider('not json')).toThrow(DatafileError)
    expect(() => createDecider({ ...DATAFILE, version: '3' })).toThrow(/version/)
    expect(() => createDecider({ ...DATAFILE, featureFlags: [{ key: 'x' }] })).toThrow(/featureFlags\.0\.id/)
    expect(() =>
      createDecider({ ...DATAFILE, audiences: [{ id: '1', name: 'x', conditions: '[' }] }),
    ).toThrow(/audiences\.0\.conditions/)
    const badDefault = datafileWith({
      variables: [{ id: '1', key: 'n', type: 'integer', defaultValue: 'many' }],
    })
    expect(() => createDecider(badDefault)).toThrow(/"n"/)
    const missingExperiment = {
      ...datafileWith({}),
      featureFlags: [{ id: '9', key: 'f', rolloutId: '', experimentIds: ['404'] }],
    }
    expect(() => createDecider(missingExperiment)).toThrow(/404/)
  })
})
