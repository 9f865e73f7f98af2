/**
 * The address rules as zod schemas, for the worker's route validators and upstream boundaries. Browser code uses
 * `shared/account/address.ts` directly: this module imports zod, which no browser chunk may carry (decision 016).
 */
import * as z from 'zod'
import {
  type AddressRuleOverrides,
  type NormalisedAddress,
  parseAddressRuleOverrides,
  type ValidateAddressOptions,
  validateAddress,
} from './address'

/** Longer than any rule allows, short enough that a body cannot carry anything large through a field. */
const FIELD_MAX = 500
const field = z.string().max(FIELD_MAX).optional()

/** An address as a form or a JSON body sends it: optional strings; unknown keys are dropped. */
export const AddressInputSchema = z.object({
  firstName: field,
  lastName: field,
  addressLine1: field,
  addressLine2: field,
  city: field,
  province: field,
  postalCode: field,
  country: field,
  phone: field,
  email: field,
})
export type AddressInputBody = z.infer<typeof AddressInputSchema>

/**
 * A schema that checks an address by the rules (`validateAddress`) and yields it cleaned. Each refused field is
 * one issue at its path whose message is the `address.error.*` key and whose `params` are the key's values.
 *
 * @example zValidator('json', createAddressSchema({ country: 'CA', rules, phoneCountries }))
 */
export function createAddressSchema(options: ValidateAddressOptions): z.ZodType<NormalisedAddress> {
  return AddressInputSchema.transform((input, ctx) => {
    const result = validateAddress(input, options)
    if (result.ok) return result.value
    for (const [path, error] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', path: [path], message: error.key, params: { ...error.params } })
    }
    return z.NEVER
  })
}

/** The server's address rules for a country, read defensively: what is broken is left out, nothing throws. */
export const AddressRuleOverridesSchema: z.ZodType<AddressRuleOverrides> = z
  .unknown()
  .transform(parseAddressRuleOverrides)
