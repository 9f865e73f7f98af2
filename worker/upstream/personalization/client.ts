/**
 * The decision service (spec 2 §7): Monetate's Engine API, `POST /api/engine/v1/decide/{retailer}`, one call per
 * page view with its events (decision 062). Nothing is cached: every answer is the visitor's own. The wire shapes
 * live in `shared/personalization/personalization.ts`, shared with the mock API that implements the contract in development.
 */
import {
  type DecideRequest,
  DecideResponseSchema,
  type Decision,
  type EngineEvent,
  reshapeDecision,
} from '../../../shared/personalization/personalization'
import type { UpstreamFetch } from '../http'

export interface PersonalizationClientOptions {
  fetch: UpstreamFetch
  /** The retailer's short name in the path: the brand (`kestrel`). */
  retailer: string
  /** The account, instance and site the events are for (`kestrel/p/KST-US`). */
  channel: string
}

export type PersonalizationClient = ReturnType<typeof createPersonalizationClient>

export function createPersonalizationClient(options: PersonalizationClientOptions) {
  const path = `/api/engine/v1/decide/${encodeURIComponent(options.retailer)}`

  function send(operation: string, deviceId: string, events: EngineEvent[], timeoutMs?: number) {
    const body: DecideRequest = { channel: options.channel, deviceId, events }
    return options.fetch.call({
      operation,
      path,
      method: 'POST',
      body,
      schema: DecideResponseSchema,
      timeoutMs,
    })
  }

  return {
    /**
     * Sends a page view's events (with a `DecisionRequest` among them, `requestId`) and reads the decision; an
     * answer without one for `requestId` decides nothing. Throws the upstream error on any failure or at `timeoutMs`.
     */
    async decide(
      visitorId: string,
      events: EngineEvent[],
      requestId: string,
      timeoutMs: number,
    ): Promise<Decision> {
      const answer = await send('decide', visitorId, events, timeoutMs)
      return answer ? reshapeDecision(answer, requestId) : { experiences: {}, recommendations: {} }
    },

    /** Records events that ask for no decision: context, impressions, recommendation clicks. */
    async record(visitorId: string, events: EngineEvent[]): Promise<void> {
      await send('record', visitorId, events)
    },
  }
}
