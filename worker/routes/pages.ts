/**
 * Page routing: every path under a locale is dispatched on its page type, detected by the same pure function
 * the client and analytics use (`shared/page-type.ts`). The table is exhaustive, so a new page type without a
 * route fails the type check.
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { getLocale } from '../../shared/locales'
import { detectPageType, type RoutablePageType } from '../../shared/page-type'
import type { AppContext, AppEnv } from '../types'
import { accountRoute } from './account'
import { cartRoute } from './cart'
import { categoryRoute } from './category'
import { checkoutRoute } from './checkout'
import { contentRoute } from './content'
import { homeRoute } from './home'
import { orderConfirmationRoute } from './order-confirmation'
import { productRoute } from './product'
import { searchRoute } from './search'
import { searchHubRoute } from './search-hub'

const PAGE_ROUTES: Record<RoutablePageType, (c: AppContext) => Promise<Response>> = {
  home: homeRoute,
  product: productRoute,
  category: categoryRoute,
  cart: cartRoute,
  account: accountRoute,
  search: searchRoute,
  'search-hub': searchHubRoute,
  'order-confirmation': orderConfirmationRoute,
  checkout: checkoutRoute,
  other: contentRoute,
}

export const pageRoutes = new Hono<AppEnv>()

pageRoutes.get('*', async (c) => {
  const path = c.req.path
  const [, segment = ''] = path.split('/')
  const locale = getLocale(segment)
  if (!locale || !c.var.brand.locales.includes(locale.code))
    throw new HTTPException(404, { message: 'No shop at this locale' })
  const search = new URL(c.req.url).search
  if (segment !== locale.code)
    return c.redirect(`/${locale.code}${path.slice(segment.length + 1)}${search}`, 301)
  if (path.length > 1 && path.endsWith('/')) return c.redirect(`${path.replace(/\/+$/, '')}${search}`, 301)
  return PAGE_ROUTES[detectPageType(path)](c)
})
