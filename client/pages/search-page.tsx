import type { ProductPage } from '../../shared/catalogue'
import type { ListingState } from '../../shared/listing'
import { Breadcrumb } from '../components/breadcrumb'
import { Listing } from '../components/listing'
import { useShop } from '../i18n'

export function SearchPage({
  basePath,
  query,
  state,
  results,
}: {
  basePath: string
  query: string
  state: ListingState
  results: ProductPage | null
}) {
  const { t } = useShop()
  const title = query ? t.t('page.search.resultsFor', { query }) : t.t('page.search.title')
  return (
    <div className="search-page">
      <Breadcrumb trail={[]} current={t.t('page.search.title')} />
      <h1>{title}</h1>
      {results === null ? (
        <p>{t.t('page.search.prompt')}</p>
      ) : (
        <Listing basePath={basePath} state={state} results={results} extra={{ q: query }} />
      )}
    </div>
  )
}
