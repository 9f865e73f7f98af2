/**
 * The page's toasts (spec 2 §3, §4, §9): short messages shown over the page in one region, each closing by itself
 * after a delay. One clock ticks every 200 ms while a timed toast is shown and nothing holds them open (the
 * shopper's pointer or focus on the region); with no toast shown it does not run at all. A toast whose title is
 * already shown is not added again: its caller gets the shown one's dismissal. Each toast's `showToast` answers a
 * promise resolved when it is dismissed, by its clock or by the shopper, so a caller can act after it (the bag
 * reloads once its toast has been read).
 *
 * The default delay is the shop's configuration (`TOAST_DISMISS_MS`), given by the island that shows the region; a
 * toast may name its own, or `null` to stay until the shopper closes it (one that asks them to act).
 */

export type ToastType = 'info' | 'success' | 'error'

export interface ToastInput {
  title: string
  message?: string
  type: ToastType
  /** Milliseconds it stays; the configured default when left out; null to stay until closed. */
  delay?: number | null
  /**
   * Already told where the shopper's focus is (a refused field, described by the same words): shown, but not
   * announced again by the region's live lists (decision 109).
   */
  quiet?: boolean
}

export interface Toast extends Omit<ToastInput, 'delay'> {
  id: number
  /** Milliseconds left before it closes by itself; null for one that stays until closed. */
  remaining: number | null
}

/** How often the clock counts down the toasts' time. */
export const TOAST_TICK_MS = 200
/** The delay when the configuration names none. */
export const DEFAULT_TOAST_DELAY_MS = 6000

interface Shown {
  toast: Toast
  dismissed: Promise<void>
  resolve: () => void
}

let shown: Shown[] = []
let snapshot: readonly Toast[] = []
let defaultDelay = DEFAULT_TOAST_DELAY_MS
let held = false
let clock: ReturnType<typeof setInterval> | null = null
let nextId = 1
const listeners = new Set<() => void>()

function changed() {
  snapshot = shown.map((entry) => entry.toast)
  runClock()
  for (const listener of listeners) listener()
}

/** Runs the clock only while a timed toast is shown and nothing holds them. */
function runClock() {
  const needed = !held && shown.some((entry) => entry.toast.remaining !== null)
  if (needed && clock === null) clock = setInterval(tick, TOAST_TICK_MS)
  if (!needed && clock !== null) {
    clearInterval(clock)
    clock = null
  }
}

function tick() {
  const done: Shown[] = []
  shown = shown.map((entry) => {
    const { remaining } = entry.toast
    if (remaining === null) return entry
    const left = remaining - TOAST_TICK_MS
    if (left <= 0) done.push(entry)
    return { ...entry, toast: { ...entry.toast, remaining: left } }
  })
  if (done.length === 0) return changed()
  shown = shown.filter((entry) => !done.some((gone) => gone.toast.id === entry.toast.id))
  changed()
  for (const entry of done) entry.resolve()
}

/** Shows a toast; resolves when it is dismissed. A toast of a title already shown is that one. */
export function showToast(input: ToastInput): Promise<void> {
  const same = shown.find((entry) => entry.toast.title === input.title)
  if (same) return same.dismissed
  let resolve = () => {}
  const dismissed = new Promise<void>((done) => {
    resolve = done
  })
  const remaining = input.delay === null ? null : (input.delay ?? defaultDelay)
  const toast: Toast = { id: nextId++, title: input.title, type: input.type, remaining }
  if (input.message) toast.message = input.message
  if (input.quiet) toast.quiet = true
  shown = [...shown, { toast, dismissed, resolve }]
  changed()
  return dismissed
}

/** Closes a toast now (its close button). */
export function dismissToast(id: number) {
  const entry = shown.find((candidate) => candidate.toast.id === id)
  if (!entry) return
  shown = shown.filter((candidate) => candidate !== entry)
  changed()
  entry.resolve()
}

/** Holds the toasts open (the pointer or focus is on them), or lets their time run again. */
export function holdToasts(hold: boolean) {
  held = hold
  runClock()
}

/** The configured delay for toasts that name none. */
export function setToastDelay(delay: number) {
  if (Number.isFinite(delay) && delay > 0) defaultDelay = delay
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const toastsNow = (): readonly Toast[] => snapshot

/** Whether the clock is running (tests: it stops when no timed toast is shown, or while they are held). */
export const toastClockRunning = () => clock !== null

/** Dismisses every toast and restores the defaults (tests, and a page's island unmounting). */
export function resetToasts() {
  const all = shown
  shown = []
  held = false
  defaultDelay = DEFAULT_TOAST_DELAY_MS
  changed()
  for (const entry of all) entry.resolve()
}
