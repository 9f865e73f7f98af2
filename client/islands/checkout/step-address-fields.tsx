/**
 * The address fields of a checkout step's form (the shipping address, the billing address), worded with the
 * checkout's words and bound to the step's form: its values and refusals, the first refused field focused.
 */
import type { AddressField } from '../../../shared/account/address'
import { AddressFields, type AddressFieldsProps, addressFieldsLabels } from '../../components/address-fields'
import type { FormFields } from '../../hooks/use-form-fields'
import { useCheckoutWords } from './use-checkout-words'

export function StepAddressFields({
  form,
  fields,
  ...rest
}: Pick<AddressFieldsProps, 'prefix' | 'countries' | 'browserRequired'> & {
  form: FormFields<Partial<Record<AddressField, string>>>
  fields: readonly AddressField[]
}) {
  const words = useCheckoutWords()
  return (
    <AddressFields
      {...rest}
      values={form.values}
      errors={form.errors}
      fields={fields}
      labels={addressFieldsLabels(words, rest.countries)}
      onChange={form.change}
      focus={fields.find((field) => form.errors[field]) ?? null}
    />
  )
}
