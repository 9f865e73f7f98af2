/**
 * The error pages: 404 (with the content service's error-4xx blocks when it has them), 400, 500, and 503 when a
 * page's critical data cannot be had from its upstream or the cache (with `Retry-After`). Branded, localised,
 * with the request id as a reference, never a stack trace. When even the shop context is missing (a
 * configuration error, or messages that could not be loaded: decision 121), a small static page is sent instead,
 * its few words in the script.
 */
import { type ErrorKind, ErrorPage } from '../../../client/pages/error-page'
import { safeReturnPath } from '../../../shared/return-path'
import { loadChrome } from '../../loaders/chrome'
import { logEvent } from '../../log'
import { escapeHtml } from '../../render/document'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'

const STATUS: Record<ErrorKind, 400 | 404 | 500 | 503> = {
  'bad-request': 400,
  'not-found': 404,
  server: 500,
  unavailable: 503,
}

/** How long the 503 page waits for each part of the chrome. */
const UNAVAILABLE_CHROME_MS = 1000

/** How long a shopper (or a crawler) is asked to wait before trying a page whose upstream is down. */
const RETRY_AFTER_SECONDS = 30

/** The page's own path and query, for "Try again" (a GET only; anything else goes home). */
function retryPath(c: AppContext): string | undefined {
  if (c.req.method !== 'GET') return undefined
  const url = new URL(c.req.url)
  return safeReturnPath(url.pathname + url.search) ?? undefined
}

function staticErrorPage(requestId: string, status: number): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>We couldn’t load this page. Please try again in a moment.</p><p>Reference: ${escapeHtml(requestId)}</p></main></body></html>`
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-store',
  })
  if (status === 503) headers.set('retry-after', String(RETRY_AFTER_SECONDS))
  return new Response(html, { status, headers })
}

export async function renderErrorPage(c: AppContext, kind: ErrorKind): Promise<Response> {
  const requestId = c.var.requestId ?? crypto.randomUUID()
  if (!c.var.t || !c.var.services) return staticErrorPage(requestId, STATUS[kind])
  try {
    // A page whose upstream is slow must not wait for it again for its menu: a short limit for the chrome then.
    const [chrome, content] = await Promise.all([
      loadChrome(c, kind === 'unavailable' ? UNAVAILABLE_CHROME_MS : undefined),
      kind === 'not-found'
        ? c.var.services.content.getAugmentedPage('error-4xx').catch((error: unknown) => {
            logEvent(c, 'warn', 'error-4xx content unavailable', { error: String(error) })
            return null
          })
        : Promise.resolve(null),
    ])
    const { t } = c.var
    const titleKey = (
      {
        'not-found': 'error.notFound.title',
        'bad-request': 'error.badRequest.title',
        server: 'error.server.title',
        unavailable: 'error.unavailable.title',
      } as const
    )[kind]
    const response = renderPage(c, {
      status: STATUS[kind],
      head: {
        title: t.t(titleKey),
        // The content service's error-4xx description says the page is not available, which marks it as Error.
        description: content?.description ?? null,
        canonicalPath: c.req.path,
        indexable: false,
        pageType: 'error',
      },
      chrome,
      page: <ErrorPage kind={kind} requestId={requestId} content={content} path={retryPath(c)} />,
    })
    if (kind === 'unavailable') response.headers.set('retry-after', String(RETRY_AFTER_SECONDS))
    return response
  } catch (error) {
    logEvent(c, 'error', 'error page failed to render', { error: String(error) })
    return staticErrorPage(requestId, STATUS[kind])
  }
}
