/** The consumer service's wallet answers reshaped for the shop (`shared/wallet.ts`). */
import type { LoyaltyVouchers, Wallet } from '../../../shared/wallet'
import type { ConsumerInstrument, ProfileAddress } from './schemas'

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
}

/** The instruments kept in the account, by kind; cards with the main one first. */
export function reshapeWallet(instruments: readonly ConsumerInstrument[]): Wallet {
  const cards = instruments.flatMap((entry) =>
    entry.payment_method_id === 'CREDIT_CARD' && entry.card
      ? [
          {
            id: entry.paymentInstrumentId,
            brand: entry.card.brand,
            brandName: entry.card.brandName ?? BRAND_NAMES[entry.card.brand] ?? 'Card',
            lastFour: entry.card.lastFour,
            expiryMonth: entry.card.expiryMonth,
            expiryYear: entry.card.expiryYear,
            holderName: entry.card.holderName ?? null,
            main: entry.card.main,
          },
        ]
      : [],
  )
  return {
    cards: [...cards.filter((card) => card.main), ...cards.filter((card) => !card.main)],
    rewardCards: instruments.flatMap((entry) =>
      entry.payment_method_id === 'REWARD_CARD' && entry.rewardCard
        ? [{ id: entry.paymentInstrumentId, lastFour: entry.rewardCard.lastFour }]
        : [],
    ),
    rewardCodes: instruments.flatMap((entry) =>
      entry.payment_method_id === 'REWARD_CODE' && entry.rewardCode
        ? [{ id: entry.paymentInstrumentId, label: entry.rewardCode.label }]
        : [],
    ),
  }
}

export function reshapeVouchers(answer: {
  currentLoyaltyPoints: number
  applicableLoyaltyVouchers: {
    id: string
    points: number
    amountInCurrency: number
    available: boolean
    eligible: boolean
  }[]
}): LoyaltyVouchers {
  return {
    points: answer.currentLoyaltyPoints,
    vouchers: answer.applicableLoyaltyVouchers.map((voucher) => ({
      id: voucher.id,
      points: voucher.points,
      amount: voucher.amountInCurrency,
      available: voucher.available,
      eligible: voucher.eligible,
    })),
  }
}

/** The profile's main address of a type (S shipping, B billing); the first of the type when none is marked. */
export function mainAddressOf(addresses: readonly ProfileAddress[], type: 'S' | 'B'): ProfileAddress | null {
  const ofType = addresses.filter((address) => address.approachType === type)
  return ofType.find((address) => address.main) ?? null
}
