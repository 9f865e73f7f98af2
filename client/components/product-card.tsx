import type { ProductSummary } from '../../shared/catalogue'
import { useShop } from '../i18n'
import { Price } from './price'

const BADGE_KEYS = { 'free-gift': 'badge.freeGift', 'marked-down': 'badge.markedDown' } as const

export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { t } = useShop()
  const [first] = product.colours
  return (
    <article className="product-card">
      <a className="product-card__link" href={product.url}>
        {first ? (
          <img
            className="product-card__image"
            src={first.image}
            alt=""
            width={500}
            height={500}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <h3 className="product-card__name">{product.name}</h3>
      </a>
      <p className="product-card__brand">{product.brand}</p>
      {product.badges.map((badge) => (
        <span key={badge} className={`badge badge--${badge}`}>
          {t.t(BADGE_KEYS[badge])}
        </span>
      ))}
      <Price price={product.price} />
      {product.colours.length > 1 ? (
        <p className="product-card__colours">
          <span className="product-card__swatches" aria-hidden="true">
            {product.colours.slice(0, 5).map((colour) => (
              <span
                key={colour.code}
                className="swatch swatch--small"
                style={{ background: colour.hex }}
                title={colour.name}
              />
            ))}
          </span>
          {t.plural('product.colours', product.colours.length)}
        </p>
      ) : null}
      {product.rating.count > 0 ? (
        <p className="product-card__rating">
          <span aria-hidden="true">★ </span>
          {`${t.number(product.rating.score)} / 5 (${t.number(product.rating.count)})`}
        </p>
      ) : null}
    </article>
  )
}

export function ProductGrid({
  products,
  eagerCount = 4,
  list,
}: {
  products: readonly ProductSummary[]
  eagerCount?: number
  /** The analytics name of this list (`category:1000`), recorded when a product in it is opened. */
  list?: string
}) {
  return (
    <ul className="product-grid" data-list={list}>
      {products.map((product, index) => (
        <li key={product.styleCode} data-position={index + 1} data-style-code={product.styleCode}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  )
}
