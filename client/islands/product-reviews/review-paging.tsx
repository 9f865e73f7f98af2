import type { ReviewSort } from '../../../shared/community'
import type { ReviewLabels } from './props'

interface ReviewPagingProps {
  productPath: string
  start: number
  pageSize: number
  sort: ReviewSort
  hasMore: boolean
  loading: boolean
  labels: ReviewLabels
  onMore: () => void
}

/** Previous and next pages as links (without JavaScript), and "show more", which adds the next page in place. */
export function ReviewPaging({
  productPath,
  start,
  pageSize,
  sort,
  hasMore,
  loading,
  labels,
  onMore,
}: ReviewPagingProps) {
  const pageAt = (at: number) => `${productPath}?reviewStart=${at}&reviewSort=${sort}#reviews`
  return (
    <nav className="reviews__paging" aria-label={labels.title}>
      {start > 0 ? (
        <a className="reviews__page-link" href={pageAt(Math.max(0, start - pageSize))}>
          {labels.previous}
        </a>
      ) : null}
      {hasMore ? (
        <>
          <a className="reviews__page-link" href={pageAt(start + pageSize)}>
            {labels.next}
          </a>
          <button
            type="button"
            className="button button--secondary reviews__more"
            disabled={loading}
            onClick={onMore}
          >
            {labels.more}
          </button>
        </>
      ) : null}
    </nav>
  )
}
