import type { Link } from '../../shared/content'
import { Breadcrumb } from '../components/breadcrumb'

export interface InfoPageProps {
  title: string
  text: string
  links: Link[]
}

/** A plain page: title, a short text and where to go next. */
export function InfoPage({ title, text, links }: InfoPageProps) {
  return (
    <div className="info-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      <p>{text}</p>
      {links.length > 0 ? (
        <ul className="info-page__links">
          {links.map((link) => (
            <li key={link.url}>
              <a className="button button--secondary" href={link.url}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
