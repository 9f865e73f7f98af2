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
