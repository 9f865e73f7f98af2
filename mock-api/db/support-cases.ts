/**
 * The support-case tables (migration 0012): `contact_cases` (the contact form's messages) and `warranty_cases`
 * (faulty products reported by signed-in consumers). Each case gets a random number; the primary key decides a
 * collision, and the caller draws again.
 */

/** `PREFIX-` and eight random digits. */
function caseNumber(prefix: 'CS' | 'WR'): string {
  const value = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0
  return `${prefix}-${String(value % 100_000_000).padStart(8, '0')}`
}

/** Inserts a row under a fresh number, drawing again in the rare case the number is taken. */
async function insertNumbered(
  prefix: 'CS' | 'WR',
  insert: (number: string) => D1PreparedStatement,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = caseNumber(prefix)
    const result = await insert(number).run()
    if (result.meta.changes > 0) return number
  }
  throw new Error('No free case number after five draws')
}

export interface NewContactCase {
  categoryId: string
  subjectId: string
  name: string
  email: string
  orderNumber: string | null
  message: string
  locale: string
  createdAt: string
}

/** Stores a contact case; its case number. */
export function insertContactCase(db: D1Database, entry: NewContactCase): Promise<string> {
  return insertNumbered('CS', (number) =>
    db
      .prepare(
        'INSERT OR IGNORE INTO contact_cases (case_number, category_id, subject_id, name, email, order_number, message, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        number,
        entry.categoryId,
        entry.subjectId,
        entry.name,
        entry.email,
        entry.orderNumber,
        entry.message,
        entry.locale,
        entry.createdAt,
      ),
  )
}

export interface NewWarrantyCase {
  consumerId: string
  product: string
  purchaseDate: string
  orderNumber: string | null
  description: string
  locale: string
  createdAt: string
}

/** Stores a warranty case; its case id. */
export function insertWarrantyCase(db: D1Database, entry: NewWarrantyCase): Promise<string> {
  return insertNumbered('WR', (number) =>
    db
      .prepare(
        'INSERT OR IGNORE INTO warranty_cases (case_id, consumer_id, product, purchase_date, order_number, description, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        number,
        entry.consumerId,
        entry.product,
        entry.purchaseDate,
        entry.orderNumber,
        entry.description,
        entry.locale,
        entry.createdAt,
      ),
  )
}
