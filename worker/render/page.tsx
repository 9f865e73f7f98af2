/**
 * Renders a page into a streamed HTML response: the shell with `renderToString`, the deferred sections as they
 * resolve (see stream.ts), with the headers every page carries.
 */
import { getCookie } from 'hono/cookie'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  type BlockEnvironment,
  BlockEnvironmentContext,
  DEFAULT_BLOCK_ENVIRONMENT,
} from '../../client/blocks/environment'
import { Layout } from '../../client/components/layout'
import { ShopProvider } from '../../client/i18n'
import { IslandCollectorContext } from '../../client/islands/island'
import type { IslandName } from '../../client/islands/names'
import type { SiteChrome } from '../../shared/content'
import { promoBarClosedCookie } from '../../shared/promotions'
import { logEvent } from '../context'
import type { AppContext } from '../types'
import { assetManifest, modulePreloads } from './assets'
import { DOCUMENT_END, type HeadData, renderDocumentStart } from './document'
import { type DeferredSection, streamDocument } from './stream'

export interface RenderPageOptions {
  head: HeadData
  chrome: SiteChrome
  page: ReactElement
  deferred?: DeferredSection[]
  status?: 200 | 400 | 404 | 500
  searchQuery?: string
  /** What the page's content blocks need from the request (see `render/blocks.ts`). */
  blockEnvironment?: BlockEnvironment
}

/** The site chrome, or an empty one when the content service cannot give it: a page never fails for its menu. */
export async function loadChrome(c: AppContext): Promise<SiteChrome> {
  const { content } = c.var.services
  const fallback =
    <T,>(label: string, value: T) =>
    (error: unknown) => {
      logEvent(c, 'warn', `${label} unavailable`, { error: String(error) })
      return value
    }
  // A shopper who closed the promo bar this session gets no bar at all, rather than one hidden after paint.
  const promoClosed = getCookie(c, promoBarClosedCookie) === '1'
  const [menu, footer, promoBar, popups] = await Promise.all([
    content.getMenu().catch(fallback('menu', { items: [] })),
    content.getFooter().catch(fallback('footer', { columns: [], legal: [], note: null })),
    content.getPromoBar().catch(fallback('promo bar', null)),
    content.getPopups().catch(fallback('pop-ups', [])),
  ])
  return { menu, footer, promoBar: promoBar?.closable && promoClosed ? null : promoBar, popups }
}

/** Starts a deferred load: failures are logged and the section is left out. */
export function deferSection(
  c: AppContext,
  id: string,
  load: () => Promise<ReactElement | null>,
  timeoutMs?: number,
): DeferredSection {
  const content = load().catch((error: unknown) => {
    logEvent(c, 'warn', 'deferred section failed', { section: id, error: String(error) })
    return null
  })
  return { id, content, timeoutMs }
}

export function renderPage(c: AppContext, options: RenderPageOptions): Response {
  const { brand, t, siteId, locale, preview } = c.var
  const nonce = c.var.secureHeadersNonce
  const islands = new Set<IslandName>()
  const wrap = (node: ReactNode) => (
    <ShopProvider value={{ brand, t, siteId, features: { favorites: c.var.config.allowFavorites } }}>
      <IslandCollectorContext.Provider value={islands}>
        <BlockEnvironmentContext.Provider value={options.blockEnvironment ?? DEFAULT_BLOCK_ENVIRONMENT}>
          {node}
        </BlockEnvironmentContext.Provider>
      </IslandCollectorContext.Provider>
    </ShopProvider>
  )
  const shell = renderToString(
    wrap(
      <Layout chrome={options.chrome} pathname={c.req.path} searchQuery={options.searchQuery}>
        {options.page}
      </Layout>,
    ),
  )
  const documentStart = renderDocumentStart(
    { ...options.head, indexable: options.head.indexable && preview === null },
    {
      origin: new URL(c.req.url).origin,
      brand,
      locale,
      nonce,
      stylesheets: assetManifest.css,
      modulePreloads: modulePreloads(islands),
      entryScript: assetManifest.entry.file,
    },
  )
  const body = streamDocument({
    documentStart,
    shell,
    documentEnd: DOCUMENT_END,
    deferred: options.deferred ?? [],
    wrap,
    nonce,
    onSectionError: (id, error) =>
      logEvent(c, 'warn', 'deferred section failed to render', { section: id, error: String(error) }),
    onSectionTimeout: (id, timeoutMs) =>
      logEvent(c, 'warn', 'deferred section timed out', { section: id, timeoutMs }),
  })
  return new Response(body, {
    status: options.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Page HTML is the same for every shopper today, but preview and error pages must never be stored.
      'cache-control':
        preview || (options.status ?? 200) >= 400
          ? 'private, no-store'
          : 'private, max-age=0, must-revalidate',
      vary: 'Accept-Language, Cookie',
    },
  })
}
