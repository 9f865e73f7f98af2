import { HTTPException } from 'hono/http-exception'
import { ContentPage } from '../../../client/pages/content-page'
import { prepareBlockEnvironment } from '../../loaders/blocks'
import { loadChrome } from '../../loaders/chrome'
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
  // Critical: the page (a slug the content service does not know is a 404); the chrome and block data degrade.
  const [chrome, page] = await Promise.all([loadChrome(c), c.var.services.content.getPage(slug)])
  if (!page) throw new HTTPException(404, { message: `No content page ${slug}` })
  const blockEnvironment = await prepareBlockEnvironment(
    c,
    page.blocks,
    personalization.page,
    personalization,
  )
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
