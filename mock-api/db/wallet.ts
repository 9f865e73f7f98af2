/**
 * What a consumer pays with beside a new card (migration 0016): the payment instruments kept in the account,
 * loyalty points and their vouchers, an athlete's allowance, and reward cards' balances.
 *
 * Every balance here is a starting value less a ledger of spends, one row per order. A spend is one
 * `INSERT … SELECT … WHERE <balance covers it>`: SQLite runs it as one statement, so of two orders spending the
 * last of a balance exactly one gets its row in. The row is keyed by the order, so a replayed placement finds the
 * spend it already made instead of spending twice, and an order that fails after spending deletes its row.
 */
import { round2 } from '../cart/rules'

export const INSTRUMENT_METHODS = ['CREDIT_CARD', 'REWARD_CARD', 'REWARD_CODE'] as const
export type InstrumentMethod = (typeof INSTRUMENT_METHODS)[number]

export interface InstrumentRow {
  id: string
  consumer_id: string
  method: InstrumentMethod
  /** A card's stored payment method id at the provider, a reward card's number, a reward code. */
  token: string
  /** A reward card's PIN. */
  secret: string | null
  brand: string | null
  last_four: string | null
  expiry_month: string | null
  expiry_year: string | null
  holder_name: string | null
  is_main: number
  created_at: string
  /** A card's billing address in the profile (migration 0040): the main billing address when it was saved. */
  billing_address_id?: string | null
}

/** Gives a card just saved the consumer's main billing address, if they have one, as its billing address. */
export function linkMainBillingAddress(db: D1Database, consumerId: string, id: string) {
  return db
    .prepare(
      `UPDATE consumer_payment_instruments SET billing_address_id = (
         SELECT id FROM consumer_addresses WHERE consumer_id = ?1 AND approach_type = 'B' AND main = 1)
       WHERE id = ?2 AND consumer_id = ?1 AND method = 'CREDIT_CARD'`,
    )
    .bind(consumerId, id)
    .run()
}

export function listInstruments(db: D1Database, consumerId: string) {
  return db
    .prepare('SELECT * FROM consumer_payment_instruments WHERE consumer_id = ? ORDER BY created_at, id')
    .bind(consumerId)
    .all<InstrumentRow>()
    .then((result) => result.results)
}

/** The consumer's own instrument; null for another consumer's or an unknown id. */
export function getInstrument(db: D1Database, consumerId: string, id: string) {
  return db
    .prepare('SELECT * FROM consumer_payment_instruments WHERE id = ? AND consumer_id = ?')
    .bind(id, consumerId)
    .first<InstrumentRow>()
}

/**
 * Keeps an instrument for the consumer; a card is main when the consumer has no main card yet. False when the
 * consumer keeps it already (the same stored card, reward card or code).
 */
export async function insertInstrument(
  db: D1Database,
  row: Omit<InstrumentRow, 'is_main'>,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO consumer_payment_instruments (id, consumer_id, method, token, secret, brand, last_four,
         expiry_month, expiry_year, holder_name, is_main, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
              CASE WHEN ?3 = 'CREDIT_CARD' AND NOT EXISTS (
                SELECT 1 FROM consumer_payment_instruments WHERE consumer_id = ?2 AND is_main = 1) THEN 1 ELSE 0 END,
              ?11
       ON CONFLICT (consumer_id, method, token) DO NOTHING`,
    )
    .bind(
      row.id,
      row.consumer_id,
      row.method,
      row.token,
      row.secret,
      row.brand,
      row.last_four,
      row.expiry_month,
      row.expiry_year,
      row.holder_name,
      row.created_at,
    )
    .run()
  return result.meta.changes > 0
}

/** Makes the consumer's card their main one, the other cards not: one transaction. Whether it was their card. */
export async function setMainCard(db: D1Database, consumerId: string, id: string): Promise<boolean> {
  const card = await getInstrument(db, consumerId, id)
  if (card?.method !== 'CREDIT_CARD') return false
  await db.batch([
    db
      .prepare('UPDATE consumer_payment_instruments SET is_main = 0 WHERE consumer_id = ? AND is_main = 1')
      .bind(consumerId),
    db
      .prepare('UPDATE consumer_payment_instruments SET is_main = 1 WHERE id = ? AND consumer_id = ?')
      .bind(id, consumerId),
  ])
  return true
}

/** Forgets the consumer's instrument; when it was the main card, their oldest other card becomes main. */
export async function deleteInstrument(db: D1Database, consumerId: string, id: string): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .prepare('DELETE FROM consumer_payment_instruments WHERE id = ? AND consumer_id = ?')
      .bind(id, consumerId),
    db
      .prepare(
        `UPDATE consumer_payment_instruments SET is_main = 1
          WHERE id = (SELECT id FROM consumer_payment_instruments WHERE consumer_id = ?1 AND method = 'CREDIT_CARD'
                       ORDER BY created_at, id LIMIT 1)
            AND NOT EXISTS (SELECT 1 FROM consumer_payment_instruments WHERE consumer_id = ?1 AND is_main = 1)`,
      )
      .bind(consumerId),
  ])
  return (deleted?.meta.changes ?? 0) > 0
}

// ---- Loyalty

export interface LoyaltyVoucherRow {
  id: string
  points: number
  currency: string
  amount: number
}

/** The vouchers a member may turn points into, in a currency, fewest points first. */
export function listLoyaltyVouchers(db: D1Database, currency: string) {
  return db
    .prepare('SELECT id, points, currency, amount FROM loyalty_vouchers WHERE currency = ? ORDER BY points')
    .bind(currency)
    .all<LoyaltyVoucherRow>()
    .then((result) => result.results)
}

export function getLoyaltyVoucher(db: D1Database, id: string, currency: string) {
  return db
    .prepare('SELECT id, points, currency, amount FROM loyalty_vouchers WHERE id = ? AND currency = ?')
    .bind(id, currency)
    .first<LoyaltyVoucherRow>()
}

const LOYALTY_BALANCE = `(SELECT COALESCE(loyalty_points, 0) FROM consumers WHERE id = ?1)
  - (SELECT COALESCE(SUM(points), 0) FROM loyalty_spends WHERE consumer_id = ?1)`

/** The member's points now: their points less what orders spent. */
export async function loyaltyPointsOf(db: D1Database, consumerId: string): Promise<number> {
  const row = await db
    .prepare(`SELECT ${LOYALTY_BALANCE} AS points`)
    .bind(consumerId)
    .first<{ points: number }>()
  return row?.points ?? 0
}

/** Spends a voucher's points for an order, only while the member has them; whether the order holds the spend. */
export async function spendLoyaltyPoints(
  db: D1Database,
  spend: { orderNumber: string; consumerId: string; voucherId: string; points: number; now: string },
): Promise<boolean> {
  await db
    .prepare(
      `INSERT INTO loyalty_spends (order_number, consumer_id, voucher_id, points, created_at)
       SELECT ?2, ?1, ?3, ?4, ?5 WHERE ${LOYALTY_BALANCE} >= ?4
       ON CONFLICT (order_number) DO NOTHING`,
    )
    .bind(spend.consumerId, spend.orderNumber, spend.voucherId, spend.points, spend.now)
    .run()
  return (
    (await db
      .prepare('SELECT 1 FROM loyalty_spends WHERE order_number = ? AND consumer_id = ?')
      .bind(spend.orderNumber, spend.consumerId)
      .first()) !== null
  )
}

export function releaseLoyaltyPoints(db: D1Database, orderNumber: string) {
  return db.prepare('DELETE FROM loyalty_spends WHERE order_number = ?').bind(orderNumber).run()
}

// ---- Athletes

export interface AthleteAllowance {
  annualCredit: number
  /** What the year's orders paid with the allowance so far. */
  currentSpend: number
  remaining: number
}

/** An athlete's allowance now; null for a consumer who has none. */
export async function athleteAllowanceOf(
  db: D1Database,
  consumerId: string,
): Promise<AthleteAllowance | null> {
  const row = await db
    .prepare(
      `SELECT annual_credit, current_spend
              + (SELECT COALESCE(SUM(amount), 0) FROM athlete_spends WHERE consumer_id = ?1) AS spent
         FROM athlete_allowances WHERE consumer_id = ?1`,
    )
    .bind(consumerId)
    .first<{ annual_credit: number; spent: number }>()
  if (!row) return null
  return {
    annualCredit: row.annual_credit,
    currentSpend: round2(row.spent),
    remaining: round2(Math.max(row.annual_credit - row.spent, 0)),
  }
}

/** Spends an amount of the athlete's allowance for an order, only while it covers it. */
export async function spendAthleteAllowance(
  db: D1Database,
  spend: { orderNumber: string; consumerId: string; amount: number; now: string },
): Promise<boolean> {
  await db
    .prepare(
      `INSERT INTO athlete_spends (order_number, consumer_id, amount, created_at)
       SELECT ?2, ?1, ?3, ?4 FROM athlete_allowances a
        WHERE a.consumer_id = ?1
          AND a.annual_credit - a.current_spend
              - (SELECT COALESCE(SUM(amount), 0) FROM athlete_spends WHERE consumer_id = ?1) >= ?3 - 0.000001
       ON CONFLICT (order_number) DO NOTHING`,
    )
    .bind(spend.consumerId, spend.orderNumber, spend.amount, spend.now)
    .run()
  return (
    (await db
      .prepare('SELECT 1 FROM athlete_spends WHERE order_number = ? AND consumer_id = ?')
      .bind(spend.orderNumber, spend.consumerId)
      .first()) !== null
  )
}

export function releaseAthleteAllowance(db: D1Database, orderNumber: string) {
  return db.prepare('DELETE FROM athlete_spends WHERE order_number = ?').bind(orderNumber).run()
}

// ---- Reward cards

/** A reward card as typed: digits only. */
export const REWARD_CARD_NUMBER = /^\d{12,19}$/
export const REWARD_CARD_PIN = /^\d{4,8}$/

const REWARD_CARD_BALANCE = `(SELECT value FROM reward_card_values WHERE number = ?1 AND currency = ?2)
  - (SELECT COALESCE(SUM(amount), 0) FROM reward_card_spends WHERE number = ?1 AND currency = ?2)`

/**
 * A reward card's balance in a currency when its number and PIN match; null for an unknown card or a wrong PIN
 * (the same answer, so a guess learns nothing from which).
 */
export async function rewardCardBalance(
  db: D1Database,
  card: { number: string; pin: string },
  currency: string,
): Promise<number | null> {
  const row = await db
    .prepare(`SELECT pin, COALESCE(${REWARD_CARD_BALANCE}, 0) AS balance FROM reward_cards WHERE number = ?1`)
    .bind(card.number, currency)
    .first<{ pin: string; balance: number }>()
  if (!row || row.pin !== card.pin) return null
  return round2(Math.max(row.balance, 0))
}

/** Spends an amount of a reward card for an order, only while its balance covers it. */
export async function spendRewardCard(
  db: D1Database,
  spend: { orderNumber: string; number: string; currency: string; amount: number; now: string },
): Promise<boolean> {
  await db
    .prepare(
      `INSERT INTO reward_card_spends (order_number, number, currency, amount, created_at)
       SELECT ?3, ?1, ?2, ?4, ?5 WHERE COALESCE(${REWARD_CARD_BALANCE}, 0) >= ?4 - 0.000001
       ON CONFLICT (order_number, number) DO NOTHING`,
    )
    .bind(spend.number, spend.currency, spend.orderNumber, spend.amount, spend.now)
    .run()
  return (
    (await db
      .prepare('SELECT 1 FROM reward_card_spends WHERE order_number = ? AND number = ?')
      .bind(spend.orderNumber, spend.number)
      .first()) !== null
  )
}

export function releaseRewardCards(db: D1Database, orderNumber: string) {
  return db.prepare('DELETE FROM reward_card_spends WHERE order_number = ?').bind(orderNumber).run()
}
