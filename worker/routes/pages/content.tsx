import { HTTPException } from 'hono/http-exception'
import { ContentPage } from '../../../client/pages/content-page'
import { StaticPage } from '../../../client/pages/static-page'
import type { ChildPage, SiteChrome } from '../../../shared/content/content'
import { loadChrome } from '../../loaders/chrome'
import { loadContentPage } from '../../loaders/content-page'
import { pageContentQuery } from '../../loaders/content-query'
import { optional, remainingSectionTime } from '../../loaders/deferred'
import { startPersonalization } from '../../personalization/start'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'

const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/

/**
 * Any other path under a locale is a content page, if the content service has one by that slug; a one-segment
 * slug it has none for may be a static page of the front-end service by that name (decision 096).
 */
export async function contentRoute(c: AppContext, segments: readonly string[]): Promise<Response> {
  const slug = segments.join('/')
  if (!CONTENT_SLUG.test(slug)) throw new HTTPException(404, { message: 'Not a content slug' })
  // Started first, so the personalization decision runs alongside the page's content (decision 062).
  const personalization = startPersonalization(c, { kind: 'content' })
  const chromeLoad = loadChrome(c)
  // The pages below this one (decision 107): optional, so a failing list leaves the page without its section.
  const childrenLoad = optional(c, 'child pages', c.var.services.content.getChildren(slug), [], {
    detail: { slug },
  })
  const loaded = await loadContentPage(c, slug, personalization, chromeLoad).catch((error: unknown) => {
    if (error instanceof HTTPException && error.status === 404 && segments.length === 1) return null
    throw error
  })
  if (!loaded) return staticPageRoute(c, slug, chromeLoad)
  // A page that lists its own (the journal's article grid) shows no second list of the same pages.
  const listsOwn = loaded.page.blocks.some((block) => block.type === 'articleGrid')
  return renderContentPage(c, loaded, listsOwn ? [] : await childrenLoad)
}

/** The augmented pages the shop shows as landing pages at their own slug (decision 102). */
export const LANDING_PAGES = ['gift-card', 'promotions', 'basecamp', 'westend'] as const
export type LandingPage = (typeof LANDING_PAGES)[number]

/**
 * `/{locale}/gift-card`, `/promotions`, `/basecamp`, `/westend`: the content service's augmented page of that name,
 * its blocks as a content page's; a 404 where the site has none, or one without blocks.
 */
export async function landingPageRoute(c: AppContext, name: LandingPage): Promise<Response> {
  const personalization = startPersonalization(c, { kind: 'content' })
  const lookup = c.var.services.content
    .getAugmentedPage(name, pageContentQuery(c, { campaign: true, referral: true }))
    .then((page) => (page && page.blocks.length > 0 ? page : null))
  return renderContentPage(c, await loadContentPage(c, name, personalization, loadChrome(c), lookup))
}

function renderContentPage(
  c: AppContext,
  loaded: Awaited<ReturnType<typeof loadContentPage>>,
  children: readonly ChildPage[] = [],
): Response {
  const { chrome, page, blockEnvironment } = loaded
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
    page: <ContentPage page={page} childPages={children} />,
  })
}

/**
 * How long a slug the content service has no page for waits for the front-end service's static page: a fallback,
 * so a short limit, as the 503 page's chrome has; past it the slug is the 404 page.
 */
const STATIC_PAGE_MS = 1000

/**
 * The front-end service's static page by this name, or the 404 page when it has none either, or cannot say within
 * its limit (the content service, which has the say on slugs, has none).
 */
async function staticPageRoute(
  c: AppContext,
  name: string,
  chromeLoad: Promise<SiteChrome>,
): Promise<Response> {
  const [chrome, page] = await Promise.all([
    chromeLoad,
    optional(c, 'static page', c.var.services.frontend.getStaticPage(name), null, {
      timeoutMs: Math.min(STATIC_PAGE_MS, remainingSectionTime(c)),
    }),
  ])
  if (!page) throw new HTTPException(404, { message: `No content or static page ${name}` })
  return renderPage(c, {
    head: {
      title: page.title,
      description: page.sections[0]?.paragraphs[0] ?? page.title,
      canonicalPath: c.req.path,
      indexable: true,
      pageType: 'other',
    },
    chrome,
    page: <StaticPage page={page} />,
  })
}
