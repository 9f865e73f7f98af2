import type { Category, ProductDetails } from '../../shared/catalogue'
import { Breadcrumb } from '../components/breadcrumb'
import { Deferred, ProductRailSkeleton } from '../components/deferred'
import { Price } from '../components/price'
import { useShop } from '../i18n'

export interface ProductPageProps {
  product: ProductDetails
  category: Category | null
}

export const moreTitle = (category: Category | null, t: ReturnType<typeof useShop>['t']) =>
  category ? t.t('product.more', { category: category.name }) : t.t('product.moreFallback')

export function ProductPage({ product, category }: ProductPageProps) {
  const { t } = useShop()
  const [first] = product.colours
  const trail = category
    ? [...category.trail, { id: category.id, name: category.name, url: category.url }]
    : []
  const soldOutSizes = new Set(
    product.sizes.filter((size) =>
      product.variants.filter((variant) => variant.size === size).every((variant) => !variant.inStock),
    ),
  )
  const more = moreTitle(category, t)
  return (
    <div className="product-page">
      <Breadcrumb trail={trail} current={product.name} />
      <div className="product-page__main">
        <div className="product-page__gallery">
          {first ? (
            <img
              src={first.image}
              alt={`${product.name}, ${first.name}`}
              width={500}
              height={500}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className="product-page__details">
          <p className="product-page__brand">{product.brand}</p>
          <h1>{product.name}</h1>
          <Price price={product.price} />
          <h2 className="product-page__label">{t.t('product.colour')}</h2>
          <ul className="swatches">
            {product.colours.map((colour) => (
              <li key={colour.code}>
                <span className="swatch" style={{ background: colour.hex }} aria-hidden="true" />{' '}
                {colour.name}
              </li>
            ))}
          </ul>
          <h2 className="product-page__label">{t.t('product.size')}</h2>
          <ul className="sizes">
            {product.sizes.map((size) => (
              <li key={size} className={soldOutSizes.has(size) ? 'is-sold-out' : undefined}>
                {size}
                {soldOutSizes.has(size) ? (
                  <span className="visually-hidden"> ({t.t('product.soldOut')})</span>
                ) : null}
              </li>
            ))}
          </ul>
          <h2 className="product-page__label">{t.t('product.description')}</h2>
          <p>{product.description}</p>
        </div>
      </div>
      <section className="product-rail" aria-labelledby="more-title">
        <h2 id="more-title">{more}</h2>
        <Deferred id="more" fallback={<ProductRailSkeleton count={4} />} />
      </section>
    </div>
  )
}
