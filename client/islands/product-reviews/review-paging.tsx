import type { ReviewSort } from '../../../shared/catalogue/community'
import { useReviewWords } from './props'

interface ReviewPagingProps {
  productPath: string
  start: number
  pageSize: number
  sort: ReviewSort
  hasMore: boolean
  loading: boolean
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
  onMore,
}: ReviewPagingProps) {
  const words = useReviewWords()
  const pageAt = (at: number) => `${productPath}?reviewStart=${at}&reviewSort=${sort}#reviews`
  return (
    <nav className="reviews__paging" aria-label={words.t('reviews.title')}>
      {start > 0 ? (
        <a className="reviews__page-link" href={pageAt(Math.max(0, start - pageSize))}>
          {words.t('reviews.previous')}
        </a>
      ) : null}
      {hasMore ? (
        <>
          <a className="reviews__page-link" href={pageAt(start + pageSize)}>
            {words.t('reviews.next')}
          </a>
          <button
            type="button"
            className="button button--secondary reviews__more"
            disabled={loading}
            onClick={onMore}
          >
            {words.t('reviews.more')}
          </button>
        </>
      ) : null}
    </nav>
  )
}
