/**
 * The HTML document around a page: language, charset, viewport, title, description, canonical, hreflang
 * alternates for every locale of the brand, Open Graph, the brand's theme tokens, the stylesheet, the entry's module
 * preloads and the list of the chunks of the islands on the page. Written as a string, because it is static text
 * around the React shell.
 */
import { ISLAND_CHUNKS_ID } from '../../client/islands/names'
import type { Brand } from '../../shared/brands'
import { type JsonLd, serialiseJsonLd } from '../../shared/catalogue/structured-data'
import type { LocaleInfo } from '../../shared/i18n/locales'
import { LOCALES } from '../../shared/i18n/locales'
import type { PageType } from '../../shared/page-type'
import { swapLocale } from '../../shared/routes'

export interface HeadData {
  title: string
  description: string | null
  /** The page's path without tracking or sorting parameters. */
  canonicalPath: string
  /** False for pages that must not be indexed (errors, search results, previews). */
  indexable: boolean
  pageType: PageType
  image?: string | null
  /** schema.org data written into the head. */
  jsonLd?: JsonLd[]
}

/**
 * The head of a page no search engine should list (a shopper's own pages, the bag, the checkout, forms): no
 * description, not indexed.
 *
 * @example head: privateHead(t.t('page.cart.title'), c.req.path, 'cart')
 */
export const privateHead = (
  title: string,
  canonicalPath: string,
  pageType: PageType = 'other',
): HeadData => ({
  title,
  description: null,
  canonicalPath,
  indexable: false,
  pageType,
})

export interface DocumentContext {
  origin: string
  brand: Brand
  locale: LocaleInfo
  nonce: string
  stylesheets: string[]
  modulePreloads: string[]
  /**
   * The chunks of the islands that hydrate with the page, written as data (`#sf-island-chunks`) for the entry to
   * fetch when it starts, not preloaded: the first paint needs none of them (decision 123).
   */
  islandChunks?: string[]
  entryScript: string
  /** The build the page's scripts come from (`data-build`), whose app manifest a page checks when a chunk is gone. */
  buildId: string
  /**
   * The shopper consents to performance and analytics (decision 060): written on `<html>` as
   * `data-analytics="granted"`, which the browser's analytics (client/state/analytics.ts) reads before recording.
   */
  analytics: boolean
  /** The consent vendor's script (OneTrust's stub) and this site's id with it, loaded first; null: none. */
  consentScript: { src: string; domainId: string } | null
  /** The page sends its timings (the client-ingest flag is on, and the shopper consents to measuring). */
  ingest?: boolean
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML text and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string)

function themeCss(brand: Brand): string {
  const tokens = Object.entries(brand.theme.tokens)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';')
  return `:root{${tokens}}`.replace(/</g, '')
}

/** The brand's mark in its colour, as an SVG: the site's icon. */
export function brandIconSvg(brand: Brand): string {
  const colour = brand.theme.tokens['brand-primary'] ?? '#000'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${brand.logoMarkWidth} 32"><path d="${brand.logoPath}" fill="${colour}"/></svg>`
}

/** The brand's icon as a data URI, so a page's icon costs no request. */
const faviconDataUri = (brand: Brand) => `data:image/svg+xml,${encodeURIComponent(brandIconSvg(brand))}`

/**
 * Moves a streamed section into its hole and tells the islands script that new markup arrived. A section that
 * came back empty removes its hole (and its placeholder).
 */
export const SWAP_SCRIPT =
  "function __sfSwap(i){var s=document.querySelector('[data-sf-for=\"'+i+'\"]'),d=document.getElementById('sf-deferred-'+i);if(!s)return;if(d){while(s.firstChild)d.parentNode.insertBefore(s.firstChild,d);d.remove()}s.remove();document.dispatchEvent(new CustomEvent('storefront:section',{detail:i}))}"

/** Without JavaScript, sections stay where they arrived (after the page's content) and their holes are hidden. */
const NO_SCRIPT_STYLE = '.deferred{display:none}'

export function renderDocumentStart(head: HeadData, ctx: DocumentContext): string {
  const title = `${head.title} | ${ctx.brand.name}`
  const canonical = `${ctx.origin}${head.canonicalPath}`
  // A missing page has no other-language versions to point search engines to.
  const linksLanguages = head.pageType !== 'error'
  const alternates = (linksLanguages ? ctx.brand.locales : [])
    .map((code) => {
      const info = LOCALES[code]
      return info
        ? `<link rel="alternate" hreflang="${info.bcp47}" href="${escapeHtml(ctx.origin + swapLocale(head.canonicalPath, code))}">`
        : ''
    })
    .join('')
  const xDefault = linksLanguages
    ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(ctx.origin + swapLocale(head.canonicalPath, ctx.brand.locales[0] ?? ctx.locale.code))}">`
    : ''
  const description = head.description
    ? `<meta name="description" content="${escapeHtml(head.description)}">`
    : ''
  const ogDescription = head.description
    ? `<meta property="og:description" content="${escapeHtml(head.description)}">`
    : ''
  const ogImage = head.image
    ? `<meta property="og:image" content="${escapeHtml(head.image.startsWith('http') ? head.image : ctx.origin + head.image)}">`
    : ''
  const nonce = escapeHtml(ctx.nonce)
  return [
    '<!doctype html>',
    `<html lang="${ctx.locale.bcp47}" data-brand="${ctx.brand.id}" data-analytics="${ctx.analytics ? 'granted' : 'denied'}" data-build="${escapeHtml(ctx.buildId)}"${ctx.ingest ? ' data-ingest="on"' : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The consent vendor goes first, as its documentation asks, so it decides before any tag runs.
    ctx.consentScript
      ? `<script src="${escapeHtml(ctx.consentScript.src)}" data-domain-script="${escapeHtml(ctx.consentScript.domainId)}" charset="UTF-8" nonce="${escapeHtml(ctx.nonce)}"></script>`
      : '',
    `<title>${escapeHtml(title)}</title>`,
    description,
    head.indexable ? '' : '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    alternates,
    xDefault,
    `<meta property="og:type" content="${head.pageType === 'product' ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    ogDescription,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(ctx.brand.name)}">`,
    `<meta property="og:locale" content="${ctx.locale.bcp47.replace('-', '_')}">`,
    ogImage,
    `<meta name="page-type" content="${head.pageType}">`,
    `<link rel="icon" href="${faviconDataUri(ctx.brand)}">`,
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json" nonce="${nonce}">${serialiseJsonLd(data)}</script>`,
    ),
    `<style nonce="${nonce}">${themeCss(ctx.brand)}</style>`,
    `<noscript><style nonce="${nonce}">${NO_SCRIPT_STYLE}</style></noscript>`,
    ...ctx.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...ctx.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ctx.islandChunks?.length
      ? `<script type="application/json" id="${ISLAND_CHUNKS_ID}" nonce="${nonce}">${JSON.stringify(ctx.islandChunks).replace(/</g, '\\u003c')}</script>`
      : '',
    `<script type="module" src="${escapeHtml(ctx.entryScript)}" async></script>`,
    '</head>',
    '<body>',
    `<script nonce="${nonce}">${SWAP_SCRIPT}</script>`,
  ].join('')
}

export const DOCUMENT_END = '</body></html>'
