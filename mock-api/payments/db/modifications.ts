/** The `modifications` table: one row per cancel, the books of what was voided (migration 0003). */

export interface ModificationRow {
  psp_reference: string
  kind: 'cancel' | 'technical-cancel'
  merchant_account: string
  payment_psp_reference: string | null
  payment_reference: string | null
  reference: string | null
  success: 0 | 1
  created_at: number
}

export async function recordModification(db: D1Database, row: ModificationRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO modifications (psp_reference, kind, merchant_account, payment_psp_reference, payment_reference,
         reference, success, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      row.psp_reference,
      row.kind,
      row.merchant_account,
      row.payment_psp_reference,
      row.payment_reference,
      row.reference,
      row.success,
      row.created_at,
    )
    .run()
}
