import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  defaultAddressRules,
  mergeAddressRules,
  parseAddressRuleOverrides,
  validateAddress,
} from '../../shared/account/address'
import { checkNewPassword } from '../../shared/account/password'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { firstBrokenRule, GENERIC_RULE_MESSAGES, isDateIn } from '../../shared/form-rules'
import { en } from '../../shared/i18n/messages/en'

describe('the generic rule kinds of spec 1 §5', () => {
  it('gives each kind its default message, with the numbers it names', () => {
    expect(firstBrokenRule('1234', [{ kind: 'exactLength', length: 5 }])).toEqual({
      kind: 'exactLength',
      key: 'form.exactLength',
      params: { length: 5 },
    })
    expect(firstBrokenRule('a', [{ kind: 'minLength', min: 2 }])?.key).toBe('form.tooShort')
    expect(firstBrokenRule('abc', [{ kind: 'maxLength', max: 2 }])?.key).toBe('form.tooLong')
    expect(firstBrokenRule('4', [{ kind: 'minValue', min: 5 }])).toMatchObject({
      key: 'form.tooSmall',
      params: { min: 5 },
    })
    expect(firstBrokenRule('12,5', [{ kind: 'maxValue', max: 12 }])).toMatchObject({
      key: 'form.tooLarge',
      params: { max: 12 },
    })
    expect(firstBrokenRule('ten', [{ kind: 'minValue', min: 1 }])?.key).toBe('form.tooSmall')
    expect(firstBrokenRule('2024-13-01', [{ kind: 'dateFormat', format: 'YYYY-MM-DD' }])).toMatchObject({
      key: 'form.dateFormat',
      params: { format: 'YYYY-MM-DD' },
    })
    expect(firstBrokenRule('b', [{ kind: 'sameAs', field: 'email' }], { email: 'a' })?.key).toBe(
      'form.mismatch',
    )
    for (const key of Object.values(GENERIC_RULE_MESSAGES)) expect(en[key]).toBeTruthy()
  })

  it('counts characters as a person does, and keeps every rule a value meets', () => {
    expect(firstBrokenRule('Zoë', [{ kind: 'exactLength', length: 3 }])).toBeNull()
    expect(
      firstBrokenRule('12.5', [
        { kind: 'minValue', min: 12 },
        { kind: 'maxValue', max: 13 },
      ]),
    ).toBeNull()
    expect(firstBrokenRule('same', [{ kind: 'sameAs', field: 'other' }], { other: 'same' })).toBeNull()
  })

  it('says the first rule broken, in the order given, and none of an empty value (that is `required`’s)', () => {
    const rules = [
      { kind: 'minLength', min: 3 },
      { kind: 'exactLength', length: 4 },
    ] as const
    expect(firstBrokenRule('ab', rules)?.kind).toBe('minLength')
    expect(firstBrokenRule('abc', rules)?.kind).toBe('exactLength')
    expect(firstBrokenRule('', rules)).toBeNull()
  })

  it('reads a date in its format only when the calendar has it', () => {
    expect(isDateIn('29/02/2024', 'DD/MM/YYYY')).toBe(true)
    expect(isDateIn('29/02/2023', 'DD/MM/YYYY')).toBe(false)
    expect(isDateIn('02/29/2024', 'MM/DD/YYYY')).toBe(true)
    expect(isDateIn('31/04/2024', 'DD/MM/YYYY')).toBe(false)
    expect(isDateIn('2024-2-1', 'YYYY-MM-DD')).toBe(false)
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const [year, month, day] = date.toISOString().slice(0, 10).split('-')
          expect(isDateIn(`${year}-${month}-${day}`, 'YYYY-MM-DD')).toBe(true)
          expect(isDateIn(`${day}/${month}/${year}`, 'DD/MM/YYYY')).toBe(true)
          expect(isDateIn(`${month}/${day}/${year}`, 'MM/DD/YYYY')).toBe(true)
        },
      ),
    )
  })

  it('checks a new password’s confirmation as a same-as-field rule with the password form’s words', () => {
    expect(checkNewPassword({ password: 'Trail2026', confirmPassword: 'Trail2025' })).toEqual({
      confirmPassword: 'password.error.mismatch',
    })
    expect(checkNewPassword({ password: 'Trail2026', confirmPassword: 'Trail2026' })).toEqual({})
  })
})

describe('server address rules of the generic kinds', () => {
  const italy = (province: string, overrides: unknown) =>
    validateAddress(
      {
        firstName: 'Giulia',
        lastName: 'Conti',
        addressLine1: 'Via del Corso 12',
        city: 'Roma',
        province,
        postalCode: '00186',
        country: 'IT',
        phone: '06 1234 5678',
        email: 'giulia@example.it',
      },
      {
        country: 'IT',
        rules: mergeAddressRules(defaultAddressRules('IT'), overrides),
        phoneCountries: PHONE_COUNTRIES,
      },
    )

  it('applies each kind the server sends, with its default words', () => {
    expect(italy('Roma', { province: { exactLength: 2 } })).toMatchObject({
      ok: false,
      errors: { province: { key: 'form.exactLength', params: { length: 2 } } },
    })
    expect(italy('RM', { province: { exactLength: 2 } }).ok).toBe(true)
    expect(italy('', { province: { exactLength: 2 } }).ok).toBe(true)
    expect(italy('RM', { addressLine1: { sameAs: 'city' } })).toMatchObject({
      ok: false,
      errors: { addressLine1: { key: 'form.mismatch' } },
    })
    expect(italy('RM', { postalCode: { maxValue: 100 } })).toMatchObject({
      ok: false,
      errors: { postalCode: { key: 'form.tooLarge', params: { max: 100 } } },
    })
  })

  it('keeps the rules it can read and drops the rest', () => {
    expect(
      parseAddressRuleOverrides({
        province: { exactLength: 2, minValue: 'one', maxValue: Number.POSITIVE_INFINITY },
        city: { dateFormat: 'DD.MM.YYYY', sameAs: 'password' },
        postalCode: { minValue: 1000, dateFormat: 'YYYY-MM-DD', sameAs: 'email' },
      }),
    ).toEqual({
      province: { rules: [{ kind: 'exactLength', length: 2 }] },
      postalCode: {
        rules: [
          { kind: 'minValue', min: 1000 },
          { kind: 'dateFormat', format: 'YYYY-MM-DD' },
          { kind: 'sameAs', field: 'email' },
        ],
      },
    })
  })
})
