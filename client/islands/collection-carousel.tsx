/**
 * Controls of a collection shown as a carousel (spec 3 §3, collection breakpoints): previous and next arrows,
 * indicators, a progress bar and autoplay, each as the editor set them for the current breakpoint. The cards stay
 * a server-rendered, scroll-snapping list that works by touch and keyboard without this; the island only adds the
 * buttons (after hydration, per decision 007). Autoplay pauses on hover and focus, has a pause button, and never
 * runs under `prefers-reduced-motion`.
 */
import { useCallback, useEffect, useState } from 'react'
import type { CollectionBreakpoint } from '../../shared/content/blocks'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

type Breakpoint = 'sm' | 'md' | 'lg'

export interface CollectionCarouselProps {
  /** The id of the list of cards this island drives. */
  listId: string
  count: number
  breakpoints: Record<Breakpoint, CollectionBreakpoint>
}

const QUERIES: Record<Breakpoint, string> = {
  sm: '(max-width: 47.99rem)',
  md: '(min-width: 48rem) and (max-width: 63.99rem)',
  lg: '(min-width: 64rem)',
}

const currentBreakpoint = (): Breakpoint =>
  (Object.keys(QUERIES) as Breakpoint[]).find((bp) => window.matchMedia(QUERIES[bp]).matches) ?? 'lg'

export function CollectionCarousel({ listId, count, breakpoints }: CollectionCarouselProps) {
  const words = useWords<IslandWordKey<'collection-carousel'>>()
  const [bp, setBp] = useState<Breakpoint | null>(null)
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)

  useEffect(() => {
    const update = () => {
      setBp(currentBreakpoint())
      setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    }
    update()
    const lists = [...Object.values(QUERIES), '(prefers-reduced-motion: reduce)'].map((query) =>
      window.matchMedia(query),
    )
    for (const list of lists) list.addEventListener('change', update)
    return () => {
      for (const list of lists) list.removeEventListener('change', update)
    }
  }, [])

  const settings = bp ? breakpoints[bp] : null
  const active = settings?.type === 'carousel'

  // Follow the list as the shopper scrolls it by touch, trackpad or keyboard; pause while they are on it.
  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list || !active) return
    const onScroll = () => {
      const first = list.children[0] as HTMLElement | undefined
      const width = first ? first.offsetWidth : list.clientWidth
      setIndex(Math.min(count - 1, Math.max(0, Math.round(list.scrollLeft / Math.max(1, width)))))
    }
    const enter = () => setHovered(true)
    const leave = () => setHovered(false)
    const listeners = [
      ['pointerenter', enter],
      ['pointerleave', leave],
      ['focusin', enter],
      ['focusout', leave],
    ] as const
    list.addEventListener('scroll', onScroll, { passive: true })
    for (const [type, listener] of listeners) list.addEventListener(type, listener)
    return () => {
      list.removeEventListener('scroll', onScroll)
      for (const [type, listener] of listeners) list.removeEventListener(type, listener)
    }
  }, [listId, count, active])

  const go = useCallback(
    (target: number) => {
      const list = document.getElementById(listId)
      const item = list?.children[target] as HTMLElement | undefined
      if (!list || !item) return
      list.scrollTo({ left: item.offsetLeft - list.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' })
      setIndex(target)
    },
    [listId, reducedMotion],
  )

  const loop = settings?.loop ?? false
  const autoplay = Boolean(settings?.autoplay) && !reducedMotion
  const running = autoplay && !stopped && !hovered
  useEffect(() => {
    if (!running || !settings) return
    const timer = window.setInterval(
      () => {
        setIndex((current) => {
          const next = current + 1 < count ? current + 1 : loop ? 0 : current
          if (next !== current) go(next)
          return next
        })
      },
      Math.round(settings.autorotateTime * 1000),
    )
    return () => window.clearInterval(timer)
  }, [running, settings, count, loop, go])

  if (!settings || !active || count < 2) return null
  const previous = index > 0 ? index - 1 : loop ? count - 1 : null
  const next = index < count - 1 ? index + 1 : loop ? 0 : null
  // An arrow to the card before or after, disabled at an end of a carousel that does not loop.
  const arrow = (label: string, target: number | null, sign: string) => (
    <button
      type="button"
      className="collection__arrow"
      aria-label={label}
      aria-controls={listId}
      disabled={target === null}
      onClick={() => target !== null && go(target)}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  )
  return (
    <div className="collection__controls">
      {settings.showArrows ? (
        <>
          {arrow(words.t('carousel.previous'), previous, '‹')}
          {arrow(words.t('carousel.next'), next, '›')}
        </>
      ) : null}
      {settings.showIndicators ? (
        <div className="collection__dots">
          {Array.from({ length: count }, (_, dot) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: -- one dot per card position, never reordered
              key={dot}
              type="button"
              className="collection__dot"
              aria-label={words.t('carousel.goTo', { index: dot + 1, count })}
              aria-current={dot === index ? 'true' : undefined}
              aria-controls={listId}
              onClick={() => go(dot)}
            />
          ))}
        </div>
      ) : null}
      {settings.showProgress ? (
        <progress
          className="collection__progress"
          max={count}
          value={index + 1}
          aria-label={words.t('carousel.progress')}
        />
      ) : null}
      {autoplay ? (
        <button type="button" className="collection__toggle" onClick={() => setStopped(!stopped)}>
          {words.t(stopped ? 'carousel.play' : 'carousel.pause')}
        </button>
      ) : null}
    </div>
  )
}

export { CollectionCarousel as island }
