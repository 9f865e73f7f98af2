import type { StaticPage as StaticPageContent } from '../../shared/content/content'
import { Breadcrumb } from '../components/breadcrumb'
import { useShop } from '../i18n'

/** A static page of the front-end service (an accessibility statement): its title, date and sections. */
export function StaticPage({ page }: { page: StaticPageContent }) {
  const { t } = useShop()
  return (
    <article className="static-page">
      <Breadcrumb trail={[]} current={page.title} />
      <h1>{page.title}</h1>
      {page.updated ? (
        <p className="static-page__updated">
          {t.t('staticPage.updated', { date: t.date(`${page.updated}T12:00:00Z`) })}
        </p>
      ) : null}
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
