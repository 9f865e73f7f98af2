/**
 * The address-format service (spec 2 §7 `GET {token}{countryCode}`, in the utilities group; decision 107): the
 * configured base (the "token", `ADDRESS_FORMAT_URL`, ending in `/`) followed by a country's ISO code names that
 * country's address format, whose states, provinces or regions the address forms offer to choose from. Answers are
 * the same for every shopper of a language and change seldom: cached `long`, per site and locale (names come in
 * the caller's language). A country the service does not know (404) reads as null.
 *
 * @example (await addressFormats.getAddressFormat('IT'))?.provinces[0] // { code: 'AG', name: 'Agrigento' }
 */
import type { AddressFormat, ShippingCountry } from '../../../shared/account/address'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import { reshapeAddressFormat } from './reshape'
import { AddressFormatDocSchema } from './schemas'

export interface AddressFormatClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type AddressFormatClient = ReturnType<typeof createAddressFormatClient>

export function createAddressFormatClient(options: AddressFormatClientOptions) {
  return {
    /** A country's address format; null where the service has none. Off contract, or for another country: throws. */
    async getAddressFormat(country: ShippingCountry): Promise<AddressFormat | null> {
      // The base ends in `/` ("{token}"), which the fetch core's join keeps as the path's first character.
      const path = `/${country}`
      const doc = await options.cache.get({
        key: await createCacheKey({
          service: 'address-formats',
          siteId: options.siteId,
          locale: options.locale,
          path,
        }),
        label: 'address-formats.addressFormat',
        policy: 'long',
        load: () => options.fetch.call({ operation: 'addressFormat', path, schema: AddressFormatDocSchema }),
      })
      if (!doc) return null
      if (doc.key !== country)
        throw badShape('addressFormat', `the address format asked for ${country} answered ${doc.key}`)
      return reshapeAddressFormat(doc, country)
    },
  }
}
