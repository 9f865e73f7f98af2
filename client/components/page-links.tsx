/**
 * The pages of a long list (spec 1 §7: lists read with a start and a count): where the shopper is, and plain links to
 * the pages before and after. Nothing when the list fits on one page.
 */
import { useShop } from '../i18n'

export interface PageLinksProps {
  /** The page shown, from 1. */
  current: number
  /** How many pages the list has. */
  count: number
  /** The list's path: page 1 is the path itself, page n adds `?page=n`. */
  path: string
  /** What the pages are of, for screen readers ("Pages of your orders"); "Pages" when left out. */
  label?: string
}

export const pagePath = (path: string, page: number) => (page <= 1 ? path : `${path}?page=${page}`)

export function PageLinks({ current, count, path, label }: PageLinksProps) {
  const { t } = useShop()
  if (count <= 1) return null
  return (
    <nav className="page-links" aria-label={label ?? t.t('pages.label')}>
      {current > 1 ? (
        <a href={pagePath(path, current - 1)} rel="prev" className="page-links__step">
          {t.t('pages.previous')}
        </a>
      ) : null}
      <span className="page-links__position" aria-current="page">
        {t.t('pages.position', { current, count })}
      </span>
      {current < count ? (
        <a href={pagePath(path, current + 1)} rel="next" className="page-links__step">
          {t.t('pages.next')}
        </a>
      ) : null}
    </nav>
  )
}
