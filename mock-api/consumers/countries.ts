/**
 * The utilities service's country list (spec 2 §7 `countryList`, decision 107): the shop's countries with their
 * dial codes and phone masks (the storefront's built-in table, `shared/account/phone-countries.ts`, which this list
 * stands in for), and each country's name in the six languages the shop speaks, as the real service names them in
 * the caller's language.
 */
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { localise } from '../localise'

const names = (en: string, fr: string, de: string, it: string, es: string, nl: string) => ({
  $t: { en, fr, de, it, es, nl },
})

const COUNTRY_NAMES: Readonly<Record<string, { $t: Record<string, string> }>> = {
  US: names(
    'United States',
    'États-Unis',
    'Vereinigte Staaten',
    'Stati Uniti',
    'Estados Unidos',
    'Verenigde Staten',
  ),
  CA: names('Canada', 'Canada', 'Kanada', 'Canada', 'Canadá', 'Canada'),
  GB: names(
    'United Kingdom',
    'Royaume-Uni',
    'Vereinigtes Königreich',
    'Regno Unito',
    'Reino Unido',
    'Verenigd Koninkrijk',
  ),
  DE: names('Germany', 'Allemagne', 'Deutschland', 'Germania', 'Alemania', 'Duitsland'),
  FR: names('France', 'France', 'Frankreich', 'Francia', 'Francia', 'Frankrijk'),
  IT: names('Italy', 'Italie', 'Italien', 'Italia', 'Italia', 'Italië'),
  ES: names('Spain', 'Espagne', 'Spanien', 'Spagna', 'España', 'Spanje'),
  NL: names('Netherlands', 'Pays-Bas', 'Niederlande', 'Paesi Bassi', 'Países Bajos', 'Nederland'),
}

/** The country list in a language: `{ countries: [{ code, name, dialCode, masks }] }`. */
export function countryList(language: string) {
  return {
    countries: Object.values(PHONE_COUNTRIES).map((country) => ({
      code: country.code,
      name: localise(COUNTRY_NAMES[country.code] ?? country.name, language) as string,
      dialCode: country.dialCode,
      masks: [...country.masks],
    })),
  }
}
