import { describe, expect, it } from 'vitest'
import { withMinimum } from '../../worker/services/wallet'

const vouchers = (points: number) => ({
  points,
  minimum: 0,
  vouchers: [
    { id: 'LV-500', points: 500, amount: 5, available: true, eligible: points >= 500 },
    { id: 'LV-1000', points: 1000, amount: 10, available: true, eligible: points >= 1000 },
  ],
})

describe('the minimum loyalty points (spec 1 §9)', () => {
  it('makes no voucher eligible below the minimum, and leaves the service’s say above it', () => {
    expect(withMinimum(vouchers(600), 1000)).toMatchObject({
      minimum: 1000,
      vouchers: [{ eligible: false }, { eligible: false }],
    })
    expect(withMinimum(vouchers(600), 500)).toMatchObject({
      minimum: 500,
      vouchers: [{ eligible: true }, { eligible: false }],
    })
  })
})
