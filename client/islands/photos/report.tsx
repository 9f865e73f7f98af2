/**
 * A shopper's report of a photo in the lightbox (decision 092), for one of the reasons the social media service takes.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { PHOTO_REPORT_REASONS, type PhotoReportReason } from '../../../shared/content/gallery'
import { callApi, shopperMessage } from '../../api'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'

type ReportState = 'closed' | 'choosing' | 'sending'

/**
 * "Report this photo": a link-like button that opens the reasons, a radio group with the first chosen, and the
 * report sent with the one chosen. Focus goes to the chosen reason when they open, back to the button on cancel,
 * and to the thanks once the report is taken, so a keyboard is never left on a control that went away.
 */
export function PhotoReport({
  photoId,
  locale,
  reported,
  onReported,
}: {
  photoId: string
  locale: string
  reported: boolean
  onReported: () => void
}) {
  const words = useWords<IslandWordKey<'photos'>>()
  const id = useId()
  const [state, setState] = useState<ReportState>('closed')
  const [reason, setReason] = useState<PhotoReportReason>(PHOTO_REPORT_REASONS[0])
  const [error, setError] = useState<string | null>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const chosen = useRef<HTMLInputElement>(null)
  const thanks = useRef<HTMLParagraphElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    if (reported) thanks.current?.focus()
    else if (state === 'choosing') chosen.current?.focus()
    else if (state === 'closed') opener.current?.focus()
  }, [state, reported])

  const go = (next: ReportState) => {
    moved.current = true
    setState(next)
  }
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state === 'sending') return
    setState('sending')
    setError(null)
    try {
      await callApi(`/api/photos/${encodeURIComponent(photoId)}/reports`, { locale, json: { reason } })
      moved.current = true
      onReported()
    } catch (failure) {
      setError(shopperMessage(failure, words.t('error.generic')))
      setState('choosing')
    }
  }

  if (reported)
    return (
      <p ref={thanks} className="lightbox__report-done" role="status" tabIndex={-1}>
        {words.t('gallery.reported')}
      </p>
    )
  if (state === 'closed')
    return (
      <p className="lightbox__report">
        <button ref={opener} type="button" className="link-button" onClick={() => go('choosing')}>
          {words.t('gallery.report')}
        </button>
      </p>
    )
  return (
    <form className="lightbox__report-form" onSubmit={onSubmit} aria-busy={state === 'sending'}>
      <fieldset>
        <legend>{words.t('gallery.reportLegend')}</legend>
        {PHOTO_REPORT_REASONS.map((value) => (
          <label key={value} className="lightbox__reason">
            <input
              ref={value === reason ? chosen : undefined}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={value === reason}
              onChange={() => setReason(value)}
            />
            {words.t(`gallery.reason.${value}`)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="lightbox__report-actions">
        <button type="submit" className="button button--sm" disabled={state === 'sending'}>
          {words.t('gallery.sendReport')}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => go('closed')}>
          {words.t('gallery.cancelReport')}
        </button>
      </div>
    </form>
  )
}
