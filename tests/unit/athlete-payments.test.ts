import { describe, expect, it } from 'vitest'
import { paymentOffers } from '../../client/islands/checkout/payment/account-payments'
import type { PaymentWallet } from '../../client/islands/checkout/payment/names'
import type { Cart } from '../../shared/bag/cart'

const METHODS = [
  'CREDIT_CARD',
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'REWARD_CODE',
  'REWARD_CARD',
  'ATHLETES_PAYMENT',
]

const account = (remaining: number | null): PaymentWallet => ({
  wallet: { cards: [], rewardCards: [], rewardCodes: [] } as unknown as PaymentWallet['wallet'],
  loyalty: null,
  athlete: remaining === null ? null : { annualCredit: 500, currentSpend: 500 - remaining, remaining },
  preferredCardId: null,
})

const cartPaying = (athleteAmount: number | null) =>
  ({
    payments:
      athleteAmount === null
        ? []
        : [{ id: 'p1', method: 'ATHLETES_PAYMENT', amount: athleteAmount, label: '' }],
  }) as unknown as Cart

const offered = (offers: (code: string) => boolean) => METHODS.filter(offers)

describe('the payment methods an athlete is offered (spec 1 §6)', () => {
  it('hold back points, reward codes and reward cards while the allowance has something left beyond the bag', () => {
    expect(offered(paymentOffers(METHODS, account(120), cartPaying(null)))).toEqual([
      'CREDIT_CARD',
      'GIFT_CARD',
      'ATHLETES_PAYMENT',
    ])
    // The bag applies part of the allowance: what is left beyond it still comes first.
    expect(offered(paymentOffers(METHODS, account(120), cartPaying(100)))).not.toContain('REWARD_CODE')
  })

  it('offer the rewards once the bag applies all the allowance has left, or when it has nothing left', () => {
    expect(offered(paymentOffers(METHODS, account(120), cartPaying(120)))).toEqual(METHODS)
    expect(offered(paymentOffers(METHODS, account(0), cartPaying(null)))).toEqual(METHODS)
  })

  it('offer what the cart service offers to anyone else', () => {
    expect(offered(paymentOffers(METHODS, account(null), cartPaying(null)))).toEqual(METHODS)
    expect(offered(paymentOffers(METHODS, null, cartPaying(null)))).toEqual(METHODS)
    expect(offered(paymentOffers(['CREDIT_CARD'], null, cartPaying(null)))).toEqual(['CREDIT_CARD'])
  })
})
