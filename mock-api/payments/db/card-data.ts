/**
 * Card data the card fields page sent, each field behind an opaque single-use token (`adyenjs_0_1_25$…`, the
 * prefix of Adyen's client-side encryption). A payment spends all of a card's tokens at once and the raw values
 * are wiped then; tokens nobody spends expire after `TOKEN_LIFETIME_MS` and their values are wiped by the next
 * encrypt call.
 */

/** How long card data may wait for its payment. */
export const TOKEN_LIFETIME_MS = 30 * 60 * 1000

/** Rows this long past expiry are deleted (their values were wiped at expiry). */
const KEEP_EXPIRED_MS = 7 * 24 * 60 * 60 * 1000

export interface NewCardData {
  kind: 'card' | 'giftcard'
  number: string
  /** Two digits, card only. */
  expiryMonth?: string
  /** Four digits, card only. */
  expiryYear?: string
  /** The security code, or a gift card's PIN. */
  securityCode: string
  brand: string
}

export interface CardDataTokens {
  encryptedCardNumber: string
  encryptedExpiryMonth?: string
  encryptedExpiryYear?: string
  encryptedSecurityCode: string
}

/** Card data found by its tokens, values included. */
export interface StoredCardData {
  id: string
  kind: 'card' | 'giftcard'
  number: string
  expiryMonth: string | null
  expiryYear: string | null
  securityCode: string
  brand: string
  lastFour: string
}

interface CardDataRow {
  id: string
  kind: 'card' | 'giftcard'
  number_token: string
  expiry_month_token: string | null
  expiry_year_token: string | null
  security_code_token: string
  number: string | null
  expiry_month: string | null
  expiry_year: string | null
  security_code: string | null
  brand: string
  last_four: string
  expires_at: number
  used_at: number | null
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A random opaque value of `bytes` bytes, base64url. */
export function randomToken(bytes = 24): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

const newFieldToken = () => `adyenjs_0_1_25$${randomToken(32)}`

/** Stores card data and returns its tokens; also wipes the values of expired card data. */
export async function storeCardData(db: D1Database, data: NewCardData, now: number): Promise<CardDataTokens> {
  const tokens: CardDataTokens = {
    encryptedCardNumber: newFieldToken(),
    ...(data.kind === 'card'
      ? { encryptedExpiryMonth: newFieldToken(), encryptedExpiryYear: newFieldToken() }
      : {}),
    encryptedSecurityCode: newFieldToken(),
  }
  await db.batch([
    db
      .prepare(
        `UPDATE card_data SET number = NULL, expiry_month = NULL, expiry_year = NULL, security_code = NULL
         WHERE expires_at <= ?1 AND number IS NOT NULL`,
      )
      .bind(now),
    db.prepare('DELETE FROM card_data WHERE expires_at <= ?1').bind(now - KEEP_EXPIRED_MS),
    db
      .prepare(
        `INSERT INTO card_data (id, kind, number_token, expiry_month_token, expiry_year_token, security_code_token,
           number, expiry_month, expiry_year, security_code, brand, last_four, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
      )
      .bind(
        crypto.randomUUID(),
        data.kind,
        tokens.encryptedCardNumber,
        tokens.encryptedExpiryMonth ?? null,
        tokens.encryptedExpiryYear ?? null,
        tokens.encryptedSecurityCode,
        data.number,
        data.expiryMonth ?? null,
        data.expiryYear ?? null,
        data.securityCode,
        data.brand,
        data.number.slice(-4),
        now,
        now + TOKEN_LIFETIME_MS,
      ),
  ])
  return tokens
}

/**
 * The card data all these tokens belong to, when it is unspent and unexpired; null otherwise (an unknown,
 * expired, spent or mixed-up token reads as undecryptable, as with Adyen).
 */
export async function findCardData(
  db: D1Database,
  kind: 'card' | 'giftcard',
  tokens: CardDataTokens,
  now: number,
): Promise<StoredCardData | null> {
  const row = await db
    .prepare('SELECT * FROM card_data WHERE number_token = ?1')
    .bind(tokens.encryptedCardNumber)
    .first<CardDataRow>()
  if (
    !row ||
    row.kind !== kind ||
    row.used_at !== null ||
    row.expires_at <= now ||
    row.number === null ||
    row.security_code === null ||
    row.security_code_token !== tokens.encryptedSecurityCode ||
    (kind === 'card' &&
      (row.expiry_month_token !== tokens.encryptedExpiryMonth ||
        row.expiry_year_token !== tokens.encryptedExpiryYear))
  ) {
    return null
  }
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    securityCode: row.security_code,
    brand: row.brand,
    lastFour: row.last_four,
  }
}

/** Spends card data: marks it used and wipes its values. False when another payment spent it first. */
export async function spendCardData(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE card_data SET used_at = ?2, number = NULL, expiry_month = NULL, expiry_year = NULL,
         security_code = NULL
       WHERE id = ?1 AND used_at IS NULL`,
    )
    .bind(id, now)
    .run()
  return result.meta.changes === 1
}
