import { blocksProvideH1 } from '../../shared/content/blocks'
import type { ContentPage } from '../../shared/content/content'
import { BlockList } from '../blocks/registry'
import { Deferred, ProductRailSkeleton } from '../components/deferred'
import { Notice } from '../components/notice'

import { useShop } from '../i18n'

/** `notice`: an outcome the page says above its blocks ("You’re signed out."), or null. */
export function HomePage({ page, notice = null }: { page: ContentPage; notice?: string | null }) {
  const { t } = useShop()
  const trendingTitle = t.t('home.trending')
  const hasH1 = blocksProvideH1(page.blocks)
  return (
    <div className="home-page">
      {notice ? <Notice kind="info">{notice}</Notice> : null}
      {hasH1 ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <BlockList blocks={page.blocks} />
      <section className="product-rail product-rail--trending" aria-labelledby="trending-title">
        <h2 id="trending-title">{trendingTitle}</h2>
        <Deferred id="trending" fallback={<ProductRailSkeleton count={4} />} />
      </section>
    </div>
  )
}
