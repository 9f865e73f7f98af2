import type { Link } from '../../shared/content/content'
import { Breadcrumb } from '../components/breadcrumb'
import { DegradedNotice } from '../components/notice'

export interface InfoPageProps {
  title: string
  text: string
  links: Link[]
  /** Part of the page (its links) could not be loaded just now. */
  degraded?: boolean
}

/** A plain page: title, a short text and where to go next. */
export function InfoPage({ title, text, links, degraded = false }: InfoPageProps) {
  return (
    <div className="info-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      <p>{text}</p>
      {degraded ? <DegradedNotice /> : null}
      <InfoLinks links={links} />
    </div>
  )
}

/** Where to go next from a plain page: each link as a secondary button. */
export function InfoLinks({ links }: { links: Link[] }) {
  if (links.length === 0) return null
  return (
    <ul className="info-page__links">
      {links.map((link) => (
        <li key={link.url}>
          <a className="button button--secondary" href={link.url}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  )
}
