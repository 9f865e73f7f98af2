import type { ReactNode } from 'react'
import type { ProductComparison, ProductDetails, ProductSummary } from '../../shared/catalogue/catalogue'
import { comparePath } from '../../shared/routes'
import { Breadcrumb } from '../components/breadcrumb'
import { facetValueLabel } from '../components/listing'
import { DegradedNotice, Notice } from '../components/notice'
import { PostButton } from '../components/post-button'
import { Price } from '../components/price'
import { SuggestedProducts } from '../components/suggested-products'
import { useShop } from '../i18n'

export interface ComparePageProps {
  products: ProductDetails[]
  /** Why a plain form was refused (the comparison full, a product unknown), or null. */
  refusal: string | null
  /** Some compared products could not be loaded. */
  degraded: boolean
  /** Products to suggest when nothing is compared. */
  suggestions?: readonly ProductSummary[]
  /** The front-end service's comparison of the same products: the attributes the details do not give. */
  comparison?: ProductComparison
}

/** The comparison's attributes the page shows rows of, beyond the details' own (brand, sizes). */
const COMPARED_FACETS = ['activity', 'gender'] as const

/** Up to four products side by side in a table, each column headed by the product and a remove button. */
export function ComparePage({
  products,
  refusal,
  degraded,
  suggestions = [],
  comparison = { attributes: [], products: [] },
}: ComparePageProps) {
  const { t } = useShop()
  const locale = t.locale.code
  const rows: { label: string; cell: (product: ProductDetails) => ReactNode }[] = [
    { label: t.t('compare.price'), cell: (product) => <Price price={product.price} /> },
    {
      label: t.t('compare.rating'),
      cell: (product) =>
        product.rating.count > 0
          ? `${t.number(product.rating.score)} / 5 (${t.number(product.rating.count)})`
          : t.t('compare.noRating'),
    },
    { label: t.t('compare.brand'), cell: (product) => product.brand },
    {
      label: t.t('compare.colours'),
      cell: (product) => product.colours.map((colour) => colour.name).join(', '),
    },
    { label: t.t('compare.sizes'), cell: (product) => product.sizes.join(', ') },
    ...COMPARED_FACETS.filter((facet) => comparison.attributes.includes(facet)).map((facet) => ({
      label: t.t(`facet.${facet}`),
      cell: (product: ProductDetails) => {
        const value = comparison.products.find((entry) => entry.styleCode === product.styleCode)?.[facet]
        return typeof value === 'string' && value ? facetValueLabel(t, facet, { value, label: null }) : '—'
      },
    })),
  ]
  return (
    <div className="compare-page">
      <Breadcrumb trail={[]} current={t.t('compare.title')} />
      <h1>{t.t('compare.title')}</h1>
      {refusal ? <Notice kind="error">{refusal}</Notice> : null}
      {degraded ? <DegradedNotice /> : null}
      {products.length === 0 ? (
        <>
          <p>{t.t('compare.empty')}</p>
          <SuggestedProducts products={suggestions} list="compare" />
        </>
      ) : (
        <div className="compare__scroll">
          <table className="compare data-table data-table--ruled">
            <caption className="visually-hidden">{t.t('compare.title')}</caption>
            <thead>
              <tr>
                <td />
                {products.map((product) => (
                  <th key={product.styleCode} scope="col">
                    <a href={product.url}>
                      {product.colours[0] ? (
                        <img src={product.colours[0].image} alt="" width={160} height={160} loading="lazy" />
                      ) : null}
                      <span>{product.name}</span>
                    </a>
                    <PostButton
                      action={comparePath(locale)}
                      intent="remove"
                      values={{ styleCode: product.styleCode }}
                      buttonClassName="link-button"
                    >
                      {t.t('compare.remove', { name: product.name })}
                    </PostButton>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {products.map((product) => (
                    <td key={product.styleCode}>{row.cell(product)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
