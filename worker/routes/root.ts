import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { chosenLocale, LOCATION_COOKIE } from '../../shared/i18n/location'
import { negotiateLocale } from '../../shared/i18n/negotiate-locale'
import type { AppEnv } from '../types'

/**
 * `/` sends the visitor to the locale they chose in the location selector (the location cookie), else to the best
 * locale of the brand for their languages and country: a 302 that varies on Accept-Language and Cookie, never stored.
 * It never points back at `/`.
 */
export const rootRoutes = new Hono<AppEnv>()

rootRoutes.get('/', (c) => {
  const locale =
    chosenLocale(getCookie(c, LOCATION_COOKIE), c.var.brand.locales) ??
    negotiateLocale({
      acceptLanguage: c.req.header('accept-language'),
      country: c.req.header('cf-ipcountry') ?? (c.req.raw as { cf?: { country?: string } }).cf?.country,
      locales: c.var.brand.locales,
    })
  const query = new URL(c.req.url).search
  c.header('vary', 'Accept-Language, Cookie')
  c.header('cache-control', 'private, no-store')
  return c.redirect(`/${locale}${query}`, 302)
})
