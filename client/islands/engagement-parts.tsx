/** Pieces the newsletter and event sign-up islands share: the dismissible notice their messages show in (spec 3 §8). */
export interface NoticeMessage {
  kind: 'success' | 'error'
  text: string
}

/** A success or error message with a button that dismisses it. */
export function DismissibleNotice({
  notice,
  dismissLabel,
  onDismiss,
}: {
  notice: NoticeMessage
  dismissLabel: string
  onDismiss: () => void
}) {
  return (
    <div
      className={`notice notice--${notice.kind} engage-notice`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <p>{notice.text}</p>
      <button type="button" className="engage-notice__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}

/** Fills `{label}` and other placeholders of a message template. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
