/**
 * A product's reviews: the rating summary and histogram, the list with sort and paging, helpful votes,
 * reporting, translation into the page's language, and writing a review. Server-rendered with the first page so
 * the reviews are there without JavaScript (sort and paging then work through a form and links); hydrated, sort
 * and "show more" fetch in place and the actions work.
 */
import { useEffect, useState } from 'react'
import type { Review, ReviewSort as Sort } from '../../../shared/catalogue/community'
import { formatDate } from '../../../shared/i18n/i18n'
import { shopperMessage } from '../../api'
import { useReviewPages } from '../../state/reviews'
import { type ProductReviewsProps, useReviewWords } from './props'
import { ReviewItem } from './review-item'
import { ReviewPaging } from './review-paging'
import { ReviewSort } from './review-sort'
import { ReviewSummary } from './review-summary'
import { useReviewActions } from './use-review-actions'
import { WriteReview } from './write-review'

export type { ProductReviewsProps, ReviewTranslationShown } from './props'

export function ProductReviews(props: ProductReviewsProps) {
  const { locale } = props
  const words = useReviewWords()
  // Ids come from props, not useId: an island hydrates as its own root, so React's ids would not match the page's.
  const id = `reviews-${props.styleCode}`
  const [sort, setSort] = useState<Sort>(props.page.sort)
  const base = `/api/products/${props.styleCode}/reviews`
  const list = useReviewPages({ base, locale, initial: props.page, sort, pageSize: props.pageSize })
  const { summary, reviews, start, hasMore, loading } = list
  const actions = useReviewActions({
    base,
    locale,
    genericError: words.t('error.generic'),
    translation: props.translation,
  })
  const listError = list.error ? shopperMessage(list.error, words.t('error.generic')) : actions.actionError
  // Writing needs the script; without it the section shows the reviews only.
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  const date = (value: string) => formatDate(value, props.dateFormat, props.bcp47)
  // Without JavaScript "Translate" and "Show original" are links to this page of reviews with or without the
  // translation; with it they toggle in place.
  const pageLink = (extra: string, review: Review) =>
    `${props.productPath}?reviewStart=${start}&reviewSort=${sort}${extra}#review-${review.id}`
  return (
    <section className="reviews" id="reviews" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{words.t('reviews.title')}</h2>
      <ReviewSummary summary={summary} />

      {summary.total > 1 ? (
        <ReviewSort
          id={id}
          productPath={props.productPath}
          sort={sort}
          onSort={(next) => {
            actions.setActionError(null)
            setSort(next)
          }}
        />
      ) : null}

      <ol className="reviews__list" aria-busy={loading}>
        {reviews.map((review) => (
          <ReviewItem
            key={review.id}
            id={id}
            review={review}
            language={props.language}
            date={date}
            actions={actions}
            pageLink={pageLink}
          />
        ))}
      </ol>
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}

      <ReviewPaging
        productPath={props.productPath}
        start={start}
        pageSize={props.pageSize}
        sort={sort}
        hasMore={hasMore}
        loading={loading}
        onMore={() => {
          actions.setActionError(null)
          list.showMore()
        }}
      />

      {enhanced ? <WriteReview id={id} base={base} locale={locale} onWritten={list.addWritten} /> : null}
    </section>
  )
}

export { ProductReviews as island }
