/**
 * Gift-card balances per merchant account, card and currency (a gift card belongs to one merchant's programme, so
 * two merchant accounts, such as two tests, never share a balance). A card's row is made with its starting
 * balance on first use; each payment lowers it by what it takes, in one statement, so concurrent payments never
 * take more than there is.
 */

/** The key a gift card's balances are stored under: a SHA-256 of merchant account and number; no number is stored. */
export async function giftCardKey(merchantAccount: string, number: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`giftcard:${merchantAccount}:${number}`),
  )
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The balance of a card in a currency, made with `startingBalance` when the card was never used in it. */
export async function readGiftCardBalance(
  db: D1Database,
  card: string,
  currency: string,
  startingBalance: number,
): Promise<number> {
  const [, read] = await db.batch<{ balance: number }>([
    db
      .prepare('INSERT OR IGNORE INTO gift_card_balances (card, currency, balance) VALUES (?1, ?2, ?3)')
      .bind(card, currency, startingBalance),
    db
      .prepare('SELECT balance FROM gift_card_balances WHERE card = ?1 AND currency = ?2')
      .bind(card, currency),
  ])
  return read?.results[0]?.balance ?? 0
}

/** Takes up to `amount` from the card: what was taken (possibly 0) and the balance left. */
export async function debitGiftCard(
  db: D1Database,
  card: string,
  currency: string,
  amount: number,
  startingBalance: number,
): Promise<{ taken: number; balance: number }> {
  const [, debit] = await db.batch<{ balance: number; last_taken: number }>([
    db
      .prepare('INSERT OR IGNORE INTO gift_card_balances (card, currency, balance) VALUES (?1, ?2, ?3)')
      .bind(card, currency, startingBalance),
    // Every expression of one UPDATE reads the row as it was, so last_taken and balance agree.
    db
      .prepare(
        `UPDATE gift_card_balances SET last_taken = min(balance, ?3), balance = balance - min(balance, ?3)
         WHERE card = ?1 AND currency = ?2 RETURNING balance, last_taken`,
      )
      .bind(card, currency, amount),
  ])
  const row = debit?.results[0]
  return { taken: row?.last_taken ?? 0, balance: row?.balance ?? 0 }
}

/** Gives back what a cancelled payment took from the card. */
export async function creditGiftCard(db: D1Database, card: string, currency: string, amount: number) {
  await db
    .prepare('UPDATE gift_card_balances SET balance = balance + ?3 WHERE card = ?1 AND currency = ?2')
    .bind(card, currency, amount)
    .run()
}
