/**
 * The sign-up tables: `stock_notifications` (back in stock), `newsletter_subscriptions` (one an email address)
 * and `event_registrations` (one an event and email address).
 */

/** Signs an email up for a SKU's return to stock; signing up again changes nothing. */
export async function addStockNotification(
  db: D1Database,
  notification: { email: string; sku: string; locale: string; createdAt: string },
) {
  await db
    .prepare('INSERT OR IGNORE INTO stock_notifications (email, sku, locale, created_at) VALUES (?, ?, ?, ?)')
    .bind(notification.email, notification.sku, notification.locale, notification.createdAt)
    .run()
}

/** Subscribes an email to the newsletter; false when it was subscribed already. */
export async function addNewsletterSubscription(
  db: D1Database,
  subscription: {
    email: string
    id: string
    campaignName: string
    acquisitionType: string | null
    locale: string
    createdAt: string
  },
): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT OR IGNORE INTO newsletter_subscriptions (email, id, campaign_name, acquisition_type, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(
      subscription.email,
      subscription.id,
      subscription.campaignName,
      subscription.acquisitionType,
      subscription.locale,
      subscription.createdAt,
    )
    .run()
  return result.meta.changes > 0
}

/**
 * An address on or off the newsletter, as its account chooses (one store for the newsletter by email): a statement
 * for the account's batch. On: added when it is not there; off: taken off.
 */
export function newsletterByEmail(db: D1Database, email: string, optin: boolean, now: string) {
  return optin
    ? db
        .prepare(
          "INSERT OR IGNORE INTO newsletter_subscriptions (email, id, campaign_name, acquisition_type, locale, created_at) VALUES (?, ?, 'account', NULL, '', ?)",
        )
        .bind(
          email.toLowerCase(),
          `NS${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
          now,
        )
    : db.prepare('DELETE FROM newsletter_subscriptions WHERE email = ?').bind(email.toLowerCase())
}

/** Whether an address is on the newsletter, however it signed up. */
export async function isOnNewsletter(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM newsletter_subscriptions WHERE email = ?')
    .bind(email.toLowerCase())
    .first<{ found: number }>()
  return row !== null
}

export async function isRegisteredForEvent(db: D1Database, eventId: string, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM event_registrations WHERE event_id = ? AND email = ?')
    .bind(eventId, email)
    .first()
  return row !== null
}

/** Places taken at an event through registrations here: each registration and its guest. */
export async function countEventPlaces(db: D1Database, eventId: string): Promise<number> {
  const row = await db
    .prepare(
      'SELECT COALESCE(SUM(1 + (plus_one IS NOT NULL)), 0) AS taken FROM event_registrations WHERE event_id = ?',
    )
    .bind(eventId)
    .first<{ taken: number }>()
  return row?.taken ?? 0
}

/** Registers an email for an event; false when it was registered already (two at once: the unique key lets one in). */
export async function addEventRegistration(
  db: D1Database,
  registration: {
    id: string
    eventId: string
    email: string
    attendingDays: string
    firstName: string
    lastName: string
    gender: string | null
    phoneNumber: string | null
    plusOne: string | null
    registeredAt: string
    createdAt: string
  },
): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT OR IGNORE INTO event_registrations (id, event_id, email, attending_days, first_name, last_name, gender, phone_number, plus_one, registered_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      registration.id,
      registration.eventId,
      registration.email,
      registration.attendingDays,
      registration.firstName,
      registration.lastName,
      registration.gender,
      registration.phoneNumber,
      registration.plusOne,
      registration.registeredAt,
      registration.createdAt,
    )
    .run()
  return result.meta.changes > 0
}
