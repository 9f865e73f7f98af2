import type { Review } from '../../../shared/community'
import { HelpfulVote } from '../helpful-vote'
import type { ReviewLabels } from './props'
import { fill, type Plural, Stars } from './text'
import type { ReviewActions } from './use-review-actions'

interface ReviewItemProps {
  id: string
  review: Review
  /** The page's language: a review in another one can be translated. */
  language: string
  labels: ReviewLabels
  plural: Plural
  date: (value: string) => string
  actions: ReviewActions
  /** This page of reviews with `extra` in its query, at the review: what "Translate" links to without JavaScript. */
  pageLink: (extra: string, review: Review) => string
}

/** One review: its stars, title and text (or their translation), who wrote it when, and what can be done with it. */
export function ReviewItem({
  id,
  review,
  language,
  labels,
  plural,
  date,
  actions,
  pageLink,
}: ReviewItemProps) {
  const translation = actions.translations[review.id]
  const shown = translation && translation !== 'failed' && translation.shown ? translation : null
  const counts = actions.votes[review.id] ?? review
  return (
    <li>
      <article className="review" id={`review-${review.id}`} aria-labelledby={`${id}-${review.id}`}>
        <Stars rating={review.rating} label={plural(review.rating, labels.starsOne, labels.starsOther)} />
        <h3 id={`${id}-${review.id}`} lang={shown ? undefined : review.language}>
          {shown?.title ?? review.title}
        </h3>
        <p lang={shown ? undefined : review.language}>{shown?.body ?? review.body}</p>
        {shown ? <p className="review__translated">{labels.translatedFrom[review.language] ?? ''}</p> : null}
        <p className="review__meta">
          {review.location
            ? fill(labels.byFrom, {
                author: review.author,
                place: review.location,
                date: date(review.createdAt),
              })
            : fill(labels.by, { author: review.author, date: date(review.createdAt) })}
        </p>
        <div className="review__actions">
          {review.translatable && review.language !== language ? (
            <a
              className="link-button"
              href={pageLink(shown ? '' : `&translate=${encodeURIComponent(review.id)}`, review)}
              onClick={(event) => {
                event.preventDefault()
                void actions.translate(review)
              }}
            >
              {shown ? labels.showOriginal : labels.translate}
            </a>
          ) : null}
          {translation === 'failed' ? <span role="status">{labels.translationFailed}</span> : null}
          <HelpfulVote
            id={`${id}-${review.id}-helpful`}
            question={labels.helpful}
            yes={labels.yes}
            no={labels.no}
            thanks={labels.voted}
            counts={counts}
            voted={review.id in actions.votes}
            onVote={(helpful) => void actions.vote(review, helpful)}
          />
          {actions.reported[review.id] ? (
            <span role="status">{labels.reported}</span>
          ) : (
            <button type="button" className="link-button" onClick={() => void actions.report(review)}>
              {labels.report}
            </button>
          )}
        </div>
      </article>
    </li>
  )
}
