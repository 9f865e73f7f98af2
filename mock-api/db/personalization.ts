/** The decision service's ledger (migration 0030): what it was asked, and the impressions and clicks it recorded. */

export type RecordKind = 'impression' | 'rec-impression' | 'rec-click'

/**
 * Logs a call and what it recorded (impressions, recommendation impressions and clicks) as one batch: one round trip
 * to the database, and nothing of the call written without the rest.
 */
export async function logDecideCall(
  db: D1Database,
  request: {
    visitor: string
    channel: string
    requestId: string | null
    pageType: string | null
    events: unknown
  },
  records: Readonly<Record<RecordKind, readonly string[]>>,
) {
  const insert = db.prepare('INSERT INTO personalization_records (visitor, kind, value) VALUES (?, ?, ?)')
  await db.batch([
    db
      .prepare(
        'INSERT INTO personalization_requests (visitor, channel, request_id, page_type, events) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(
        request.visitor,
        request.channel,
        request.requestId,
        request.pageType,
        JSON.stringify(request.events),
      ),
    ...(Object.entries(records) as [RecordKind, readonly string[]][]).flatMap(([kind, values]) =>
      values.map((value) => insert.bind(request.visitor, kind, value)),
    ),
  ])
}

/** A visitor's requests and records, oldest first. */
export async function listVisitorRecords(db: D1Database, visitor: string) {
  const [requests, records] = await Promise.all([
    db
      .prepare(
        'SELECT request_id, channel, page_type, events, created_at FROM personalization_requests WHERE visitor = ? ORDER BY id',
      )
      .bind(visitor)
      .all<{
        request_id: string | null
        channel: string
        page_type: string | null
        events: string
        created_at: string
      }>(),
    db
      .prepare('SELECT kind, value, created_at FROM personalization_records WHERE visitor = ? ORDER BY id')
      .bind(visitor)
      .all<{ kind: RecordKind; value: string; created_at: string }>(),
  ])
  return {
    requests: requests.results.map((row) => ({
      requestId: row.request_id,
      channel: row.channel,
      pageType: row.page_type,
      events: JSON.parse(row.events) as unknown,
      at: row.created_at,
    })),
    records: records.results.map((row) => ({ kind: row.kind, value: row.value, at: row.created_at })),
  }
}
