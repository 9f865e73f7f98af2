import type { Money } from '../../shared/catalogue'
import { useShop } from '../i18n'

/** Current price, with the original struck through when the product is marked down. */
export function Price({ price }: { price: Money }) {
  const { t } = useShop()
  const current = t.money(price.current, price.currency)
  if (price.current >= price.original) {
    return (
      <p className="price">
        <span className="price__current">{current}</span>
      </p>
    )
  }
  const original = t.money(price.original, price.currency)
  return (
    <p className="price">
      <span className="price__current price__current--sale">
        <span className="visually-hidden">{t.t('price.current', { price: '' }).trim()} </span>
        {current}
      </span>{' '}
      <s className="price__original">
        <span className="visually-hidden">{t.t('price.original', { price: '' }).trim()} </span>
        {original}
      </s>
    </p>
  )
}
