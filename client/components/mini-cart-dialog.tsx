/**
 * The mini cart (spec 1 §2's "mini cart" dialog), opened by an add to the bag: the line just added, the bag's
 * subtotal, the offers it is close to that are shown in the mini cart (spec 2 §5's display levels), the way to
 * checkout and to the bag. A modal `<dialog>`: focus moves into it when it opens and goes back
 * to what opened it when it closes (Escape, the close button, or "Continue shopping").
 */
import type { RefObject } from 'react'
import type { Cart, CartLine } from '../../shared/bag/cart'
import { formatMoney } from '../../shared/i18n/money'
import { pluralOf } from '../../shared/i18n/text'
import { useDialog } from '../hooks/use-dialog'
import { useWords } from '../islands/use-words'
import { CustomFacts, LINE_FACTS_WORDS, LineFacts, lineFactsLabels } from './bag-line-parts'
import { CUSTOM_FACTS_WORDS, customFactsLabels } from './custom-labels'
import { ModalHead } from './modal-head'
import { OfferMarkOf } from './offer-marks'

/** What the dialog is worded with: the island that opens it spreads this list into its words. */
export const MINI_CART_DIALOG_WORDS = [
  'miniCart.title',
  'miniCart.close',
  ...LINE_FACTS_WORDS,
  ...pluralOf('miniCart.subtotal'),
  'checkout.toCheckout',
  'page.viewBag',
  'page.continueShopping',
] as const

/** The words of the added line's facts that only some products have, sent with the buy box's parts that add them. */
export const MINI_CART_DIALOG_PART_WORDS = {
  // "Sent by email to {to} ({email})": what an e-gift card shows instead of its colour and size.
  egift: ['egift.sentTo'],
  personalise: CUSTOM_FACTS_WORDS,
} as const

export interface MiniCartDialogProps {
  /** The cart after the add, and its line that was added; null keeps the dialog closed. */
  added: { cart: Cart; line: CartLine } | null
  colourName: string | null
  bcp47: string
  paths: { bag: string; checkout: string }
  onClose: () => void
  /** Where focus goes back to on close (the button that added, which was disabled while it added). */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export function MiniCartDialog({
  added,
  colourName,
  bcp47,
  paths,
  onClose,
  returnFocusTo,
}: MiniCartDialogProps) {
  const words = useWords<
    | (typeof MINI_CART_DIALOG_WORDS)[number]
    | (typeof MINI_CART_DIALOG_PART_WORDS)[keyof typeof MINI_CART_DIALOG_PART_WORDS][number]
  >()
  const { ref: dialog, closed } = useDialog(added, { onClose, returnFocusTo })
  if (!added)
    return <dialog ref={dialog} className="modal mini-cart-dialog" aria-labelledby="mini-cart-title" />
  const { cart, line } = added
  const money = (amount: number) => formatMoney(amount, cart.currency, bcp47)
  const count = cart.totalItems
  const subtotal = words.plural('miniCart.subtotal', count)
  // The offers shown in the mini cart, nearest first; those for guests or members only wait for the bag, which knows
  // who is shopping.
  const offers = cart.approaching.filter(
    (offer) => offer.contexts.includes('minicart') && (offer.kind === 'spend' || offer.kind === 'gift'),
  )
  return (
    <dialog
      ref={dialog}
      className="modal mini-cart-dialog"
      aria-labelledby="mini-cart-title"
      onClose={closed}
    >
      <ModalHead id="mini-cart-title" title={words.t('miniCart.title')} close={words.t('miniCart.close')} />
      <div className="mini-cart-dialog__line">
        <img src={line.image || undefined} alt="" width={96} height={96} />
        <div>
          <p className="mini-cart-dialog__name">{line.name}</p>
          {line.digital ? (
            <p className="mini-cart-dialog__sent-to">
              {words.t('egift.sentTo', { to: line.gift?.to ?? '', email: line.gift?.email ?? '' })}
            </p>
          ) : null}
          {line.custom ? <CustomFacts custom={line.custom} labels={customFactsLabels(words)} /> : null}
          <LineFacts
            colour={line.digital ? null : colourName}
            size={line.digital ? null : (line.sizeLabel ?? line.size)}
            qty={String(line.qty)}
            labels={lineFactsLabels(words)}
          />
          <p className="mini-cart-dialog__price">{money(line.price.rowTotal)}</p>
        </div>
      </div>
      <p className="mini-cart-dialog__subtotal">
        <span>{subtotal}</span> <strong>{money(cart.totals.itemTotal)}</strong>
      </p>
      {offers.length > 0 ? (
        <ul className="mini-cart-dialog__offers">
          {offers.map((offer) => (
            <li key={offer.id} className={offer.reached ? 'is-reached' : undefined}>
              <OfferMarkOf offer={offer} />
              <span>{offer.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mini-cart-dialog__actions">
        <a className="button" href={paths.checkout}>
          {words.t('checkout.toCheckout')}
        </a>
        <a className="button button--secondary" href={paths.bag}>
          {words.t('page.viewBag')}
        </a>
        <form method="dialog">
          <button type="submit" className="link-button">
            {words.t('page.continueShopping')}
          </button>
        </form>
      </div>
    </dialog>
  )
}
