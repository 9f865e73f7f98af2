import { blocksProvideH1 } from '../../shared/content/blocks'
import type { ContentPage } from '../../shared/content/content'
import { BlockList } from '../blocks/registry'
import { Deferred, ProductRailSkeleton } from '../components/deferred'

import { useShop } from '../i18n'

export function HomePage({ page }: { page: ContentPage }) {
  const { t } = useShop()
  const trendingTitle = t.t('home.trending')
  const hasH1 = blocksProvideH1(page.blocks)
  return (
    <div className="home-page">
      {hasH1 ? null : <h1 className="visually-hidden">{page.title}</h1>}
      <BlockList blocks={page.blocks} />
      <section className="product-rail" aria-labelledby="trending-title">
        <h2 id="trending-title">{trendingTitle}</h2>
        <Deferred id="trending" fallback={<ProductRailSkeleton count={4} />} />
      </section>
    </div>
  )
}
