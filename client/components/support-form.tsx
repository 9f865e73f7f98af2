/**
 * The pieces of the help forms (contact us, warranty): a labelled field with its hint and its message, the
 * attributes that tie a control to them, and the summary of refused fields at the top of a refused form, each
 * entry a link to its field, the order number and the text every case ends with, the form itself and its panel, which
 * gives way to the case once sent. The forms are plain
 * server-rendered forms: the worker checks them and renders them again with each field's message, the first refused
 * field taking focus.
 */
import type { ReactNode } from 'react'
import { ORDER_NUMBER_TYPED_MAX } from '../../shared/help/contact'
import { useShop } from '../i18n'
import { FieldError } from './field-error'
import { HoneypotField } from './honeypot-field'

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

/**
 * What one help form's fields share: each field's id (`<form>-<field>`), what its `SupportField` shows (label, hint,
 * message), the attributes of its control (the first refused field taking focus) and the summary of the refused
 * fields, in the form's order.
 */
export function supportFormFields<Field extends string>(
  form: string,
  fields: readonly Field[],
  errors: Partial<Record<Field, string>>,
  label: Record<Field, string>,
) {
  const idOf = (field: Field) => `${form}-${field}`
  const first = fields.find((field) => errors[field]) ?? null
  return {
    idOf,
    fieldProps: (field: Field, hint?: string) => ({
      id: idOf(field),
      label: label[field],
      hint,
      error: errors[field],
    }),
    attributes: (field: Field, hint = false) =>
      fieldAttributes(idOf(field), { hint, error: errors[field], focus: first === field }),
    summary: fields
      .filter((field) => errors[field])
      .map((field) => ({ id: idOf(field), label: label[field], message: errors[field] as string })),
  }
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
      <FieldError id={`${id}-error`} message={error} />
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

/** What an email address's input takes: the email keyboard, never corrected or capitalised as it is typed. */
export const EMAIL_INPUT = {
  name: 'email',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  spellCheck: false,
  autoCapitalize: 'none',
} as const

/** What an order number's input takes: typed as printed on the order, never corrected or remembered. */
export const ORDER_NUMBER_INPUT = {
  name: 'orderNumber',
  type: 'text',
  autoComplete: 'off',
  spellCheck: false,
  autoCapitalize: 'characters',
  maxLength: ORDER_NUMBER_TYPED_MAX,
} as const

export interface CaseFieldsProps<Text extends string> {
  /** The form's `supportFormFields`: what each field shows and the attributes of its control. */
  fields: {
    fieldProps: (field: 'orderNumber' | Text, hint?: string) => Omit<SupportFieldProps, 'children'>
    attributes: (field: 'orderNumber' | Text, hint?: boolean) => ReturnType<typeof fieldAttributes>
  }
  /** The order the case is about, as typed, and its hint. */
  orderNumber: { value: string; hint: string }
  /** Where the shopper writes (the message, what is wrong): the field, what was typed and its hint (how long). */
  text: { field: Text; value: string; hint: string }
}

/** How a help form's case ends: the order it is about, if any, then what the shopper writes in a box of their own. */
export function CaseFields<Text extends string>({ fields, orderNumber, text }: CaseFieldsProps<Text>) {
  const { fieldProps, attributes } = fields
  return (
    <>
      <SupportField {...fieldProps('orderNumber', orderNumber.hint)}>
        <input
          {...ORDER_NUMBER_INPUT}
          defaultValue={orderNumber.value}
          {...attributes('orderNumber', true)}
        />
      </SupportField>
      <SupportField {...fieldProps(text.field, text.hint)}>
        <textarea
          name={text.field}
          rows={8}
          required
          defaultValue={text.value}
          {...attributes(text.field, true)}
        />
      </SupportField>
    </>
  )
}

export interface SupportFormProps {
  /** The form's name, which its fields' ids start with. */
  id: string
  /** Where the form posts (with the page's locale). */
  action: string
  submit: string
  /** The fields, each a `SupportField`. */
  children: ReactNode
}

/**
 * The form: checked by the worker, not the browser, so a refusal is worded as everywhere else; after the fields, a
 * field only bots fill in, which the worker refuses a form with.
 */
export function SupportForm({ id, action, submit, children }: SupportFormProps) {
  return (
    <form method="post" action={action} noValidate className="support-form__fields">
      {children}
      <HoneypotField id={`${id}-website`} className="support-form__trap" />
      <button type="submit" className="button button--lg">
        {submit}
      </button>
    </form>
  )
}

export interface SupportPanelProps {
  /** The help form (contact us, warranty): its panel's title has the id `<form>-form-title`, its words `<form>.sent.…`. */
  form: 'contact' | 'warranty'
  /** The page's own class for the panel. */
  className: string
  /** Once sent, the case it opened, by its number; null before. */
  sent: string | null
  /** The form again, empty. */
  formHref: string
  /** The form, under its title, until it is sent. */
  children: ReactNode
}

/**
 * The help form's panel: the form until it is sent, then what it gives way to, the case it opened, what happens next
 * and a way to write again.
 */
export function SupportPanel({ form, className, sent, formHref, children }: SupportPanelProps) {
  const { t } = useShop()
  const titleId = `${form}-form-title`
  return (
    <section className={`${className} support-form`} aria-labelledby={titleId}>
      {sent === null ? (
        children
      ) : (
        <div className="support-form__sent" role="status">
          <h2 id={titleId}>{t.t(`${form}.sent.title`)}</h2>
          <p className="support-form__case">{sent}</p>
          <p>{t.t(`${form}.sent.next`)}</p>
          <p>
            <a className="button button--secondary" href={formHref}>
              {t.t(`${form}.sent.another`)}
            </a>
          </p>
        </div>
      )}
    </section>
  )
}
