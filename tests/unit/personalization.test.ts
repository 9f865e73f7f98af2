import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BlockOf, parseBlocks } from '../../shared/content/blocks'
import { ANONYMOUS_AUDIENCE, type Audience, pickExperience } from '../../shared/personalization/audience'
import { variantName } from '../../shared/personalization/experience-variants'
import type { DecideResponse, PersonalizationContext } from '../../shared/personalization/personalization'
import {
  buildDecisionEvents,
  DecideResponseSchema,
  EngineEventSchema,
  impressionIdsOf,
  reshapeDecision,
  sameChoices,
  userSegment,
} from '../../shared/personalization/personalization'
import { needsDecision } from '../../worker/personalization/context'
import { createCircuitBreaker, mergeRecordings } from '../../worker/personalization/service'

const context = (overrides: Partial<PersonalizationContext> = {}): PersonalizationContext => ({
  requestId: 'req-1',
  pageType: 'product',
  url: 'https://kestrel.example-retail.com/en-us/p/trail-tee-KS100048',
  categories: ['1110'],
  breadcrumbs: ['Men', 'T-shirts'],
  productIds: ['KS100048'],
  thumbnails: [],
  searchTerm: null,
  currency: 'USD',
  cart: null,
  purchase: null,
  screen: null,
  language: 'en-US',
  userAgent: 'Mozilla/5.0',
  referrer: null,
  coordinates: null,
  interests: null,
  segment: '',
  list: null,
  decide: true,
  ...overrides,
})

const typesOf = (events: { eventType: string }[]) => events.map((event) => event.eventType)

describe('the decision request', () => {
  it('sends the page view first and the decision request last, leaving out events it has nothing for', () => {
    const events = buildDecisionEvents(context())
    expect(typesOf(events)).toEqual([
      'monetate:context:PageView',
      'monetate:context:Language',
      'monetate:context:UserAgent',
      'monetate:context:ProductDetailView',
      'monetate:decision:DecisionRequest',
    ])
    expect(events[0]).toEqual({
      eventType: 'monetate:context:PageView',
      pageType: 'product',
      url: 'https://kestrel.example-retail.com/en-us/p/trail-tee-KS100048',
      categories: ['1110'],
      breadcrumbs: ['Men', 'T-shirts'],
    })
    expect(events.at(-1)).toEqual({
      eventType: 'monetate:decision:DecisionRequest',
      requestId: 'req-1',
      includeReporting: true,
    })
  })

  it('reports the cart with its lines and totals as custom variables, with the interests and the segment', () => {
    const events = buildDecisionEvents(
      context({
        pageType: 'search',
        productIds: [],
        thumbnails: ['KS100013', 'KS102407'],
        searchTerm: 'rain jacket',
        screen: { width: 390, height: 844 },
        referrer: 'https://www.search.example/',
        coordinates: { latitude: 51.5072, longitude: -0.1276 },
        interests: ['running', 'hiking'],
        segment: 'Loyalty,Athlete',
        cart: {
          lines: [{ sku: 'KS100048-BLK-M', productId: 'KS100048', quantity: 2, value: 59.999 }],
          total: 64.5,
          subTotal: 60,
        },
        purchase: { id: 'ORD-1', lines: [{ sku: 'KS1-X', productId: 'KS1', quantity: 1, value: 10 }] },
      }),
    )
    expect(typesOf(events)).toEqual([
      'monetate:context:PageView',
      'monetate:context:ScreenSize',
      'monetate:context:Language',
      'monetate:context:UserAgent',
      'monetate:context:Referrer',
      'monetate:context:Coordinates',
      'monetate:context:SearchView',
      'monetate:context:ProductThumbnailView',
      'monetate:context:Cart',
      'monetate:context:Purchase',
      'monetate:context:CustomVariables',
      'monetate:decision:DecisionRequest',
    ])
    expect(events).toContainEqual({
      eventType: 'monetate:context:Cart',
      cartLines: [{ sku: 'KS100048-BLK-M', pid: 'KS100048', quantity: 2, currency: 'USD', value: '60.00' }],
    })
    expect(events).toContainEqual({
      eventType: 'monetate:context:CustomVariables',
      customVariables: [
        { variable: 'userInterest', value: 'running|hiking' },
        { variable: 'userSegment', value: 'Loyalty,Athlete' },
        { variable: 'total-cart', value: '64.50' },
        { variable: 'sub-total', value: '60.00' },
      ],
    })
    expect(events).toContainEqual({
      eventType: 'monetate:context:Coordinates',
      latitude: '51.5072',
      longitude: '-0.1276',
    })
    // Every event is in the contract the mock decision service validates.
    for (const event of events) expect(EngineEventSchema.safeParse(event).success).toBe(true)
  })

  it('sends the list a product was opened from as custom variables, with a search’s term', () => {
    const variables = (list: PersonalizationContext['list']) =>
      buildDecisionEvents(context({ list })).find(
        (event) => event.eventType === 'monetate:context:CustomVariables',
      )
    expect(
      variables({
        productList: 'search:rain shell',
        position: 4,
        searchTerm: 'rain shell',
        origin: 'search',
      }),
    ).toEqual({
      eventType: 'monetate:context:CustomVariables',
      customVariables: [
        { variable: 'productList', value: 'search:rain shell' },
        { variable: 'listPosition', value: '4' },
        { variable: 'interactionOrigin', value: 'search' },
        { variable: 'searchTerm', value: 'rain shell' },
      ],
    })
    expect(
      variables({ productList: 'category:1210', position: 1, searchTerm: null, origin: 'listing' })
        ?.customVariables,
    ).toHaveLength(3)
    expect(variables(null)).toBeUndefined()
  })

  it('records a page view without asking for a decision when nothing on the page is personalised', () => {
    expect(typesOf(buildDecisionEvents(context({ decide: false })))).not.toContain(
      'monetate:decision:DecisionRequest',
    )
  })
})

describe('the user segment', () => {
  const shopper = (overrides: Partial<Audience>): Audience => ({
    ...ANONYMOUS_AUDIENCE,
    loggedIn: true,
    ...overrides,
  })

  it('joins the flags that hold, in the order of spec 2 §6', () => {
    expect(
      userSegment(shopper({ loyaltyMember: true, profiles: { ipa: false, wranx: true, athlete: true } })),
    ).toBe('Loyalty,Wranx,WranxOrIpa,Athlete')
    expect(userSegment(shopper({ profiles: { ipa: true, wranx: false, athlete: false } }))).toBe(
      'Ipa,WranxOrIpa',
    )
    expect(userSegment(shopper({}))).toBe('')
  })

  it('is empty for a guest, whatever the audience says', () => {
    expect(userSegment({ ...ANONYMOUS_AUDIENCE, loyaltyMember: true })).toBe('')
  })
})

describe('variant names (spec 2 §9)', () => {
  it.each([
    ['Experiment', 'A'],
    ['Big Experiment 2', 'A'],
    ['Baseline', 'Baseline'],
    ['B-bold-cta', 'B'],
    ['C-', 'C-'],
    ['Control', 'Control'],
    ['Bold', 'Bold'],
  ])('reads %s as %s', (label, name) => {
    expect(variantName(label)).toBe(name)
  })

  it('names any X-... label by its first character', () => {
    fc.assert(
      fc.property(fc.constantFrom('A', 'B', 'Z', '7'), fc.string({ minLength: 1 }), (first, rest) => {
        fc.pre(!rest.includes('Experiment') && !rest.includes('Baseline'))
        expect(variantName(`${first}-${rest}`)).toBe(first)
      }),
    )
  })
})

function answer(actions: Record<string, unknown>[], requestId = 'req-1'): DecideResponse {
  return DecideResponseSchema.parse({
    meta: { code: 200, monetateId: 'vuid_abc' },
    data: { responses: [{ requestId, actions }] },
  })
}

const reporting = (variant: string, control = false) => [
  { experience_id: 1, variant_label: variant, is_control: control },
]

describe('the decision', () => {
  it('reads experiences and recommendations with their impressions, skipping actions it does not know', () => {
    const decision = reshapeDecision(
      answer([
        {
          actionType: 'monetate:action:OmnichannelJson',
          component: 'exp-trail-cta',
          json: { variant: 'B-bold' },
          impressionId: 'imp-1',
          impressionReporting: reporting('B-bold'),
        },
        { actionType: 'monetate:action:OmnichannelHtml', html: '<b>x</b>' },
        {
          actionType: 'monetate:action:OmnichannelRecommendation',
          component: 'home-recommended',
          impressionId: 'imp-2',
          items: [
            { id: 'KS100048-M', itemGroupId: 'KS100048', recToken: 'rt.1.a' },
            { id: 'KS100013' },
            { title: 'no id, skipped' },
          ],
        },
      ]),
      'req-1',
    )
    expect(decision).toEqual({
      experiences: { 'exp-trail-cta': { variant: 'B', impressionId: 'imp-1' } },
      recommendations: {
        'home-recommended': {
          items: [
            { productId: 'KS100048', recToken: 'rt.1.a' },
            { productId: 'KS100013', recToken: null },
          ],
          impressionId: 'imp-2',
        },
      },
    })
  })

  it('gives a control decision no impression, and leaves a control recommendation to the page', () => {
    const decision = reshapeDecision(
      answer([
        {
          actionType: 'monetate:action:OmniChannelJson',
          component: 'exp-trail-cta',
          json: {},
          impressionId: 'imp-should-not-count',
          impressionReporting: reporting('Control', true),
        },
        {
          actionType: 'monetate:action:OmnichannelRecommendation',
          component: 'home-recommended',
          impressionId: 'imp-3',
          impressionReporting: reporting('Control', true),
          items: [{ id: 'KS100048', recToken: 'rt.1.b' }],
        },
      ]),
      'req-1',
    )
    expect(decision.experiences).toEqual({ 'exp-trail-cta': { variant: 'Control', impressionId: null } })
    expect(decision.recommendations).toEqual({})
    expect(
      impressionIdsOf(decision, { experiences: ['exp-trail-cta'], recommendations: ['home-recommended'] }),
    ).toEqual([])
  })

  it('ignores the answers to other requests', () => {
    const decision = reshapeDecision(
      answer(
        [{ actionType: 'monetate:action:OmnichannelJson', component: 'x', json: { variant: 'Bold' } }],
        'someone-else',
      ),
      'req-1',
    )
    expect(decision).toEqual({ experiences: {}, recommendations: {} })
  })

  it('counts each shown impression once', () => {
    const decision = reshapeDecision(
      answer([
        {
          actionType: 'monetate:action:OmnichannelRecommendation',
          component: 'home-recommended',
          impressionId: 'imp-2',
          items: [{ id: 'KS100048' }],
        },
      ]),
      'req-1',
    )
    expect(
      impressionIdsOf(decision, {
        experiences: ['not-decided'],
        recommendations: ['home-recommended', 'home-recommended'],
      }),
    ).toEqual(['imp-2'])
  })

  it('refuses an answer without its data', () => {
    expect(DecideResponseSchema.safeParse({ meta: { code: 500 } }).success).toBe(false)
  })
})

describe('two decisions that choose the same', () => {
  const decision = {
    experiences: {
      'exp-trail-cta': { variant: 'v1', impressionId: 'imp.1' },
      'exp-hero': { variant: 'Control', impressionId: null },
    },
    recommendations: {
      'trail-recommended': {
        items: [
          { productId: 'KS100010', recToken: 'rt.1.a' },
          { productId: 'KS100011', recToken: 'rt.1.b' },
        ],
        impressionId: 'imp.rec.1',
      },
    },
  }

  it('are the same whatever their impression ids, click tokens and the order of their entries', () => {
    const minted = {
      experiences: {
        'exp-hero': { variant: 'Control', impressionId: null },
        'exp-trail-cta': { variant: 'v1', impressionId: 'imp.2' },
      },
      recommendations: {
        'trail-recommended': {
          items: [
            { productId: 'KS100010', recToken: 'rt.2.a' },
            { productId: 'KS100011', recToken: null },
          ],
          impressionId: 'imp.rec.2',
        },
      },
    }
    expect(sameChoices(decision, minted)).toBe(true)
  })

  it('differ in a variant, a product, the order of products or a component', () => {
    const cta = { ...decision.experiences, 'exp-trail-cta': { variant: 'v2', impressionId: 'imp.1' } }
    expect(sameChoices(decision, { ...decision, experiences: cta })).toBe(false)
    const items = decision.recommendations['trail-recommended'].items
    const reordered = { 'trail-recommended': { items: [...items].reverse(), impressionId: 'imp.rec.1' } }
    expect(sameChoices(decision, { ...decision, recommendations: reordered })).toBe(false)
    const other = { 'trail-recommended': { items: items.slice(0, 1), impressionId: 'imp.rec.1' } }
    expect(sameChoices(decision, { ...decision, recommendations: other })).toBe(false)
    expect(sameChoices(decision, { ...decision, recommendations: {} })).toBe(false)
  })
})

describe('an experience picks the decided variant', () => {
  const block = parseBlocks([
    {
      type: 'experience',
      id: 'exp',
      experienceId: 'exp-1',
      baselines: [{ type: 'spacer', id: 'baseline' }],
      variants: [
        { variantId: 'v1', name: 'Bold', blocks: [{ type: 'spacer', id: 'bold' }] },
        { variantId: 'v2', name: 'B-quiet', blocks: [{ type: 'spacer', id: 'quiet' }] },
      ],
    },
  ]).blocks[0] as BlockOf<'experience'>

  it.each([
    ['v1', 'v1'],
    ['Bold', 'v1'],
    ['B', 'v2'],
    ['Baseline', null],
    ['Control', null],
    ['Unknown', null],
  ])('decided %s shows variant %s', (decided, variantId) => {
    expect(pickExperience(block, { 'exp-1': decided }).variantId).toBe(variantId)
  })
})

describe('which blocks need a decision from the personalization service', () => {
  const experience = (experienceId: string, inside: unknown[] = []) => ({
    type: 'experience',
    id: `exp-${experienceId}`,
    experienceId,
    baselines: [{ type: 'spacer', id: `baseline-${experienceId}` }, ...inside],
    variants: [{ variantId: 'v1', name: 'Bold', blocks: [{ type: 'spacer', id: `bold-${experienceId}` }] }],
  })
  const personalised = {
    type: 'recommendations',
    id: 'recs',
    source: 'personalization',
    widget: 'home-recommended',
  }
  const searched = { type: 'recommendations', id: 'rain', source: 'search', query: 'rain' }
  const blocksOf = (...raw: unknown[]) => parseBlocks(raw).blocks

  it('leaves out an experience the experimentation service decided at the edge', () => {
    expect(needsDecision(blocksOf(experience('home_hero'), searched), ['home_hero', 'new_checkout'])).toBe(
      false,
    )
  })

  it("still asks for the personalization service's own experiences and its recommendations", () => {
    expect(needsDecision(blocksOf(experience('home_hero')))).toBe(true)
    expect(needsDecision(blocksOf(experience('exp-trail-cta')), ['home_hero'])).toBe(true)
    expect(needsDecision(blocksOf(experience('home_hero'), personalised), ['home_hero'])).toBe(true)
    // A personalised block inside an edge-decided experience still needs its decision.
    expect(needsDecision(blocksOf(experience('home_hero', [personalised])), ['home_hero'])).toBe(true)
  })
})

describe('the circuit breaker', () => {
  function breaker() {
    let now = 0
    const subject = createCircuitBreaker({ failureThreshold: 3, coolDownMs: 30_000, now: () => now })
    return { subject, advance: (ms: number) => (now += ms) }
  }

  it('opens after three failures in a row, and a success in between starts the count again', () => {
    const { subject } = breaker()
    subject.failed()
    subject.failed()
    subject.succeeded()
    subject.failed()
    subject.failed()
    expect(subject.state).toBe('closed')
    expect(subject.tryAcquire()).toBe(true)
    subject.failed()
    expect(subject.state).toBe('open')
    expect(subject.tryAcquire()).toBe(false)
  })

  it('lets one trial call through after the cool-down, and closes when it succeeds', () => {
    const { subject, advance } = breaker()
    for (let index = 0; index < 3; index += 1) subject.failed()
    advance(29_999)
    expect(subject.tryAcquire()).toBe(false)
    advance(1)
    expect(subject.state).toBe('half-open')
    expect(subject.tryAcquire()).toBe(true)
    // The trial is still out: nobody else goes.
    expect(subject.tryAcquire()).toBe(false)
    subject.succeeded()
    expect(subject.state).toBe('closed')
    expect(subject.tryAcquire()).toBe(true)
  })

  it('opens again for a whole cool-down when the trial fails', () => {
    const { subject, advance } = breaker()
    for (let index = 0; index < 3; index += 1) subject.failed()
    advance(30_000)
    expect(subject.tryAcquire()).toBe(true)
    subject.failed()
    expect(subject.state).toBe('open')
    advance(29_999)
    expect(subject.tryAcquire()).toBe(false)
    advance(1)
    expect(subject.tryAcquire()).toBe(true)
  })
})

describe('a page view’s recordings in one call', () => {
  const tokens = (from: number, count: number) =>
    Array.from(
      { length: count },
      (_, index) => `rw.1.pdp-similar.${from + index}.KS${String(100000 + from + index)}`,
    )

  it('gathers each impression and token once, in the order heard, in events no larger than their limits', () => {
    const merged = mergeRecordings([
      { eventType: 'monetate:context:PageView', pageType: 'product', url: 'https://shop/x' },
      { eventType: 'monetate:record:Impressions', impressionIds: ['imp.1', 'imp.2'] },
      { eventType: 'monetate:record:RecImpressions', recImpressions: tokens(0, 20) },
      { eventType: 'monetate:record:RecImpressions', recImpressions: [...tokens(15, 10)] },
      { eventType: 'monetate:record:Impressions', impressionIds: ['imp.2', 'imp.3'] },
    ])
    expect(merged.map((event) => event.eventType)).toEqual([
      'monetate:context:PageView',
      'monetate:record:Impressions',
      'monetate:record:RecImpressions',
      'monetate:record:RecImpressions',
    ])
    expect(merged[1]).toEqual({
      eventType: 'monetate:record:Impressions',
      impressionIds: ['imp.1', 'imp.2', 'imp.3'],
    })
    const sent = merged.flatMap((event) =>
      event.eventType === 'monetate:record:RecImpressions' ? [event.recImpressions] : [],
    )
    expect(sent.map((each) => each.length)).toEqual([24, 1])
    expect(sent.flat()).toEqual(tokens(0, 25))
  })
})
