import { useBag } from './context'
import { topFlashesOf } from './flashes'
import type { BagNotice } from './types'

/** The bag's live status, the outcome of the last change when it is about the whole bag, and the service's news. */
export function BagNotices() {
  const { words, cart, notice, busy } = useBag()
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy ? words.t('bag.updating') : notice?.kind === 'success' ? notice.text : ''}
      </p>
      {notice && notice.itemId === null ? (
        <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : undefined}>
          {notice.text}
          <RetryButton notice={notice} label={words.t('error.tryAgain')} disabled={busy} />
        </p>
      ) : null}
      {topFlashesOf(cart, words).map((text) => (
        <p key={text} className="notice" role="status">
          {text}
        </p>
      ))}
    </>
  )
}

/** "Try again" beside a refusal the service asked to retry. */
function RetryButton({ notice, label, disabled }: { notice: BagNotice; label: string; disabled: boolean }) {
  if (!notice.retry) return null
  return (
    <>
      {' '}
      <button type="button" className="link-button" onClick={notice.retry} disabled={disabled}>
        {label}
      </button>
    </>
  )
}

/** The outcome of the last change at its line, or else what the cart service says about the line. */
export function LineNotice({
  id,
  notice,
  flash,
}: {
  id?: string
  notice: BagNotice | null
  flash?: string | null
}) {
  const { words, busy } = useBag()
  if (!notice && !flash) return null
  return (
    <p
      id={id}
      className={`bag-line__notice${notice?.kind === 'error' ? ' is-error' : ''}`}
      role={notice?.kind === 'error' ? 'alert' : undefined}
    >
      {notice?.text ?? flash}
      {notice ? <RetryButton notice={notice} label={words.t('error.tryAgain')} disabled={busy} /> : null}
    </p>
  )
}
