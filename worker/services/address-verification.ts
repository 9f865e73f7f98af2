/**
 * The cart service's check of a shipping address before the shipping step is accepted (spec 1 §7,
 * `shippingAddress/validation`). An address it refuses is refused at the field it is about; one it would write
 * otherwise (as the postal service does) comes back as a suggestion for the shopper to choose from, unless they
 * have chosen already: the suggested address is then taken as the service gives it, the entered one as typed.
 * When the check itself cannot be made (the service is down, the cart is gone) the step goes on without it: the
 * cart service checks the address again as it keeps it.
 */
import { type NormalisedAddress, SUGGESTED_FIELDS } from '../../shared/account/address'
import type { CartAddress } from '../../shared/bag/cart'
import type { MessageKey } from '../../shared/i18n/i18n'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { currentBasketId } from './cart'

/** What the shopper chose between the suggested address and the one they entered. */
export type AddressChoice = 'suggested' | 'entered'

/** The cart service's refusals of an address, at the field each is about, in the catalogue's words. */
const REFUSED_AT: Readonly<Record<string, { field: string; key: MessageKey }>> = {
  SHP500: { field: 'addressLine1', key: 'error.poBox' },
  SHP410: { field: 'phone', key: 'error.phoneRequired' },
  CHK380: { field: 'postalCode', key: 'error.address' },
  CHK320: { field: 'addressLine1', key: 'error.address' },
  PAY401: { field: 'country', key: 'error.cantShipThere' },
}

/**
 * The address to keep, or the service's suggestion for the shopper to choose from. `choice` is what they chose
 * when the step showed a suggestion.
 */
export async function verifyShippingAddress(
  c: AppContext,
  address: NormalisedAddress,
  choice: AddressChoice | undefined,
): Promise<{ address: NormalisedAddress } | { suggestion: CartAddress }> {
  if (choice === 'entered') return { address }
  const basketId = await currentBasketId(c)
  if (!basketId) return { address }
  const checked = await c.var.services.commerce
    .validateShippingAddress(basketId, address)
    .catch((error: unknown) => {
      const refused = error instanceof UpstreamError ? REFUSED_AT[error.errorId] : undefined
      if (refused && error instanceof UpstreamError && error.status < 500)
        throw new ApiError('ADDRESS_INVALID', {
          fields: { [refused.field]: refused.key },
          code: error.errorId,
        })
      logEvent(c, 'warn', 'address check unavailable', {
        errorId: error instanceof UpstreamError ? error.errorId : '',
      })
      return null
    })
  const suggestion = checked?.suggestion
  if (!suggestion) return { address }
  if (choice !== 'suggested') return { suggestion }
  return {
    address: {
      ...address,
      ...Object.fromEntries(SUGGESTED_FIELDS.map((field) => [field, suggestion[field]])),
    },
  }
}
