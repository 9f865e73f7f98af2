/**
 * Wire shape of the address-format service (spec 2 §7 `GET {token}{countryCode}`, decision 107): one document per
 * country, in the fields Google's libaddressinput data uses, which the service follows. The storefront reads the
 * country's `key`, the language of the names (`lang`) and its subdivisions: `sub_keys` (their codes) and
 * `sub_names` (their names), each a list joined by `~`, one name to each code. Other fields (`fmt`, `zip`,
 * `require` …) are the service's and left as they are: the postal code rules stay the commerce platform's
 * (decision 024).
 */
import * as z from 'zod'

const LIST = z.string().max(20_000)

export const AddressFormatDocSchema = z
  .looseObject({
    key: z.string().regex(/^[A-Z]{2}$/),
    lang: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    sub_keys: LIST.optional(),
    sub_names: LIST.optional(),
  })
  .refine(
    (doc) =>
      (doc.sub_keys === undefined) === (doc.sub_names === undefined) &&
      (doc.sub_keys === undefined || doc.sub_keys.split('~').length === doc.sub_names?.split('~').length),
    { message: 'sub_keys and sub_names name the same subdivisions, one name to each code' },
  )
export type AddressFormatDoc = z.infer<typeof AddressFormatDocSchema>
