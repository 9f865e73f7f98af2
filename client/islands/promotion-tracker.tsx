/**
 * Reports a tracked block (`client/state/promotion-events.ts`) to the page's data layer: once when half of it, or
 * half of the viewport, has been taken by it, and on each use of a link or button inside it. It renders nothing
 * but a marker inside the block's `[data-tracked]` element and hydrates as the block comes near the viewport, so
 * a page without tracked blocks loads none of its code. Without analytics consent nothing is recorded.
 */
import { useEffect, useRef } from 'react'
import { pageDataLayer } from '../state/analytics'
import { reportTracked, type TrackedBlock } from '../state/promotion-events'

export type PromotionTrackerProps = TrackedBlock

/** Whether an observed block is seen: half of it in view, or (a block taller than that) half the viewport. */
const seen = (entry: IntersectionObserverEntry) =>
  entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= window.innerHeight / 2

export function PromotionTracker(props: PromotionTrackerProps) {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const block = marker.current?.parentElement?.closest<HTMLElement>('[data-tracked]')
    if (!block) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some(seen)) return
        observer.disconnect()
        reportTracked(pageDataLayer(), props, 'view')
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    )
    observer.observe(block)
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a[href], button'))
        reportTracked(pageDataLayer(), props, 'click')
    }
    block.addEventListener('click', onClick)
    return () => {
      observer.disconnect()
      block.removeEventListener('click', onClick)
    }
  }, [props])
  return <span ref={marker} hidden />
}

export { PromotionTracker as island }
