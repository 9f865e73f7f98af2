/**
 * Personalization decisions (spec 2 §7, spec 3 §4): the request the storefront sends the decision service and the
 * shape of its answer, in the contract of Monetate's Engine API (`POST /api/engine/v1/decide/{retailer}`), so the
 * worker, its tests and the mock API agree on one contract (decision 062).
 *
 * The idea: a page view becomes a list of typed events. `monetate:context:*` events say who is looking at what
 * (the page, its categories, the products viewed or shown as thumbnails, the cart, a purchase, a search, the
 * screen, language, user agent, referrer, coordinates when consented, and custom variables: the shopper's
 * interests, the user segment, the cart's totals); one `monetate:decision:DecisionRequest` asks for actions.
 * The answer's actions are `monetate:action:OmnichannelJson` (an experience's variant, keyed by its component, the
 * experience id) and `monetate:action:OmnichannelRecommendation` (products with a `recToken` each, keyed by their
 * component, the recommendation widget). Each action carries an `impressionId` and `impressionReporting`; the page
 * records the impressions of what it showed with `monetate:record:Impressions`, and never of a 'Control'
 * decision, which shows the baseline. A click on a recommended product is `monetate:record:RecClicks`.
 *
 * Pure: no fetch, no env. The worker builds the context from the request; the mock API validates requests with
 * `DecideRequestSchema`.
 */

import * as z from 'zod'
import type { ListContext } from '../analytics/list-context'
import type { Audience } from './audience'
import { variantName } from './experience-variants'
import { VISITOR_ID } from './visitor'

/** A recommendation token as the decision service writes it, and as a click sends it back. */
export const REC_TOKEN = /^[A-Za-z0-9._:~-]{1,200}$/

/** The storefront's endpoint a recommended product's link pings with its token (HTML `ping`, decision 062). */
export const REC_CLICK_PATH = '/api/personalization/click'

/**
 * The ping URL of a recommended product's link: absolute, on the page's own origin, as HTML wants a `ping` URL.
 *
 * @example recClickUrl('rt.1.a', 'https://shop.example') // 'https://shop.example/api/personalization/click?t=rt.1.a'
 */
export const recClickUrl = (recToken: string, origin: string) =>
  `${origin}${REC_CLICK_PATH}?t=${encodeURIComponent(recToken)}`

/** Spec 3 §9: a recommendation impression sends at most 24 items. */
export const REC_IMPRESSION_LIMIT = 24

// ---------------------------------------------------------------------------------------------------------------
// The user segment
// ---------------------------------------------------------------------------------------------------------------

/** The flags of the user segment, in the order spec 2 §6 names them. */
export const SEGMENT_FLAGS = ['Loyalty', 'Wranx', 'Ipa', 'WranxOrIpa', 'Athlete'] as const
export type SegmentFlag = (typeof SEGMENT_FLAGS)[number]

/**
 * The user segment reported to personalization (spec 2 §6): the flags that hold for the shopper, joined with
 * commas (`Loyalty,Wranx,WranxOrIpa`); empty for a guest, whose profiles are unknown.
 */
export function userSegment(audience: Audience): string {
  if (!audience.loggedIn) return ''
  const { ipa, wranx, athlete } = audience.profiles
  const holds: Record<SegmentFlag, boolean> = {
    Loyalty: audience.loyaltyMember,
    Wranx: wranx,
    Ipa: ipa,
    WranxOrIpa: wranx || ipa,
    Athlete: athlete,
  }
  return SEGMENT_FLAGS.filter((flag) => holds[flag]).join(',')
}

// ---------------------------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------------------------

/** Monetate's money value: a string of digits with up to two decimals. */
const MONEY_VALUE = /^(\d{1,9})?(\.\d{1,2})?$/

const LineSchema = z.object({
  sku: z.string().min(1).max(100),
  pid: z.string().min(1).max(100),
  quantity: z.number().int().min(0).max(999999),
  currency: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(MONEY_VALUE),
})
export type EngineLine = z.infer<typeof LineSchema>

const ids = z.array(z.string().min(1).max(100)).max(200)

/** Every event the storefront sends, in the Engine API's shapes. */
export const EngineEventSchema = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('monetate:decision:DecisionRequest'),
    requestId: z.string().min(1).max(100),
    includeReporting: z.boolean().optional(),
  }),
  z.object({
    eventType: z.literal('monetate:context:PageView'),
    pageType: z.string().max(40),
    url: z.string().max(2000),
    categories: ids.optional(),
    breadcrumbs: ids.optional(),
  }),
  z.object({
    eventType: z.literal('monetate:context:ScreenSize'),
    width: z.number().int().min(1).max(20000),
    height: z.number().int().min(1).max(20000),
  }),
  z.object({ eventType: z.literal('monetate:context:Language'), language: z.string().min(1).max(100) }),
  z.object({ eventType: z.literal('monetate:context:UserAgent'), userAgent: z.string().min(1).max(1000) }),
  z.object({ eventType: z.literal('monetate:context:Referrer'), referrer: z.string().min(1).max(2000) }),
  z.object({
    eventType: z.literal('monetate:context:Coordinates'),
    latitude: z.string().regex(/^-?\d{1,3}(\.\d+)?$/),
    longitude: z.string().regex(/^-?\d{1,3}(\.\d+)?$/),
  }),
  z.object({
    eventType: z.literal('monetate:context:SearchView'),
    searchTerm: z.string().max(200),
    searchType: z.enum(['site', 'category']).optional(),
  }),
  z.object({
    eventType: z.literal('monetate:context:ProductDetailView'),
    products: z
      .array(z.object({ productId: z.string().min(1).max(100), sku: z.string().max(100).optional() }))
      .max(50),
  }),
  z.object({ eventType: z.literal('monetate:context:ProductThumbnailView'), products: ids }),
  z.object({ eventType: z.literal('monetate:context:Cart'), cartLines: z.array(LineSchema).max(200) }),
  z.object({
    eventType: z.literal('monetate:context:Purchase'),
    purchaseId: z.string().min(1).max(100),
    purchaseLines: z.array(LineSchema).max(200),
  }),
  z.object({
    eventType: z.literal('monetate:context:CustomVariables'),
    customVariables: z
      .array(z.object({ variable: z.string().min(1).max(100), value: z.string().max(2000).nullable() }))
      .max(50),
  }),
  z.object({
    eventType: z.literal('monetate:record:Impressions'),
    impressionIds: z.array(z.string().min(1).max(200)).min(1).max(100),
  }),
  z.object({
    eventType: z.literal('monetate:record:RecImpressions'),
    recImpressions: z.array(z.string().regex(REC_TOKEN)).min(1).max(REC_IMPRESSION_LIMIT),
  }),
  z.object({
    eventType: z.literal('monetate:record:RecClicks'),
    recClicks: z.array(z.string().regex(REC_TOKEN)).min(1).max(REC_IMPRESSION_LIMIT),
  }),
])
export type EngineEvent = z.infer<typeof EngineEventSchema>

/** The body of `POST /api/engine/v1/decide/{retailer}`: the channel, the device's id and the events. */
export const DecideRequestSchema = z.object({
  channel: z.string().regex(/^[a-z0-9-]{1,40}\/[dp]\/[A-Z]{2,5}-[A-Z]{2}$/),
  deviceId: z.string().regex(VISITOR_ID),
  events: z.array(EngineEventSchema).min(1).max(40),
})
export type DecideRequest = z.infer<typeof DecideRequestSchema>

/** A line of the cart or of a purchase, as the shop knows it. */
export interface PersonalizationLine {
  sku: string
  productId: string
  quantity: number
  /** The line's total, in the currency's units. */
  value: number
}

/** What a page view tells the decision service: everything is optional but the page's type and URL. */
export interface PersonalizationContext {
  /** Ties the answer to the decision request; fresh per page view. */
  requestId: string
  pageType: 'home' | 'category' | 'product' | 'search' | 'content' | 'cart' | 'checkout' | 'other'
  url: string
  /** The category ids of the page (a listing's, a product's), most specific last. */
  categories: readonly string[]
  /** The page's breadcrumb labels. */
  breadcrumbs: readonly string[]
  /** The products viewed in detail (a product page's). */
  productIds: readonly string[]
  /** The products shown as thumbnails (a listing's cards). */
  thumbnails: readonly string[]
  searchTerm: string | null
  currency: string
  cart: { lines: readonly PersonalizationLine[]; total: number; subTotal: number } | null
  purchase: { id: string; lines: readonly PersonalizationLine[] } | null
  /** Known only from client hints (`Sec-CH-Viewport-Width` and `-Height`); the Engine API needs both. */
  screen: { width: number; height: number } | null
  language: string | null
  userAgent: string | null
  referrer: string | null
  /** Only when the shopper consented to it and the edge knows where they are. */
  coordinates: { latitude: number; longitude: number } | null
  /** The signed-in shopper's interests (profile preferences); null for a guest. */
  interests: readonly string[] | null
  /** `userSegment(audience)`. */
  segment: string
  /** The list a product page's product was opened from (spec 2 §3's analytics context); null elsewhere. */
  list: ListContext | null
  /** False: the events are recorded, no actions asked for (a page with nothing personalised on it). */
  decide: boolean
}

const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

const engineLines = (lines: readonly PersonalizationLine[], currency: string): EngineLine[] =>
  lines.map((line) => ({
    sku: line.sku,
    pid: line.productId,
    quantity: line.quantity,
    currency,
    value: money(Math.max(0, line.value)),
  }))

const clip = (text: string, max: number) => text.slice(0, max)

/**
 * The events of one page view, in the order Monetate's own integrations send them: context first, the decision
 * request last. Events without data (no cart, no search, no known screen) are left out rather than sent empty.
 */
export function buildDecisionEvents(context: PersonalizationContext): EngineEvent[] {
  const events: EngineEvent[] = [
    {
      eventType: 'monetate:context:PageView',
      pageType: context.pageType,
      url: clip(context.url, 2000),
      ...(context.categories.length > 0 ? { categories: [...context.categories] } : {}),
      ...(context.breadcrumbs.length > 0 ? { breadcrumbs: [...context.breadcrumbs] } : {}),
    },
  ]
  if (context.screen) events.push({ eventType: 'monetate:context:ScreenSize', ...context.screen })
  if (context.language) events.push({ eventType: 'monetate:context:Language', language: context.language })
  if (context.userAgent)
    events.push({ eventType: 'monetate:context:UserAgent', userAgent: clip(context.userAgent, 1000) })
  if (context.referrer)
    events.push({ eventType: 'monetate:context:Referrer', referrer: clip(context.referrer, 2000) })
  if (context.coordinates) {
    events.push({
      eventType: 'monetate:context:Coordinates',
      latitude: String(context.coordinates.latitude),
      longitude: String(context.coordinates.longitude),
    })
  }
  if (context.searchTerm !== null)
    events.push({ eventType: 'monetate:context:SearchView', searchTerm: clip(context.searchTerm, 200) })
  if (context.productIds.length > 0) {
    events.push({
      eventType: 'monetate:context:ProductDetailView',
      products: context.productIds.slice(0, 50).map((productId) => ({ productId })),
    })
  }
  if (context.thumbnails.length > 0) {
    events.push({
      eventType: 'monetate:context:ProductThumbnailView',
      products: context.thumbnails.slice(0, 200),
    })
  }
  if (context.cart && context.cart.lines.length > 0) {
    events.push({
      eventType: 'monetate:context:Cart',
      cartLines: engineLines(context.cart.lines, context.currency),
    })
  }
  if (context.purchase && context.purchase.lines.length > 0) {
    events.push({
      eventType: 'monetate:context:Purchase',
      purchaseId: context.purchase.id,
      purchaseLines: engineLines(context.purchase.lines, context.currency),
    })
  }
  const variables: { variable: string; value: string | null }[] = []
  if (context.interests && context.interests.length > 0)
    variables.push({ variable: 'userInterest', value: context.interests.join('|') })
  if (context.segment) variables.push({ variable: 'userSegment', value: context.segment })
  if (context.list) {
    variables.push({ variable: 'productList', value: clip(context.list.productList, 200) })
    variables.push({ variable: 'listPosition', value: String(context.list.position) })
    variables.push({ variable: 'interactionOrigin', value: context.list.origin })
    if (context.list.searchTerm !== null)
      variables.push({ variable: 'searchTerm', value: clip(context.list.searchTerm, 200) })
  }
  if (context.cart) {
    variables.push({ variable: 'total-cart', value: money(context.cart.total) })
    variables.push({ variable: 'sub-total', value: money(context.cart.subTotal) })
  }
  if (variables.length > 0)
    events.push({ eventType: 'monetate:context:CustomVariables', customVariables: variables })
  if (context.decide) {
    events.push({
      eventType: 'monetate:decision:DecisionRequest',
      requestId: context.requestId,
      includeReporting: true,
    })
  }
  return events
}

// ---------------------------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------------------------

const ImpressionReportingSchema = z.looseObject({
  experience_id: z.union([z.number(), z.string()]).optional(),
  experience_label: z.string().optional(),
  variant_label: z.string(),
  is_control: z.boolean(),
})

const ActionCommon = {
  impressionId: z.string().min(1).max(200).optional(),
  impressionReporting: z.array(ImpressionReportingSchema).optional(),
}

/**
 * The action types of a JSON action (an experience's variant) and of a recommendation. The Engine API spells them
 * `Omnichannel`; some integrations write `OmniChannel`: both are read.
 */
const JSON_ACTION_TYPES = ['monetate:action:OmnichannelJson', 'monetate:action:OmniChannelJson'] as const
const RECOMMENDATION_ACTION_TYPES = [
  'monetate:action:OmnichannelRecommendation',
  'monetate:action:OmniChannelRecommendation',
] as const

const JsonActionSchema = z.looseObject({
  actionType: z.enum(JSON_ACTION_TYPES),
  component: z.string().min(1).max(100),
  json: z.looseObject({ variant: z.string().min(1).max(100).optional() }),
  ...ActionCommon,
})

const RecItemSchema = z.looseObject({
  id: z.string().min(1).max(100),
  itemGroupId: z.string().min(1).max(100).optional(),
  recToken: z.string().regex(REC_TOKEN).optional(),
})

const RecommendationActionSchema = z.looseObject({
  actionType: z.enum(RECOMMENDATION_ACTION_TYPES),
  component: z.string().min(1).max(100),
  items: z.array(z.unknown()).max(100),
  ...ActionCommon,
})

/** The Engine API's answer. Actions are read one by one: one this shop does not know never spoils the others. */
export const DecideResponseSchema = z.object({
  meta: z.looseObject({ code: z.number().int(), monetateId: z.string().optional() }).optional(),
  data: z.object({
    responses: z.array(
      z.object({
        requestId: z.string(),
        actions: z.array(z.looseObject({ actionType: z.string() })).max(200),
      }),
    ),
  }),
})
export type DecideResponse = z.infer<typeof DecideResponseSchema>

/** A recommended product: its style code and the token a click on it reports. */
export interface RecommendedItem {
  productId: string
  recToken: string | null
}

/** What a page takes from a decision. A 'Control' decision has no impression to record. */
export interface Decision {
  /** Experience id → the decided variant's name (`variantName`) and the impression to record. */
  experiences: Record<string, { variant: string; impressionId: string | null }>
  /** Component (recommendation widget) → its items and the impression to record. */
  recommendations: Record<string, { items: RecommendedItem[]; impressionId: string | null }>
}

/** The most recommended items a decision is remembered with per component: a carousel shows at most 24. */
export const REMEMBERED_ITEMS = 24

/** The most experiences, and the most recommendation components, a decision is remembered with. */
export const REMEMBERED_ENTRIES = 12

/**
 * A decision as the visitor's session remembers it (decision 062): bounded, so a service that answers with
 * a lot is kept small, and checked again when read back.
 */
export const DecisionSchema = z.object({
  experiences: z
    .record(
      z.string().min(1).max(100),
      z.object({ variant: z.string().min(1).max(100), impressionId: z.string().min(1).max(200).nullable() }),
    )
    .refine((entries) => Object.keys(entries).length <= REMEMBERED_ENTRIES),
  recommendations: z
    .record(
      z.string().min(1).max(100),
      z.object({
        items: z
          .array(
            z.object({
              productId: z.string().min(1).max(100),
              recToken: z.string().regex(REC_TOKEN).nullable(),
            }),
          )
          .max(REMEMBERED_ITEMS),
        impressionId: z.string().min(1).max(200).nullable(),
      }),
    )
    .refine((entries) => Object.keys(entries).length <= REMEMBERED_ENTRIES),
}) satisfies z.ZodType<Decision>

/**
 * Whether two decisions choose the same: the same variant of each experience, the same products in the same order
 * for each component. Their impression ids and click tokens may differ (a service may mint them per answer).
 */
export function sameChoices(a: Decision, b: Decision): boolean {
  const choices = (decision: Decision) =>
    JSON.stringify([
      Object.entries(decision.experiences)
        .map(([id, entry]) => [id, entry.variant])
        .sort(),
      Object.entries(decision.recommendations)
        .map(([component, entry]) => [component, entry.items.map((item) => item.productId)])
        .sort(),
    ])
  return choices(a) === choices(b)
}

/** A decision cut to what the session keeps of it (`REMEMBERED_ENTRIES`, `REMEMBERED_ITEMS`). */
export function rememberable(decision: Decision): Decision {
  return {
    experiences: Object.fromEntries(Object.entries(decision.experiences).slice(0, REMEMBERED_ENTRIES)),
    recommendations: Object.fromEntries(
      Object.entries(decision.recommendations)
        .slice(0, REMEMBERED_ENTRIES)
        .map(([component, entry]) => [
          component,
          { ...entry, items: entry.items.slice(0, REMEMBERED_ITEMS) },
        ]),
    ),
  }
}

export const EMPTY_DECISION: Decision = { experiences: {}, recommendations: {} }

/** Whether a value is one of these strings (an action's type). */
const isOneOf = (types: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && types.includes(value)

function controlOf(action: { impressionReporting?: { is_control: boolean; variant_label: string }[] }) {
  const reporting = action.impressionReporting?.[0]
  return reporting ? reporting.is_control || variantName(reporting.variant_label) === 'Control' : false
}

/**
 * The decision of the answer to `requestId`: experiences from `OmnichannelJson` actions (the variant is the
 * action's `json.variant`, else its reported variant label, named by `variantName`), recommendations from
 * `OmnichannelRecommendation` actions. A control decision shows the baseline: an experience decided 'Control', and
 * no recommendation (the page's own source fills the block). Malformed actions and items are skipped.
 */
export function reshapeDecision(response: DecideResponse, requestId: string): Decision {
  const decision: Decision = { experiences: {}, recommendations: {} }
  const answer = response.data.responses.find((entry) => entry.requestId === requestId)
  for (const raw of answer?.actions ?? []) {
    // Each action is read by the schema its type names: a failed parse builds its error, and most actions would
    // fail the other schema.
    const type = typeof raw === 'object' && raw !== null ? (raw as { actionType?: unknown }).actionType : null
    const json = isOneOf(JSON_ACTION_TYPES, type) ? JsonActionSchema.safeParse(raw) : null
    if (json?.success) {
      const action = json.data
      const label = action.json.variant ?? action.impressionReporting?.[0]?.variant_label
      if (!label) continue
      const control = controlOf(action) || variantName(label) === 'Control'
      decision.experiences[action.component] = control
        ? { variant: 'Control', impressionId: null }
        : { variant: variantName(label), impressionId: action.impressionId ?? null }
      continue
    }
    const recommendation = isOneOf(RECOMMENDATION_ACTION_TYPES, type)
      ? RecommendationActionSchema.safeParse(raw)
      : null
    if (recommendation?.success && !controlOf(recommendation.data)) {
      const items = recommendation.data.items.flatMap((item) => {
        const parsed = RecItemSchema.safeParse(item)
        return parsed.success
          ? [{ productId: parsed.data.itemGroupId ?? parsed.data.id, recToken: parsed.data.recToken ?? null }]
          : []
      })
      decision.recommendations[recommendation.data.component] = {
        items,
        impressionId: recommendation.data.impressionId ?? null,
      }
    }
  }
  return decision
}

/** The impressions of what a page showed: each once, none for a control decision. */
export function impressionIdsOf(
  decision: Decision,
  shown: { experiences: readonly string[]; recommendations: readonly string[] },
): string[] {
  const ids = [
    ...shown.experiences.map((id) => decision.experiences[id]?.impressionId),
    ...shown.recommendations.map((component) => decision.recommendations[component]?.impressionId),
  ]
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))]
}
