import type { Review } from '../../../shared/catalogue/community'
import { HelpfulVote } from '../helpful-vote'
import { type ReviewWords, useReviewWords } from './props'
import { Stars } from './text'
import type { ReviewActions } from './use-review-actions'

interface ReviewItemProps {
  id: string
  review: Review
  /** The page's language: a review in another one can be translated. */
  language: string
  date: (value: string) => string
  actions: ReviewActions
  /** This page of reviews with `extra` in its query, at the review: what "Translate" links to without JavaScript. */
  pageLink: (extra: string, review: Review) => string
}

const TRANSLATED_FROM = {
  en: 'reviews.translatedFrom.en',
  fr: 'reviews.translatedFrom.fr',
  de: 'reviews.translatedFrom.de',
  it: 'reviews.translatedFrom.it',
  es: 'reviews.translatedFrom.es',
  nl: 'reviews.translatedFrom.nl',
} as const

/** "Translated from German", by the language a review was written in; nothing for a language unknown here. */
const translatedFrom = (words: ReviewWords, language: string) =>
  Object.hasOwn(TRANSLATED_FROM, language)
    ? words.t(TRANSLATED_FROM[language as keyof typeof TRANSLATED_FROM])
    : ''

/** One review: its stars, title and text (or their translation), who wrote it when, and what can be done with it. */
export function ReviewItem({ id, review, language, date, actions, pageLink }: ReviewItemProps) {
  const words = useReviewWords()
  const translation = actions.translations[review.id]
  const shown = translation && translation !== 'failed' && translation.shown ? translation : null
  const counts = actions.votes[review.id] ?? review
  return (
    <li>
      <article className="review" id={`review-${review.id}`} aria-labelledby={`${id}-${review.id}`}>
        <Stars rating={review.rating} label={words.plural('reviews.stars', review.rating)} />
        <h3 id={`${id}-${review.id}`} lang={shown ? undefined : review.language}>
          {shown?.title ?? review.title}
        </h3>
        <p lang={shown ? undefined : review.language}>{shown?.body ?? review.body}</p>
        {shown ? <p className="review__translated">{translatedFrom(words, review.language)}</p> : null}
        <p className="review__meta">
          {review.location
            ? words.t('reviews.byFrom', {
                author: review.author,
                place: review.location,
                date: date(review.createdAt),
              })
            : words.t('reviews.by', { author: review.author, date: date(review.createdAt) })}
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
              {words.t(shown ? 'reviews.showOriginal' : 'reviews.translate')}
            </a>
          ) : null}
          {translation === 'failed' ? (
            <span role="status">{words.t('reviews.translationFailed')}</span>
          ) : null}
          <HelpfulVote
            id={`${id}-${review.id}-helpful`}
            question={words.t('reviews.helpful')}
            counts={counts}
            voted={review.id in actions.votes}
            onVote={(helpful) => void actions.vote(review, helpful)}
          />
          {actions.reported[review.id] ? (
            <span role="status">{words.t('reviews.reported')}</span>
          ) : (
            <button type="button" className="link-button" onClick={() => void actions.report(review)}>
              {words.t('reviews.report')}
            </button>
          )}
        </div>
      </article>
    </li>
  )
}
