/**
 * A page the content service composes (the home page, a content page by its slug, an augmented page the shop shows
 * as a landing page), with the chrome and what its blocks need. Critical: the page, whose absence is a 404; the chrome and the blocks' data degrade on their own.
 */
import { HTTPException } from 'hono/http-exception'
import type { ContentPage, SiteChrome } from '../../shared/content/content'
import type { PagePersonalization } from '../personalization/start'
import type { AppContext } from '../types'
import { prepareBlockEnvironment } from './blocks'
import { loadChrome } from './chrome'

export async function loadContentPage(
  c: AppContext,
  slug: string,
  personalization: PagePersonalization,
  /** The chrome, when the caller started it already (to use it for another page should this one not exist). */
  chromeLoad: Promise<SiteChrome> = loadChrome(c),
  /** The page itself, when it is not the content page of `slug` (an augmented page). */
  lookup: Promise<ContentPage | null> = c.var.services.content.getPage(slug),
) {
  const page = await lookup
  if (!page) throw new HTTPException(404, { message: `No content page ${slug}` })
  // The blocks' data loads while the chrome may still be waiting for a slow part: the two limits run together.
  const [chrome, blockEnvironment] = await Promise.all([
    chromeLoad,
    prepareBlockEnvironment(c, page.blocks, personalization.page, personalization),
  ])
  return { chrome, page, blockEnvironment }
}
