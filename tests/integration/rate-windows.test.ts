/**
 * The harness's rate limits (`ownRateWindows`): production's limits, counted in a window that opens at a key's
 * first try, so a throttle test sees one count however slowly it runs and whenever the minute turns.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RATE_LIMITS } from '../fixtures/rate-limits'
import { ownRateWindows } from './harness'

afterEach(() => {
  vi.useRealTimers()
})

describe('a test’s own rate windows', () => {
  it('keep counting across the turn of the wall-clock minute, and open again a period after the first try', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-01T10:00:59.500Z'))
    const { CODE_TRIES_SESSION_LIMIT: limiter } = ownRateWindows()
    const { limit, period } = RATE_LIMITS.CODE_TRIES_SESSION_LIMIT.simple
    for (let tried = 0; tried < limit; tried++)
      expect(await limiter.limit({ key: 'session' })).toEqual({ success: true })
    vi.setSystemTime(new Date('2026-12-01T10:01:00.500Z'))
    expect(await limiter.limit({ key: 'session' })).toEqual({ success: false })
    expect(await limiter.limit({ key: 'another session' })).toEqual({ success: true })
    vi.setSystemTime(new Date(Date.parse('2026-12-01T10:00:59.500Z') + period * 1000))
    expect(await limiter.limit({ key: 'session' })).toEqual({ success: true })
  })

  it('are the test’s alone: another test’s bindings start from nothing', async () => {
    const first = ownRateWindows().ASSOCIATE_PIN_LIMIT
    for (let tried = 0; tried < RATE_LIMITS.ASSOCIATE_PIN_LIMIT.simple.limit; tried++)
      await first.limit({ key: 'robin' })
    expect(await first.limit({ key: 'robin' })).toEqual({ success: false })
    expect(await ownRateWindows().ASSOCIATE_PIN_LIMIT.limit({ key: 'robin' })).toEqual({ success: true })
  })
})
