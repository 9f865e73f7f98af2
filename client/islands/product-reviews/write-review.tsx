import type { ReviewLabels } from './props'
import { ReviewForm } from './review-form'
import type { Plural } from './text'
import type { ReviewForm as ReviewFormState } from './use-review-form'

interface WriteReviewProps {
  id: string
  labels: ReviewLabels
  plural: Plural
  form: ReviewFormState
}

/** "Write a review", which opens and closes the form below it, and the thanks once a review is sent. */
export function WriteReview({ id, labels, plural, form }: WriteReviewProps) {
  return (
    <div className="reviews__write">
      <button
        type="button"
        className="button reviews__write-toggle"
        aria-expanded={form.writing}
        aria-controls={`${id}-form`}
        onClick={() => form.setWriting((open) => !open)}
      >
        {labels.write}
      </button>
      {form.formState === 'done' ? (
        <p className="notice notice--success" role="status">
          {form.formMessage}
        </p>
      ) : null}
      <ReviewForm id={id} labels={labels} plural={plural} form={form} />
    </div>
  )
}
