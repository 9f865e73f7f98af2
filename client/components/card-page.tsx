import type { ReactNode } from 'react'
import { Breadcrumb } from './breadcrumb'

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
