/**
 * The address-format service's documents (decision 107), one per country, in the fields of Google's
 * libaddressinput data the service follows: `key`, `name`, `lang`, `languages`, `fmt`, `require`, `zip`, `zipex`,
 * and the subdivisions as `sub_keys` and `sub_names` joined by `~`. Names come in the language asked for where the
 * service has them (Canada's provinces in French), else in the country's first language.
 *
 * The states of the US and the provinces of Canada are the storefront's own tables (`shared/account/address.ts`),
 * as the shop checks them; Italy's provinces and metropolitan cities (by their two-letter sigla, with South Sardinia
 * of the 2016 reform) are the service's alone: without the service, the storefront asks for Italy's province as
 * free text (decision 024).
 */
import { ADDRESS_COUNTRIES, type Province, type ShippingCountry } from '../../shared/account/address'

const ITALIAN_PROVINCES: readonly (readonly [string, string])[] = [
  ['AG', 'Agrigento'],
  ['AL', 'Alessandria'],
  ['AN', 'Ancona'],
  ['AO', 'Aosta'],
  ['AR', 'Arezzo'],
  ['AP', 'Ascoli Piceno'],
  ['AT', 'Asti'],
  ['AV', 'Avellino'],
  ['BA', 'Bari'],
  ['BT', 'Barletta-Andria-Trani'],
  ['BL', 'Belluno'],
  ['BN', 'Benevento'],
  ['BG', 'Bergamo'],
  ['BI', 'Biella'],
  ['BO', 'Bologna'],
  ['BZ', 'Bolzano'],
  ['BS', 'Brescia'],
  ['BR', 'Brindisi'],
  ['CA', 'Cagliari'],
  ['CL', 'Caltanissetta'],
  ['CB', 'Campobasso'],
  ['CE', 'Caserta'],
  ['CT', 'Catania'],
  ['CZ', 'Catanzaro'],
  ['CH', 'Chieti'],
  ['CO', 'Como'],
  ['CS', 'Cosenza'],
  ['CR', 'Cremona'],
  ['KR', 'Crotone'],
  ['CN', 'Cuneo'],
  ['EN', 'Enna'],
  ['FM', 'Fermo'],
  ['FE', 'Ferrara'],
  ['FI', 'Firenze'],
  ['FG', 'Foggia'],
  ['FC', 'Forlì-Cesena'],
  ['FR', 'Frosinone'],
  ['GE', 'Genova'],
  ['GO', 'Gorizia'],
  ['GR', 'Grosseto'],
  ['IM', 'Imperia'],
  ['IS', 'Isernia'],
  ['AQ', "L'Aquila"],
  ['SP', 'La Spezia'],
  ['LT', 'Latina'],
  ['LE', 'Lecce'],
  ['LC', 'Lecco'],
  ['LI', 'Livorno'],
  ['LO', 'Lodi'],
  ['LU', 'Lucca'],
  ['MC', 'Macerata'],
  ['MN', 'Mantova'],
  ['MS', 'Massa-Carrara'],
  ['MT', 'Matera'],
  ['ME', 'Messina'],
  ['MI', 'Milano'],
  ['MO', 'Modena'],
  ['MB', 'Monza e Brianza'],
  ['NA', 'Napoli'],
  ['NO', 'Novara'],
  ['NU', 'Nuoro'],
  ['OR', 'Oristano'],
  ['PD', 'Padova'],
  ['PA', 'Palermo'],
  ['PR', 'Parma'],
  ['PV', 'Pavia'],
  ['PG', 'Perugia'],
  ['PU', 'Pesaro e Urbino'],
  ['PE', 'Pescara'],
  ['PC', 'Piacenza'],
  ['PI', 'Pisa'],
  ['PT', 'Pistoia'],
  ['PN', 'Pordenone'],
  ['PZ', 'Potenza'],
  ['PO', 'Prato'],
  ['RG', 'Ragusa'],
  ['RA', 'Ravenna'],
  ['RC', 'Reggio Calabria'],
  ['RE', 'Reggio Emilia'],
  ['RI', 'Rieti'],
  ['RN', 'Rimini'],
  ['RM', 'Roma'],
  ['RO', 'Rovigo'],
  ['SA', 'Salerno'],
  ['SS', 'Sassari'],
  ['SV', 'Savona'],
  ['SI', 'Siena'],
  ['SR', 'Siracusa'],
  ['SO', 'Sondrio'],
  ['SU', 'Sud Sardegna'],
  ['TA', 'Taranto'],
  ['TE', 'Teramo'],
  ['TR', 'Terni'],
  ['TO', 'Torino'],
  ['TP', 'Trapani'],
  ['TN', 'Trento'],
  ['TV', 'Treviso'],
  ['TS', 'Trieste'],
  ['UD', 'Udine'],
  ['VA', 'Varese'],
  ['VE', 'Venezia'],
  ['VB', 'Verbano-Cusio-Ossola'],
  ['VC', 'Vercelli'],
  ['VR', 'Verona'],
  ['VV', 'Vibo Valentia'],
  ['VI', 'Vicenza'],
  ['VT', 'Viterbo'],
]

interface CountryData {
  name: string
  languages: readonly string[]
  fmt: string
  require: string
  /** The subdivisions, with their names in other languages where the service has them. */
  subdivisions: readonly Province[]
}

const fromTable = (country: ShippingCountry): readonly Province[] =>
  ADDRESS_COUNTRIES[country].province.list ?? []

const COUNTRIES: Readonly<Record<ShippingCountry, CountryData>> = {
  US: {
    name: 'UNITED STATES',
    languages: ['en'],
    fmt: '%N%n%O%n%A%n%C, %S %Z',
    require: 'ACSZ',
    subdivisions: fromTable('US'),
  },
  CA: {
    name: 'CANADA',
    languages: ['en', 'fr'],
    fmt: '%N%n%O%n%A%n%C %S %Z',
    require: 'ACSZ',
    subdivisions: fromTable('CA'),
  },
  GB: {
    name: 'UNITED KINGDOM',
    languages: ['en'],
    fmt: '%N%n%O%n%A%n%C%n%Z',
    require: 'ACZ',
    subdivisions: [],
  },
  DE: { name: 'GERMANY', languages: ['de'], fmt: '%N%n%O%n%A%n%Z %C', require: 'ACZ', subdivisions: [] },
  FR: { name: 'FRANCE', languages: ['fr'], fmt: '%O%n%N%n%A%n%Z %C', require: 'ACZ', subdivisions: [] },
  IT: {
    name: 'ITALY',
    languages: ['it'],
    fmt: '%N%n%O%n%A%n%Z %C %S',
    require: 'ACSZ',
    subdivisions: ITALIAN_PROVINCES.map(([code, name]) => ({ code, name })),
  },
  ES: { name: 'SPAIN', languages: ['es'], fmt: '%N%n%O%n%A%n%Z %C %S', require: 'ACSZ', subdivisions: [] },
  NL: { name: 'NETHERLANDS', languages: ['nl'], fmt: '%O%n%N%n%A%n%Z %C', require: 'ACZ', subdivisions: [] },
}

/**
 * A country's document in a language (`fr`), or null where the service has none. The language is the asked one
 * where the country speaks it, else the country's first.
 */
export function addressFormatDoc(code: string, language: string): Record<string, string> | null {
  const data = Object.hasOwn(COUNTRIES, code) ? COUNTRIES[code as ShippingCountry] : undefined
  if (!data) return null
  const lang = data.languages.includes(language) ? language : (data.languages[0] as string)
  const { postalCode } = ADDRESS_COUNTRIES[code as ShippingCountry]
  return {
    id: `data/${code}`,
    key: code,
    name: data.name,
    lang,
    languages: data.languages.join('~'),
    fmt: data.fmt,
    require: data.require,
    zip: postalCode.pattern,
    zipex: postalCode.example,
    ...(data.subdivisions.length > 0
      ? {
          sub_keys: data.subdivisions.map((entry) => entry.code).join('~'),
          sub_names: data.subdivisions
            .map((entry) => (lang === 'en' ? entry.name : (entry.localNames?.[lang as 'fr'] ?? entry.name)))
            .join('~'),
        }
      : {}),
  }
}
