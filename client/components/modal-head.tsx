import { type RefObject, useEffect, useRef } from 'react'

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

export interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>
  /** The dialog's `onClose`. */
  closed: () => void
}

/**
 * A modal `<dialog>` shown while `showing` is set (a new value each time it opens) and closed when it is cleared.
 * `onShow` runs as it opens, to move focus in. When the dialog closes by itself (Escape, the close button, Cancel),
 * `onClose` clears the value and focus goes back to `returnFocusTo`, or else to what had it when the dialog opened.
 *
 * The browser fires `close` a task after the dialog has closed and put focus back on its opener, so a shopper (or a
 * test) who presses Enter on that opener at once has asked for a new showing before the old one's `close` arrives.
 * That late `close` belongs to a showing that is over: it is let go, so it cannot shut the new one.
 */
export function useModalDialog(
  showing: object | null,
  {
    onShow,
    onClose,
    returnFocusTo,
  }: {
    onShow?: () => void
    onClose: () => void
    returnFocusTo?: RefObject<HTMLElement | null>
  },
): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const shown = useRef<object | null>(null)
  const show = useRef(onShow)
  show.current = onShow
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (showing && !element.open) {
      opener.current = document.activeElement
      shown.current = showing
      element.showModal()
      show.current?.()
    } else if (!showing && element.open) element.close()
  }, [showing])

  const closed = () => {
    if (ref.current?.open || (showing && showing !== shown.current)) return
    onClose()
    const target = returnFocusTo?.current ?? opener.current
    if (target instanceof HTMLElement) target.focus()
  }
  return { ref, closed }
}
