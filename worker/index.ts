import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { context, logEvent } from './context'
import { guard } from './middleware/guard'
import { preview } from './middleware/preview'
import { requestContext } from './middleware/request-context'
import { sameOriginMutations } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { session } from './middleware/session'
import { shop } from './middleware/shop'
import { articlesApi } from './routes/api-articles'
import { cartApi } from './routes/api-cart'
import { compareApi } from './routes/api-compare'
import { contentPurgeApi } from './routes/api-content-purge'
import { eventsApi, newsletterApi } from './routes/api-engagement'
import { apiErrorBody } from './routes/api-errors'
import { favoritesApi } from './routes/api-favorites'
import { previewApi } from './routes/api-preview'
import { productsApi } from './routes/api-products'
import { savedApi } from './routes/api-saved'
import { searchApi } from './routes/api-search'
import { storesApi } from './routes/api-stores'
import { devUpstreamFaultRoutes } from './routes/dev-upstream-faults'
import { renderErrorPage } from './routes/errors'
import { healthRoutes } from './routes/health'
import { mediaRoutes } from './routes/media'
import { pageRoutes } from './routes/pages'
import { rootRoutes } from './routes/root'
import { seoRoutes } from './routes/seo'
import type { AppEnv } from './types'
import { UpstreamError } from './upstream/errors'

const app = new Hono<AppEnv>()

app.use('*', requestContext())
app.use('*', securityHeaders())
app.use('*', shop())
app.use('*', session())
app.use('*', preview())
app.use('*', context())
app.use('*', guard())
app.route('/api/content', contentPurgeApi) // signed server to server: answered before the same-origin guard
app.use('/api/*', sameOriginMutations())

app.route('/healthz', healthRoutes)
app.route('/__dev/upstream-faults', devUpstreamFaultRoutes) // development only: 404 in production
app.route('/api/articles', articlesApi)
app.route('/api/cart', cartApi)
app.route('/api/compare', compareApi)
app.route('/api/events', eventsApi)
app.route('/api/favorites', favoritesApi)
app.route('/api/newsletter', newsletterApi)
app.route('/api/preview', previewApi)
app.route('/api/saved-for-later', savedApi)
app.route('/api/search', searchApi)
app.route('/api/products', productsApi)
app.route('/api/stores', storesApi)
app.route('/media', mediaRoutes)
app.route('/', seoRoutes)
app.route('/', rootRoutes)
app.route('/', pageRoutes)

app.notFound((c) =>
  c.req.path.startsWith('/api/')
    ? c.json(apiErrorBody(c, 'API404', 'Not found'), 404)
    : renderErrorPage(c, 'not-found'),
)

app.onError((error, c) => {
  const api = c.req.path.startsWith('/api/')
  if (error instanceof HTTPException && error.status < 500) {
    if (api) return c.json(apiErrorBody(c, `API${error.status}`, error.message), error.status)
    return renderErrorPage(c, error.status === 404 ? 'not-found' : 'bad-request')
  }
  const detail =
    error instanceof UpstreamError
      ? {
          errorId: error.errorId,
          operation: error.operation,
          correlationId: error.correlationId,
          status: error.status,
        }
      : {}
  if (c.var.requestId)
    logEvent(c, 'error', error.message, { name: error.name, ...detail, cause: String(error.cause ?? '') })
  else console.error(JSON.stringify({ level: 'error', message: error.message, name: error.name }))
  if (api) return c.json(apiErrorBody(c, 'GEN500', 'The service is unavailable, please try again'), 502)
  return renderErrorPage(c, 'server')
})

export default app
