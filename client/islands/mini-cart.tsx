/**
 * The header's bag button. Server-rendered with no count (the page HTML is the same for every shopper), then
 * hydrated to read the shopper's cart through `/api/cart`. A shopper with no cart sees zero.
 */
import { useCart } from '../state/cart'

export interface MiniCartProps {
  href: string
  label: string
  /** Accessible names for one and for several items, with `{count}` in place of the number. */
  countLabelOne: string
  countLabelOther: string
  pluralLocale: string
  /** The page's locale: carts are kept per site. */
  locale: string
}

export function MiniCart({
  href,
  label,
  countLabelOne,
  countLabelOther,
  pluralLocale,
  locale,
}: MiniCartProps) {
  const { cart, error, isLoading } = useCart(locale)
  const count = cart?.totalItems ?? 0
  const known = !isLoading && !error
  const template =
    new Intl.PluralRules(pluralLocale).select(count) === 'one' ? countLabelOne : countLabelOther
  const accessibleName = known ? template.replace('{count}', String(count)) : label
  return (
    <a
      className="mini-cart"
      href={href}
      aria-label={accessibleName}
      data-state={known ? 'ready' : isLoading ? 'loading' : 'unknown'}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 016 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="mini-cart__label">{label}</span>
      <span className="mini-cart__count" aria-hidden="true">
        {known ? count : ''}
      </span>
    </a>
  )
}
