import type { ReviewPage } from '../../../shared/catalogue/community'
import { useReviewWords } from './props'
import { Stars } from './text'

interface ReviewSummaryProps {
  summary: ReviewPage['summary']
}

/** The average rating, how many reviews it is based on, and how many gave each number of stars. */
export function ReviewSummary({ summary }: ReviewSummaryProps) {
  const words = useReviewWords()
  if (summary.total === 0) return <p>{words.t('reviews.none')}</p>
  const average = words.t('reviews.average', { average: summary.average })
  return (
    <div className="reviews__summary">
      <p className="reviews__average">
        <Stars rating={Math.round(summary.average)} label={average} />{' '}
        <strong aria-hidden="true">{average}</strong>{' '}
        <span>{words.plural('reviews.basedOn', summary.total)}</span>
      </p>
      <ul className="reviews__histogram" aria-label={words.t('reviews.histogram')}>
        {summary.histogram.map((bar) => (
          <li key={bar.stars}>
            <span>{words.plural('reviews.stars', bar.stars)}</span>
            <span className="reviews__bar" aria-hidden="true">
              <span
                style={{ width: `${summary.total ? Math.round((bar.count / summary.total) * 100) : 0}%` }}
              />
            </span>
            <span>{bar.count}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
