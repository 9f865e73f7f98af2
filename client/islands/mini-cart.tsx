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
  // The name is built from the visible text plus hidden words ("Bag" + ", " + "2" + " items"), so what a voice
  // user reads on screen is part of the link's name.
  const [before = '', after = ''] = template.split('{count}')
  // Punctuation between the visible parts is dropped: screen readers would only read it as a pause.
  const hiddenBefore = (before.startsWith(label) ? before.slice(label.length) : before).replace(
    /^[\s,;:]+/,
    '',
  )
  return (
    <a className="mini-cart" href={href} data-state={known ? 'ready' : isLoading ? 'loading' : 'unknown'}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 016 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {before.startsWith(label) ? <span className="mini-cart__label">{label}</span> : null}
      {known ? (
        <>
          <span className="visually-hidden">{hiddenBefore}</span>
          <span className="mini-cart__count">{count}</span>
          <span className="visually-hidden">{after}</span>
        </>
      ) : before.startsWith(label) ? null : (
        <span className="mini-cart__label">{label}</span>
      )}
    </a>
  )
}
