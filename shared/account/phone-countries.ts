/**
 * The built-in phone countries of the shop's countries: the fallback the worker uses when the utilities service's
 * country list (`GET /consumers-v3/utilities/countryList`) fails, answers off contract or lacks a country, and the
 * list the mock API serves (decision 107). Islands never import it: they get the countries they need as props.
 */
import { NA_DEFAULT_MASK, type PhoneCountries } from './phone'

export const PHONE_COUNTRIES: PhoneCountries = {
  US: { name: 'United States', code: 'US', dialCode: '1', masks: [NA_DEFAULT_MASK] },
  CA: { name: 'Canada', code: 'CA', dialCode: '1', masks: [NA_DEFAULT_MASK] },
  GB: { name: 'United Kingdom', code: 'GB', dialCode: '44', masks: ['XXXX XXX XXXX', 'XXXXX XXXXX'] },
  DE: {
    name: 'Deutschland',
    code: 'DE',
    dialCode: '49',
    masks: ['XXXX XXXXXXX', 'XXXXX XXXXXX', 'XXX XXXXXXXX'],
  },
  FR: { name: 'France', code: 'FR', dialCode: '33', masks: ['XX XX XX XX XX'] },
  IT: { name: 'Italia', code: 'IT', dialCode: '39', masks: ['XXX XXX XXXX', 'XXX XXXXXXX'] },
  ES: { name: 'España', code: 'ES', dialCode: '34', masks: ['XXX XXX XXX'] },
  NL: { name: 'Nederland', code: 'NL', dialCode: '31', masks: ['XX XXX XXXX', 'X XX XX XX XX'] },
}
