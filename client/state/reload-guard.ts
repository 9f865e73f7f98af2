/**
 * The reload guard (spec 1 §9): a reload the shop makes by itself (the bag after its cart was made again) is recorded
 * in session storage, and another is not made within 10000 ms of it, so a page whose reload meets the same state
 * again never reloads in a loop. Without session storage (blocked, full) the reload is made, unguarded.
 */
export const RELOAD_GUARD_MS = 10_000
const RELOAD_KEY = 'storefront:reloaded-at'

type RecordStore = Pick<Storage, 'getItem' | 'setItem'>

/** Whether the page may reload now; when it may, the reload is recorded. */
export function mayReload(storage: RecordStore | null, now = Date.now()): boolean {
  try {
    const last = Number(storage?.getItem(RELOAD_KEY) ?? Number.NaN)
    if (now - last >= 0 && now - last < RELOAD_GUARD_MS) return false
    storage?.setItem(RELOAD_KEY, String(now))
  } catch {
    // Session storage refused: nothing to guard by.
  }
  return true
}

/** Reloads the page unless it reloaded itself in the last ten seconds; whether it does. */
export function reloadGuarded(): boolean {
  let storage: RecordStore | null = null
  try {
    storage = window.sessionStorage
  } catch {
    // Blocked storage throws on access.
  }
  if (!mayReload(storage)) return false
  window.location.reload()
  return true
}
