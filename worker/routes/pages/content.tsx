import { HTTPException } from 'hono/http-exception'
import { ContentPage } from '../../../client/pages/content-page'
import { loadContentPage } from '../../loaders/content-page'
import { startPersonalization } from '../../personalization/start'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'

const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/

/** Any other path under a locale is a content page, if the content service has one by that slug. */
export async function contentRoute(c: AppContext, segments: readonly string[]): Promise<Response> {
  const slug = segments.join('/')
  if (!CONTENT_SLUG.test(slug)) throw new HTTPException(404, { message: 'Not a content slug' })
  // Started first, so the personalization decision runs alongside the page's content (decision 062).
  const personalization = startPersonalization(c, { kind: 'content' })
  const { chrome, page, blockEnvironment } = await loadContentPage(c, slug, personalization)
  return renderPage(c, {
    head: {
      title: page.title,
      description: page.description,
      canonicalPath: c.req.path,
      indexable: true,
      pageType: 'other',
    },
    chrome,
    blockEnvironment,
    page: <ContentPage page={page} />,
  })
}
