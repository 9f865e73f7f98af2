/**
 * A form's fields and its refusals: the values as the shopper typed them, the errors at their fields (found in the
 * browser, or named by the server: the API answers a refusal of single fields with `fields`), focus on the first
 * field in error, and an error gone as soon as the shopper changes its field. A field's element has the id
 * `{idPrefix}-{name}`, as `components/address-fields.tsx` names its fields.
 *
 * @example
 * const form = useFormFields('sign-in', ['email', 'password'], () => ({ email: '', password: '' }))
 * <input id="sign-in-email" value={form.values.email} onChange={(event) => form.change('email', event.currentTarget.value)} />
 * try { await callApi(path, { locale, json: form.values }) } catch (error) { if (!form.refuseAnswer(error)) showNotice(error) }
 */
import { useState } from 'react'
import { ApiRequestError } from '../api'

/** Field name → message. */
export type FieldErrors = Partial<Record<string, string>>

export interface FormFields<Values extends Partial<Record<string, string>>> {
  values: Values
  errors: FieldErrors
  /** Takes a field's new value; its error goes, as the shopper is mending that field. */
  change: (field: keyof Values & string, value: string) => void
  /** Shows `errors` in place of those shown, focusing the first field in error; true when there are any. */
  refuse: (errors: FieldErrors) => boolean
  /** Shows the fields an API refusal names; false, the errors shown left as they are, when it names none. */
  refuseAnswer: (error: unknown) => boolean
}

/**
 * @param idPrefix What the ids of the form's fields start with.
 * @param order The form's fields in the order they are shown: focus goes to the first of them in error.
 * @param initial The values the form starts with.
 * @param refused The errors it starts with: a refusal the page came back with, at its fields.
 */
export function useFormFields<Values extends Partial<Record<string, string>>>(
  idPrefix: string,
  order: readonly string[],
  initial: () => Values,
  refused: FieldErrors = {},
): FormFields<Values> {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>(refused)

  function change(field: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  function refuse(next: FieldErrors) {
    setErrors(next)
    const first = order.find((field) => next[field])
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus()
    return Object.keys(next).length > 0
  }

  const refuseAnswer = (error: unknown) =>
    error instanceof ApiRequestError && Object.keys(error.fields).length > 0 && refuse(error.fields)

  return { values, errors, change, refuse, refuseAnswer }
}

/** What a refused plain form gave back as typed, among `fields` (those it did not send keep their values). */
export const typedFields = (
  typed: { values: Record<string, string> } | null,
  fields: readonly string[],
): Record<string, string> =>
  Object.fromEntries(
    fields.flatMap((field) => (typed?.values[field] === undefined ? [] : [[field, typed.values[field]]])),
  )
