import { CloseButton } from './close-button'
import { useWords } from './use-words'

/** Pieces the newsletter and event sign-up islands share: the dismissible notice their messages show in (spec 3 §8). */
export interface NoticeMessage {
  kind: 'success' | 'error'
  text: string
}

/** The words the notice's dismiss button is named with, which each island that shows it declares. */
export const DISMISSIBLE_NOTICE_WORDS = ['engage.dismiss'] as const

/** A success or error message, when there is one, with a button that dismisses it. */
export function DismissibleNotice({
  notice,
  onDismiss,
}: {
  notice: NoticeMessage | null
  onDismiss: () => void
}) {
  const words = useWords<(typeof DISMISSIBLE_NOTICE_WORDS)[number]>()
  if (!notice) return null
  return (
    <div
      className={`notice notice--${notice.kind} engage-notice`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <p>{notice.text}</p>
      <CloseButton className="engage-notice__dismiss" label={words.t('engage.dismiss')} onClick={onDismiss} />
    </div>
  )
}
