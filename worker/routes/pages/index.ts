/**
 * Page routing: every path under a locale is dispatched on its page type, detected by the same pure function
 * the client and analytics use (`shared/page-type.ts`). The table is exhaustive, so a new page type without a
 * route fails the type check. The shop's own pages among content slugs (decision 008) have a table of their
 * own beside it, by the first segment after the locale. Each route gets the path's segments after the ones
 * that chose it, so a page type can have sub-routes (the shared favorites list; checkout steps and account
 * sections next).
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { getLocale } from '../../../shared/i18n/locales'
import { detectPageType, type RoutablePageType } from '../../../shared/page-type'
import type { AppContext, AppEnv } from '../../types'
import { accountRoute } from './account'
import { associateLoginRoute } from './associate-login'
import { cartRoute } from './cart'
import { categoryRoute } from './category'
import { checkoutRoute } from './checkout'
import { compareRoute } from './compare'
import { contentRoute, LANDING_PAGES, landingPageRoute } from './content'
import { favoritesRoute } from './favorites'
import { footSizesRoute } from './foot-sizes'
import { helpRoute } from './help'
import { homeRoute } from './home'
import { locationRoute } from './location'
import { orderConfirmationRoute } from './order-confirmation'
import { orderStatusRoute } from './order-status'
import type { PageRoute } from './page-route'
import { forgotPasswordRoute, resetPasswordRoute } from './password'
import { photoRoute } from './photo'
import { photosRoute } from './photos'
import { previewToolRoute } from './preview-tool'
import { privacyChoicesRoute } from './privacy-choices'
import { productRoute } from './product'
import { reserveRoute } from './reserve'
import { searchRoute } from './search'
import { searchHubRoute } from './search-hub'
import { storeLocatorRoute } from './store-locator'

/** A route without sub-routes: anything after its own segments is a 404. */
const only =
  (route: (c: AppContext) => Promise<Response>): PageRoute =>
  (c, rest) => {
    if (rest.length > 0) throw new HTTPException(404, { message: 'No such page' })
    return route(c)
  }

/** The shop's own pages among content slugs, by the first segment after the locale (decision 008). */
const SHOP_PAGES: Readonly<Record<string, PageRoute>> = {
  stores: only(storeLocatorRoute),
  compare: only(compareRoute),
  favorites: favoritesRoute,
  'foot-sizes': only(footSizesRoute),
  'preview-tool': only(previewToolRoute),
  'forgot-password': only(forgotPasswordRoute),
  'reset-password': only(resetPasswordRoute),
  'associate-login': only(associateLoginRoute),
  // Contact us and the warranty form; any other help slug goes on to the content service.
  help: helpRoute,
  'order-status': only(orderStatusRoute),
  'privacy-choices': only(privacyChoicesRoute),
  location: only(locationRoute),
  // A product's photos and a shopper's shared set of photos (decision 106).
  photos: photosRoute,
  // A shopper's photo on a page of its own, where a thumbnail leads without JavaScript (decision 114).
  photo: photoRoute,
  // The content service's augmented pages the shop shows as landing pages (decision 102).
  ...Object.fromEntries(LANDING_PAGES.map((name) => [name, only((c) => landingPageRoute(c, name))])),
}

const PAGE_ROUTES: Record<RoutablePageType, PageRoute> = {
  home: only(homeRoute),
  // The product and category paths carry their ids in all their segments; their routes parse the whole path.
  product: (c) => productRoute(c),
  category: (c) => categoryRoute(c),
  cart: only(cartRoute),
  account: (c, rest) => accountRoute(c, rest),
  search: only(searchRoute),
  'search-hub': only(searchHubRoute),
  'order-confirmation': only(orderConfirmationRoute),
  checkout: checkoutRoute,
  reserve: (c, rest) => reserveRoute(c, rest),
  other: (c, segments) => {
    const [first = '', ...rest] = segments
    const shopPage = Object.hasOwn(SHOP_PAGES, first) ? SHOP_PAGES[first] : undefined
    return shopPage ? shopPage(c, rest) : contentRoute(c, segments)
  },
}

export const pageRoutes = new Hono<AppEnv>()

pageRoutes.get('*', (c) => renderPageAt(c))

/**
 * The page at the request's path, as a GET of it answers. A form every page may carry (the newsletter block's,
 * worker/routes/forms/newsletter.ts) renders the page it was posted to again by it, with its refusal.
 */
export async function renderPageAt(c: AppContext): Promise<Response> {
  const path = c.req.path
  const [, segment = ''] = path.split('/')
  const locale = getLocale(segment)
  if (!locale || !c.var.brand.locales.includes(locale.code))
    throw new HTTPException(404, { message: 'No shop at this locale' })
  const search = new URL(c.req.url).search
  if (segment !== locale.code)
    return c.redirect(`/${locale.code}${path.slice(segment.length + 1)}${search}`, 301)
  if (path.length > 1 && path.endsWith('/')) return c.redirect(`${path.replace(/\/+$/, '')}${search}`, 301)
  const type = detectPageType(path)
  const segments = path.split('/').filter(Boolean).slice(1)
  // Section page types (cart, account, checkout...) are chosen by their first segment; the rest is theirs.
  const rest = type === 'home' || type === 'other' ? segments : segments.slice(1)
  return PAGE_ROUTES[type](c, rest)
}
