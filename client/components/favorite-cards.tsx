/**
 * The cards of a favorites list, each linked to its product in its colour, with a plain form that removes it
 * (none on a shared list), and whether the shopper's favourite store holds it (decision 082). The favorites page and
 * the account's favorites section both draw their lists with it.
 */
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import { useShop } from '../i18n'
import { PostButton } from './post-button'
import { Price } from './price'
import { ProductCardLink } from './product-card'

export interface FavoriteCardsProps {
  items: FavoriteCardItem[]
  /** The shopper's favourite store, when the list was read with it: each card says whether it holds the item. */
  storeName?: string | null
  /** A list opened from a share link: no removing. */
  readOnly: boolean
  /** The page whose own form removes a favorite: the list, or the account's favorites section (decision 068). */
  action: string
  /** The level of each card's heading under the page's. */
  headingLevel?: 2 | 3
}

/** A favourite as its card shows it; `inFavouriteStore` null when the list was read without a store. */
export interface FavoriteCardItem {
  id: string
  colourCode: string
  product: ProductSummary
  inFavouriteStore?: boolean | null
}

export function FavoriteCards({
  items,
  storeName = null,
  readOnly,
  action,
  headingLevel = 2,
}: FavoriteCardsProps) {
  const { t } = useShop()
  return (
    <ul className="product-grid favorite-cards">
      {items.map((item) => {
        const colour =
          item.product.colours.find((entry) => entry.code === item.colourCode) ?? item.product.colours[0]
        return (
          <li key={item.id}>
            <article className="product-card">
              <ProductCardLink
                href={`${item.product.url}?colour=${item.colourCode}`}
                image={colour?.image}
                name={item.product.name}
                heading={headingLevel === 2 ? 'h2' : 'h3'}
              />
              {colour ? <p className="product-card__colours">{colour.name}</p> : null}
              <Price price={item.product.price} />
              {storeName && typeof item.inFavouriteStore === 'boolean' ? (
                <p
                  className={`favorite-cards__store favorite-cards__store--${item.inFavouriteStore ? 'in' : 'out'}`}
                >
                  {t.t(item.inFavouriteStore ? 'favorites.store.inStock' : 'favorites.store.notInStock', {
                    store: storeName,
                  })}
                </p>
              ) : null}
              {readOnly ? null : (
                <PostButton
                  action={action}
                  intent="remove"
                  values={{ id: item.id }}
                  buttonClassName="link-button favorite-cards__remove"
                >
                  {t.t('favorites.remove', { name: item.product.name })}
                </PostButton>
              )}
            </article>
          </li>
        )
      })}
    </ul>
  )
}
