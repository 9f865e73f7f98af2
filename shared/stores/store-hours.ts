/**
 * A store's opening hours and whether it is open at a moment, in the store's own time zone.
 *
 * Hours are kept per weekday (1 Monday … 7 Sunday) as local wall-clock times `HH:MM`; a day without an entry is a
 * closed day. A closing time at or before the opening time runs past midnight (`18:00`–`02:00`), so the small hours
 * of the next day still belong to the day before. The moment is placed in the store's zone with `Intl` (which knows
 * daylight saving), so the server, wherever it runs, answers as a shopper standing at the store's door would.
 */

import { keptFormat } from '../i18n/text'

/** The hours of one weekday: 1 is Monday, 7 Sunday. */
export interface StoreDayHours {
  day: number
  opens: string
  closes: string
}

/** Open now, until a time (`closesAt`); or closed, with when it opens next (null: it never does). */
export type OpenState =
  | { kind: 'open'; closesAt: string }
  | {
      kind: 'closed'
      /** The store does not open at all today. */
      closedToday: boolean
      /** In how many days it opens next (0 later today, 1 tomorrow), on which weekday, at what time. */
      next: { inDays: number; day: number; opensAt: string } | null
    }

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** True for a wall-clock time `HH:MM` from 00:00 to 23:59. */
export const isClockTime = (value: string) => TIME.test(value)

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/**
 * The weekday (1 Monday … 7 Sunday) and minutes since midnight at `now` in a time zone.
 *
 * @example localClock(new Date('2026-11-24T16:30:00Z'), 'America/Los_Angeles') // { day: 2, minute: 510 }
 */
export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = clockFormatIn(timeZone).formatToParts(now)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return { day: WEEKDAYS[part('weekday')] ?? 1, minute: Number(part('hour')) * 60 + Number(part('minute')) }
}

/** The weekday (1 Monday … 7 Sunday) and minutes since midnight somewhere. */
export interface LocalClock {
  day: number
  minute: number
}

/** The formatters that read a moment's weekday, hour and minute in a time zone: a list of stores reads one a store. */
const clockFormats = new Map<string, Intl.DateTimeFormat>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()
const weekdayFormats = new Map<string, Intl.DateTimeFormat>()

/** Throws a `RangeError` for a time zone `Intl` does not know. */
const clockFormatIn = (timeZone: string) =>
  keptFormat(
    clockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  )

/** Whether `Intl` knows the time zone (an IANA name such as `Europe/Berlin`, or `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    clockFormatIn(timeZone)
    return true
  } catch {
    return false
  }
}

/** The weekday `offset` days after `day` (both 1 … 7). */
const weekdayAfter = (day: number, offset: number) => ((day - 1 + offset) % 7) + 1

/**
 * Whether a store is open at `now` and until when, or when it opens next.
 *
 * @example openState([{ day: 2, opens: '10:00', closes: '20:00' }], 'Europe/Berlin', new Date('2026-11-24T12:00:00Z'))
 * // { kind: 'open', closesAt: '20:00' }
 */
export function openState(hours: readonly StoreDayHours[], timeZone: string, now: Date): OpenState {
  return openStateAt(hours, localClock(now, timeZone))
}

/** Whether a store is open at a local clock reading and until when, or when it opens next (`openState`). */
export function openStateAt(hours: readonly StoreDayHours[], { day, minute }: LocalClock): OpenState {
  const on = (weekday: number) => hours.find((entry) => entry.day === weekday)
  const runsPastMidnight = (entry: StoreDayHours) => minutes(entry.closes) <= minutes(entry.opens)

  // Yesterday's hours that run past midnight still hold in the small hours.
  const yesterday = on(weekdayAfter(day, 6))
  if (yesterday && runsPastMidnight(yesterday) && minute < minutes(yesterday.closes))
    return { kind: 'open', closesAt: yesterday.closes }

  const today = on(day)
  if (today) {
    const opens = minutes(today.opens)
    if (minute >= opens && (runsPastMidnight(today) || minute < minutes(today.closes)))
      return { kind: 'open', closesAt: today.closes }
    if (minute < opens)
      return { kind: 'closed', closedToday: false, next: { inDays: 0, day, opensAt: today.opens } }
  }
  for (let offset = 1; offset <= 7; offset += 1) {
    const next = on(weekdayAfter(day, offset))
    if (next)
      return {
        kind: 'closed',
        closedToday: !today,
        next: { inDays: offset, day: next.day, opensAt: next.opens },
      }
  }
  return { kind: 'closed', closedToday: true, next: null }
}

/**
 * A wall-clock time `HH:MM` as the locale writes it: `8:00 PM` in en-US, `20:00` in de-DE.
 *
 * @example formatClockTime('20:00', 'en-US') // '8:00 PM'
 */
export function formatClockTime(time: string, bcp47: string): string {
  const date = new Date(Date.UTC(2000, 0, 3, Number(time.slice(0, 2)), Number(time.slice(3, 5))))
  return keptFormat(
    timeFormats,
    bcp47,
    () => new Intl.DateTimeFormat(bcp47, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ).format(date)
}

/** A weekday's name (1 Monday … 7 Sunday) in a locale. */
export function weekdayName(day: number, bcp47: string): string {
  // 2000-01-03 was a Monday.
  return keptFormat(
    weekdayFormats,
    bcp47,
    () => new Intl.DateTimeFormat(bcp47, { weekday: 'long', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(2000, 0, 2 + day)))
}

/** The message keys and values an open state is told with; the caller's catalogue words them. */
export type OpenStateMessage =
  | { key: 'stores.openNow'; values: { time: string } }
  | { key: 'stores.closedToday' | 'stores.closedNow'; values: Record<string, never> }
  | {
      key: 'stores.opensToday' | 'stores.opensTomorrow' | 'stores.opensOn'
      values: { time: string; day: string }
    }

/**
 * What to say of an open state: "Open now · closes at 8:00 PM", "Opens today at 10:00 AM", "Opens tomorrow at…",
 * "Opens Monday at…", "Closed today" (a closed day with no next opening), "Closed" (no hours at all).
 */
export function openStateMessages(state: OpenState, bcp47: string): OpenStateMessage[] {
  if (state.kind === 'open')
    return [{ key: 'stores.openNow', values: { time: formatClockTime(state.closesAt, bcp47) } }]
  const messages: OpenStateMessage[] = []
  if (state.closedToday) messages.push({ key: 'stores.closedToday', values: {} })
  if (!state.next) return messages.length > 0 ? messages : [{ key: 'stores.closedNow', values: {} }]
  const time = formatClockTime(state.next.opensAt, bcp47)
  const day = weekdayName(state.next.day, bcp47)
  const key =
    state.next.inDays === 0
      ? 'stores.opensToday'
      : state.next.inDays === 1
        ? 'stores.opensTomorrow'
        : 'stores.opensOn'
  messages.push({ key, values: { time, day } })
  return messages
}
