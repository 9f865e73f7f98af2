/**
 * Critical and deferred data, named. A page route awaits its critical loads (the product, the category, the
 * page's content: a miss is a 404, a failure the 503 page) and starts its deferred loads first, before awaiting
 * anything: each is streamed into the page when its data arrives, has a time limit, and falls back to nothing
 * (its section is left out, and the failure logged), so optional data never holds the page's first byte.
 *
 * @example
 * const reviews = deferSection(c, 'reviews', async () => <Reviews page={await community.getReviews(code)} />)
 * const product = await catalogue.getProduct(code) // critical
 * return renderPage(c, { ..., deferred: [reviews] })
 */
import type { ReactElement } from 'react'
import { logEvent } from '../log'
import type { DeferredSection } from '../render/stream'
import type { AppContext } from '../types'

/** How long a deferred section may take before the page finishes without it. */
export const SECTION_TIMEOUT_MS = 3000

/**
 * What is left of the page's time limit for optional data, counted from the request's start: for a part asked for
 * only once the page's own data has come (a block's date, a static page after the content service's "no such
 * page"), so the page as a whole still waits at most `SECTION_TIMEOUT_MS` for what it can do without.
 */
export function remainingSectionTime(c: AppContext): number {
  return Math.max(0, SECTION_TIMEOUT_MS - (Date.now() - c.var.metrics.startedAt))
}

/**
 * Starts a deferred section now: its markup when `load` resolves, nothing when it fails (logged) or resolves to
 * null. The stream leaves it out after `timeoutMs`.
 */
export function deferSection(
  c: AppContext,
  id: string,
  load: () => Promise<ReactElement | null>,
  timeoutMs = SECTION_TIMEOUT_MS,
): DeferredSection {
  const content = load().catch((error: unknown) => {
    logEvent(c, 'warn', 'deferred section failed', { section: id, error: String(error) })
    return null
  })
  return { id, content, timeoutMs }
}

export interface OptionalLoadOptions {
  /** How long the page waits for it; a deferred section's limit unless given. */
  timeoutMs?: number
  /** Fields logged with a failure or a timeout (the block's id, say), so logs can be searched by them. */
  detail?: Record<string, string>
}

/**
 * An optional load: its value, or `fallback` when it fails or passes the time limit (both logged). For data a
 * page folds into its shell (the chrome, a block's products, the shopper's bag on the bag page), where a whole
 * section cannot be deferred: the page waits for it at most as long as for a deferred section.
 */
export function optional<T, F>(
  c: AppContext,
  label: string,
  load: Promise<T>,
  fallback: F,
  { timeoutMs = SECTION_TIMEOUT_MS, detail = {} }: OptionalLoadOptions = {},
): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => {
      logEvent(c, 'warn', `${label} timed out`, { ...detail, timeoutMs })
      resolve(fallback)
    }, timeoutMs)
  })
  const loaded = load.catch((error: unknown) => {
    logEvent(c, 'warn', `${label} unavailable`, { ...detail, error: String(error) })
    return fallback
  })
  return Promise.race([loaded, late]).finally(() => {
    if (timer !== undefined) clearTimeout(timer)
  })
}
