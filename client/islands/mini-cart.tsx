/**
 * The header's bag button. Server-rendered with the count the shopper's session knows (so it shows without
 * JavaScript), then hydrated to read the cart through `/api/cart` and follow every change on the page. An empty
 * bag, or one the session knows nothing of, shows no number.
 */
import { pluralForm } from '../../shared/i18n/text'
import { useCart } from '../state/cart'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface MiniCartProps {
  href: string
  /** The page's locale: carts are kept per site. */
  locale: string
  /** The count the server knew (from the session), shown until the cart is read, and without JavaScript. */
  initialCount: number | null
}

export function MiniCart({ href, locale, initialCount }: MiniCartProps) {
  const words = useWords<IslandWordKey<'mini-cart'>>()
  const { cart, error, isLoading } = useCart(locale)
  const read = !isLoading && !error
  const count = read ? (cart?.totalItems ?? 0) : (initialCount ?? 0)
  const known = read || initialCount !== null
  const label = words.t('cart.link')
  // The accessible name for this count, with `{count}` in place of the number.
  const template = words.t(`cart.count_${pluralForm(words.bcp47, count)}`)
  // The name is built from the visible text plus hidden words ("Bag" + ", " + "2" + " items"), so what a voice
  // user reads on screen is part of the link's name.
  const [before = '', after = ''] = template.split('{count}')
  // Punctuation between the visible parts is dropped: screen readers would only read it as a pause.
  const hiddenBefore = (before.startsWith(label) ? before.slice(label.length) : before).replace(
    /^[\s,;:]+/,
    '',
  )
  return (
    <a className="mini-cart" href={href} data-state={read ? 'ready' : isLoading ? 'loading' : 'unknown'}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 016 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {before.startsWith(label) ? <span className="visually-hidden-narrow">{label}</span> : null}
      {known ? (
        <>
          <span className="visually-hidden">{hiddenBefore}</span>
          {/* An empty bag shows no number; its name still says it holds none. */}
          <span className={count > 0 ? 'mini-cart__count' : 'visually-hidden'}>{count}</span>
          <span className="visually-hidden">{after}</span>
        </>
      ) : before.startsWith(label) ? null : (
        <span className="visually-hidden-narrow">{label}</span>
      )}
    </a>
  )
}
