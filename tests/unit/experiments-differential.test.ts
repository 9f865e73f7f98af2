/**
 * Our decider against Optimizely's own SDK (`@optimizely/optimizely-sdk/universal`, the build that runs in workerd):
 * the same datafile, the same 10,000+ generated visitors, every flag decided by both, and every answer compared:
 * on/off, variation, rule, variables, and the impression the SDK dispatches (captured from its event dispatcher).
 * Two datafiles: the mock service's, and an "edge" datafile built to reach every rule the decider follows
 * (all match types, odd condition trees, groups with partial traffic, feature-rollout experiments, whitelists with
 * unknown keys, partial delivery traffic, sendFlagDecisions off).
 */
import type { LogEvent } from '@optimizely/optimizely-sdk/universal'
import {
  createForwardingEventProcessor,
  createInstance,
  createStaticProjectConfigManager,
} from '@optimizely/optimizely-sdk/universal'
import { describe, expect, it } from 'vitest'
import { DATAFILE, DATAFILE_FLAG_KEYS } from '../../mock-api/experimentation/datafile'
import { createRandom, type Random } from '../../mock-api/seed/random'
import { type AttributeValue, createDecider, type DecideUser, type Decision } from '../../shared/experiments'
import type { DatafileInput } from '../../shared/experiments/datafile'

const ATTRIBUTE_VALUES: Record<string, readonly AttributeValue[]> = {
  country: ['GB', 'CA', 'DE', 'FR', 'IE', 'US', 'JP', 'gb', '', 44, null, true],
  locale: ['en-gb', 'en-us', 'de-de', 'fr-ca', 'EN-GB', 7],
  brand: ['kestrel', 'tidewater', 'Kestrel', null],
  signed_in: [true, false, 'false', 0, null],
  loyalty_member: [true, false, 'true', 1, null],
  customer_type: ['CONSUMER', 'EMPLOYEE', 'consumer', 'ATHLETE', 3],
  device: ['phone', 'desktop', 'Phone', 'tablet', null],
  app_version: [
    '4.2.0',
    '4.2',
    '4.10.1',
    '4.2.0-beta',
    '4.2.0+build.7',
    '4.1.9',
    '5',
    'x.y',
    '4. 2',
    '1.2.3.4',
    '',
    4.2,
  ],
  age: [
    17,
    18,
    30,
    30.5,
    65,
    -1,
    2 ** 53,
    2 ** 53 + 2,
    1e300,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '30',
    null,
  ],
  score: [0, 0.5, 99.99, 100, 101, -(2 ** 60)],
  plan: ['gold-plus', 'silver', 'platinum gold', 'GOLD', true],
}

const ID_SHAPES = [
  (n: number) => `visitor-${n}`,
  (n: number) => `vuid_${(n * 2654435761).toString(16).padStart(12, '0')}`,
  (n: number) => `${n}`,
  (n: number) => `ünïcødé-${n}-ß`,
  (n: number) => `😀${n}\u{1F3F3}`,
  (n: number) => `${'long-'.repeat(20)}${n}`,
  (n: number) => `lone-surrogate-\ud800-${n}`,
]
const WHITELISTED = ['qa-product-page-benefits', 'qa-home-hero-trail', 'qa-edge-whitelist', 'qa-edge-bad-key']
const SEGMENT_SETS: readonly (readonly string[] | undefined)[] = [
  undefined,
  [],
  ['frequent_buyers'],
  ['frequent_buyers', 'vip'],
  ['vip'],
]

function generateUser(random: Random, n: number): DecideUser {
  const id = random.chance(0.03)
    ? random.pick(WHITELISTED)
    : (random.pick(ID_SHAPES) as (n: number) => string)(n)
  const attributes: Record<string, AttributeValue> = {}
  for (const [key, values] of Object.entries(ATTRIBUTE_VALUES)) {
    if (random.chance(0.55)) attributes[key] = random.pick(values)
  }
  if (random.chance(0.15)) attributes.$opt_bucketing_id = random.chance(0.8) ? `household-${n % 97}` : n
  const qualifiedSegments = random.pick(SEGMENT_SETS)
  return qualifiedSegments ? { id, attributes, qualifiedSegments } : { id, attributes }
}

interface SdkDecision {
  decision: Omit<Decision, 'impression'>
  impressions: unknown[]
}

/** An SDK client on a datafile, dispatching into a list instead of the network; no polling, no ODP. */
async function sdkFor(datafile: DatafileInput) {
  const dispatched: LogEvent[] = []
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(datafile) }),
    eventProcessor: createForwardingEventProcessor({
      dispatchEvent: async (event: LogEvent) => {
        dispatched.push(event)
        return { statusCode: 200 }
      },
    }),
    requestHandler: {
      makeRequest: () => {
        throw new Error('the differential test makes no requests')
      },
    },
  })
  await client.onReady()

  function decide(user: DecideUser, flagKey: string, forcedVariationKey?: string): SdkDecision {
    const context = client.createUserContext(user.id, { ...user.attributes })
    if (user.qualifiedSegments) context.qualifiedSegments = [...user.qualifiedSegments]
    if (forcedVariationKey !== undefined)
      context.setForcedDecision({ flagKey }, { variationKey: forcedVariationKey })
    dispatched.length = 0
    const { enabled, variationKey, ruleKey, variables } = context.decide(flagKey)
    return {
      decision: { flagKey, enabled, variationKey, ruleKey, variables: variables as Decision['variables'] },
      impressions: dispatched.flatMap((event) => impressionsOf(event)),
    }
  }
  return { client, decide }
}

/** The decision facts of a dispatched impression batch, as our `ImpressionFacts` name them. */
function impressionsOf(event: LogEvent): unknown[] {
  const params = event.params as {
    visitors: { snapshots: { decisions: Record<string, unknown>[] }[] }[]
  }
  return params.visitors.flatMap((visitor) =>
    visitor.snapshots.flatMap((snapshot) =>
      snapshot.decisions.map((decision) => {
        const metadata = decision.metadata as Record<string, unknown>
        return {
          campaignId: decision.campaign_id,
          experimentId: decision.experiment_id,
          variationId: decision.variation_id,
          ruleType: metadata.rule_type,
          ruleKey: metadata.rule_key,
          flagKey: metadata.flag_key,
          variationKey: metadata.variation_key,
          enabled: metadata.enabled,
        }
      }),
    ),
  )
}

/** Our impression as the SDK's event carries it (no campaign is `null`; a variation id is sent only when numeric). */
function ourImpressions(decision: Decision): unknown[] {
  const facts = decision.impression
  if (!facts) return []
  return [
    {
      ...facts,
      campaignId: facts.campaignId || null,
      variationId: /^[0-9]+$/.test(facts.variationId) ? facts.variationId : null,
    },
  ]
}

function variationKeysOf(datafile: DatafileInput): string[] {
  const experiments = [
    ...(datafile.experiments ?? []),
    ...(datafile.groups ?? []).flatMap((group) => group.experiments),
    ...(datafile.rollouts ?? []).flatMap((rollout) => rollout.experiments),
  ]
  return [
    ...new Set(experiments.flatMap((experiment) => experiment.variations.map((variation) => variation.key))),
  ]
}

async function compareWithSdk(datafile: DatafileInput, seed: number, visitors: number) {
  const sdk = await sdkFor(datafile)
  const ours = createDecider(datafile)
  const random = createRandom(seed)
  const forcedKeys = [...variationKeysOf(datafile), 'no-such-variation']
  let compared = 0
  const outcomes = new Set<string>()
  try {
    for (let n = 0; n < visitors; n++) {
      const user = generateUser(random, n)
      const forced = random.chance(0.05) ? random.pick(forcedKeys) : undefined
      for (const flagKey of ours.flagKeys) {
        const theirs = sdk.decide(user, flagKey, forced)
        const mine = ours.decide(
          flagKey,
          user,
          forced === undefined ? undefined : { forcedVariationKey: forced },
        )
        const { impression: _impression, ...decision } = mine
        const replay = { visitor: n, user, flagKey, forced }
        expect({ replay, decision, impressions: ourImpressions(mine) }).toEqual({
          replay,
          decision: theirs.decision,
          impressions: theirs.impressions,
        })
        outcomes.add(`${flagKey}:${mine.ruleKey}:${mine.variationKey}`)
        compared++
      }
    }
  } finally {
    await sdk.client.close()
  }
  return { compared, outcomes }
}

const rule = (
  id: string,
  key: string,
  variations: {
    id: string
    key: string
    featureEnabled: boolean
    variables?: { id: string; value: string }[]
  }[],
  ends: number[],
  extra: Record<string, unknown> = {},
) => ({
  id,
  key,
  status: 'Running',
  layerId: `9${id}`,
  audienceIds: [] as string[],
  forcedVariations: {} as Record<string, string>,
  variations: variations.map((variation) => ({ variables: [], ...variation })),
  trafficAllocation: variations.map((variation, index) => ({
    entityId: variation.id,
    endOfRange: ends[index] ?? 10000,
  })),
  ...extra,
})
const on = (id: string, key = 'on', variables?: { id: string; value: string }[]) => ({
  id,
  key,
  featureEnabled: true,
  variables,
})
const off = (id: string, key = 'off', variables?: { id: string; value: string }[]) => ({
  id,
  key,
  featureEnabled: false,
  variables,
})
const attribute = (name: string, match: string | undefined, value: AttributeValue) => ({
  type: 'custom_attribute',
  name,
  ...(match === undefined ? {} : { match }),
  value,
})

/** Every rule the decider follows, in one datafile; small numeric ids, so the SDK's object-key ordering shows. */
const EDGE_DATAFILE = {
  version: '4',
  accountId: '11',
  projectId: '12',
  revision: '3',
  anonymizeIP: false,
  sendFlagDecisions: false,
  attributes: [{ id: '21', key: 'age' }],
  audiences: [
    {
      id: '101',
      name: 'Adults (legacy)',
      conditions: JSON.stringify(['and', ['or', attribute('age', undefined, 18)]]),
    },
    // The typed audience 102 wins over this legacy one.
    {
      id: '102',
      name: 'Overridden',
      conditions: JSON.stringify(['or', attribute('country', undefined, 'JP')]),
    },
    {
      id: '109',
      name: 'No operator, object first',
      conditions: JSON.stringify([
        attribute('country', 'exact', 'GB'),
        attribute('device', 'exact', 'phone'),
      ]),
    },
  ],
  typedAudiences: [
    {
      id: '102',
      name: 'GB or CA phones',
      conditions: [
        'and',
        ['or', attribute('country', 'exact', 'GB'), attribute('country', 'exact', 'CA')],
        attribute('device', 'exact', 'phone'),
      ],
    },
    { id: '103', name: 'Over 30', conditions: ['or', attribute('age', 'gt', 30)] },
    {
      id: '104',
      name: 'Age band',
      conditions: [
        'and',
        attribute('age', 'ge', 18),
        attribute('age', 'le', 65),
        ['not', attribute('age', 'lt', 21)],
      ],
    },
    {
      id: '105',
      name: 'Gold plans',
      conditions: ['or', attribute('plan', 'substring', 'gold'), attribute('score', 'exists', null)],
    },
    {
      id: '106',
      name: 'New app',
      conditions: [
        'or',
        attribute('app_version', 'semver_gt', '4.2.0-beta'),
        attribute('app_version', 'semver_eq', '4.1.9'),
        attribute('app_version', 'semver_le', '4.0'),
      ],
    },
    {
      id: '107',
      name: 'VIP or frequent',
      conditions: [
        'or',
        { type: 'third_party_dimension', name: 'odp.audiences', match: 'qualified', value: 'vip' },
        { type: 'third_party_dimension', name: 'odp.audiences', value: 'frequent_buyers' },
      ],
    },
    {
      id: '108',
      name: 'Unknown parts',
      conditions: [
        'or',
        attribute('age', 'between', 5),
        { type: 'browser', name: 'ua', value: 'x' },
        attribute('score', 'lt', 100),
      ],
    },
    {
      id: '110',
      name: 'Semver lt and ge',
      conditions: [
        'and',
        attribute('app_version', 'semver_lt', '5'),
        attribute('app_version', 'semver_ge', '4.2'),
      ],
    },
    {
      id: '111',
      name: 'Implicit or',
      conditions: [
        attribute('age', 'exact', 30),
        attribute('locale', 'exact', 'en-gb'),
        attribute('brand', undefined, 'kestrel'),
      ],
    },
  ],
  events: [{ id: '31', key: 'purchase', experimentIds: [] }],
  experiments: [
    rule(
      '41',
      'audience_tree_test',
      [
        off('411', 'control'),
        on('412', 'treatment', [
          { id: '81', value: 'Treatment' },
          { id: '82', value: '12' },
          { id: '84', value: '[1,{"b":true}]' },
        ]),
      ],
      [4000, 8000],
      {
        audienceIds: ['101', '102', '103'],
        audienceConditions: ['or', ['and', '102', ['not', '103']], '104', '105', '999'],
        forcedVariations: { 'qa-edge-whitelist': 'control', 'qa-edge-bad-key': 'gone' },
      },
    ),
    rule('42', 'ids_only_test', [on('421', 'treatment'), off('422', 'control')], [5000, 10000], {
      audienceIds: ['106', '107'],
    }),
    rule('43', 'paused_test', [on('431', 'treatment')], [10000], { status: 'Paused' }),
    rule('44', 'fr_rollout', [on('441', 'treatment', [{ id: '83', value: '0.25' }])], [3000], {
      type: 'fr',
      audienceIds: ['108'],
    }),
    rule('45', 'not_started_test', [on('451', 'treatment')], [10000], { status: 'Not started' }),
    rule('46', 'odd_tree_test', [on('461', 'treatment')], [10000], {
      audienceConditions: ['and', '109', ['or', '110', '111']],
    }),
  ],
  groups: [
    {
      id: '51',
      policy: 'random',
      trafficAllocation: [
        { entityId: '52', endOfRange: 3000 },
        { entityId: '53', endOfRange: 7000 },
      ],
      experiments: [
        rule('52', 'group_a', [on('521', 'control'), on('522', 'treatment')], [5000, 10000]),
        rule('53', 'group_b', [on('531', 'treatment'), off('532', 'control')], [2000, 9000], {
          audienceIds: ['101'],
        }),
      ],
    },
    {
      id: '54',
      policy: 'overlapping',
      trafficAllocation: [],
      experiments: [rule('55', 'overlapping_test', [on('551', 'treatment')], [6000])],
    },
  ],
  featureFlags: [
    {
      id: '61',
      key: 'edge_flag',
      rolloutId: '71',
      experimentIds: ['43', '41', '42', '45'],
      variables: [
        { id: '81', key: 'title', type: 'string', defaultValue: 'Default' },
        { id: '82', key: 'count', type: 'integer', defaultValue: '3' },
        { id: '83', key: 'ratio', type: 'double', defaultValue: '1.5' },
        { id: '84', key: 'payload', type: 'json', defaultValue: '{"a":1}' },
        { id: '85', key: 'flag', type: 'boolean', defaultValue: 'true' },
      ],
    },
    {
      id: '62',
      key: 'fr_flag',
      rolloutId: '72',
      experimentIds: ['44'],
      variables: [{ id: '83', key: 'ratio', type: 'double', defaultValue: '1.5' }],
    },
    { id: '63', key: 'group_flag', rolloutId: '', experimentIds: ['52', '53', '55'], variables: [] },
    { id: '64', key: 'rollout_only', rolloutId: '73', experimentIds: ['46'], variables: [] },
    { id: '65', key: 'no_rules', rolloutId: '', experimentIds: [], variables: [] },
  ],
  rollouts: [
    {
      id: '71',
      experiments: [
        rule('711', 'over_30_half', [on('7111', 'over30', [{ id: '81', value: 'Over 30' }])], [5000], {
          audienceIds: ['103'],
        }),
        rule('712', 'adults', [on('7121', 'adults', [{ id: '82', value: '99' }])], [10000], {
          audienceIds: ['101'],
        }),
        rule('713', 'everyone_else_71', [off('7131', 'off', [{ id: '81', value: 'Off' }])], [10000]),
      ],
    },
    {
      id: '72',
      experiments: [
        rule('721', 'everyone_else_72', [on('7211', 'on', [{ id: '83', value: '9.75' }])], [10000]),
      ],
    },
    {
      id: '73',
      experiments: [
        rule('731', 'gold_tenth', [on('7311', 'treatment')], [1000], { audienceIds: ['105'] }),
        rule('732', 'vip', [on('7321', 'vip')], [10000], { audienceIds: ['107'] }),
        rule('733', 'everyone_else_73', [off('7331', 'off')], [5000]),
      ],
    },
  ],
} satisfies DatafileInput

describe('our decider against the Optimizely SDK', () => {
  it('decides every flag of the mock datafile as the SDK does, for 10,000 generated visitors', async () => {
    const { compared, outcomes } = await compareWithSdk(DATAFILE, 20261124, 10_000)
    expect(compared).toBe(10_000 * DATAFILE_FLAG_KEYS.length)
    expect([...outcomes]).toEqual(
      expect.arrayContaining([
        'simplified_enrollment:uk_enrollment:on',
        'client_ingest:client_ingest_ten_percent:on',
        'client_ingest:21570090005:off',
        'home_hero:home_hero_test:B-trail-story',
        'product_page:product_page_benefits:Experiment',
        'product_page:21570090008:off',
        'mobile_shop_all:mobile_shop_all_test:Experiment',
        'hosted_video:eu_and_canada_lighter_video:lighter',
        'express_checkout:21570090006:on',
      ]),
    )
  }, 120_000)

  it('decides every flag of the edge datafile as the SDK does, for 10,000 generated visitors', async () => {
    const { compared, outcomes } = await compareWithSdk(EDGE_DATAFILE, 59, 10_000)
    expect(compared).toBe(10_000 * EDGE_DATAFILE.featureFlags.length)
    // The visitors reached every kind of rule, so the agreement above covers them all.
    expect([...outcomes]).toEqual(
      expect.arrayContaining([
        'edge_flag:audience_tree_test:control', // whitelisted
        'edge_flag:audience_tree_test:treatment',
        'edge_flag:ids_only_test:treatment', // semver and ODP audiences
        'edge_flag:over_30_half:over30',
        'edge_flag:adults:adults', // over 30 but outside half the traffic: skipped to Everyone Else, else adults
        'edge_flag:everyone_else_71:off',
        'fr_flag:fr_rollout:treatment',
        'fr_flag:fr_rollout:on', // a feature-rollout experiment's Everyone Else variation
        'fr_flag:everyone_else_72:on',
        'group_flag:group_a:treatment',
        'group_flag:group_b:control',
        'group_flag:overlapping_test:treatment',
        'group_flag:null:null', // in neither group experiment, no rollout
        'rollout_only:odd_tree_test:treatment',
        'rollout_only:gold_tenth:treatment',
        'rollout_only:vip:vip',
        'rollout_only:null:null', // outside a partial Everyone Else
        'edge_flag:null:treatment', // forced by an editor's preview
      ]),
    )
  }, 120_000)

  it('decides all flags at once as it decides each', () => {
    const decider = createDecider(DATAFILE)
    const random = createRandom(7)
    for (let n = 0; n < 200; n++) {
      const user = generateUser(random, n)
      const all = decider.decideAll(user)
      expect(Object.keys(all)).toEqual([...decider.flagKeys])
      for (const key of decider.flagKeys) expect(all[key]).toEqual(decider.decide(key, user))
    }
  })
})
