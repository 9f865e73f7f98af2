import { HTTPException } from 'hono/http-exception'
import { Breadcrumb } from '../../../client/components/breadcrumb'
import { SizeChart } from '../../../client/components/size-chart'
import { loadChrome } from '../../loaders/chrome'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'

/**
 * `/{locale}/foot-sizes`: how to measure a foot, and the conversion table from the front-end service (critical:
 * the page is the table).
 */
export async function footSizesRoute(c: AppContext): Promise<Response> {
  const { t } = c.var
  const [chrome, table] = await Promise.all([loadChrome(c), c.var.services.frontend.getFootSizes()])
  if (!table) throw new HTTPException(404, { message: 'No foot-size table' })
  return renderPage(c, {
    head: {
      title: t.t('footSizes.title'),
      description: t.t('footSizes.intro'),
      canonicalPath: c.req.path,
      indexable: true,
      pageType: 'other',
    },
    chrome,
    page: (
      <div className="foot-sizes-page">
        <Breadcrumb trail={[]} current={t.t('footSizes.title')} />
        <h1>{t.t('footSizes.title')}</h1>
        <p>{t.t('footSizes.intro')}</p>
        <SizeChart chart={table} open />
      </div>
    ),
  })
}
