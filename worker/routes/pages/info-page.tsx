import { InfoPage } from '../../../client/pages/info-page'
import type { Link } from '../../../shared/content/content'
import type { PageType } from '../../../shared/page-type'
import { loadChrome } from '../../loaders/chrome'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'

export interface InfoPageOptions {
  pageType: PageType
  title: string
  text: string
  links: Link[]
  indexable?: boolean
  /** The links could not be loaded just now: the page says so. */
  degraded?: boolean
}

/** Renders a plain page of the shell: a title, a short text and links onward. */
export async function renderInfoPage(c: AppContext, options: InfoPageOptions): Promise<Response> {
  const chrome = await loadChrome(c)
  return renderPage(c, {
    head: {
      title: options.title,
      description: options.text,
      canonicalPath: c.req.path,
      indexable: (options.indexable ?? false) && !options.degraded,
      pageType: options.pageType,
    },
    chrome,
    page: (
      <InfoPage title={options.title} text={options.text} links={options.links} degraded={options.degraded} />
    ),
  })
}
