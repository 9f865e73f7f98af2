import type { ThreadColour } from '../../../shared/bag/embroidery'
import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import type { Translator } from '../../../shared/i18n/i18n'
import { priceText } from '../../components/price'
import { useShop } from '../../i18n'
import { Island } from '../../islands/island'
import { ProductPrice, type ProductPriceProps } from '../../islands/product-price'
import type { ProductPageProps } from './props'

const BADGE_KEYS = { 'free-gift': 'badge.freeGift', 'marked-down': 'badge.markedDown' } as const

/** The prices of sizes that cost something other than the product's low price. */
function sizePrices(product: ProductDetails, t: Translator): ProductPriceProps['bySize'] {
  const bySize: ProductPriceProps['bySize'] = {}
  for (const variant of product.variants) {
    const { original, current } = variant.price
    if (current === product.price.current && original === product.price.original) continue
    bySize[variant.size] ??= priceText(variant.price, t)
  }
  return bySize
}

/** The product's brand, name, badges, what it was customised with, its price (the chosen size's) and rating. */
export function ProductHead({
  product,
  size,
  personalisation,
}: Pick<ProductPageProps, 'product' | 'size' | 'personalisation'>) {
  const { t } = useShop()
  return (
    <div className="product-page__head">
      <p className="product-page__brand">{product.brand}</p>
      <h1>{product.name}</h1>
      {product.badges.map((badge) => (
        <span key={badge} className={`badge badge--${badge}`}>
          {t.t(BADGE_KEYS[badge])}
        </span>
      ))}
      {personalisation?.on && !personalisation.refused ? (
        <p className="product-page__customised">
          <span className="badge">{t.t('product.customised')}</span>{' '}
          {t.t('custom.line', {
            text: personalisation.text,
            thread: t.t(`custom.thread.${personalisation.thread as ThreadColour}`),
          })}
        </p>
      ) : null}
      <Island
        name="product-price"
        component={ProductPrice}
        props={{ product: priceText(product.price, t), bySize: sizePrices(product, t), initialSize: size }}
      />
      {product.rating.count > 0 ? (
        <p className="product-page__rating">
          <span aria-hidden="true">★ </span>
          {`${t.number(product.rating.score)} / 5 (${t.number(product.rating.count)})`}
        </p>
      ) : null}
    </div>
  )
}
