/**
 * The mock API: one worker implementing the upstream contracts the storefront calls, one route module per
 * contract (as `worker/upstream/<service>/`), with real state in D1 (`db/`, schema in `migrations/`) and a
 * generated demo catalogue and demo accounts. A cart made with a customer's token is theirs (`cart/ownership.ts`).
 * Fault rules (`faults/`) make any service slow, failing, wrong or dropped on demand.
 * Bound to the storefront in development and tests only.
 */
import { Hono } from 'hono'
import { cartOwnership } from './cart/ownership'
import type { MockEnv } from './env'
import { apiError } from './errors'
import { type ServiceOf, withFaults } from './faults/apply'
import { faultRoutes } from './faults/routes'
import type { FaultService } from './faults/rules'
import { withReplay } from './replay'
import { replayRoutes } from './replay/routes'
import { addressFormatRoutes } from './routes/address-formats'
import { associateRoutes, devAssociateRoutes } from './routes/associates'
import { cartWithItemRoutes } from './routes/cart-with-item'
import { catalogueRoutes } from './routes/catalogue'
import { checkoutRoutes } from './routes/checkout'
import { commerceRoutes } from './routes/commerce'
import { communityRoutes } from './routes/community'
import { consumerAddressRoutes } from './routes/consumer-addresses'
import { consumerProfileRoutes } from './routes/consumer-profile'
import { consumerSignUpRoutes } from './routes/consumer-sign-up'
import { consumerRoutes } from './routes/consumers'
import { contactUsRoutes } from './routes/contact-us'
import { contentRoutes } from './routes/content'
import { devClockRoutes } from './routes/dev-clock'
import { devExperimentationRoutes } from './routes/dev-experimentation'
import { devOrderRoutes } from './routes/dev-orders'
import { devOutboxRoutes } from './routes/dev-outbox'
import { devPerformanceRoutes } from './routes/dev-performance'
import { devPriceRoutes } from './routes/dev-price'
import { devStockRoutes } from './routes/dev-stock'
import { deviceFingerprintRoutes } from './routes/device-fingerprint'
import { experimentationRoutes } from './routes/experimentation'
import { datafileRoutes } from './routes/experimentation-datafiles'
import { filmRoutes } from './routes/films'
import { frontendRoutes } from './routes/frontend'
import { loyaltyRoutes } from './routes/loyalty'
import { mediaRoutes } from './routes/media'
import { orderHistoryRoutes } from './routes/order-history'
import { orderRoutes } from './routes/orders'
import { passwordRoutes } from './routes/passwords'
import { paymentSessionRoutes } from './routes/payment-session'
import { devPersonalizationRoutes, personalizationRoutes } from './routes/personalization'
import { priceAdjustmentRoutes } from './routes/price-adjustments'
import { reserveWithItemRoutes } from './routes/reserve-with-item'
import { socialPictureRoutes, socialRoutes } from './routes/social'
import { storeRoutes } from './routes/stores'
import { utilityRoutes } from './routes/utilities'
import { walletRoutes } from './routes/wallet'
import { warrantyRoutes } from './routes/warranty'
import { wishlistRoutes } from './routes/wishlists'
import { ensureSeeded } from './seed/database'

/** Each contract, the name fault rules give it, and the path of the storefront's base URL for it. */
const SERVICES: readonly { name: FaultService; base: string; routes: Hono<{ Bindings: MockEnv }> }[] = [
  { name: 'content', base: '/content', routes: contentRoutes },
  { name: 'catalogue', base: '/api', routes: catalogueRoutes },
  { name: 'community', base: '/api', routes: communityRoutes },
  { name: 'cart', base: '/api', routes: commerceRoutes },
  { name: 'cart', base: '/api', routes: cartWithItemRoutes },
  { name: 'cart', base: '/api', routes: reserveWithItemRoutes },
  { name: 'cart', base: '/api', routes: deviceFingerprintRoutes },
  { name: 'cart', base: '/api', routes: checkoutRoutes },
  { name: 'cart', base: '/api', routes: orderRoutes },
  { name: 'cart', base: '/api', routes: paymentSessionRoutes },
  { name: 'cart', base: '/api', routes: priceAdjustmentRoutes },
  { name: 'consumers', base: '/api', routes: consumerRoutes },
  { name: 'consumers', base: '/api', routes: consumerSignUpRoutes },
  { name: 'consumers', base: '/api', routes: consumerProfileRoutes },
  { name: 'consumers', base: '/api', routes: consumerAddressRoutes },
  { name: 'consumers', base: '/api', routes: passwordRoutes },
  { name: 'consumers', base: '/api', routes: associateRoutes },
  { name: 'consumers', base: '/api', routes: walletRoutes },
  { name: 'consumers', base: '/api', routes: warrantyRoutes },
  { name: 'consumers', base: '/api', routes: orderHistoryRoutes },
  { name: 'consumers', base: '/api', routes: loyaltyRoutes },
  { name: 'stores', base: '/api', routes: storeRoutes },
  { name: 'utilities', base: '/api', routes: utilityRoutes },
  { name: 'utilities', base: '/api', routes: contactUsRoutes },
  { name: 'utilities', base: '/address-formats', routes: addressFormatRoutes },
  { name: 'wishlists', base: '/api', routes: wishlistRoutes },
  { name: 'frontend', base: '/fapi', routes: frontendRoutes },
  { name: 'media', base: '/media', routes: mediaRoutes },
  { name: 'experimentation', base: '/experimentation', routes: experimentationRoutes },
  { name: 'experimentation', base: '/experimentation', routes: datafileRoutes },
  { name: 'personalization', base: '/personalization', routes: personalizationRoutes },
  { name: 'social', base: '/social', routes: socialRoutes },
]

const app = new Hono<{ Bindings: MockEnv }>()

/** Paths outside the access key: media, and the experimentation service (a third party's contract, own keys). */
const OPEN_PATHS = ['/media/', '/experimentation/']

app.use('*', async (c, next) => {
  const open = OPEN_PATHS.some((prefix) => c.req.path.startsWith(prefix))
  if (!open && c.req.header('x-api-key') !== c.env.EXPECTED_ACCESS_KEY) {
    return apiError(c, 400, 'API400', 'Missing or unknown client id')
  }
  await next()
})
// A contract answers JSON: a caller that takes nothing of the kind is told so (API406).
app.use('/api/*', async (c, next) => {
  if (!acceptsJson(c.req.header('accept')))
    return apiError(c, 406, 'API406', `Answers are application/json, not ${c.req.header('accept')}`)
  await next()
})
// A contract reads JSON: a body sent as anything else is refused before any route reads it (API415).
app.use('/api/*', async (c, next) => {
  const type = c.req.header('content-type')
  if (type && !isJson(type))
    return apiError(c, 415, 'API415', `Bodies are application/json, not ${type.split(';')[0]?.trim()}`)
  await next()
})
app.route('/__faults', faultRoutes)
app.route('/__replay', replayRoutes)
app.use('*', async (c, next) => {
  await ensureSeeded(c.env.DB)
  await next()
})
app.route('/__dev/outbox', devOutboxRoutes)
app.route('/__dev/performance', devPerformanceRoutes)
app.route('/__dev/experimentation', devExperimentationRoutes)
app.route('/__dev/associates', devAssociateRoutes)
app.route('/__dev/orders', devOrderRoutes)
app.route('/__dev/stock', devStockRoutes)
app.route('/__dev/price', devPriceRoutes)
app.route('/__dev/clock', devClockRoutes)
app.route('/__dev/personalization', devPersonalizationRoutes)
app.use('/api/cart/*', cartOwnership())
// Before the media service, whose images answer every other `/media/*` path.
app.route('/', filmRoutes)
app.route('/', socialPictureRoutes)
for (const service of SERVICES) app.route('/', service.routes)

app.notFound((c) => {
  const allowed = allowedMethods(c.req.method, c.req.path)
  if (allowed.length === 0) return apiError(c, 404, 'API404', `No route for ${c.req.method} ${c.req.path}`)
  c.header('allow', allowed.join(', '))
  return apiError(c, 405, 'API405', `${c.req.method} is not allowed on ${c.req.path}`)
})
app.onError((error, c) => {
  console.error('mock-api error', c.req.method, c.req.path, error)
  return apiError(c, 500, 'GEN500', 'Internal error')
})

/** Whether an Accept header takes JSON: none sent, a wildcard, or a JSON type. */
/** Whether a media type (parameters and all) is JSON: `application/json`, or a `+json` type. */
function isJson(mediaType: string) {
  const type = (mediaType.split(';')[0] ?? '').trim().toLowerCase()
  return type === 'application/json' || type.endsWith('+json')
}

function acceptsJson(accept: string | undefined) {
  if (!accept?.trim()) return true
  return accept.split(',').some((part) => {
    const type = (part.split(';')[0] ?? '').trim().toLowerCase()
    return type === '*/*' || type === 'application/*' || isJson(type)
  })
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * The methods a contract has routes for at a path it has none for under `method`: empty for a path no contract
 * knows. A service's middleware matches every method alike, so only routes that match more than it count.
 */
function allowedMethods(method: string, path: string): string[] {
  const matchesOf = (verb: string) =>
    SERVICES.reduce((count, service) => count + service.routes.router.match(verb, path)[0].length, 0)
  const own = matchesOf(method)
  return METHODS.filter((verb) => verb !== method && matchesOf(verb) > own)
}

/** The service whose contract has a route for the request (its router matches), found only when faults are set. */
const serviceOf: ServiceOf = (method, path) => {
  for (const service of SERVICES) {
    const [matches] = service.routes.router.match(method, path)
    if (matches.length > 0) return service
  }
  return null
}

export default {
  fetch(request: Request, env: MockEnv, ctx: ExecutionContext): Promise<Response> {
    const dropAs = env.BEHIND_SERVICE_BINDING === 'true' ? 'broken-body' : 'failed-fetch'
    return withReplay(request, (asked) =>
      withFaults(asked, { serviceOf, dropAs }, async (faulty) => app.fetch(faulty, env, ctx)),
    )
  },
} satisfies ExportedHandler<MockEnv>

export { OrderReconciler } from './orders/reconciler'
