import { type RefObject, useEffect, useRef } from 'react'

export interface DialogOptions {
  /** Runs as the dialog opens, to move focus in. */
  onShow?: () => void
  /** The dialog closed by itself (Escape, a close button, Cancel): clear what it was showing. */
  onClose: () => void
  /** Where focus goes back to on close; without it, what had focus when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

export interface Dialog {
  ref: RefObject<HTMLDialogElement | null>
  /** The dialog's `onClose`. */
  closed: () => void
}

/**
 * A native modal `<dialog>` shown while `showing` is set (a new value each time it opens) and closed when it is
 * cleared: the caller holds what the dialog shows as its open state. The browser keeps focus inside and closes it
 * on Escape; when it closes by itself, `onClose` clears the value and focus goes back where it came from.
 *
 * The browser fires `close` a task after the dialog has closed and put focus back on its opener, so a shopper (or a
 * test) who presses Enter on that opener at once has asked for a new showing before the old one's `close` arrives.
 * That late `close` belongs to a showing that is over: it is let go, so it cannot shut the new one.
 *
 * @example
 * const [editing, setEditing] = useState<CartLine | null>(null)
 * const { ref, closed } = useDialog(editing, { onClose: () => setEditing(null) })
 * return <dialog ref={ref} onClose={closed}>...</dialog>
 */
export function useDialog(showing: object | null, { onShow, onClose, returnFocusTo }: DialogOptions): Dialog {
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
