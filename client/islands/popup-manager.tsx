/**
 * The pop-up manager (spec 3 §2.8): one pop-up at a time, the first the shopper has not dismissed, appears after
 * its delay as a minimised bar (logo, minimised title). Expanding it opens a modal `<dialog>` (focus stays inside,
 * Escape closes it back to the bar) with the logo, the maximised title, the heading, the buttons and the
 * disclaimer. Dismissing it, or following one of its buttons, records its id in localStorage so it is never shown
 * again; the next pop-up then takes its turn. Each pop-up is reported once per page as shown and as expanded.
 * The server renders nothing here: the pop-up only ever appears after a delay.
 */
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import type { Link, Popup } from '../../shared/content/content'
import {
  parseDismissedPopups,
  popupsDismissedStorageKey,
  serializeDismissedPopups,
} from '../../shared/content/promotions'
import { pageDataLayer, reportPopup } from '../state/analytics'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

/** A pop-up with its buttons' labels settled by the server (the shop's own label where content gave none). */
export type PopupView = Omit<Popup, 'buttons'> & { buttons: Link[] }

export interface PopupManagerProps {
  popups: PopupView[]
}

function readDismissed(): string[] {
  try {
    return parseDismissedPopups(window.localStorage.getItem(popupsDismissedStorageKey))
  } catch {
    return []
  }
}

function rememberDismissed(id: string): string[] {
  const stored = serializeDismissedPopups(readDismissed(), id)
  try {
    window.localStorage.setItem(popupsDismissedStorageKey, stored)
  } catch {
    // Storage can be refused (privacy settings): the pop-up then stays away for this page only.
  }
  return parseDismissedPopups(stored)
}

/** Reports each action once per pop-up and page. */
function reportOnce(reported: Set<string>, action: 'shown' | 'expanded', popup: PopupView) {
  const key = `${action}:${popup.id}`
  if (reported.has(key)) return
  reported.add(key)
  reportPopup(pageDataLayer(), action, popup)
}

/** An id safe to use in the page: pop-up ids come from editors. */
const domId = (popup: PopupView) => `popup-${popup.id.replace(/[^A-Za-z0-9_-]/g, '-')}`

export function PopupManager({ popups }: PopupManagerProps) {
  const words = useWords<IslandWordKey<'popup-manager'>>()
  /** Null until read in the browser, so the server and the first render agree (nothing shown). */
  const [dismissed, setDismissed] = useState<string[] | null>(null)
  const [visible, setVisible] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const reported = useRef(new Set<string>())
  const current = dismissed ? (popups.find((popup) => !dismissed.includes(popup.id)) ?? null) : null

  useEffect(() => setDismissed(readDismissed()), [])

  useEffect(() => {
    if (!current) return
    const timer = window.setTimeout(() => {
      setVisible(current.id)
      reportOnce(reported.current, 'shown', current)
    }, current.delayMs)
    return () => window.clearTimeout(timer)
  }, [current])

  if (!current || visible !== current.id) return null

  const popup = current
  const id = domId(popup)
  const dismissLabel = words.t('popup.dismiss', { title: popup.minimizedTitle })
  const expand = () => {
    dialog.current?.showModal()
    setExpanded(true)
    reportOnce(reported.current, 'expanded', popup)
  }
  const dismiss = () => {
    setDismissed(rememberDismissed(popup.id))
    if (dialog.current?.open) dialog.current.close()
    setExpanded(false)
    // The bar is gone: give focus a place to land rather than the document's start.
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  const surface: CSSProperties = {
    background: popup.backgroundColor ?? undefined,
    color: popup.titleColor ?? undefined,
  }
  const heading = popup.title ?? popup.maximizedTitle ?? popup.minimizedTitle
  const logo = popup.logo ? (
    <img
      className={`popup__logo popup__logo--${popup.logoSize}`}
      src={popup.logo.url}
      alt={popup.logo.alt}
      width={popup.logo.width}
      height={popup.logo.height}
    />
  ) : null

  return (
    <>
      <aside className={`popup-bar popup--${popup.kind}`} aria-labelledby={`${id}-bar`} style={surface}>
        {logo}
        <button
          type="button"
          id={`${id}-bar`}
          className="popup-bar__expand"
          aria-haspopup="dialog"
          aria-expanded={expanded}
          aria-controls={`${id}-dialog`}
          onClick={expand}
        >
          {popup.minimizedTitle}
        </button>
        <button type="button" className="popup__close" aria-label={dismissLabel} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </aside>
      <dialog
        ref={dialog}
        id={`${id}-dialog`}
        className={`popup-dialog popup--${popup.kind}`}
        aria-labelledby={`${id}-title`}
        style={surface}
        onClose={() => setExpanded(false)}
      >
        <div className="popup-dialog__actions">
          <button type="button" className="popup-dialog__minimize" onClick={() => dialog.current?.close()}>
            {words.t('popup.minimize')}
          </button>
          <button type="button" className="popup__close" aria-label={dismissLabel} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {logo}
        {popup.title && popup.maximizedTitle ? (
          <p className="popup-dialog__eyebrow">{popup.maximizedTitle}</p>
        ) : null}
        <h2 id={`${id}-title`} className="popup-dialog__title">
          {heading}
        </h2>
        {popup.buttons.length > 0 ? (
          <ul className="popup-dialog__buttons">
            {popup.buttons.map((button, position) => (
              <li key={`${button.url}-${button.text}`}>
                <a
                  className={position === 0 ? 'button' : 'button button--secondary'}
                  href={button.url}
                  {...(button.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={() => rememberDismissed(popup.id)}
                >
                  {button.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {popup.disclaimerHtml ? (
          <div
            className="popup-dialog__disclaimer"
            style={{ color: popup.disclaimerColor ?? undefined }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: -- sanitised by sanitizeHtml when reshaped
            dangerouslySetInnerHTML={{ __html: popup.disclaimerHtml }}
          />
        ) : null}
      </dialog>
    </>
  )
}

export { PopupManager as island }
