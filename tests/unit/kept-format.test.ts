/**
 * `Intl` formatters are made once per key and kept (`keptFormat`, `shared/i18n/text.ts`): a checkout listing its pickup
 * stores made three a store to read each one's clock, about a quarter of the page's CPU.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatArrival } from '../../shared/bag/arrival'
import { formatMoney } from '../../shared/i18n/money'
import { pluralForm, wordsOf } from '../../shared/i18n/text'
import { formatClockTime, isKnownTimeZone, localClock, openState } from '../../shared/stores/store-hours'
import { reshapeHours } from '../../worker/upstream/stores/reshape'

afterEach(() => {
  vi.restoreAllMocks()
})

const HOURS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '09:00', closes: '21:00' }))
const now = new Date('2026-12-02T18:00:00Z')

describe('kept formatters', () => {
  it('reads fifty stores’ clocks in one zone with one formatter, and answers as before', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    const store = { timeZone: 'Pacific/Chatham', openingHours: HOURS } as Parameters<typeof reshapeHours>[0]
    const stores = Array.from({ length: 50 }, () => reshapeHours(store, now))
    // One, or none where an earlier test file in this isolate kept it: fifty, one a store, is what keeping saves.
    expect(made.mock.calls.length).toBeLessThanOrEqual(1)
    // 18:00 UTC is 07:45 the next morning on the Chatham Islands (UTC+13:45 in their summer).
    expect(stores[49]).toEqual({
      timeZone: 'Pacific/Chatham',
      hours: HOURS,
      openState: { kind: 'closed', closedToday: false, next: { inDays: 0, day: 4, opensAt: '09:00' } },
      today: 4,
    })
    expect(localClock(now, 'Pacific/Chatham')).toEqual({ day: 4, minute: 7 * 60 + 45 })
    expect(openState(HOURS, 'Pacific/Chatham', now)).toEqual(stores[0]?.openState)
  })

  it('keeps nothing for a zone Intl does not know, which reads as UTC', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(made).toHaveBeenCalledTimes(2)
    const store = { timeZone: 'Mars/Olympus_Mons', openingHours: HOURS } as Parameters<typeof reshapeHours>[0]
    expect(reshapeHours(store, now).timeZone).toBe('UTC')
  })

  it('makes one formatter a language for dates, times and money, however often they are asked', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat')
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    for (let i = 0; i < 20; i++) {
      expect(formatArrival('2026-12-08', 'nl-NL')).toBe('di 8 dec')
      expect(formatClockTime('20:00', 'nl-NL')).toBe('20:00')
      expect(formatMoney(1234.5, 'EUR', 'nl-NL')).toMatch(/^€\s1\.234,50$/)
    }
    // Kept for the isolate's life: a test file run before this one in the same isolate may have made them already,
    // so none is made here. Twenty of each, one a round, is what keeping saves.
    expect(dates.mock.calls.length).toBeLessThanOrEqual(2)
    expect(numbers.mock.calls.length).toBeLessThanOrEqual(1)
  })

  it('chooses a plural form without a number format, which a browser loads its number data for', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    // A language no other test asks for, so nothing was kept for it before.
    expect(pluralForm('cy-GB', 1)).toBe('one')
    expect(pluralForm('cy-GB', 3)).toBe('other')
    expect(numbers).not.toHaveBeenCalled()
    // Wording a count does format it, once for the language.
    const words = wordsOf({ 'bag.count_one': '{count} item', 'bag.count_other': '{count} items' }, 'cy-GB')
    expect(words.plural('bag.count', 1200)).toBe('1,200 items')
    expect(words.plural('bag.count', 1300)).toBe('1,300 items')
    expect(numbers.mock.calls.length).toBeLessThanOrEqual(1)
  })
})
