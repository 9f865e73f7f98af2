import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { context } from './context'
import type { Bindings } from './env'
import { logEvent } from './log'
import { MessagesUnavailableError } from './messages'
import { apiCacheControl, isApiPath } from './middleware/api-cache'
import { associate } from './middleware/associate'
import { channel } from './middleware/channel'
import { consent } from './middleware/consent'
import { decisions } from './middleware/decisions'
import { guard } from './middleware/guard'
import { preview } from './middleware/preview'
import { requestContext } from './middleware/request-context'
import { sameOriginMutations } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { session } from './middleware/session'
import { shop } from './middleware/shop'
import { variablesView } from './middleware/variables-view'
import { queue } from './queue'
import { accountApi } from './routes/api/account'
import { articlesApi } from './routes/api/articles'
import { associateApi, associateStatusApi } from './routes/api/associate'
import { cartApi } from './routes/api/cart'
import { checkoutApi } from './routes/api/checkout'
import { compareApi } from './routes/api/compare'
import { consentApi } from './routes/api/consent'
import { contentPurgeApi } from './routes/api/content-purge'
import { eventsApi, newsletterApi } from './routes/api/engagement'
import { enrolmentApi } from './routes/api/enrolment'
import { favoritesApi } from './routes/api/favorites'
import { helpApi } from './routes/api/help'
import { loyaltyApi } from './routes/api/loyalty'
import { orderStatusApi, ordersApi } from './routes/api/orders'
import { passwordApi } from './routes/api/password'
import { performanceApi } from './routes/api/performance'
import { personalizationApi } from './routes/api/personalization'
import { photoSetsApi, photosApi } from './routes/api/photos'
import { previewApi } from './routes/api/preview'
import { priceAdjustmentApi } from './routes/api/price-adjustments'
import { productsApi } from './routes/api/products'
import { profileApi } from './routes/api/profile'
import { apiErrorResponse } from './routes/api/responder'
import { savedApi } from './routes/api/saved-for-later'
import { searchApi } from './routes/api/search'
import { searchEventsApi } from './routes/api/search-events'
import { storesApi } from './routes/api/stores'
import { walletApi } from './routes/api/wallet'
import { buildRoutes } from './routes/builds'
import { devSessionRoutes } from './routes/dev-session'
import { devUpstreamFaultRoutes, devUpstreamReplayRoutes } from './routes/dev-upstream-switchboards'
import { filmRoutes } from './routes/films'
import { pageActions } from './routes/forms'
import { gpcRoutes } from './routes/gpc'
import { healthRoutes } from './routes/health'
import { mediaRoutes } from './routes/media'
import { pageRoutes } from './routes/pages'
import { renderErrorPage } from './routes/pages/errors'
import { payloadRoutes } from './routes/payloads'
import { rootRoutes } from './routes/root'
import { seoRoutes } from './routes/seo'
import { ApiError } from './services/api-error'
import type { AppEnv } from './types'
import { apiErrorEvent, UpstreamError } from './upstream/errors'

export { PendingExperimentEvents } from './pending-events'
export { PurgeLedger } from './purge-ledger'
export { AssociateSessions } from './session/associate-sessions'
export { CustomerSessions } from './session/customer-sessions'
export { SessionObject } from './session/object'

// Hono's regular-expression router: one match for every route (decision 110). It refuses a literal beside a
// parameter at the same place in a path, which `tests/integration/router.test.ts` names before a request meets it.
const app = new Hono<AppEnv>({ router: new RegExpRouter() })

// `c.var` without a copy of every variable at each read, for every middleware and route after it.
app.use('*', variablesView())
// First after it, so that it runs last: it decides who may keep the answer once every cookie is set.
app.use('*', apiCacheControl())
app.use('*', requestContext())
app.use('*', securityHeaders())
app.use('*', shop())
app.use('*', channel())
app.use('*', session())
app.use('*', associate())
app.use('*', preview())
app.use('*', consent())
// The request's clients first: the decisions ask the experimentation service through them.
app.use('*', context())
app.use('*', decisions())
app.use('*', guard())
app.route('/api/content', contentPurgeApi) // signed server to server: answered before the same-origin guard
app.route('/api/associates', associateStatusApi) // signed server to server, likewise
app.route('/api/catalogue', searchEventsApi) // signed server to server, likewise
app.use('/api/*', sameOriginMutations())
app.use('/__dev/*', sameOriginMutations())

app.route('/healthz', healthRoutes)
app.route('/', buildRoutes)
app.route('/', payloadRoutes)
app.route('/__dev/upstream-faults', devUpstreamFaultRoutes) // development only: 404 in production
app.route('/__dev/upstream-replay', devUpstreamReplayRoutes) // likewise
app.route('/api/account', accountApi)
app.route('/api/account', passwordApi)
app.route('/api/account', enrolmentApi)
app.route('/api/account', loyaltyApi)
app.route('/api/account/payment-methods', walletApi)
app.route('/api/account', profileApi)
app.route('/api/articles', articlesApi)
app.route('/api/associate', associateApi)
app.route('/api/cart/price-adjustments', priceAdjustmentApi)
app.route('/api/cart', cartApi)
app.route('/api/checkout', checkoutApi)
app.route('/api/compare', compareApi)
app.route('/api/consent', consentApi)
app.route('/api/events', eventsApi)
app.route('/api/favorites', favoritesApi)
app.route('/api/help', helpApi)
app.route('/api/newsletter', newsletterApi)
app.route('/api/orders', ordersApi)
app.route('/api/order-status', orderStatusApi)
app.route('/api/personalization', personalizationApi)
app.route('/api/preview', previewApi)
app.route('/api/saved-for-later', savedApi)
app.route('/api/search', searchApi)
app.route('/api/photos', photosApi)
app.route('/api/photo-sets', photoSetsApi)
app.route('/api/products', productsApi)
app.route('/api/performance', performanceApi)
app.route('/api/stores', storesApi)
app.route('/__dev/session', devSessionRoutes)
app.route('/media/film', filmRoutes)
app.route('/media', mediaRoutes)
app.route('/', seoRoutes)
app.route('/', gpcRoutes)
app.route('/', rootRoutes)
app.route('/', pageActions)
app.route('/', pageRoutes)

app.notFound((c) =>
  isApiPath(c.req.path)
    ? apiErrorResponse(c, new ApiError('API404', { text: 'Not found' }))
    : renderErrorPage(c, 'not-found'),
)

app.onError((error, c) => {
  if (isApiPath(c.req.path)) return apiErrorResponse(c, error)
  if (error instanceof HTTPException && error.status < 500)
    return renderErrorPage(c, error.status === 404 ? 'not-found' : 'bad-request')
  // A page whose critical data no upstream (and no cached copy) can give, or whose words could not be loaded, is
  // unavailable for now: a 503 to retry.
  const unavailable =
    (error instanceof UpstreamError && (error.status >= 500 || error.status === 0)) ||
    error instanceof MessagesUnavailableError
  const detail = error instanceof UpstreamError ? apiErrorEvent(error) : {}
  if (c.var.requestId)
    logEvent(c, unavailable ? 'warn' : 'error', error.message, {
      name: error.name,
      ...detail,
      cause: String(error.cause ?? ''),
    })
  else console.error(JSON.stringify({ level: 'error', message: error.message, name: error.name }))
  return renderErrorPage(c, unavailable ? 'unavailable' : 'server')
})

/** The app itself, for tests that read its routes. */
export { app }

export default { fetch: app.fetch, queue } satisfies ExportedHandler<Bindings>
