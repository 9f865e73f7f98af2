/**
 * The datafile the mock experimentation service serves (spec 2 §7, "GET of a hosted configuration file"): what
 * Optimizely would export for the shop's production environment, typed with the datafile's wire schema so a contract
 * change breaks the type check. Every flag's "Everyone Else" rule gives today's deployment default, so a shopper in
 * no targeted rule and no experiment sees exactly what they saw before flags came from here.
 *
 * Legacy `audiences` carry their conditions as JSON text; audiences that need newer match types (semver, ODP
 * segments) are in `typedAudiences`, with a placeholder in the legacy list, as Optimizely exports them.
 */
import type { DatafileInput } from '../../shared/experiments/datafile'

/** The data platform's public key the demo datafile names: the tracking pixel takes segment events under it. */
export const ODP_PUBLIC_KEY = 'W4WzcEs-ABgXorzY7h1LCQ'

/** The flags the shop decides, in the datafile's order. */
export const DATAFILE_FLAG_KEYS = [
  'allow_favorites',
  'simplified_enrollment',
  'mobile_shop_all',
  'hosted_video',
  'client_ingest',
  'express_checkout',
  'home_hero',
  'product_page',
] as const

const legacy = (id: string, name: string, conditions: unknown) => ({
  id,
  name,
  conditions: JSON.stringify(conditions),
})
const country = (code: string) => ({ name: 'country', type: 'custom_attribute', value: code })
const TYPED_PLACEHOLDER = [
  'or',
  { match: 'exact', name: '$opt_dummy_attribute', type: 'custom_attribute', value: '$opt_dummy_value' },
]

/** "Everyone Else": the last delivery rule of a flag's rollout, one variation for all remaining traffic. */
const everyoneElse = (
  ruleId: string,
  variationId: string,
  on: boolean,
  variables: { id: string; value: string }[] = [],
) => ({
  id: ruleId,
  key: ruleId,
  status: 'Running',
  layerId: `${ruleId}0`,
  audienceIds: [],
  audienceConditions: [],
  forcedVariations: {},
  variations: [{ id: variationId, key: on ? 'on' : 'off', featureEnabled: on, variables }],
  trafficAllocation: [{ entityId: variationId, endOfRange: 10000 }],
})

const AUDIENCE = {
  unitedKingdom: '21490130001',
  canada: '21490130002',
  eu: '21490130003',
  loyaltyMembers: '21490130004',
  guests: '21490130005',
  frequentBuyers: '21490130006',
  appFourTwo: '21490130007',
  phones: '21490130008',
} as const

export const DATAFILE: DatafileInput = {
  version: '4',
  accountId: '21468570738',
  projectId: '21472100420',
  revision: '142',
  anonymizeIP: true,
  botFiltering: false,
  sendFlagDecisions: true,
  environmentKey: 'production',
  sdkKey: 'KestrelStorefrontProd',
  attributes: [
    { id: '21475190312', key: 'country' },
    { id: '21475190313', key: 'locale' },
    { id: '21475190314', key: 'brand' },
    { id: '21475190315', key: 'signed_in' },
    { id: '21475190316', key: 'loyalty_member' },
    { id: '21475190317', key: 'customer_type' },
    { id: '21475190318', key: 'device' },
    { id: '21475190319', key: 'app_version' },
  ],
  audiences: [
    legacy(AUDIENCE.unitedKingdom, 'United Kingdom', ['and', ['or', ['or', country('GB')]]]),
    legacy(AUDIENCE.canada, 'Canada', ['and', ['or', ['or', country('CA')]]]),
    legacy(AUDIENCE.eu, 'EU', [
      'and',
      ['or', ['or', ...['DE', 'FR', 'IE', 'NL', 'ES', 'IT', 'AT', 'BE'].map(country)]],
    ]),
    legacy(AUDIENCE.loyaltyMembers, 'Loyalty members', [
      'and',
      ['or', ['or', { name: 'loyalty_member', type: 'custom_attribute', value: true }]],
    ]),
    legacy(AUDIENCE.guests, 'Guests', [
      'and',
      ['or', ['or', { name: 'signed_in', type: 'custom_attribute', value: false }]],
    ]),
    legacy(AUDIENCE.phones, 'Phones', [
      'and',
      ['or', ['or', { name: 'device', type: 'custom_attribute', value: 'phone' }]],
    ]),
    legacy(AUDIENCE.frequentBuyers, 'Frequent buyers', TYPED_PLACEHOLDER),
    legacy(AUDIENCE.appFourTwo, 'App 4.2 or later', TYPED_PLACEHOLDER),
  ],
  typedAudiences: [
    {
      id: AUDIENCE.frequentBuyers,
      name: 'Frequent buyers',
      conditions: [
        'and',
        [
          'or',
          [
            'or',
            {
              value: 'frequent_buyers',
              type: 'third_party_dimension',
              name: 'odp.audiences',
              match: 'qualified',
            },
          ],
        ],
      ],
    },
    {
      id: AUDIENCE.appFourTwo,
      name: 'App 4.2 or later',
      conditions: [
        'and',
        ['or', ['or', { value: '4.2.0', type: 'custom_attribute', name: 'app_version', match: 'semver_ge' }]],
        [
          'not',
          ['or', { value: 'EMPLOYEE', type: 'custom_attribute', name: 'customer_type', match: 'exact' }],
        ],
      ],
    },
  ],
  events: [
    { id: '21510040001', key: 'add_to_cart', experimentIds: ['21520010001', '21520010002', '21520010004'] },
    {
      id: '21510040002',
      key: 'purchase',
      experimentIds: ['21520010001', '21520010002', '21520010003', '21520010004'],
    },
  ],
  experiments: [
    {
      id: '21520010003',
      key: 'express_checkout_button_test',
      status: 'Paused',
      layerId: '21520020003',
      audienceIds: [AUDIENCE.loyaltyMembers],
      audienceConditions: ['or', AUDIENCE.loyaltyMembers],
      forcedVariations: {},
      variations: [
        { id: '21520030031', key: 'Baseline', featureEnabled: true, variables: [] },
        { id: '21520030032', key: 'Experiment', featureEnabled: true, variables: [] },
      ],
      trafficAllocation: [
        { entityId: '21520030031', endOfRange: 5000 },
        { entityId: '21520030032', endOfRange: 10000 },
      ],
    },
    {
      id: '21520010004',
      key: 'mobile_shop_all_test',
      status: 'Running',
      layerId: '21520020004',
      audienceIds: [AUDIENCE.phones, AUDIENCE.frequentBuyers, AUDIENCE.appFourTwo, AUDIENCE.guests],
      audienceConditions: [
        'and',
        AUDIENCE.phones,
        ['or', AUDIENCE.frequentBuyers, AUDIENCE.appFourTwo, ['not', AUDIENCE.guests]],
      ],
      forcedVariations: {},
      variations: [
        { id: '21520030041', key: 'Baseline', featureEnabled: false, variables: [] },
        { id: '21520030042', key: 'Experiment', featureEnabled: true, variables: [] },
      ],
      trafficAllocation: [
        { entityId: '21520030041', endOfRange: 2500 },
        { entityId: '21520030042', endOfRange: 5000 },
      ],
    },
  ],
  groups: [
    {
      id: '21530050001',
      policy: 'random',
      trafficAllocation: [
        { entityId: '21520010001', endOfRange: 5000 },
        { entityId: '21520010002', endOfRange: 10000 },
      ],
      experiments: [
        {
          id: '21520010001',
          key: 'home_hero_test',
          status: 'Running',
          layerId: '21520020001',
          audienceIds: [],
          audienceConditions: [],
          forcedVariations: { 'qa-home-hero-trail': 'B-trail-story' },
          variations: [
            { id: '21520030011', key: 'Baseline', featureEnabled: true, variables: [] },
            { id: '21520030012', key: 'Experiment', featureEnabled: true, variables: [] },
            { id: '21520030013', key: 'B-trail-story', featureEnabled: true, variables: [] },
          ],
          trafficAllocation: [
            { entityId: '21520030011', endOfRange: 3334 },
            { entityId: '21520030012', endOfRange: 6667 },
            { entityId: '21520030013', endOfRange: 10000 },
          ],
        },
        {
          id: '21520010002',
          key: 'product_page_benefits',
          status: 'Running',
          layerId: '21520020002',
          audienceIds: [],
          audienceConditions: [],
          forcedVariations: { 'qa-product-page-benefits': 'Experiment' },
          variations: [
            {
              id: '21520030021',
              key: 'Baseline',
              featureEnabled: true,
              variables: [{ id: '21540060021', value: 'false' }],
            },
            {
              id: '21520030022',
              key: 'Experiment',
              featureEnabled: true,
              variables: [{ id: '21540060021', value: 'true' }],
            },
          ],
          trafficAllocation: [
            { entityId: '21520030021', endOfRange: 5000 },
            { entityId: '21520030022', endOfRange: 10000 },
          ],
        },
      ],
    },
  ],
  featureFlags: [
    { id: '21550070001', key: 'allow_favorites', rolloutId: '21560080001', experimentIds: [], variables: [] },
    {
      id: '21550070002',
      key: 'simplified_enrollment',
      rolloutId: '21560080002',
      experimentIds: [],
      variables: [],
    },
    {
      id: '21550070003',
      key: 'mobile_shop_all',
      rolloutId: '21560080003',
      experimentIds: ['21520010004'],
      variables: [],
    },
    {
      id: '21550070004',
      key: 'hosted_video',
      rolloutId: '21560080004',
      experimentIds: [],
      variables: [
        { id: '21540060041', key: 'player', type: 'string', defaultValue: 'native' },
        { id: '21540060042', key: 'autoplay_delay_ms', type: 'integer', defaultValue: '0' },
        { id: '21540060043', key: 'max_bitrate_mbps', type: 'double', defaultValue: '4.5' },
        {
          id: '21540060044',
          key: 'sources',
          type: 'string',
          subType: 'json',
          defaultValue: '{"formats":["mp4"],"captions":true}',
        },
      ],
    },
    { id: '21550070005', key: 'client_ingest', rolloutId: '21560080005', experimentIds: [], variables: [] },
    {
      id: '21550070006',
      key: 'express_checkout',
      rolloutId: '21560080006',
      experimentIds: ['21520010003'],
      variables: [],
    },
    {
      id: '21550070007',
      key: 'home_hero',
      rolloutId: '21560080007',
      experimentIds: ['21520010001'],
      variables: [],
    },
    {
      id: '21550070008',
      key: 'product_page',
      rolloutId: '21560080008',
      experimentIds: ['21520010002'],
      variables: [{ id: '21540060021', key: 'show_benefits', type: 'boolean', defaultValue: 'false' }],
    },
  ],
  rollouts: [
    { id: '21560080001', experiments: [everyoneElse('21570090001', '21580100001', true)] },
    {
      id: '21560080002',
      experiments: [
        {
          id: '21570090021',
          key: 'uk_enrollment',
          status: 'Running',
          layerId: '21570090020',
          audienceIds: [AUDIENCE.unitedKingdom],
          audienceConditions: ['or', AUDIENCE.unitedKingdom],
          forcedVariations: {},
          variations: [{ id: '21580100021', key: 'on', featureEnabled: true, variables: [] }],
          trafficAllocation: [{ entityId: '21580100021', endOfRange: 10000 }],
        },
        everyoneElse('21570090002', '21580100002', false),
      ],
    },
    { id: '21560080003', experiments: [everyoneElse('21570090003', '21580100003', true)] },
    {
      id: '21560080004',
      experiments: [
        {
          id: '21570090041',
          key: 'eu_and_canada_lighter_video',
          status: 'Running',
          layerId: '21570090040',
          audienceIds: [AUDIENCE.eu, AUDIENCE.canada],
          audienceConditions: ['or', AUDIENCE.eu, AUDIENCE.canada],
          forcedVariations: {},
          variations: [
            {
              id: '21580100041',
              key: 'lighter',
              featureEnabled: true,
              variables: [
                { id: '21540060041', value: 'lite' },
                { id: '21540060043', value: '2.5' },
                { id: '21540060044', value: '{"formats":["webm","mp4"],"captions":true}' },
              ],
            },
          ],
          trafficAllocation: [{ entityId: '21580100041', endOfRange: 10000 }],
        },
        everyoneElse('21570090004', '21580100004', true, [{ id: '21540060042', value: '1500' }]),
      ],
    },
    {
      id: '21560080005',
      experiments: [
        {
          id: '21570090051',
          key: 'client_ingest_ten_percent',
          status: 'Running',
          layerId: '21570090050',
          audienceIds: [],
          audienceConditions: [],
          forcedVariations: {},
          variations: [{ id: '21580100051', key: 'on', featureEnabled: true, variables: [] }],
          trafficAllocation: [{ entityId: '21580100051', endOfRange: 1000 }],
        },
        everyoneElse('21570090005', '21580100005', false),
      ],
    },
    { id: '21560080006', experiments: [everyoneElse('21570090006', '21580100006', true)] },
    { id: '21560080007', experiments: [everyoneElse('21570090007', '21580100007', false)] },
    { id: '21560080008', experiments: [everyoneElse('21570090008', '21580100008', false)] },
  ],
  integrations: [{ key: 'odp', host: 'https://api.zaius.com', publicKey: ODP_PUBLIC_KEY }],
}
