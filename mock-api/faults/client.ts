/**
 * Fault rules over HTTP, typed: for tests that reach the mock API through the storefront's development endpoint
 * (`/__dev/upstream-faults`) or the mock API's own (`/__faults`), in workerd or in Node (Playwright).
 *
 * @example
 *   const faults = createFaultClient({ fetch: (path, init) => fetch(`${baseURL}${path}`, init) })
 *   await faults.set([{ service: 'content', kind: 'error', status: 503 }])
 *   await faults.clear()
 */
import type { ActiveFault, FaultRule } from './rules'

export interface FaultClientOptions {
  /** Sends a request to a path of the server that forwards to the switchboard. */
  fetch: (path: string, init: RequestInit) => Promise<Response>
  /** The switchboard's path; the storefront's development endpoint by default. */
  path?: string
}

export interface FaultClient {
  list(): Promise<ActiveFault[]>
  /** Replaces every rule. */
  set(rules: readonly FaultRule[] | FaultRule): Promise<ActiveFault[]>
  /** Adds rules after those in force. */
  add(rules: readonly FaultRule[] | FaultRule): Promise<ActiveFault[]>
  clear(): Promise<void>
}

export function createFaultClient(options: FaultClientOptions): FaultClient {
  const path = options.path ?? '/__dev/upstream-faults'
  async function send(method: string, rules?: readonly FaultRule[] | FaultRule): Promise<ActiveFault[]> {
    const response = await options.fetch(path, {
      method,
      headers: { accept: 'application/json', ...(rules ? { 'content-type': 'application/json' } : {}) },
      body: rules ? JSON.stringify(rules) : undefined,
    })
    const body = (await response.json().catch(() => null)) as {
      rules?: ActiveFault[]
      errorDetails?: { message?: string }[]
    } | null
    if (!response.ok || !body?.rules) {
      throw new Error(
        `${method} ${path} answered ${response.status}: ${body?.errorDetails?.[0]?.message ?? 'no fault rules in the answer'}`,
      )
    }
    return body.rules
  }
  return {
    list: () => send('GET'),
    set: (rules) => send('PUT', rules),
    add: (rules) => send('POST', rules),
    clear: async () => {
      await send('DELETE')
    },
  }
}
