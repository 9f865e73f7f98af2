import { typedFields, useFormFields } from '../../hooks/use-form-fields'
import type { CheckoutProps } from './props'

/**
 * A checkout step's form fields, which start as `initial` gives them; when the page came back from the step's plain
 * form refused (decision 068), as they were typed, each message at its field. `typed` is that refused form, if any.
 */
export function useStepForm<Values extends Record<string, string>>(
  props: CheckoutProps,
  step: 'shipping' | 'billing',
  fields: readonly string[],
  initial: () => Values,
) {
  const typed = props.step === step ? props.typed : null
  const form = useFormFields(
    step,
    fields,
    () => ({ ...initial(), ...typedFields(typed, fields) }),
    typed?.errors,
  )
  return { typed, form }
}
