import { useState } from 'react'
import type { Review } from '../../../shared/catalogue/community'
import { useReviewWords } from './props'
import type { ReviewForm } from './review-form'

interface WriteReviewProps {
  id: string
  base: string
  locale: string
  /** Shows the review just written in the list. */
  onWritten: (review: Review) => void
}

/**
 * "Write a review", which opens and closes the form below it. The form's code loads when it is first opened: most
 * shoppers read reviews and never write one.
 */
export function WriteReview({ onWritten, ...props }: WriteReviewProps) {
  const words = useReviewWords()
  const [writing, setWriting] = useState(false)
  const [Form, setForm] = useState<typeof ReviewForm | null>(null)
  const toggle = () => {
    setWriting((open) => !open)
    if (!Form)
      import('./review-form').then(
        (module) => setForm(() => module.ReviewForm),
        // Without its code the form stays closed; the toggle is tried again on the next press.
        () => setWriting(false),
      )
  }
  return (
    <div className="reviews__write">
      <button
        type="button"
        className="button reviews__write-toggle"
        aria-expanded={writing}
        aria-controls={`${props.id}-form`}
        onClick={toggle}
      >
        {words.t('reviews.write')}
      </button>
      {Form ? (
        <Form
          {...props}
          writing={writing}
          onWritten={(review) => {
            onWritten(review)
            setWriting(false)
          }}
        />
      ) : null}
    </div>
  )
}
