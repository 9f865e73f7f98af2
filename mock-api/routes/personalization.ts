/**
 * The decision service (spec 2 §7) in the contract of Monetate's Engine API (decision 062), mounted under
 * `/personalization`:
 * - `POST /api/engine/v1/decide/{retailer}` `{ channel, deviceId, events }`: validated with the shared schema (400
 *   with the Engine API's `meta.errors` otherwise); every call is logged with its events. Every `record:*` event
 *   is recorded (impressions, recommendation impressions and clicks); a `DecisionRequest` is answered with
 *   actions: each experience of `EXPERIENCES` with a variant chosen from the device id (the same visitor always
 *   gets the same one; some get 'Control', reported `is_control` with no impression id), and a recommendation for
 *   each widget of `REC_COMPONENTS`: the site's brand's products like the viewed product, else like the cart's
 *   first line, else the best loved, never one already in the cart, each with its `recToken`; "complete the look"
 *   answers what goes with that product instead (db/looks.ts), and nothing without one.
 * - `GET /__dev/personalization/records?visitor=vuid_...` (development and tests, behind the access key): what a
 *   visitor's calls asked and what was recorded, oldest first.
 * Fault rules name the service `personalization` (delay, failure) for tests and the benchmark.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import {
  type DecideRequest,
  DecideRequestSchema,
  type EngineEvent,
} from '../../shared/personalization/personalization'
import { VISITOR_ID } from '../../shared/personalization/visitor'
import { brandOfSite } from '../brands'
import { LOOK_WIDGET, lookStatement } from '../db/looks'
import { listVisitorRecords, logDecideCall } from '../db/personalization'
import {
  getProductCategory,
  listBestLovedProducts,
  type ProductRow,
  similarProductsStatement,
} from '../db/products'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

/** The experiences the mock account runs: the component is the content's experience id. */
export const EXPERIENCES = [
  {
    component: 'exp-trail-cta',
    experienceId: 4101,
    name: 'Trail season call to action',
    variants: ['Control', 'Bold'],
  },
] as const

/** The recommendation widgets the mock account answers for (the content's recommendation blocks name them). */
export const REC_COMPONENTS = ['home-recommended', 'recommended', 'complete-the-look'] as const

const REC_LIMIT = 12

/** A small, stable hash (FNV-1a, 32 bits) of a string. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/** The variant a visitor gets in an experience: the same one on every visit. */
export function variantOf(visitor: string, component: string): string {
  const experience = EXPERIENCES.find((entry) => entry.component === component)
  if (!experience) return 'Control'
  return experience.variants[hash(`${visitor}:${component}`) % experience.variants.length] as string
}

const eventsOf = <T extends EngineEvent['eventType']>(events: readonly EngineEvent[], type: T) =>
  events.filter((event): event is Extract<EngineEvent, { eventType: T }> => event.eventType === type)

const eventOf = <T extends EngineEvent['eventType']>(events: readonly EngineEvent[], type: T) =>
  eventsOf(events, type)[0]

const engineError = (message: string) => ({
  meta: { code: 400, errors: [{ message }], warnings: [] },
  data: { responses: [] },
})

/** The best loved the home page's "Trending now" shows: a visitor's own picks start past them. */
const TRENDING_SHOWN = 8
/** How many more of the best loved a visitor's picks may start past, so two visitors' picks differ. */
const BEST_LOVED_SPREAD = 8

/** The products each widget recommends, by its component. */
type Recommended = Readonly<Record<(typeof REC_COMPONENTS)[number], readonly ProductRow[]>>

/**
 * The products to recommend: like the viewed product, else like the cart's first line, else the best loved from a
 * place of the visitor's own, past the ones the home page's "Trending now" shows beside them; and for "complete
 * the look", what goes with that product.
 */
async function recommendations(db: D1Database, request: DecideRequest): Promise<Recommended> {
  const siteId = request.channel.split('/')[2] ?? ''
  const brand = brandOfSite(siteId)
  const cart = eventOf(request.events, 'monetate:context:Cart')?.cartLines ?? []
  const currency = cart[0]?.currency ?? 'USD'
  const inCart = new Set(cart.map((line) => line.pid))
  const viewed = eventOf(request.events, 'monetate:context:ProductDetailView')?.products[0]?.productId
  const seed = viewed ?? cart[0]?.pid
  const category = seed ? await getProductCategory(db, seed) : null
  const limit = REC_LIMIT + inCart.size
  let rows: readonly ProductRow[]
  let look: readonly ProductRow[] = []
  if (seed && category) {
    // The similar products and the look in one round trip.
    const similar = similarProductsStatement(db, {
      styleCode: seed,
      categoryId: category.category_id,
      parentId: category.parent_id ?? category.category_id,
      currency,
      limit,
      brand,
    })
    const ofLook = lookStatement(db, category, { styleCode: seed, currency, limit, brand })
    const [similarRows, lookRows] = await db.batch<ProductRow>(
      ofLook ? [similar, ofLook.statement] : [similar],
    )
    rows = similarRows?.results ?? []
    look = ofLook && lookRows ? ofLook.lookOf(lookRows.results) : []
  } else {
    rows = (
      await listBestLovedProducts(db, currency, TRENDING_SHOWN + BEST_LOVED_SPREAD + limit, brand)
    ).slice(TRENDING_SHOWN + (hash(request.deviceId) % BEST_LOVED_SPREAD))
  }
  const wanted = (list: readonly ProductRow[]) =>
    list.filter((row) => !inCart.has(row.style_code) && row.digital !== 1).slice(0, REC_LIMIT)
  const similar = wanted(rows)
  return { 'home-recommended': similar, recommended: similar, [LOOK_WIDGET]: wanted(look) }
}

function decide(request: DecideRequest, requestId: string, recommended: Recommended) {
  const visitor = request.deviceId
  const tag = hash(`${visitor}:${requestId}`).toString(36)
  const experiences = EXPERIENCES.map((experience) => {
    const variant = variantOf(visitor, experience.component)
    const control = variant === 'Control'
    return {
      actionType: 'monetate:action:OmnichannelJson',
      component: experience.component,
      json: { variant },
      ...(control ? {} : { impressionId: `imp.${experience.experienceId}.${variant}.${tag}` }),
      impressionReporting: [
        {
          experience_id: experience.experienceId,
          experience_label: experience.name,
          experience_name: experience.name,
          variant_label: variant,
          is_control: control,
          control_allocation: 1 / experience.variants.length,
          experience_type: 'Standard Test',
          has_targets: false,
          tags: [],
        },
      ],
    }
  })
  const recs = REC_COMPONENTS.map((component, index) => ({
    actionType: 'monetate:action:OmnichannelRecommendation',
    component,
    impressionId: `imp.rec.${component}.${tag}`,
    impressionReporting: [
      {
        experience_id: 5100 + index,
        experience_label: `Recommendations: ${component}`,
        experience_name: `Recommendations: ${component}`,
        variant_label: 'Experiment',
        is_control: false,
        control_allocation: 0,
        experience_type: '100% Experience',
        has_targets: false,
        tags: [],
      },
    ],
    items: recommended[component].map((row, slot) => ({
      id: row.style_code,
      itemGroupId: row.style_code,
      title: row.name,
      link: `/p/${row.style_code}`,
      price: row.current,
      productType: row.kind,
      recToken: `rt.1.${tag}.${component}.${slot}.${row.style_code}`,
    })),
  }))
  return [...experiences, ...recs]
}

export const personalizationRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/personalization')

personalizationRoutes.post('/api/engine/v1/decide/:retailer', async (c) => {
  const parsed = DecideRequestSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) {
    return c.json(engineError(`Invalid request: ${parsed.error.issues[0]?.message ?? 'not JSON'}`), 400)
  }
  const request = parsed.data
  if (request.channel.split('/')[0] !== c.req.param('retailer')) {
    return c.json(engineError('The channel is not this retailer’s'), 400)
  }
  const db = c.env.DB
  const decision = eventOf(request.events, 'monetate:decision:DecisionRequest')
  await logDecideCall(
    db,
    {
      visitor: request.deviceId,
      channel: request.channel,
      requestId: decision?.requestId ?? null,
      pageType: eventOf(request.events, 'monetate:context:PageView')?.pageType ?? null,
      events: request.events,
    },
    {
      impression: eventsOf(request.events, 'monetate:record:Impressions').flatMap(
        (event) => event.impressionIds,
      ),
      'rec-impression': eventsOf(request.events, 'monetate:record:RecImpressions').flatMap(
        (event) => event.recImpressions,
      ),
      'rec-click': eventsOf(request.events, 'monetate:record:RecClicks').flatMap((event) => event.recClicks),
    },
  )
  const responses = decision
    ? [
        {
          requestId: decision.requestId,
          actions: decide(request, decision.requestId, await recommendations(db, request)),
        },
      ]
    : []
  return c.json({
    meta: { code: 200, errors: [], warnings: [], monetateId: request.deviceId },
    data: { responses },
  })
})

export const devPersonalizationRoutes = new Hono<{ Bindings: MockEnv }>()

devPersonalizationRoutes.get('/records', async (c) => {
  const visitor = z.string().regex(VISITOR_ID).safeParse(c.req.query('visitor'))
  if (!visitor.success) return apiError(c, 400, 'API400', 'Name the visitor: ?visitor=vuid_...')
  return c.json(await listVisitorRecords(c.env.DB, visitor.data))
})
