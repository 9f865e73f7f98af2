/**
 * What the forms need to know of each country, from the services that keep it (decision 107): the phone countries
 * (name, dial code, masks) from the utilities service's country list, and a country's address format (the states,
 * provinces or regions to choose from) from the address-format service. A service that fails, answers off its
 * contract or leaves a country out never breaks a page: the shop's built-in tables stand in for what it lacks.
 * Each is read at most once a request, however many forms and checks ask.
 */
import type { AddressFormat, ShippingCountry } from '../../shared/account/address'
import type { PhoneCountries } from '../../shared/account/phone'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { logEvent } from '../log'
import type { AppContext } from '../types'

/** How long a page waits for a country list or format its cache does not hold before the built-in tables serve. */
const COUNTRY_LIST_MS = 1500

const phoneLoads = new WeakMap<object, Promise<PhoneCountries>>()
const formatLoads = new WeakMap<object, Map<ShippingCountry, Promise<AddressFormat | null>>>()

const LATE = Symbol('late')

/** Waits for a load at most `ms`; past it, `LATE` (the load goes on, and fills the cache for the next page). */
function within<T>(load: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms)
  })
  return Promise.race([load, late]).finally(() => {
    if (timer !== undefined) clearTimeout(timer)
  })
}

async function loadPhoneCountries(c: AppContext): Promise<PhoneCountries> {
  try {
    const listed = await within(c.var.services.utilities.getCountries(), COUNTRY_LIST_MS)
    if (listed === LATE) {
      logEvent(c, 'warn', 'country list timed out', { timeoutMs: COUNTRY_LIST_MS })
      return PHONE_COUNTRIES
    }
    if (listed.length === 0) {
      logEvent(c, 'warn', 'country list empty', {})
      return PHONE_COUNTRIES
    }
    // The service's countries win; a country it leaves out keeps the shop's own format.
    return { ...PHONE_COUNTRIES, ...Object.fromEntries(listed.map((country) => [country.code, country])) }
  } catch (error) {
    logEvent(c, 'warn', 'country list unavailable', { error: String(error) })
    return PHONE_COUNTRIES
  }
}

/**
 * The phone countries by code: the utilities service's country list (cached long), over the built-in table.
 *
 * @example (await phoneCountries(c)).GB?.dialCode // '44'
 */
export function phoneCountries(c: AppContext): Promise<PhoneCountries> {
  let load = phoneLoads.get(c.var.services)
  if (!load) {
    load = loadPhoneCountries(c)
    phoneLoads.set(c.var.services, load)
  }
  return load
}

async function loadAddressFormat(c: AppContext, country: ShippingCountry): Promise<AddressFormat | null> {
  try {
    const format = await within(c.var.services.addressFormats.getAddressFormat(country), COUNTRY_LIST_MS)
    if (format !== LATE) return format
    logEvent(c, 'warn', 'address format timed out', { country, timeoutMs: COUNTRY_LIST_MS })
    return null
  } catch (error) {
    logEvent(c, 'warn', 'address format unavailable', { country, error: String(error) })
    return null
  }
}

/**
 * A country's address format from the address-format service (cached long), or null when the service has none,
 * fails or answers off its contract: the address rules then keep the country table's provinces.
 *
 * @example (await addressFormatOf(c, 'IT'))?.provinces.length // 107
 */
export function addressFormatOf(c: AppContext, country: ShippingCountry): Promise<AddressFormat | null> {
  let loads = formatLoads.get(c.var.services)
  if (!loads) {
    loads = new Map()
    formatLoads.set(c.var.services, loads)
  }
  let load = loads.get(country)
  if (!load) {
    load = loadAddressFormat(c, country)
    loads.set(country, load)
  }
  return load
}
