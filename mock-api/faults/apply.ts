/**
 * Applying fault rules to a request: around the whole mock API, as a bad network or a struggling upstream would
 * be, so a delayed request has not started its work and a dropped one has finished it.
 */
import { type ActiveFault, type FaultService, hasFaults, takeFault } from './rules'

/** Where a request goes: the service whose contract has the route, and that service's base path. */
export type ServiceOf = (method: string, path: string) => { name: FaultService; base: string } | null

/** What a caller sees when the connection drops after the upstream did the work. */
export class DroppedConnectionError extends Error {
  override name = 'DroppedConnectionError'
  constructor() {
    super('Network connection lost (an injected fault: the change was committed, the answer dropped).')
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as the caller aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** The JSON that no contract accepts: every answer of every contract is an object. */
const WRONG_SHAPE = [{ unexpected: 'this is not the contract' }]

const NOT_JSON =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'

function answer(rule: ActiveFault, request: Request): Response {
  switch (rule.kind) {
    case 'error':
      return Response.json(
        {
          errorDetails: [
            {
              errorId: rule.errorId ?? 'GEN500',
              message: rule.message ?? `The ${rule.service} service is unavailable (an injected fault)`,
            },
          ],
          appId: 'mock-api',
          correlationId: request.headers.get('x-correlation-id') ?? crypto.randomUUID(),
        },
        { status: rule.status ?? 503 },
      )
    case 'wrong-shape':
      return Response.json(rule.body === undefined ? WRONG_SHAPE : rule.body)
    default:
      return new Response(NOT_JSON, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
}

export interface FaultOptions {
  serviceOf: ServiceOf
  /**
   * How a dropped connection reaches the caller. In-process (the workerd tests call the mock API's `fetch`) a thrown
   * error makes the caller's fetch fail, exactly as a dropped connection does. Behind a service binding (`wrangler
   * dev`) workerd turns a thrown error into a 500 answer, so there the answer's headers go out and its body breaks
   * off with the same error: the closest a binding can come, and still no answer the caller can read.
   */
  dropAs: 'failed-fetch' | 'broken-body'
}

/**
 * Handles a request under the fault rules in force: unchanged when none applies (and at no cost when there are
 * none), otherwise delayed, answered wrongly, or handled and then dropped.
 */
export async function withFaults(
  request: Request,
  options: FaultOptions,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (!hasFaults()) return handle(request)
  const path = new URL(request.url).pathname
  const service = options.serviceOf(request.method, path)
  if (!service) return handle(request)
  const relative = path.startsWith(`${service.base}/`) ? path.slice(service.base.length) : path
  const rule = takeFault(service.name, request.method, [relative, path])
  if (!rule) return handle(request)
  if (rule.ms) await wait(rule.ms, request.signal)
  switch (rule.kind) {
    case 'latency':
      return handle(request)
    case 'commit-then-drop': {
      const response = await handle(request)
      await response.body?.cancel()
      if (options.dropAs === 'failed-fetch') throw new DroppedConnectionError()
      const broken = new ReadableStream({
        start(controller) {
          controller.error(new DroppedConnectionError())
        },
      })
      return new Response(broken, { headers: { 'content-type': 'application/json' } })
    }
    default:
      return answer(rule, request)
  }
}
