import { type NewReview, REVIEW_LIMITS } from '../../../shared/catalogue/community'
import { CommunityFieldError } from '../community-field-error'
import { useReviewWords } from './props'
import { type ReviewFormOptions, useReviewForm } from './use-review-form'

export interface ReviewFormProps extends ReviewFormOptions {
  /** The form is open (it stays in the page once opened, with what was typed). */
  writing: boolean
}

/**
 * The review being written: its stars, title, text (with the characters left) and the name it is shown under; and
 * once it is sent, the thanks.
 */
export function ReviewForm({ writing, ...options }: ReviewFormProps) {
  const { id } = options
  const words = useReviewWords()
  const form = useReviewForm(options)
  const { draft, fieldErrors, formState } = form
  const fieldProps = (name: keyof NewReview) => ({
    id: `${id}-${name}`,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  })
  return (
    <>
      {formState === 'done' ? (
        <p className="notice notice--success" role="status">
          {form.formMessage}
        </p>
      ) : null}
      <form
        id={`${id}-form`}
        className="review-form"
        hidden={!writing}
        onSubmit={(event) => void form.submit(event)}
        noValidate
      >
        <fieldset {...fieldProps('rating')} tabIndex={-1}>
          <legend>{words.t('reviews.rating')}</legend>
          <div className="review-form__stars">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars}>
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={draft.rating === stars}
                  onChange={() => form.change('rating', stars)}
                />
                {words.plural('reviews.stars', stars)}
              </label>
            ))}
          </div>
          <CommunityFieldError id={`${id}-rating-error`} message={fieldErrors.rating} />
        </fieldset>
        <label htmlFor={`${id}-title`}>{words.t('reviews.reviewTitle')}</label>
        <input
          {...fieldProps('title')}
          name="title"
          maxLength={REVIEW_LIMITS.title}
          value={draft.title}
          onChange={(event) => form.change('title', event.target.value)}
        />
        <CommunityFieldError id={`${id}-title-error`} message={fieldErrors.title} />
        <label htmlFor={`${id}-body`}>{words.t('reviews.body')}</label>
        <textarea
          {...fieldProps('body')}
          name="body"
          rows={5}
          value={draft.body}
          onChange={(event) => form.change('body', event.target.value)}
        />
        <p className="review-form__counter" aria-live="polite">
          {words.t('reviews.charactersLeft', { count: REVIEW_LIMITS.body - draft.body.trim().length })}
        </p>
        <CommunityFieldError id={`${id}-body-error`} message={fieldErrors.body} />
        <label htmlFor={`${id}-author`}>{words.t('reviews.nickname')}</label>
        <input
          {...fieldProps('author')}
          name="author"
          autoComplete="nickname"
          maxLength={REVIEW_LIMITS.author}
          value={draft.author}
          onChange={(event) => form.change('author', event.target.value)}
        />
        <CommunityFieldError id={`${id}-author-error`} message={fieldErrors.author} />
        {formState === 'error' ? (
          <p className="field-error" role="alert">
            {form.formMessage}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={formState === 'submitting'}>
          {words.t(formState === 'submitting' ? 'reviews.submitting' : 'reviews.submit')}
        </button>
      </form>
    </>
  )
}
