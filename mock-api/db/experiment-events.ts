/**
 * The experiment-event tables (migration 0029): each batch the event-logging endpoint took, as posted, and the
 * visitors in it. Read back by `GET /__dev/experimentation/events?visitor_id=...`. And the segment events the
 * tracking pixel took (migration 0046), read back by `GET /__dev/experimentation/segment-events?user_id=...`.
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

/** A segment event as the pixel took it (migration 0046): its identifier, and every query parameter as sent. */
export interface RecordedSegmentEvent {
  userId: string
  trackerId: string
  eventType: string
  action: string
  query: Record<string, string>
}

/** Records one segment event the pixel took. */
export async function recordSegmentEvent(db: D1Database, event: RecordedSegmentEvent): Promise<void> {
  await db
    .prepare(
      'INSERT INTO segment_events (user_id, tracker_id, event_type, action, query, received_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(
      event.userId,
      event.trackerId,
      event.eventType,
      event.action,
      JSON.stringify(event.query),
      Date.now(),
    )
    .run()
}

/** The segment events the pixel took about this user (`fs_user_id`, `vuid` or email), oldest first (at most 100). */
export async function listSegmentEvents(db: D1Database, userId: string): Promise<RecordedSegmentEvent[]> {
  const { results } = await db
    .prepare(
      'SELECT user_id, tracker_id, event_type, action, query FROM segment_events WHERE user_id = ? ORDER BY id LIMIT 100',
    )
    .bind(userId)
    .all<{ user_id: string; tracker_id: string; event_type: string; action: string; query: string }>()
  return results.map((row) => ({
    userId: row.user_id,
    trackerId: row.tracker_id,
    eventType: row.event_type,
    action: row.action,
    query: JSON.parse(row.query) as Record<string, string>,
  }))
}
