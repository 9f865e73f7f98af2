/**
 * An editor's tracked blocks as data-layer events (spec 3 §3): a block's `promotionTracking` (creativeName,
 * promotionId, promotionName) is reported when the block is seen and when a link or button in it is used; an
 * experience's `trackingEvent` is reported under that name when the experience is seen, with the variant shown.
 * A module of its own, apart from `analytics.ts` (in the entry on every page), so only pages with tracked blocks
 * load it, with the tracker island.
 */
import type { EventSink, ExperienceViewEvent, PromotionEvent } from './analytics'

/** What a tracked block reports: its promotion, or its experience's event. */
export type TrackedBlock =
  | { kind: 'promotion'; blockId: string; creativeName: string; promotionId: string; promotionName: string }
  | { kind: 'experience'; trackingEvent: string; experienceId: string; variant: string }

/**
 * The event for a view or a click of a tracked block; null for a click on an experience, which reports its view
 * only.
 *
 * @example trackedEvent({ kind: 'experience', trackingEvent: 'hero_test', experienceId: 'home_hero', variant: 'B' }, 'view')
 * // { event: 'hero_test', experienceId: 'home_hero', variant: 'B' }
 */
export function trackedEvent(
  block: TrackedBlock,
  action: 'view' | 'click',
): PromotionEvent | ExperienceViewEvent | null {
  if (block.kind === 'experience')
    return action === 'view'
      ? { event: block.trackingEvent, experienceId: block.experienceId, variant: block.variant }
      : null
  const { kind: _, ...promotion } = block
  return { event: 'promotion', action, ...promotion }
}

/** Pushes the block's event; a sink that throws (a broken tag) loses only this event. */
export function reportTracked(sink: EventSink, block: TrackedBlock, action: 'view' | 'click') {
  const event = trackedEvent(block, action)
  try {
    if (event) sink.push(event)
  } catch {
    // Analytics is a nicety, never a failure.
  }
  return event
}
