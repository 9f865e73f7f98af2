/**
 * The consumer client's address book calls (decision 039): an address added, changed or deleted, for the signed-in
 * shopper. The book itself comes with the profile.
 */
import type { NormalisedAddress } from '../../../shared/account/address'
import type { ConsumerCalls } from './calls'
import { AddressAnswerSchema } from './schemas'

/** An address as the address book's calls send it: checked and cleaned by the shop's address rules first. */
export type AddressBookInput = Omit<NormalisedAddress, 'country' | 'email'> & {
  approachType: 'S' | 'B'
  main: boolean
  countryCode: string
}

/** The path of one address of the book, by its id. */
const addressPath = (id: string) => `/consumers-v3/consumer/address/${encodeURIComponent(id)}`

/** The address book calls, for the consumer client to hold among its own. */
export function createAddressCalls(consumer: ConsumerCalls) {
  return {
    /**
     * Adds an address to the shopper's address book; its id (`S-…` or `B-…`). The first of its type becomes main
     * whatever `main` says. CCA400 when the same address is in that list already, PRO412 for refused fields.
     */
    async addAddress(address: AddressBookInput): Promise<string> {
      const answer = await consumer.need(
        {
          operation: 'addAddress',
          method: 'POST',
          path: '/consumers-v3/consumer/address',
          body: address,
          schema: AddressAnswerSchema,
          auth: true,
        },
        'address id',
      )
      return answer.addressId
    },

    /**
     * Changes an address of the book (its type stays), making it main when `main` is true. CCA401 for an id that
     * is not one of the shopper's, CCA400 when it would be the same as another of its list.
     */
    async updateAddress(id: string, address: Omit<AddressBookInput, 'approachType'>): Promise<void> {
      await consumer.call({
        operation: 'updateAddress',
        method: 'PUT',
        path: addressPath(id),
        body: address,
        schema: AddressAnswerSchema,
        auth: true,
      })
    },

    /**
     * Deletes an address of the book; the service makes the newest other one of its type main when it was.
     * CCA401 for an id that is not one of the shopper's, PRO414 for the last billing address.
     */
    async deleteAddress(id: string): Promise<void> {
      return consumer.send({
        operation: 'deleteAddress',
        method: 'DELETE',
        path: addressPath(id),
        auth: true,
      })
    },
  }
}
