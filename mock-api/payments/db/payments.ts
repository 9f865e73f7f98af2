/**
 * Payments. A payment is made with its first result; one waiting for the shopper (a 3-D Secure challenge, a
 * pay-later approval) changes once more, to a final result, by an update that only one request can win: that
 * request sends the notification.
 */

/**
 * Result codes a payment can hold; the first two wait for the shopper, the others are final. Cancelled: the merchant
 * voided it (an authorisation, or a payment still waiting for the shopper).
 */
export type PaymentStatus = 'ChallengeShopper' | 'RedirectShopper' | 'Authorised' | 'Refused' | 'Cancelled'

/** What the shopper did on a challenge or pay-later page. */
export type ShopperOutcome = 'approved' | 'failed' | 'cancelled' | 'declined'

export interface PaymentRow {
  psp_reference: string
  merchant_account: string
  merchant_reference: string
  /** scheme, giftcard or the pay-later type. */
  method_type: string
  /** visa, mc, amex, givex or the pay-later type. */
  brand: string
  last_four: string | null
  /** MM/YYYY of a card. */
  expiry: string | null
  currency: string
  /** The amount asked for, minor units. */
  value: number
  /** The amount authorised (a gift card may cover part of the amount). */
  authorised_value: number | null
  status: PaymentStatus
  refusal_reason: string | null
  refusal_reason_code: string | null
  auth_code: string | null
  return_url: string
  shopper_locale: string | null
  payment_data: string | null
  action_token: string | null
  result_token: string | null
  outcome: ShopperOutcome | null
  created_at: number
  updated_at: number
  /** The gift card a giftcard payment took from (its balance key). */
  gift_card_key?: string | null
}

export type NewPayment = Omit<PaymentRow, 'outcome' | 'result_token' | 'updated_at' | 'gift_card_key'>

/** The final result a waiting payment moves to. */
export interface FinalResult {
  status: 'Authorised' | 'Refused'
  authorisedValue: number | null
  refusalReason: string | null
  refusalReasonCode: string | null
  authCode: string | null
}

export async function insertPayment(db: D1Database, payment: NewPayment): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payments (psp_reference, merchant_account, merchant_reference, method_type, brand, last_four,
         expiry, currency, value, authorised_value, status, refusal_reason, refusal_reason_code, auth_code,
         return_url, shopper_locale, payment_data, action_token, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?19)`,
    )
    .bind(
      payment.psp_reference,
      payment.merchant_account,
      payment.merchant_reference,
      payment.method_type,
      payment.brand,
      payment.last_four,
      payment.expiry,
      payment.currency,
      payment.value,
      payment.authorised_value,
      payment.status,
      payment.refusal_reason,
      payment.refusal_reason_code,
      payment.auth_code,
      payment.return_url,
      payment.shopper_locale,
      payment.payment_data,
      payment.action_token,
      payment.created_at,
    )
    .run()
}

export function getPayment(db: D1Database, pspReference: string): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE psp_reference = ?1').bind(pspReference).first<PaymentRow>()
}

/** The payment whose challenge or pay-later page this token opens. */
export function getPaymentByActionToken(db: D1Database, token: string): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE action_token = ?1').bind(token).first<PaymentRow>()
}

/** The payment a threeDSResult or redirectResult belongs to. */
export function getPaymentByResultToken(db: D1Database, token: string): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE result_token = ?1').bind(token).first<PaymentRow>()
}

/**
 * Records what the shopper did on a payment's page, once: false when an outcome is already recorded (a double
 * submit), in which case the first one stands. With `final`, the payment takes its final result in the same
 * update (a pay-later decision is the authorisation).
 */
export async function recordShopperOutcome(
  db: D1Database,
  actionToken: string,
  waitingFor: 'ChallengeShopper' | 'RedirectShopper',
  outcome: ShopperOutcome,
  resultToken: string,
  now: number,
  final?: FinalResult,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE payments SET outcome = ?3, result_token = ?4, updated_at = ?5,
         status = coalesce(?6, status), authorised_value = coalesce(?7, authorised_value),
         refusal_reason = coalesce(?8, refusal_reason), refusal_reason_code = coalesce(?9, refusal_reason_code),
         auth_code = coalesce(?10, auth_code)
       WHERE action_token = ?1 AND status = ?2 AND outcome IS NULL`,
    )
    .bind(
      actionToken,
      waitingFor,
      outcome,
      resultToken,
      now,
      final?.status ?? null,
      final?.authorisedValue ?? null,
      final?.refusalReason ?? null,
      final?.refusalReasonCode ?? null,
      final?.authCode ?? null,
    )
    .run()
  return result.meta.changes === 1
}

/** Moves a waiting payment to its final result; false when another request did so first. */
export async function finalisePayment(
  db: D1Database,
  pspReference: string,
  from: 'ChallengeShopper' | 'RedirectShopper',
  final: FinalResult,
  now: number,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE payments SET status = ?3, authorised_value = ?4, refusal_reason = ?5, refusal_reason_code = ?6,
         auth_code = ?7, updated_at = ?8
       WHERE psp_reference = ?1 AND status = ?2`,
    )
    .bind(
      pspReference,
      from,
      final.status,
      final.authorisedValue,
      final.refusalReason,
      final.refusalReasonCode,
      final.authCode,
      now,
    )
    .run()
  return result.meta.changes === 1
}

/** Notes which gift card a giftcard payment took from, so a cancel can give the amount back. */
export async function setGiftCardKey(db: D1Database, pspReference: string, card: string): Promise<void> {
  await db
    .prepare('UPDATE payments SET gift_card_key = ?2 WHERE psp_reference = ?1')
    .bind(pspReference, card)
    .run()
}

/** The payments made under a merchant reference, oldest first. */
export async function listPaymentsByReference(
  db: D1Database,
  merchantAccount: string,
  merchantReference: string,
): Promise<PaymentRow[]> {
  const { results } = await db
    .prepare(
      'SELECT * FROM payments WHERE merchant_account = ?1 AND merchant_reference = ?2 ORDER BY created_at, rowid',
    )
    .bind(merchantAccount, merchantReference)
    .all<PaymentRow>()
  return results
}

/**
 * Voids a payment that is authorised or still waiting for the shopper: its status becomes Cancelled in one update
 * that only one request wins. False when it was already final otherwise (refused, cancelled).
 */
export async function cancelPaymentRow(db: D1Database, pspReference: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE payments SET status = 'Cancelled', updated_at = ?2
       WHERE psp_reference = ?1 AND status IN ('Authorised', 'ChallengeShopper', 'RedirectShopper')`,
    )
    .bind(pspReference, now)
    .run()
  return result.meta.changes === 1
}
