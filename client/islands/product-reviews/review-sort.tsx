import { REVIEW_SORTS, type ReviewSort as Sort } from '../../../shared/community'
import type { ReviewLabels } from './props'

interface ReviewSortProps {
  id: string
  productPath: string
  sort: Sort
  labels: ReviewLabels
  onSort: (sort: Sort) => void
}

/** The order of the reviews: a plain form without JavaScript ("Apply" reloads the page), in place with it. */
export function ReviewSort({ id, productPath, sort, labels, onSort }: ReviewSortProps) {
  return (
    <form className="reviews__sort" method="get" action={`${productPath}#reviews`}>
      <label htmlFor={`${id}-sort`}>{labels.sort}</label>
      <select
        id={`${id}-sort`}
        name="reviewSort"
        value={sort}
        onChange={(event) => onSort(event.target.value as Sort)}
      >
        {REVIEW_SORTS.map((option) => (
          <option key={option} value={option}>
            {labels.sorts[option]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary reviews__apply">
        {labels.apply}
      </button>
    </form>
  )
}
