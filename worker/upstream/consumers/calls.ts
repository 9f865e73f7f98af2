/**
 * How the consumer client's groups of calls (profile.ts, addresses.ts, wallet.ts, orders.ts and the client's own)
 * reach the consumer service: the fetch core, with the shopper's access token as the bearer where a call names one
 * (the calls the session object makes with the token it holds), and the two shapes the calls share: one whose
 * answer the shop does not read, and one that must answer.
 */
import * as z from 'zod'
import { badShape } from '../errors'
import type { UpstreamCall, UpstreamFetch } from '../http'

/** A call of the consumer service: as the fetch core takes it, with the access token to send as the bearer. */
export interface ConsumerCall<S extends z.ZodType> extends Omit<UpstreamCall<S>, 'headers'> {
  /** The shopper's access token, sent as `Authorization: Bearer` (a call made with the session's own token). */
  token?: string
}

/** A call whose answer the shop does not read. */
export type ConsumerCommand = Omit<ConsumerCall<z.ZodUnknown>, 'schema'>

export type ConsumerCalls = ReturnType<typeof createConsumerCalls>

/** The consumer service's calls over the fetch core, for the consumer client and its groups of calls. */
export function createConsumerCalls(fetch: UpstreamFetch) {
  /** Calls the service and parses the answer; null when it answers 404 (or nothing at all). */
  function call<S extends z.ZodType>({ token, ...rest }: ConsumerCall<S>): Promise<z.infer<S> | null> {
    return fetch.call(token === undefined ? rest : { ...rest, headers: { authorization: `Bearer ${token}` } })
  }

  return {
    call,

    /** Sends a call whose answer the shop does not read (a sign-out, a change of a setting). */
    async send(command: ConsumerCommand): Promise<void> {
      await call({ ...command, schema: z.unknown() })
    },

    /** A call that must answer: its answer, or an error saying the service answered no `missing` (`member id`). */
    async need<S extends z.ZodType>(request: ConsumerCall<S>, missing: string): Promise<z.infer<S>> {
      const answer = await call(request)
      if (!answer) throw new Error(`The consumer service answered no ${missing}`)
      return answer
    },

    /** A call that must answer: its answer, or the bad-shape error (502) of its operation when it answers nothing. */
    async needShape<S extends z.ZodType>(request: ConsumerCall<S>): Promise<z.infer<S>> {
      const answer = await call(request)
      if (!answer) throw badShape(request.operation, 'The consumer service answered nothing')
      return answer
    },
  }
}
