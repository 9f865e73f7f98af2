/**
 * The provider's fault switchboard, `/__faults` (behind X-API-Key): GET lists the rules in force, PUT replaces
 * them, POST adds to them, DELETE clears them. Bodies are a rule, a list of rules or `{ "rules": [...] }`
 * (faults.ts); every answer is `{ "rules": [...] }` with each rule's hits.
 */
import { Hono } from 'hono'
import { FaultRuleError } from '../../faults/rules'
import type { PaymentProviderEnv } from '../env'
import { providerError } from '../errors'
import {
  addPaymentFaults,
  clearPaymentFaults,
  listPaymentFaults,
  type PaymentFaultRule,
  setPaymentFaults,
} from '../faults'

export const paymentFaultRoutes = new Hono<{ Bindings: PaymentProviderEnv }>()

paymentFaultRoutes.get('/', (c) => c.json({ rules: listPaymentFaults() }))

paymentFaultRoutes.delete('/', (c) => {
  clearPaymentFaults()
  return c.json({ rules: listPaymentFaults() })
})

for (const [method, change] of [
  ['PUT', setPaymentFaults],
  ['POST', addPaymentFaults],
] as const) {
  paymentFaultRoutes.on(method, '/', async (c) => {
    const body = await c.req.json().catch(() => undefined)
    if (body === undefined)
      return providerError(c, 'invalidBody', 'The body must be JSON: a rule or a list of rules')
    try {
      return c.json({ rules: change(body as PaymentFaultRule[]) })
    } catch (error) {
      if (error instanceof FaultRuleError) return providerError(c, 'invalidBody', error.message)
      throw error
    }
  })
}
