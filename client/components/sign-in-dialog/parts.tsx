/** The parts every step of the sign-in dialog is made of: its head, its notice and its buttons. */
import type { ReactNode } from 'react'

/** The step's title, which takes focus when the step is drawn, and the close button. */
export function DialogHead({
  title,
  closeLabel,
  onClose,
}: {
  title: string
  closeLabel: string
  onClose: () => void
}) {
  return (
    <div className="sign-in-dialog__head">
      <h2 id="sign-in-dialog-title" tabIndex={-1}>
        {title}
      </h2>
      <button type="button" className="sign-in-dialog__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/** A refusal of the whole step, announced; focus goes to it when no field was refused. */
export function DialogNotice({ text }: { text: string | null }) {
  return text ? (
    <p id="sign-in-dialog-notice" className="notice notice--error" role="alert" tabIndex={-1}>
      {text}
    </p>
  ) : null
}

/** One of a step's ways on: the first is the main one, a `secondary` one is drawn lighter. */
export function DialogButton(props: {
  children: ReactNode
  onClick?: () => void
  type?: 'button' | 'submit'
  secondary?: boolean
  busy?: boolean
}) {
  return (
    <button
      type={props.type ?? 'button'}
      className={`button${props.secondary ? ' button--secondary' : ''} button--lg`}
      disabled={props.busy}
      aria-busy={props.busy || undefined}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  )
}
