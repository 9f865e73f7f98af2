import { CrossIcon } from './cross-icon'

/**
 * The head of a modal `<dialog>`: its heading (the dialog is labelled by it) and the close button, a
 * `method="dialog"` form that closes the dialog without JavaScript of its own. Styles: `.modal` in
 * styles/components/modal-head.css, which the shop's dialogs (mini cart, store picker, gift message) share.
 */
export function ModalHead({ id, title, close }: { id: string; title: string; close: string }) {
  return (
    <div className="modal__head">
      <h2 id={id}>{title}</h2>
      <form method="dialog">
        <button type="submit" className="modal__close" aria-label={close}>
          <CrossIcon />
        </button>
      </form>
    </div>
  )
}
