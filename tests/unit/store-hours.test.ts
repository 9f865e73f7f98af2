import { describe, expect, it } from 'vitest'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import { distanceUnit, localDistance } from '../../shared/stores/distance'
import type { StoreDayHours } from '../../shared/stores/store-hours'
import { formatClockTime, localClock, openState, openStateMessages } from '../../shared/stores/store-hours'
import { directionsUrl, storePhone } from '../../shared/stores/stores'

/** Monday to Saturday 10–20, Sunday closed. */
const WEEKDAYS: StoreDayHours[] = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '20:00' }))
/** A bar's hours: Friday and Saturday until 02:00, closed Sunday to Thursday. */
const LATE: StoreDayHours[] = [
  { day: 5, opens: '18:00', closes: '02:00' },
  { day: 6, opens: '18:00', closes: '02:00' },
]

// Tuesday 24 November 2026.
const at = (iso: string) => new Date(iso)

describe('opening hours', () => {
  it('reads the weekday and time at the store, not at the server', () => {
    expect(localClock(at('2026-11-24T16:30:00Z'), 'America/Los_Angeles')).toEqual({
      day: 2,
      minute: 8 * 60 + 30,
    })
    expect(localClock(at('2026-11-24T23:30:00Z'), 'Europe/Berlin')).toEqual({ day: 3, minute: 30 })
    expect(localClock(at('2026-11-24T02:00:00Z'), 'America/New_York')).toEqual({ day: 1, minute: 21 * 60 })
  })

  it('is open between opening and closing, until the closing time', () => {
    expect(openState(WEEKDAYS, 'Europe/Berlin', at('2026-11-24T09:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: '20:00',
    })
    // 20:00 in Berlin: closing time is closed.
    expect(openState(WEEKDAYS, 'Europe/Berlin', at('2026-11-24T19:00:00Z'))).toMatchObject({ kind: 'closed' })
  })

  it('opens later today before opening time, and tomorrow after closing time', () => {
    expect(openState(WEEKDAYS, 'Europe/Berlin', at('2026-11-24T07:00:00Z'))).toEqual({
      kind: 'closed',
      closedToday: false,
      next: { inDays: 0, day: 2, opensAt: '10:00' },
    })
    expect(openState(WEEKDAYS, 'Europe/Berlin', at('2026-11-24T20:00:00Z'))).toEqual({
      kind: 'closed',
      closedToday: false,
      next: { inDays: 1, day: 3, opensAt: '10:00' },
    })
  })

  it('is closed today on a closed day, and says which day it opens next', () => {
    // Sunday 29 November, noon in Berlin.
    expect(openState(WEEKDAYS, 'Europe/Berlin', at('2026-11-29T11:00:00Z'))).toEqual({
      kind: 'closed',
      closedToday: true,
      next: { inDays: 1, day: 1, opensAt: '10:00' },
    })
    // Saturday after closing: Sunday is closed, so Monday, two days on.
    expect(openState(WEEKDAYS, 'Europe/Berlin', at('2026-11-28T20:30:00Z'))).toMatchObject({
      closedToday: false,
      next: { inDays: 2, day: 1 },
    })
    expect(openState([], 'UTC', at('2026-11-24T12:00:00Z'))).toEqual({
      kind: 'closed',
      closedToday: true,
      next: null,
    })
  })

  it('keeps hours that run past midnight open in the small hours of the next day', () => {
    // Saturday 28 November 2026, 01:30 in London: Friday's 18:00–02:00 still holds.
    expect(openState(LATE, 'Europe/London', at('2026-11-28T01:30:00Z'))).toEqual({
      kind: 'open',
      closesAt: '02:00',
    })
    // Friday 23:00 is open, until 02:00.
    expect(openState(LATE, 'Europe/London', at('2026-11-27T23:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: '02:00',
    })
    // Sunday 01:00 belongs to Saturday's hours; Sunday 03:00 is closed until Friday.
    expect(openState(LATE, 'Europe/London', at('2026-11-29T01:00:00Z'))).toMatchObject({ kind: 'open' })
    expect(openState(LATE, 'Europe/London', at('2026-11-29T03:00:00Z'))).toEqual({
      kind: 'closed',
      closedToday: true,
      next: { inDays: 5, day: 5, opensAt: '18:00' },
    })
  })

  it('answers the same moment differently in different time zones', () => {
    const moment = at('2026-11-24T19:30:00Z')
    expect(openState(WEEKDAYS, 'America/Los_Angeles', moment)).toMatchObject({ kind: 'open' })
    expect(openState(WEEKDAYS, 'Europe/Berlin', moment)).toMatchObject({
      kind: 'closed',
      next: { inDays: 1 },
    })
    expect(openState(WEEKDAYS, 'Asia/Tokyo', moment)).toMatchObject({ kind: 'closed', next: { inDays: 0 } })
  })

  it('follows daylight saving: the same UTC hour is an hour apart in summer and winter', () => {
    // 09:30 UTC is 10:30 in Berlin in November (open) and 11:30 in July.
    expect(localClock(at('2026-11-24T09:30:00Z'), 'Europe/Berlin').minute).toBe(10 * 60 + 30)
    expect(localClock(at('2026-07-14T09:30:00Z'), 'Europe/Berlin').minute).toBe(11 * 60 + 30)
  })

  it('tells the state in words with the locale clock', () => {
    expect(formatClockTime('20:00', 'en-US')).toBe('8:00 PM')
    expect(formatClockTime('20:00', 'de-DE')).toBe('20:00')
    expect(openStateMessages({ kind: 'open', closesAt: '20:00' }, 'en-US')).toEqual([
      { key: 'stores.openNow', values: { time: '8:00 PM' } },
    ])
    expect(
      openStateMessages(
        { kind: 'closed', closedToday: true, next: { inDays: 1, day: 1, opensAt: '10:00' } },
        'de-DE',
      ),
    ).toEqual([
      { key: 'stores.closedToday', values: {} },
      { key: 'stores.opensTomorrow', values: { time: '10:00', day: 'Montag' } },
    ])
    expect(
      openStateMessages(
        { kind: 'closed', closedToday: false, next: { inDays: 3, day: 5, opensAt: '09:00' } },
        'en-GB',
      ),
    ).toEqual([{ key: 'stores.opensOn', values: { time: '9:00', day: 'Friday' } }])
  })
})

describe('distance units', () => {
  it('uses miles on the US site and, by UK convention, on en-gb; kilometres elsewhere', () => {
    expect(distanceUnit('en-us')).toBe('mi')
    expect(distanceUnit('en-gb')).toBe('mi')
    for (const code of ['en-ca', 'fr-ca', 'de-de', 'fr-fr', 'it-it', 'es-es', 'nl-nl'])
      expect(distanceUnit(code)).toBe('km')
  })

  it('converts kilometres to miles, to one decimal', () => {
    expect(localDistance(10, 'en-us')).toEqual({ value: 6.2, unit: 'mi' })
    expect(localDistance(1.609344, 'en-gb')).toEqual({ value: 1, unit: 'mi' })
    expect(localDistance(12.34, 'de-de')).toEqual({ value: 12.3, unit: 'km' })
    expect(localDistance(0, 'en-us')).toEqual({ value: 0, unit: 'mi' })
  })
})

describe('store phone and directions', () => {
  it('shows the number as its country writes it and dials it internationally', () => {
    expect(storePhone('+12065550110', 'US', PHONE_COUNTRIES)).toEqual({
      display: '(206) 555-0110',
      href: 'tel:+12065550110',
    })
    expect(storePhone('+442079460170', 'GB', PHONE_COUNTRIES)).toEqual({
      display: '020 7946 0170',
      href: 'tel:+442079460170',
    })
    // A national number dials from anywhere with its dial code, the trunk zero dropped.
    expect(storePhone('020 7946 0170', 'GB', PHONE_COUNTRIES).href).toBe('tel:+442079460170')
    expect(storePhone('+44 (0)20 7946 0170', 'GB', PHONE_COUNTRIES).href).toBe('tel:+442079460170')
    expect(storePhone('+33155550210', 'FR', PHONE_COUNTRIES)).toEqual({
      display: '01 55 55 02 10',
      href: 'tel:+33155550210',
    })
    expect(storePhone('+31205550240', 'NL', PHONE_COUNTRIES)).toEqual({
      display: '020 555 0240',
      href: 'tel:+31205550240',
    })
  })

  it('links to directions to the address', () => {
    expect(
      directionsUrl({
        name: 'Paris Opéra',
        address: '1 Rue Scribe',
        postalCode: '75009',
        city: 'Paris',
        country: 'FR',
      }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=1%20Rue%20Scribe%2C%2075009%20Paris%2C%20FR')
  })
})
