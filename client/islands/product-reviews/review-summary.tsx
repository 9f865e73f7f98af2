import type { ReviewPage } from '../../../shared/community'
import type { ReviewLabels } from './props'
import { fill, type Plural, Stars } from './text'

interface ReviewSummaryProps {
  summary: ReviewPage['summary']
  labels: ReviewLabels
  plural: Plural
}

/** The average rating, how many reviews it is based on, and how many gave each number of stars. */
export function ReviewSummary({ summary, labels, plural }: ReviewSummaryProps) {
  if (summary.total === 0) return <p>{labels.none}</p>
  return (
    <div className="reviews__summary">
      <p className="reviews__average">
        <Stars
          rating={Math.round(summary.average)}
          label={fill(labels.average, { average: summary.average })}
        />{' '}
        <strong aria-hidden="true">{fill(labels.average, { average: summary.average })}</strong>{' '}
        <span>{plural(summary.total, labels.basedOnOne, labels.basedOnOther)}</span>
      </p>
      <ul className="reviews__histogram" aria-label={labels.histogram}>
        {summary.histogram.map((bar) => (
          <li key={bar.stars}>
            <span>{plural(bar.stars, labels.starsOne, labels.starsOther)}</span>
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
