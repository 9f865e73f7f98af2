import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import type { SignUpInput } from '../../shared/account/sign-up'
import {
  ageOn,
  birthDateProblem,
  checkSignUp,
  isPhoneForTexts,
  isStrongPassword,
  MINIMUM_AGE,
  minimumAgeOf,
  PASSWORD_REQUIREMENTS,
  parseBirthDate,
  passwordChecks,
  phoneExample,
} from '../../shared/account/sign-up'

const NOW = new Date('2026-11-24T09:45:00Z')
const US = {
  country: 'US',
  region: 'NA' as const,
  phoneCountries: PHONE_COUNTRIES,
  dateFormat: 'MM/DD/YYYY' as const,
  now: NOW,
}
const DE = {
  country: 'DE',
  region: 'EMEA' as const,
  phoneCountries: PHONE_COUNTRIES,
  dateFormat: 'DD/MM/YYYY' as const,
  now: NOW,
}

const FORM: SignUpInput = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'Sunny-day9',
  birthDate: '1990-05-17',
  phone: '',
  smsOptIn: false,
  newsletter: false,
  agreement: true,
}

const iso = (date: Date) => date.toISOString().slice(0, 10)

describe('the sign-up rules', () => {
  it('accepts a complete form and sends it on tidied', () => {
    const { input, problems } = checkSignUp(
      {
        ...FORM,
        firstName: '  Ana  Maria ',
        email: ' Ana@Example.COM ',
        phone: '+1 (206) 555-0110',
        smsOptIn: true,
      },
      US,
    )
    expect(problems).toEqual({})
    expect(input).toMatchObject({
      firstName: 'Ana Maria',
      email: 'ana@example.com',
      password: 'Sunny-day9',
      birthDate: '1990-05-17',
      phone: '2065550110',
      smsOptIn: true,
    })
  })

  it('refuses each field with its own message', () => {
    const { problems } = checkSignUp(
      {
        firstName: '',
        lastName: 'X',
        email: 'not-an-email',
        password: 'short',
        birthDate: '2026-02-30',
        phone: '123',
        smsOptIn: true,
        newsletter: true,
        agreement: false,
      },
      US,
    )
    expect(problems).toEqual({
      firstName: 'signUp.error.firstNameRequired',
      lastName: 'signUp.error.nameLength',
      email: 'signUp.error.email',
      password: 'signUp.error.passwordWeak',
      birthDate: 'signUp.error.birthDate',
      phone: 'signUp.error.phone',
      smsOptIn: 'signUp.error.smsNeedsPhone',
      agreement: 'signUp.error.agreement',
    })
  })

  it('holds names to the shop’s name rule, 2 to 30 characters', () => {
    expect(checkSignUp({ ...FORM, firstName: 'Zoë-Ann O’Neil' }, US).problems.firstName).toBeUndefined()
    expect(checkSignUp({ ...FORM, lastName: 'Smith3' }, US).problems.lastName).toBe('signUp.error.name')
    expect(checkSignUp({ ...FORM, lastName: 'a'.repeat(31) }, US).problems.lastName).toBe(
      'signUp.error.nameLength',
    )
    expect(checkSignUp({ ...FORM, lastName: '' }, US).problems.lastName).toBe('signUp.error.lastNameRequired')
  })

  it('refuses an email over 100 characters and an empty one', () => {
    expect(checkSignUp({ ...FORM, email: `${'a'.repeat(95)}@example.com` }, US).problems.email).toBe(
      'signUp.error.emailTooLong',
    )
    expect(checkSignUp({ ...FORM, email: ' ' }, US).problems.email).toBe('signUp.error.emailRequired')
  })

  it('lets the SMS opt-in go only with a valid phone, and the phone stays optional', () => {
    expect(checkSignUp({ ...FORM, smsOptIn: true }, US).problems).toEqual({
      smsOptIn: 'signUp.error.smsNeedsPhone',
    })
    expect(checkSignUp({ ...FORM, phone: '0151 2345678', smsOptIn: true }, DE).problems).toEqual({})
    expect(isPhoneForTexts('(106) 555-0110', 'US', 'NA', PHONE_COUNTRIES)).toBe(false)
    expect(isPhoneForTexts('+49 151 2345678', 'DE', 'EMEA', PHONE_COUNTRIES)).toBe(true)
  })

  it('shows each country’s example number in its mask, which its own rule accepts', () => {
    for (const country of Object.keys(MINIMUM_AGE)) {
      const region = country === 'US' || country === 'CA' ? 'NA' : 'EMEA'
      expect(
        isPhoneForTexts(phoneExample(country, region, PHONE_COUNTRIES), country, region, PHONE_COUNTRIES),
        country,
      ).toBe(true)
    }
    expect(phoneExample('FR', 'EMEA', PHONE_COUNTRIES)).toBe('06 12 34 56 78')
    // As the country writes it, not as the mask lays it out.
    expect(phoneExample('US', 'NA', PHONE_COUNTRIES)).toBe('(206) 555-0110')
  })
})

describe('passwords', () => {
  it('lists the requirements a password meets', () => {
    expect(passwordChecks('abc')).toEqual({ length: false, upper: false, lower: true, digit: false })
    expect(passwordChecks('Abcdefg1')).toEqual({ length: true, upper: true, lower: true, digit: true })
    expect(checkSignUp({ ...FORM, password: 'Abcdefg1' }, US).problems.password).toBeUndefined()
    expect(checkSignUp({ ...FORM, password: '' }, US).problems.password).toBe('signUp.error.passwordRequired')
    expect(checkSignUp({ ...FORM, password: `Aa1${'x'.repeat(198)}` }, US).problems.password).toBe(
      'signUp.error.passwordTooLong',
    )
  })

  it('accepts exactly the passwords of 8 to 200 characters with an upper-case letter, a lower-case letter and a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 220, unit: 'grapheme-ascii' }), (password) => {
        const expected =
          password.length >= 8 &&
          password.length <= 200 &&
          /[A-Z]/.test(password) &&
          /[a-z]/.test(password) &&
          /[0-9]/.test(password)
        expect(isStrongPassword(password)).toBe(expected)
        const problem = checkSignUp({ ...FORM, password }, US).problems.password
        expect(problem === undefined).toBe(expected)
      }),
    )
  })

  it('meets every requirement once it has one character of each kind and enough length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...'ABCÉZ'),
        fc.constantFrom(...'abcéz'),
        fc.constantFrom(...'0123456789'),
        fc.string({ minLength: 5, maxLength: 100 }),
        (upper, lower, digit, rest) => {
          const password = `${rest}${upper}${lower}${digit}`
          expect(Object.values(passwordChecks(password)).every(Boolean)).toBe(true)
          expect(PASSWORD_REQUIREMENTS.every((rule) => rule.test(password))).toBe(true)
        },
      ),
    )
  })
})

describe('birth dates and ages', () => {
  it('reads ISO dates and the locale’s pattern, and refuses dates that do not exist', () => {
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 })
    expect(parseBirthDate('2001-02-29')).toBeNull()
    expect(parseBirthDate('31/12/1999', 'DD/MM/YYYY')).toEqual({ year: 1999, month: 12, day: 31 })
    expect(parseBirthDate('12/31/1999', 'MM/DD/YYYY')).toEqual({ year: 1999, month: 12, day: 31 })
    expect(parseBirthDate('12/31/1999', 'DD/MM/YYYY')).toBeNull()
    expect(parseBirthDate('yesterday')).toBeNull()
  })

  it('refuses a date before 1900, in the future, or missing', () => {
    expect(birthDateProblem('1899-12-31', US)).toBe('signUp.error.birthDateTooEarly')
    expect(birthDateProblem('1900-01-01', US)).toBeNull()
    expect(birthDateProblem('2026-11-25', US)).toBe('signUp.error.birthDateFuture')
    expect(birthDateProblem('', US)).toBe('signUp.error.birthDateRequired')
  })

  it('has the minimum age of each country the shop serves', () => {
    expect(['DE', 'FR', 'IT', 'ES', 'NL'].map(minimumAgeOf)).toEqual([16, 16, 16, 16, 16])
    expect(['US', 'CA', 'GB'].map(minimumAgeOf)).toEqual([13, 13, 13])
    expect(minimumAgeOf('ZZ')).toBe(16)
  })

  it('lets a shopper join on the day they reach the minimum age, not the day before', () => {
    expect(birthDateProblem('2013-11-24', US)).toBeNull()
    expect(birthDateProblem('2013-11-25', US)).toBe('signUp.error.tooYoung')
    expect(birthDateProblem('24/11/2010', DE)).toBeNull()
    expect(birthDateProblem('25/11/2010', DE)).toBe('signUp.error.tooYoung')
    // Born on 29 February: a birthday on 1 March in other years.
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2024, month: 2, day: 28 })).toBe(15)
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2025, month: 3, day: 1 })).toBe(17)
  })

  it('accepts a birth date exactly when the minimum age has been reached by today', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2026-11-24T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...Object.keys(MINIMUM_AGE)),
        (birth, now, country) => {
          const born = iso(birth)
          if (born > iso(now)) return
          // The day the shopper reaches the age: the birthday that many years on (29 February: 1 March).
          const [year, month, day] = born.split('-').map(Number) as [number, number, number]
          const coming = new Date(Date.UTC(year + minimumAgeOf(country), month - 1, day))
          const oldEnough = iso(coming) <= iso(now)
          const problem = birthDateProblem(born, { country, now })
          expect(problem === 'signUp.error.tooYoung').toBe(!oldEnough)
          if (oldEnough) expect(problem).toBeNull()
        },
      ),
    )
  })
})
