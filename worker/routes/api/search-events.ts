/**
 * `POST /api/catalogue/recalculated`: the search service says it has recalculated its recommendation lists (spec 3
 * §7: search-service recommendations reload on a recalculation event), and the lists cached in KV for the widgets
 * it names are deleted, so every page after it shows the new lists (decision 101). The call is server to server:
 * signed like the content service's purge (`signed-call.ts`) with its own secret, and mounted ahead of the
 * same-origin guard.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { LOCALE_CODES } from '../../../shared/i18n/locales'
import { logEvent } from '../../log'
import type { AppEnv } from '../../types'
import { purgeRecommendationLists } from '../../upstream/catalogue/recommendation-cache'
import { apiErrorBody } from './responder'
import { readSignedCall, type SignedCall } from './signed-call'

export const searchEventsApi = new Hono<AppEnv>()

/** The header the search service signs its events in. */
export const SEARCH_EVENT_SIGNATURE_HEADER = 'x-search-signature'

const RECALCULATION_CALL: SignedCall = {
  header: SEARCH_EVENT_SIGNATURE_HEADER,
  secret: 'SEARCH_EVENTS_SECRET',
  ledger: 'search-events',
  maxBytes: 8 * 1024,
  what: 'search recalculation',
}

/** KV operations are limited per invocation: a recalculation that touches more lists is answered as incomplete. */
const MAX_LISTS = 500

const RecalculationSchema = z.strictObject({
  event: z.literal('recommendations.recalculated'),
  /** The widgets whose lists changed; every widget when absent. */
  widgets: z
    .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
    .min(1)
    .max(50)
    .optional(),
  locales: z
    .array(z.enum(LOCALE_CODES as [string, ...string[]]))
    .min(1)
    .optional(),
  siteIds: z
    .array(z.string().regex(/^[A-Z]{2,5}-[A-Z]{2}$/))
    .min(1)
    .optional(),
})

searchEventsApi.post('/recalculated', async (c) => {
  const call = await readSignedCall(c, RECALCULATION_CALL)
  if (call.refusal) return call.refusal
  const body = RecalculationSchema.safeParse(call.json)
  if (!body.success) {
    const [issue] = body.error.issues
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    return c.json(apiErrorBody(c, 'API400', `The recalculation event is not valid${where}`), 400)
  }
  const purged = await purgeRecommendationLists(c.env.UPSTREAM_CACHE, { ...body.data, limit: MAX_LISTS })
  logEvent(c, 'info', 'recommendation lists reloaded', { ...purged, widgets: body.data.widgets ?? 'all' })
  return c.json(purged)
})
