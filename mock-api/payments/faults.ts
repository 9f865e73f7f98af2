/**
 * Faults of the payment provider, switched on per endpoint: slow (`latency`), down (`error`, a 5xx in the Checkout
 * API's error shape), answering garbage (`not-json`), or doing the work and dropping the answer
 * (`commit-then-drop`: the payment is recorded, the caller cannot read the outcome). The kinds, limits and the
 * dropped connection are the mock API's (`../faults`); the provider keeps its own rules, named by endpoint rather
 * than by upstream service and answered in its own error shape, so the two workers' rules never mix (in workerd
 * tests both run in one isolate).
 *
 * @example
 *   setPaymentFaults([{ endpoint: '/v71/payments', kind: 'commit-then-drop', times: 1 }])
 */
import * as z from 'zod'
import { DroppedConnectionError, wait } from '../faults/apply'
import { MAX_FAULT_MS, parseRuleList } from '../faults/rules'
import { providerErrorBody } from './errors'

/** The endpoints a rule can name: the server-to-server API and the card fields' encrypt call. */
export const PAYMENT_FAULT_ENDPOINTS = [
  '/v71/paymentMethods',
  '/v71/payments',
  '/v71/payments/details',
  '/v71/paymentMethods/balance',
  '/v71/cancels',
  '/checkoutshopper/v1/encrypt',
] as const

export type PaymentFaultEndpoint = (typeof PAYMENT_FAULT_ENDPOINTS)[number]

const delay = z.number().int().min(0).max(MAX_FAULT_MS)

const target = {
  /** Which endpoint; every one of them when left out. */
  endpoint: z.enum(PAYMENT_FAULT_ENDPOINTS).optional(),
  /** Apply to this many requests, then stand aside (the rule stays listed with its hits); always when left out. */
  times: z.number().int().min(1).max(1000).optional(),
}

const PaymentFaultRuleSchema = z.discriminatedUnion('kind', [
  /** Answer `ms` later. The delay ends when the caller gives up, and nothing is done then. */
  z.strictObject({ ...target, kind: z.literal('latency'), ms: delay }),
  /** Answer a 5xx (503 by default) in the Checkout API's error shape, `ms` later; nothing is done. */
  z.strictObject({
    ...target,
    kind: z.literal('error'),
    status: z.number().int().min(500).max(599).optional(),
    ms: delay.optional(),
  }),
  /** Answer 200 with an HTML page, as a misconfigured proxy would; nothing is done. */
  z.strictObject({ ...target, kind: z.literal('not-json'), ms: delay.optional() }),
  /** Do the work (the payment is recorded), then drop the connection. */
  z.strictObject({ ...target, kind: z.literal('commit-then-drop'), ms: delay.optional() }),
])

export type PaymentFaultRule = z.input<typeof PaymentFaultRuleSchema>
export type ActivePaymentFault = z.output<typeof PaymentFaultRuleSchema> & { hits: number }

const parseRules = (input: unknown) => parseRuleList(PaymentFaultRuleSchema, input)

let active: ActivePaymentFault[] = []

/** Replaces every rule; throws `FaultRuleError` (and changes nothing) when one is not valid. */
export function setPaymentFaults(
  rules: readonly PaymentFaultRule[] | PaymentFaultRule,
): ActivePaymentFault[] {
  active = parseRules(rules).map((rule) => ({ ...rule, hits: 0 }))
  return listPaymentFaults()
}

/** Adds rules after those in force (so those still win where both match). */
export function addPaymentFaults(
  rules: readonly PaymentFaultRule[] | PaymentFaultRule,
): ActivePaymentFault[] {
  active = [...active, ...parseRules(rules).map((rule) => ({ ...rule, hits: 0 }))]
  return listPaymentFaults()
}

export function clearPaymentFaults(): void {
  active = []
}

export function listPaymentFaults(): ActivePaymentFault[] {
  return active.map((rule) => ({ ...rule }))
}

function takeFault(endpoint: PaymentFaultEndpoint): ActivePaymentFault | null {
  const rule = active.find(
    (entry) =>
      (entry.endpoint === undefined || entry.endpoint === endpoint) &&
      (entry.times === undefined || entry.hits < entry.times),
  )
  if (!rule) return null
  rule.hits += 1
  return rule
}

const NOT_JSON =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'

/**
 * Handles a request under the rules in force: unchanged when none applies (at no cost when there are none).
 * `dropAs` is the mock API's: in process a dropped answer is a failed fetch; behind a service binding its body
 * breaks off (see `../faults/apply.ts`).
 */
export async function withPaymentFaults(
  request: Request,
  dropAs: 'failed-fetch' | 'broken-body',
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (active.length === 0 || request.method !== 'POST') return handle(request)
  const path = new URL(request.url).pathname
  const endpoint = PAYMENT_FAULT_ENDPOINTS.find((candidate) => candidate === path)
  if (!endpoint) return handle(request)
  const rule = takeFault(endpoint)
  if (!rule) return handle(request)
  if (rule.ms) await wait(rule.ms, request.signal)
  switch (rule.kind) {
    case 'latency':
      return handle(request)
    case 'error': {
      const status = rule.status ?? 503
      return Response.json(
        {
          ...providerErrorBody('internal', 'The payment service is unavailable (an injected fault)'),
          status,
        },
        { status, headers: { 'cache-control': 'no-store' } },
      )
    }
    case 'not-json':
      return new Response(NOT_JSON, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    case 'commit-then-drop': {
      const response = await handle(request)
      await response.body?.cancel()
      if (dropAs === 'failed-fetch') throw new DroppedConnectionError()
      const broken = new ReadableStream({
        start(controller) {
          controller.error(new DroppedConnectionError())
        },
      })
      return new Response(broken, { headers: { 'content-type': 'application/json' } })
    }
  }
}
