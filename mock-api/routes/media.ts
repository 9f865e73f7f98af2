/**
 * Generated images (decision 050): a product drawn by its type (tee, rain shell, hiking boot, tent, ...) in its
 * colour, in each of its views (`{colour}-{view}.svg`; `{colour}.svg` is the main view), and the content images of
 * the demo pages, landscapes in a theme and a brand's palette. Every SVG carries its own width and height so
 * pages can reserve the space.
 */
import { Hono } from 'hono'
import { editorialArt } from '../art/editorial'
import { productArt } from '../art/product-art'
import { productTypeOf, VIEWS, VIEWS_OF, type View } from '../art/product-types'
import { getProductForArt } from '../db/products'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { COLOURS } from '../seed/catalogue'

export const mediaRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/media')

mediaRoutes.use('*', async (c, next) => {
  await next()
  if (c.res.ok) {
    c.res.headers.set('Content-Type', 'image/svg+xml')
    c.res.headers.set('Cache-Control', 'public, max-age=86400')
  }
})

mediaRoutes.get('/product/:styleCode/:file{[0-9]{3}(-[a-z]{3,6})?\\.svg}', async (c) => {
  const styleCode = c.req.param('styleCode')
  const [colourCode, asked] = c.req
    .param('file')
    .replace(/\.svg$/, '')
    .split('-')
  const colour = COLOURS.find((entry) => entry.code === colourCode)
  const product = await getProductForArt(c.env.DB, styleCode)
  if (!product || !colour) return apiError(c, 404, 'API404', 'Image not found')
  const type = productTypeOf(product.name, product.kind)
  const views = VIEWS_OF[type]
  const view =
    asked === undefined ? views[0] : (VIEWS as readonly string[]).includes(asked) ? (asked as View) : null
  if (view === null || view === undefined || !views.includes(view))
    return apiError(c, 404, 'API404', 'Image not found')
  return c.body(
    productArt(type, view, colour.hex, styleCode, `${product.name}, ${colour.name}, ${view}`, product.name),
  )
})

mediaRoutes.get('/content/:file{[a-z0-9-]{1,40}\\.svg}', (c) =>
  c.body(editorialArt(c.req.param('file').replace(/\.svg$/, ''))),
)
