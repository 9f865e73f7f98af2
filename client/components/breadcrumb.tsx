import { homePath } from '../../shared/routes'
import { useShop } from '../i18n'

export interface Crumb {
  name: string
  url: string
}

/** Home, then the trail, then the current page (not a link, marked as current). */
export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const { t } = useShop()
  const crumbs = [{ name: t.t('site.home'), url: homePath(t.locale.code) }, ...trail]
  return (
    <nav className="breadcrumb" aria-label={t.t('site.breadcrumb')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.url}>
            <a href={crumb.url}>{crumb.name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
