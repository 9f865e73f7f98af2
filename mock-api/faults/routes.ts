/**
 * The mock API's fault switchboard, `/__faults`: GET lists the rules in force, PUT replaces them, POST adds to
 * them, DELETE clears them. Bodies are a rule, a list of rules or `{ "rules": [...] }` (see `rules.ts`); every
 * answer is `{ "rules": [...] }` with each rule's hits. The storefront reaches it in development through
 * `/__dev/upstream-faults`.
 */
import { Hono } from 'hono'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { addFaults, clearFaults, type FaultRule, FaultRuleError, listFaults, setFaults } from './rules'

export const faultRoutes = new Hono<{ Bindings: MockEnv }>()

faultRoutes.get('/', (c) => c.json({ rules: listFaults() }))

faultRoutes.delete('/', (c) => {
  clearFaults()
  return c.json({ rules: listFaults() })
})

for (const [method, change] of [
  ['PUT', setFaults],
  ['POST', addFaults],
] as const) {
  faultRoutes.on(method, '/', async (c) => {
    const body = await c.req.json().catch(() => undefined)
    if (body === undefined)
      return apiError(c, 400, 'API400', 'The body must be JSON: a rule or a list of rules')
    try {
      return c.json({ rules: change(body as FaultRule[]) })
    } catch (error) {
      if (error instanceof FaultRuleError) return apiError(c, 400, 'API400', error.message)
      throw error
    }
  })
}
