import { HTTPException } from 'hono/http-exception'
import { ContentPage } from '../../client/pages/content-page'
import { prepareBlockEnvironment } from '../render/blocks'
import { loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'
import { compareRoute } from './compare'
import { favoritesRoute } from './favorites'
import { footSizesRoute } from './foot-sizes'
import { previewToolRoute } from './preview-tool'
import { storeLocatorRoute } from './store-locator'

const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/

/** Any other path under a locale is a content page, if the content service has one by that slug. */
export async function contentRoute(c: AppContext): Promise<Response> {
  const slug = c.req.path.split('/').slice(2).join('/')
  // Pages of the shop itself that live among content slugs.
  if (slug === 'stores') return storeLocatorRoute(c)
  if (slug === 'compare') return compareRoute(c)
  if (slug === 'foot-sizes') return footSizesRoute(c)
  if (slug === 'preview-tool') return previewToolRoute(c)
  if (slug === 'favorites' || slug.startsWith('favorites/')) return favoritesRoute(c, slug)
  if (!CONTENT_SLUG.test(slug)) throw new HTTPException(404, { message: 'Not a content slug' })
  const [chrome, page] = await Promise.all([loadChrome(c), c.var.services.content.getPage(slug)])
  if (!page) throw new HTTPException(404, { message: `No content page ${slug}` })
  const blockEnvironment = await prepareBlockEnvironment(c, page.blocks, { kind: 'content' })
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
