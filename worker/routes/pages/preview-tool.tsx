import { PreviewTokenPage, PreviewToolPage } from '../../../client/pages/preview-tool-page'
import {
  type HostKind,
  hostKind,
  MAX_LAYOUT_VARIANT_LENGTH,
  PREVIEW_DOC_TYPES,
  PREVIEW_LIMITS,
  readPreviewToolQuery,
  type Showcase,
} from '../../../shared/content/preview-tool'
import type { MessageKey } from '../../../shared/i18n/i18n'
import {
  MAX_TEST_CONTEXT_LENGTH,
  testContextHasInvalidEntries,
  testContextParameter,
} from '../../../shared/personalization/test-context'
import { prepareBlockEnvironment } from '../../loaders/blocks'
import { loadChrome } from '../../loaders/chrome'
import { logEvent } from '../../log'
import { type RenderPageOptions, renderPage } from '../../render/page'
import type { AppContext } from '../../types'

const HOST_KIND_LABELS: Record<HostKind, MessageKey> = {
  localhost: 'previewTool.host.localhost',
  'pr-preview': 'previewTool.host.prPreview',
  dev: 'previewTool.host.dev',
  qa: 'previewTool.host.qa',
  preprod: 'previewTool.host.preprod',
  production: 'previewTool.host.production',
  unknown: 'previewTool.host.unknown',
}

const TARGET_PATH = /^\/(?!\/)[^\s\\]{0,300}$/

/**
 * `/{locale}/preview-tool`: the editors' content preview tool (spec 3 §2.1). It answers only to a valid preview
 * session, and always in preview mode (asking again with `?preview=true` when needed), so its reads bypass the
 * cache and the page is never stored or indexed. Without a session it explains that a token is needed.
 */
export async function previewToolRoute(
  c: AppContext,
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale, preview, previewClaims } = c.var
  const url = new URL(c.req.url)
  const head = {
    title: t.t('previewTool.title'),
    description: null,
    canonicalPath: c.req.path,
    indexable: false,
    pageType: 'other' as const,
  }

  if (!previewClaims) {
    return renderPage(c, {
      head,
      chrome: await loadChrome(c),
      page: (
        <PreviewTokenPage
          token={{
            endpoint: '/api/preview/session',
            action: c.req.path,
            refusal,
            idPrefix: 'preview-token',
            text: {
              token: t.t('previewTool.token'),
              submit: t.t('previewTool.startSession'),
              tokenRequired: t.t('previewTool.tokenRequired'),
              tokenInvalid: t.t('previewTool.tokenInvalid'),
            },
          }}
        />
      ),
      status,
      noStore: true,
    })
  }
  if (!preview) {
    url.searchParams.set('preview', 'true')
    c.header('cache-control', 'private, no-store')
    return c.redirect(`${url.pathname}${url.search}`, 302)
  }

  const query = readPreviewToolQuery(c.req.query())
  const { docType } = query
  const [chrome, showcase] = await Promise.all([
    loadChrome(c),
    docType
      ? c.var.services.content
          .getShowcase(docType, {
            layoutVariant: query.layoutVariant || undefined,
            limit: query.limit,
            offset: (query.page - 1) * query.limit,
          })
          .catch((error: unknown): Showcase | null => {
            logEvent(c, 'warn', 'showcase unavailable', { docType, error: String(error) })
            return null
          })
      : Promise.resolve(null),
  ])
  const blockEnvironment = await prepareBlockEnvironment(
    c,
    (showcase?.results ?? []).flatMap((result) => result.blocks),
    { kind: 'other' },
  )

  // The editor's forced variants: this page's own blocks and the target frame render with them.
  const typedTestContext = (c.req.query('p13n_testcontext') ?? '').slice(0, MAX_TEST_CONTEXT_LENGTH)
  const testContext = testContextParameter(typedTestContext)
  const targetPath = url.searchParams.get('target') ?? ''
  const target = TARGET_PATH.test(targetPath) ? targetPath : `/${locale.code}`
  const carried: Record<string, string> = { preview: 'true' }
  if (url.searchParams.has('target')) carried.target = target
  if (preview.dateTime) carried.previewDateTime = preview.dateTime
  const hrefFor = (page: number) => {
    const params = new URLSearchParams({
      ...carried,
      docType: docType ?? '',
      layoutVariant: query.layoutVariant,
      limit: String(query.limit),
      page: String(page),
      ...(testContext ? { p13n_testcontext: testContext } : {}),
    })
    return `${c.req.path}?${params}`
  }
  const frameSrc = new URL(target, url.origin)
  frameSrc.searchParams.set('preview', 'true')
  if (preview.dateTime) frameSrc.searchParams.set('previewDateTime', preview.dateTime)
  if (testContext) frameSrc.searchParams.set('p13n_testcontext', testContext)
  const kindLabel = t.t(HOST_KIND_LABELS[hostKind(url.host)])
  const editorOrigin = c.var.config.previewEditorOrigin
  const pages = showcase ? Math.max(1, Math.ceil(showcase.numFound / query.limit)) : 1

  return renderPage(c, {
    head,
    chrome,
    blockEnvironment,
    page: (
      <PreviewToolPage
        editor={preview.editor}
        controls={{
          action: c.req.path,
          idPrefix: 'preview-tool',
          docTypes: PREVIEW_DOC_TYPES,
          limits: PREVIEW_LIMITS,
          values: {
            docType: docType ?? '',
            layoutVariant: query.layoutVariant,
            limit: query.limit,
            testContext: typedTestContext.trim(),
          },
          hidden: { ...carried, page: '1' },
          docTypeMissing: query.docTypeMissing,
          maxLayoutVariantLength: MAX_LAYOUT_VARIANT_LENGTH,
          testContextInvalid: testContextHasInvalidEntries(typedTestContext),
          maxTestContextLength: MAX_TEST_CONTEXT_LENGTH,
          allowedOrigins: [...new Set([url.origin, ...(editorOrigin ? [editorOrigin] : [])])],
          text: {
            legend: t.t('previewTool.controls'),
            docType: t.t('previewTool.docType'),
            chooseDocType: t.t('previewTool.chooseDocType'),
            docTypeRequired: t.t('previewTool.docTypeRequired'),
            layoutVariant: t.t('previewTool.layoutVariant'),
            layoutVariantHint: t.t('previewTool.layoutVariantHint'),
            testContext: t.t('previewTool.testContext'),
            testContextHint: t.t('previewTool.testContextHint'),
            testContextInvalid: t.t('previewTool.testContextInvalid'),
            limit: t.t('previewTool.limit'),
            go: t.t('previewTool.go'),
          },
        }}
        listing={
          docType && showcase
            ? {
                docType,
                results: showcase.results,
                numFound: showcase.numFound,
                page: query.page,
                pages,
                previousHref: query.page > 1 ? hrefFor(Math.min(query.page - 1, pages)) : null,
                nextHref: query.page < pages ? hrefFor(query.page + 1) : null,
              }
            : null
        }
        unavailable={docType !== null && showcase === null}
        target={{ src: `${frameSrc.pathname}${frameSrc.search}`, host: url.host, kindLabel }}
      />
    ),
  })
}
