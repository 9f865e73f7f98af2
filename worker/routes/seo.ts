/**
 * `robots.txt`, the sitemaps (an index with one sitemap per locale of the brand, each listing the home page, every
 * category and every product, with hreflang alternates for the other locales) and `/favicon.ico`.
 */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { getSiteId } from '../../shared/brands'
import { LOCALES } from '../../shared/i18n/locales'
import { swapLocale } from '../../shared/routes'
import { brandIconSvg, escapeHtml } from '../render/document'
import type { AppEnv } from '../types'

export const seoRoutes = new Hono<AppEnv>()

const SITEMAP_PAGE = 96
const MAX_PRODUCTS = 20_000

seoRoutes.get('/robots.txt', (c) => {
  const origin = new URL(c.req.url).origin
  const production = c.var.config.ENVIRONMENT === 'production'
  const rules = production
    ? ['User-agent: *', 'Disallow: /api/', 'Disallow: /*?*sort=', 'Allow: /']
    : ['User-agent: *', 'Disallow: /']
  c.header('cache-control', 'public, max-age=3600')
  return c.text(`${[...rules, '', `Sitemap: ${origin}/sitemap.xml`].join('\n')}\n`)
})

// The brand's icon for what asks for it without reading a page (a feed reader, a bookmark, a JSON answer opened in a
// tab): the same mark the pages name in their icon link.
seoRoutes.get('/favicon.ico', (c) => {
  c.header('content-type', 'image/svg+xml')
  c.header('cache-control', 'public, max-age=86400')
  return c.body(brandIconSvg(c.var.brand))
})

seoRoutes.get('/sitemap.xml', (c) => {
  const origin = new URL(c.req.url).origin
  const entries = c.var.brand.locales
    .map((code) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${code}.xml`)}</loc></sitemap>`)
    .join('')
  c.header('content-type', 'application/xml; charset=utf-8')
  c.header('cache-control', 'public, max-age=3600')
  return c.body(
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`,
  )
})

seoRoutes.get('/sitemaps/:file{[a-z]{2}-[a-z0-9]{2,3}\\.xml}', async (c) => {
  const code = c.req.param('file').replace(/\.xml$/, '')
  if (code !== c.var.locale.code || !c.var.brand.locales.includes(code))
    throw new HTTPException(404, { message: 'No sitemap for this locale' })
  const { catalogue } = c.var.services
  const origin = new URL(c.req.url).origin
  const categories = Object.values(await catalogue.getCategories())
  const products: string[] = []
  for (let start = 0; start < MAX_PRODUCTS; start += SITEMAP_PAGE) {
    const page = await catalogue.searchProducts({ start, count: SITEMAP_PAGE })
    products.push(...page.products.map((product) => product.url))
    if (start + SITEMAP_PAGE >= page.total || page.products.length === 0) break
  }
  const alternates = (path: string) =>
    c.var.brand.locales
      .map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALES[other]?.bcp47 ?? other}" href="${escapeHtml(origin + swapLocale(path, other))}"/>`,
      )
      .join('')
  const url = (path: string) => `<url><loc>${escapeHtml(origin + path)}</loc>${alternates(path)}</url>`
  const body = [`/${code}`, ...categories.map((category) => category.url), ...products].map(url).join('')
  c.header('content-type', 'application/xml; charset=utf-8')
  c.header('cache-control', 'public, max-age=3600')
  c.header('x-site-id', getSiteId(c.var.brand, c.var.locale))
  return c.body(
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`,
  )
})
