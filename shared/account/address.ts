/**
 * The checkout address rules (spec 1 §5, §9), shared by the address form in the browser and the worker that
 * sends the address on: the countries the shop ships to with their postal code formats and province lists, the
 * rule of each field, the server's per-country overrides, and one `validateAddress` both sides call.
 *
 * The idea: every field has a rule (required, length bounds, a pattern and the message when the pattern refuses
 * the value). A country's defaults come from the spec and the country table; the server may override any rule but
 * the country's, and what it sends is parsed defensively (a broken override is dropped, never thrown). Validation
 * first cleans each value (whitespace trimmed and collapsed, the postal code upper-cased and spaced the country's
 * way, the phone reduced to its national digits), then checks in a fixed order and keeps the first failure of each
 * field: required, too short, too long, the field's own check (email, phone digits, province list), the pattern.
 * Lengths count UTF-16 code units, as the browser's `maxlength` does.
 *
 * Pure and schema-free, so islands can import it (decision 016); the worker's zod schema is in
 * `shared/account/address-schema.ts`. Rules are plain data (patterns are regex sources), so the worker can hand merged
 * rules to an island as props.
 */
import {
  firstBrokenRule,
  type GenericRule,
  type GenericRuleMessageKey,
  type RuleDateFormat,
} from '../form-rules'
import type { MessageKey } from '../i18n/i18n'
import type { Language, Region } from '../i18n/locales'
import {
  type FormValidation,
  isValidEmail,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  nameRuleProblem,
} from '../validation'
import { isValidPhone, type PhoneCountries, phoneDigitCounts, toNationalPhone } from './phone'

// ---- Countries

/** The countries the shop ships to, in the order of the locales. */
export const SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL'] as const
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number]

/** Whether a value is the code of a country the shop ships to (upper case, as ISO writes it). */
export const isShippingCountry = (value: unknown): value is ShippingCountry =>
  typeof value === 'string' && (SHIPPING_COUNTRIES as readonly string[]).includes(value)

/** The region of a shipping country: North America for the US and Canada, EMEA for the rest. */
export const addressRegion = (country: ShippingCountry): Region =>
  country === 'US' || country === 'CA' ? 'NA' : 'EMEA'

/** A state, province or territory: its postal abbreviation, its English name and its names in other languages. */
export interface Province {
  code: string
  name: string
  localNames?: Partial<Record<Language, string>>
}

export type ProvinceLabelKey = Extract<
  MessageKey,
  'address.field.state' | 'address.field.province' | 'address.field.county' | 'address.field.region'
>
export type PostalCodeLabelKey = Extract<
  MessageKey,
  'address.field.postalCode' | 'address.field.zipCode' | 'address.field.postcode'
>

export interface AddressCountry {
  code: ShippingCountry
  postalCode: {
    /** Regex source, matched against the whole normalised code. */
    pattern: string
    /** The as-you-type mask: `A` a letter, `9` a digit, anything else as written; null where the length varies. */
    mask: string | null
    /** Shown in the error message: "Enter a postal code like A1A 1A1". */
    example: string
    label: PostalCodeLabelKey
  }
  province: {
    /** The list to choose from, or null where the province is free text. */
    list: readonly Province[] | null
    required: boolean
    label: ProvinceLabelKey
    /** How the form asks for it: a list, a text field, or not at all (unless server rules require it). */
    input: 'select' | 'text' | 'none'
  }
}

const state = (code: string, name: string): Province => ({ code, name })

/** The 50 states and the District of Columbia, by USPS abbreviation. */
export const US_STATES: readonly Province[] = [
  state('AL', 'Alabama'),
  state('AK', 'Alaska'),
  state('AZ', 'Arizona'),
  state('AR', 'Arkansas'),
  state('CA', 'California'),
  state('CO', 'Colorado'),
  state('CT', 'Connecticut'),
  state('DE', 'Delaware'),
  state('DC', 'District of Columbia'),
  state('FL', 'Florida'),
  state('GA', 'Georgia'),
  state('HI', 'Hawaii'),
  state('ID', 'Idaho'),
  state('IL', 'Illinois'),
  state('IN', 'Indiana'),
  state('IA', 'Iowa'),
  state('KS', 'Kansas'),
  state('KY', 'Kentucky'),
  state('LA', 'Louisiana'),
  state('ME', 'Maine'),
  state('MD', 'Maryland'),
  state('MA', 'Massachusetts'),
  state('MI', 'Michigan'),
  state('MN', 'Minnesota'),
  state('MS', 'Mississippi'),
  state('MO', 'Missouri'),
  state('MT', 'Montana'),
  state('NE', 'Nebraska'),
  state('NV', 'Nevada'),
  state('NH', 'New Hampshire'),
  state('NJ', 'New Jersey'),
  state('NM', 'New Mexico'),
  state('NY', 'New York'),
  state('NC', 'North Carolina'),
  state('ND', 'North Dakota'),
  state('OH', 'Ohio'),
  state('OK', 'Oklahoma'),
  state('OR', 'Oregon'),
  state('PA', 'Pennsylvania'),
  state('RI', 'Rhode Island'),
  state('SC', 'South Carolina'),
  state('SD', 'South Dakota'),
  state('TN', 'Tennessee'),
  state('TX', 'Texas'),
  state('UT', 'Utah'),
  state('VT', 'Vermont'),
  state('VA', 'Virginia'),
  state('WA', 'Washington'),
  state('WV', 'West Virginia'),
  state('WI', 'Wisconsin'),
  state('WY', 'Wyoming'),
]

const province = (code: string, name: string, french: string): Province => ({
  code,
  name,
  localNames: { fr: french },
})

/** The ten provinces and three territories, by Canada Post abbreviation, in English and French. */
export const CA_PROVINCES: readonly Province[] = [
  province('AB', 'Alberta', 'Alberta'),
  province('BC', 'British Columbia', 'Colombie-Britannique'),
  province('MB', 'Manitoba', 'Manitoba'),
  province('NB', 'New Brunswick', 'Nouveau-Brunswick'),
  province('NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'),
  province('NT', 'Northwest Territories', 'Territoires du Nord-Ouest'),
  province('NS', 'Nova Scotia', 'Nouvelle-Écosse'),
  province('NU', 'Nunavut', 'Nunavut'),
  province('ON', 'Ontario', 'Ontario'),
  province('PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'),
  province('QC', 'Quebec', 'Québec'),
  province('SK', 'Saskatchewan', 'Saskatchewan'),
  province('YT', 'Yukon', 'Yukon'),
]

const fiveDigits = (pattern: string, example: string): AddressCountry['postalCode'] => ({
  pattern,
  mask: '99999',
  example,
  label: 'address.field.postalCode',
})
const noProvince = (label: ProvinceLabelKey): AddressCountry['province'] => ({
  list: null,
  required: false,
  label,
  input: 'none',
})

/**
 * What each shipping country asks of an address. Postal codes: US ZIP or ZIP+4; Canadian `A9A 9A9` without the
 * letters Canada Post never uses; the full UK postcode (Royal Mail's letter rules, GIR 0AA); Dutch `9999 AA`
 * without SA, SD and SS; five digits elsewhere, German and French codes never starting 00 and Spanish ones
 * starting with a province number 01–52. Italy's province is free text (decision 024).
 */
export const ADDRESS_COUNTRIES: Readonly<Record<ShippingCountry, AddressCountry>> = {
  US: {
    code: 'US',
    postalCode: {
      pattern: '\\d{5}(?:-\\d{4})?',
      mask: '99999-9999',
      example: '12345',
      label: 'address.field.zipCode',
    },
    province: { list: US_STATES, required: true, label: 'address.field.state', input: 'select' },
  },
  CA: {
    code: 'CA',
    postalCode: {
      pattern: '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] \\d[ABCEGHJ-NPRSTV-Z]\\d',
      mask: 'A9A 9A9',
      example: 'A1A 1A1',
      label: 'address.field.postalCode',
    },
    province: { list: CA_PROVINCES, required: true, label: 'address.field.province', input: 'select' },
  },
  GB: {
    code: 'GB',
    postalCode: {
      pattern:
        'GIR 0AA|[A-PR-UWYZ](?:\\d{1,2}|[A-HK-Y]\\d{1,2}|\\d[A-HJKPSTUW]|[A-HK-Y]\\d[ABEHMNPRV-Y]) \\d[ABD-HJLNP-UW-Z]{2}',
      mask: null,
      example: 'SW1A 1AA',
      label: 'address.field.postcode',
    },
    province: noProvince('address.field.county'),
  },
  DE: {
    code: 'DE',
    postalCode: fiveDigits('(?!00)\\d{5}', '10115'),
    province: noProvince('address.field.region'),
  },
  FR: {
    code: 'FR',
    postalCode: fiveDigits('(?!00)\\d{5}', '75001'),
    province: noProvince('address.field.region'),
  },
  IT: {
    code: 'IT',
    postalCode: fiveDigits('\\d{5}', '00184'),
    province: { list: null, required: false, label: 'address.field.province', input: 'text' },
  },
  ES: {
    code: 'ES',
    postalCode: fiveDigits('(?:0[1-9]|[1-4]\\d|5[0-2])\\d{3}', '28013'),
    province: noProvince('address.field.province'),
  },
  NL: {
    code: 'NL',
    postalCode: {
      pattern: '[1-9]\\d{3} (?!SA|SD|SS)[A-Z]{2}',
      mask: '9999 AA',
      example: '1012 AB',
      label: 'address.field.postalCode',
    },
    province: noProvince('address.field.province'),
  },
}

/**
 * The country of an address: its own when the shop ships there, otherwise the fallback (the shop's country), so
 * the worker can pick the rules before validating.
 */
export function resolveAddressCountry(value: unknown, fallback: ShippingCountry): ShippingCountry {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
  return isShippingCountry(code) ? code : fallback
}

// ---- Postal codes

const compactPostalCode = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase()

/**
 * A postal code written the country's way: upper case, spaces and hyphens dropped, then the country's separator
 * put back (`K1A 0B1`, `SW1A 1AA`, `1012 AB`, `12345-6789`). A code of the wrong length keeps no separator.
 * Idempotent, so normalising twice changes nothing.
 *
 * @example normalisePostalCode(' sw1a1aa ', 'GB') // 'SW1A 1AA'
 */
export function normalisePostalCode(input: string, country: ShippingCountry): string {
  const code = compactPostalCode(input)
  switch (country) {
    case 'US':
      return /^\d{9}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code
    case 'CA':
      return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code
    case 'GB':
      return code.length >= 5 && code.length <= 7 ? `${code.slice(0, -3)} ${code.slice(-3)}` : code
    case 'NL':
      return code.length === 6 ? `${code.slice(0, 4)} ${code.slice(4)}` : code
    default:
      return code
  }
}

/** Whether a postal code, once normalised, has the country's format (the default rule, not server overrides). */
export function isValidPostalCode(input: string, country: ShippingCountry): boolean {
  return (
    compilePattern(ADDRESS_COUNTRIES[country].postalCode.pattern)?.test(
      normalisePostalCode(input, country),
    ) ?? false
  )
}

/** A postal code of the country's format, for a placeholder or a message: `A1A 1A1`, `SW1A 1AA`, `12345`. */
export const postalCodeExample = (country: ShippingCountry): string =>
  ADDRESS_COUNTRIES[country].postalCode.example

/**
 * Formats a postal code as it is typed: upper case, characters laid into the country's mask, those that do not
 * fit their place dropped, and the separator added once the next character arrives. Without a mask (the UK) it
 * upper-cases, keeps letters, digits and single spaces, and stops at eight characters.
 *
 * @example applyPostalMask('k1a0', 'CA') // 'K1A 0'
 * @example applyPostalMask('123456', 'US') // '12345-6'
 */
export function applyPostalMask(input: string, country: ShippingCountry): string {
  const typed = input.toUpperCase()
  const mask = ADDRESS_COUNTRIES[country].postalCode.mask
  if (mask === null)
    return typed
      .replace(/[^A-Z0-9 ]/g, '')
      .replace(/ {2,}/g, ' ')
      .replace(/^ /, '')
      .slice(0, 8)
  const chars = typed.replace(/[^A-Z0-9]/g, '')
  let out = ''
  let index = 0
  for (const slot of mask) {
    if (index >= chars.length) break
    if (slot !== 'A' && slot !== '9') {
      out += slot
      continue
    }
    const fits = slot === 'A' ? /[A-Z]/ : /\d/
    while (index < chars.length && !fits.test(chars[index] as string)) index++
    if (index >= chars.length) break
    out += chars[index++]
  }
  // A separator with nothing after it yet waits for the next character.
  return out.replace(/[^A-Z0-9]+$/, '')
}

// ---- Provinces

const provinceKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

/**
 * The province of a country's list that a value names, by code or by any of its names, ignoring case, accents,
 * spaces and dots (`qc`, `Québec`, `N.Y.`), as browsers' autofill writes either. The list is the country table's
 * unless another is given (the address-format service's, `AddressRules.provinces`). Null when there is no list or
 * no match.
 */
export function findProvince(
  country: ShippingCountry,
  value: string,
  list: readonly Province[] | null = ADDRESS_COUNTRIES[country].province.list,
): Province | null {
  const key = provinceKey(value)
  if (!list || !key) return null
  return (
    list.find(
      (entry) =>
        provinceKey(entry.code) === key ||
        provinceKey(entry.name) === key ||
        Object.values(entry.localNames ?? {}).some((name) => provinceKey(name) === key),
    ) ?? null
  )
}

/** A province's name in a language, or its English name where it has none of its own in that language. */
export const provinceName = (entry: Province, language: Language): string =>
  entry.localNames?.[language] ?? entry.name

// ---- Labels

/** The label of the province field: State (US), Province (CA, IT, ES, NL), County (GB), Region (DE, FR). */
export const provinceLabelKey = (country: ShippingCountry): ProvinceLabelKey =>
  ADDRESS_COUNTRIES[country].province.label

/** The label of the postal code field: ZIP code (US), Postcode (GB), Postal code elsewhere. */
export const postalCodeLabelKey = (country: ShippingCountry): PostalCodeLabelKey =>
  ADDRESS_COUNTRIES[country].postalCode.label

/**
 * The label of any address field in a country. An optional field's label goes through `address.field.optional`
 * (`{label} (optional)`); whether a field is optional is its rule's `required`.
 */
export function addressFieldLabelKey(field: AddressField, country: ShippingCountry): MessageKey {
  if (field === 'province') return provinceLabelKey(country)
  if (field === 'postalCode') return postalCodeLabelKey(country)
  return `address.field.${field}`
}

// ---- Rules

/** The fields of an address form, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'phone',
  'email',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

/** The fields a postal service's suggestion may write otherwise than the shopper typed them. */
export const SUGGESTED_FIELDS = ['addressLine1', 'addressLine2', 'city', 'province', 'postalCode'] as const

/** The fields of a postal address in the order the forms show them; the checkout asks for the email before them. */
export const POSTAL_FIELDS: readonly Exclude<AddressField, 'email'>[] = [
  'country',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'phone',
]

export type AddressErrorKey = Extract<MessageKey, `address.error.${string}`>

/** Why a field was refused: a message key and the values its placeholders take. */
export interface AddressFieldError {
  key: AddressErrorKey | GenericRuleMessageKey
  params?: Readonly<Record<string, string | number>>
}

export interface FieldRule {
  required: boolean
  /** 0 for none. */
  minLength: number
  /** null for none. */
  maxLength: number | null
  /** Regex source matched against the whole cleaned value (it is anchored here), or null. */
  pattern: string | null
  /** The message when the pattern refuses the value. */
  message: AddressFieldError
  /** The server's further rules of the generic kinds (spec 1 §5), each with its default message; none by default. */
  rules: readonly GenericRule[]
}

/** The rules of every field for one country; plain data, so it can travel to an island as props. */
export interface AddressRules {
  country: ShippingCountry
  fields: Readonly<Record<AddressField, FieldRule>>
  /**
   * The provinces to choose from as the address-format service lists them, in the page's language (decision 107);
   * absent, the country table's list (or none).
   */
  provinces?: readonly Province[]
}

/** The provinces an address of these rules chooses from: the address-format service's, else the country table's. */
export const provinceListOf = (rules: AddressRules): readonly Province[] | null =>
  rules.provinces ?? ADDRESS_COUNTRIES[rules.country].province.list

/** A country's address format as the address-format service gives it (decision 107). */
export interface AddressFormat {
  country: ShippingCountry
  /** Its states, provinces or regions, in the language asked for; empty where it has none. */
  provinces: readonly Province[]
}

/**
 * The rules with the country's address format laid over them: the service's provinces replace the table's where
 * the country asks for a province at all (a list or free text), so Italy's free-text province becomes a list when
 * the service has one. A format of another country, or without provinces, changes nothing.
 *
 * @example withAddressFormat(defaultAddressRules('IT'), { country: 'IT', provinces: [{ code: 'RM', name: 'Roma' }] })
 */
export function withAddressFormat(rules: AddressRules, format: AddressFormat | null): AddressRules {
  if (!format || format.country !== rules.country || format.provinces.length === 0) return rules
  const asked = ADDRESS_COUNTRIES[rules.country].province.input !== 'none' || rules.fields.province.required
  return asked ? { ...rules, provinces: format.provinces } : rules
}

const INVALID: AddressFieldError = { key: 'address.error.invalid' }
const text = (required: boolean, minLength: number, maxLength: number | null): FieldRule => ({
  required,
  minLength,
  maxLength,
  pattern: null,
  message: INVALID,
  rules: [],
})
const NAME_RULE: FieldRule = {
  required: true,
  minLength: NAME_MIN_LENGTH,
  maxLength: NAME_MAX_LENGTH,
  pattern: NAME_PATTERN.source,
  message: { key: 'address.error.name' },
  rules: [],
}
const POSTAL_MESSAGES: Record<PostalCodeLabelKey, AddressErrorKey> = {
  'address.field.postalCode': 'address.error.postalCode',
  'address.field.zipCode': 'address.error.zipCode',
  'address.field.postcode': 'address.error.postcode',
}

const defaultRules = new Map<ShippingCountry, AddressRules>()

/**
 * The spec's rules for a country (spec 1 §5): names 2–30 of the name characters; address line 1 and city 1–30;
 * address line 2 optional, at most 30; email at most 100; phone, postal code and country required; the province
 * required where the country says so (US, CA), otherwise optional and at most 30.
 */
export function defaultAddressRules(country: ShippingCountry): AddressRules {
  const cached = defaultRules.get(country)
  if (cached) return cached
  const { postalCode, province } = ADDRESS_COUNTRIES[country]
  const rules: AddressRules = {
    country,
    fields: {
      firstName: NAME_RULE,
      lastName: NAME_RULE,
      addressLine1: text(true, 1, 30),
      addressLine2: text(false, 0, 30),
      city: text(true, 1, 30),
      province: text(province.required, 0, 30),
      postalCode: {
        required: true,
        minLength: 0,
        maxLength: null,
        pattern: postalCode.pattern,
        message: { key: POSTAL_MESSAGES[postalCode.label], params: { example: postalCode.example } },
        rules: [],
      },
      country: text(true, 0, null),
      phone: text(true, 0, null),
      email: text(true, 0, 100),
    },
  }
  // Shared by every caller, so frozen: a caller that changed them would change them for the whole isolate.
  for (const rule of Object.values(rules.fields)) Object.freeze(rule)
  Object.freeze(rules.fields)
  defaultRules.set(country, Object.freeze(rules))
  return rules
}

// ---- Server overrides

/** What the server may change in one field's rule. */
export interface FieldRuleOverride {
  required?: boolean
  minLength?: number
  maxLength?: number
  /** Regex source; matched against the whole cleaned value. */
  pattern?: string
  /** One of the `address.error.*` keys; the message when the pattern refuses the value. */
  messageKey?: string
  /** Rules of the generic kinds: exact length, minimum and maximum value, date format, same as another field. */
  rules?: GenericRule[]
}

/** The server's rules for one country, by field. The country field itself cannot be overridden. */
export type AddressRuleOverrides = Partial<Record<AddressField, FieldRuleOverride>>

/** Every `address.error.*` key, the only message keys an override may name. */
export const ADDRESS_ERROR_KEYS = [
  'address.error.required',
  'address.error.tooShort',
  'address.error.tooLong',
  'address.error.name',
  'address.error.email',
  'address.error.invalid',
  'address.error.postalCode',
  'address.error.zipCode',
  'address.error.postcode',
  'address.error.phoneDigits',
  'address.error.phoneDigitsRange',
  'address.error.phoneFirstDigit',
  'address.error.provinceRequired',
  'address.error.provinceUnknown',
  'address.error.country',
  'address.error.houseNumber',
] as const satisfies readonly AddressErrorKey[]

const MAX_LENGTH_BOUND = 1000
const MAX_PATTERN_SOURCE = 500
/** Compiled patterns by source; emptied when full, so sources from the server cannot grow it without bound. */
const patterns = new Map<string, RegExp | null>()
const MAX_PATTERNS = 200

/** The anchored regex of a source, compiled once; null when it does not compile (tried with and without `u`). */
function compilePattern(source: string): RegExp | null {
  const cached = patterns.get(source)
  if (cached !== undefined) return cached
  let compiled: RegExp | null = null
  for (const flags of ['u', '']) {
    try {
      compiled = new RegExp(`^(?:${source})$`, flags)
      break
    } catch {
      // Not a regex with these flags; try the next, or drop the pattern.
    }
  }
  if (patterns.size >= MAX_PATTERNS) patterns.clear()
  patterns.set(source, compiled)
  return compiled
}

const isLength = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LENGTH_BOUND
const isValueBound = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 1_000_000_000
const RULE_DATE_FORMATS: readonly string[] = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
] satisfies RuleDateFormat[]
const isRuleDateFormat = (value: unknown): value is RuleDateFormat =>
  typeof value === 'string' && RULE_DATE_FORMATS.includes(value)
const isAddressField = (value: unknown): value is AddressField =>
  typeof value === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(value)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseFieldOverride(raw: unknown): FieldRuleOverride | null {
  if (!isRecord(raw)) return null
  const override: FieldRuleOverride = {}
  if (typeof raw.required === 'boolean') override.required = raw.required
  if (isLength(raw.minLength)) override.minLength = raw.minLength
  if (isLength(raw.maxLength)) override.maxLength = raw.maxLength
  if (
    typeof raw.pattern === 'string' &&
    raw.pattern.length > 0 &&
    raw.pattern.length <= MAX_PATTERN_SOURCE &&
    compilePattern(raw.pattern)
  )
    override.pattern = raw.pattern
  if (
    typeof raw.messageKey === 'string' &&
    (ADDRESS_ERROR_KEYS as readonly string[]).includes(raw.messageKey)
  )
    override.messageKey = raw.messageKey
  const rules: GenericRule[] = []
  if (isLength(raw.exactLength)) rules.push({ kind: 'exactLength', length: raw.exactLength })
  if (isValueBound(raw.minValue)) rules.push({ kind: 'minValue', min: raw.minValue })
  if (isValueBound(raw.maxValue)) rules.push({ kind: 'maxValue', max: raw.maxValue })
  if (isRuleDateFormat(raw.dateFormat)) rules.push({ kind: 'dateFormat', format: raw.dateFormat })
  if (isAddressField(raw.sameAs)) rules.push({ kind: 'sameAs', field: raw.sameAs })
  if (rules.length > 0) override.rules = rules
  return Object.keys(override).length > 0 ? override : null
}

/**
 * Reads the server's rules for a country from whatever it sent. Unknown fields, the country field, values of the
 * wrong type, lengths that are not whole numbers from 0 to 1000, patterns that do not compile and message keys
 * that are not `address.error.*` keys are left out. Never throws.
 */
export function parseAddressRuleOverrides(raw: unknown): AddressRuleOverrides {
  const overrides: AddressRuleOverrides = {}
  if (!isRecord(raw)) return overrides
  for (const field of ADDRESS_FIELDS) {
    if (field === 'country') continue
    try {
      const override = parseFieldOverride(raw[field])
      if (override) overrides[field] = override
    } catch {
      // A hostile value (a throwing getter) counts as none.
    }
  }
  return overrides
}

/**
 * A country's rules with the server's overrides laid over them. `overrides` is parsed first, so it may be
 * anything the server sent. An override's pattern replaces the field's own (the name characters, the postal
 * code format) and, without a message key of its own, shows `address.error.invalid`; the email, phone and
 * province-list checks always apply. Length overrides that would leave the minimum above the maximum are dropped.
 *
 * @example mergeAddressRules(defaultAddressRules('CA'), { addressLine1: { maxLength: 25 } })
 */
export function mergeAddressRules(defaults: AddressRules, overrides: unknown): AddressRules {
  const parsed = parseAddressRuleOverrides(overrides)
  const fields = { ...defaults.fields }
  for (const field of ADDRESS_FIELDS) {
    const override = parsed[field]
    const base = defaults.fields[field]
    if (!override) continue
    let minLength = override.minLength ?? base.minLength
    let maxLength = override.maxLength ?? base.maxLength
    if (maxLength !== null && minLength > maxLength) {
      minLength = base.minLength
      maxLength = base.maxLength
    }
    const message: AddressFieldError = override.messageKey
      ? { ...base.message, key: override.messageKey as AddressErrorKey }
      : override.pattern
        ? INVALID
        : base.message
    fields[field] = {
      required: override.required ?? base.required,
      minLength,
      maxLength,
      pattern: override.pattern ?? base.pattern,
      message,
      rules: override.rules ?? base.rules,
    }
  }
  return { ...defaults, fields }
}

// ---- Validation

/** An address as a form or a request body sends it; values that are not strings count as empty. */
export type AddressInput = Readonly<Partial<Record<AddressField, unknown>>>

/** A valid address, cleaned. Optional fields left empty are empty strings. */
export interface NormalisedAddress {
  firstName: string
  lastName: string
  addressLine1: string
  addressLine2: string
  city: string
  /** The province's code where the country has a list (`QC`), otherwise as typed. */
  province: string
  /** In the country's format: `K1A 0B1`, `SW1A 1AA`, `12345-6789`. */
  postalCode: string
  country: ShippingCountry
  /** The national number's digits: `2065550110`, `0612345678`. */
  phone: string
  /** The country's dial code, without the plus: `1`, `33`. */
  phoneCode: string
  email: string
}

export type AddressErrors = Partial<Record<AddressField, AddressFieldError>>

export type AddressValidation = FormValidation<NormalisedAddress, AddressErrors>

export interface ValidateAddressOptions {
  /**
   * The shop's country. The rules are those of the address's own country when the shop ships there; when the
   * address has no country or one the shop does not ship to, the shop's country's rules check the other fields.
   */
  country: ShippingCountry
  /** Rules merged with the server's overrides. Applied only when they are for the address's country. */
  rules?: AddressRules
  /**
   * The phone countries (the utilities service's, decision 107): the dial code and masks the phone is read and
   * checked by. A country missing from them is checked by its region's default mask.
   */
  phoneCountries: PhoneCountries
}

const collapse = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

function phoneError(
  digits: string,
  country: ShippingCountry,
  countries: PhoneCountries,
): AddressFieldError | null {
  const region = addressRegion(country)
  if (isValidPhone(digits, country, region, countries)) return null
  const counts = phoneDigitCounts(country, region, countries)
  if (counts.includes(digits.length))
    return { key: 'address.error.phoneFirstDigit', params: { digit: digits[0] ?? '' } }
  const [min = 0] = counts
  const max = counts[counts.length - 1] ?? min
  return min === max
    ? { key: 'address.error.phoneDigits', params: { digits: min } }
    : { key: 'address.error.phoneDigitsRange', params: { min, max } }
}

/**
 * Checks an address and returns it cleaned, or the first error of each field. Values are trimmed and their
 * whitespace collapsed; the country is upper-cased; the postal code is written the country's way; the phone is
 * reduced to its national digits (an international `+1`, `+44` … of the same country is understood); a province
 * from a list is stored as its code.
 *
 * @example
 * validateAddress({ firstName: 'Ana', …, postalCode: 'k1a0b1', country: 'CA', province: 'Québec' }, { country: 'CA', phoneCountries })
 * // { ok: true, value: { …, postalCode: 'K1A 0B1', province: 'QC', phoneCode: '1' } }
 */
export function validateAddress(input: AddressInput, options: ValidateAddressOptions): AddressValidation {
  const countryValue = collapse(input.country).toUpperCase()
  const country = isShippingCountry(countryValue) ? countryValue : options.country
  const rules = options.rules?.country === country ? options.rules : defaultAddressRules(country)
  const provinceList = provinceListOf(rules)

  const raw = {} as Record<AddressField, string>
  for (const field of ADDRESS_FIELDS) raw[field] = collapse(input[field])
  const value: NormalisedAddress = {
    firstName: raw.firstName,
    lastName: raw.lastName,
    addressLine1: raw.addressLine1,
    addressLine2: raw.addressLine2,
    city: raw.city,
    province: (provinceList && findProvince(country, raw.province, provinceList)?.code) || raw.province,
    postalCode: normalisePostalCode(raw.postalCode, country),
    country,
    phone: raw.phone && toNationalPhone(raw.phone, country, options.phoneCountries),
    phoneCode: options.phoneCountries[country]?.dialCode ?? '',
    email: raw.email,
  }

  const check = (field: AddressField): AddressFieldError | null => {
    const rule = rules.fields[field]
    const cleaned = field === 'country' ? countryValue : value[field]
    if (raw[field] === '') {
      if (!rule.required) return null
      return field === 'province' && provinceList
        ? { key: 'address.error.provinceRequired' }
        : { key: 'address.error.required' }
    }
    if (field === 'country') return isShippingCountry(countryValue) ? null : { key: 'address.error.country' }
    if (field === 'province' && provinceList && !findProvince(country, raw.province, provinceList))
      return { key: 'address.error.provinceUnknown' }
    if (cleaned.length < rule.minLength)
      return { key: 'address.error.tooShort', params: { min: rule.minLength } }
    if (rule.maxLength !== null && cleaned.length > rule.maxLength)
      return { key: 'address.error.tooLong', params: { max: rule.maxLength } }
    if (field === 'email' && !isValidEmail(cleaned)) return { key: 'address.error.email' }
    if (field === 'phone') {
      const error = phoneError(cleaned, country, options.phoneCountries)
      if (error) return error
    }
    if (rule.pattern !== null && compilePattern(rule.pattern)?.test(cleaned) === false) return rule.message
    const broken = firstBrokenRule(cleaned, rule.rules, raw)
    return broken && { key: broken.key, params: broken.params }
  }

  const errors: AddressErrors = {}
  for (const field of ADDRESS_FIELDS) {
    const error = check(field)
    if (error) errors[field] = error
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}

// ---- The person collecting store pickups

/** The fields of the person who collects store pickups for the shopper. */
export const PICKUP_PERSON_FIELDS = ['firstName', 'lastName', 'email'] as const
export type PickupPersonField = (typeof PICKUP_PERSON_FIELDS)[number]

export type PickupPersonValidation = FormValidation<
  Record<PickupPersonField, string>,
  Partial<Record<PickupPersonField, AddressFieldError>>
>

/**
 * Checks the person who collects store pickups by the address form's own rules: names 2–30 of the name
 * characters, an email of at most 100. Values are trimmed and their whitespace collapsed.
 *
 * @example validatePickupPerson({ firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' }).ok // true
 */
export function validatePickupPerson(
  input: Readonly<Partial<Record<PickupPersonField, unknown>>>,
): PickupPersonValidation {
  const value = {
    firstName: collapse(input.firstName),
    lastName: collapse(input.lastName),
    email: collapse(input.email),
  }
  const checkName = (name: string): AddressFieldError | null => {
    if (name === '') return { key: 'address.error.required' }
    const problem = nameRuleProblem(name)
    if (problem === 'length')
      return [...name].length < NAME_MIN_LENGTH
        ? { key: 'address.error.tooShort', params: { min: NAME_MIN_LENGTH } }
        : { key: 'address.error.tooLong', params: { max: NAME_MAX_LENGTH } }
    return problem === 'characters' ? NAME_RULE.message : null
  }
  const errors: Partial<Record<PickupPersonField, AddressFieldError>> = {}
  const first = checkName(value.firstName)
  const last = checkName(value.lastName)
  if (first) errors.firstName = first
  if (last) errors.lastName = last
  if (value.email === '') errors.email = { key: 'address.error.required' }
  else if (value.email.length > 100) errors.email = { key: 'address.error.tooLong', params: { max: 100 } }
  else if (!isValidEmail(value.email)) errors.email = { key: 'address.error.email' }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}

// ---- Who collects a reservation (decision 086)

export const RESERVE_CONTACT_FIELDS = [...PICKUP_PERSON_FIELDS, 'phone'] as const
export type ReserveContactField = (typeof RESERVE_CONTACT_FIELDS)[number]

export type ReserveContactValidation = FormValidation<
  Record<ReserveContactField, string>,
  Partial<Record<ReserveContactField, AddressFieldError>>
>

/**
 * Checks who collects a reservation: the pickup person's name and email rules, and a phone required and checked by
 * the address form's rules for the shop's country (kept as its national digits).
 *
 * @example validateReserveContact({ firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '(303) 555-0147' }, 'US', countries).ok // true
 */
export function validateReserveContact(
  input: Readonly<Partial<Record<ReserveContactField, unknown>>>,
  country: ShippingCountry,
  phoneCountries: PhoneCountries,
): ReserveContactValidation {
  const person = validatePickupPerson(input)
  const typed = collapse(input.phone)
  const phone = typed && toNationalPhone(typed, country, phoneCountries)
  const phoneProblem =
    typed === '' ? { key: 'address.error.required' as const } : phoneError(phone, country, phoneCountries)
  const errors: Partial<Record<ReserveContactField, AddressFieldError>> = person.ok
    ? {}
    : { ...person.errors }
  if (phoneProblem) errors.phone = phoneProblem
  if (!person.ok || phoneProblem) return { ok: false, errors }
  return { ok: true, value: { ...person.value, phone } }
}

/** What an address's locality lines are made of. */
export interface Locality {
  city: string
  province?: string | null
  postalCode?: string | null
  country: string
}

/**
 * The lines after the street, in the order the country's post writes them: "Portland, OR 97205" in the US,
 * "Montréal QC  H2X 1Y4" in Canada, the town then the postcode on a line of its own in Britain, and the postal
 * code before the town on the continent ("10115 Berlin", "00184 Roma RM").
 */
export function localityLines({ city, province, postalCode, country }: Locality): string[] {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ')
  switch (country) {
    case 'US':
      return [join(province ? `${city},` : city, province, postalCode)]
    case 'CA':
      return [join(city, province, postalCode ? ` ${postalCode}` : null)]
    case 'GB':
      return [city, postalCode ?? ''].filter(Boolean)
    case 'IT':
      return [join(postalCode, city, province)]
    default:
      return [join(postalCode, city)]
  }
}

/**
 * An address a cart held (its fields, the country as a code), to send to a cart again: a rebuilt cart, an address put
 * back.
 */
export const addressAgain = (
  address: Omit<NormalisedAddress, 'country' | 'phoneCode' | 'email'> & { country: string },
  email: string,
  phoneCountries: PhoneCountries,
): NormalisedAddress => ({
  ...address,
  country: address.country as ShippingCountry,
  phoneCode: phoneCountries[address.country]?.dialCode ?? '',
  email,
})
