/**
 * Pieces the newsletter and event sign-up islands share: the JSON call to the worker's `/api` routes, which reads
 * the refusal's message and field errors, and the dismissible notice their messages show in (spec 3 §8).
 */
import { LOCALE_HEADER } from '../state/cart'

export interface EngagementAnswer<T> {
  ok: boolean
  status: number
  body: T | null
  /** The refusal's message, when there is one. */
  message: string | null
  /** Field name → message, for refusals of single fields. */
  fields: Record<string, string>
}

/** Posts JSON to the worker and reads the answer; never throws for an answer, only for a lost connection. */
export async function postEngagement<T>(
  locale: string,
  path: string,
  body: unknown,
): Promise<EngagementAnswer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', [LOCALE_HEADER]: locale },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as
    | (T & { errorDetails?: { message?: string }[]; fields?: Record<string, string> })
    | null
  return {
    ok: response.ok && json !== null,
    status: response.status,
    body: json,
    message: json?.errorDetails?.[0]?.message || null,
    fields: json?.fields ?? {},
  }
}

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
