/**
 * The mock payment provider: a worker on its own origin that stands in for a card processor, shaped like Adyen's
 * Checkout API v71 (docs/decisions/023-mock-payment-provider.md). The commerce mock API calls its server-to-server
 * API (`/v71/*`, with X-API-Key); the shopper's browser opens its pages (`/checkoutshopper/*`: card fields, the
 * 3-D Secure challenge, the pay-later page). Final results are notified to the commerce mock API, signed. State is
 * in D1 (`db/`, schema in `migrations/`); fault rules (`faults.ts`, `/__faults`) make it slow, failing or drop
 * answers on demand. Development and tests only.
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { getProviderConfig, type PaymentProviderEnv, ProviderConfigurationError } from './env'
import { providerError } from './errors'
import { withPaymentFaults } from './faults'
import { checkoutRoutes } from './routes/checkout'
import { paymentFaultRoutes } from './routes/faults'
import { shopperRoutes } from './routes/shopper'

const app = new Hono<{ Bindings: PaymentProviderEnv }>()

app.use('*', async (c, next) => {
  getProviderConfig(c.env)
  await next()
})
for (const path of ['/v71/*', '/__faults', '/__faults/*']) {
  app.use(path, async (c, next) => {
    if (c.req.header('x-api-key') !== getProviderConfig(c.env).apiKey) {
      return providerError(c, 'unauthorised', 'HTTP Status Response - Unauthorized')
    }
    await next()
  })
}
app.route('/v71', checkoutRoutes)
app.route('/checkoutshopper', shopperRoutes)
app.route('/__faults', paymentFaultRoutes)

app.notFound((c) => providerError(c, 'notFound', `No route for ${c.req.method} ${c.req.path}`))
app.onError((error, c) => {
  // A body that is not JSON (zod-validator's 400): the Checkout API calls that a validation error.
  if (error instanceof HTTPException && error.status === 400) {
    return providerError(c, 'invalidBody', 'The request body is not valid JSON')
  }
  if (error instanceof ProviderConfigurationError) {
    console.error('payment-provider configuration error', error.message)
  } else {
    // The error only: bodies may hold card data and are never logged.
    console.error(
      'payment-provider error',
      c.req.method,
      c.req.path,
      error instanceof Error ? error.message : error,
    )
  }
  return providerError(c, 'internal', 'Internal error')
})

export default {
  fetch(request: Request, env: PaymentProviderEnv, ctx: ExecutionContext): Promise<Response> {
    const dropAs = env.BEHIND_SERVICE_BINDING === 'true' ? 'broken-body' : 'failed-fetch'
    return withPaymentFaults(request, dropAs, async (faulty) => app.fetch(faulty, env, ctx))
  },
} satisfies ExportedHandler<PaymentProviderEnv>
