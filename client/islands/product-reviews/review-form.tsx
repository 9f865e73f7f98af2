import { type NewReview, REVIEW_LIMITS } from '../../../shared/community'
import type { ReviewLabels } from './props'
import { fill, type Plural } from './text'
import type { ReviewForm as ReviewFormState } from './use-review-form'

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null
}

interface ReviewFormProps {
  id: string
  labels: ReviewLabels
  plural: Plural
  form: ReviewFormState
}

/** The review being written: its stars, title, text (with the characters left) and the name it is shown under. */
export function ReviewForm({ id, labels, plural, form }: ReviewFormProps) {
  const { draft, fieldErrors, formState } = form
  const fieldProps = (name: keyof NewReview) => ({
    id: `${id}-${name}`,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  })
  return (
    <form
      id={`${id}-form`}
      className="review-form"
      hidden={!form.writing}
      onSubmit={(event) => void form.submit(event)}
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
                onChange={() => form.change('rating', stars)}
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
        onChange={(event) => form.change('title', event.target.value)}
      />
      <FieldError id={`${id}-title-error`} message={fieldErrors.title} />
      <label htmlFor={`${id}-body`}>{labels.body}</label>
      <textarea
        {...fieldProps('body')}
        name="body"
        rows={5}
        value={draft.body}
        onChange={(event) => form.change('body', event.target.value)}
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
        onChange={(event) => form.change('author', event.target.value)}
      />
      <FieldError id={`${id}-author-error`} message={fieldErrors.author} />
      {formState === 'error' ? (
        <p className="field-error" role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={formState === 'submitting'}>
        {formState === 'submitting' ? labels.submitting : labels.submit}
      </button>
    </form>
  )
}
