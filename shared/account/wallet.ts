/**
 * What a signed-in shopper keeps in their account to pay with (decision 043): saved cards (the payment provider
 * keeps the card; the shop knows its brand, last four digits, expiry and whether it is the main one), reward cards
 * (their last four digits) and reward codes (masked); and what a loyalty member's points buy. Shared by the worker
 * and the pages that show them.
 */

export interface SavedCard {
  id: string
  /** The provider's brand code (`visa`, `mc`, `amex`) and its name. */
  brand: string
  brandName: string
  lastFour: string
  /** Two digits and four. */
  expiryMonth: string
  expiryYear: string
  holderName: string | null
  main: boolean
}

export interface SavedRewardCard {
  id: string
  lastFour: string
}

export interface SavedRewardCode {
  id: string
  label: string
}

export interface Wallet {
  cards: SavedCard[]
  rewardCards: SavedRewardCard[]
  rewardCodes: SavedRewardCode[]
}

export const EMPTY_WALLET: Wallet = { cards: [], rewardCards: [], rewardCodes: [] }

/** A voucher a loyalty member may turn points into, in the cart's currency. */
export interface LoyaltyVoucher {
  id: string
  points: number
  amount: number
  /** Offered now (the membership is confirmed). */
  available: boolean
  /** The member has the points for it. */
  eligible: boolean
}

export interface LoyaltyVouchers {
  points: number
  vouchers: LoyaltyVoucher[]
  /** The fewest points the shop lets a member pay with (spec 1 §9: configuration); below it none is eligible. */
  minimum: number
}

/** An athlete's allowance for the year: what is left to pay with. */
export interface AthleteAllowance {
  annualCredit: number
  currentSpend: number
  remaining: number
}

/** The card a shopper with several would pay with unless they choose: the main one, else the first. */
export const mainCardOf = (cards: readonly SavedCard[]): SavedCard | null =>
  cards.find((card) => card.main) ?? cards[0] ?? null

/** Whether a card's expiry (month and four-digit year) has passed by `today`. */
export function cardExpired(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>, today: Date): boolean {
  const month = Number(card.expiryMonth)
  const year = Number(card.expiryYear)
  if (!Number.isInteger(month) || !Number.isInteger(year)) return false
  return year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)
}
