import type { MiniCartDialog, MiniCartDialogProps } from '../../components/mini-cart-dialog'

interface MiniCartProps extends MiniCartDialogProps {
  /** The dialog, once its code has loaded with the first add. */
  dialog: typeof MiniCartDialog | null
}

/** The mini cart an add opens; until its code has loaded, the closed dialog as it renders itself closed. */
export function MiniCart({ dialog: Dialog, ...props }: MiniCartProps) {
  return Dialog ? (
    <Dialog {...props} />
  ) : (
    <dialog className="modal mini-cart-dialog" aria-labelledby="mini-cart-title" />
  )
}
