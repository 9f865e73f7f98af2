import type { MiddlewareHandler } from 'hono'
import { LOCALE_HEADER } from '../../shared/api-contract'
import { getBrandForHost, getSiteId } from '../../shared/brands'
import { getTranslator } from '../../shared/i18n/i18n'
import { getLocale, LOCALES } from '../../shared/i18n/locales'
import { negotiateLocale } from '../../shared/i18n/negotiate-locale'
import { logEvent } from '../log'
import { loadMessages, MessagesUnavailableError } from '../messages'
import type { AppEnv } from '../types'

/**
 * Resolves the brand from the host name and the locale from the first path segment. Requests without a served
 * locale in the path (the API, unknown paths) get the locale the visitor would be sent to from `/`, so their
 * error pages speak the visitor's language; the routes decide whether such a path is a 404. The locale's language
 * is loaded here, before anything renders (the first request in a language imports its module; decisions 116 and
 * 121).
 */
export function shop(): MiddlewareHandler<AppEnv> {
  return async function shop(c, next) {
    const brand = getBrandForHost(new URL(c.req.url).hostname)
    const segment = c.req.path.split('/')[1] ?? ''
    // API calls name the locale of the page they come from (a header from islands, `?locale=` from plain
    // forms), so carts and messages follow the page.
    const sitemap = /^\/sitemaps\/([a-z]{2}-[a-z0-9]{2,3})\.xml$/.exec(c.req.path)?.[1]
    const api = c.req.path.startsWith('/api/')
    const header = api ? c.req.header(LOCALE_HEADER) : undefined
    const query = api && header === undefined ? c.req.query('locale') : undefined
    const named = sitemap ?? (api ? (header ?? query ?? '') : segment)
    const fromPath = getLocale(named)
    const explicit = fromPath && brand.locales.includes(fromPath.code) ? fromPath : null
    const locale =
      explicit ??
      (LOCALES[
        negotiateLocale({
          acceptLanguage: c.req.header('accept-language'),
          country: c.req.header('cf-ipcountry') ?? (c.req.raw as { cf?: { country?: string } }).cf?.country,
          locales: brand.locales,
        })
      ] ||
        (LOCALES[brand.locales[0] as string] as NonNullable<typeof fromPath>))
    c.set(
      'localeSource',
      !explicit ? 'negotiated' : header !== undefined ? 'header' : query !== undefined ? 'query' : 'path',
    )
    c.set('brand', brand)
    c.set('locale', locale)
    c.set('siteId', getSiteId(brand, locale))
    const messages = await loadMessages(locale.language, ({ language, error }) =>
      logEvent(
        c,
        'error',
        language === 'en'
          ? 'Messages not loaded: English pages, and pages of a language that failed, answer 503'
          : 'Messages not loaded: pages in this language are shown in English',
        { language, error: String(error) },
      ),
    )
    // No words at all: the static error page answers (app.onError), whose words are in the script.
    if (!messages) throw new MessagesUnavailableError(locale.language)
    c.set('t', getTranslator(locale, messages))
    await next()
  }
}
