/**
 * The experiment-event tables (migration 0029): each batch the event-logging endpoint took, as posted, and the
 * visitors in it. Read back by `GET /__dev/experimentation/events?visitor_id=...`.
 */
import type { EventBatch } from '../../shared/experiments/events'

/** Records a batch and its visitors in one D1 batch. */
export async function recordEventBatch(db: D1Database, batch: EventBatch): Promise<void> {
  const inserted = await db
    .prepare(
      'INSERT INTO experiment_event_batches (account_id, project_id, revision, body, received_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    )
    .bind(batch.account_id, batch.project_id, batch.revision, JSON.stringify(batch), Date.now())
    .first<{ id: number }>()
  if (!inserted) throw new Error('The event batch was not recorded')
  const visitors = [...new Set(batch.visitors.map((visitor) => visitor.visitor_id))]
  await db.batch(
    visitors.map((visitorId) =>
      db
        .prepare('INSERT INTO experiment_event_visitors (batch_id, visitor_id) VALUES (?, ?)')
        .bind(inserted.id, visitorId),
    ),
  )
}

/** The batches that carried events of this visitor, oldest first, as they were posted (at most 100). */
export async function listEventBatches(db: D1Database, visitorId: string): Promise<unknown[]> {
  const { results } = await db
    .prepare(
      `SELECT b.body FROM experiment_event_batches b
       JOIN experiment_event_visitors v ON v.batch_id = b.id
       WHERE v.visitor_id = ? ORDER BY b.id LIMIT 100`,
    )
    .bind(visitorId)
    .all<{ body: string }>()
  return results.map((row) => JSON.parse(row.body) as unknown)
}
