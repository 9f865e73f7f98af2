/**
 * The shopper's set of photos in the lightbox (decision 106): kept in this browser from page to page, and saved at
 * the social media service for a link to it.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { PHOTO_SET_MAX, PHOTO_SET_STORAGE_KEY } from '../../../shared/content/gallery'
import { callApi, shopperMessage } from '../../api'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'

/** The set of photos the shopper is making, as this browser keeps it (none where storage is not allowed). */
export function readPhotoSet(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PHOTO_SET_STORAGE_KEY) ?? '[]')
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string').slice(0, PHOTO_SET_MAX)
      : []
  } catch {
    return []
  }
}

export function keepPhotoSet(ids: readonly string[]) {
  try {
    localStorage.setItem(PHOTO_SET_STORAGE_KEY, JSON.stringify(ids))
  } catch {
    // Storage refused (a private window's quota): the set lasts as long as the page.
  }
}

type SetLink =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; url: string }
  | { state: 'failed'; message: string }

/**
 * The shopper's set: "Save to my set" (a toggle), how many photos it holds, and a link to it once asked for. The
 * link is for the set as it was when asked; a change to the set takes it away, so a link never shows other photos
 * than the set does.
 */
export function PhotoSetControls({
  saved,
  photoSet,
  locale,
  onToggle,
}: {
  saved: boolean
  photoSet: readonly string[]
  locale: string
  onToggle: () => void
}) {
  const words = useWords<IslandWordKey<'photos'>>()
  const id = useId()
  const [link, setLink] = useState<SetLink>({ state: 'idle' })
  const linkField = useRef<HTMLInputElement>(null)
  const full = !saved && photoSet.length >= PHOTO_SET_MAX

  useEffect(() => {
    if (link.state === 'saved') linkField.current?.focus()
  }, [link])

  const toggle = () => {
    setLink({ state: 'idle' })
    onToggle()
  }
  const share = async () => {
    if (link.state === 'saving' || photoSet.length === 0) return
    setLink({ state: 'saving' })
    try {
      const answer = await callApi<{ url: string }>('/api/photo-sets', {
        locale,
        json: { photos: photoSet },
      })
      setLink({ state: 'saved', url: answer.url })
    } catch (failure) {
      setLink({ state: 'failed', message: shopperMessage(failure, words.t('error.generic')) })
    }
  }

  return (
    <div className="lightbox__set">
      <div className="lightbox__set-row">
        <button
          type="button"
          className="button button--secondary button--sm lightbox__save"
          aria-pressed={saved}
          disabled={full}
          onClick={toggle}
        >
          {words.t('photos.save')}
        </button>
        <p className="lightbox__set-count" role="status">
          {photoSet.length > 0 ? words.plural('photos.setCount', photoSet.length) : ''}
        </p>
        {photoSet.length > 0 ? (
          <button
            type="button"
            className="link-button"
            onClick={share}
            aria-busy={link.state === 'saving'}
            disabled={link.state === 'saving'}
          >
            {words.t('photos.shareSet')}
          </button>
        ) : null}
      </div>
      {full ? (
        <p className="lightbox__set-note">{words.t('photos.setFull', { max: PHOTO_SET_MAX })}</p>
      ) : null}
      {link.state === 'saved' ? (
        <div className="lightbox__set-link">
          <label htmlFor={`${id}-link`}>{words.t('photos.setLink')}</label>
          <input
            ref={linkField}
            id={`${id}-link`}
            type="url"
            readOnly
            value={new URL(link.url, window.location.href).href}
            onFocus={(event) => event.currentTarget.select()}
          />
          <a href={link.url}>{words.t('photos.openSet')}</a>
        </div>
      ) : null}
      {link.state === 'failed' ? (
        <p className="field-error" role="alert">
          {link.message}
        </p>
      ) : null}
    </div>
  )
}
