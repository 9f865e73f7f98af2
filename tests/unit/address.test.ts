import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AddressField, AddressInput, ShippingCountry } from '../../shared/account/address'
import {
  ADDRESS_COUNTRIES,
  ADDRESS_ERROR_KEYS,
  ADDRESS_FIELDS,
  addressFieldLabelKey,
  addressRegion,
  applyPostalMask,
  defaultAddressRules,
  findProvince,
  isValidPostalCode,
  localityLines,
  mergeAddressRules,
  normalisePostalCode,
  parseAddressRuleOverrides,
  postalCodeExample,
  postalCodeLabelKey,
  provinceLabelKey,
  provinceListOf,
  provinceName,
  resolveAddressCountry,
  SHIPPING_COUNTRIES,
  validateAddress,
  withAddressFormat,
} from '../../shared/account/address'
import { AddressRuleOverridesSchema, createAddressSchema } from '../../shared/account/address-schema'
import { applyPhoneMask, toNationalPhone } from '../../shared/account/phone'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { interpolate } from '../../shared/i18n/i18n'
import { en } from '../../shared/i18n/messages/en'

const VALID: Record<ShippingCountry, AddressInput> = {
  US: {
    addressLine1: '1600 Pennsylvania Ave NW',
    city: 'Washington',
    province: 'DC',
    postalCode: '20500',
    phone: '(202) 456-1111',
  },
  CA: {
    addressLine1: '111 Wellington St',
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K1A 0A9',
    phone: '613 992 4793',
  },
  GB: { addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', phone: '020 7946 0018' },
  DE: { addressLine1: 'Pariser Platz 1', city: 'Berlin', postalCode: '10117', phone: '0301 2345678' },
  FR: { addressLine1: '8 Place de la Concorde', city: 'Paris', postalCode: '75008', phone: '01 42 92 81 00' },
  IT: {
    addressLine1: 'Via del Corso 1',
    city: 'Roma',
    province: 'RM',
    postalCode: '00186',
    phone: '06 6779 1234',
  },
  ES: { addressLine1: 'Calle de Alcalá 1', city: 'Madrid', postalCode: '28014', phone: '912 345 678' },
  NL: { addressLine1: 'Dam 1', city: 'Amsterdam', postalCode: '1012 JS', phone: '20 123 4567' },
}

const address = (country: ShippingCountry, changes: AddressInput = {}): AddressInput => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  country,
  ...VALID[country],
  ...changes,
})

const check = (country: ShippingCountry, changes: AddressInput = {}) =>
  validateAddress(address(country, changes), { country, phoneCountries: PHONE_COUNTRIES })

const errorOf = (field: AddressField, country: ShippingCountry, changes: AddressInput = {}) => {
  const result = check(country, changes)
  return result.ok ? undefined : result.errors[field]
}

/** The English text a shopper reads for a field's error. */
const messageOf = (field: AddressField, country: ShippingCountry, changes: AddressInput = {}) => {
  const error = errorOf(field, country, changes)
  return error && interpolate(en[error.key], error.params)
}

const countries = fc.constantFrom(...SHIPPING_COUNTRIES)

describe('the countries the shop ships to', () => {
  it('are the countries of the locales and of the phone table', () => {
    expect([...SHIPPING_COUNTRIES].sort()).toEqual(Object.keys(PHONE_COUNTRIES).sort())
    expect(addressRegion('US')).toBe('NA')
    expect(addressRegion('CA')).toBe('NA')
    expect(addressRegion('GB')).toBe('EMEA')
  })

  it('lists the 50 states and DC, and the 10 provinces and 3 territories, each code once', () => {
    const us = ADDRESS_COUNTRIES.US.province.list ?? []
    const ca = ADDRESS_COUNTRIES.CA.province.list ?? []
    expect(us).toHaveLength(51)
    expect(ca).toHaveLength(13)
    for (const list of [us, ca]) {
      expect(new Set(list.map((entry) => entry.code)).size).toBe(list.length)
      for (const entry of list) expect(entry.code).toMatch(/^[A-Z]{2}$/)
    }
    expect(us.map((entry) => entry.code)).toContain('DC')
    expect(ca.map((entry) => entry.code)).toEqual(expect.arrayContaining(['NT', 'NU', 'YT']))
  })

  it('requires a state in the US and a province in Canada, and no province elsewhere', () => {
    for (const country of SHIPPING_COUNTRIES)
      expect(defaultAddressRules(country).fields.province.required, country).toBe(
        country === 'US' || country === 'CA',
      )
  })

  it('takes the address’s own country when the shop ships there, otherwise the shop’s', () => {
    expect(resolveAddressCountry(' ca ', 'US')).toBe('CA')
    expect(resolveAddressCountry('JP', 'US')).toBe('US')
    expect(resolveAddressCountry(42, 'GB')).toBe('GB')
  })
})

describe('a valid address in each country', () => {
  it.each(SHIPPING_COUNTRIES)('%s: is accepted, cleaned and given its dial code', (country) => {
    const result = check(country)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.country).toBe(country)
    expect(result.value.phoneCode).toBe(PHONE_COUNTRIES[country]?.dialCode)
    expect(result.value.phone).toMatch(/^\d+$/)
    expect(result.value.addressLine2).toBe('')
  })

  it('comes back trimmed, with whitespace collapsed and the country upper-cased', () => {
    const result = check('US', {
      firstName: '  Mary\t Ann ',
      addressLine1: ' 1600   Pennsylvania\nAve NW ',
      addressLine2: '  Suite  200 ',
      email: ' ana@example.com ',
      country: ' us ',
    })
    expect(result).toMatchObject({
      ok: true,
      value: {
        firstName: 'Mary Ann',
        addressLine1: '1600 Pennsylvania Ave NW',
        addressLine2: 'Suite 200',
        email: 'ana@example.com',
        country: 'US',
      },
    })
  })

  it('writes the postal code the country’s way and stores a province from a list as its code', () => {
    const cases: [ShippingCountry, AddressInput, Partial<Record<AddressField, string>>][] = [
      [
        'US',
        { postalCode: '20500 0003', province: 'district of columbia' },
        { postalCode: '20500-0003', province: 'DC' },
      ],
      ['CA', { postalCode: 'k1a0a9', province: 'Québec' }, { postalCode: 'K1A 0A9', province: 'QC' }],
      ['CA', { postalCode: 'k1a-0a9', province: 'quebec' }, { postalCode: 'K1A 0A9', province: 'QC' }],
      ['GB', { postalCode: 'sw1a2aa' }, { postalCode: 'SW1A 2AA' }],
      ['GB', { postalCode: ' m1  1ae ' }, { postalCode: 'M1 1AE' }],
      ['NL', { postalCode: '1012js' }, { postalCode: '1012 JS' }],
      ['DE', { postalCode: '10 117' }, { postalCode: '10117' }],
      ['IT', { province: 'RM' }, { province: 'RM' }],
    ]
    for (const [country, changes, expected] of cases)
      expect(check(country, changes), `${country} ${JSON.stringify(changes)}`).toMatchObject({
        ok: true,
        value: expected,
      })
  })
})

describe('required fields', () => {
  it('refuses an empty address with one required message per required field', () => {
    const result = validateAddress({}, { country: 'US', phoneCountries: PHONE_COUNTRIES })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        'addressLine1',
        'city',
        'country',
        'email',
        'firstName',
        'lastName',
        'phone',
        'postalCode',
        'province',
      ].sort(),
    )
    expect(result.errors.firstName).toEqual({ key: 'address.error.required' })
    expect(result.errors.province).toEqual({ key: 'address.error.provinceRequired' })
    expect(en['address.error.required']).toBe('This field is required')
  })

  it('counts whitespace alone and values that are not strings as empty', () => {
    expect(errorOf('city', 'GB', { city: ' \t\n ' })).toEqual({ key: 'address.error.required' })
    expect(errorOf('city', 'GB', { city: 42 })).toEqual({ key: 'address.error.required' })
    expect(errorOf('addressLine2', 'GB', { addressLine2: null })).toBeUndefined()
  })

  it('leaves address line 2 and, outside North America, the province optional', () => {
    for (const country of ['GB', 'DE', 'FR', 'IT', 'ES', 'NL'] as const)
      expect(check(country, { addressLine2: '', province: '' }).ok, country).toBe(true)
  })
})

describe('length bounds', () => {
  const cases: [AddressField, number, number | null, boolean][] = [
    ['firstName', 2, 30, true],
    ['lastName', 2, 30, true],
    ['addressLine1', 1, 30, true],
    ['city', 1, 30, true],
    ['addressLine2', 0, 30, false],
  ]
  it.each(cases)('%s: refuses below %i and above %s characters and accepts the bounds', (field, min, max) => {
    const at = (length: number) => errorOf(field, 'GB', { [field]: 'a'.repeat(length) })
    if (min > 1) expect(at(min - 1)).toEqual({ key: 'address.error.tooShort', params: { min } })
    expect(at(min === 0 ? 1 : min)).toBeUndefined()
    expect(at(max ?? 0)).toBeUndefined()
    expect(at((max ?? 0) + 1)).toEqual({ key: 'address.error.tooLong', params: { max } })
  })

  it('says how many characters are needed or allowed', () => {
    expect(messageOf('firstName', 'US', { firstName: 'A' })).toBe('Use at least 2 characters.')
    expect(messageOf('city', 'US', { city: 'x'.repeat(31) })).toBe('Use at most 30 characters.')
  })

  it('accepts an email of 100 characters and refuses one of 101', () => {
    const email = (length: number) => `${'a'.repeat(length - 12)}@example.com`
    expect(errorOf('email', 'US', { email: email(100) })).toBeUndefined()
    expect(errorOf('email', 'US', { email: email(101) })).toEqual({
      key: 'address.error.tooLong',
      params: { max: 100 },
    })
  })

  it('refuses a required field of one character below the minimum, for any field and bound', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AddressField>('firstName', 'lastName', 'addressLine1', 'city', 'addressLine2'),
        fc.integer({ min: 0, max: 40 }),
        (field, length) => {
          const rule = defaultAddressRules('FR').fields[field]
          const error = errorOf(field, 'FR', { [field]: 'é'.repeat(length) })
          if (length === 0)
            expect(error).toEqual(rule.required ? { key: 'address.error.required' } : undefined)
          else if (length < rule.minLength) expect(error?.key).toBe('address.error.tooShort')
          else if (length > (rule.maxLength ?? Number.POSITIVE_INFINITY))
            expect(error?.key).toBe('address.error.tooLong')
          else expect(error).toBeUndefined()
        },
      ),
    )
  })
})

describe('names', () => {
  const allowedPunctuation = [' ', ',', '.', "'", '`', '’', '-']
  const letterOrMark = fc
    .integer({ min: 0x41, max: 0x2ffff })
    .map((code) => String.fromCodePoint(code))
    .filter((char) => /^[\p{L}\p{M}]$/u.test(char))
  const nameChar = fc.oneof(
    fc.constantFrom(...'AaZzéÉñÑßøÆçłŽüÖأЖ中\u0301'),
    letterOrMark,
    fc.constantFrom(...allowedPunctuation),
  )
  const disallowedChar = fc
    .integer({ min: 0, max: 0x2ffff })
    .map((code) => String.fromCodePoint(code))
    .filter((char) => !/^[\p{L}\p{M}\s,.'`’-]$/u.test(char))

  it('accepts any string of the name characters of 2 to 30 characters after trimming', () => {
    fc.assert(
      fc.property(
        fc
          .array(nameChar, { minLength: 2, maxLength: 30 })
          .map((chars) => chars.join(''))
          .filter((name) => name.trim().length >= 2 && name.trim().length <= 30),
        (name) => {
          expect(errorOf('firstName', 'US', { firstName: name })).toBeUndefined()
          expect(errorOf('lastName', 'DE', { lastName: ` ${name} ` })).toBeUndefined()
        },
      ),
    )
  })

  it('refuses any name holding a character outside the name characters', () => {
    // At most 2 + 6×2 + 2 + 6×2 = 28 UTF-16 units, so the length rule never answers first.
    fc.assert(
      fc.property(
        fc.array(nameChar, { maxLength: 6 }),
        disallowedChar,
        fc.array(nameChar, { maxLength: 6 }),
        (before, bad, after) => {
          const name = `Jo${before.join('')}${bad}${after.join('')}`
          expect(errorOf('firstName', 'GB', { firstName: name })).toEqual({ key: 'address.error.name' })
        },
      ),
    )
  })

  it('accepts names with accents and the spec’s punctuation, and says when one is not valid', () => {
    for (const name of ['José', 'Ngũgĩ', 'O’Brien', "D'Arcy", 'Jean-Luc', 'St. John', 'García, Jr.'])
      expect(errorOf('firstName', 'FR', { firstName: name }), name).toBeUndefined()
    for (const name of ['R2D2', 'ana@example', 'Ana_Ruiz', 'Ana 🙂']) {
      expect(errorOf('lastName', 'FR', { lastName: name }), name).toEqual({ key: 'address.error.name' })
    }
    expect(messageOf('firstName', 'US', { firstName: 'R2D2' })).toBe('Name is not valid.')
  })
})

describe('email', () => {
  it('refuses an address without an @, a domain or a top-level domain', () => {
    for (const email of ['ana', 'ana@', 'ana@example', 'ana@example.c', 'a na@example.com'])
      expect(errorOf('email', 'US', { email }), email).toEqual({ key: 'address.error.email' })
    expect(messageOf('email', 'US', { email: 'ana' })).toBe('Email is not valid')
  })
})

/** Valid postal codes per country, in their normalised form. */
const letters = (set: string) => fc.constantFrom(...set)
const pad = (value: number, length: number) => String(value).padStart(length, '0')
const VALID_POSTAL_CODES: Record<ShippingCountry, fc.Arbitrary<string>> = {
  US: fc.stringMatching(/^[0-9]{5}(-[0-9]{4})?$/),
  CA: fc.stringMatching(/^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] [0-9][ABCEGHJ-NPRSTV-Z][0-9]$/),
  GB: fc.oneof(
    fc.constant('GIR 0AA'),
    fc.stringMatching(
      /^[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) [0-9][ABD-HJLNP-UW-Z]{2}$/,
    ),
  ),
  DE: fc.integer({ min: 1000, max: 99999 }).map((code) => pad(code, 5)),
  FR: fc.integer({ min: 1000, max: 99999 }).map((code) => pad(code, 5)),
  IT: fc.integer({ min: 0, max: 99999 }).map((code) => pad(code, 5)),
  ES: fc
    .tuple(fc.integer({ min: 1, max: 52 }), fc.integer({ min: 0, max: 999 }))
    .map(([province, rest]) => pad(province, 2) + pad(rest, 3)),
  NL: fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      letters('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      letters('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    )
    .map(([digits, a, b]) => `${digits} ${a}${b}`)
    .filter((code) => !/ S[ADS]$/.test(code)),
}
const validPostalCode = countries.chain((country) =>
  VALID_POSTAL_CODES[country].map((code) => [country, code] as const),
)

/** The rough shape of each country's codes, written independently of the module's patterns. */
const SHAPE: Record<ShippingCountry, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
  GB: /^([A-Z]{1,2}\d[A-Z\d]?|GIR) \d[A-Z]{2}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} [A-Z]{2}$/,
}

describe('postal codes', () => {
  it('accepts every generated code of a country’s format and keeps it as it is', () => {
    fc.assert(
      fc.property(validPostalCode, ([country, code]) => {
        expect(isValidPostalCode(code, country)).toBe(true)
        expect(normalisePostalCode(code, country)).toBe(code)
        expect(errorOf('postalCode', country, { postalCode: code })).toBeUndefined()
      }),
    )
  })

  it('reads a valid code typed in lower case, without its space or with extra spaces', () => {
    fc.assert(
      fc.property(
        validPostalCode,
        fc.constantFrom('lower', 'compact', 'spaced'),
        ([country, code], style) => {
          const typed =
            style === 'lower'
              ? code.toLowerCase()
              : style === 'compact'
                ? code.replace(/[\s-]/g, '')
                : ` ${code.split('').join(' ')} `
          expect(normalisePostalCode(typed, country)).toBe(code)
          expect(check(country, { postalCode: typed })).toMatchObject({
            ok: true,
            value: { postalCode: code },
          })
        },
      ),
    )
  })

  it('normalises idempotently, whatever is typed', () => {
    fc.assert(
      fc.property(countries, fc.string({ unit: 'binary', maxLength: 12 }), (country, input) => {
        const once = normalisePostalCode(input, country)
        expect(normalisePostalCode(once, country)).toBe(once)
      }),
    )
  })

  it('refuses random strings that do not have the country’s shape', () => {
    const typed = fc.string({ unit: fc.constantFrom(...'0123456789ABCKSWZabk -.'), maxLength: 10 })
    fc.assert(
      fc.property(countries, typed, (country, input) => {
        if (!SHAPE[country].test(normalisePostalCode(input, country)))
          expect(isValidPostalCode(input, country)).toBe(false)
      }),
    )
  })

  it('refuses codes of the right shape with letters or numbers the country never uses', () => {
    const refused: [ShippingCountry, string][] = [
      ['US', '1234'],
      ['US', '12345-678'],
      ['CA', 'D1A 1A1'],
      ['CA', 'W1A 1A1'],
      ['CA', 'K1O 1A1'],
      ['GB', 'QA1 1AA'],
      ['GB', 'SW1A 1CA'],
      ['GB', 'AI1 1AA'],
      ['NL', '0123 AB'],
      ['NL', '1234 SS'],
      ['DE', '00123'],
      ['FR', '00500'],
      ['ES', '53001'],
      ['ES', '00001'],
      ['IT', '1234'],
    ]
    for (const [country, code] of refused)
      expect(isValidPostalCode(code, country), `${country} ${code}`).toBe(false)
    expect(isValidPostalCode('00184', 'IT')).toBe(true)
  })

  it('names the country’s format in the message', () => {
    expect(messageOf('postalCode', 'CA', { postalCode: '12345' })).toBe('Enter a postal code like A1A 1A1.')
    expect(messageOf('postalCode', 'US', { postalCode: 'K1A' })).toBe('Enter a ZIP code like 12345.')
    expect(messageOf('postalCode', 'GB', { postalCode: '12345' })).toBe('Enter a postcode like SW1A 1AA.')
    expect(messageOf('postalCode', 'NL', { postalCode: '12345' })).toBe('Enter a postal code like 1012 AB.')
    for (const country of SHIPPING_COUNTRIES)
      expect(isValidPostalCode(postalCodeExample(country), country), country).toBe(true)
  })
})

describe('the postal code mask', () => {
  it('formats codes as they are typed', () => {
    const cases: [ShippingCountry, string, string][] = [
      ['CA', 'k', 'K'],
      ['CA', 'k1a', 'K1A'],
      ['CA', 'k1a ', 'K1A'],
      ['CA', 'k1a0', 'K1A 0'],
      ['CA', 'k1a0b1x', 'K1A 0B1'],
      ['US', '12345', '12345'],
      ['US', '123456', '12345-6'],
      ['US', '12345678901', '12345-6789'],
      ['NL', '1012js', '1012 JS'],
      ['NL', '10125', '1012'],
      ['DE', '10117x9', '10117'],
      ['GB', 'sw1a  1aa!', 'SW1A 1AA'],
      ['GB', ' ec1a1bb', 'EC1A1BB'],
    ]
    for (const [country, typed, shown] of cases)
      expect(applyPostalMask(typed, country), `${country} ${typed}`).toBe(shown)
  })

  it('shows a valid code typed without separators exactly as the rules store it', () => {
    fc.assert(
      fc.property(
        validPostalCode.filter(([country]) => ADDRESS_COUNTRIES[country].postalCode.mask !== null),
        ([country, code]) => {
          expect(applyPostalMask(code.replace(/[\s-]/g, '').toLowerCase(), country)).toBe(code)
        },
      ),
    )
  })

  it('changes nothing when applied to its own output', () => {
    fc.assert(
      fc.property(countries, fc.string({ maxLength: 14 }), (country, typed) => {
        const shown = applyPostalMask(typed, country)
        expect(applyPostalMask(shown, country)).toBe(shown)
      }),
    )
  })
})

describe('phone numbers', () => {
  const validNational = countries.chain((country) => {
    if (addressRegion(country) === 'NA')
      return fc.stringMatching(/^[2-9][0-9]{9}$/).map((digits) => [country, digits] as const)
    const counts = (PHONE_COUNTRIES[country]?.masks ?? []).map(
      (mask: string) => mask.replace(/[^X]/g, '').length,
    )
    return fc
      .constantFrom(...counts)
      .chain((count) =>
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: count, maxLength: count }),
      )
      .map((digits) => [country, digits] as const)
  })

  it('accepts what the country’s mask shows for a valid number, and keeps its digits', () => {
    fc.assert(
      fc.property(validNational, ([country, digits]) => {
        const shown = applyPhoneMask(digits, country, addressRegion(country), PHONE_COUNTRIES)
        expect(shown.replace(/\D/g, '')).toBe(digits)
        expect(check(country, { phone: shown })).toMatchObject({ ok: true, value: { phone: digits } })
      }),
    )
  })

  it('asks for the digit count of the country’s masks', () => {
    expect(messageOf('phone', 'US', { phone: '206 555 011' })).toBe('Enter a 10-digit phone number.')
    expect(messageOf('phone', 'FR', { phone: '06 12 34 56' })).toBe('Enter a 10-digit phone number.')
    expect(messageOf('phone', 'GB', { phone: '123' })).toBe('Enter a phone number of 10 to 11 digits.')
    expect(messageOf('phone', 'ES', { phone: 'call me' })).toBe('Enter a 9-digit phone number.')
    expect(messageOf('phone', 'CA', { phone: '(106) 555-0110' })).toBe(
      'The phone number cannot start with 1.',
    )
  })

  it('understands a number written internationally with the country’s own dial code', () => {
    const cases: [ShippingCountry, string, string][] = [
      ['US', '+1 (206) 555-0110', '2065550110'],
      ['US', '1 206 555 0110', '2065550110'],
      ['GB', '+44 (0)20 7946 0018', '02079460018'],
      ['GB', '+44 20 7946 0018', '02079460018'],
      ['FR', '+33 6 12 34 56 78', '0612345678'],
      ['DE', '+49 301 2345678', '03012345678'],
      ['IT', '+39 06 6779 1234', '0667791234'],
      ['ES', '+34 912 345 678', '912345678'],
      ['NL', '+31 6 12345678', '612345678'],
      ['NL', '06 12345678', '612345678'],
    ]
    for (const [country, typed, national] of cases) {
      expect(toNationalPhone(typed, country, PHONE_COUNTRIES), `${country} ${typed}`).toBe(national)
      expect(check(country, { phone: typed }), `${country} ${typed}`).toMatchObject({
        ok: true,
        value: { phone: national },
      })
    }
  })
})

describe('provinces', () => {
  it('finds a province by code or name, whatever the case, accents or dots', () => {
    expect(findProvince('CA', 'qc')?.code).toBe('QC')
    expect(findProvince('CA', 'QUÉBEC')?.code).toBe('QC')
    expect(findProvince('CA', 'Colombie-Britannique')?.code).toBe('BC')
    expect(findProvince('US', 'N.Y.')?.code).toBe('NY')
    expect(findProvince('US', 'new  york')?.code).toBe('NY')
    expect(findProvince('US', 'Ontario')).toBeNull()
    expect(findProvince('GB', 'Kent')).toBeNull()
  })

  it('names a province in the shopper’s language where it has a name of its own', () => {
    const quebec = findProvince('CA', 'QC')
    expect(quebec && provinceName(quebec, 'fr')).toBe('Québec')
    expect(quebec && provinceName(quebec, 'en')).toBe('Quebec')
    const texas = findProvince('US', 'TX')
    expect(texas && provinceName(texas, 'fr')).toBe('Texas')
  })

  it('asks for a state or province in North America and refuses one not in the list', () => {
    expect(errorOf('province', 'US', { province: '' })).toEqual({ key: 'address.error.provinceRequired' })
    expect(errorOf('province', 'US', { province: 'Ontario' })).toEqual({
      key: 'address.error.provinceUnknown',
    })
    expect(errorOf('province', 'CA', { province: 'XX' })).toEqual({ key: 'address.error.provinceUnknown' })
  })

  it('takes a province elsewhere as free text of at most 30 characters', () => {
    expect(check('GB', { province: 'Greater London' })).toMatchObject({
      ok: true,
      value: { province: 'Greater London' },
    })
    expect(errorOf('province', 'IT', { province: 'x'.repeat(31) })).toEqual({
      key: 'address.error.tooLong',
      params: { max: 30 },
    })
  })
})

describe('the country field', () => {
  it('is required and must be a country the shop ships to', () => {
    expect(errorOf('country', 'US', { country: '' })).toEqual({ key: 'address.error.required' })
    expect(errorOf('country', 'US', { country: 'JP' })).toEqual({
      key: 'address.error.country',
    })
    expect(messageOf('country', 'US', { country: 'JP' })).toBe('We can’t deliver to this country.')
  })

  it('checks the other fields by the shop’s country when the address has none it ships to', () => {
    const result = validateAddress(address('CA', { country: 'JP' }), {
      country: 'US',
      phoneCountries: PHONE_COUNTRIES,
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.postalCode?.key).toBe('address.error.zipCode')
    expect(result.errors.province).toEqual({ key: 'address.error.provinceUnknown' })
  })

  it('checks an address by its own country’s rules, not the shop’s', () => {
    expect(validateAddress(address('GB'), { country: 'US', phoneCountries: PHONE_COUNTRIES })).toMatchObject({
      ok: true,
      value: { country: 'GB' },
    })
  })
})

describe('server overrides', () => {
  it('refuses with a tighter maximum what the defaults accept', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.constantFrom(...'abc 123'), minLength: 2, maxLength: 30 })
          .map((line) => `A${line}Z`.slice(0, 30)),
        fc.integer({ min: 1, max: 29 }),
        (line, maxLength) => {
          fc.pre(line.replace(/\s+/g, ' ').length > maxLength)
          const rules = mergeAddressRules(defaultAddressRules('CA'), { addressLine1: { maxLength } })
          expect(check('CA', { addressLine1: line }).ok).toBe(true)
          const result = validateAddress(address('CA', { addressLine1: line }), {
            country: 'CA',
            rules,
            phoneCountries: PHONE_COUNTRIES,
          })
          expect(result.ok ? undefined : result.errors.addressLine1).toEqual({
            key: 'address.error.tooLong',
            params: { max: maxLength },
          })
        },
      ),
    )
  })

  it('ignores a pattern that does not compile, and any other nonsense, without throwing', () => {
    const defaults = defaultAddressRules('GB')
    const nonsense: unknown[] = [
      null,
      undefined,
      'rules',
      42,
      [],
      [{ city: { maxLength: 3 } }],
      { city: null, firstName: 'x', postalCode: [] },
      { city: { pattern: '(' }, postalCode: { pattern: '[A-' }, email: { pattern: '(?<' } },
      {
        city: {
          maxLength: -1,
          minLength: 1.5,
          required: 'yes',
          pattern: 42,
          messageKey: 'error.auth.locked',
        },
      },
      { city: { maxLength: Number.NaN, minLength: Number.POSITIVE_INFINITY, pattern: '' } },
      { country: { required: false }, unknownField: { required: true } },
      { city: { pattern: 'x'.repeat(501) } },
    ]
    for (const overrides of nonsense) {
      expect(parseAddressRuleOverrides(overrides), JSON.stringify(overrides)).toEqual({})
      expect(mergeAddressRules(defaults, overrides)).toEqual(defaults)
      expect(
        validateAddress(address('GB'), {
          country: 'GB',
          rules: mergeAddressRules(defaults, overrides),
          phoneCountries: PHONE_COUNTRIES,
        }).ok,
      ).toBe(true)
    }
    fc.assert(
      fc.property(fc.anything(), (overrides) => {
        const rules = mergeAddressRules(defaults, overrides)
        expect(rules.country).toBe('GB')
        expect(rules.fields.country).toEqual(defaults.fields.country)
        validateAddress(address('GB'), { country: 'GB', rules, phoneCountries: PHONE_COUNTRIES })
      }),
    )
  })

  it('keeps the good parts of an override and drops the broken ones', () => {
    expect(parseAddressRuleOverrides({ city: { maxLength: 20, pattern: '(', minLength: 'two' } })).toEqual({
      city: { maxLength: 20 },
    })
  })

  it('can require a province and give it a pattern, with the generic message unless it names one', () => {
    const rules = mergeAddressRules(defaultAddressRules('IT'), {
      province: { required: true, pattern: '[A-Z]{2}' },
    })
    const validate = (province: string) =>
      validateAddress(address('IT', { province }), { country: 'IT', rules, phoneCountries: PHONE_COUNTRIES })
    expect(validate('')).toMatchObject({ ok: false, errors: { province: { key: 'address.error.required' } } })
    expect(validate('Roma')).toMatchObject({
      ok: false,
      errors: { province: { key: 'address.error.invalid' } },
    })
    expect(validate('RM').ok).toBe(true)
    const named = mergeAddressRules(rules, { province: { messageKey: 'address.error.provinceUnknown' } })
    expect(
      validateAddress(address('IT', { province: 'Roma' }), {
        country: 'IT',
        rules: named,
        phoneCountries: PHONE_COUNTRIES,
      }),
    ).toMatchObject({
      ok: false,
      errors: { province: { key: 'address.error.provinceUnknown' } },
    })
  })

  it('replaces the postal code format and the name characters with the server’s pattern', () => {
    const rules = mergeAddressRules(defaultAddressRules('GB'), {
      postalCode: { pattern: '[A-Z]{4} 1ZZ', messageKey: 'address.error.postcode' },
      firstName: { pattern: '[A-Za-z]+', maxLength: 10 },
    })
    const validate = (changes: AddressInput) =>
      validateAddress(address('GB', changes), { country: 'GB', rules, phoneCountries: PHONE_COUNTRIES })
    expect(validate({ postalCode: 'bbnd1zz' })).toMatchObject({ ok: true, value: { postalCode: 'BBND 1ZZ' } })
    expect(validate({ postalCode: 'SW1A 2AA' })).toMatchObject({
      ok: false,
      errors: { postalCode: { key: 'address.error.postcode', params: { example: 'SW1A 1AA' } } },
    })
    expect(validate({ firstName: 'José' })).toMatchObject({
      ok: false,
      errors: { firstName: { key: 'address.error.invalid' } },
    })
  })

  it('leaves the shared defaults untouched', () => {
    const before = structuredClone(defaultAddressRules('NL'))
    mergeAddressRules(defaultAddressRules('NL'), { city: { maxLength: 5 }, firstName: { required: false } })
    expect(defaultAddressRules('NL')).toEqual(before)
    expect(Object.isFrozen(defaultAddressRules('NL').fields.city)).toBe(true)
  })

  it('may loosen a length but never leaves a minimum above the maximum', () => {
    const loose = mergeAddressRules(defaultAddressRules('DE'), { addressLine1: { maxLength: 40 } })
    expect(
      validateAddress(address('DE', { addressLine1: 'x'.repeat(40) }), {
        country: 'DE',
        rules: loose,
        phoneCountries: PHONE_COUNTRIES,
      }).ok,
    ).toBe(true)
    const crossed = mergeAddressRules(defaultAddressRules('DE'), { city: { minLength: 20, maxLength: 10 } })
    expect(crossed.fields.city).toEqual(defaultAddressRules('DE').fields.city)
  })

  it('never applies one country’s rules to another country’s address', () => {
    const rules = mergeAddressRules(defaultAddressRules('CA'), { city: { maxLength: 3 } })
    expect(validateAddress(address('US'), { country: 'US', rules, phoneCountries: PHONE_COUNTRIES }).ok).toBe(
      true,
    )
    expect(validateAddress(address('CA'), { country: 'CA', rules, phoneCountries: PHONE_COUNTRIES }).ok).toBe(
      false,
    )
  })

  it('keeps the checks of email, phone and the province list whatever the overrides say', () => {
    const rules = mergeAddressRules(defaultAddressRules('US'), {
      email: { pattern: '.*' },
      phone: { pattern: '.*' },
      province: { pattern: '.*' },
    })
    const result = validateAddress(address('US', { email: 'ana', phone: '123', province: 'Ontario' }), {
      country: 'US',
      rules,
      phoneCountries: PHONE_COUNTRIES,
    })
    expect(result).toMatchObject({
      ok: false,
      errors: {
        email: { key: 'address.error.email' },
        phone: { key: 'address.error.phoneDigits' },
        province: { key: 'address.error.provinceUnknown' },
      },
    })
  })
})

describe('labels and messages', () => {
  it('labels the province and postal code the country’s way', () => {
    expect(en[provinceLabelKey('US')]).toBe('State')
    expect(en[provinceLabelKey('CA')]).toBe('Province')
    expect(en[provinceLabelKey('GB')]).toBe('County')
    expect(en[postalCodeLabelKey('US')]).toBe('ZIP code')
    expect(en[postalCodeLabelKey('GB')]).toBe('Postcode')
    expect(en[postalCodeLabelKey('CA')]).toBe('Postal code')
    expect(
      interpolate(en['address.field.optional'], { label: en[addressFieldLabelKey('addressLine2', 'US')] }),
    ).toBe('Apartment, suite, etc. (optional)')
  })

  it('has an English text for every label and error the rules can name', () => {
    for (const country of SHIPPING_COUNTRIES)
      for (const field of ADDRESS_FIELDS) expect(en[addressFieldLabelKey(field, country)]).toBeTruthy()
    for (const key of ADDRESS_ERROR_KEYS) expect(en[key], key).toBeTruthy()
    expect(Object.keys(en).filter((key) => key.startsWith('address.error.'))).toEqual([...ADDRESS_ERROR_KEYS])
  })
})

describe('the worker’s schema', () => {
  it('yields the cleaned address, or one issue per refused field with the message key and its values', () => {
    const schema = createAddressSchema({ country: 'CA', phoneCountries: PHONE_COUNTRIES })
    expect(schema.parse(address('CA', { postalCode: 'k1a0a9' })).postalCode).toBe('K1A 0A9')
    const result = schema.safeParse(address('CA', { postalCode: '12345', city: '' }))
    expect(result.success).toBe(false)
    expect(
      result.error?.issues.map((issue) => ({
        path: issue.path,
        message: issue.message,
        params: 'params' in issue ? issue.params : undefined,
      })),
    ).toEqual([
      { path: ['city'], message: 'address.error.required', params: {} },
      { path: ['postalCode'], message: 'address.error.postalCode', params: { example: 'A1A 1A1' } },
    ])
  })

  it('refuses a body whose fields are not strings before any rule runs', () => {
    expect(
      createAddressSchema({ country: 'US', phoneCountries: PHONE_COUNTRIES }).safeParse({
        ...address('US'),
        city: 7,
      }).success,
    ).toBe(false)
  })

  it('reads server overrides defensively', () => {
    expect(AddressRuleOverridesSchema.parse('nonsense')).toEqual({})
    expect(AddressRuleOverridesSchema.parse({ city: { maxLength: 20, pattern: ')' } })).toEqual({
      city: { maxLength: 20 },
    })
  })
})

describe('the locality lines in each country’s order', () => {
  it.each([
    [{ city: 'Portland', province: 'OR', postalCode: '97205', country: 'US' }, ['Portland, OR 97205']],
    [{ city: 'Montréal', province: 'QC', postalCode: 'H2X 1Y4', country: 'CA' }, ['Montréal QC  H2X 1Y4']],
    [{ city: 'London', province: '', postalCode: 'SW1A 1AA', country: 'GB' }, ['London', 'SW1A 1AA']],
    [{ city: 'Berlin', province: null, postalCode: '10115', country: 'DE' }, ['10115 Berlin']],
    [{ city: 'Roma', province: 'RM', postalCode: '00184', country: 'IT' }, ['00184 Roma RM']],
    [{ city: 'Amsterdam', postalCode: '1012 AB', country: 'NL' }, ['1012 AB Amsterdam']],
    [{ city: 'Seattle', postalCode: '98101', country: 'US' }, ['Seattle 98101']],
  ])('writes %o as %o', (locality, lines) => {
    expect(localityLines(locality)).toEqual(lines)
  })
})

describe('an address format from the address-format service (decision 107)', () => {
  const ROMA = { code: 'RM', name: 'Roma' }
  const MILANO = { code: 'MI', name: 'Milano' }
  const format = { country: 'IT' as const, provinces: [ROMA, MILANO] }

  it('turns a free-text province into a list, and checks it by that list', () => {
    const rules = withAddressFormat(defaultAddressRules('IT'), format)
    expect(provinceListOf(rules)).toEqual([ROMA, MILANO])
    const validate = (province: string) =>
      validateAddress(address('IT', { province }), { country: 'IT', rules, phoneCountries: PHONE_COUNTRIES })
    expect(validate('roma')).toMatchObject({ ok: true, value: { province: 'RM' } })
    expect(validate('Atlantide')).toMatchObject({
      ok: false,
      errors: { province: { key: 'address.error.provinceUnknown' } },
    })
    expect(validate('')).toMatchObject({ ok: true, value: { province: '' } })
    // The platform's overrides keep the list.
    expect(provinceListOf(mergeAddressRules(rules, { province: { maxLength: 20 } }))).toEqual([ROMA, MILANO])
  })

  it('changes nothing for another country, a format without provinces, or a country that asks for none', () => {
    const italy = defaultAddressRules('IT')
    expect(withAddressFormat(italy, null)).toBe(italy)
    expect(withAddressFormat(italy, { country: 'IT', provinces: [] })).toBe(italy)
    expect(withAddressFormat(italy, { country: 'ES', provinces: [ROMA] })).toBe(italy)
    const britain = defaultAddressRules('GB')
    expect(withAddressFormat(britain, { country: 'GB', provinces: [{ code: 'KEN', name: 'Kent' }] })).toBe(
      britain,
    )
    expect(provinceListOf(defaultAddressRules('US'))).toHaveLength(51)
  })
})
