import { REVIEW_SORTS, type ReviewSort as Sort } from '../../../shared/catalogue/community'
import { useReviewWords } from './props'

interface ReviewSortProps {
  id: string
  productPath: string
  sort: Sort
  onSort: (sort: Sort) => void
}

/** The order of the reviews: a plain form without JavaScript ("Apply" reloads the page), in place with it. */
export function ReviewSort({ id, productPath, sort, onSort }: ReviewSortProps) {
  const words = useReviewWords()
  return (
    <form className="reviews__sort" method="get" action={`${productPath}#reviews`}>
      <label htmlFor={`${id}-sort`}>{words.t('reviews.sort')}</label>
      <select
        id={`${id}-sort`}
        name="reviewSort"
        value={sort}
        onChange={(event) => onSort(event.target.value as Sort)}
      >
        {REVIEW_SORTS.map((option) => (
          <option key={option} value={option}>
            {words.t(`reviews.sort.${option}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary reviews__apply">
        {words.t('listing.apply')}
      </button>
    </form>
  )
}
