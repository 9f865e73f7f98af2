/** The page-timing batches the ingest beacon received (migration 0031), newest first when read. */
import type { PerformanceMeasure } from '../../shared/performance'

export interface ReceivedBatch {
  siteId: string
  locale: string
  pageType: string
  path: string
  measures: PerformanceMeasure[]
  receivedAt: string
}

export async function recordPerformanceBatch(db: D1Database, batch: Omit<ReceivedBatch, 'receivedAt'>) {
  await db
    .prepare(
      'INSERT INTO performance_batches (site_id, locale, page_type, path, measures, received_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(
      batch.siteId,
      batch.locale,
      batch.pageType,
      batch.path,
      JSON.stringify(batch.measures),
      new Date().toISOString(),
    )
    .run()
}

export async function listPerformanceBatches(
  db: D1Database,
  siteId: string,
  limit = 50,
): Promise<ReceivedBatch[]> {
  const { results } = await db
    .prepare(
      'SELECT site_id, locale, page_type, path, measures, received_at FROM performance_batches WHERE site_id = ? ORDER BY id DESC LIMIT ?',
    )
    .bind(siteId, limit)
    .all<{
      site_id: string
      locale: string
      page_type: string
      path: string
      measures: string
      received_at: string
    }>()
  return results.map((row) => ({
    siteId: row.site_id,
    locale: row.locale,
    pageType: row.page_type,
    path: row.path,
    measures: JSON.parse(row.measures) as PerformanceMeasure[],
    receivedAt: row.received_at,
  }))
}
