import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkNewPassword,
  checkPassword,
  checkResetEmail,
  missingRequirements,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIREMENTS,
} from '../../shared/account/password'
import { en } from '../../shared/i18n/messages/en'

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÉÄÖÜ')
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéäöüß')
const digit = fc.constantFrom(...'0123456789')
const other = fc.constantFrom(...' !#$%&*+-./:;?@_~')
const anyChar = fc.oneof(upper, lower, digit, other)

/** A password meeting the rule: one of each kind, filled up to at least 8, shuffled. */
const goodPassword = fc
  .tuple(upper, lower, digit, fc.array(anyChar, { minLength: 5, maxLength: 40 }), fc.nat())
  .map(([u, l, d, rest, seed]) => {
    const chars = [u, l, d, ...rest]
    for (let i = chars.length - 1; i > 0; i--) {
      const j = (seed + i * 7919) % (i + 1)
      ;[chars[i], chars[j]] = [chars[j] as string, chars[i] as string]
    }
    return chars.join('')
  })

describe('the password rule (spec 1 §5)', () => {
  it('takes a password of 8 characters with an upper-case letter, a lower-case letter and a digit', () => {
    expect(checkPassword('Passw0rd')).toBeNull()
    expect(checkPassword('Ünïcode9')).toBeNull()
    expect(checkPassword('with spaces A1')).toBeNull()
  })

  it('says what a password misses, one thing at a time, in the order of the list', () => {
    expect(checkPassword('')).toBe('password.error.required')
    expect(checkPassword('Pass0rd')).toBe('password.error.short')
    expect(checkPassword('password1')).toBe('password.error.upper')
    expect(checkPassword('PASSWORD1')).toBe('password.error.lower')
    expect(checkPassword('Password')).toBe('password.error.digit')
    expect(checkPassword(`Aa1${'x'.repeat(PASSWORD_MAX)}`)).toBe('password.error.tooLong')
  })

  it('counts characters as a person sees them, not UTF-16 units', () => {
    // Seven characters, one of them outside the basic plane (two code units).
    expect(checkPassword('Aa1😀bcd')).toBe('password.error.short')
  })

  it('has a requirement list whose words and messages exist', () => {
    expect(PASSWORD_REQUIREMENTS).toHaveLength(4)
    for (const requirement of PASSWORD_REQUIREMENTS) {
      expect(en[requirement.label]).toBeTruthy()
      expect(en[requirement.error]).toBeTruthy()
    }
    expect(en['password.rule.length']).toContain(String(PASSWORD_MIN))
  })

  it('takes every password built to the rule (property)', () => {
    fc.assert(
      fc.property(goodPassword, (password) => {
        expect(checkPassword(password)).toBeNull()
        expect(missingRequirements(password)).toEqual([])
      }),
    )
  })

  it('refuses every password that lacks a kind of character or is short, naming what it lacks (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('upper', 'lower', 'digit'),
        fc.array(anyChar, { minLength: 0, maxLength: 30 }),
        (missing, chars) => {
          const without = chars.filter((char) => {
            if (missing === 'upper') return !/\p{Lu}/u.test(char)
            if (missing === 'lower') return !/\p{Ll}/u.test(char)
            return !/\p{Nd}/u.test(char)
          })
          const password = without.join('')
          const problem = checkPassword(password)
          expect(problem).not.toBeNull()
          if (password !== '' && [...password].length >= PASSWORD_MIN)
            expect(problem).not.toBe('password.error.short')
          expect(missingRequirements(password).map((requirement) => requirement.error)).toContain(
            `password.error.${missing}`,
          )
        },
      ),
    )
  })

  it('refuses every password shorter than 8 characters (property)', () => {
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 1, maxLength: PASSWORD_MIN - 1 }), (chars) => {
        expect(checkPassword(chars.join(''))).toBe('password.error.short')
      }),
    )
  })
})

describe('a new password and its confirmation', () => {
  it('wants the confirmation typed the same (FE340)', () => {
    expect(checkNewPassword({ password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })).toEqual({})
    expect(checkNewPassword({ password: 'Passw0rd!', confirmPassword: 'Passw0rd' })).toEqual({
      confirmPassword: 'password.error.mismatch',
    })
    expect(checkNewPassword({ password: 'short', confirmPassword: '' })).toEqual({
      password: 'password.error.short',
      confirmPassword: 'password.error.confirmRequired',
    })
  })

  it('never takes a confirmation that differs (property)', () => {
    fc.assert(
      fc.property(goodPassword, fc.string({ minLength: 1 }), (password, confirm) => {
        fc.pre(confirm !== password)
        expect(checkNewPassword({ password, confirmPassword: confirm }).confirmPassword).toBe(
          'password.error.mismatch',
        )
      }),
    )
  })
})

describe('the forgotten-password email', () => {
  it('is trimmed and lower-cased, and refused by the sign-in rules', () => {
    expect(checkResetEmail('  Ana@Example.COM ')).toEqual({ email: 'ana@example.com', problem: null })
    expect(checkResetEmail('').problem).toBe('signIn.error.emailRequired')
    expect(checkResetEmail('not-an-email').problem).toBe('signIn.error.email')
    expect(checkResetEmail(`${'a'.repeat(95)}@example.com`).problem).toBe('signIn.error.emailTooLong')
  })
})
