/**
 * The mini cart (spec 1 §2's "mini cart" dialog), opened by an add to the bag: the line just added, the bag's
 * subtotal, the way to checkout and to the bag. A modal `<dialog>`: focus moves into it when it opens and goes back
 * to what opened it when it closes (Escape, the close button, or "Continue shopping").
 */
import type { RefObject } from 'react'
import type { Cart, CartLine } from '../../shared/cart'
import { formatMoney } from '../../shared/money'
import { useDialog } from '../hooks/use-dialog'
import { CustomFacts, type CustomLineLabels, LineFacts } from './bag-line-parts'
import { ModalHead } from './modal-head'

export interface MiniCartDialogLabels {
  title: string
  close: string
  colour: string
  size: string
  quantity: string
  /** "Sent by email to {to} ({email})": what an e-gift card shows instead of its colour and size. */
  sentTo: string
  /** A personalised line's badge and personalisation. */
  custom: Pick<CustomLineLabels, 'badge' | 'line' | 'threads'>
  /** "Subtotal ({count} items)", for one and for several. */
  subtotalOne: string
  subtotalOther: string
  checkout: string
  viewBag: string
  continueShopping: string
}

export interface MiniCartDialogProps {
  /** The cart after the add, and its line that was added; null keeps the dialog closed. */
  added: { cart: Cart; line: CartLine } | null
  colourName: string | null
  bcp47: string
  paths: { bag: string; checkout: string }
  labels: MiniCartDialogLabels
  onClose: () => void
  /** Where focus goes back to on close (the button that added, which was disabled while it added). */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export function MiniCartDialog({
  added,
  colourName,
  bcp47,
  paths,
  labels,
  onClose,
  returnFocusTo,
}: MiniCartDialogProps) {
  const { ref: dialog, closed } = useDialog(added, { onClose, returnFocusTo })
  if (!added)
    return <dialog ref={dialog} className="modal mini-cart-dialog" aria-labelledby="mini-cart-title" />
  const { cart, line } = added
  const money = (amount: number) => formatMoney(amount, cart.currency, bcp47)
  const count = cart.totalItems
  const subtotal = (
    new Intl.PluralRules(bcp47).select(count) === 'one' ? labels.subtotalOne : labels.subtotalOther
  ).replace('{count}', String(count))
  return (
    <dialog
      ref={dialog}
      className="modal mini-cart-dialog"
      aria-labelledby="mini-cart-title"
      onClose={closed}
    >
      <ModalHead id="mini-cart-title" title={labels.title} close={labels.close} />
      <div className="mini-cart-dialog__line">
        <img src={line.image || undefined} alt="" width={96} height={96} />
        <div>
          <p className="mini-cart-dialog__name">{line.name}</p>
          {line.digital ? (
            <p className="mini-cart-dialog__sent-to">
              {labels.sentTo.replace('{to}', line.gift?.to ?? '').replace('{email}', line.gift?.email ?? '')}
            </p>
          ) : null}
          {line.custom ? <CustomFacts custom={line.custom} labels={labels.custom} /> : null}
          <LineFacts
            colour={line.digital ? null : colourName}
            size={line.digital ? null : (line.sizeLabel ?? line.size)}
            qty={String(line.qty)}
            labels={labels}
          />
          <p className="mini-cart-dialog__price">{money(line.price.rowTotal)}</p>
        </div>
      </div>
      <p className="mini-cart-dialog__subtotal">
        <span>{subtotal}</span> <strong>{money(cart.totals.itemTotal)}</strong>
      </p>
      <div className="mini-cart-dialog__actions">
        <a className="button" href={paths.checkout}>
          {labels.checkout}
        </a>
        <a className="button button--secondary" href={paths.bag}>
          {labels.viewBag}
        </a>
        <form method="dialog">
          <button type="submit" className="link-button">
            {labels.continueShopping}
          </button>
        </form>
      </div>
    </dialog>
  )
}
