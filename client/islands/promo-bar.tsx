/**
 * The promo bar (spec 3 §2.9): one message at a time, rotating on the content's interval, with previous/next
 * arrows (hidden on small screens), one dot per message and a control that stops the rotation. Rotation pauses
 * while the pointer or keyboard focus is on the bar and does not start under `prefers-reduced-motion`. The
 * change is announced politely only when the shopper moves the bar, never on autoplay. A closable bar remembers
 * its closing for the session in a session cookie the worker reads, so the next page leaves the bar out instead
 * of showing it and hiding it. Without JavaScript the first message shows and the
 * controls stay hidden (see app.css).
 */
import { type CSSProperties, type FocusEvent, useEffect, useRef, useState } from 'react'
import type { PromoMessage } from '../../shared/content/content'
import { promoBarClosedCookie } from '../../shared/content/promo-bar'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

/** What the bar shows of a message: its finished markup and its colours. */
export type PromoMessageView = Pick<
  PromoMessage,
  'id' | 'html' | 'textColor' | 'background' | 'hoverLinkColor'
>

export interface PromoBarCarouselProps {
  /** The id of the messages list, which the controls point at. */
  id: string
  autorotateMs: number
  closable: boolean
  messages: PromoMessageView[]
}

/** Remembers the closing for the session: a session cookie (no max-age), which the worker reads for every page. */
function rememberClosed() {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: -- the Cookie Store API is missing from browsers the shop serves
  document.cookie = `${promoBarClosedCookie}=1; path=/; samesite=lax${secure}`
}

/** The first focusable element after `element` in the page, where focus goes when the bar disappears. */
function focusAfter(element: HTMLElement) {
  const candidates = document.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex="-1"]',
  )
  for (const candidate of candidates) {
    if (element.contains(candidate)) continue
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) {
      candidate.focus()
      return
    }
  }
}

// A colour the content leaves out (null) draws no declaration, in the server's markup and the browser's alike.
const colours = (message: PromoMessageView | undefined) =>
  ({
    color: message?.textColor,
    background: message?.background,
    '--promo-hover-link': message?.hoverLinkColor,
  }) as CSSProperties

export function PromoBarCarousel({ id, autorotateMs, closable, messages }: PromoBarCarouselProps) {
  const words = useWords<IslandWordKey<'promo-bar'>>()
  const count = messages.length
  const [index, setIndex] = useState(0)
  const [closed, setClosed] = useState(false)
  const [playing, setPlaying] = useState(true)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  /** True when the shopper moved the bar: only then is the new message announced. */
  const [announce, setAnnounce] = useState(false)
  const bar = useRef<HTMLElement>(null)
  const canRotate = count > 1 && autorotateMs > 0
  const rotating = canRotate && playing && !hovered && !focused && !closed

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false)
  }, [])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => {
      setAnnounce(false)
      setIndex((index + 1) % count)
    }, autorotateMs)
    return () => window.clearTimeout(timer)
    // A change of `index` restarts the wait, so a message chosen by hand gets its full time.
  }, [rotating, autorotateMs, count, index])

  if (closed) return null

  const go = (to: number) => {
    setAnnounce(true)
    setIndex((to + count) % count)
  }
  const close = () => {
    rememberClosed()
    if (bar.current?.contains(document.activeElement)) focusAfter(bar.current)
    setClosed(true)
  }
  // Starting the rotation by hand starts it now, though the pointer or focus is still on the bar.
  const toggle = () => {
    setHovered(false)
    setFocused(false)
    setPlaying(!playing)
  }
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  // An arrow to the previous or the next message, where there is more than one.
  const arrow = (step: -1 | 1, label: 'promo.previous' | 'promo.next', glyph: string) =>
    count > 1 ? (
      <button
        type="button"
        className="promo-bar__control promo-bar__arrow"
        aria-label={words.t(label)}
        aria-controls={id}
        onClick={() => go(index + step)}
      >
        <span aria-hidden="true">{glyph}</span>
      </button>
    ) : null

  return (
    <section
      ref={bar}
      className="promo-bar"
      aria-label={words.t('promo.region')}
      style={colours(messages[index])}
      data-rotating={rotating ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="promo-bar__inner">
        {arrow(-1, 'promo.previous', '‹')}
        <ul id={id} className="promo-bar__messages" aria-live={announce ? 'polite' : 'off'}>
          {messages.map((message, position) => (
            <li
              key={message.id}
              className="promo-bar__message"
              hidden={position !== index}
              style={colours(message)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: -- SafeHtml comes only from sanitizeHtml
              dangerouslySetInnerHTML={{ __html: message.html }}
            />
          ))}
        </ul>
        {arrow(1, 'promo.next', '›')}
        {closable ? (
          <button
            type="button"
            className="promo-bar__control promo-bar__close"
            aria-label={words.t('promo.close')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="promo-bar__pagination">
          {canRotate ? (
            <button
              type="button"
              className="promo-bar__control promo-bar__toggle"
              aria-label={words.t(playing ? 'promo.pause' : 'promo.play')}
              onClick={toggle}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: -- a fieldset groups form fields; these are buttons */}
          <div className="promo-bar__dots" role="group" aria-label={words.t('promo.pagination')}>
            {messages.map((message, position) => (
              <button
                key={message.id}
                type="button"
                className="promo-bar__control promo-bar__dot"
                aria-label={words.t('promo.goTo', { index: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                aria-controls={id}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  )
}
