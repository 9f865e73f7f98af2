/**
 * The consumer's address book (spec 1 §7 "Consumer", decision 039), for the customer the Registered bearer token
 * speaks for (refused as the profile refuses, `consumer-profile.ts`):
 *
 * - `POST /consumers-v3/consumer/address` (201 `{ addressId }`), `PUT` and `DELETE /address/{addressId}`:
 *   checked by the address rules (`shared/account/address.ts`, without an email); the main-flag rules hold in one batch
 *   (`db/consumer-profile.ts`); 409 CCA400 for the same address twice in one list, 404 CCA401 for an id that is
 *   not one of the customer's (unknown or another's alike), 422 PRO414 for the last billing address.
 */

import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { defaultAddressRules, isShippingCountry, validateAddress } from '../../shared/account/address'
import { internationalPhone } from '../../shared/account/phone'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { ADDRESS_ID_PATTERN, type AddressType, addressBookRules } from '../../shared/account/profile'
import { readJsonBody } from '../body'
import { randomId } from '../consumers/tokens'
import {
  type AddressValues,
  deleteAddress,
  getAddress,
  insertAddress,
  isDuplicateAddress,
  updateAddress,
} from '../db/consumer-profile'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { registeredConsumer } from './consumer-profile'

type MockContext = Context<{ Bindings: MockEnv }>

const text = z.string().max(1000)

export const consumerAddressRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')

const AddressBodySchema = z.object({
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
  firstName: text.optional(),
  lastName: text.optional(),
  addressLine1: text.optional(),
  addressLine2: text.nullish(),
  city: text.optional(),
  province: text.nullish(),
  postalCode: text.optional(),
  countryCode: text.optional(),
  /** The national number; the dial code and the international form are derived from it and the country. */
  phone: text.optional(),
  phoneCode: text.nullish(),
  recipientContactPhone: text.nullish(),
})
type AddressBody = z.infer<typeof AddressBodySchema>

/** An address body checked by the address rules (those of its country, without an email), as stored. */
function checkedAddress(body: AddressBody): { values: AddressValues } | { refused: string[] } {
  const named = (body.countryCode ?? '').trim().toUpperCase()
  // A country the shop does not deliver to is refused; the other fields are checked by the US rules meanwhile.
  const country = isShippingCountry(named) ? named : 'US'
  const result = validateAddress(
    {
      firstName: body.firstName,
      lastName: body.lastName,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2 ?? '',
      city: body.city,
      province: body.province ?? '',
      postalCode: body.postalCode,
      country: named,
      phone: body.phone,
    },
    { country, rules: addressBookRules(defaultAddressRules(country)), phoneCountries: PHONE_COUNTRIES },
  )
  if (!result.ok) return { refused: Object.keys(result.errors) }
  const address = result.value
  return {
    values: {
      firstName: address.firstName,
      lastName: address.lastName,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      province: address.province,
      postalCode: address.postalCode,
      countryCode: address.country,
      phone: address.phone,
      phoneCode: address.phoneCode,
      recipientContactPhone: internationalPhone(address.phone, address.country, PHONE_COUNTRIES),
    },
  }
}

const invalidAddress = (c: MockContext, refused: string[]) =>
  apiError(c, 400, 'PRO412', `Invalid address fields: ${refused.join(', ')}`)
const sameAddress = (c: MockContext) => apiError(c, 409, 'CCA400', 'The address exists already')
const unknownAddress = (c: MockContext) => apiError(c, 404, 'CCA401', 'Invalid address id')

consumerAddressRoutes.post('/consumers-v3/consumer/address', async (c) => {
  const consumer = await registeredConsumer(c)
  if (consumer instanceof Response) return consumer
  const body = await readJsonBody(c, AddressBodySchema)
  if (!body?.approachType)
    return apiError(c, 400, 'PRO412', 'Invalid address: approachType S or B is required')
  const checked = checkedAddress(body)
  if ('refused' in checked) return invalidAddress(c, checked.refused)
  const type: AddressType = body.approachType
  const id = `${type}-${randomId()}`
  try {
    await insertAddress(
      c.env.DB,
      { id, consumerId: consumer.id, type, main: body.main === true, values: checked.values },
      Date.now(),
    )
  } catch (error) {
    if (isDuplicateAddress(error)) return sameAddress(c)
    throw error
  }
  return c.json({ addressId: id }, 201)
})

consumerAddressRoutes.put('/consumers-v3/consumer/address/:addressId', async (c) => {
  const consumer = await registeredConsumer(c)
  if (consumer instanceof Response) return consumer
  const id = c.req.param('addressId')
  if (!ADDRESS_ID_PATTERN.test(id)) return unknownAddress(c)
  const existing = await getAddress(c.env.DB, consumer.id, id)
  if (!existing) return unknownAddress(c)
  const body = await readJsonBody(c, AddressBodySchema)
  if (!body) return apiError(c, 400, 'PRO412', 'Invalid address')
  if (body.approachType && body.approachType !== existing.approach_type)
    return apiError(c, 400, 'PRO412', 'An address’s type cannot change: add it as a new address')
  const checked = checkedAddress(body)
  if ('refused' in checked) return invalidAddress(c, checked.refused)
  try {
    const updated = await updateAddress(
      c.env.DB,
      {
        id,
        consumerId: consumer.id,
        type: existing.approach_type,
        main: body.main === true,
        values: checked.values,
      },
      Date.now(),
    )
    if (!updated) return unknownAddress(c)
  } catch (error) {
    if (isDuplicateAddress(error)) return sameAddress(c)
    throw error
  }
  return c.json({ addressId: id })
})

consumerAddressRoutes.delete('/consumers-v3/consumer/address/:addressId', async (c) => {
  const consumer = await registeredConsumer(c)
  if (consumer instanceof Response) return consumer
  const id = c.req.param('addressId')
  if (!ADDRESS_ID_PATTERN.test(id)) return unknownAddress(c)
  const outcome = await deleteAddress(c.env.DB, consumer.id, id)
  if (outcome === 'unknown') return unknownAddress(c)
  if (outcome === 'lastBilling')
    return apiError(c, 422, 'PRO414', 'The last billing address cannot be deleted: add another one first')
  return c.body(null, 204)
})
