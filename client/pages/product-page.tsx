import type { Category, ProductDetails } from '../../shared/catalogue'
import { Breadcrumb } from '../components/breadcrumb'
import { Deferred, ProductRailSkeleton } from '../components/deferred'
import { Price } from '../components/price'
import { useShop } from '../i18n'
import { BuyBox, type BuyBoxProps } from '../islands/buy-box'
import { Island } from '../islands/island'
import { ProductGallery } from '../islands/product-gallery'

export interface ProductPageProps {
  product: ProductDetails
  category: Category | null
  colour: string
  size: string | null
  notice: BuyBoxProps['initialNotice']
}

export const moreTitle = (category: Category | null, t: ReturnType<typeof useShop>['t']) =>
  category ? t.t('product.more', { category: category.name }) : t.t('product.moreFallback')

export function ProductPage({ product, category, colour, size, notice }: ProductPageProps) {
  const { t } = useShop()
  const trail = category
    ? [...category.trail, { id: category.id, name: category.name, url: category.url }]
    : []
  const more = moreTitle(category, t)
  const badgeKeys = { 'free-gift': 'badge.freeGift', 'marked-down': 'badge.markedDown' } as const
  return (
    <div className="product-page">
      <Breadcrumb trail={trail} current={product.name} />
      <div className="product-page__main">
        <div className="product-page__gallery">
          <Island
            name="product-gallery"
            component={ProductGallery}
            props={{
              name: product.name,
              colours: product.colours.map(({ code, name, image }) => ({ code, name, image })),
              initialColour: colour,
              thumbnailsLabel: t.t('product.colour'),
            }}
          />
        </div>
        <div className="product-page__details">
          <p className="product-page__brand">{product.brand}</p>
          <h1>{product.name}</h1>
          {product.badges.map((badge) => (
            <span key={badge} className={`badge badge--${badge}`}>
              {t.t(badgeKeys[badge])}
            </span>
          ))}
          <Price price={product.price} />
          {product.rating.count > 0 ? (
            <p className="product-page__rating">
              <span aria-hidden="true">★ </span>
              {`${t.number(product.rating.score)} / 5 (${t.number(product.rating.count)})`}
            </p>
          ) : null}
          <Island
            name="buy-box"
            component={BuyBox}
            props={{
              locale: t.locale.code,
              styleCode: product.styleCode,
              productPath: product.url,
              colours: product.colours.map(({ code, name, hex }) => ({ code, name, hex })),
              sizes: product.sizes,
              variants: product.variants,
              maxQty: product.maxQty,
              initialColour: colour,
              initialSize: size,
              initialNotice: notice,
              labels: {
                colour: t.t('product.colour'),
                size: t.t('product.size'),
                quantity: t.t('cart.quantity'),
                addToBag: t.t('cart.addToBag'),
                adding: t.t('cart.adding'),
                update: t.t('cart.update'),
                chooseSize: t.t('cart.chooseSize'),
                soldOut: t.t('product.soldOut'),
                added: t.t('cart.added'),
                quantityError: t.t('error.quantity', { max: t.number(product.maxQty) }),
                genericError: t.t('error.generic'),
              },
            }}
          />
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
