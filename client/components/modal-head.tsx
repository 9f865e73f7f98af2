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
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </form>
    </div>
  )
}
