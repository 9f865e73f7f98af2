/**
 * A saved card's billing address, as the card service checks it before it pays with the card: the address must
 * still be in the profile (PYT405 when it was deleted since the card was saved), and hold what the card's country
 * checks a billing address by (PYT406): the street, the city and the postal code everywhere, the state or province
 * where the country has them. Addresses moved from the old shop may lack some of them.
 */
import { getAddress } from '../db/consumer-profile'
import type { InstrumentRow } from '../db/wallet'

/** The countries whose cards are checked against a state or province too. */
const PROVINCE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA'])

/** Why a saved card cannot pay for its billing address, as `[errorId, message]`; null when it can. */
export async function cardBillingRefusal(
  db: D1Database,
  card: InstrumentRow,
): Promise<readonly [errorId: 'PYT405' | 'PYT406', message: string] | null> {
  if (!card.billing_address_id) return null
  const address = await getAddress(db, card.consumer_id, card.billing_address_id)
  if (!address) return ['PYT405', 'The billing address of this card was not found']
  const missing = [
    ['addressLine1', address.address_line1],
    ['city', address.city],
    ['postalCode', address.postal_code],
    ...(PROVINCE_COUNTRIES.has(address.country_code) ? [['province', address.province]] : []),
  ].flatMap(([field, value]) => (value?.trim() ? [] : [field]))
  return missing.length > 0
    ? ['PYT406', `The billing address of this card is missing ${missing.join(', ')}`]
    : null
}
