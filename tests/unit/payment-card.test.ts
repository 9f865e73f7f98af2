/**
 * The mock payment provider's card rules (mock-api/payments/card.ts), which the encrypt endpoint applies and the
 * card fields page runs in the browser: Luhn, brand, grouping, expiry and security code.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  brandOf,
  CARD_BRANDS,
  cardNumberProblem,
  cardScenario,
  expiryProblem,
  groupDigits,
  luhnValid,
  securityCodeValid,
} from '../../mock-api/payments/card'

/** The Luhn check digit that completes `body`. */
function checkDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (luhnValid(`${body}${digit}`)) return String(digit)
  throw new Error(`no check digit for ${body}`)
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''))

describe('the Luhn check', () => {
  it('accepts the test cards and refuses them with one digit changed', () => {
    for (const number of ['4111111111111111', '4000000000003220', '4000000000000002', '5555555555554444']) {
      expect(luhnValid(number)).toBe(true)
    }
    expect(luhnValid('4111111111111112')).toBe(false)
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('4111 1111 1111 1111')).toBe(false)
  })

  it('has exactly one check digit for any number body', () => {
    fc.assert(
      fc.property(digits(1, 18), (body) => {
        const valid = Array.from({ length: 10 }, (_, digit) => luhnValid(`${body}${digit}`))
        expect(valid.filter(Boolean)).toHaveLength(1)
      }),
    )
  })

  it('catches every change of a single digit', () => {
    fc.assert(
      fc.property(digits(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
        const number = `${body}${checkDigit(body)}`
        const index = at % number.length
        const changed = `${number.slice(0, index)}${(Number(number[index]) + shift) % 10}${number.slice(index + 1)}`
        expect(luhnValid(changed)).toBe(false)
      }),
    )
  })

  it('catches swapping two different neighbouring digits, except 0 and 9', () => {
    fc.assert(
      fc.property(digits(11, 18), fc.nat(), (body, at) => {
        const number = `${body}${checkDigit(body)}`
        const index = at % (number.length - 1)
        const [a, b] = [number[index], number[index + 1]]
        fc.pre(a !== b && !(a === '0' && b === '9') && !(a === '9' && b === '0'))
        const swapped = `${number.slice(0, index)}${b}${a}${number.slice(index + 2)}`
        expect(luhnValid(swapped)).toBe(false)
      }),
    )
  })
})

describe('card brands', () => {
  it('tells Visa, Mastercard and American Express by their first digits', () => {
    fc.assert(
      fc.property(digits(0, 15), (rest) => {
        expect(brandOf(`4${rest}`)).toBe('visa')
        expect(brandOf(`34${rest}`)).toBe('amex')
        expect(brandOf(`37${rest}`)).toBe('amex')
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 51, max: 55 }), digits(0, 14), (prefix, rest) => {
        expect(brandOf(`${prefix}${rest}`)).toBe('mc')
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 2221, max: 2720 }), digits(0, 12), (prefix, rest) => {
        expect(brandOf(`${prefix}${rest}`)).toBe('mc')
      }),
    )
  })

  it('names no brand for other numbers, such as Discover or the Mastercard range edges', () => {
    for (const number of [
      '6011111111111117',
      '2220999999999999',
      '2721000000000000',
      '35',
      '50',
      '56',
      '3',
      '',
    ]) {
      expect(brandOf(number)).toBeNull()
    }
    fc.assert(
      fc.property(fc.constantFrom('0', '1', '6', '7', '8', '9'), digits(0, 15), (first, rest) => {
        expect(brandOf(`${first}${rest}`)).toBeNull()
      }),
    )
  })

  it('accepts a complete Luhn-valid number of a brand, and says what is wrong otherwise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(CARD_BRANDS) as (keyof typeof CARD_BRANDS)[])),
        fc.nat(),
        (brand, seed) => {
          const rule = CARD_BRANDS[brand]
          const length = rule.lengths[seed % rule.lengths.length] as number
          const prefix = brand === 'visa' ? '4' : brand === 'amex' ? '37' : '51'
          const body = `${prefix}${'3'.repeat(length - prefix.length - 1)}`
          const number = `${body}${checkDigit(body)}`
          expect(cardNumberProblem(number)).toBeNull()
          expect(cardNumberProblem(number.slice(0, -1))).toBe('invalid')
        },
      ),
    )
    expect(cardNumberProblem('')).toBe('empty')
    expect(cardNumberProblem('6011111111111117')).toBe('unsupported')
  })

  it('asks 4 digits of security code for American Express and 3 for the others', () => {
    expect(securityCodeValid('1234', 'amex')).toBe(true)
    expect(securityCodeValid('123', 'amex')).toBe(false)
    expect(securityCodeValid('123', 'visa')).toBe(true)
    expect(securityCodeValid('1234', 'mc')).toBe(false)
    expect(securityCodeValid('12a', 'visa')).toBe(false)
  })

  it('answers the test cards as the payments guide says, and any other card frictionlessly', () => {
    expect(cardScenario('4111111111111111')).toBe('frictionless')
    expect(cardScenario('4000000000003220')).toBe('challenge')
    expect(cardScenario('4000000000000002')).toBe('refused')
    expect(cardScenario('5555555555554444')).toBe('frictionless')
  })
})

describe('number grouping', () => {
  it('keeps every digit in order, in groups no longer than asked', () => {
    fc.assert(
      fc.property(digits(0, 19), fc.constantFrom([4, 4, 4, 4, 3], [4, 6, 5]), (number, groups) => {
        const grouped = groupDigits(number, groups)
        expect(grouped.replace(/ /g, '')).toBe(number)
        grouped
          .split(' ')
          .slice(0, groups.length)
          .forEach((part, index) => {
            expect(part.length).toBeLessThanOrEqual(groups[index] as number)
          })
      }),
    )
    expect(groupDigits('4111111111111111', [4, 4, 4, 4, 3])).toBe('4111 1111 1111 1111')
    expect(groupDigits('378282246310005', [4, 6, 5])).toBe('3782 822463 10005')
  })
})

describe('expiry dates', () => {
  const today = new Date(Date.UTC(2026, 10, 24))

  it('keeps a card valid to the end of its expiry month', () => {
    expect(expiryProblem(11, 2026, today)).toBeNull()
    expect(expiryProblem(10, 2026, today)).toBe('expired')
    expect(expiryProblem(1, 2027, today)).toBeNull()
    expect(expiryProblem(12, 2025, today)).toBe('expired')
  })

  it('refuses months that do not exist and years too far ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 2026, max: 2046 }), (month, year) => {
        fc.pre(month < 1 || month > 12)
        expect(expiryProblem(month, year, today)).toBe('invalid')
      }),
    )
    expect(expiryProblem(1, 2047, today)).toBe('invalid')
    expect(expiryProblem(Number.NaN, 2030, today)).toBe('invalid')
  })

  it('treats any month of a later year up to twenty years ahead as valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2027, max: 2046 }), (month, year) => {
        expect(expiryProblem(month, year, today)).toBeNull()
      }),
    )
  })
})
