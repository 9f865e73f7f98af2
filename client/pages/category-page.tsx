import type { Category, ProductPage } from '../../shared/catalogue'
import { Breadcrumb } from '../components/breadcrumb'
import { ProductGrid } from '../components/product-card'
import { useShop } from '../i18n'

export interface CategoryPageProps {
  category: Category
  results: ProductPage
  page: number
  pageSize: number
}

export function CategoryPage({ category, results, page, pageSize }: CategoryPageProps) {
  const { t } = useShop()
  const shown = Math.min(results.total, results.start + results.products.length)
  const pageUrl = (n: number) => (n <= 1 ? category.url : `${category.url}?page=${n}`)
  const lastPage = Math.max(1, Math.ceil(results.total / pageSize))
  return (
    <div className="category-page">
      <Breadcrumb trail={category.trail} current={category.name} />
      <h1>{category.name}</h1>
      {category.children.length > 0 ? (
        <nav className="subcategories" aria-label={t.t('listing.subcategories')}>
          <ul>
            {category.children.map((child) => (
              <li key={child.id}>
                <a href={child.url}>{child.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="listing__count" role="status">
        {t.plural('listing.results', results.total)}
      </p>
      {results.products.length === 0 ? (
        <p className="listing__empty">{t.t('listing.empty')}</p>
      ) : (
        <>
          <ProductGrid products={results.products} />
          <nav
            className="pager"
            aria-label={t.t('listing.showing', { shown: t.number(shown), total: t.number(results.total) })}
          >
            <p>{t.t('listing.showing', { shown: t.number(shown), total: t.number(results.total) })}</p>
            {page > 1 ? (
              <a rel="prev" href={pageUrl(page - 1)}>
                ←<span className="visually-hidden"> {page - 1}</span>
              </a>
            ) : null}
            {page < lastPage ? (
              <a rel="next" className="button" href={pageUrl(page + 1)}>
                {`${page + 1} / ${lastPage}`}
              </a>
            ) : null}
          </nav>
        </>
      )}
    </div>
  )
}
