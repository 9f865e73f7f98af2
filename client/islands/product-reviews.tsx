/**
 * A product's reviews: the rating summary and histogram, the list with sort and paging, helpful votes,
 * reporting, translation into the page's language, and writing a review. Server-rendered with the first page so
 * the reviews are there without JavaScript (sort and paging then work through a form and links); hydrated, sort
 * and "show more" fetch in place and the actions work.
 */
import { type FormEvent, useEffect, useState } from 'react'
import type { NewReview, Review, ReviewPage, ReviewSort } from '../../shared/community'
import { REVIEW_LIMITS, REVIEW_SORTS, validateReview } from '../../shared/community'
import { formatDate } from '../../shared/i18n'
import type { DateFormat } from '../../shared/locales'
import { ApiRequestError, callApi, shopperMessage } from '../api'
import { useReviewPages } from '../state/reviews'
import { HelpfulVote } from './helpful-vote'

export interface ReviewLabels {
  title: string
  average: string
  basedOnOne: string
  basedOnOther: string
  none: string
  sort: string
  sorts: Record<ReviewSort, string>
  apply: string
  more: string
  previous: string
  next: string
  helpful: string
  yes: string
  no: string
  voted: string
  report: string
  reported: string
  translate: string
  showOriginal: string
  translationFailed: string
  /** "Translated from German", by the language a review was written in. */
  translatedFrom: Record<string, string>
  write: string
  rating: string
  starsOne: string
  starsOther: string
  reviewTitle: string
  body: string
  nickname: string
  submit: string
  submitting: string
  thanks: string
  by: string
  /** "{author} from {place}, {date}": a review that says where it was written from. */
  byFrom: string
  charactersLeft: string
  histogram: string
  required: string
  tooLong: string
  tooShort: string
  invalidName: string
  genericError: string
}

export interface ProductReviewsProps {
  styleCode: string
  locale: string
  language: string
  bcp47: string
  dateFormat: DateFormat
  productPath: string
  page: ReviewPage
  pageSize: number
  labels: ReviewLabels
  /**
   * A review shown translated (or its translation refused) because a link without JavaScript asked for it
   * (`?translate=<review id>`); null otherwise.
   */
  translation: ReviewTranslationShown | null
}

export type ReviewTranslationShown =
  | { id: string; title: string; body: string }
  | { id: string; failed: true }

type TranslationState = Record<string, { title: string; body: string; shown: boolean } | 'failed'>

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
const Stars = ({ rating, label }: { rating: number; label: string }) => (
  <span className="stars">
    <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
    <span className="visually-hidden">{label}</span>
  </span>
)

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null
}

export function ProductReviews(props: ProductReviewsProps) {
  const { labels, locale } = props
  // Ids come from props, not useId: an island hydrates as its own root, so React's ids would not match the page's.
  const id = `reviews-${props.styleCode}`
  const plural = (count: number, one: string, other: string) =>
    fill(new Intl.PluralRules(props.bcp47).select(count) === 'one' ? one : other, { count })
  const [sort, setSort] = useState<ReviewSort>(props.page.sort)
  const base = `/api/products/${props.styleCode}/reviews`
  const list = useReviewPages({ base, locale, initial: props.page, sort, pageSize: props.pageSize })
  const { summary, reviews, start, hasMore, loading } = list
  const [actionError, setActionError] = useState<string | null>(null)
  const listError = list.error ? shopperMessage(list.error, labels.genericError) : actionError
  const [votes, setVotes] = useState<Record<string, { helpful: number; unhelpful: number }>>({})
  const [reported, setReported] = useState<Record<string, boolean>>({})
  const [translations, setTranslations] = useState<TranslationState>(() => {
    const asked = props.translation
    if (!asked) return {}
    return {
      [asked.id]: 'failed' in asked ? 'failed' : { title: asked.title, body: asked.body, shown: true },
    }
  })
  const [writing, setWriting] = useState(false)
  const [draft, setDraft] = useState<{ rating: number; title: string; body: string; author: string }>({
    rating: 0,
    title: '',
    body: '',
    author: '',
  })
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof NewReview, string>>>({})
  const [formState, setFormState] = useState<'idle' | 'submitting' | 'done' | 'error'>('idle')
  const [formMessage, setFormMessage] = useState('')
  // Writing needs the script; without it the section shows the reviews only.
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])

  const vote = async (review: Review, helpful: boolean) => {
    try {
      const counts = await callApi<{ helpful: number; unhelpful: number }>(`${base}/${review.id}/vote`, {
        locale,
        json: { helpful },
      })
      setVotes((current) => ({ ...current, [review.id]: counts }))
    } catch (error) {
      setActionError(shopperMessage(error, labels.genericError))
    }
  }

  const report = async (review: Review) => {
    try {
      await callApi(`${base}/${review.id}/flag`, { locale, json: {} })
      setReported((current) => ({ ...current, [review.id]: true }))
    } catch (error) {
      setActionError(shopperMessage(error, labels.genericError))
    }
  }

  const translate = async (review: Review) => {
    const existing = translations[review.id]
    if (existing && existing !== 'failed') {
      setTranslations((current) => ({ ...current, [review.id]: { ...existing, shown: !existing.shown } }))
      return
    }
    try {
      const translated = await callApi<{ title: string; body: string }>(`${base}/${review.id}/translate`, {
        locale,
        json: {},
      })
      setTranslations((current) => ({ ...current, [review.id]: { ...translated, shown: true } }))
    } catch {
      setTranslations((current) => ({ ...current, [review.id]: 'failed' }))
    }
  }

  const messageFor = (kind: string) =>
    ({
      required: labels.required,
      tooLong: labels.tooLong,
      tooShort: labels.tooShort,
      invalid: labels.invalidName,
    })[kind] ?? labels.genericError

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const errors = validateReview(draft)
    const messages = Object.fromEntries(
      Object.entries(errors).map(([field, kind]) => [field, messageFor(kind as string)]),
    )
    setFieldErrors(messages)
    if (Object.keys(messages).length > 0) {
      const first = Object.keys(messages)[0]
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setFormState('submitting')
    try {
      const review = await callApi<Review>(base, {
        locale,
        json: {
          ...draft,
          title: draft.title.trim(),
          body: draft.body.trim(),
          author: draft.author.trim(),
        },
      })
      list.addWritten(review)
      setFormState('done')
      setFormMessage(labels.thanks)
      setWriting(false)
      setDraft({ rating: 0, title: '', body: '', author: '' })
    } catch (error) {
      setFormState('error')
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setFieldErrors(error.fields)
        document.getElementById(`${id}-${Object.keys(error.fields)[0]}`)?.focus()
      }
      setFormMessage(shopperMessage(error, labels.genericError))
    }
  }

  const fieldProps = (name: keyof NewReview) => ({
    id: `${id}-${name}`,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  })
  const date = (value: string) => formatDate(value, props.dateFormat, props.bcp47)
  // Without JavaScript "Translate" and "Show original" are links to this page of reviews with or without the
  // translation; with it they toggle in place.
  const pageLink = (extra: string, review: Review) =>
    `${props.productPath}?reviewStart=${start}&reviewSort=${sort}${extra}#review-${review.id}`
  return (
    <section className="reviews" id="reviews" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{labels.title}</h2>
      {summary.total > 0 ? (
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
      ) : (
        <p>{labels.none}</p>
      )}

      {summary.total > 1 ? (
        <form className="reviews__sort" method="get" action={`${props.productPath}#reviews`}>
          <label htmlFor={`${id}-sort`}>{labels.sort}</label>
          <select
            id={`${id}-sort`}
            name="reviewSort"
            value={sort}
            onChange={(event) => {
              const next = event.target.value as ReviewSort
              setActionError(null)
              setSort(next)
            }}
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
      ) : null}

      <ol className="reviews__list" aria-busy={loading}>
        {reviews.map((review) => {
          const translation = translations[review.id]
          const shown = translation && translation !== 'failed' && translation.shown ? translation : null
          const counts = votes[review.id] ?? review
          return (
            <li key={review.id}>
              <article className="review" id={`review-${review.id}`} aria-labelledby={`${id}-${review.id}`}>
                <Stars
                  rating={review.rating}
                  label={plural(review.rating, labels.starsOne, labels.starsOther)}
                />
                <h3 id={`${id}-${review.id}`} lang={shown ? undefined : review.language}>
                  {shown?.title ?? review.title}
                </h3>
                <p lang={shown ? undefined : review.language}>{shown?.body ?? review.body}</p>
                {shown ? (
                  <p className="review__translated">{labels.translatedFrom[review.language] ?? ''}</p>
                ) : null}
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
                  {review.translatable && review.language !== props.language ? (
                    <a
                      className="link-button"
                      href={pageLink(shown ? '' : `&translate=${encodeURIComponent(review.id)}`, review)}
                      onClick={(event) => {
                        event.preventDefault()
                        void translate(review)
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
                    voted={review.id in votes}
                    onVote={(helpful) => void vote(review, helpful)}
                  />
                  {reported[review.id] ? (
                    <span role="status">{labels.reported}</span>
                  ) : (
                    <button type="button" className="link-button" onClick={() => void report(review)}>
                      {labels.report}
                    </button>
                  )}
                </div>
              </article>
            </li>
          )
        })}
      </ol>
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}

      <nav className="reviews__paging" aria-label={labels.title}>
        {start > 0 ? (
          <a
            className="reviews__page-link"
            href={`${props.productPath}?reviewStart=${Math.max(0, start - props.pageSize)}&reviewSort=${sort}#reviews`}
          >
            {labels.previous}
          </a>
        ) : null}
        {hasMore ? (
          <>
            <a
              className="reviews__page-link"
              href={`${props.productPath}?reviewStart=${start + props.pageSize}&reviewSort=${sort}#reviews`}
            >
              {labels.next}
            </a>
            <button
              type="button"
              className="button button--secondary reviews__more"
              disabled={loading}
              onClick={() => {
                setActionError(null)
                list.showMore()
              }}
            >
              {labels.more}
            </button>
          </>
        ) : null}
      </nav>

      {enhanced ? (
        <div className="reviews__write">
          <button
            type="button"
            className="button reviews__write-toggle"
            aria-expanded={writing}
            aria-controls={`${id}-form`}
            onClick={() => setWriting((open) => !open)}
          >
            {labels.write}
          </button>
          {formState === 'done' ? (
            <p className="notice notice--success" role="status">
              {formMessage}
            </p>
          ) : null}
          <form
            id={`${id}-form`}
            className="review-form"
            hidden={!writing}
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <fieldset {...fieldProps('rating')} tabIndex={-1}>
              <legend>{labels.rating}</legend>
              <div className="review-form__stars">
                {[1, 2, 3, 4, 5].map((stars) => (
                  <label key={stars}>
                    <input
                      type="radio"
                      name="rating"
                      value={stars}
                      checked={draft.rating === stars}
                      onChange={() => setDraft((current) => ({ ...current, rating: stars }))}
                    />
                    {plural(stars, labels.starsOne, labels.starsOther)}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-rating-error`} message={fieldErrors.rating} />
            </fieldset>
            <label htmlFor={`${id}-title`}>{labels.reviewTitle}</label>
            <input
              {...fieldProps('title')}
              name="title"
              maxLength={REVIEW_LIMITS.title}
              value={draft.title}
              onChange={(event) => setDraft((current) => ({ ...current, title: event.target.value }))}
            />
            <FieldError id={`${id}-title-error`} message={fieldErrors.title} />
            <label htmlFor={`${id}-body`}>{labels.body}</label>
            <textarea
              {...fieldProps('body')}
              name="body"
              rows={5}
              value={draft.body}
              onChange={(event) => setDraft((current) => ({ ...current, body: event.target.value }))}
            />
            <p className="review-form__counter" aria-live="polite">
              {fill(labels.charactersLeft, { count: REVIEW_LIMITS.body - draft.body.trim().length })}
            </p>
            <FieldError id={`${id}-body-error`} message={fieldErrors.body} />
            <label htmlFor={`${id}-author`}>{labels.nickname}</label>
            <input
              {...fieldProps('author')}
              name="author"
              autoComplete="nickname"
              maxLength={REVIEW_LIMITS.author}
              value={draft.author}
              onChange={(event) => setDraft((current) => ({ ...current, author: event.target.value }))}
            />
            <FieldError id={`${id}-author-error`} message={fieldErrors.author} />
            {formState === 'error' ? (
              <p className="field-error" role="alert">
                {formMessage}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={formState === 'submitting'}>
              {formState === 'submitting' ? labels.submitting : labels.submit}
            </button>
          </form>
        </div>
      ) : null}
    </section>
  )
}
