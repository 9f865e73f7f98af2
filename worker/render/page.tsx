/**
 * Renders a page into a streamed HTML response: the top of the document (head, header, the page with holes for
 * its deferred sections) with `renderToString` at once, each deferred section as it resolves, then the bottom
 * (footer), with the headers every page carries (see stream.ts).
 */
import type { ReactElement } from 'react'
import type { IslandName } from '../../client/islands/names'
import type { BlockEnvironment } from '../../shared/content/block-environment'
import type { SiteChrome } from '../../shared/content/content'
import { homePath } from '../../shared/routes'
import { logEvent } from '../log'
import { holdRecordings } from '../personalization/service'
import type { AppContext } from '../types'
import { assetManifest, islandChunks, modulePreloads } from './assets'
import { DOCUMENT_END, type HeadData, renderDocumentStart } from './document'
import { pageProviders, renderPageParts } from './shell'
import { type DeferredSection, streamDocument } from './stream'

export interface RenderPageOptions {
  head: HeadData
  chrome: SiteChrome
  page: ReactElement
  deferred?: DeferredSection[]
  status?: 200 | 400 | 401 | 403 | 404 | 409 | 422 | 423 | 429 | 500 | 502 | 503
  searchQuery?: string
  /** What the page's content blocks need from the request (see `loaders/blocks.ts`). */
  blockEnvironment?: BlockEnvironment
  /** Personal or live pages (the bag, the comparison) are never stored, not even privately. */
  noStore?: boolean
}

/** The page's own address without the preview it asked for: what shoppers see there. */
function publishedUrl(url: string): string {
  const { pathname, searchParams } = new URL(url)
  searchParams.delete('preview')
  searchParams.delete('previewDateTime')
  const query = searchParams.toString()
  return query ? `${pathname}?${query}` : pathname
}

export function renderPage(c: AppContext, options: RenderPageOptions): Response {
  const { brand, t, siteId, locale, preview } = c.var
  const nonce = c.var.secureHeadersNonce
  const islands = new Set<IslandName>()
  const renderer = pageProviders(
    {
      brand,
      t,
      siteId,
      flags: { ...c.var.flags, allowFavorites: c.var.favoritesOffered },
      experiments: c.var.experiments,
    },
    islands,
    options.blockEnvironment,
  )
  const parts = renderPageParts(renderer, {
    // Every page rendered in preview says so, with the way back to the published page.
    chrome: preview
      ? { ...options.chrome, preview: { exit: publishedUrl(c.req.url), dateTime: preview.dateTime ?? null } }
      : options.chrome,
    // A page an API route answers (a refused plain form) links its languages and returns from the page's own path;
    // an error page links each language's home, since the missing page is missing in every language.
    pathname:
      options.head.pageType === 'error'
        ? homePath(locale.code)
        : c.req.path.startsWith('/api/')
          ? options.head.canonicalPath
          : c.req.path,
    searchQuery: options.searchQuery,
    page: options.page,
  })
  const documentStart = renderDocumentStart(
    { ...options.head, indexable: options.head.indexable && preview === null },
    {
      origin: new URL(c.req.url).origin,
      brand,
      locale,
      nonce,
      stylesheets: assetManifest.css,
      modulePreloads: modulePreloads(),
      islandChunks: islandChunks(islands),
      entryScript: assetManifest.entry.file,
      buildId: assetManifest.buildId,
      analytics: c.var.consent.performanceAndAnalytics,
      consentScript: c.var.config.consentScript,
      ingest: c.var.flags.clientIngest && c.var.consent.performanceAndAnalytics,
    },
  )
  // The page's recordings for the decision service wait for its last section (`holdRecordings`).
  const releaseRecordings = holdRecordings(c)
  const body = streamDocument({
    top: [documentStart, ...parts.top],
    bottom: [...parts.bottom, DOCUMENT_END],
    deferred: options.deferred ?? [],
    render: renderer.render,
    nonce,
    onSectionError: (id, error) =>
      logEvent(c, 'warn', 'deferred section failed to render', { section: id, error: String(error) }),
    onSectionTimeout: (id, timeoutMs) =>
      logEvent(c, 'warn', 'deferred section timed out', { section: id, timeoutMs }),
    onSectionsDone: releaseRecordings,
  })
  const status = options.status ?? 200
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Page HTML is private (it can hold the shopper's state); previews, errors and live pages are never stored.
      'cache-control':
        preview || status >= 400 || options.noStore || c.var.associate
          ? 'private, no-store'
          : 'private, max-age=0, must-revalidate',
      // Consent reads the Global Privacy Control header (decision 060).
      vary: 'Accept-Language, Cookie, Sec-GPC',
      // A refused form answered with its page: every limit the shop keeps counts by the minute.
      ...(status === 429 ? { 'retry-after': '60' } : {}),
    },
  })
}
