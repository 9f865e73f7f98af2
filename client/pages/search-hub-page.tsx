import type { Link } from '../../shared/content/content'
import { searchHubPath, searchPath } from '../../shared/routes'
import { Breadcrumb } from '../components/breadcrumb'
import { LinkList } from '../components/link-list'
import { DegradedNotice, Notice } from '../components/notice'
import { PostButton } from '../components/post-button'
import { useShop } from '../i18n'

export interface SearchHubPageProps {
  /** Searches many shoppers make, in the site's language. */
  popular: string[]
  /** Categories to start from, each named with its department. */
  categories: { name: string; department: string | null; url: string }[]
  /** Editorial collections (the front-end service's), each leading to its category. */
  collections?: Link[]
  /** The shopper's searches in this session, newest first. */
  recent: string[]
  /** The recent searches were just cleared. */
  cleared: boolean
  /** Why clearing them was refused. */
  refusal?: string | null
  /** The categories could not be loaded just now. */
  degraded: boolean
}

/**
 * The search hub: a search form, popular searches, top categories, editorial collections and the shopper's recent
 * searches.
 */
export function SearchHubPage({
  popular,
  categories,
  collections = [],
  recent,
  cleared,
  refusal = null,
  degraded,
}: SearchHubPageProps) {
  const { t } = useShop()
  const locale = t.locale.code
  const searchLink = (term: string) => ({ url: searchPath(locale, term), text: term })
  return (
    <div className="search-hub-page">
      <Breadcrumb trail={[]} current={t.t('page.searchHub.title')} />
      <h1>{t.t('page.searchHub.title')}</h1>
      <p>{t.t('search.hubIntro')}</p>
      <search className="search-hub-page__search">
        <form action={searchPath(locale)} method="get">
          <label htmlFor="search-hub-q">{t.t('search.label')}</label>
          <div className="search-hub-page__row">
            <input id="search-hub-q" name="q" type="search" maxLength={100} required />
            <button type="submit" className="button">
              {t.t('search.submit')}
            </button>
          </div>
        </form>
      </search>
      <div className="search-hub-page__sections">
        <section aria-labelledby="search-hub-popular">
          <h2 id="search-hub-popular">{t.t('search.hubPopular')}</h2>
          <LinkList className="chip-list" links={popular.map(searchLink)} />
        </section>
        <section aria-labelledby="search-hub-categories">
          <h2 id="search-hub-categories">{t.t('search.hubCategories')}</h2>
          {degraded ? <DegradedNotice /> : null}
          <ul className="search-hub-page__categories">
            {categories.map((category) => (
              <li key={category.url}>
                <a href={category.url}>
                  {category.name}
                  {category.department ? (
                    <span className="search-hub-page__department"> — {category.department}</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {collections.length > 0 ? (
          <section aria-labelledby="search-hub-collections">
            <h2 id="search-hub-collections">{t.t('search.hubCollections')}</h2>
            <LinkList className="chip-list" links={collections} />
          </section>
        ) : null}
        {/* Recent searches are kept once the shopper has a session (decision 051): shown when there are some. */}
        {recent.length > 0 || cleared ? (
          <section aria-labelledby="search-hub-recent">
            <h2 id="search-hub-recent">{t.t('search.hubRecent')}</h2>
            {cleared ? (
              <p role="status" className="search-hub-page__notice">
                {t.t('search.hubCleared')}
              </p>
            ) : null}
            {refusal ? <Notice kind="error">{refusal}</Notice> : null}
            {recent.length > 0 ? (
              <>
                <LinkList className="chip-list" links={recent.map(searchLink)} />
                <PostButton
                  action={searchHubPath(locale)}
                  intent="clearRecent"
                  buttonClassName="button button--secondary"
                >
                  {t.t('search.hubClear')}
                </PostButton>
              </>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  )
}
