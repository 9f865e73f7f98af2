/**
 * The error pages: 404 (with the content service's error-4xx blocks when it has them), 400 and 500. Branded,
 * localised, with the request id as a reference, never a stack trace. When even the shop context is missing (a
 * configuration error), a small static page is sent instead.
 */
import { type ErrorKind, ErrorPage } from '../../client/pages/error-page'
import { logEvent } from '../context'
import { escapeHtml } from '../render/document'
import { loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'

const STATUS: Record<ErrorKind, 400 | 404 | 500> = { 'bad-request': 400, 'not-found': 404, server: 500 }

function staticErrorPage(requestId: string, status: number): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>We couldn’t load this page. Please try again in a moment.</p><p>Reference: ${escapeHtml(requestId)}</p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}

export async function renderErrorPage(c: AppContext, kind: ErrorKind): Promise<Response> {
  const requestId = c.var.requestId ?? crypto.randomUUID()
  if (!c.var.t || !c.var.services) return staticErrorPage(requestId, STATUS[kind])
  try {
    const [chrome, content] = await Promise.all([
      loadChrome(c),
      kind === 'not-found'
        ? c.var.services.content.getAugmentedPage('error-4xx').catch((error: unknown) => {
            logEvent(c, 'warn', 'error-4xx content unavailable', { error: String(error) })
            return null
          })
        : Promise.resolve(null),
    ])
    const { t } = c.var
    const titleKey =
      kind === 'not-found'
        ? 'error.notFound.title'
        : kind === 'bad-request'
          ? 'error.badRequest.title'
          : 'error.server.title'
    return renderPage(c, {
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
      page: <ErrorPage kind={kind} requestId={requestId} content={content} />,
    })
  } catch (error) {
    logEvent(c, 'error', 'error page failed to render', { error: String(error) })
    return staticErrorPage(requestId, STATUS[kind])
  }
}
