import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_TOAST_DELAY_MS,
  dismissToast,
  holdToasts,
  resetToasts,
  setToastDelay,
  showToast,
  TOAST_TICK_MS,
  toastClockRunning,
  toastsNow,
} from '../../client/state/toasts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  resetToasts()
  vi.useRealTimers()
})

/** Whether a promise has settled by now, without waiting for it. */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => {
    done = true
  })
  await Promise.resolve()
  return done
}

describe('toasts', () => {
  it('close by themselves after the configured delay, counted in ticks of 200 ms, and resolve on dismissal', async () => {
    setToastDelay(1000)
    const dismissed = showToast({ type: 'info', title: 'Bag updated' })
    expect(toastsNow().map((toast) => toast.title)).toEqual(['Bag updated'])
    vi.advanceTimersByTime(TOAST_TICK_MS * 4)
    expect(toastsNow()[0]?.remaining).toBe(200)
    expect(await settled(dismissed)).toBe(false)
    vi.advanceTimersByTime(TOAST_TICK_MS)
    expect(toastsNow()).toEqual([])
    expect(await settled(dismissed)).toBe(true)
  })

  it('use the default delay when the configuration names none, and a toast’s own when it has one', () => {
    showToast({ type: 'info', title: 'Default' })
    showToast({ type: 'success', title: 'Own', delay: 400 })
    expect(toastsNow().map((toast) => toast.remaining)).toEqual([DEFAULT_TOAST_DELAY_MS, 400])
    vi.advanceTimersByTime(400)
    expect(toastsNow().map((toast) => toast.title)).toEqual(['Default'])
  })

  it('never add a second toast of a title already shown: the caller gets the shown one’s dismissal', async () => {
    const first = showToast({ type: 'error', title: 'Your bag expired' })
    const second = showToast({ type: 'error', title: 'Your bag expired', message: 'Again' })
    expect(second).toBe(first)
    expect(toastsNow()).toHaveLength(1)
    dismissToast(toastsNow()[0]?.id ?? 0)
    expect(await settled(second)).toBe(true)
    // Once it is gone, the same title may come again.
    showToast({ type: 'error', title: 'Your bag expired' })
    expect(toastsNow()).toHaveLength(1)
  })

  it('hold while the pointer or focus is on them, and count on from where they were', () => {
    setToastDelay(1000)
    showToast({ type: 'info', title: 'Held' })
    vi.advanceTimersByTime(600)
    holdToasts(true)
    expect(toastClockRunning()).toBe(false)
    vi.advanceTimersByTime(10_000)
    expect(toastsNow()[0]?.remaining).toBe(400)
    holdToasts(false)
    vi.advanceTimersByTime(400)
    expect(toastsNow()).toEqual([])
  })

  it('run no clock while no toast is shown, nor for toasts that stay until closed', () => {
    expect(toastClockRunning()).toBe(false)
    showToast({ type: 'error', title: 'Card not saved', delay: null })
    expect(toastClockRunning()).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(toastsNow()).toHaveLength(1)
    showToast({ type: 'info', title: 'Timed', delay: 200 })
    expect(toastClockRunning()).toBe(true)
    vi.advanceTimersByTime(200)
    expect(toastClockRunning()).toBe(false)
    expect(toastsNow().map((toast) => toast.title)).toEqual(['Card not saved'])
  })
})
