import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildEventRegistrationPayload,
  buildNewsletterPayload,
  checkAttendingDays,
  EVENT_MAX_DAYS,
  eventDays,
  isIsoDate,
  joinAttendingDays,
  localPath,
  parseNewsletterNotice,
  validateEventRegistration,
  validateNewsletter,
} from '../../shared/content/engagement'

const EVENT = { startDate: '2026-11-06', endDate: '2026-11-08', enablePlusOne: true }
const VALID = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  attendingDays: ['2026-11-07'],
  plusOne: '',
  terms: true,
}

describe('event days', () => {
  it('offers every calendar date from the start to the end, both included', () => {
    expect(eventDays('2026-11-06', '2026-11-08')).toEqual(['2026-11-06', '2026-11-07', '2026-11-08'])
    expect(eventDays('2026-11-06', '2026-11-06')).toEqual(['2026-11-06'])
    // Across a month, a year and a leap day.
    expect(eventDays('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
    expect(eventDays('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01'])
  })

  it('offers nothing for an end before the start, an impossible date or an event too long to list', () => {
    expect(eventDays('2026-11-08', '2026-11-06')).toEqual([])
    expect(eventDays('2026-02-30', '2026-03-02')).toEqual([])
    expect(eventDays('06/11/2026', '2026-11-08')).toEqual([])
    expect(eventDays('2026-01-01', '2026-03-01')).toEqual([])
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
  })

  it('gives one date a day, consecutive and unique, for any start and length', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: EVENT_MAX_DAYS - 1 }),
        (start, extra) => {
          const startDate = start.toISOString().slice(0, 10)
          const endDate = new Date(Date.parse(startDate) + extra * 86_400_000).toISOString().slice(0, 10)
          const days = eventDays(startDate, endDate)
          expect(days).toHaveLength(extra + 1)
          expect(days[0]).toBe(startDate)
          expect(days.at(-1)).toBe(endDate)
          expect(new Set(days).size).toBe(days.length)
          for (let index = 1; index < days.length; index++)
            expect(Date.parse(days[index] as string) - Date.parse(days[index - 1] as string)).toBe(86_400_000)
        },
      ),
    )
  })

  it('accepts chosen days only between the start and the end, each once, at least one', () => {
    expect(checkAttendingDays(['2026-11-06', '2026-11-08'], '2026-11-06', '2026-11-08')).toBeNull()
    expect(checkAttendingDays([], '2026-11-06', '2026-11-08')).toBe('days')
    expect(checkAttendingDays(['2026-11-05'], '2026-11-06', '2026-11-08')).toBe('daysRange')
    expect(checkAttendingDays(['2026-11-09'], '2026-11-06', '2026-11-08')).toBe('daysRange')
    expect(checkAttendingDays(['2026-11-07', '2026-11-07'], '2026-11-06', '2026-11-08')).toBe('daysRange')
    expect(checkAttendingDays([20261107], '2026-11-06', '2026-11-08')).toBe('daysRange')
    expect(joinAttendingDays(['2026-11-08', '2026-11-06'])).toBe('2026-11-06,2026-11-08')
  })
})

describe('event registration rules', () => {
  it('lets a complete registration through', () => {
    expect(validateEventRegistration(VALID, EVENT)).toEqual({})
  })

  it('requires the names, a day and the terms', () => {
    expect(validateEventRegistration({}, EVENT)).toEqual({
      firstName: 'required',
      lastName: 'required',
      attendingDays: 'days',
      terms: 'checkbox',
    })
    expect(validateEventRegistration({ ...VALID, firstName: 'R2-D2' }, EVENT)).toEqual({ firstName: 'name' })
  })

  it('holds the names to the shop’s one rule: 2 to 30 characters, counted as a person counts them', () => {
    expect(validateEventRegistration({ ...VALID, firstName: 'A', lastName: 'é'.repeat(31) }, EVENT)).toEqual({
      firstName: 'nameLength',
      lastName: 'nameLength',
    })
    expect(validateEventRegistration({ ...VALID, firstName: 'Al', lastName: 'é'.repeat(30) }, EVENT)).toEqual(
      {},
    )
  })

  it('checks the guest’s name as a name only when it is filled', () => {
    expect(validateEventRegistration({ ...VALID, plusOne: '   ' }, EVENT)).toEqual({})
    expect(validateEventRegistration({ ...VALID, plusOne: 'Zoë O’Neil-Díaz' }, EVENT)).toEqual({})
    expect(validateEventRegistration({ ...VALID, plusOne: 'guest#1' }, EVENT)).toEqual({
      plusOne: 'guestName',
    })
    expect(validateEventRegistration({ ...VALID, plusOne: 'x'.repeat(31) }, EVENT)).toEqual({
      plusOne: 'nameLength',
    })
    expect(validateEventRegistration({ ...VALID, plusOne: 'x'.repeat(30) }, EVENT)).toEqual({})
    // An event without a guest ignores the field.
    expect(
      validateEventRegistration({ ...VALID, plusOne: 'guest#1' }, { ...EVENT, enablePlusOne: false }),
    ).toEqual({})
  })

  it('builds the registration payload with the days as one text and an ISO timestamp', () => {
    const payload = buildEventRegistrationPayload({
      eventId: 'trail-weekend-2026',
      email: 'ana@example.com',
      firstName: ' Ana ',
      lastName: 'Ruiz',
      attendingDays: ['2026-11-08', '2026-11-06'],
      plusOne: '  ',
      termsAccepted: true,
      now: new Date('2026-10-01T08:30:00Z'),
    })
    expect(payload).toEqual({
      email: 'ana@example.com',
      attendingDays: '2026-11-06,2026-11-08',
      eventId: 'trail-weekend-2026',
      eventTermsAccepted: true,
      firstName: 'Ana',
      lastName: 'Ruiz',
      gender: null,
      phoneNumber: null,
      plusOne: null,
      registrationTimestamp: '2026-10-01T08:30:00.000Z',
    })
    expect(buildEventRegistrationPayload({ ...payloadInput(), plusOne: ' Luis Gómez ' }).plusOne).toBe(
      'Luis Gómez',
    )
  })

  it('leaves the email out when the shopper’s token names the account', () => {
    const payload = buildEventRegistrationPayload({ ...payloadInput(), email: null })
    expect(payload).not.toHaveProperty('email')
    expect(payload.eventId).toBe('e1')
  })
})

const payloadInput = () => ({
  eventId: 'e1',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  attendingDays: ['2026-11-06'],
  termsAccepted: true,
  now: new Date(0),
})

describe('newsletter rules', () => {
  it('requires an email that looks like one and the policy box', () => {
    expect(validateNewsletter({ email: 'ana@example.com', policy: true }, { emailKnown: false })).toEqual({})
    expect(validateNewsletter({}, { emailKnown: false })).toEqual({ email: 'required', policy: 'checkbox' })
    expect(validateNewsletter({ email: 'ana@', policy: true }, { emailKnown: false })).toEqual({
      email: 'email',
    })
  })

  it('does not ask for the email of a signed-in shopper', () => {
    expect(validateNewsletter({ policy: true }, { emailKnown: true })).toEqual({})
    expect(validateNewsletter({ policy: false }, { emailKnown: true })).toEqual({ policy: 'checkbox' })
  })

  it('sends the email and acquisition type only when the email is not already known', () => {
    expect(
      buildNewsletterPayload({ email: ' ana@example.com ', knownEmail: null, path: '/en-us/stories/x' }),
    ).toEqual({
      optIn: true,
      email: 'ana@example.com',
      acquisitionType: 'Signup',
      campaignName: '/en-us/stories/x',
    })
    expect(buildNewsletterPayload({ email: '', knownEmail: 'ana@example.com', path: '/en-us' })).toEqual({
      optIn: true,
      campaignName: '/en-us',
    })
  })

  it('takes only a local path for the campaign and the way back', () => {
    expect(localPath('/en-us/stories/trail-season?newsletter=subscribed#x')).toBe(
      '/en-us/stories/trail-season',
    )
    expect(localPath('//evil.example/path')).toBeNull()
    expect(localPath('/\\evil.example')).toBeNull()
    expect(localPath('https://evil.example/')).toBeNull()
    expect(localPath('/en-us/%2F%2Fevil')).toBeNull()
    expect(localPath(42)).toBeNull()
    expect(parseNewsletterNotice('subscribed')).toBe('subscribed')
    expect(parseNewsletterNotice('<script>')).toBeNull()
  })
})
