/**
 * "Shop this photo" in the shoppers' photos lightbox (decision 106): the products a photo shows, with their prices.
 */
import type { ShopPhotoProduct } from '../../../shared/content/gallery'
import { photoStreamPath, productPath } from '../../../shared/routes'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'

/** A photo's products as "Shop this photo" shows them: null while asked for, `failed` when they could not come. */
export type ShopState = ShopPhotoProduct[] | 'failed'

/**
 * A product's price as "Shop this photo" shows it: its current price (from the low end of a range), with the
 * original struck through when marked down. Formatted here with `Intl`, as the search box's suggestions are, so the
 * lightbox's code brings no money module of its own.
 */
function ShopPrice({ price, bcp47 }: { price: NonNullable<ShopPhotoProduct['price']>; bcp47: string }) {
  const words = useWords<IslandWordKey<'photos'>>()
  const money = (amount: number) =>
    new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency: price.currency,
      currencyDisplay: price.currency === 'CAD' ? 'code' : 'symbol',
    }).format(amount)
  const from = price.highCurrent !== undefined && price.highCurrent > price.current
  const current = from ? words.t('photos.priceFrom', { price: money(price.current) }) : money(price.current)
  return (
    <p className="price">
      {price.current < price.original ? (
        <>
          <span className="price__current price__current--sale">
            <span className="visually-hidden">{`${words.t('price.current', { price: '' }).trim()} `}</span>
            {current}
          </span>{' '}
          <s className="price__original">
            <span className="visually-hidden">{`${words.t('price.original', { price: '' }).trim()} `}</span>
            {money(price.original)}
          </s>
        </>
      ) : (
        <span className="price__current">{current}</span>
      )}
    </p>
  )
}

/**
 * "Shop this photo": the products it shows, each with its picture, name, price and a link to its other photos, once
 * they have come; until then, or when they cannot come, the names the thumbnail carries, linked to the products.
 * A photo that shows no product says nothing.
 */
export function ShopThisPhoto({
  photo,
  shop,
  locale,
  titleId,
}: {
  /** The photo as its thumbnail carries it: the master id and name of each product it shows. */
  photo: { products: readonly (readonly [string, string])[] }
  shop: ShopState | null
  locale: string
  titleId: string
}) {
  const words = useWords<IslandWordKey<'photos'>>()
  const headingId = `${titleId}-shop`
  const products = Array.isArray(shop) ? shop : null
  if (products ? products.length === 0 : photo.products.length === 0) return null
  return (
    <section className="lightbox__products" aria-labelledby={headingId} aria-busy={shop === null}>
      <h2 id={headingId}>{words.t('photos.shop')}</h2>
      {products ? (
        <ul className="lightbox__shop">
          {products.map((product) => (
            <li key={product.masterId} className="lightbox__product">
              {product.image ? (
                <img src={product.image} alt="" width={64} height={64} loading="lazy" />
              ) : null}
              <div>
                <a href={product.url} className="lightbox__product-name">
                  {product.name}
                </a>
                {product.price ? <ShopPrice price={product.price} bcp47={words.bcp47} /> : null}
                <a href={photoStreamPath(locale, product.streamId)} className="lightbox__more">
                  {words.t('photos.moreOf', { name: product.name })}
                </a>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="lightbox__names">
          {photo.products.map(([masterId, name]) => (
            <li key={masterId}>
              <a href={productPath(locale, name, masterId)}>{name}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
