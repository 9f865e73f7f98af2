import { Notice } from './notice'

export interface FormNoticesProps {
  /** The outcome of the whole form, or its refusal (too many tries, a failure upstream); a bare text is a refusal. */
  notice: string | { kind: 'error' | 'success' | 'info'; text: string } | null
  /** Asks the shopper to check the refused fields; null when no field was refused. */
  check: string | null
}

/**
 * What a plain form says at its top when it comes back: the whole form's outcome when there is one, else, when
 * fields were refused, one alert asking to check them (each field carries its own message).
 */
export function FormNotices({ notice, check }: FormNoticesProps) {
  if (!notice) return check ? <Notice kind="error">{check}</Notice> : null
  const { kind, text } = typeof notice === 'string' ? { kind: 'error' as const, text: notice } : notice
  return <Notice kind={kind}>{text}</Notice>
}
