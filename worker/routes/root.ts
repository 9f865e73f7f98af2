import { Hono } from 'hono'
import { negotiateLocale } from '../../shared/i18n/negotiate-locale'
import type { AppEnv } from '../types'

/**
 * `/` sends the visitor to the best locale of the brand: a 302 that varies on Accept-Language, so shared caches
 * keep one answer per language. It never points back at `/`.
 */
export const rootRoutes = new Hono<AppEnv>()

rootRoutes.get('/', (c) => {
  const locale = negotiateLocale({
    acceptLanguage: c.req.header('accept-language'),
    country: c.req.header('cf-ipcountry') ?? (c.req.raw as { cf?: { country?: string } }).cf?.country,
    locales: c.var.brand.locales,
  })
  const query = new URL(c.req.url).search
  c.header('vary', 'Accept-Language')
  c.header('cache-control', 'private, no-store')
  return c.redirect(`/${locale}${query}`, 302)
})
