import type { ReactNode } from 'react'
import { Breadcrumb } from './breadcrumb'
import { HoneypotField } from './honeypot-field'

/**
 * The page of one short form on a card (sign in, forgotten and new password, the employee terms, the associate
 * sign-in): a breadcrumb to home, then the card with the page's title as its heading.
 */
export function CardPage({
  title,
  className = 'sign-in-page',
  cardClassName = 'sign-in-page__card',
  children,
}: {
  title: string
  className?: string
  cardClassName?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <Breadcrumb trail={[]} current={title} />
      <div className={cardClassName}>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}

/**
 * A card page's plain form that anyone may send (sign in, forgotten password), checked by the worker rather than the
 * browser: its fields, a field only bots fill in (which the worker refuses a form with), then its button.
 */
export function CardForm({
  action,
  trap,
  submit,
  children,
}: {
  action: string
  /** The id of the field only bots fill in. */
  trap: string
  submit: string
  children: ReactNode
}) {
  return (
    <form method="post" action={action} noValidate className="sign-in-page__form">
      {children}
      <HoneypotField id={trap} className="sign-in-page__trap" />
      <button type="submit" className="button button--lg">
        {submit}
      </button>
    </form>
  )
}
