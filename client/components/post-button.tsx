import type { ReactNode } from 'react'
import { Notice } from './notice'

export interface PostButtonProps {
  /** Where the form posts: the page's own address, which words the outcome. */
  action: string
  /** What the page is asked to do, where one address takes several kinds of post. */
  intent?: string
  /** The other values the post carries (which card, which product, which store). */
  values?: Record<string, string>
  /** The form's class, where the page places it. */
  className?: string
  buttonClassName: string
  /** Why the last post was refused, said just before the button. */
  refusal?: string | null
  /** The id of the text that explains what the button does. */
  describedBy?: string
  /** The button's full name, where its text alone would be ambiguous in a list. */
  label?: string
  children: ReactNode
}

/**
 * A single button that posts a plain form to the page (sign out, share a list, remove an item, make a card the
 * main one): it works without JavaScript, and the page answers with a redirect or with itself and a refusal.
 */
export function PostButton({
  action,
  intent,
  values = {},
  className,
  buttonClassName,
  refusal,
  describedBy,
  label,
  children,
}: PostButtonProps) {
  return (
    <form method="post" action={action} className={className}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {refusal ? <Notice kind="error">{refusal}</Notice> : null}
      <button type="submit" className={buttonClassName} aria-describedby={describedBy} aria-label={label}>
        {children}
      </button>
    </form>
  )
}
