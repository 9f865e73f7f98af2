/**
 * One checkbox of a form with its label beside it (an agreement, a newsletter, an interest), and under the label
 * its hint and, when the form was refused, its message; both are read with the box. Back from a refused form the
 * refused box takes focus. Drawn by the sign-up form, the enrolment steps, the loyalty join form and the employee
 * terms.
 */
import type { ReactNode } from 'react'
import { FieldError } from './field-error'

export interface CheckFieldProps {
  id: string
  name: string
  label: ReactNode
  /** What the box sends when ticked. */
  value?: string
  required?: boolean
  defaultChecked?: boolean
  /** Read with the box, below its label. */
  hint?: ReactNode
  error?: string | null
  focus?: boolean
}

export function CheckField({
  id,
  name,
  label,
  value = 'on',
  required,
  defaultChecked,
  hint,
  error,
  focus,
}: CheckFieldProps) {
  const hintId = hint ? `${id}-hint` : null
  const errorId = error ? `${id}-error` : null
  return (
    <div className="sign-up-page__check">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        required={required}
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the refused box takes focus
        autoFocus={focus}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId ?? undefined} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId ?? undefined} message={error} />
    </div>
  )
}
