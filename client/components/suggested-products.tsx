/**
 * "You might like": a few products on a page that has none of its own (an empty bag, favourites, comparison or
 * search), so the shopper has somewhere to go. Nothing when there are none to suggest.
 */
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import { useShop } from '../i18n'
import { ProductGrid } from './product-card'

export function SuggestedProducts({ products, list }: { products: readonly ProductSummary[]; list: string }) {
  const { t } = useShop()
  if (products.length === 0) return null
  return (
    <section className="suggested-products" aria-labelledby="suggested-products-title">
      <h2 id="suggested-products-title">{t.t('suggest.title')}</h2>
      <ProductGrid products={products} eagerCount={0} list={`suggestions:${list}`} />
    </section>
  )
}
