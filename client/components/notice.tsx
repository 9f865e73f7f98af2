import type { ReactNode } from 'react'
import { useText } from '../text'

/** A message at the top of a page or section: success and information politely, errors as an alert. */
export function Notice({ kind, children }: { kind: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      className={kind === 'info' ? 'notice' : `notice notice--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  )
}

/** Said where a page goes out without a part an optional service could not give (its degraded mode). */
export function DegradedNotice({ text }: { text?: string }) {
  const t = useText()
  return <Notice kind="info">{text ?? t.t('degraded.notice')}</Notice>
}
