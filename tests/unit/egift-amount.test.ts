import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { customAmountLimits, EGIFT_CUSTOM_AMOUNT_LIMITS } from '../../shared/bag/egift-amount'
import { validateCustomAmount } from '../../shared/bag/egift-amount-check'

describe('an e-gift card’s amount of the shopper’s choosing', () => {
  it('takes a whole amount within the currency’s limits, typed or sent as a number', () => {
    expect(validateCustomAmount('75', 'USD')).toEqual({ ok: true, value: 75 })
    expect(validateCustomAmount(' 75 ', 'USD')).toEqual({ ok: true, value: 75 })
    expect(validateCustomAmount('75.00', 'EUR')).toEqual({ ok: true, value: 75 })
    expect(validateCustomAmount('75,0', 'EUR')).toEqual({ ok: true, value: 75 })
    expect(validateCustomAmount(10, 'USD')).toEqual({ ok: true, value: 10 })
    expect(validateCustomAmount(500, 'USD')).toEqual({ ok: true, value: 500 })
    expect(validateCustomAmount(650, 'CAD')).toEqual({ ok: true, value: 650 })
  })

  it('refuses an empty field, a fraction, a sign or letters, and an amount outside the limits, with them', () => {
    const refused = (input: unknown, currency = 'USD') => {
      const checked = validateCustomAmount(input, currency)
      return checked.ok ? null : checked.error
    }
    expect(refused('')).toEqual({ key: 'egift.amount.required', params: { min: 10, max: 500 } })
    expect(refused(undefined)?.key).toBe('egift.amount.required')
    for (const input of [
      '7.5',
      '12.50',
      '-20',
      '+20',
      '1e2',
      'ten',
      '$50',
      '1 000',
      12.5,
      Number.NaN,
      Infinity,
    ])
      expect(refused(input)?.key, String(input)).toBe('egift.amount.whole')
    expect(refused('9')).toEqual({ key: 'egift.amount.range', params: { min: 10, max: 500 } })
    expect(refused(501)?.key).toBe('egift.amount.range')
    expect(refused(401, 'GBP')).toEqual({ key: 'egift.amount.range', params: { min: 10, max: 400 } })
    expect(refused(451, 'EUR')?.key).toBe('egift.amount.range')
    expect(refused('0')?.key).toBe('egift.amount.range')
  })

  it('agrees with its limits for every whole amount, in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(EGIFT_CUSTOM_AMOUNT_LIMITS)),
        fc.integer({ min: 0, max: 2000 }),
        (currency, amount) => {
          const { min, max } = customAmountLimits(currency)
          expect(validateCustomAmount(String(amount), currency).ok).toBe(amount >= min && amount <= max)
          expect(validateCustomAmount(`${amount}.5`, currency).ok).toBe(false)
        },
      ),
    )
  })
})
