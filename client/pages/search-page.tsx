import type { ProductPage } from '../../shared/catalogue'
import { Breadcrumb } from '../components/breadcrumb'
import { ProductGrid } from '../components/product-card'
import { useShop } from '../i18n'

export function SearchPage({ query, results }: { query: string; results: ProductPage | null }) {
  const { t } = useShop()
  const title = query ? t.t('page.search.resultsFor', { query }) : t.t('page.search.title')
  return (
    <div className="search-page">
      <Breadcrumb trail={[]} current={t.t('page.search.title')} />
      <h1>{title}</h1>
      {results === null ? (
        <p>{t.t('page.search.prompt')}</p>
      ) : (
        <>
          <p className="listing__count" role="status">
            {t.plural('listing.results', results.total)}
          </p>
          {results.products.length > 0 ? (
            <ProductGrid products={results.products} />
          ) : (
            <p>{t.t('page.search.prompt')}</p>
          )}
        </>
      )}
    </div>
  )
}
