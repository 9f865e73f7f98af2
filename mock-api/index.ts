/**
 * The mock API: one worker implementing the upstream contracts the storefront calls (content service,
 * catalogue, cart and media), with real state in D1 and a generated demo catalogue. Bound to the storefront in
 * development and tests only.
 */
import { Hono } from 'hono'
import type { MockEnv } from './env'
import { apiError } from './errors'
import { cartRoutes } from './routes/cart'
import { catalogueRoutes } from './routes/catalogue'
import { communityRoutes } from './routes/community'
import { contentRoutes } from './routes/content'
import { engagementRoutes } from './routes/engagement'
import { frontendRoutes } from './routes/frontend'
import { mediaRoutes } from './routes/media'
import { saveForLaterRoutes } from './routes/save-for-later'
import { storeRoutes } from './routes/stores'
import { utilityRoutes } from './routes/utilities'
import { wishlistRoutes } from './routes/wishlists'
import { ensureSeeded } from './seed/database'

const app = new Hono<{ Bindings: MockEnv }>()

app.use('*', async (c, next) => {
  if (!c.req.path.startsWith('/media/') && c.req.header('x-api-key') !== c.env.EXPECTED_ACCESS_KEY) {
    return apiError(c, 400, 'API400', 'Missing or unknown client id')
  }
  await ensureSeeded(c.env.DB)
  await next()
})

app.route('/', contentRoutes)
app.route('/', catalogueRoutes)
app.route('/', communityRoutes)
app.route('/', cartRoutes)
app.route('/', saveForLaterRoutes)
app.route('/', mediaRoutes)
app.route('/', storeRoutes)
app.route('/', frontendRoutes)
app.route('/', utilityRoutes)
app.route('/', engagementRoutes)
app.route('/', wishlistRoutes)

app.notFound((c) => apiError(c, 404, 'API404', `No route for ${c.req.method} ${c.req.path}`))
app.onError((error, c) => {
  console.error('mock-api error', c.req.method, c.req.path, error)
  return apiError(c, 500, 'GEN500', 'Internal error')
})

export default app
