import { Hono } from 'hono'
import { type ProductPayload, quickShopOptions } from '../../shared/catalogue/quick-shop'
import { LOCALE_CODES } from '../../shared/i18n/locales'
import { parseProductPath } from '../../shared/page-type'
import { PAYLOAD_FILE, payloadPath } from '../../shared/routes'
import { inventories, isShowcase, offeredItem } from '../loaders/recommended-products'
import { ApiError } from '../services/api-error'
import type { AppEnv } from '../types'
import { apiErrorResponse } from './api/responder'

/** How long a browser or a shared cache may keep a product's payload: its stock moves, and the bag checks it again. */
const PAYLOAD_MAX_AGE = 60

/**
 * `GET {page path}/_payload.json`: a page's data without its HTML (spec 2 §7, decision 108), read through the same
 * catalogue client and KV cache as the page. Product pages have one, which the upsell's quick shop reads when a
 * shopper opens it; any other page answers 404 until something in the browser needs its data. A payload is the same
 * for every shopper of a site and locale: it holds nothing of a session (no bag, no sign-in, no token), so it may be
 * kept by shared caches for a minute, except in preview or for a store associate. A product path with an old slug
 * is sent to its payload at the product's own path, as the page is.
 */
export const payloadRoutes = new Hono<AppEnv>()

/**
 * A locale's product payloads, mounted under each served locale's path as a literal: a `/:locale` parameter beside
 * `/api` and the other literals would cost the app its regular-expression router (decision 110).
 */
const localePayloads = new Hono<AppEnv>()

localePayloads.get(`/p/:product/${PAYLOAD_FILE}`, async (c) => {
  const pagePath = c.req.path.slice(0, -(PAYLOAD_FILE.length + 1))
  const locale = pagePath.split('/')[1] ?? ''
  const params = parseProductPath(pagePath)
  if (!c.var.brand.locales.includes(locale) || !params)
    return apiErrorResponse(c, new ApiError('API404', { text: 'No such page' }))
  // A catalogue that fails is answered as the API answers it (a 503 in JSON), never as an error page.
  let product: Awaited<ReturnType<typeof c.var.services.catalogue.getProduct>>
  try {
    product = await c.var.services.catalogue.getProduct(params.styleCode)
  } catch (error) {
    return apiErrorResponse(c, error)
  }
  if (!product) return apiErrorResponse(c, new ApiError('API404', { text: 'Unknown product' }))
  if (pagePath !== product.url) return c.redirect(payloadPath(product.url), 301)
  // Each size's stock from the catalogue's inventory (decision 109), which a showcase site skips.
  const showcase = isShowcase(c)
  const stock = showcase ? null : ((await inventories(c, [product.styleCode])).get(product.styleCode) ?? null)
  const item = offeredItem(product, showcase, stock)
  const payload: ProductPayload = {
    pageType: 'product',
    path: product.url,
    styleCode: product.styleCode,
    name: product.name,
    ...quickShopOptions({ ...item, colours: item.product.colours }),
  }
  const personal = c.var.preview !== null || c.var.previewClaims !== null || c.var.associate !== null
  c.header('cache-control', personal ? 'private, no-store' : `public, max-age=${PAYLOAD_MAX_AGE}`)
  return c.json(payload)
})

for (const code of LOCALE_CODES) payloadRoutes.route(`/${code}`, localePayloads)

/** Any other page's payload: none yet. */
payloadRoutes.get('*', (c, next) =>
  c.req.path.endsWith(`/${PAYLOAD_FILE}`)
    ? apiErrorResponse(c, new ApiError('API404', { text: 'No payload' }))
    : next(),
)
