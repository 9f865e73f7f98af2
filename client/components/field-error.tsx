import type { ReactNode } from 'react'

/**
 * A refused field's message, under its control; the control names this paragraph's id in its
 * `aria-describedby`, so the message is read with it. Nothing is drawn while the field stands.
 */
export function FieldError({
  id,
  message,
  children,
}: {
  id?: string
  message: string | null | undefined
  children?: ReactNode
}) {
  if (!message) return null
  return (
    <p id={id} className="field-error">
      {message}
      {children}
    </p>
  )
}

/**
 * The attributes that tie a control to its `FieldError`: once refused it is marked invalid and described by the
 * message, and back from a refused form the first refused control takes focus.
 */
export function refusedControl(errorId: string, error: string | null | undefined, focus: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    autoFocus: focus,
  } as const
}
