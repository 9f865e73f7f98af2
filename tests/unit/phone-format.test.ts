import { describe, expect, it } from 'vitest'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { formatPhone } from '../../shared/account/phone-format'

describe('phone numbers as each country writes them', () => {
  it.each([
    ['+12065550123', 'US', '(206) 555-0123'],
    ['2065550123', 'US', '(206) 555-0123'],
    ['1 (206) 555 - 0123', 'US', '(206) 555-0123'],
    ['+1 416 555 0199', 'CA', '(416) 555-0199'],
    ['+44 20 7946 0018', 'GB', '020 7946 0018'],
    ['+44 (0)7700 900123', 'GB', '07700 900123'],
    ['01632 960123', 'GB', '01632 960123'],
    ['+49 30 12345678', 'DE', '030 12345678'],
    ['01511 2345678', 'DE', '0151 12345678'],
    ['+33 1 23 45 67 89', 'FR', '01 23 45 67 89'],
    ['0612345678', 'FR', '06 12 34 56 78'],
    ['+39 312 345 6789', 'IT', '312 345 6789'],
    ['02 12345678', 'IT', '02 1234 5678'],
    ['055 1234567', 'IT', '055 1234567'],
    ['+34 912 345 678', 'ES', '912 345 678'],
    ['+31 20 123 4567', 'NL', '020 123 4567'],
    ['612345678', 'NL', '06 12345678'],
    ['0111 123456', 'NL', '0111 123456'],
  ])('writes %s in %s as %s', (phone, country, written) => {
    expect(formatPhone(phone, country, PHONE_COUNTRIES)).toBe(written)
  })

  it('shows a number its country’s formats do not fit, or of another country, as it was given', () => {
    expect(formatPhone(' 555 0123 ', 'US', PHONE_COUNTRIES)).toBe('555 0123')
    expect(formatPhone('+41 44 668 18 00', 'CH', PHONE_COUNTRIES)).toBe('+41 44 668 18 00')
  })
})
