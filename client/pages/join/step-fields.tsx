/** The parts every enrolment step's form is made of: the form with its hidden step, and a text field. */
import type { ReactNode } from 'react'
import type { EnrolmentStep } from '../../../shared/account/enrolment'
import { FieldError } from '../../components/field-error'
import type { JoinPageProps } from './props'

/** A step's form: its hidden step and return path, then its fields. */
export function StepForm({
  props,
  step,
  children,
  className,
}: {
  props: JoinPageProps
  step: EnrolmentStep
  children: ReactNode
  className?: string
}) {
  return (
    <form
      method="post"
      action={props.action}
      noValidate
      className={`sign-in-page__form join-page__form${className ? ` ${className}` : ''}`}
    >
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      {children}
    </form>
  )
}

export function TextField(props: {
  id: string
  name: string
  label: string
  value: string
  error: string | undefined
  focus: boolean
  hint?: string | null
  attributes: Record<string, string | number | boolean>
}) {
  const hintId = props.hint ? `${props.id}-hint` : null
  const errorId = props.error ? `${props.id}-error` : null
  return (
    <div className={`field join-page__field--${props.name}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p id={hintId ?? undefined} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused step, the first refused field takes focus
        autoFocus={props.focus}
        {...props.attributes}
      />
      <FieldError id={errorId ?? undefined} message={props.error} />
    </div>
  )
}
