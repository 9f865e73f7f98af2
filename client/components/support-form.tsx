/**
 * The pieces of the help forms (contact us, warranty): a labelled field with its hint and its message, the
 * attributes that tie a control to them, and the summary of refused fields at the top of a refused form, each
 * entry a link to its field. The forms are plain server-rendered forms: the worker checks them and renders them
 * again with each field's message, the first refused field taking focus.
 */
import type { ReactNode } from 'react'
import { ORDER_NUMBER_TYPED_MAX } from '../../shared/contact'

/** The control's id, what describes it (its hint, its message), whether it was refused and whether it takes focus. */
export function fieldAttributes(
  id: string,
  options: { hint?: boolean; error?: string | undefined; focus: boolean },
) {
  const describedBy = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': options.error ? true : undefined,
    autoFocus: options.focus,
  } as const
}

export interface SupportFieldProps {
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** The control, with `fieldAttributes(id, ...)` spread on it. */
  children: ReactNode
  className?: string
}

/** A label, a hint, the control and, once refused, its message. */
export function SupportField({ id, label, hint, error, children, className }: SupportFieldProps) {
  return (
    <div className={['support-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** One refused field: where it is, what it is called and what is wrong with it. */
export interface SummaryItem {
  id: string
  label: string
  message: string
}

/** The refused fields at the top of the form, announced at once, each a link to its field. */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  if (items.length === 0) return null
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary__title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{`${item.label} – ${item.message}`}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What an order number's input takes: typed as printed on the order, never corrected or remembered. */
export const ORDER_NUMBER_INPUT = {
  name: 'orderNumber',
  type: 'text',
  autoComplete: 'off',
  spellCheck: false,
  autoCapitalize: 'characters',
  maxLength: ORDER_NUMBER_TYPED_MAX,
} as const

/** A field only bots fill in (`website`), out of sight and out of the tab order; the worker refuses a form with it. */
export function SupportTrap({ id, label }: { id: string; label: string }) {
  return (
    <div className="support-form__trap" aria-hidden="true">
      <label htmlFor={`${id}-website`}>{label}</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
