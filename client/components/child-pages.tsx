/**
 * A content page's "In this section" (decision 107): the pages below it in the content's tree, as cards whose
 * title links to the page. Plain links, so the list works without JavaScript; the pictures are decorative (the
 * title names the card's link).
 */
import type { ChildPage } from '../../shared/content/content'
import { useShop } from '../i18n'

export function ChildPages({ pages }: { pages: readonly ChildPage[] }) {
  const { t } = useShop()
  if (pages.length === 0) return null
  return (
    <section className="child-pages" aria-labelledby="child-pages-heading">
      <h2 id="child-pages-heading">{t.t('content.children.heading')}</h2>
      <ul className="child-pages__list">
        {pages.map((page) => (
          <li key={page.id} className={`child-pages__card${page.picture ? '' : ' child-pages__card--text'}`}>
            {page.picture ? (
              <img
                className="child-pages__picture"
                src={page.picture.url}
                alt=""
                width={page.picture.width}
                height={page.picture.height}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <h3 className="child-pages__title">
              <a className="child-pages__link" href={page.url}>
                {page.title}
              </a>
            </h3>
            {page.summary ? <p className="child-pages__summary">{page.summary}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
